import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUGGESTION_DEMAND_W,
  SAMPLE_CATALOGUE,
  fitsDemand,
  parseDemandWatts,
  quantityNeeded,
  suggestProducts,
  suggestionFigures,
  suggestionLabel,
  type SuggestionSource,
} from '../src';

const panel = (capacity: number, extra: Partial<SuggestionSource> = {}): SuggestionSource => ({
  productLabel: `${capacity} Wp Module`,
  productCapacity: capacity,
  productWeight: 22.5,
  productWidth: 100.2,
  productLength: 200.8,
  productWarranty: 12,
  productOutputWarranty: 27,
  productLink: 'https://example.test/datasheet.pdf',
  ...extra,
});

describe('parseDemandWatts', () => {
  it('defaults to 8000 W when missing, blank, zero, negative or not a number', () => {
    expect(DEFAULT_SUGGESTION_DEMAND_W).toBe(8000);
    for (const raw of [undefined, null, '', '   ', '0', '-5', 'abc', 'NaN', 'Infinity']) {
      expect(parseDemandWatts(raw)).toBe(8000);
    }
  });
  it('reads positive numbers, decimals included', () => {
    expect(parseDemandWatts('5000')).toBe(5000);
    expect(parseDemandWatts(' 2500.5 ')).toBe(2500.5);
    expect(parseDemandWatts(3000)).toBe(3000);
  });
});

describe('fitsDemand: capacity at most twice the demand', () => {
  it('includes capacity below, at and exactly at twice the demand', () => {
    expect(fitsDemand(400, 8000)).toBe(true);
    expect(fitsDemand(8000, 8000)).toBe(true);
    expect(fitsDemand(16000, 8000)).toBe(true);
  });
  it('excludes capacity above twice the demand, and zero or missing capacity', () => {
    expect(fitsDemand(16000.01, 8000)).toBe(false);
    expect(fitsDemand(0, 8000)).toBe(false);
    expect(fitsDemand(null, 8000)).toBe(false);
    expect(fitsDemand(-100, 8000)).toBe(false);
  });
});

describe('quantityNeeded: demand / capacity rounded up', () => {
  it('is exact when the capacity divides the demand', () => {
    expect(quantityNeeded(8000, 400)).toBe(20);
    expect(quantityNeeded(8000, 8000)).toBe(1);
  });
  it('rounds up when it does not', () => {
    expect(quantityNeeded(8000, 540)).toBe(15); // 14.81
    expect(quantityNeeded(8000, 585)).toBe(14); // 13.68
  });
  it('is one unit when the capacity is above the demand', () => {
    expect(quantityNeeded(8000, 10000)).toBe(1);
    expect(quantityNeeded(8000, 16000)).toBe(1);
  });
  it('does not ask for an extra unit because of floating-point noise', () => {
    expect(quantityNeeded(0.3, 0.1)).toBe(3);
    expect(quantityNeeded(1.1, 0.55)).toBe(2);
  });
});

