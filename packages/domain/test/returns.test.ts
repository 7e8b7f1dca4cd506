import { describe, expect, it } from 'vitest';
import {
  b2clThreshold,
  computeGstr1,
  computeGstr3b,
  invoiceSection,
  uqcOf,
  type Gstr1,
  type ReturnDocument,
  type ReturnLine,
} from '../src/returns';

/**
 * GSTR-1 and GSTR-3B of a hand-built October 2025 (issue 17). The shop is in West Bengal (19).
 * Every expected figure is added up by hand in the comments from the documents below.
 */
const SHOP = 19;

/** Table 12 with its B2B and B2C tabs (periods from May 2025). */
function split(hsn: Gstr1['hsn']) {
  if (!('hsn_b2b' in hsn)) throw new Error('expected Table 12 split into hsn_b2b and hsn_b2c');
  return hsn;
}
const REG_WB = '19AABCD1234E1Z5';
const REG_GJ = '24AAHFS5678Q1ZA';
const SEZ_WB = '19AABCF1234K1Z2';

const line = (
  hsn: string,
  rate: number,
  qty: number,
  txval: number,
  tax: Partial<ReturnLine> = {},
): ReturnLine => ({
  hsn,
  unit: 'UNITS',
  quantity: qty,
  rate,
  taxableValue: txval,
  igst: 0,
  cgst: 0,
  sgst: 0,
  ...tax,
});

const doc = (
  d: Partial<ReturnDocument> & Pick<ReturnDocument, 'number' | 'date' | 'value' | 'lines'>,
): ReturnDocument => ({
  kind: 'invoice',
  status: 'issued',
  recipientGstin: '',
  placeOfSupply: SHOP,
  supplierStateCode: SHOP,
  isSez: false,
  supplyType: null,
  reverseCharge: false,
  ...d,
});

/** A credit or debit note of one line against an original invoice [number, date, value]. */
function note(
  kind: ReturnDocument['kind'],
  number: string,
  date: string,
  value: number,
  noteLine: ReturnLine,
  [origNumber, origDate, origValue]: [string, string, number],
  extra: Partial<ReturnDocument> = {},
): ReturnDocument {
  return doc({
    kind,
    number,
    date,
    value,
    lines: [noteLine],
    original: { number: origNumber, date: origDate, value: origValue },
    ...extra,
  });
}

const MODULE = '85414300';
const BATTERY = '85076000';

