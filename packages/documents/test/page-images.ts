import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PDFTOPPM } from './qr';

/** A page as pdftoppm draws it: RGB, three bytes per pixel, rows top to bottom. */
export type PageImage = { width: number; height: number; rgb: Buffer };

/** Binary PPM (P6, maxval 255), as pdftoppm writes it without -png. */
export function decodePpm(ppm: Buffer): PageImage {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary 8-bit PPM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const rgb = ppm.subarray(header[0].length);
  if (rgb.length !== width * height * 3) throw new Error('PPM pixel data is cut short');
  return { width, height, rgb };
}

export function encodePpm(image: PageImage): Buffer {
  return Buffer.concat([Buffer.from(`P6\n${image.width} ${image.height}\n255\n`), image.rgb]);
}

/** Every page of a PDF drawn by pdftoppm at `dpi`, in page order. */
export function pageImages(pdf: Uint8Array, dpi: number): PageImage[] {
  if (!PDFTOPPM) throw new Error('pdftoppm (poppler-utils) is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'pdf-pages-'));
  try {
    execFileSync(PDFTOPPM, ['-r', String(dpi), '-', join(dir, 'page')], { input: pdf });
    // page-1.ppm … page-10.ppm: pdftoppm pads the numbers to one width, so they sort as text.
    return readdirSync(dir)
      .sort()
      .map((file) => decodePpm(readFileSync(join(dir, file))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const readPage = (file: string) => decodePpm(gunzipSync(readFileSync(file)));
export const writePage = (file: string, image: PageImage) =>
  writeFileSync(file, gzipSync(encodePpm(image), { level: 9 }));

/**
 * Pixels that differ between two pages (any channel), with the box around them; a page of
 * another size differs everywhere.
 */
export function pixelDifference(a: PageImage, b: PageImage) {
  if (a.width !== b.width || a.height !== b.height) {
    return { pixels: Math.max(a.width * a.height, b.width * b.height), box: 'size differs' };
  }
  let pixels = 0;
  let [left, top, right, bottom] = [a.width, a.height, -1, -1];
  for (let i = 0; i < a.rgb.length; i += 3) {
    if (a.rgb[i] === b.rgb[i] && a.rgb[i + 1] === b.rgb[i + 1] && a.rgb[i + 2] === b.rgb[i + 2]) {
      continue;
    }
    pixels += 1;
    const x = (i / 3) % a.width;
    const y = Math.floor(i / 3 / a.width);
    [left, top] = [Math.min(left, x), Math.min(top, y)];
    [right, bottom] = [Math.max(right, x), Math.max(bottom, y)];
  }
  return { pixels, box: pixels ? `x ${left}–${right}, y ${top}–${bottom}` : '' };
}

/** Keeps a page that differs (and a copy with the differing pixels in red) for looking at. */
export function keepDifference(dir: string, name: string, actual: PageImage, expected: PageImage) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.actual.ppm`), encodePpm(actual));
  writeFileSync(join(dir, `${name}.expected.ppm`), encodePpm(expected));
  if (actual.width !== expected.width || actual.height !== expected.height) return;
  const marked = Buffer.from(expected.rgb);
  for (let i = 0; i < marked.length; i += 3) {
    if (!actual.rgb.subarray(i, i + 3).equals(expected.rgb.subarray(i, i + 3))) {
      marked.set([255, 0, 0], i);
    }
  }
  writeFileSync(join(dir, `${name}.diff.ppm`), encodePpm({ ...expected, rgb: marked }));
}
