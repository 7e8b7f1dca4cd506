import { describe, expect, it } from 'vitest';
import { computeGstDocument, ZERO_RATED_ENDORSEMENTS, type GstPlace } from '../src';
import { intra, WB } from './gst-fixtures';

// Exports/SEZ, round-off, the quote discount and net profit; figures worked out by hand.
const exportPlace: GstPlace = { supplierStateCode: WB, placeOfSupply: 96 };

describe('exports and SEZ (zero-rated, IGST Act s.16)', () => {
  const lines = [{ quantity: 2, price: 14500, gstRate: 5 }];
  it('WOPAY: no tax on any line, taxable unchanged, the bond/LUT endorsement', () => {
    const doc = computeGstDocument({ lines, place: exportPlace, supplyType: 'WOPAY' });
    expect(doc.kind).toBe('IGST');
    expect(doc.supplyType).toBe('WOPAY');
    expect(doc.endorsement).toBe(ZERO_RATED_ENDORSEMENTS.WOPAY);
    expect(doc.lines[0]).toMatchObject({
      taxableValue: '29000.00',
      igst: '0.00',
      taxAmount: '0.00',
      total: '29000.00',
    });
    expect(doc.totals).toMatchObject({ totalTax: '0.00', grandTotal: '29000.00' });
  });
  it('WPAY: IGST charged (29,000 × 5 % = 1,450), the payment endorsement; the default', () => {
    for (const supplyType of ['WPAY', undefined] as const) {
      const doc = computeGstDocument({ lines, place: exportPlace, supplyType });
      expect(doc.supplyType).toBe('WPAY');
      expect(doc.endorsement).toBe(ZERO_RATED_ENDORSEMENTS.WPAY);
      expect(doc.totals).toMatchObject({ igst: '1450.00', grandTotal: '30450.00' });
    }
  });
  it('SEZ within the state: IGST, or nothing under LUT', () => {
    const place = { ...intra, isSez: true };
    expect(computeGstDocument({ lines, place }).totals).toMatchObject({
      cgst: '0.00',
      igst: '1450.00',
    });
    expect(computeGstDocument({ lines, place, supplyType: 'WOPAY' }).totals.totalTax).toBe('0.00');
  });
  it('WOPAY with inclusive prices: nothing to back out, taxable = typed', () => {
    const doc = computeGstDocument({
      lines,
      place: exportPlace,
      supplyType: 'WOPAY',
      taxInclusive: true,
    });
    expect(doc.lines[0]).toMatchObject({ taxableValue: '29000.00', total: '29000.00' });
  });
  it('refuses WPAY/WOPAY on a domestic supply', () => {
    expect(() => computeGstDocument({ lines, place: intra, supplyType: 'WOPAY' })).toThrow(
      /exports/,
    );
  });
});

describe('round-off, quote discount and net profit', () => {
  it.each([
    ['105.52', '100.50', 5, '0.48', '106.00'], // 105.52 → 106
    ['1000.49', '1000.49', 0, '-0.49', '1000.00'],
    ['1000.50', '1000.50', 0, '0.50', '1001.00'], // 50 paise go up
    ['1000.00', '1000', 0, '0.00', '1000.00'],
  ] as const)('total %s → round-off %s', (total, price, gstRate, roundOff, grandTotal) => {
    const lines = [{ quantity: 1, price, gstRate }];
    const doc = computeGstDocument({ lines, place: intra, roundOff: true });
    expect(doc.totals).toMatchObject({ total, roundOff, grandTotal });
    expect(computeGstDocument({ lines, place: intra }).totals.roundOff).toBe('0.00');
  });

  it("quote: the discount comes off after tax (the spec's quote total)", () => {
    // 10 × 14,500 = 145,000; 2.5 % = 3,625 each; 152,250 − 2,250 = 150,000.
    const doc = computeGstDocument({
      lines: [{ quantity: 10, price: 14500, gstRate: 5 }],
      place: intra,
      discountAfterTax: 2250,
    });
    expect(doc.totals).toMatchObject({
      taxable: '145000.00',
      cgst: '3625.00',
      discountAfterTax: '2250.00',
      total: '150000.00',
    });
    expect(() =>
      computeGstDocument({
        lines: [{ quantity: 1, price: 1, gstRate: 0 }],
        place: intra,
        discountAfterTax: 2,
      }),
    ).toThrow(RangeError);
  });

  it('net profit = grand total − GST − Σ min price × qty', () => {
    // 2 × 500 @18: 1,180 − 180 − 2 × 400 = 200.
    const a = computeGstDocument({
      lines: [{ quantity: 2, price: 500, gstRate: 18, minPrice: 400 }],
      place: intra,
    });
    expect(a.netProfit).toBe('200.00');
    // 100.50 @5 rounded off: 106.00 − 5.02 − 90 = 10.98.
    const b = computeGstDocument({
      lines: [{ quantity: 1, price: '100.50', gstRate: 5, minPrice: 90 }],
      place: intra,
      roundOff: true,
    });
    expect(b.netProfit).toBe('10.98');
  });

  it('refuses bad numbers', () => {
    const bad = [
      { quantity: -1, price: 1, gstRate: 5 },
      { quantity: 1, price: -1, gstRate: 5 },
      { quantity: 1, price: 1, gstRate: 101 },
      { quantity: 1, price: 1, gstRate: '0.125' },
      { quantity: 1, price: 'abc', gstRate: 5 },
    ];
    for (const line of bad)
      expect(() => computeGstDocument({ lines: [line], place: intra })).toThrow(RangeError);
  });
});
