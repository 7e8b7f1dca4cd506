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

const require = createRequire(import.meta.url);
const fromPdfmake = createRequire(require.resolve('pdfmake'));
const fromPdfkit = createRequire(fromPdfmake.resolve('pdfkit'));

/** Reuse can be switched off (tests render both ways and compare). */
let reuse = true;
export function setReuse(on) {
  reuse = on;
}

/** Which hooks took: reported by the bench and checked by the tests. */
export const installed = {
  fontTables: false,
  wordLayouts: false,
  images: false,
  fontSubsets: false,
};

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
    const tables = reuse ? ours.get(this.stream.buffer) : undefined;
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
 * read-only, as it already shares one between every use of a word in a document. Runs shaped
 * with explicit OpenType features bypass the cache in pdfkit, and so here too.
 */
function shareWordLayouts(fontBuffers, embeddedFontProto) {
  const proto = embeddedFontProto;
  if (typeof proto?.layoutCached !== 'function' || typeof proto.layoutRun !== 'function') return;
  const caches = new WeakMap(fontBuffers.map((buffer) => [buffer, { size: 0, runs: new Map() }]));
  const layoutCached = proto.layoutCached;
  proto.layoutCached = function layoutShared(text) {
    const cache = reuse && this.layoutCache ? caches.get(this.font?.stream?.buffer) : undefined;
    if (!cache) return layoutCached.call(this, text);
    let run = cache.runs.get(text);
    if (run === undefined) {
      if (cache.runs.size >= WORDS_PER_FONT) cache.runs.clear();
      run = this.layoutRun(text);
      cache.runs.set(text, run);
    }
    return run;
  };
  installed.wordLayouts = true;
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
      if (!reuse || !(data instanceof Uint8Array)) return original.call(this);
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

/**
 * Font subsets written without re-encoding what never changes. Every PDF embeds each font it
 * uses as a TrueType subset, and fontkit writes that subset through its generic binary
 * encoder: every glyph decoded, every byte of the font's hinting programs (fpgm, prep, cvt:
 * about 5 kB for Roboto) and every table field encoded one value at a time, twice (once to size
 * it, once to write it). This writes the same file directly: the same tables in the same order
 * with the same bytes (test/font-subset.test.ts compares it with fontkit's output byte for byte
 * over many glyph sets), from raw table bytes and per-glyph facts read once per thread.
 * Variable fonts and fonts without a glyf table go the plain way.
 */
function fastSubsets(fontBuffers, subsetProto) {
  const proto = subsetProto;
  if (typeof proto?.encode !== 'function' || typeof proto.includeGlyph !== 'function') return;
  const ours = new Set(fontBuffers);
  const parts = new WeakMap();
  const encode = proto.encode;
  proto.encode = function encodeSubset() {
    const font = this.font;
    const buffer = font?.stream?.buffer;
    if (!reuse || !ours.has(buffer) || font._variationProcessor) return encode.call(this);
    let known = parts.get(buffer);
    if (known === undefined) {
      known = fontParts(font);
      parts.set(buffer, known);
    }
    return known ? writeSubset(this, known) : encode.call(this);
  };
  installed.fontSubsets = true;
}

/** Raw table bytes and a per-glyph store for one font's bytes, or null to go the plain way. */
function fontParts(font) {
  const tables = font.directory?.tables;
  const bytes = font.stream.buffer;
  const raw = (tag) => {
    const entry = tables?.[tag];
    return entry ? bytes.subarray(entry.offset, entry.offset + entry.length) : undefined;
  };
  const required = ['head', 'hhea', 'maxp', 'glyf', 'loca', 'hmtx'];
  if (required.some((tag) => !raw(tag))) return null;
  if (raw('head').length !== 54 || raw('hhea').length !== 36 || raw('maxp').length < 6) return null;
  // Short offsets only (Roboto's): a font with 32-bit loca offsets goes the plain way.
  if (font.loca.version !== 0) return null;
  return {
    head: raw('head'),
    hhea: raw('hhea'),
    maxp: raw('maxp'),
    'cvt ': raw('cvt '),
    prep: raw('prep'),
    fpgm: raw('fpgm'),
    glyfOffset: tables.glyf.offset,
    locaVersion: font.loca.version,
    glyphs: new Map(),
  };
}

/** What a subset needs of one glyph: its bytes, composite components, advance and bearing. */
function glyphFacts(font, known, gid) {
  let facts = known.glyphs.get(gid);
  if (facts) return facts;
  const glyph = font.getGlyph(gid);
  const glyf = glyph._decode();
  const start = known.glyfOffset + font.loca.offsets[gid];
  const end = known.glyfOffset + font.loca.offsets[gid + 1];
  facts = {
    bytes: font.stream.buffer.subarray(start, end),
    components:
      glyf && glyf.numberOfContours < 0
        ? glyf.components.map((component) => ({ glyphID: component.glyphID, pos: component.pos }))
        : null,
    advance: glyph.advanceWidth,
    bearing: glyph._getMetrics().leftBearing,
  };
  known.glyphs.set(gid, facts);
  return facts;
}

/** The subset's TrueType file, exactly as fontkit's TTFSubset.encode writes it. */
function writeSubset(subset, known) {
  const glyphBytes = [];
  const offsets = [];
  const metrics = [];
  let offset = 0;
  // includeGlyph (for a composite's components) can add glyphs while this runs.
  for (let i = 0; i < subset.glyphs.length; i++) {
    const facts = glyphFacts(subset.font, known, subset.glyphs[i]);
    let bytes = facts.bytes;
    if (facts.components) {
      bytes = new Uint8Array(bytes);
      const view = new DataView(bytes.buffer);
      for (const component of facts.components) {
        view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
      }
    }
    glyphBytes.push(bytes);
    offsets.push(offset);
    metrics.push(facts);
    offset += bytes.length;
  }
  offsets.push(offset);
  const count = glyphBytes.length;

  const head = Uint8Array.from(known.head);
  new DataView(head.buffer).setInt16(50, known.locaVersion);
  const hhea = Uint8Array.from(known.hhea);
  new DataView(hhea.buffer).setUint16(34, count);
  const maxp = Uint8Array.from(known.maxp);
  new DataView(maxp.buffer).setUint16(4, count);
  // Short loca: offsets halved, 16 bits each.
  const loca = new Uint8Array(offsets.length * 2);
  const locaView = new DataView(loca.buffer);
  offsets.forEach((value, index) => locaView.setUint16(index * 2, value >>> 1));
  const hmtx = new Uint8Array(count * 4);
  const hmtxView = new DataView(hmtx.buffer);
  metrics.forEach((facts, index) => {
    hmtxView.setUint16(index * 4, facts.advance);
    hmtxView.setInt16(index * 4 + 2, facts.bearing);
  });
  const glyf = new Uint8Array(offset);
  let at = 0;
  for (const bytes of glyphBytes) {
    glyf.set(bytes, at);
    at += bytes.length;
  }

  // fontkit's order; a table the font lacks is left out.
  const tables = [
    ['head', head],
    ['hhea', hhea],
    ['loca', loca],
    ['maxp', maxp],
    ['cvt ', known['cvt ']],
    ['prep', known.prep],
    ['glyf', glyf],
    ['hmtx', hmtx],
    ['fpgm', known.fpgm],
  ].filter(([, bytes]) => bytes);
  const numTables = tables.length;
  const exponent = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** exponent * 16;
  const headerSize = 12 + 16 * numTables;
  const size = headerSize + tables.reduce((sum, [, bytes]) => sum + bytes.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  // fontkit writes 'true' as the sfnt version, checksums as 0, and tables unpadded.
  out.set([0x74, 0x72, 0x75, 0x65], 0);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, exponent);
  view.setUint16(10, numTables * 16 - searchRange);
  let tableAt = headerSize;
  tables.forEach(([tag, bytes], index) => {
    const entry = 12 + index * 16;
    for (let c = 0; c < 4; c++) out[entry + c] = tag.charCodeAt(c);
    view.setUint32(entry + 4, 0);
    view.setUint32(entry + 8, tableAt);
    view.setUint32(entry + 12, bytes.length);
    out.set(bytes, tableAt);
    tableAt += bytes.length;
  });
  return out;
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
  fastSubsets(fontBuffers, Object.getPrototypeOf(embedded.subset));
  shareImageStreams(Object.getPrototypeOf(probe.openImage(tinyPng())));
}