describe('suggestionFigures', () => {
  it('computes the spec figures for a demand above the capacity', () => {
    // 8000 W with 540 Wp: 15 units; 15 × 28 × 1.4 = 588 kg; 15 × 113.4 × 227.9 / 929.0304 × 1.2
    const figures = suggestionFigures(
      panel(540, { productWeight: 28, productWidth: 113.4, productLength: 227.9 }),
      8000,
    );
    expect(figures).toEqual({
      label: '540 Wp Module',
      capacityKw: 0.54,
      quantity: 15,
      weightPerUnitKg: 28,
      totalWeightKg: 588,
      totalAreaSqFt: 500.73,
      productWarrantyYears: 12,
      outputWarrantyYears: 27,
      link: 'https://example.test/datasheet.pdf',
    });
  });

  it('a demand exactly at the capacity needs one unit', () => {
    const figures = suggestionFigures(panel(5000, { productWeight: 10 }), 5000);
    expect(figures.quantity).toBe(1);
    expect(figures.capacityKw).toBe(5);
    expect(figures.totalWeightKg).toBe(14);
  });

  it('a demand below the capacity (up to half of it) still needs one unit', () => {
    const figures = suggestionFigures(panel(4950), 2500);
    expect(figures.quantity).toBe(1);
    expect(figures.capacityKw).toBe(4.95);
  });

  it('leaves weight figures empty when the weight is missing or zero', () => {
    for (const productWeight of [null, undefined, 0]) {
      const figures = suggestionFigures(panel(405, { productWeight }), 8000);
      expect(figures.weightPerUnitKg).toBeNull();
      expect(figures.totalWeightKg).toBeNull();
      expect(figures.totalAreaSqFt).not.toBeNull();
    }
  });

  it('leaves the area empty when either dimension is missing', () => {
    expect(suggestionFigures(panel(405, { productWidth: null }), 8000).totalAreaSqFt).toBeNull();
    expect(suggestionFigures(panel(405, { productLength: 0 }), 8000).totalAreaSqFt).toBeNull();
    expect(suggestionFigures(panel(405, { productLength: undefined }), 8000).totalWeightKg).toBe(
      630,
    );
  });

  it('empty warranties and links become null, not 0 or ""', () => {
    const figures = suggestionFigures(
      panel(405, { productWarranty: null, productOutputWarranty: 0, productLink: '  ' }),
      8000,
    );
    expect(figures.productWarrantyYears).toBeNull();
    expect(figures.outputWarrantyYears).toBeNull();
    expect(figures.link).toBeNull();
  });

  it('refuses a product without a positive capacity', () => {
    expect(() => suggestionFigures(panel(0), 8000)).toThrow(RangeError);
  });
});

describe('suggestionLabel', () => {
  it('reads prodductLabel when productLabel is empty', () => {
    expect(
      suggestionLabel({ productLabel: '', prodductLabel: 'Legacy 400W', productCapacity: 1 }),
    ).toBe('Legacy 400W');
    expect(suggestionLabel({ productLabel: 'New', prodductLabel: 'Old', productCapacity: 1 })).toBe(
      'New',
    );
    expect(suggestionLabel({ productLabel: ' ', productName: 'Panel X', productCapacity: 1 })).toBe(
      'Panel X',
    );
    expect(suggestionLabel({ productCapacity: 1 })).toBe('Unnamed product');
  });
});

describe('suggestProducts', () => {
  const products = [panel(16001), panel(585), panel(10000), panel(405), panel(0), panel(16000)];

  it('keeps capacity ≤ 2 × demand, fewest units first, then the least installed capacity', () => {
    const result = suggestProducts(products, 8000);
    // 8,000 W: 10,000 W × 1 (10 kW installed) before 16,000 W × 1 (16 kW), then 585 Wp × 14
    // (8,000 / 585 = 13.7 → 14), then 405 Wp × 20 (19.75 → 20).
    expect(result.map((p) => p.productCapacity)).toEqual([10000, 16000, 585, 405]);
    expect(result.map((p) => p.figures.quantity)).toEqual([1, 1, 14, 20]);
  });

  it('an 8 kW demand lists 540 Wp × 15 before 400 Wp × 20 (issue 29)', () => {
    // 8,000 / 540 = 14.8 → 15 modules (8.1 kW); 8,000 / 400 = 20 (8.0 kW); 8,000 / 545 = 14.7 →
    // 15 (8.175 kW): equal counts go by installed watts, the spec's price per watt.
    const result = suggestProducts([panel(400), panel(545), panel(540)], 8000);
    expect(result.map((p) => [p.productCapacity, p.figures.quantity])).toEqual([
      [540, 15],
      [545, 15],
      [400, 20],
    ]);
  });

  it('is empty when every product is too large for the demand', () => {
    expect(suggestProducts(products, 100)).toEqual([]);
  });

  it('keeps the source fields next to the figures', () => {
    const [first] = suggestProducts([{ ...panel(405), id: 'p1' }], 8000);
    expect(first?.id).toBe('p1');
    expect(first?.figures.label).toBe('405 Wp Module');
  });

  it('works on the sample catalogue modules at the default demand', () => {
    const result = suggestProducts(SAMPLE_CATALOGUE, DEFAULT_SUGGESTION_DEMAND_W);
    const capacities = result.map((p) => p.productCapacity);
    const quantities = result.map((p) => p.figures.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(Math.max(...capacities)).toBeLessThanOrEqual(16000);
  });
});
