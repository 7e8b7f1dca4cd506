import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TAX,
  HSN_CODES,
  SAMPLE_CATALOGUE,
  STORE_CATEGORIES,
  catalogueByCategory,
  isInverterCategory,
  isModuleCategory,
  type StoreCategory,
} from '../src';

const moduleCategories: StoreCategory[] = [
  'Small Solar Modules',
  'Poly Crystalline',
  'Mono PERC',
  'Bifacial',
  'Flexible',
];
const inverterCategories: StoreCategory[] = [
  'Single Phase On Grid Inverter',
  'Three Phase On Grid Inverter',
];

describe('STORE_CATEGORIES', () => {
  it('lists the spec categories in store order', () => {
    expect(STORE_CATEGORIES).toEqual([
      ...moduleCategories,
      ...inverterCategories,
      'Li-Ion Battery',
      'Special Combos',
    ]);
  });

  it('classifies module and inverter categories', () => {
    for (const c of moduleCategories) expect(isModuleCategory(c)).toBe(true);
    for (const c of inverterCategories) {
      expect(isInverterCategory(c)).toBe(true);
      expect(isModuleCategory(c)).toBe(false);
    }
    expect(isInverterCategory('Inverter')).toBe(true);
    expect(isInverterCategory('Li-Ion Battery')).toBe(false);
    expect(isModuleCategory('Special Combos')).toBe(false);
  });
});

describe('SAMPLE_CATALOGUE', () => {
  it('has about 25 products with unique ids and skus', () => {
    expect(SAMPLE_CATALOGUE.length).toBeGreaterThanOrEqual(22);
    expect(SAMPLE_CATALOGUE.length).toBeLessThanOrEqual(30);
    const ids = SAMPLE_CATALOGUE.map((p) => p.productUniqueID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SAMPLE_CATALOGUE.map((p) => p.sku)).size).toBe(ids.length);
    expect(new Set(SAMPLE_CATALOGUE.map((p) => p.productLabel)).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)+$/);
    expect(ids).toContain('MOD-MONO-540');
  });

  it('has 2 to 4 products in every store category, and only known categories', () => {
    for (const category of STORE_CATEGORIES) {
      const count = catalogueByCategory(category).length;
      expect(count, category).toBeGreaterThanOrEqual(2);
      expect(count, category).toBeLessThanOrEqual(4);
    }
    for (const p of SAMPLE_CATALOGUE) expect(STORE_CATEGORIES).toContain(p.productCategory);
  });

  it('takes HSN and GST from its category', () => {
    for (const p of SAMPLE_CATALOGUE) {
      expect(p.productHSNCode, p.productUniqueID).toBe(CATEGORY_TAX[p.productCategory].hsn);
      expect(p.gstPercentage, p.productUniqueID).toBe(
        CATEGORY_TAX[p.productCategory].gstPercentage,
      );
      expect(p.productHSNCode).toMatch(/^\d{8}$/);
    }
  });

  it('uses the solar HSN codes and post-22-Sep-2025 rates', () => {
    for (const p of SAMPLE_CATALOGUE.filter((x) => isModuleCategory(x.productCategory))) {
      expect(p.productHSNCode).toBe('85414300');
      expect(p.gstPercentage).toBe(5);
    }
    for (const p of SAMPLE_CATALOGUE.filter((x) => isInverterCategory(x.productCategory))) {
      expect(p.productHSNCode).toBe('85044010');
      expect(p.gstPercentage).toBe(5);
      expect(p.productWarranty).toBe(8);
    }
    for (const p of catalogueByCategory('Li-Ion Battery')) {
      expect(p.productHSNCode).toBe(HSN_CODES.lithiumBattery);
      expect(p.productHSNCode).toBe('85076000');
      expect(p.gstPercentage).toBe(18);
    }
  });

  it('has on-grid inverters of 2, 3, 5 and 10 kVA', () => {
    const sizes = new Set(
      SAMPLE_CATALOGUE.filter((p) => isInverterCategory(p.productCategory)).map(
        (p) => p.productCapacity,
      ),
    );
    expect([...sizes].sort((a, b) => a - b)).toEqual([2000, 3000, 5000, 10000]);
  });

  it('has 405-585 Wp mono PERC and bifacial modules with 12-year and 27/30-year warranties', () => {
    const main = [...catalogueByCategory('Mono PERC'), ...catalogueByCategory('Bifacial')];
    const watts = main.map((p) => p.productCapacity);
    expect(Math.min(...watts)).toBe(405);
    expect(Math.max(...watts)).toBe(585);
    for (const p of main) {
      expect(p.productWarranty).toBe(12);
      expect([27, 30]).toContain(p.productOutputWarranty);
    }
  });

  it('has positive, plausible numbers', () => {
    for (const p of SAMPLE_CATALOGUE) {
      const id = p.productUniqueID;
      for (const n of [
        p.productMinPrice,
        p.productCapacity,
        p.productWeight,
        p.productWidth,
        p.productLength,
        p.heightCm,
        p.depthCm,
        p.productWarranty,
      ]) {
        expect(n, id).toBeGreaterThan(0);
        expect(Number.isFinite(n), id).toBe(true);
      }
      expect(p.productOutputWarranty, id).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(p.productMinPrice), id).toBe(true);
      expect(p.uomUnit).toBe('UNITS');
      expect(p.productLink === '' || p.productLink.startsWith('/'), id).toBe(true);
      expect(
        p.productName.length && p.manufacturer.length && p.description.length,
        id,
      ).toBeGreaterThan(0);
    }
  });

  it('prices modules per watt-peak and sizes them in centimetres', () => {
    for (const p of [
      ...catalogueByCategory('Mono PERC'),
      ...catalogueByCategory('Bifacial'),
      ...catalogueByCategory('Poly Crystalline'),
    ]) {
      const perWp = p.productMinPrice / p.productCapacity;
      expect(perWp, p.productUniqueID).toBeGreaterThanOrEqual(22);
      expect(perWp, p.productUniqueID).toBeLessThanOrEqual(32);
    }
    const m540 = SAMPLE_CATALOGUE.find((p) => p.productUniqueID === 'MOD-MONO-540');
    expect(m540).toMatchObject({ productLength: 227.9, productWidth: 113.4, productWeight: 28 });
    // About 2.58 m² = 27.8 ft² for one 540 Wp panel with the suggestions formula's units.
    const ft2 = (m540!.productWidth * m540!.productLength) / 929.0304;
    expect(ft2).toBeCloseTo(27.82, 1);
  });

  it('builds combos from catalogue parts', () => {
    const combo = SAMPLE_CATALOGUE.find((p) => p.productUniqueID === 'COMBO-3KW-1P');
    expect(combo?.productCapacity).toBe(6 * 540);
    expect(combo?.productWeight).toBe(6 * 28 + 7.5);
    expect(combo?.productLabel).toBe('3.24 kWp On-Grid Combo');
  });
});
