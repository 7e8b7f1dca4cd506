import Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from '../money';
import { EXPORT_PLACE_OF_SUPPLY, taxKind, type Taxability, type TaxKind } from '../tax';
import { ZERO_RATED_ENDORSEMENTS, type ZeroRatedSupplyType } from './copies';
import { taxableFromInclusive, taxesOn } from './line';

/**
 * The GST engine for tax invoices, quotes and proforma invoices (issue 15). Pure: amounts in,
 * amounts out, as strings with exactly 2 decimals, computed with decimal.js (never floats).
 */

export type GstLineInput = {
  quantity: MoneyInput;
  /** Per unit: before tax, or tax-inclusive when the document is `taxInclusive`. */
  price: MoneyInput;
  /** Total rate in per cent (5 = CGST 2.5 % + SGST 2.5 %, or IGST 5 %); at most 2 decimals. */
  gstRate: MoneyInput;
  /**
   * ₹ off this line BEFORE tax (a discount shown on the invoice reduces the taxable value, CGST Act
   * s.15(3)(a)). With tax-inclusive prices it comes off the tax-inclusive amount.
   */
  discount?: MoneyInput;
  /** The product's minimum price per unit, for net profit. */
  minPrice?: MoneyInput;
  /**
   * Issue 30: a nil-rated, exempt or non-GST supply carries no tax whatever `gstRate` says: its
   * rate is 0 and it has no CGST, SGST, UTGST or IGST. Left out, the line is taxable.
   */
  taxability?: Taxability;
};

export type GstPlace = {
  supplierStateCode: number;
  placeOfSupply: number;
  /** The recipient is an SEZ unit or developer: IGST even within the state (IGST Act s.7(5)(b)). */
  isSez?: boolean;
};

export type GstDocumentInput = {
  lines: readonly GstLineInput[];
  place: GstPlace;
  /** Prices include GST: the typed amount is the line total (see `taxableFromInclusive`). */
  taxInclusive?: boolean;
  /**
   * Exports (place of supply 96) and SEZ supplies only: WPAY charges IGST, WOPAY (under bond or
   * LUT) charges none. Left out on such a supply it means WPAY, which never under-charges tax.
   */
  supplyType?: ZeroRatedSupplyType;
  /** Round the document total to the rupee on a separate line (a shop setting, off by default). */
  roundOff?: boolean;
  /** Quotes only (the spec's quote total): ₹ off the grand total AFTER tax, shown as "Discount". */
  discountAfterTax?: MoneyInput;
  /**
   * Issue 30: the tax is payable by the recipient under reverse charge (CGST Act s.9(3)/(4), IGST
   * Act s.5(3)/(4)). The lines and the tax totals still show it (Rule 46(p): the invoice states
   * the tax and that it is payable on reverse charge; GSTR-1 reports it with rchrg 'Y'), but the
   * supplier does not collect it: `total` and `grandTotal` leave it out (`reverseChargeTax`).
   */
  reverseCharge?: boolean;
};

/** Every amount is a string with exactly 2 decimals. */
export type GstLine = {
  rate: string;
  /** quantity × price, rounded to paise (tax-inclusive when the prices are). */
  gross: string;
  discount: string;
  taxableValue: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  taxAmount: string;
  /** taxableValue + taxAmount. */
  total: string;
};

export type GstTaxSplitRow = Pick<
  GstLine,
  'rate' | 'taxableValue' | 'cgst' | 'sgst' | 'utgst' | 'igst' | 'taxAmount'
>;

export type GstTotals = {
  gross: string;
  lineDiscount: string;
  taxable: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  totalTax: string;
  /** The part of totalTax the recipient pays under reverse charge (all of it, or '0.00'). */
  reverseChargeTax: string;
  discountAfterTax: string;
  /** taxable + totalTax − reverseChargeTax − discountAfterTax, before round-off. */
  total: string;
  roundOff: string;
  /** total + roundOff: what the customer pays. */
  grandTotal: string;
};

