import { formatBytes, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@gst/domain';

/** What file pickers accept: the raster formats the server stores (no SVG: it can carry script). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export type ImageRead = { ok: true; dataUrl: string } | { ok: false; error: string };

function readAsDataUrl(blob: Blob): Promise<string> {
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

/** Draws the image at most `maxSide` pixels wide or tall and encodes it as JPEG. */
async function downscale(file: File, maxSide: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      0.85,
    );
  });
}

/**
 * A picked file as a data URL the server will accept. Only PNG, JPEG and WebP; at most 1 MB.
 * With `maxSide` (profile photos from a phone camera) the picture is shrunk first instead of
 * being refused for its size.
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
    const blob = options.maxSide ? await downscale(file, options.maxSide) : file;
    if (blob.size > IMAGE_MAX_BYTES) {
      return {
        ok: false,
        error: `${label}: the image is ${formatBytes(blob.size)}; the limit is ${formatBytes(IMAGE_MAX_BYTES)}`,
      };
    }
    return { ok: true, dataUrl: await readAsDataUrl(blob) };
  } catch {
    return { ok: false, error: `${label}: the image could not be read` };
  }
}
