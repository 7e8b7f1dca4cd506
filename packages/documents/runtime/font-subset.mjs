// Font subsets written directly (issue 20), byte for byte as fontkit writes them.
import { installed, shortcutsOn } from './shortcuts.mjs';

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
export function writeSubsetsDirectly(fontBuffers, subsetProto) {
  const proto = subsetProto;
  if (typeof proto?.encode !== 'function' || typeof proto.includeGlyph !== 'function') return;
  const ours = new Set(fontBuffers);
  const parts = new WeakMap();
  const encode = proto.encode;
  proto.encode = function encodeSubset() {
    const font = this.font;
    const buffer = font?.stream?.buffer;
    if (!shortcutsOn() || !ours.has(buffer) || font._variationProcessor) return encode.call(this);
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
  // Plain TrueType only: a WOFF's table bytes are compressed, so such a font goes the plain way.
  if (font.type !== 'TTF') return null;
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
