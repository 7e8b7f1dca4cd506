import { computeGstDocument, type GstLineInput, type GstPlace } from '../src';

/** State codes the GST tests use. */
export const WB = 19; // West Bengal
export const KA = 29; // Karnataka

/** A West Bengal supplier selling within the state, and to Karnataka. */
export const intra: GstPlace = { supplierStateCode: WB, placeOfSupply: WB };
export const inter: GstPlace = { supplierStateCode: WB, placeOfSupply: KA };

/**
 * ₹100.50 at 5 % within the state, as worked out by hand (issue 15, defect 1): 100.50 × 2.5 % =
 * 2.5125 → 2.51 for each half; tax 5.02. A line's figures and its rate's split both read so.
 */
export const HALVES_100_50_AT_5 = {
  taxableValue: '100.50',
  cgst: '2.51',
  sgst: '2.51',
  utgst: '0.00',
  igst: '0.00',
  taxAmount: '5.02',
};

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
