// Work a render thread does once and reuses for every later document (issue 20).
//
// pdfmake builds each PDF with a fresh pdfkit document, and pdfkit starts every document from
// nothing: it decodes the fonts' tables, shapes every word of every text with fontkit's OpenType
// engine (GSUB/GPOS lookups), and decodes and re-compresses every PNG. For a one-page invoice
// that was about half of the CPU (docs/PERFORMANCE.md §9). None of it depends on the document:
// the same bytes of Roboto shape the same word to the same glyphs, and the same logo splits into
// the same colour and alpha streams. So each thread keeps those results and hands them to later
// documents. What the documents contain, and so every page's pixels, stays exactly the same
// (test/page-images.test.ts compares them with pages drawn before this file existed).
//
// The hooks go on pdfkit's and fontkit's prototypes, found from live objects rather than
// private imports. If an internal they rely on is missing (a future version), that hook is not
// installed and rendering goes on the plain way: slower, never different.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { writeSubsetsDirectly } from './font-subset.mjs';
import { leanPaths } from './pdf-lean.mjs';
import { installed, shortcutsOn } from './shortcuts.mjs';

export { installed, setShortcuts } from './shortcuts.mjs';

const require = createRequire(import.meta.url);
const fromPdfmake = createRequire(require.resolve('pdfmake'));
const fromPdfkit = createRequire(fromPdfmake.resolve('pdfkit'));

/**
 * Decoded font tables, shared by every fontkit font made from the same bytes. fontkit decodes a
 * table the first time it is asked for, per font object, and pdfkit makes a new font object for
 * every document. Only our own font buffers (the ones given here) are shared.
 */
function shareFontTables(fontBuffers) {
  const fontkit = fromPdfkit('fontkit');
  const probe = fontkit.create(fontBuffers[0]);
  const proto = Object.getPrototypeOf(probe);
  if (typeof proto._decodeTable !== 'function' || !(probe.stream?.buffer instanceof Uint8Array)) {
    return;
  }
  const ours = new WeakMap(fontBuffers.map((buffer) => [buffer, new Map()]));
  const decode = proto._decodeTable;
  proto._decodeTable = function decodeShared(table) {
    const tables = shortcutsOn() ? ours.get(this.stream.buffer) : undefined;
    if (!tables) return decode.call(this, table);
    if (!tables.has(table.tag)) tables.set(table.tag, decode.call(this, table));
    return tables.get(table.tag);
  };
  installed.fontTables = true;
}

/** Words shaped per font before the cache starts again (a bound on the thread's memory). */
const WORDS_PER_FONT = 4000;

/**
 * Shaped words, shared across documents. pdfkit splits text at spaces and shapes each word once
 * per document (`layoutCached`, keyed by the word); the result (glyph ids, advances, kerning
 * offsets) depends only on the font's bytes and the word. pdfkit treats a cached run as
 * read-only, as it already shares one between every use of a word in a document; what is kept
 * is only what pdfkit reads of a run (leanRun). Runs shaped
 * with explicit OpenType features bypass the cache in pdfkit, and so here too.
 */
function shareWordLayouts(fontBuffers, embeddedFontProto) {
  const proto = embeddedFontProto;
  if (typeof proto?.layoutCached !== 'function' || typeof proto.layoutRun !== 'function') return;
  const caches = new WeakMap(fontBuffers.map((buffer) => [buffer, { size: 0, runs: new Map() }]));
  const layoutCached = proto.layoutCached;
  proto.layoutCached = function layoutShared(text) {
    const cache =
      shortcutsOn() && this.layoutCache ? caches.get(this.font?.stream?.buffer) : undefined;
    if (!cache) return layoutCached.call(this, text);
    let run = cache.runs.get(text);
    if (run === undefined) {
      if (cache.runs.size >= WORDS_PER_FONT) cache.runs.clear();
      run = leanRun(this.layoutRun(text));
      cache.runs.set(text, run);
    }
    return run;
  };
  installed.wordLayouts = true;
}

/**
 * A shaped word as pdfkit reads it (glyph id, advance and code points; positions; the total
 * advance), without fontkit's glyph objects: those hold the document's font object, and a
 * cache of them would keep every document's fonts alive.
 */
function leanRun(run) {
  return {
    glyphs: run.glyphs.map((glyph) => ({
      id: glyph.id,
      advanceWidth: glyph.advanceWidth,
      codePoints: glyph.codePoints,
    })),
    positions: run.positions,
    advanceWidth: run.advanceWidth,
  };
}

/** Images decoded per thread before the cache starts again. */
const IMAGES_KEPT = 16;

/**
 * PNG streams, shared across documents. A PNG with an alpha channel (most logos and signatures)
 * or an interlaced one cannot be copied into a PDF as it is: pdfkit inflates it, splits colour
 * from alpha (or de-interlaces it) and deflates both again, for every document. The results
 * depend only on the PNG's bytes, so they are kept by the bytes' SHA-256.
 */
function shareImageStreams(pngImageProto) {
  const proto = pngImageProto;
  const steps = ['splitAlphaChannel', 'loadIndexedAlphaChannel', 'decodeData'];
  if (!proto || steps.some((step) => typeof proto[step] !== 'function')) return;
  if (typeof proto.finalize !== 'function') return;
  const kept = new Map();
  for (const step of steps) {
    const original = proto[step];
    proto[step] = function decodeOnce() {
      const data = this.image?.data;
      if (!shortcutsOn() || !(data instanceof Uint8Array)) return original.call(this);
      const key = `${step}:${createHash('sha256').update(data).digest('base64')}`;
      const hit = kept.get(key);
      if (hit) {
        this.imgData = hit.imgData;
        this.alphaChannel = hit.alphaChannel;
        return this.finalize();
      }
      // The original decodes (asynchronously), then calls finalize with the new streams.
      const finalize = this.finalize;
      this.finalize = function keepThenFinalize() {
        if (kept.size >= IMAGES_KEPT) kept.clear();
        kept.set(key, { imgData: this.imgData, alphaChannel: this.alphaChannel });
        delete this.finalize;
        return finalize.call(this);
      };
      return original.call(this);
    };
  }
  installed.images = true;
}

/** A 1 × 1 RGBA PNG: enough for pdfkit to hand over its PNG image class. */
function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Installs the hooks once per thread. `fontBuffers`: the very buffers pdfmake's virtual file
 * system hands to pdfkit (they key the shared tables and words).
 */
export function installReuse(fontBuffers) {
  shareFontTables(fontBuffers);
  const PDFKitDocument = fromPdfmake('pdfkit');
  const probe = new PDFKitDocument({ autoFirstPage: false, font: null });
  const embedded = probe.font(fontBuffers[0])._font;
  shareWordLayouts(fontBuffers, Object.getPrototypeOf(embedded));
  writeSubsetsDirectly(fontBuffers, Object.getPrototypeOf(embedded.subset));
  leanPaths(fromPdfmake, probe);
  shareImageStreams(Object.getPrototypeOf(probe.openImage(tinyPng())));
}
