import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '@gst/domain';

/**
 * Uploaded images (issue 28, item 6), with sharp (libvips): the pixel budget and the print size.
 * The domain's `ZImageDataUrl` keeps the byte-level contract (PNG, JPEG or WebP by magic bytes,
 * at most 1 MB); a few hundred KB of PNG can still hold 12,000 × 12,000 pixels, which pdfkit then
 * decodes on every PDF (25.6 s each). Here the dimensions are read from the header first
 * (`metadata()` decodes no pixels), an image over the budget is refused before anything decodes
 * it, and every decode also carries `limitInputPixels`, so a header that lies is refused by
 * libvips too. An image larger than the box it prints in is resized to fit inside that box (aspect
 * kept, never enlarged, EXIF orientation applied); PNG stays PNG with its transparency, JPEG stays
 * JPEG, and WebP (which PDFs cannot draw) becomes PNG when it has transparency, else JPEG.
 */

/** The largest image decoded: 4000 × 4000, 16 megapixels (a 12 MP phone photo passes). */
export const IMAGE_PIXEL_BUDGET = { width: 4000, height: 4000 } as const;
export const IMAGE_MAX_PIXELS = IMAGE_PIXEL_BUDGET.width * IMAGE_PIXEL_BUDGET.height;

export type PixelBox = { readonly width: number; readonly height: number };

export type FittedImage =
  | { ok: true; dataUrl: string; width: number; height: number; changed: boolean }
  | { ok: false; reason: 'too-large' | 'unreadable'; error: string };

// Images pass through once; libvips' operation cache would only keep decoded pixels alive.
sharp.cache(false);

const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;
const FORMATS = new Set(['png', 'jpeg', 'webp']);
const DECODE = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' } as const;

const megapixels = (pixels: number) => Math.round(pixels / 1e5) / 10;

/** 'the image is 12000 × 12000 pixels; the largest accepted is 4000 × 4000 (16 megapixels)' */
export function tooLargeMessage(width: number, height: number): string {
  const { width: w, height: h } = IMAGE_PIXEL_BUDGET;
  return (
    `the image is ${width} × ${height} pixels (${megapixels(width * height)} megapixels); ` +
    `the largest accepted is ${w} × ${h} (${megapixels(IMAGE_MAX_PIXELS)} megapixels)`
  );
}

const UNREADABLE = 'the file could not be read as a PNG, JPEG or WebP image';

function refused(reason: 'too-large' | 'unreadable', error: string): FittedImage {
  return { ok: false, reason, error };
}

/** Resizes to fit `box` and encodes as the format's print form; PNG is palettised if over 1 MB. */
async function resized(bytes: Buffer, box: PixelBox, asPng: boolean) {
  const pipeline = () =>
    sharp(bytes, { ...DECODE, autoOrient: true }).resize({
      width: box.width,
      height: box.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
  if (!asPng) {
    return pipeline().jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
  }
  const png = await pipeline().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  if (png.data.length <= IMAGE_MAX_BYTES) return png;
  return pipeline()
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * The image as it is stored: refused over the pixel budget or when it cannot be decoded, resized
 * when larger than `box` (or a WebP), else the same data URL (`changed: false`). Messages are
 * lower-case clauses ('the image is …', 'the file could not be read …') for the caller to put the
 * field's name in front of.
 */
export async function fitImage(dataUrl: string, box: PixelBox): Promise<FittedImage> {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[2]) return refused('unreadable', UNREADABLE);
  const bytes = Buffer.from(match[2], 'base64');
  let meta: Metadata;
  try {
    // The header only: with limitInputPixels, sharp would refuse it without saying its size.
    meta = await sharp(bytes).metadata();
  } catch {
    return refused('unreadable', UNREADABLE);
  }
  if (!FORMATS.has(meta.format)) return refused('unreadable', UNREADABLE);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    return refused('too-large', tooLargeMessage(meta.width, meta.height));
  }
  const { width, height } = meta.autoOrient;
  try {
    if (meta.format !== 'webp' && width <= box.width && height <= box.height) {
      // Small enough: kept byte for byte, once it has decoded in full (a truncated file would
      // fail every PDF later).
      await sharp(bytes, DECODE).raw().toBuffer();
      return { ok: true, dataUrl, width, height, changed: false };
    }
    const asPng = meta.format === 'png' || (meta.format === 'webp' && meta.hasAlpha);
    const { data, info } = await resized(bytes, box, asPng);
    const type = asPng ? 'image/png' : 'image/jpeg';
    return {
      ok: true,
      dataUrl: `data:${type};base64,${data.toString('base64')}`,
      width: info.width,
      height: info.height,
      changed: true,
    };
  } catch {
    return refused('unreadable', UNREADABLE);
  }
}

const PRINTED = new Map<string, Promise<FittedImage>>();
const PRINTED_MAX = 16;

/**
 * `fitImage` for a PDF, remembered by the SHA-256 of (box, data URL) in this process (the 16 most
 * recent), so a stored image that is too big is resized once, not on every document: the same
 * image always gives the same bytes, so the document's description, and its stored file, stay
 * the same.
 */
export function fitImageForPrint(dataUrl: string, box: PixelBox): Promise<FittedImage> {
  const key = createHash('sha256')
    .update(`${box.width}x${box.height}:`)
    .update(dataUrl)
    .digest('hex');
  const known = PRINTED.get(key);
  if (known) {
    PRINTED.delete(key);
    PRINTED.set(key, known);
    return known;
  }
  const fitted = fitImage(dataUrl, box);
  PRINTED.set(key, fitted);
  // fitImage answers refusals rather than throwing; anything thrown is not remembered.
  fitted.catch(() => PRINTED.delete(key));
  if (PRINTED.size > PRINTED_MAX) {
    const oldest = PRINTED.keys().next().value;
    if (oldest !== undefined) PRINTED.delete(oldest);
  }
  return fitted;
}
