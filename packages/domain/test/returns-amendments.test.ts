import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  amendmentSection,
  applyAmendmentsTo3b,
  buildB2csa,
  gstr1Amendments,
  type AmendmentEntry,
  type AmendmentFigures,
  type B2csRow,
} from '../src/returns/amendments';
import { computeGstr3b } from '../src/returns';

/**
 * Amendments (issue 30), worked by hand. A West Bengal shop (19) filed September 2026 and makes
 * the corrections in November 2026:
 *
 *  A  INV/26-27/0005, 10 Sep, Patel Textiles (24AAHFS5678Q1ZA, Gujarat 24), 1 battery at 18 %:
 *     filed taxable 10,000, IGST 18 % = 1,800, value 11,800; the price was 12,000:
 *     taxable 12,000, IGST 2,160, value 14,160.                     → b2ba
 *  B  INV/26-27/0006, 12 Sep, walk-in buyer (unregistered, 19), 2 modules × 4,000 at 5 %:
 *     filed taxable 8,000, CGST 2.5 % = 200, SGST 200, value 8,400; one module was sold:
 *     taxable 4,000, CGST 100, SGST 100, value 4,200.                → b2csa
 *  C  CN/26-27/0002, 20 Sep, credit on A to Patel Textiles: filed 1,000 + IGST 180 = 1,180;
 *     the credit was 1,500: IGST 270, value 1,770.                     → cdnra
 *
 * September's filed b2cs (INTRA, 19): 5 %: txval 10,000 (B's 8,000 and another 2,000),
 * CGST 250, SGST 250; 18 %: txval 1,000, CGST 90, SGST 90.
 */
const PATEL = '24AAHFS5678Q1ZA';

function figures(over: Partial<AmendmentFigures>): AmendmentFigures {
  return {
    kind: 'invoice',
    number: 'X',
    date: '2026-09-10',
    status: 'issued',
    recipientGstin: '',
    recipientName: 'Walk-in',
    recipientStateCode: 19,
    placeOfSupply: 19,
    supplierStateCode: 19,
    isSez: false,
    supplyType: null,
    reverseCharge: false,
    value: '0',
    lines: [],
    ...over,
  };
}
const line = (rate: string, taxableValue: string, igst: string, cgst: string, sgst: string) => ({
  hsn: '',
  unit: 'NOS',
  quantity: '1',
  rate,
  taxableValue,
  igst,
  cgst,
  sgst,
});

const A_BEFORE = figures({
  number: 'INV/26-27/0005',
  recipientGstin: PATEL,
  recipientName: 'Patel Textiles',
  recipientStateCode: 24,
  placeOfSupply: 24,
  value: '11800.00',
  lines: [line('18', '10000.00', '1800.00', '0', '0')],
});
const A_AFTER = {
  ...A_BEFORE,
  value: '14160.00',
  lines: [line('18', '12000.00', '2160.00', '0', '0')],
};
const B_BEFORE = figures({
  number: 'INV/26-27/0006',
  date: '2026-09-12',
  value: '8400.00',
  lines: [line('5', '8000.00', '0', '200.00', '200.00')],
});
const B_AFTER = { ...B_BEFORE, value: '4200.00', lines: [line('5', '4000.00', '0', '100', '100')] };
const C_BEFORE = figures({
  kind: 'credit-note',
  number: 'CN/26-27/0002',
  date: '2026-09-20',
  recipientGstin: PATEL,
  recipientName: 'Patel Textiles',
  recipientStateCode: 24,
  placeOfSupply: 24,
  value: '1180.00',
  lines: [line('18', '1000.00', '180.00', '0', '0')],
  original: { number: 'INV/26-27/0005', date: '2026-09-10', value: '11800.00' },
});
const C_AFTER = {
  ...C_BEFORE,
  value: '1770.00',
  lines: [line('18', '1500.00', '270.00', '0', '0')],
};

const entry = (before: AmendmentFigures, after: AmendmentFigures): AmendmentEntry => ({
  documentKind: before.kind,
  originalNumber: before.number,
  originalDate: before.date,
  originalPeriod: '092026',
  amendmentDate: '2026-11-28',
  before,
  after,
});
const A = entry(A_BEFORE, A_AFTER);
const B = entry(B_BEFORE, B_AFTER);
const C = entry(C_BEFORE, C_AFTER);

const SEPTEMBER_B2CS: B2csRow[] = [
  {
    sply_ty: 'INTRA',
    pos: '19',
    typ: 'OE',
    rt: 5,
    txval: 10000,
    iamt: 0,
    camt: 250,
    samt: 250,
    csamt: 0,
  },
  {
    sply_ty: 'INTRA',
    pos: '19',
    typ: 'OE',
    rt: 18,
    txval: 1000,
    iamt: 0,
    camt: 90,
    samt: 90,
    csamt: 0,
  },
];
const filed = (omon: string) => (omon === '092026' ? SEPTEMBER_B2CS : []);