export type GstDocument = {
  kind: TaxKind;
  /** Set on exports and SEZ supplies only. */
  supplyType: ZeroRatedSupplyType | undefined;
  /** The Rule 46 endorsement to print, on exports and SEZ supplies only. */
  endorsement: string | undefined;
  taxInclusive: boolean;
  lines: GstLine[];
  /** Per rate, summed from the rounded lines, so documents, PDFs and GSTR-1 agree to the paisa. */
  taxSplit: GstTaxSplitRow[];
  totals: GstTotals;
  /** grandTotal − tax collected − Σ minimum price × quantity (spec §9, as the old engine). */
  netProfit: string;
};

const ZERO = new MoneyDecimal(0);
const fmt = (d: Decimal) => roundToPaise(d).toFixed(2);

function amount(value: MoneyInput | undefined, name: string): Decimal {
  const parsed = toMoney(value ?? 0);
  if (parsed.isNegative()) throw new RangeError(`${name} must not be negative`);
  return parsed;
}

/** Rate, kind and zero-tax flag shared by every line of one document. */
export type GstLineContext = { kind: TaxKind; zeroTax: boolean; taxInclusive: boolean };

export function parseGstRate(value: MoneyInput): Decimal {
  const rate = amount(value, 'GST rate');
  if (rate.greaterThan(100) || rate.decimalPlaces() > 2) {
    throw new RangeError('GST rate must be at most 100 with at most 2 decimals');
  }
  return rate;
}

type ComputedLine = { out: GstLine; taxable: Decimal; tax: Decimal; cost: Decimal };

export function computeGstLine(line: GstLineInput, ctx: GstLineContext): GstLine {
  return computeLine(line, ctx).out;
}

/** A line's rate: its product's, or 0 for a nil-rated, exempt or non-GST supply (issue 30). */
export function lineGstRate(line: Pick<GstLineInput, 'gstRate' | 'taxability'>): Decimal {
  const rate = parseGstRate(line.gstRate);
  return line.taxability === undefined || line.taxability === 'taxable' ? rate : ZERO;
}

function computeLine(line: GstLineInput, ctx: GstLineContext): ComputedLine {
  const quantity = amount(line.quantity, 'Quantity');
  const rate = lineGstRate(line);
  const gross = roundToPaise(quantity.times(amount(line.price, 'Price')));
  const discount = roundToPaise(amount(line.discount, 'Discount'));
  if (discount.greaterThan(gross)) {
    throw new RangeError(
      `Discount ${discount.toFixed(2)} is more than the line amount ${gross.toFixed(2)}`,
    );
  }
  const net = gross.minus(discount);
  const taxable = ctx.taxInclusive ? taxableFromInclusive(net, rate, ctx.kind, ctx.zeroTax) : net;
  const { half, igst, tax } = taxesOn(taxable, rate, ctx.kind, ctx.zeroTax);
  const cost = roundToPaise(amount(line.minPrice, 'Minimum price').times(quantity));
  return {
    taxable,
    tax,
    cost,
    out: {
      rate: rate.toFixed(2),
      gross: fmt(gross),
      discount: fmt(discount),
      taxableValue: fmt(taxable),
      cgst: fmt(half),
      sgst: fmt(ctx.kind === 'CGST_SGST' ? half : ZERO),
      utgst: fmt(ctx.kind === 'CGST_UTGST' ? half : ZERO),
      igst: fmt(igst),
      taxAmount: fmt(tax),
      total: fmt(taxable.plus(tax)),
    },
  };
}

/** True for exports (place of supply 96) and supplies to SEZ units/developers (IGST Act s.16). */
export function isZeroRatedPlace(place: GstPlace): boolean {
  return place.placeOfSupply === EXPORT_PLACE_OF_SUPPLY || place.isSez === true;
}

