import { describe, expect, it } from 'vitest';
import { computeGstDocument } from '../src';
import { HALVES_100_50_AT_5, inter, intra, oneLineDocument } from './gst-fixtures';

// Every expected figure below is worked out by hand from the law, arithmetic in the comments:
// CGST = SGST (or UTGST) = round(taxable × rate/2), IGST = round(taxable × rate), half-up.
const CH = 4; // Chandigarh: UT without legislature → UTGST
const LA = 38; // Ladakh: UT without legislature → UTGST

describe('equal halves (issue 15, defect 1)', () => {
  it('₹100.50 at 5 % intra-state: CGST 2.51 = SGST 2.51, total 105.52', () => {
    // 100.50 × 2.5 % = 2.5125 → 2.51 each; tax 5.02; 100.50 + 5.02 = 105.52.
    // (The old engine rounded 5.025 → 5.03 and printed 2.52 / 2.51.)
    const doc = oneLineDocument({ quantity: 1, price: '100.50', gstRate: 5 }, intra);
    expect(doc.kind).toBe('CGST_SGST');
    expect(doc.lines[0]).toEqual({
      rate: '5.00',
      gross: '100.50',
      discount: '0.00',
      ...HALVES_100_50_AT_5,
      total: '105.52',
    });
    expect(doc.totals).toMatchObject({ cgst: '2.51', sgst: '2.51', totalTax: '5.02' });
    expect(doc.totals).toMatchObject({ total: '105.52', roundOff: '0.00', grandTotal: '105.52' });
    expect(doc.supplyType).toBeUndefined();
    expect(doc.endorsement).toBeUndefined();
  });

  it('mixed rates: the split per rate and the totals are sums of equal halves', () => {
    // L1 100.50 @5: 2.5125 → 2.51 each.  L2 100.05 @18: 100.05 × 9 % = 9.0045 → 9.00 each.
    // L3 1,000 @18: 90.00 each.  Split 5 %: 100.50 / 2.51 / 2.51 / 5.02;
    // 18 %: 1,100.05 / 99.00 / 99.00 / 198.00.  Taxable 1,200.55, tax 203.02, total 1,403.57.
    const doc = computeGstDocument({
      lines: [
        { quantity: 1, price: '100.50', gstRate: 5 },
        { quantity: 1, price: '100.05', gstRate: 18 },
        { quantity: 1, price: 1000, gstRate: 18 },
      ],
      place: intra,
    });
    expect(doc.taxSplit).toEqual([
      { rate: '5.00', ...HALVES_100_50_AT_5 },
      {
        rate: '18.00',
        taxableValue: '1100.05',
        cgst: '99.00',
        sgst: '99.00',
        utgst: '0.00',
        igst: '0.00',
        taxAmount: '198.00',
      },
    ]);
    expect(doc.totals).toMatchObject({
      taxable: '1200.55',
      cgst: '101.51',
      sgst: '101.51',
      totalTax: '203.02',
      total: '1403.57',
    });
  });

  it.each([
    {
      name: 'inter-state: IGST at the full rate on the taxable value',
      // 2 × 32,999.50 = 65,999.00; × 18 % = 11,879.82; total 77,878.82.
      line: { quantity: 2, price: '32999.50', gstRate: 18 },
      place: inter,
      kind: 'IGST',
      expected: { igst: '11879.82', cgst: '0.00', sgst: '0.00', total: '77878.82' },
    },
    {
      name: 'UTGST territory (Chandigarh): CGST + UTGST, equal halves',
      // Chandigarh: 3 × 1,000 = 3,000 × 2.5 % = 75.00 each.
      line: { quantity: 3, price: 1000, gstRate: 5 },
      place: { supplierStateCode: CH, placeOfSupply: CH },
      kind: 'CGST_UTGST',
      expected: { cgst: '75.00', utgst: '75.00', sgst: '0.00', total: '3150.00' },
    },
  ])('$name', ({ line, place, kind, expected }) => {
    const doc = oneLineDocument(line, place);
    expect(doc.kind).toBe(kind);
    expect(doc.lines[0]).toMatchObject(expected);
  });

  it('UTGST territory (Ladakh): CGST + UTGST, equal halves', () => {
    // Ladakh: 100.50 × 2.5 % = 2.5125 → 2.51 each.
    const la = oneLineDocument(
      { quantity: 1, price: '100.50', gstRate: 5 },
      { supplierStateCode: LA, placeOfSupply: LA },
    );
    expect(la.totals).toMatchObject({ cgst: '2.51', utgst: '2.51', sgst: '0.00', total: '105.52' });
  });
});

