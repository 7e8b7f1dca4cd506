import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';

/** poppler's pdftoppm (CI installs poppler-utils); QR checks are skipped without it. */
export const PDFTOPPM = ['/usr/bin/pdftoppm', '/usr/local/bin/pdftoppm'].find((p) => existsSync(p));

/**
 * What a phone would read: each page rendered to grey pixels at `dpi` by pdftoppm and its QR
 * code decoded by jsQR (one per page, the first found; null for none).
 */
export function qrCodesPerPage(bytes: Uint8Array, dpi = 200): (string | null)[] {
  if (!PDFTOPPM) throw new Error('pdftoppm (poppler-utils) is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'pdf-qr-'));
  try {
    execFileSync(PDFTOPPM, ['-gray', '-r', String(dpi), '-', join(dir, 'page')], {
      input: bytes,
    });
    return readdirSync(dir)
      .sort()
      .map((file) => decodePgm(readFileSync(join(dir, file))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function decodePgm(pgm: Buffer): string | null {
  // Header: 'P5', width, height, maxval, each followed by whitespace; then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const grey = pgm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const v = grey[i] ?? 255;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}
