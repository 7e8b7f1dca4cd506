import { describe, expect, it } from 'vitest';
import { amountInWords, computeDocumentTotals, computeTaxLine, taxKind } from '../src/tax';

const WB = 19; // West Bengal (state)
const KA = 29; // Karnataka
const CH = 4; // Chandigarh (UT without legislature)
const DL = 7; // Delhi (UT with legislature: SGST)

describe('taxKind (place of supply)', () => {
  it.each([
    [WB, WB, 'CGST_SGST'],
    [WB, KA, 'IGST'],
    [CH, CH, 'CGST_UTGST'],
    [38, 38, 'CGST_UTGST'],
    [DL, DL, 'CGST_SGST'],
    [WB, 96, 'IGST'],
    [WB, CH, 'IGST'],
  ] as const)('supplier %i, place %i → %s', (supplier, place, kind) => {
    expect(taxKind(supplier, place)).toBe(kind);
  });
  it('SEZ recipients pay IGST even within the state', () => {
    expect(taxKind(WB, WB, { isSez: true })).toBe('IGST');
  });
});

describe('computeTaxLine', () => {
  it('intra-state 5 %: CGST 2.5 % + SGST 2.5 %', () => {
    expect(computeTaxLine({ quantity: 10, price: '14500', gstPercentage: 5 }, 'CGST_SGST')).toEqual(
      {
        rate: '5.00',
        taxableValue: '145000.00',
        taxAmount: '7250.00',
        cgst: '3625.00',
        sgst: '3625.00',
        utgst: '0.00',
        igst: '0.00',
        total: '152250.00',
      },
    );
  });
  it('intra-state 18 % with an odd paisa: halves still add back exactly', () => {
    const line = computeTaxLine({ quantity: 1, price: '100.05', gstPercentage: 18 }, 'CGST_SGST');
    expect(line.taxAmount).toBe('18.01'); // 18.009 → 18.01
    expect(line.cgst).toBe('9.01'); // 9.005 → 9.01 (half-up)
    expect(line.sgst).toBe('9.00');
    expect(Math.round(Number(line.cgst) * 100) + Math.round(Number(line.sgst) * 100)).toBe(1801);
  });
  it('inter-state: all IGST', () => {
    const line = computeTaxLine({ quantity: 2, price: '32999.50', gstPercentage: 18 }, 'IGST');
    expect(line).toMatchObject({
      taxableValue: '65999.00',
      taxAmount: '11879.82',
      igst: '11879.82',
      cgst: '0.00',
      sgst: '0.00',
    });
  });
  it('Union Territory: UTGST replaces SGST', () => {
    const line = computeTaxLine({ quantity: 3, price: 1000, gstPercentage: 5 }, 'CGST_UTGST');
    expect(line).toMatchObject({ cgst: '75.00', utgst: '75.00', sgst: '0.00', igst: '0.00' });
  });
  it('rounds each line to paise from exact decimals, never binary floats', () => {
    // 0.1 × 3 = 0.3 exactly; 0.3 × 18 % = 0.054 → 0.05
    expect(computeTaxLine({ quantity: 3, price: 0.1, gstPercentage: 18 }, 'IGST')).toMatchObject({
      taxableValue: '0.30',
      taxAmount: '0.05',
      total: '0.35',
    });
    // 1.005 stays 1.005, so it rounds half-up to 1.01
    expect(
      computeTaxLine({ quantity: 1, price: 1.005, gstPercentage: 0 }, 'IGST').taxableValue,
    ).toBe('1.01');
  });
  it('refuses negative quantities, prices and rates', () => {
    expect(() => computeTaxLine({ quantity: -1, price: 1, gstPercentage: 5 }, 'IGST')).toThrow(
      RangeError,
    );
    expect(() => computeTaxLine({ quantity: 1, price: 1, gstPercentage: 101 }, 'IGST')).toThrow(
      RangeError,
    );
  });
  it('CGST + SGST equals the line tax for every paisa amount in a sweep', () => {
    for (let paise = 0; paise < 5000; paise += 7) {
      for (const rate of [5, 12, 18, 28]) {
        const line = computeTaxLine(
          { quantity: 1, price: (paise / 100).toFixed(2), gstPercentage: rate },
          'CGST_SGST',
        );
        const back = Math.round(Number(line.cgst) * 100) + Math.round(Number(line.sgst) * 100);
        expect(back).toBe(Math.round(Number(line.taxAmount) * 100));
        expect(Math.abs(Number(line.cgst) - Number(line.sgst))).toBeLessThanOrEqual(0.01 + 1e-9);
      }
    }
  });
});

