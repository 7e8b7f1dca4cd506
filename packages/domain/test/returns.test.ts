import { describe, expect, it } from 'vitest';
import { b2clThreshold, computeGstr1, computeGstr3b, invoiceSection, uqcOf } from '../src/returns';
import {
  BATTERY,
  MODULE,
  OCTOBER,
  REG_GJ,
  REG_WB,
  SEZ_WB,
  doc,
  item,
  split,
} from './returns-fixtures';

/**
 * GSTR-1 and GSTR-3B of a hand-built October 2025 (issue 17; the documents: returns-fixtures.ts).
 * The shop is in West Bengal (19). Every expected figure is added up by hand in the comments from
 * the documents. (The reconciliation property: returns-property.test.ts.)
 */
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

/** The description of a Table 12 row whose lines name no product (issue 30). */
const G = (hsn: string) => `Goods under HSN ${hsn}`;

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
            // Inter-State by nature: IGST only, as the offline tool's b2cl items (issue 30).
            itms: [{ num: 1, itm_det: { rt: 18, txval: 100000, iamt: 18000, csamt: 0 } }],
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
      {
        num: 1,
        hsn_sc: BATTERY,
        desc: G(BATTERY),
        uqc: 'UNT',
        qty: 3,
        ...item(18, 19500, { iamt: 2790 }),
      },
      {
        num: 2,
        hsn_sc: MODULE,
        desc: G(MODULE),
        uqc: 'UNT',
        qty: 2,
        ...item(5, 19000, { camt: 475, samt: 475 }),
      },
    ]);
    // B2C: battery 1,00,000 + 2,000 = 1,02,000, IGST 18,000, CGST = SGST 180, qty 11; module
    // 30,000 + 10,000 + 90,000 + 1,000 − 200 = 1,30,800, IGST 500 + 4,500 = 5,000, CGST = SGST
    // 25 − 5 = 20, qty 5 + 2 + 6 + 1 = 14.
    expect(split(r.hsn).hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: BATTERY,
        desc: G(BATTERY),
        uqc: 'UNT',
        qty: 11,
        ...item(18, 102000, { iamt: 18000, camt: 180, samt: 180 }),
      },
      {
        num: 2,
        hsn_sc: MODULE,
        desc: G(MODULE),
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
          desc: G(BATTERY),
          uqc: 'UNT',
          qty: 14,
          ...item(18, 121500, { iamt: 20790, camt: 180, samt: 180 }),
        },
        {
          num: 2,
          hsn_sc: MODULE,
          desc: G(MODULE),
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

  it('Table 13 gives each number series its own row (a prefix changed mid-month)', () => {
    const inv = (number: string, date: string, status: 'issued' | 'cancelled' = 'issued') =>
      doc({ number, date, value: 100, lines: [], status });
    const { doc_issue } = computeGstr1({
      gstin: 'X',
      period: '102026',
      documents: [
        inv('INV/26-27/0194', '2026-10-01'),
        inv('INV/26-27/0195', '2026-10-02', 'cancelled'),
        inv('INV/26-27/0196', '2026-10-09'),
        // The template became KS/{fiscalYear}/{number:4} on 10 October; the counter ran on.
        inv('KS/26-27/0197', '2026-10-10'),
        inv('KS/26-27/0224', '2026-10-31'),
      ],
    });
    // Before issue 29: one row "from INV/26-27/0194 to KS/26-27/0224", 5 documents.
    expect(doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'INV/26-27/0194',
            to: 'INV/26-27/0196',
            totnum: 3,
            cancel: 1,
            net_issue: 2,
          },
          {
            num: 2,
            from: 'KS/26-27/0197',
            to: 'KS/26-27/0224',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
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
    expect(r.sup_details.osup_zero).toEqual({ txval: 49000, iamt: 1400, csamt: 0 });
    expect(r.sup_details.osup_nil_exmp).toEqual({ txval: 0 });
    expect(r.sup_details.osup_nongst).toEqual({ txval: 0 });
    // 3.2: Maharashtra 1,00,000 + 90,000 = 1,90,000, IGST 18,000 + 4,500 = 22,500.
    expect(r.inter_sup.unreg_details).toEqual([{ pos: '27', txval: 190000, iamt: 22500 }]);
  });
});
