import { describe, expect, it } from 'vitest';
import { DOMESTIC, FIGURES, commercialRow, lakhNumber } from './brochure';
import { BROCHURE_BN } from './brochure-bn';
import { BROCHURE_EN } from './brochure-en';

describe('brochure figures (spec §9, checked against gst-domain.md §9)', () => {
  it('prices a 5 kW home at ₹50/W: 2.5 lakh, 1.72 lakh after the ₹78,000 subsidy', () => {
    expect(DOMESTIC.cost).toBe(250_000);
    expect(DOMESTIC.net).toBe(172_000);
    // PM Surya Ghar: 30,000/kW for 2 kW + 18,000 for the 3rd = the 78,000 cap.
    expect(2 * FIGURES.subsidyPerKwFirstTwo + FIGURES.subsidyThirdKw).toBe(FIGURES.subsidyCap);
    expect(BROCHURE_EN.lakh(DOMESTIC.cost)).toBe('₹2.5 lakh');
    expect(BROCHURE_EN.lakh(DOMESTIC.net)).toBe('₹1.72 lakh');
  });

  it('keeps the tariff and warranty figures of the spec', () => {
    expect(FIGURES).toMatchObject({
      netMeteringRate: 8,
      netBillingBuyRate: 3.78,
      netBillingSellRate: 8,
      netBillingFromKw: 5,
      panelWarrantyYears: 27,
    });
    expect(commercialRow(10).cost).toBe(500_000);
  });

  it('formats lakhs with only the decimals needed', () => {
    const plain = (value: number, decimals = 0) => value.toFixed(decimals);
    expect(lakhNumber(1_000_000, plain)).toBe('10');
    expect(lakhNumber(250_000, plain)).toBe('2.5');
    expect(lakhNumber(172_000, plain)).toBe('1.72');
  });
});

describe('the Bengali brochure is complete', () => {
  it('has every section the English one has, item for item', () => {
    expect(BROCHURE_BN.reasons).toHaveLength(BROCHURE_EN.reasons.length);
    expect(BROCHURE_BN.comparisonRows).toHaveLength(BROCHURE_EN.comparisonRows.length);
    expect(BROCHURE_BN.domesticRows).toHaveLength(BROCHURE_EN.domesticRows.length);
    expect(BROCHURE_BN.commercialHead).toHaveLength(BROCHURE_EN.commercialHead.length);
    expect(BROCHURE_BN.services).toHaveLength(BROCHURE_EN.services.length);
    expect(BROCHURE_BN.footnotes).toHaveLength(BROCHURE_EN.footnotes.length);
  });

  it('is written in Bengali script with Bengali digits', () => {
    const text = JSON.stringify({ ...BROCHURE_BN, number: null, rupees: null, lakh: null });
    const bengali = text.match(/[\u0980-\u09FF]/g) ?? [];
    expect(bengali.length).toBeGreaterThan(1500);
    expect(BROCHURE_BN.lakh(DOMESTIC.net)).toBe('₹১.৭২ লাখ');
    expect(BROCHURE_BN.rupees(78_000)).toBe('₹৭৮,০০০');
  });
});