/** The kind of tax and the effective supply type of a document; throws on a misplaced type. */
export function gstDocumentContext(
  input: Pick<GstDocumentInput, 'place' | 'supplyType' | 'taxInclusive'>,
): GstLineContext & { supplyType: ZeroRatedSupplyType | undefined } {
  const { place } = input;
  const kind = taxKind(place.supplierStateCode, place.placeOfSupply, { isSez: place.isSez });
  const zeroRated = isZeroRatedPlace(place);
  if (input.supplyType !== undefined && !zeroRated) {
    throw new RangeError(
      'WPAY/WOPAY applies only to exports (place of supply 96) and supplies to SEZ units or developers',
    );
  }
  const supplyType = zeroRated ? (input.supplyType ?? 'WPAY') : undefined;
  return { kind, supplyType, zeroTax: supplyType === 'WOPAY', taxInclusive: !!input.taxInclusive };
}

const sum = (values: readonly Decimal[]) => values.reduce((acc, v) => acc.plus(v), ZERO);
const sumOf = (lines: readonly GstLine[], key: keyof GstLine) =>
  sum(lines.map((l) => new MoneyDecimal(l[key])));

function splitByRate(lines: readonly GstLine[]): GstTaxSplitRow[] {
  const byRate = new Map<string, GstLine[]>();
  for (const line of lines) byRate.set(line.rate, [...(byRate.get(line.rate) ?? []), line]);
  return [...byRate.entries()]
    .sort(([a], [b]) => new MoneyDecimal(a).comparedTo(b))
    .map(([rate, group]) => ({
      rate,
      taxableValue: fmt(sumOf(group, 'taxableValue')),
      cgst: fmt(sumOf(group, 'cgst')),
      sgst: fmt(sumOf(group, 'sgst')),
      utgst: fmt(sumOf(group, 'utgst')),
      igst: fmt(sumOf(group, 'igst')),
      taxAmount: fmt(sumOf(group, 'taxAmount')),
    }));
}

/**
 * Round-off to the rupee, 50 paise and above up (the convention of CGST Act s.170 for tax
 * payable, and the e-invoice's `RndOffAmt`): −0.49 … +0.50.
 */
export function roundOffToRupee(total: Decimal): Decimal {
  return roundToPaise(total.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).minus(total));
}

export function computeGstDocument(input: GstDocumentInput): GstDocument {
  const ctx = gstDocumentContext(input);
  const computed = input.lines.map((line) => computeLine(line, ctx));
  const lines = computed.map((c) => c.out);
  const taxable = sum(computed.map((c) => c.taxable));
  const totalTax = sum(computed.map((c) => c.tax));
  // Issue 30, reverse charge: the recipient pays this tax to the government, not to the shop.
  const reverseChargeTax = input.reverseCharge ? totalTax : ZERO;
  const collectedTax = totalTax.minus(reverseChargeTax);
  const discountAfterTax = roundToPaise(amount(input.discountAfterTax, 'Discount'));
  if (discountAfterTax.greaterThan(taxable.plus(collectedTax))) {
    throw new RangeError('Discount must not be more than the total of the lines with GST');
  }
  const total = taxable.plus(collectedTax).minus(discountAfterTax);
  const roundOff = input.roundOff ? roundOffToRupee(total) : ZERO;
  const grandTotal = total.plus(roundOff);
  const cost = sum(computed.map((c) => c.cost));
  return {
    kind: ctx.kind,
    supplyType: ctx.supplyType,
    endorsement: ctx.supplyType && ZERO_RATED_ENDORSEMENTS[ctx.supplyType],
    taxInclusive: ctx.taxInclusive,
    lines,
    taxSplit: splitByRate(lines),
    totals: {
      gross: fmt(sumOf(lines, 'gross')),
      lineDiscount: fmt(sumOf(lines, 'discount')),
      taxable: fmt(taxable),
      cgst: fmt(sumOf(lines, 'cgst')),
      sgst: fmt(sumOf(lines, 'sgst')),
      utgst: fmt(sumOf(lines, 'utgst')),
      igst: fmt(sumOf(lines, 'igst')),
      totalTax: fmt(totalTax),
      reverseChargeTax: fmt(reverseChargeTax),
      discountAfterTax: fmt(discountAfterTax),
      total: fmt(total),
      roundOff: fmt(roundOff),
      grandTotal: fmt(grandTotal),
    },
    netProfit: fmt(grandTotal.minus(collectedTax).minus(cost)),
  };
}