describe('GSTR-1 amendment sections', () => {
  it('puts each document in the section of its kind and buyer', () => {
    expect(amendmentSection(A_AFTER)).toBe('b2ba');
    expect(amendmentSection(B_AFTER)).toBe('b2csa');
    expect(amendmentSection(C_AFTER)).toBe('cdnra');
    // An inter-State B2C invoice over ₹1,00,000 is B2CL: its amendment (b2cla) is not built.
    const b2cl = figures({
      placeOfSupply: 27,
      value: '118000.00',
      lines: [line('18', '100000.01', '18000.00', '0', '0')],
    });
    expect(amendmentSection({ ...b2cl, value: '118000.01' })).toBeNull();
  });

  it('writes b2ba, b2csa and cdnra for November, figure by figure', () => {
    expect(gstr1Amendments([A, B, C], [A, B, C], filed)).toEqual({
      b2ba: [
        {
          ctin: PATEL,
          inv: [
            {
              oinum: 'INV/26-27/0005',
              oidt: '10-09-2026',
              inum: 'INV/26-27/0005',
              idt: '10-09-2026',
              val: 14160,
              pos: '24',
              rchrg: 'N',
              inv_typ: 'R',
              // 12,000 at 18 % IGST = 2,160.
              itms: [
                {
                  num: 1,
                  itm_det: { rt: 18, txval: 12000, iamt: 2160, camt: 0, samt: 0, csamt: 0 },
                },
              ],
            },
          ],
        },
      ],
      // September INTRA 19 at 5 %: filed 10,000 − B's 8,000 + B's 4,000 = 6,000; CGST 250 − 200
      // + 100 = 150, SGST the same. 18 % is untouched and stays as filed (the revised totals of
      // the month and place replace the filed ones, rate by rate).
      b2csa: [
        {
          omon: '092026',
          sply_ty: 'INTRA',
          pos: '19',
          typ: 'OE',
          itms: [
            { rt: 5, txval: 6000, iamt: 0, camt: 150, samt: 150, csamt: 0 },
            { rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 },
          ],
        },
      ],
      cdnra: [
        {
          ctin: PATEL,
          nt: [
            {
              ont_num: 'CN/26-27/0002',
              ont_dt: '20-09-2026',
              nt_num: 'CN/26-27/0002',
              nt_dt: '20-09-2026',
              ntty: 'C',
              // 1,500 + IGST 18 % 270 = 1,770.
              val: 1770,
              pos: '24',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [
                { num: 1, itm_det: { rt: 18, txval: 1500, iamt: 270, camt: 0, samt: 0, csamt: 0 } },
              ],
            },
          ],
        },
      ],
    });
  });

  it('reports a document amended twice in one month once, as last amended', () => {
    const again = entry(A_AFTER, {
      ...A_AFTER,
      value: '12980.00',
      lines: [line('18', '11000.00', '1980.00', '0', '0')],
    });
    const { b2ba } = gstr1Amendments([A, again], [A, again], filed);
    expect(b2ba?.[0]?.inv).toHaveLength(1);
    expect(b2ba?.[0]?.inv[0]).toMatchObject({ val: 12980 });
  });

  it('b2csa takes earlier months’ amendments of the same original month into the totals', () => {
    // October amended another September B2C invoice: 2,000 → 3,000 at 5 % (CGST 50 → 75).
    const october: AmendmentEntry = {
      ...entry(
        figures({
          number: 'INV/26-27/0007',
          value: '2100.00',
          lines: [line('5', '2000.00', '0', '50.00', '50.00')],
        }),
        figures({
          number: 'INV/26-27/0007',
          value: '3150.00',
          lines: [line('5', '3000.00', '0', '75.00', '75.00')],
        }),
      ),
      amendmentDate: '2026-10-15',
    };
    // November's B then revises 5 % to 10,000 + 1,000 − 8,000 + 4,000 = 7,000; CGST 250 + 25
    // − 200 + 100 = 175.
    const rows = buildB2csa([B], [october, B], filed);
    expect(rows[0]?.itms[0]).toEqual({
      rt: 5,
      txval: 7000,
      iamt: 0,
      camt: 175,
      samt: 175,
      csamt: 0,
    });
  });

  it('writes the keys the reference writes for b2b, cdnr and b2cs, plus the original’s', () => {
    const refs = JSON.parse(
      readFileSync(
        resolve(
          fileURLToPath(new URL('.', import.meta.url)),
          '../../../../shared/refs/gst/india-compliance.gstr1-gov-format-examples.json',
        ),
        'utf8',
      ),
    ) as Record<string, Record<string, unknown>[]>;
    const keysOf = (rows: readonly Record<string, unknown>[]) =>
      new Set(rows.flatMap((r) => Object.keys(r)));
    const optional = new Set(['diff_percent']);
    const refInv = keysOf(refs.TestB2B!.flatMap((r) => r.inv as Record<string, unknown>[]));
    const refNt = keysOf(refs.TestCDNR!.flatMap((r) => r.nt as Record<string, unknown>[]));
    const refB2cs = keysOf(refs.TestB2CS!);
    const want = (ref: Set<string>, plus: string[], minus: string[] = []) =>
      [...ref, ...plus].filter((k) => !optional.has(k) && !minus.includes(k)).sort();
    const out = gstr1Amendments([A, B, C], [A, B, C], filed);
    expect(Object.keys(out.b2ba![0]!.inv[0]!).sort()).toEqual(want(refInv, ['oinum', 'oidt']));
    expect(Object.keys(out.cdnra![0]!.nt[0]!).sort()).toEqual(want(refNt, ['ont_num', 'ont_dt']));
    // b2csa: the b2cs row's heading keys with omon, its rate and amounts moved into itms.
    const amounts = ['rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'];
    expect(Object.keys(out.b2csa![0]!).sort()).toEqual(want(refB2cs, ['omon', 'itms'], amounts));
    expect(Object.keys(out.b2csa![0]!.itms[0]!).sort()).toEqual(
      [...refB2cs].filter((k) => amounts.includes(k)).sort(),
    );
  });
});

