import { formatBytes, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@gst/domain';

/** What file pickers accept: the raster formats the server stores (no SVG: it can carry script). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export type ImageRead = { ok: true; dataUrl: string } | { ok: false; error: string };

export type PixelSize = { width: number; height: number };

/** The blob as a `data:` URL (the owner photo of a new shop reads its file with it too). */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Draws the bitmap at `size` and encodes it (PNG keeps transparency; JPEG takes `quality`). */
function encodeBitmap(
  bitmap: ImageBitmap,
  size: PixelSize,
  type: 'image/png' | 'image/jpeg',
  quality?: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      type,
      quality,
    );
  });
}

/** `size` scaled by `scale` (never above 1), at least one pixel a side. */
export function scaledSize(size: PixelSize, scale: number): PixelSize {
  const factor = Math.min(1, scale);
  return {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  };
}

/**
 * The size to try next when an image encoded at `size` came out `bytes` long and the limit is
 * `maxBytes`: a PNG grows roughly with its pixel count, so both sides shrink by √(maxBytes/bytes),
 * with 10% to spare so the next try usually fits.
 */
export function shrinkToFit(size: PixelSize, bytes: number, maxBytes: number): PixelSize {
  if (bytes <= maxBytes) return size;
  return scaledSize(size, Math.sqrt(maxBytes / bytes) * 0.9);
}

/**
 * Encodes at full size, then smaller, until the result is at most `maxBytes` or `attempts` tries
 * are used. Returns the last result with its size; the caller refuses it if it is still too big.
 */
export async function encodeWithinLimit(
  encode: (size: PixelSize) => Promise<Blob>,
  size: PixelSize,
  maxBytes: number,
  attempts = 4,
): Promise<{ blob: Blob; size: PixelSize }> {
  let current = size;
  let blob = await encode(current);
  for (let tried = 1; tried < attempts && blob.size > maxBytes; tried++) {
    const next = shrinkToFit(current, blob.size, maxBytes);
    if (next.width === current.width && next.height === current.height) break;
    current = next;
    blob = await encode(current);
  }
  return { blob, size: current };
}

/**
 * PDFs embed only PNG and JPEG, so a WebP logo or signature is turned into a PNG (which keeps its
 * transparency) in the browser, shrunk until it fits the limit.
 */
async function webpToPng(file: File, maxBytes: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const full = { width: bitmap.width, height: bitmap.height };
    const { blob } = await encodeWithinLimit(
      (size) => encodeBitmap(bitmap, size, 'image/png'),
      full,
      maxBytes,
    );
    return blob;
  } finally {
    bitmap.close();
  }
}

/** Draws the image at most `maxSide` pixels wide or tall and encodes it as JPEG. */
async function downscale(file: File, maxSide: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const full = { width: bitmap.width, height: bitmap.height };
    const size = scaledSize(full, maxSide / Math.max(full.width, full.height));
    return await encodeBitmap(bitmap, size, 'image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}

/** Settings images (not photos, which become JPEG) chosen as WebP are stored as PNG. */
export function convertsToPng(type: string, options: { maxSide?: number } = {}): boolean {
  return !options.maxSide && type === 'image/webp';
}

/**
 * A picked file as a data URL the server will accept and PDFs can draw. Only PNG, JPEG and WebP;
 * at most 1 MB. With `maxSide` (profile photos from a phone camera) the picture is shrunk to a
 * JPEG instead of being refused for its size; otherwise a WebP image is converted to PNG.
 */
export async function readImageFile(
  file: File,
  label: string,
  options: { maxSide?: number } = {},
): Promise<ImageRead> {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, error: `${label}: choose a PNG, JPEG or WebP image` };
  }
  try {
    const toPng = convertsToPng(file.type, options);
    const blob = options.maxSide
      ? await downscale(file, options.maxSide)
      : toPng
        ? await webpToPng(file, IMAGE_MAX_BYTES)
        : file;
    if (blob.size > IMAGE_MAX_BYTES) {
      const what = toPng ? 'converted to PNG, the image' : 'the image';
      return {
        ok: false,
        error: `${label}: ${what} is ${formatBytes(blob.size)}; the limit is ${formatBytes(IMAGE_MAX_BYTES)}`,
      };
    }
    return { ok: true, dataUrl: await readAsDataUrl(blob) };
  } catch {
    return { ok: false, error: `${label}: the image could not be read` };
  }
}
