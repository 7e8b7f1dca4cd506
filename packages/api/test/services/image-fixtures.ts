import sharp from 'sharp';

/**
 * Images for the pixel-budget tests (issue 28, item 6), made with sharp in the test: real PNG,
 * JPEG and WebP files, small in bytes however many pixels they hold.
 */

export const toDataUrl = (bytes: Buffer, type: 'png' | 'jpeg' | 'webp') =>
  `data:image/${type};base64,${bytes.toString('base64')}`;

export const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

/**
 * A white greyscale PNG of `width` × `height`: 12000 × 12000 compresses to about 450 KB, inside
 * the 1 MB byte limit, which is the point.
 */
export async function blankPng(width: number, height: number): Promise<string> {
  const pixels = Buffer.alloc(width * height, 255);
  const png = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return toDataUrl(png, 'png');
}

/**
 * `width` × `height`, its left half fully transparent and its right half opaque orange: what
 * the shop's logo on a transparent background looks like to the tests.
 */
export async function halfTransparent(
  width: number,
  height: number,
  type: 'png' | 'webp' = 'png',
): Promise<string> {
  const right = Math.ceil(width / 2);
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  }).composite([
    {
      input: {
        create: {
          width: right,
          height,
          channels: 4,
          background: { r: 240, g: 120, b: 20, alpha: 1 },
        },
      },
      left: width - right,
      top: 0,
    },
  ]);
  const bytes = type === 'png' ? await image.png().toBuffer() : await image.webp().toBuffer();
  return toDataUrl(bytes, type);
}

/** An opaque photo-like image (a gradient) as JPEG or WebP. */
export async function opaque(width: number, height: number, type: 'jpeg' | 'webp') {
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels[(y * width + x) * 3] = Math.floor((x * 255) / width);
      pixels[(y * width + x) * 3 + 1] = Math.floor((y * 255) / height);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes =
    type === 'jpeg' ? await image.jpeg({ quality: 80 }).toBuffer() : await image.webp().toBuffer();
  return toDataUrl(bytes, type);
}

export type Decoded = {
  format: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** The alpha (0-255) of the pixel at x, y; 255 for an image without alpha. */
  alphaAt: (x: number, y: number) => number;
};

/** What a stored data URL holds, decoded. */
export async function decode(dataUrl: string): Promise<Decoded> {
  const bytes = bytesOf(dataUrl);
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasAlpha: meta.hasAlpha,
    alphaAt: (x, y) => data[(y * info.width + x) * 4 + 3] ?? -1,
  };
}

/** The declared MIME type of a data URL. */
export const typeOf = (dataUrl: string) => /^data:([^;]+);/.exec(dataUrl)?.[1];

/** A PNG's signature followed by zeros: passes the byte-level contract, decodes as nothing. */
export function fakePng(bytes = 600): string {
  const buffer = Buffer.alloc(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return toDataUrl(buffer, 'png');
}

/** The [width, height] of each image XObject in a PDF (pdfkit writes their dictionaries plain). */
export function pdfImageSizes(pdf: Uint8Array): [number, number][] {
  const text = Buffer.from(pdf).toString('latin1');
  const sizes: [number, number][] = [];
  for (const match of text.matchAll(/<<[^>]*\/Subtype \/Image[^>]*>>/g)) {
    const width = /\/Width (\d+)/.exec(match[0])?.[1];
    const height = /\/Height (\d+)/.exec(match[0])?.[1];
    if (width && height) sizes.push([Number(width), Number(height)]);
  }
  return sizes;
}
