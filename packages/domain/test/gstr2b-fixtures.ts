import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * GSTR-2B fixtures (issue 32): india-compliance's test_gstr_2b.json from ../shared/refs/gst (its
 * README), read at test time, never copied into the repository. The server's tests use them too.
 */
export const REFS = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../../../shared/refs/gst',
);
export type Json = {
  data: Record<string, unknown> & { itcsumm: unknown; docdata: Record<string, unknown> };
};
export const reference = (): Json =>
  JSON.parse(readFileSync(resolve(REFS, 'india-compliance.test_gstr_2b.json'), 'utf8')) as Json;
export const SHOP = { gstin: '01AABCE2207R1Z5', period: '032020' };

/**
 * The reference file's itcsumm is a placeholder (every sub-section 400/200/200/100), not the sum
 * of its documents. Worked by hand from its eight documents:
 * - b2b S008400: rev N, itcavl N, CGST 200 + SGST 200          → itcunavl.nonrevsup.b2b
 * - b2ba S008400: the same                                      → itcunavl.nonrevsup.b2ba
 * - cdnr 533515: credit note (C), rev N, itcavl N, IGST 400     → itcunavl.othersup.cdnr
 * - cdnra 533515: credit note, itcavl N, CGST 200 + SGST 200    → itcunavl.othersup.cdnra
 * - isd S0080: ISDI, itcelg Y, CGST 200 + SGST 200              → itcavl.isdsup.isd
 * - isda S0080: ISDI, itcelg Y, CGST 200 + SGST 200             → itcavl.isdsup.isda
 * - impg 2566282: isamd N, IGST 123.02, cess 0.50               → itcavl.imports.impg
 * - impgsez 2566282: the same                                   → itcavl.imports.impgsez
 */
const h = (igst: number, cgst: number, sgst: number, cess: number) => ({ igst, cgst, sgst, cess });
export const HAND_WORKED = {
  itcavl: {
    isdsup: {
      igst: 0,
      cgst: 400,
      sgst: 400,
      cess: 0,
      isd: h(0, 200, 200, 0),
      isda: h(0, 200, 200, 0),
    },
    imports: {
      igst: 246.04,
      cgst: 0,
      sgst: 0,
      cess: 1,
      impg: h(123.02, 0, 0, 0.5),
      impgsez: h(123.02, 0, 0, 0.5),
    },
  },
  itcunavl: {
    nonrevsup: {
      igst: 0,
      cgst: 400,
      sgst: 400,
      cess: 0,
      b2b: h(0, 200, 200, 0),
      b2ba: h(0, 200, 200, 0),
    },
    othersup: {
      igst: 400,
      cgst: 200,
      sgst: 200,
      cess: 0,
      cdnr: h(400, 0, 0, 0),
      cdnra: h(0, 200, 200, 0),
    },
  },
};
/** The reference file with the hand-worked summary. */
export const consistent = (): Json => {
  const file = reference();
  file.data.itcsumm = HAND_WORKED;
  return file;
};