describe('GSTR-3B of the amendment month', () => {
  it('adds after − before to the rows the originals were reported in', () => {
    const november = computeGstr3b({ documents: [] });
    const out = applyAmendmentsTo3b(november, [A, B, C]);
    // 3.1 (a): A +2,000 (IGST +360); B −4,000 (CGST −100, SGST −100); C, a credit note,
    // −1,500 − (−1,000) = −500 (IGST −270 + 180 = −90). txval 2,000 − 4,000 − 500 = −2,500;
    // IGST 360 − 90 = 270.
    expect(out.sup_details.osup_det).toEqual({
      txval: -2500,
      iamt: 270,
      camt: -100,
      samt: -100,
      csamt: 0,
    });
    // B is intra-State and A and C go to a registered buyer: nothing for 3.2.
    expect(out.inter_sup.unreg_details).toEqual([]);
    expect(out.sup_details.osup_zero).toEqual(november.sup_details.osup_zero);
  });
});

describe('an inter-State B2C (small) amendment', () => {
  // INV/26-27/0008, 16 Sep, an unregistered buyer in Odisha (21): 1 battery 50,000 at 18 %,
  // IGST 9,000 = 59,000 (B2CS: not above ₹1,00,000); amended to 60,000: IGST 10,800 = 70,800,
  // still B2CS. September's filed b2cs INTER 21 at 18 %: this invoice alone.
  const before = figures({
    number: 'INV/26-27/0008',
    date: '2026-09-16',
    recipientStateCode: 21,
    placeOfSupply: 21,
    value: '59000.00',
    lines: [line('18', '50000.00', '9000.00', '0', '0')],
  });
  const after = {
    ...before,
    value: '70800.00',
    lines: [line('18', '60000.00', '10800.00', '0', '0')],
  };
  const e = entry(before, after);
  const filedInter = (omon: string): B2csRow[] =>
    omon === '092026'
      ? [
          {
            sply_ty: 'INTER',
            pos: '21',
            typ: 'OE',
            rt: 18,
            txval: 50000,
            iamt: 9000,
            camt: 0,
            samt: 0,
            csamt: 0,
          },
        ]
      : [];

  it('revises September’s INTER row for Odisha and adds the difference to 3.1 (a) and 3.2', () => {
    expect(gstr1Amendments([e], [e], filedInter).b2csa).toEqual([
      {
        omon: '092026',
        sply_ty: 'INTER',
        pos: '21',
        typ: 'OE',
        // 50,000 − 50,000 + 60,000; IGST 9,000 − 9,000 + 10,800.
        itms: [{ rt: 18, txval: 60000, iamt: 10800, camt: 0, samt: 0, csamt: 0 }],
      },
    ]);
    const out = applyAmendmentsTo3b(computeGstr3b({ documents: [] }), [e]);
    // +10,000 taxable, +1,800 IGST, in 3.1 (a) and in 3.2 for place of supply 21.
    expect(out.sup_details.osup_det).toEqual({
      txval: 10000,
      iamt: 1800,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    expect(out.inter_sup.unreg_details).toEqual([{ pos: '21', txval: 10000, iamt: 1800 }]);
  });
});