describe('computeDocumentTotals', () => {
  const lines = [
    { quantity: 10, price: '14500', gstPercentage: 5, minPrice: '13000' }, // modules
    { quantity: 1, price: '42000', gstPercentage: 5, minPrice: '38000' }, // inverter
    { quantity: 1, price: '65000', gstPercentage: 18, minPrice: '60000' }, // battery
  ];

  it('mixed rates on one intra-state invoice, split per rate', () => {
    const totals = computeDocumentTotals(lines, { supplierStateCode: WB, placeOfSupply: WB });
    expect(totals.kind).toBe('CGST_SGST');
    expect(totals.taxableAmount).toBe('252000.00');
    expect(totals.totalTax).toBe('21050.00'); // 7250 + 2100 + 11700
    expect(totals.cgst).toBe('10525.00');
    expect(totals.sgst).toBe('10525.00');
    expect(totals.total).toBe('273050.00');
    expect(totals.taxSplit).toEqual([
      {
        rate: '5.00',
        taxableValue: '187000.00',
        cgst: '4675.00',
        sgst: '4675.00',
        utgst: '0.00',
        igst: '0.00',
      },
      {
        rate: '18.00',
        taxableValue: '65000.00',
        cgst: '5850.00',
        sgst: '5850.00',
        utgst: '0.00',
        igst: '0.00',
      },
    ]);
    // net profit = total − GST − Σ min price × qty = 273050 − 21050 − (130000 + 38000 + 60000)
    expect(totals.netProfit).toBe('24000.00');
  });

  it('inter-state and export invoices carry IGST only', () => {
    for (const placeOfSupply of [KA, 96]) {
      const totals = computeDocumentTotals(lines, { supplierStateCode: WB, placeOfSupply });
      expect(totals).toMatchObject({
        kind: 'IGST',
        igst: '21050.00',
        cgst: '0.00',
        sgst: '0.00',
        total: '273050.00',
      });
    }
  });

  it('a quote discount comes off the grand total, not the taxable value', () => {
    const totals = computeDocumentTotals(
      lines,
      { supplierStateCode: WB, placeOfSupply: WB },
      '3050',
    );
    expect(totals.taxableAmount).toBe('252000.00');
    expect(totals.totalTax).toBe('21050.00');
    expect(totals.discount).toBe('3050.00');
    expect(totals.total).toBe('270000.00');
  });

  it('sums rounded lines, so totals equal the sum of what each line prints', () => {
    const odd = [1, 2, 3].map(() => ({ quantity: 1, price: '0.03', gstPercentage: 18 })); // each tax 0.0054 → 0.01
    const totals = computeDocumentTotals(odd, { supplierStateCode: WB, placeOfSupply: KA });
    expect(totals.totalTax).toBe('0.03');
    expect(totals.total).toBe('0.12');
  });

  it('an empty document totals zero', () => {
    expect(computeDocumentTotals([], { supplierStateCode: WB, placeOfSupply: WB }).total).toBe(
      '0.00',
    );
  });
});

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [
      '123456789.50',
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees And Fifty Paise Only',
    ],
    [100000, 'One Lakh Rupees Only'],
    ['273050.00', 'Two Lakh Seventy Three Thousand Fifty Rupees Only'],
    [1, 'One Rupee Only'],
    ['0.75', 'Zero Rupees And Seventy Five Paise Only'],
    [1.005, 'One Rupee And One Paisa Only'],
  ])('%s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });
});