describe('line discounts reduce the taxable value (s.15(3)(a))', () => {
  it.each([
    // 2 × 500 = 1,000 − 100 = 900; × 9 % = 81.00 each; 900 + 162 = 1,062.00.
    [
      2,
      '500',
      '100',
      18,
      intra,
      { taxableValue: '900.00', cgst: '81.00', sgst: '81.00', total: '1062.00' },
    ],
    // 1,000 − 99.50 = 900.50; × 2.5 % = 22.5125 → 22.51 each; 900.50 + 45.02 = 945.52.
    [
      1,
      '1000',
      '99.50',
      5,
      intra,
      { taxableValue: '900.50', cgst: '22.51', sgst: '22.51', total: '945.52' },
    ],
    // 3 × 333.33 = 999.99 − 0.99 = 999.00; IGST 12 % = 119.88; total 1,118.88.
    [3, '333.33', '0.99', 12, inter, { taxableValue: '999.00', igst: '119.88', total: '1118.88' }],
    // The whole line given away: taxable 0, tax 0.
    [1, '50', '50', 18, intra, { taxableValue: '0.00', cgst: '0.00', total: '0.00' }],
  ] as const)('%s × %s less %s at %s %%', (quantity, price, discount, gstRate, place, expected) => {
    const doc = computeGstDocument({ lines: [{ quantity, price, gstRate, discount }], place });
    expect(doc.lines[0]).toMatchObject({ discount: Number(discount).toFixed(2), ...expected });
    expect(doc.totals.lineDiscount).toBe(Number(discount).toFixed(2));
  });

  it('refuses a negative discount or one larger than the line', () => {
    const line = { quantity: 1, price: 100, gstRate: 18 };
    expect(() => computeGstDocument({ lines: [{ ...line, discount: -1 }], place: intra })).toThrow(
      /negative/,
    );
    expect(() =>
      computeGstDocument({ lines: [{ ...line, discount: '100.01' }], place: intra }),
    ).toThrow(/more than the line amount/);
  });
});

describe('tax-inclusive prices', () => {
  it('₹1,180 at 18 % intra: taxable 1,000.00, CGST 90.00, SGST 90.00, total 1,180.00', () => {
    // 1,180 ÷ 1.18 = 1,000.00; × 9 % = 90.00 each; 1,000 + 180 = 1,180 = typed.
    const doc = oneLineDocument({ quantity: 1, price: 1180, gstRate: 18 }, intra, true);
    expect(doc.lines[0]).toMatchObject({
      gross: '1180.00',
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      total: '1180.00',
    });
  });

  it('discount off the inclusive amount: 1,180 − 118 = 1,062 → taxable 900, 81 + 81', () => {
    const doc = oneLineDocument(
      { quantity: 1, price: 1180, gstRate: 18, discount: 118 },
      intra,
      true,
    );
    expect(doc.lines[0]).toMatchObject({ taxableValue: '900.00', cgst: '81.00', total: '1062.00' });
  });

  it('an unreachable typed amount ends on the nearest legal total (within 1 paisa)', () => {
    // 18 % intra: f(T) = T + 2 × round(T × 9 %).
    // f(5.05) = 5.05 + 2 × round(0.4545 → 0.45) = 5.95;  f(5.06) = 5.06 + 2 × (0.4554 → 0.46) = 5.98.
    // 5.96 → 5.95 is 1 paisa away, 5.98 is 2: taxable 5.05, halves 0.45.
    // 5.97 → 5.98 is 1 paisa away, 5.95 is 2: taxable 5.06, halves 0.46.
    const at = (price: string) =>
      oneLineDocument({ quantity: 1, price, gstRate: 18 }, intra, true).lines[0];
    expect(at('5.96')).toMatchObject({
      taxableValue: '5.05',
      cgst: '0.45',
      sgst: '0.45',
      total: '5.95',
    });
    expect(at('5.97')).toMatchObject({
      taxableValue: '5.06',
      cgst: '0.46',
      sgst: '0.46',
      total: '5.98',
    });
  });

  it('on a tie the lower total wins (IGST 28 %)', () => {
    // f(100.01) = 100.01 + round(28.0028 → 28.00) = 128.01; f(100.02) = 100.02 + (28.0056 → 28.01)
    // = 128.03. 128.02 is 1 paisa from both: the lower, 128.01, so the buyer never pays more.
    const doc = oneLineDocument({ quantity: 1, price: '128.02', gstRate: 28 }, inter, true);
    expect(doc.lines[0]).toMatchObject({ taxableValue: '100.01', igst: '28.00', total: '128.01' });
  });
});
