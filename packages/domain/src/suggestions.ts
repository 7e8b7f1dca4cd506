/**
 * Product suggestions for a power demand (spec §2 /suggestions, §9): the products whose capacity
 * is at most twice the demand, in the order a buyer would choose (fewest units first, then the
 * cheapest), each with how many units cover the demand, what they weigh and how much roof they
 * take.
 *
 * Pure and dependency-free on purpose: the public site may import it without pulling zod or
 * decimal.js into its bundle.
 */
import { DEFAULT_SUGGESTION_DEMAND_W } from './constants';

/** A product qualifies when its capacity is at most this many times the demand. */
export const SUGGESTION_CAPACITY_FACTOR = 2;
/** Mounting structure, cables and ballast on top of the modules' own weight. */
export const SUGGESTION_WEIGHT_FACTOR = 1.4;
/** Spacing and walkways on top of the modules' own footprint. */
export const SUGGESTION_AREA_FACTOR = 1.2;
/** Square centimetres in one square foot (30.48²): width and length are in cm. */
export const SQ_CM_PER_SQ_FT = 929.0304;

/** The product fields the suggestions read; numbers may be missing on tenant data. */
export interface SuggestionSource {
  productLabel?: string | null;
  /** The spec's misspelt label field, read when productLabel is empty. */
  prodductLabel?: string | null;
  productName?: string | null;
  /** Watts. */
  productCapacity: number | null;
  /** kg per unit. */
  productWeight?: number | null;
  /** cm. */
  productWidth?: number | null;
  /** cm. */
  productLength?: number | null;
  /** Years. */
  productWarranty?: number | null;
  productOutputWarranty?: number | null;
  productLink?: string | null;
}

export interface SuggestionFigures {
  label: string;
  /** kW, 3 decimals (a 405 Wp module is 0.405 kW). */
  capacityKw: number;
  /** Units needed to cover the demand: demand / capacity rounded up. */
  quantity: number;
  /** kg, or null when the product has no weight. */
  weightPerUnitKg: number | null;
  /** quantity × weight × 1.4 kg, 2 decimals; null without a weight. */
  totalWeightKg: number | null;
  /** quantity × width × length / 929.0304 × 1.2 ft², 2 decimals; null without both sizes. */
  totalAreaSqFt: number | null;
  productWarrantyYears: number | null;
  outputWarrantyYears: number | null;
  link: string | null;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * scale) / scale;
}

/**
 * The demand in watts from a query-string value: a positive number, else the default. Decimals
 * are kept (a demand of 2500.5 W is odd but not wrong).
 */
export function parseDemandWatts(raw: string | number | null | undefined): number {
  const value = typeof raw === 'number' ? raw : raw == null ? NaN : Number(raw.trim() || NaN);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SUGGESTION_DEMAND_W;
}

/** productLabel, else the misspelt prodductLabel, else the product name. */
export function suggestionLabel(product: SuggestionSource): string {
  for (const candidate of [product.productLabel, product.prodductLabel, product.productName]) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return 'Unnamed product';
}

/** True when the product can be suggested for this demand: 0 < capacity ≤ 2 × demand. */
export function fitsDemand(capacityW: number | null, demandW: number): boolean {
  const capacity = positive(capacityW);
  return capacity !== null && capacity <= SUGGESTION_CAPACITY_FACTOR * demandW;
}

/**
 * Units needed: demand / capacity rounded up. The tiny tolerance keeps binary fractions such as
 * 0.3 / 0.1 = 3.0000000000000004 from asking for a fourth unit.
 */
export function quantityNeeded(demandW: number, capacityW: number): number {
  const ratio = demandW / capacityW;
  return Math.max(1, Math.ceil(ratio - 1e-9));
}

export function suggestionFigures(product: SuggestionSource, demandW: number): SuggestionFigures {
  const capacity = positive(product.productCapacity);
  if (capacity === null) throw new RangeError('A suggested product needs a positive capacity');
  const quantity = quantityNeeded(demandW, capacity);
  const weight = positive(product.productWeight);
  const width = positive(product.productWidth);
  const length = positive(product.productLength);
  const warranty = positive(product.productWarranty);
  const output = positive(product.productOutputWarranty);
  const link = product.productLink?.trim();
  return {
    label: suggestionLabel(product),
    capacityKw: round(capacity / 1000, 3),
    quantity,
    weightPerUnitKg: weight,
    totalWeightKg: weight === null ? null : round(quantity * weight * SUGGESTION_WEIGHT_FACTOR, 2),
    totalAreaSqFt:
      width === null || length === null
        ? null
        : round(((quantity * width * length) / SQ_CM_PER_SQ_FT) * SUGGESTION_AREA_FACTOR, 2),
    productWarrantyYears: warranty,
    outputWarrantyYears: output,
    link: link ? link : null,
  };
}

/**
 * The products that fit the demand, in the order a buyer would choose (issue 29): fewest units
 * first (fewer modules to buy, mount and wire), then the cheapest. The spec prices solar by the
 * watt (§9, the brochure's ₹50 per watt) and shows no product price to visitors, so among equal
 * unit counts the cheaper set is the one with the least installed capacity (units × capacity);
 * the label breaks ties. (The spec's own order, capacity ascending, put 20 × 400 Wp modules first
 * for an 8 kW demand.)
 */
export function suggestProducts<T extends SuggestionSource>(
  products: readonly T[],
  demandW: number,
): (T & { figures: SuggestionFigures })[] {
  const installedW = (p: T & { figures: SuggestionFigures }) =>
    p.figures.quantity * (p.productCapacity ?? 0);
  return products
    .filter((p) => fitsDemand(p.productCapacity, demandW))
    .map((p) => ({ ...p, figures: suggestionFigures(p, demandW) }))
    .sort(
      (a, b) =>
        a.figures.quantity - b.figures.quantity ||
        installedW(a) - installedW(b) ||
        a.figures.label.localeCompare(b.figures.label),
    );
}
