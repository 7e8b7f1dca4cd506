import { computeGstDocument, type GstLineInput, type GstPlace } from '../src';

/** State codes the GST tests use. */
export const WB = 19; // West Bengal
export const KA = 29; // Karnataka

/** A West Bengal supplier selling within the state, and to Karnataka. */
export const intra: GstPlace = { supplierStateCode: WB, placeOfSupply: WB };
export const inter: GstPlace = { supplierStateCode: WB, placeOfSupply: KA };

/** The engine's document for a single line. */
export const oneLineDocument = (line: GstLineInput, place: GstPlace, taxInclusive = false) =>
  computeGstDocument({ lines: [line], place, taxInclusive });

/** A small seeded PRNG (mulberry32): reproducible "random" values in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
