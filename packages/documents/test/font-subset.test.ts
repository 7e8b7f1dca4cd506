import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { setupEngine } from '../runtime/pdf-engine.mjs';
import { installed, setShortcuts } from '../runtime/shortcuts.mjs';
import { mulberry32 } from '../../domain/test/gst-fixtures';

/**
 * The font subsets the render threads write themselves (runtime/pdf-reuse.mjs) must be the very
 * bytes fontkit writes: same tables, same order, same glyph bytes, same metrics. Compared byte
 * for byte over the four Roboto faces and many glyph sets, in the orders pdfkit would add them.
 */
type Subset = { includeGlyph(gid: number): number; encode(): Uint8Array; glyphs: number[] };
type Font = {
  numGlyphs: number;
  createSubset(): Subset;
  glyphForCodePoint(cp: number): { id: number };
};

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as {
  virtualfs: { readFileSync(name: string): Uint8Array };
};
const fontkit = createRequire(createRequire(require.resolve('pdfmake')).resolve('pdfkit'))(
  'fontkit',
) as { create(buffer: Uint8Array): Font };

const FACES = [
  'Roboto-Regular.ttf',
  'Roboto-Medium.ttf',
  'Roboto-Italic.ttf',
  'Roboto-MediumItalic.ttf',
];

function encodeBothWays(face: string, gids: number[]) {
  // The buffer pdfkit gets from pdfmake's virtual file system: the one the engine knows.
  const buffer = pdfmake.virtualfs.readFileSync(face);
  const encode = (direct: boolean) => {
    setShortcuts(direct);
    const subset = fontkit.create(buffer).createSubset();
    for (const gid of gids) subset.includeGlyph(gid);
    return { bytes: Buffer.from(subset.encode()), glyphs: [...subset.glyphs] };
  };
  return { fast: encode(true), fontkit: encode(false) };
}

const TEXT =
  'TAX INVOICE Suryodaya Solar Solutions ₹1,94,700.00 — “quoted” ’ • × ½ Ä é ñ ü Å ç Ø ß fi fl';

describe('font subsets written by the render thread', () => {
  setupEngine();
  afterEach(() => setShortcuts(true));

  it('are installed on this thread', () => {
    expect(installed.fontSubsets).toBe(true);
  });

  it.each(FACES)('%s: an invoice’s characters, byte for byte as fontkit writes them', (face) => {
    const font = fontkit.create(pdfmake.virtualfs.readFileSync(face));
    const gids = [...TEXT].map((ch) => font.glyphForCodePoint(ch.codePointAt(0)!).id);
    const { fast, fontkit: plain } = encodeBothWays(face, gids);
    expect(fast.glyphs).toEqual(plain.glyphs);
    expect(fast.bytes.equals(plain.bytes)).toBe(true);
  });

  it.each(FACES)('%s: 40 random glyph sets, composites among them, byte for byte', (face) => {
    const font = fontkit.create(pdfmake.virtualfs.readFileSync(face));
    for (let seed = 1; seed <= 40; seed++) {
      const next = mulberry32(seed);
      const gids = Array.from({ length: 1 + Math.floor(next() * 300) }, () =>
        Math.floor(next() * font.numGlyphs),
      );
      const { fast, fontkit: plain } = encodeBothWays(face, gids);
      expect(fast.glyphs, `seed ${seed}`).toEqual(plain.glyphs);
      expect(fast.bytes.equals(plain.bytes), `seed ${seed}`).toBe(true);
    }
  });

  it('the whole of Roboto Regular, byte for byte', () => {
    const font = fontkit.create(pdfmake.virtualfs.readFileSync(FACES[0]!));
    const gids = Array.from({ length: font.numGlyphs }, (_, gid) => font.numGlyphs - 1 - gid);
    const { fast, fontkit: plain } = encodeBothWays(FACES[0]!, gids);
    expect(fast.bytes.length).toBeGreaterThan(100_000);
    expect(fast.bytes.equals(plain.bytes)).toBe(true);
  });
});
