import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@gst/domain';
import {
  convertsToPng,
  encodeWithinLimit,
  readImageFile,
  scaledSize,
  shrinkToFit,
  type PixelSize,
} from './imageFile';

/** A stand-in for canvas.toBlob: a PNG whose length grows with the pixel count. */
function fakeEncoder(bytesPerPixel: number) {
  const sizes: PixelSize[] = [];
  const encode = (size: PixelSize) => {
    sizes.push(size);
    return Promise.resolve(new Blob([new Uint8Array(size.width * size.height * bytesPerPixel)]));
  };
  return { encode, sizes };
}

describe('which picked images are converted', () => {
  it('turns a WebP settings image into PNG, and nothing else', () => {
    expect(convertsToPng('image/webp')).toBe(true);
    expect(convertsToPng('image/png')).toBe(false);
    expect(convertsToPng('image/jpeg')).toBe(false);
  });

  it('leaves photos (maxSide) to the JPEG downscale', () => {
    expect(convertsToPng('image/webp', { maxSide: 512 })).toBe(false);
  });

  it('refuses SVG and other types before reading the file', async () => {
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(await readImageFile(svg, 'Shop Logo')).toEqual({
      ok: false,
      error: 'Shop Logo: choose a PNG, JPEG or WebP image',
    });
  });
});

describe('sizes', () => {
  it('scales both sides, never enlarges and keeps at least one pixel', () => {
    expect(scaledSize({ width: 2000, height: 1000 }, 0.25)).toEqual({ width: 500, height: 250 });
    expect(scaledSize({ width: 300, height: 100 }, 3)).toEqual({ width: 300, height: 100 });
    expect(scaledSize({ width: 4000, height: 2 }, 0.01)).toEqual({ width: 40, height: 1 });
  });

  it('shrinks by the square root of the size ratio with 10% to spare', () => {
    const size = { width: 2000, height: 1000 };
    expect(shrinkToFit(size, 4 * IMAGE_MAX_BYTES, IMAGE_MAX_BYTES)).toEqual({
      width: 900,
      height: 450,
    });
    expect(shrinkToFit(size, IMAGE_MAX_BYTES, IMAGE_MAX_BYTES)).toBe(size);
  });
});

describe('encoding within the 1 MB limit', () => {
  it('keeps the full size when the first PNG fits', async () => {
    const { encode, sizes } = fakeEncoder(1);
    const result = await encodeWithinLimit(encode, { width: 800, height: 600 }, IMAGE_MAX_BYTES);
    expect(sizes).toEqual([{ width: 800, height: 600 }]);
    expect(result.blob.size).toBe(480_000);
  });

  it('scales a PNG that is too big down until it fits', async () => {
    // 3000 x 2000 at 4 bytes a pixel is 24 MB: one shrink by √(1/22.9) × 0.9 brings it under 1 MB.
    const { encode, sizes } = fakeEncoder(4);
    const result = await encodeWithinLimit(encode, { width: 3000, height: 2000 }, IMAGE_MAX_BYTES);
    expect(sizes[0]).toEqual({ width: 3000, height: 2000 });
    expect(sizes).toHaveLength(2);
    expect(result.blob.size).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    expect(result.size.width / result.size.height).toBeCloseTo(1.5, 2);
    expect(result.size).toEqual(sizes.at(-1));
  });

  it('gives up after the allowed tries and returns the last, still too big, result', async () => {
    const tooBig = new Blob([new Uint8Array(IMAGE_MAX_BYTES + 1)]);
    const sizes: PixelSize[] = [];
    const result = await encodeWithinLimit(
      (size) => {
        sizes.push(size);
        return Promise.resolve(tooBig);
      },
      { width: 1000, height: 1000 },
      IMAGE_MAX_BYTES,
      3,
    );
    expect(sizes).toHaveLength(3);
    expect(result.blob.size).toBe(IMAGE_MAX_BYTES + 1);
  });

  it('stops when the image cannot get any smaller', async () => {
    const { encode, sizes } = fakeEncoder(IMAGE_MAX_BYTES * 2);
    const result = await encodeWithinLimit(encode, { width: 1, height: 1 }, IMAGE_MAX_BYTES);
    expect(sizes).toEqual([{ width: 1, height: 1 }]);
    expect(result.blob.size).toBeGreaterThan(IMAGE_MAX_BYTES);
  });
});