const OCTOBER: ReturnDocument[] = [
  // B2B within the state.
  doc({
    number: 'INV/1',
    date: '2025-10-02',
    recipientGstin: REG_WB,
    value: 21000,
    lines: [line(MODULE, 5, 2, 20000, { cgst: 500, sgst: 500 })],
  }),
  // B2B to Gujarat: IGST.
  doc({
    number: 'INV/2',
    date: '2025-10-03',
    recipientGstin: REG_GJ,
    placeOfSupply: 24,
    value: 11800,
    lines: [line(BATTERY, 18, 1, 10000, { igst: 1800 })],
  }),
  // SEZ with and without payment of IGST.
  doc({
    number: 'INV/3',
    date: '2025-10-04',
    recipientGstin: SEZ_WB,
    isSez: true,
    supplyType: 'WPAY',
    value: 5900,
    lines: [line(BATTERY, 18, 1, 5000, { igst: 900 })],
  }),
  doc({
    number: 'INV/4',
    date: '2025-10-05',
    recipientGstin: SEZ_WB,
    isSez: true,
    supplyType: 'WOPAY',
    value: 4000,
    lines: [line(BATTERY, 18, 1, 4000)],
  }),
  // Exports under LUT and with IGST.
  doc({
    number: 'INV/5',
    date: '2025-10-06',
    placeOfSupply: 96,
    supplyType: 'WOPAY',
    value: 30000,
    lines: [line(MODULE, 5, 5, 30000)],
  }),
  doc({
    number: 'INV/6',
    date: '2025-10-07',
    placeOfSupply: 96,
    supplyType: 'WPAY',
    value: 10500,
    lines: [line(MODULE, 5, 2, 10000, { igst: 500 })],
  }),
  // Unregistered, Maharashtra: 1,18,000 > 1,00,000 → B2CL; 94,500 → B2CS.
  doc({
    number: 'INV/7',
    date: '2025-10-08',
    placeOfSupply: 27,
    value: 118000,
    lines: [line(BATTERY, 18, 10, 100000, { igst: 18000 })],
  }),
  doc({
    number: 'INV/8',
    date: '2025-10-09',
    placeOfSupply: 27,
    value: 94500,
    lines: [line(MODULE, 5, 6, 90000, { igst: 4500 })],
  }),
  // Unregistered within the state at two rates: B2CS.
  doc({
    number: 'INV/9',
    date: '2025-10-10',
    value: 1050,
    lines: [line(MODULE, 5, 1, 1000, { cgst: 25, sgst: 25 })],
  }),
  doc({
    number: 'INV/10',
    date: '2025-10-11',
    value: 2360,
    lines: [line(BATTERY, 18, 1, 2000, { cgst: 180, sgst: 180 })],
  }),
  // Cancelled: counted in Table 13 only.
  doc({
    number: 'INV/11',
    date: '2025-10-12',
    status: 'cancelled',
    recipientGstin: REG_WB,
    value: 5250,
    lines: [line(MODULE, 5, 1, 5000, { cgst: 125, sgst: 125 })],
  }),
  // Credit note to the registered buyer (discount, no goods back) and to an unregistered one.
  note(
    'credit-note',
    'CN/1',
    '2025-10-20',
    1050,
    line(MODULE, 5, 0, 1000, { cgst: 25, sgst: 25 }),
    ['INV/1', '2025-10-02', 21000],
    { recipientGstin: REG_WB },
  ),
  note('credit-note', 'CN/2', '2025-10-21', 210, line(MODULE, 5, 0, 200, { cgst: 5, sgst: 5 }), [
    'INV/9',
    '2025-10-10',
    1050,
  ]),
  // Debit note to the Gujarat buyer.
  note(
    'debit-note',
    'DN/1',
    '2025-10-22',
    590,
    line(BATTERY, 18, 0, 500, { igst: 90 }),
    ['INV/2', '2025-10-03', 11800],
    { recipientGstin: REG_GJ, placeOfSupply: 24 },
  ),
];

const item = (
  rt: number,
  txval: number,
  t: { iamt?: number; camt?: number; samt?: number } = {},
) => ({
  rt,
  txval,
  iamt: t.iamt ?? 0,
  camt: t.camt ?? 0,
  samt: t.samt ?? 0,
  csamt: 0,
});

describe('B2CL threshold (Rule 59(4), Notification 12/2024-CT)', () => {
  it('is 2.5 lakh until 31 Jul 2024 and 1 lakh from 1 Aug 2024, by the invoice date', () => {
    expect(b2clThreshold('2024-07-31').toNumber()).toBe(250000);
    expect(b2clThreshold('2024-08-01').toNumber()).toBe(100000);
    const inter = (date: string, value: number) =>
      invoiceSection(doc({ number: 'X', date, placeOfSupply: 27, value, lines: [] }));
    // 2,00,000 inter-state to an unregistered buyer: B2CS before, B2CL after.
    expect(inter('2024-07-31', 200000)).toBe('b2cs');
    expect(inter('2024-08-01', 200000)).toBe('b2cl');
    // Exactly the limit is not above it.
    expect(inter('2024-08-01', 100000)).toBe('b2cs');
    expect(inter('2024-07-31', 250000.01)).toBe('b2cl');
    // Within the state it is always B2CS.
    expect(invoiceSection(doc({ number: 'Y', date: '2025-10-01', value: 500000, lines: [] }))).toBe(
      'b2cs',
    );
  });

  it('maps units to portal UQCs', () => {
    expect(['UNITS', 'Nos', 'pcs', 'kg', 'Set', 'BAGS'].map(uqcOf)).toEqual([
      'UNT',
      'NOS',
      'PCS',
      'KGS',
      'SET',
      'OTH',
    ]);
  });
});

