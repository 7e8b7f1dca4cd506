import { describe, expect, it } from 'vitest';
import {
  computeGstr1,
  gstr3bPayment,
  hsnReportRow,
  inwardHsnReport,
  monthDates,
  monthsBetween,
  outwardHsnReport,
  taxLiabilityMonth,
  taxLiabilityTotals,
  type InwardDocument,
  type ReturnDocument,
  type ReturnLine,
} from '../src';

/**
 * The HSN summary and tax liability reports (issue 33), figures worked by hand.
 *
 * Outward, a shop in West Bengal (19), May 2026 (Table 12 split into B2B and B2C):
 *  INV/1 registered, local: 2 modules (HSN 85414300, NOS) 20,000 @5 %: CGST 500, SGST 500.
 *  INV/2 unregistered, Maharashtra: 1 battery (85076000, NOS) 10,000 @18 %: IGST 1,800.
 *  INV/3 unregistered, local: installation (SAC 998739, 3 units) 1,000 @18 %: CGST 90, SGST 90;
 *        and a non-GST line 500 (HSN 2710): Table 12 leaves it out.
 *  INV/4 registered, cancelled: left out.
 *  CN/1 on INV/1: 1 module back, 10,000: CGST 250, SGST 250 (subtracts).
 * B2B: 85414300 NOS 5 %: qty 2 − 1 = 1, taxable 20,000 − 10,000 = 10,000, C 250, S 250.
 * B2C: 85076000 NOS 18 %: 1, 10,000, I 1,800; 998739 NA 18 %: qty 0 (a service), 1,000, C 90, S 90.
 * Totals: taxable 21,000; IGST 1,800; CGST 340; SGST 340; tax 2,480.
 */
const line = (over: Partial<ReturnLine>): ReturnLine => ({
  hsn: '85414300',
  product: 'Solar module',
  unit: 'NOS',
  quantity: 1,
  rate: 18,
  taxableValue: 0,
  igst: 0,
  cgst: 0,
  sgst: 0,
  ...over,
});
const doc = (over: Partial<ReturnDocument>): ReturnDocument => ({
  kind: 'invoice',
  number: 'INV/1',
  date: '2026-05-04',
  status: 'issued',
  recipientGstin: '',
  placeOfSupply: 19,
  supplierStateCode: 19,
  isSez: false,
  supplyType: null,
  reverseCharge: false,
  value: 0,
  lines: [],
  ...over,
});
const GSTIN = '19AAACE1234F1Z3';
const MAY: ReturnDocument[] = [
  doc({
    recipientGstin: GSTIN,
    value: 21000,
    lines: [line({ quantity: 2, rate: 5, taxableValue: 20000, cgst: 500, sgst: 500 })],
  }),
  doc({
    number: 'INV/2',
    placeOfSupply: 27,
    value: 11800,
    lines: [line({ hsn: '85076000', product: 'Battery', taxableValue: 10000, igst: 1800 })],
  }),
  doc({
    number: 'INV/3',
    value: 1680,
    lines: [
      line({
        hsn: '998739',
        product: 'Installation',
        quantity: 3,
        taxableValue: 1000,
        cgst: 90,
        sgst: 90,
      }),
      line({ hsn: '2710', product: 'Diesel', taxability: 'non-gst', rate: 0, taxableValue: 500 }),
    ],
  }),
  doc({
    number: 'INV/4',
    status: 'cancelled',
    recipientGstin: GSTIN,
    lines: [line({ taxableValue: 5000, cgst: 450, sgst: 450 })],
  }),
  doc({
    kind: 'credit-note',
    number: 'CN/1',
    date: '2026-05-20',
    recipientGstin: GSTIN,
    value: 10500,
    lines: [line({ rate: 5, taxableValue: 10000, cgst: 250, sgst: 250 })],
  }),
];

describe('HSN summary, outward (issue 33)', () => {
  it('is Table 12 of the documents, B2B and B2C, with totals by hand', () => {
    const r = outwardHsnReport(MAY);
    const [b2b, b2c] = r.sections;
    expect(b2b?.rows).toEqual([
      {
        hsn: '85414300',
        description: 'Solar module',
        uqc: 'NOS',
        quantity: 1,
        rate: 5,
        taxableValue: '10000.00',
        igst: '0.00',
        cgst: '250.00',
        sgst: '250.00',
        cess: '0.00',
        tax: '500.00',
      },
    ]);
    expect(b2c?.rows.map((x) => [x.hsn, x.uqc, x.quantity, x.rate, x.taxableValue, x.tax])).toEqual(
      [
        ['85076000', 'NOS', 1, 18, '10000.00', '1800.00'],
        ['998739', 'NA', 0, 18, '1000.00', '180.00'],
      ],
    );
    expect(r.totals).toEqual({
      rows: 3,
      taxableValue: '21000.00',
      igst: '1800.00',
      cgst: '340.00',
      sgst: '340.00',
      cess: '0.00',
      tax: '2480.00',
    });
    // The same rows GSTR-1 of May 2026 reports in Table 12.
    const gstr1 = computeGstr1({ gstin: '19AAACS1234F1Z1', period: '052026', documents: MAY });
    if (!('hsn_b2b' in gstr1.hsn)) throw new Error('May 2026 splits Table 12');
    expect(b2b?.rows).toEqual(gstr1.hsn.hsn_b2b.map(hsnReportRow));
    expect(b2c?.rows).toEqual(gstr1.hsn.hsn_b2c.map(hsnReportRow));
  });

  it('is empty, with zero totals, without documents', () => {
    expect(outwardHsnReport([]).totals).toMatchObject({
      rows: 0,
      taxableValue: '0.00',
      tax: '0.00',
    });
  });
});

