/**
 * The services brochure's figures (spec §9) and its shape. Each language file fills the shape
 * with its own words; the numbers come from here so the two languages cannot drift apart.
 *
 * Checked against docs/gst-domain.md §9 (PM Surya Ghar: ₹30,000 per kW for the first 2 kW,
 * ₹18,000 for the 3rd, capped at ₹78,000 from 3 kW). The spec's figures agree: 5 kW × ₹50/W =
 * ₹2,50,000, less the ₹78,000 cap = ₹1,72,000. Where the spec's figures need a caveat (the 5 kW
 * home sits on the 5 kW net-billing line; GST; state top-ups) the brochure says so in a footnote
 * instead of changing the figure.
 */
export const FIGURES = {
  basePricePerWatt: 50,
  domesticKw: 5,
  subsidyCap: 78_000,
  subsidyPerKwFirstTwo: 30_000,
  subsidyThirdKw: 18_000,
  netMeteringRate: 8,
  netBillingBuyRate: 3.78,
  netBillingSellRate: 8,
  netBillingFromKw: 5,
  panelWarrantyYears: 27,
  inverterWarrantyYears: 8,
  /** Assumption for the worked examples: units a 1 kW rooftop system makes on an average day. */
  unitsPerKwPerDay: 4,
  commercialKw: [6, 8, 10] as const,
  gstEffectiveRate: 8.9,
  gstEffectiveRateBefore: 13.8,
} as const;

const domesticCost = FIGURES.domesticKw * 1000 * FIGURES.basePricePerWatt; // 2,50,000
const domesticNet = domesticCost - FIGURES.subsidyCap; // 1,72,000
const domesticUnitsPerMonth = FIGURES.domesticKw * FIGURES.unitsPerKwPerDay * 30; // 600
const domesticSavingPerMonth = domesticUnitsPerMonth * FIGURES.netMeteringRate; // 4,800

/** The home example's figures, worked out from FIGURES. */
export const DOMESTIC = {
  cost: domesticCost,
  net: domesticNet,
  unitsPerMonth: domesticUnitsPerMonth,
  savingPerMonth: domesticSavingPerMonth,
  paybackYears: domesticNet / (domesticSavingPerMonth * 12), // ≈ 2.99
} as const;

export function commercialRow(kw: number) {
  const cost = kw * 1000 * FIGURES.basePricePerWatt;
  const unitsPerMonth = kw * FIGURES.unitsPerKwPerDay * 30;
  // Worked example: 70% used on site during the day (saves the ₹8 tariff), 30% exported at ₹3.78.
  const saving =
    unitsPerMonth * (0.7 * FIGURES.netBillingSellRate + 0.3 * FIGURES.netBillingBuyRate);
  return { kw, cost, unitsPerMonth, saving, paybackYears: cost / (saving * 12) };
}

export type Lang = 'en' | 'bn';

export interface Brochure {
  lang: Lang;
  title: string;
  intro: string;
  reasonsTitle: string;
  reasons: { title: string; text: string }[];
  comparisonTitle: string;
  comparisonHead: [string, string, string];
  comparisonRows: [string, string, string][];
  domesticTitle: string;
  domesticIntro: string;
  domesticRows: [string, string][];
  domesticNote: string;
  commercialTitle: string;
  commercialIntro: string;
  commercialHead: [string, string, string, string, string];
  commercialNote: string;
  servicesTitle: string;
  services: string[];
  footnotesTitle: string;
  footnotes: string[];
  cta: string;
  kwUnit: string;
  /** Formats money and numbers in the brochure's language (Bengali digits in Bengali). */
  number: (value: number, decimals?: number) => string;
  rupees: (value: number) => string;
  lakh: (value: number) => string;
  /** 2.99 → '3', 5.24 → '5.2': years to one decimal, without a trailing .0. */
  years: (value: number) => string;
}

export function numberFormatter(locale: string) {
  return (value: number, decimals = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
}

/** 250000 → '2.5', 172000 → '1.72', 1000000 → '10': lakhs with only the decimals needed. */
export function lakhNumber(value: number, number: (value: number, decimals?: number) => string) {
  const lakhs = Math.round(value / 1000) / 100;
  const decimals = Number.isInteger(lakhs) ? 0 : Number.isInteger(lakhs * 10) ? 1 : 2;
  return number(lakhs, decimals);
}

/** Years to one decimal, dropping a trailing .0 (2.99 → 3, 5.24 → 5.2). */
export function yearsText(value: number, number: (value: number, decimals?: number) => string) {
  const rounded = Math.round(value * 10) / 10;
  return number(rounded, Number.isInteger(rounded) ? 0 : 1);
}

/** A brochure's number formats in its language: plain numbers, rupees, lakhs and years. */
export function brochureFormats(locale: string, lakhWord: string) {
  const number = numberFormatter(locale);
  return {
    number,
    rupees: (value: number) => `₹${number(value, Number.isInteger(value) ? 0 : 2)}`,
    lakh: (value: number) => `₹${lakhNumber(value, number)} ${lakhWord}`,
    years: (value: number) => yearsText(value, number),
  };
}