describe('GSTR-1 of October 2025', () => {
  const r = computeGstr1({ gstin: '19AAACR5055K1Z4', period: '102025', documents: OCTOBER });

  it('B2B: registered buyers by GSTIN, SEZ as SEWP/SEWOP, the cancelled invoice left out', () => {
    expect(r.fp).toBe('102025');
    expect(r.b2b.map((g) => [g.ctin, g.inv.map((i) => [i.inum, i.inv_typ, i.pos, i.val])])).toEqual(
      [
        [REG_WB, [['INV/1', 'R', '19', 21000]]],
        [
          SEZ_WB,
          [
            ['INV/3', 'SEWP', '19', 5900],
            ['INV/4', 'SEWOP', '19', 4000],
          ],
        ],
        [REG_GJ, [['INV/2', 'R', '24', 11800]]],
      ],
    );
    expect(r.b2b[0]?.inv[0]).toMatchObject({
      idt: '02-10-2025',
      rchrg: 'N',
      itms: [{ num: 1, itm_det: item(5, 20000, { camt: 500, samt: 500 }) }],
    });
    expect(r.b2b[2]?.inv[0]?.itms[0]?.itm_det).toEqual(item(18, 10000, { iamt: 1800 }));
  });

  it('B2CL, exports and B2CS', () => {
    expect(r.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: 'INV/7',
            idt: '08-10-2025',
            val: 118000,
            itms: [{ num: 1, itm_det: item(18, 100000, { iamt: 18000 }) }],
          },
        ],
      },
    ]);
    expect(r.exp.map((e) => [e.exp_typ, e.inv.map((i) => [i.inum, i.val, i.itms])])).toEqual([
      ['WOPAY', [['INV/5', 30000, [{ txval: 30000, rt: 5, iamt: 0, csamt: 0 }]]]],
      ['WPAY', [['INV/6', 10500, [{ txval: 10000, rt: 5, iamt: 500, csamt: 0 }]]]],
    ]);
    // INTER 27 at 5 %: INV/8. INTRA 19 at 5 %: INV/9 1,000 less CN/2 200 = 800; tax 25 − 5 = 20
    // each. INTRA 19 at 18 %: INV/10.
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '27', typ: 'OE', ...item(5, 90000, { iamt: 4500 }) },
      { sply_ty: 'INTRA', pos: '19', typ: 'OE', ...item(5, 800, { camt: 20, samt: 20 }) },
      { sply_ty: 'INTRA', pos: '19', typ: 'OE', ...item(18, 2000, { camt: 180, samt: 180 }) },
    ]);
  });

  it('CDNR for the registered buyers; nothing in CDNUR', () => {
    expect(
      r.cdnr.map((g) => [g.ctin, g.nt.map((n) => [n.nt_num, n.ntty, n.val, n.nt_dt])]),
    ).toEqual([
      [REG_WB, [['CN/1', 'C', 1050, '20-10-2025']]],
      [REG_GJ, [['DN/1', 'D', 590, '22-10-2025']]],
    ]);
    expect(r.cdnur).toEqual([]);
  });

  it('HSN split into B2B and B2C, notes netted', () => {
    // B2B: battery 10,000 + 5,000 + 4,000 + 500 (DN) = 19,500, IGST 1,800 + 900 + 90 = 2,790,
    // qty 3; module 20,000 − 1,000 (CN) = 19,000, CGST = SGST 500 − 25 = 475, qty 2.
    expect(split(r.hsn).hsn_b2b).toEqual([
      { num: 1, hsn_sc: BATTERY, uqc: 'UNT', qty: 3, ...item(18, 19500, { iamt: 2790 }) },
      { num: 2, hsn_sc: MODULE, uqc: 'UNT', qty: 2, ...item(5, 19000, { camt: 475, samt: 475 }) },
    ]);
    // B2C: battery 1,00,000 + 2,000 = 1,02,000, IGST 18,000, CGST = SGST 180, qty 11; module
    // 30,000 + 10,000 + 90,000 + 1,000 − 200 = 1,30,800, IGST 500 + 4,500 = 5,000, CGST = SGST
    // 25 − 5 = 20, qty 5 + 2 + 6 + 1 = 14.
    expect(split(r.hsn).hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: BATTERY,
        uqc: 'UNT',
        qty: 11,
        ...item(18, 102000, { iamt: 18000, camt: 180, samt: 180 }),
      },
      {
        num: 2,
        hsn_sc: MODULE,
        uqc: 'UNT',
        qty: 14,
        ...item(5, 130800, { iamt: 5000, camt: 20, samt: 20 }),
      },
    ]);
  });

  it('before May 2025 Table 12 is one list: both tabs merged per HSN, unit and rate', () => {
    // The same documents reported for April 2025: battery 19,500 + 1,02,000 = 1,21,500, IGST
    // 2,790 + 18,000 = 20,790, CGST = SGST 180, qty 3 + 11 = 14; module 19,000 + 1,30,800 =
    // 1,49,800, IGST 5,000, CGST = SGST 475 + 20 = 495, qty 2 + 14 = 16.
    const april = computeGstr1({ gstin: 'X', period: '042025', documents: OCTOBER });
    expect(april.hsn).toEqual({
      data: [
        {
          num: 1,
          hsn_sc: BATTERY,
          uqc: 'UNT',
          qty: 14,
          ...item(18, 121500, { iamt: 20790, camt: 180, samt: 180 }),
        },
        {
          num: 2,
          hsn_sc: MODULE,
          uqc: 'UNT',
          qty: 16,
          ...item(5, 149800, { iamt: 5000, camt: 495, samt: 495 }),
        },
      ],
    });
    expect('hsn_b2b' in computeGstr1({ gstin: 'X', period: '052025', documents: [] }).hsn).toBe(
      true,
    );
  });

  it('Table 13 counts each series with the cancelled invoice', () => {
    expect(r.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [{ num: 1, from: 'INV/1', to: 'INV/11', totnum: 11, cancel: 1, net_issue: 10 }],
      },
      {
        doc_num: 4,
        docs: [{ num: 1, from: 'DN/1', to: 'DN/1', totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        docs: [{ num: 1, from: 'CN/1', to: 'CN/2', totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
  });

  it('reconciles with the sales register: invoices − credit notes + debit notes', () => {
    // Register: 2,72,000 of invoices − 1,200 of credit notes + 500 of debit notes = 2,71,300.
    const sections =
      r.b2b
        .flatMap((g) => g.inv)
        .flatMap((i) => i.itms)
        .reduce((s, i) => s + i.itm_det.txval, 0) +
      r.b2cl
        .flatMap((g) => g.inv)
        .flatMap((i) => i.itms)
        .reduce((s, i) => s + i.itm_det.txval, 0) +
      r.exp
        .flatMap((g) => g.inv)
        .flatMap((i) => i.itms)
        .reduce((s, i) => s + i.txval, 0) +
      r.b2cs.reduce((s, row) => s + row.txval, 0) +
      r.cdnr
        .flatMap((g) => g.nt)
        .flatMap((n) => n.itms.map((i) => (n.ntty === 'C' ? -1 : 1) * i.itm_det.txval))
        .reduce((s, v) => s + v, 0);
    expect(Math.round(sections * 100)).toBe(27130000);
    const hsn = [...split(r.hsn).hsn_b2b, ...split(r.hsn).hsn_b2c].reduce(
      (s, row) => s + row.txval,
      0,
    );
    expect(Math.round(hsn * 100)).toBe(27130000);
  });
});

describe('GSTR-3B of October 2025', () => {
  it('3.1 (a), (b), (c) and 3.2', () => {
    const r = computeGstr3b({ documents: OCTOBER });
    // (a) 20,000 + 10,000 + 1,00,000 + 90,000 + 1,000 + 2,000 − 1,000 − 200 + 500 = 2,22,300;
    // IGST 1,800 + 18,000 + 4,500 + 90 = 24,390; CGST = SGST 500 + 25 + 180 − 25 − 5 = 675.
    expect(r.sup_details.osup_det).toEqual({
      ...item(0, 222300, { iamt: 24390, camt: 675, samt: 675 }),
      rt: undefined,
    });
    // (b) SEZ 5,000 + 4,000 and exports 30,000 + 10,000 = 49,000; IGST 900 + 500 = 1,400.
    expect(r.sup_details.osup_zero).toEqual({ ...item(0, 49000, { iamt: 1400 }), rt: undefined });
    expect(r.sup_details.osup_nil_exmp).toEqual({ ...item(0, 0), rt: undefined });
    // 3.2: Maharashtra 1,00,000 + 90,000 = 1,90,000, IGST 18,000 + 4,500 = 22,500.
    expect(r.inter_sup.unreg_details).toEqual([{ pos: '27', txval: 190000, iamt: 22500 }]);
  });
});

describe('reconciliation (property)', () => {
  it('every section together equals the register, to the paisa, over random months', async () => {
    const fc = (await import('fast-check')).default;
    const paise = (v: number) => Math.round(v * 100);
    const lineArb = fc
      .record({
        hsn: fc.constantFrom(MODULE, BATTERY, '8504'),
        rate: fc.constantFrom(0, 5, 12, 18, 28),
        qty: fc.integer({ min: 0, max: 20 }),
        txval: fc.integer({ min: 1, max: 30_000_000 }),
      })
      .map(({ hsn, rate, qty, txval }) => ({ hsn, rate, qty, txval: txval / 100 }));
    const docArb = fc.record({
      kind: fc.constantFrom('invoice', 'invoice', 'invoice', 'credit-note', 'debit-note'),
      cancelled: fc.boolean(),
      registered: fc.boolean(),
      place: fc.constantFrom(19, 19, 27, 24, 96),
      sez: fc.boolean(),
      wopay: fc.boolean(),
      day: fc.integer({ min: 1, max: 28 }),
      lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
      originalBig: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 25 }), (specs) => {
        const documents = specs.map((s, i): ReturnDocument => {
          const inter = s.place !== SHOP;
          const zeroRated = s.place === 96 || (s.sez && s.registered);
          const lines = s.lines.map((l) => {
            const tax = zeroRated && s.wopay ? 0 : Math.round(l.txval * l.rate) / 100;
            const half = Math.round((l.txval * l.rate) / 2) / 100;
            return line(
              l.hsn,
              l.rate,
              l.qty,
              l.txval,
              inter || zeroRated ? { igst: tax } : { cgst: half, sgst: half },
            );
          });
          const value = lines.reduce(
            (v, l) => v + Number(l.taxableValue) + Number(l.igst) + Number(l.cgst) + Number(l.sgst),
            0,
          );
          return doc({
            kind: s.kind as ReturnDocument['kind'],
            number: `D/${i + 1}`,
            date: `2025-10-${String(s.day).padStart(2, '0')}`,
            status: s.cancelled ? 'cancelled' : 'issued',
            recipientGstin:
              s.registered && s.place !== 96 ? (s.place === 19 ? REG_WB : REG_GJ) : '',
            placeOfSupply: s.place,
            isSez: s.sez && s.registered && s.place !== 96,
            supplyType: zeroRated ? (s.wopay ? 'WOPAY' : 'WPAY') : null,
            value: Math.round(value * 100) / 100,
            lines,
            ...(s.kind === 'invoice'
              ? {}
              : {
                  original: {
                    number: 'O',
                    date: '2025-09-01',
                    value: s.originalBig ? 200000 : 5000,
                  },
                }),
          });
        });
        const register = documents
          .filter((d) => d.status === 'issued')
          .flatMap((d) =>
            d.lines.map((l) => (d.kind === 'credit-note' ? -1 : 1) * paise(Number(l.taxableValue))),
          )
          .reduce((s, v) => s + v, 0);
        const r = computeGstr1({ gstin: 'X', period: '102025', documents });
        const itemsOf = (items: { itm_det: { txval: number } }[]) =>
          items.reduce((s, i) => s + paise(i.itm_det.txval), 0);
        const noteSign = (n: { ntty: string }) => (n.ntty === 'C' ? -1 : 1);
        const sections =
          r.b2b.flatMap((g) => g.inv).reduce((s, i) => s + itemsOf(i.itms), 0) +
          r.b2cl.flatMap((g) => g.inv).reduce((s, i) => s + itemsOf(i.itms), 0) +
          r.exp
            .flatMap((g) => g.inv)
            .flatMap((i) => i.itms)
            .reduce((s, i) => s + paise(i.txval), 0) +
          r.b2cs.reduce((s, row) => s + paise(row.txval), 0) +
          r.cdnr.flatMap((g) => g.nt).reduce((s, n) => s + noteSign(n) * itemsOf(n.itms), 0) +
          r.cdnur.reduce((s, n) => s + noteSign(n) * itemsOf(n.itms), 0);
        expect(sections).toBe(register);
        const hsn = [...split(r.hsn).hsn_b2b, ...split(r.hsn).hsn_b2c].reduce(
          (s, row) => s + paise(row.txval),
          0,
        );
        expect(hsn).toBe(register);
        const b3 = computeGstr3b({ documents });
        const d = b3.sup_details;
        expect(
          paise(d.osup_det.txval) + paise(d.osup_zero.txval) + paise(d.osup_nil_exmp.txval),
        ).toBe(register);
      }),
      { numRuns: 300 },
    );
  });
});