/**
 * Inward: bill B-1 (10 batteries, 85076000, NOS, 2,00,000 @18 %, IGST 36,000; freight SAC 996511
 * 10,000 @5 %, CGST 250, SGST 250) and return R-1 (1 battery, 20,000, IGST 3,600):
 * 85076000 NOS 18 %: qty 9, 1,80,000, IGST 32,400; 996511 NA 5 %: 0, 10,000, C 250, S 250.
 * Totals: taxable 1,90,000; tax 32,400 + 500 = 32,900.
 */
describe('HSN summary, inward (issue 33)', () => {
  it('nets purchase returns out of bills per HSN, UQC and rate', () => {
    const il = {
      hsn: '85076000',
      product: 'Battery',
      unit: 'NOS',
      taxability: 'taxable' as const,
      rate: '18.00',
      igst: '0',
      cgst: '0',
      sgst: '0',
    };
    const docs: InwardDocument[] = [
      {
        kind: 'bill',
        number: 'B-1',
        date: '2026-05-02',
        lines: [
          { ...il, quantity: '10', taxableValue: '200000', igst: '36000' },
          {
            ...il,
            hsn: '996511',
            product: 'Freight',
            unit: 'UNITS',
            rate: '5',
            quantity: '1',
            taxableValue: '10000',
            cgst: '250',
            sgst: '250',
          },
        ],
      },
      {
        kind: 'purchase-return',
        number: 'R-1',
        date: '2026-05-09',
        lines: [{ ...il, quantity: '1', taxableValue: '20000', igst: '3600' }],
      },
    ];
    const r = inwardHsnReport(docs);
    expect(r.sections.map((s) => s.key)).toEqual(['inward']);
    expect(
      r.sections[0]?.rows.map((x) => [
        x.hsn,
        x.uqc,
        x.quantity,
        x.rate,
        x.taxableValue,
        x.igst,
        x.cgst,
      ]),
    ).toEqual([
      ['85076000', 'NOS', 9, 18, '180000.00', '32400.00', '0.00'],
      ['996511', 'NA', 0, 5, '10000.00', '0.00', '250.00'],
    ]);
    expect(r.totals).toMatchObject({ taxableValue: '190000.00', tax: '32900.00' });
  });
});

/**
 * Tax liability of one month, by hand: 3.1 (a) IGST 1,800, CGST 500, SGST 500; 3.1 (b) IGST
 * 500 (an export with payment); 3.1 (d) CGST 250, SGST 250; 4(C) IGST 3,000, CGST 100, SGST 100.
 * Output 2,300 + 500 + 500 = 3,300; credit 3,200 all used (less than the output: s.49(5));
 * cash 3,300 − 3,200 = 100 forward charge + 500 reverse charge (cash only, s.49(4)) = 600.
 */
describe('tax liability by month (issue 33)', () => {
  const tax = (iamt: number, camt: number, samt: number) => ({ iamt, camt, samt, csamt: 0 });
  const gstr3b = {
    sup_details: {
      osup_det: { txval: 0, ...tax(1800, 500, 500) },
      osup_zero: { txval: 0, iamt: 500, csamt: 0 },
      isup_rev: { txval: 0, ...tax(0, 250, 250) },
    },
    itc_elg: { itc_avl: [], itc_rev: [], itc_net: tax(3000, 100, 100), itc_inelg: [] },
  };
  const payment = gstr3bPayment({
    gstr3b: gstr3b as unknown as Parameters<typeof gstr3bPayment>[0]['gstr3b'],
    dueDate: '2026-06-20',
  });
  const row = taxLiabilityMonth('2026-05', false, { gstr3b, setOff: payment.setOff });

  it('reads 3.1, 4(C) and the set-off of a month', () => {
    expect(row).toMatchObject({ period: '052026', label: 'May 2026', filed: false });
    expect(row.output).toEqual({
      igst: '2300.00',
      cgst: '500.00',
      sgst: '500.00',
      cess: '0.00',
      total: '3300.00',
    });
    expect(row.reverseCharge.total).toBe('500.00');
    expect(row.itc.total).toBe('3200.00');
    expect(row.paidByCredit.total).toBe('3200.00');
    expect(row.cash.total).toBe('600.00');
    expect(row.creditLeft.total).toBe('0.00');
  });

  it('totals the months per head, in paise', () => {
    const t = taxLiabilityTotals([row, { ...row, month: '2026-06', filed: true }]);
    expect(t).toMatchObject({ months: 2, filed: 1 });
    expect(t.output).toEqual({
      igst: '4600.00',
      cgst: '1000.00',
      sgst: '1000.00',
      cess: '0.00',
      total: '6600.00',
    });
    expect(t.cash.total).toBe('1200.00');
  });

  it('lists the months of a range', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthDates('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
