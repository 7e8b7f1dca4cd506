import type Decimal from 'decimal.js';
import { toCurrency } from 'to-words/en-IN';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from './money';
import { isUtgstTerritory } from './states';

/**
 * How GST treats a product's supply (issue 30). 'taxable' at its rate (0 % included, e.g. a
 * zero-rated export); the others carry no tax: 'nil-rated' (0 % in the rate schedule), 'exempt'
 * (exempted by notification, CGST Act s.11) and 'non-gst' (outside GST altogether). GSTR-1
 * Table 8 and GSTR-3B 3.1(c) take nil-rated and exempt supplies, 3.1(e) non-GST ones.
 */
export const TAXABILITIES = ['taxable', 'nil-rated', 'exempt', 'non-gst'] as const;
export type Taxability = (typeof TAXABILITIES)[number];

/** Place-of-supply code for exports (gst-domain.md §2, §3). */
export const EXPORT_PLACE_OF_SUPPLY = 96;

/**
 * Which taxes apply (gst-domain.md §3): supplier state = place of supply → CGST + SGST, or
 * CGST + UTGST in a Union Territory without a legislature; otherwise, and for exports (96) and
 * SEZ recipients, IGST.
 */
export type TaxKind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';

export function taxKind(
  supplierStateCode: number,
  placeOfSupply: number,
  options: { isSez?: boolean } = {},
): TaxKind {
  if (
    options.isSez ||
    placeOfSupply === EXPORT_PLACE_OF_SUPPLY ||
    supplierStateCode !== placeOfSupply
  )
    return 'IGST';
  return isUtgstTerritory(placeOfSupply) ? 'CGST_UTGST' : 'CGST_SGST';
}

export type TaxLineInput = {
  quantity: MoneyInput;
  price: MoneyInput;
  gstPercentage: MoneyInput;
  /** The product's minimum price per unit, for net profit. */
  minPrice?: MoneyInput;
};

/** Every amount is a string with exactly 2 decimals (as Postgres numeric(14,2) returns them). */
export type TaxLine = {
  rate: string;
  taxableValue: string;
  taxAmount: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  total: string;
};

export type TaxSplitRow = Omit<TaxLine, 'taxAmount' | 'total'>;

const money = (d: Decimal) => roundToPaise(d).toFixed(2);

/** Splits a line's tax in two halves that add back exactly: the odd paisa goes to the first. */
function halves(tax: Decimal): [Decimal, Decimal] {
  const first = roundToPaise(tax.dividedBy(2));
  return [first, tax.minus(first)];
}

/** One line: taxable = qty × price and tax = rate% of it, each rounded to paise. */
export function computeTaxLine(line: TaxLineInput, kind: TaxKind): TaxLine {
  const quantity = toMoney(line.quantity);
  const rate = toMoney(line.gstPercentage);
  if (
    quantity.isNegative() ||
    toMoney(line.price).isNegative() ||
    rate.isNegative() ||
    rate.greaterThan(100)
  ) {
    throw new RangeError('Quantity, price and GST rate must be non-negative (rate at most 100)');
  }
  const taxable = roundToPaise(quantity.times(toMoney(line.price)));
  const tax = roundToPaise(taxable.times(rate).dividedBy(100));
  const zero = new MoneyDecimal(0);
  const [centre, state] = kind === 'IGST' ? [zero, zero] : halves(tax);
  return {
    rate: rate.toFixed(2),
    taxableValue: money(taxable),
    taxAmount: money(tax),
    cgst: money(centre),
    sgst: money(kind === 'CGST_SGST' ? state : zero),
    utgst: money(kind === 'CGST_UTGST' ? state : zero),
    igst: money(kind === 'IGST' ? tax : zero),
    total: money(taxable.plus(tax)),
  };
}

export type DocumentTotals = {
  kind: TaxKind;
  lines: TaxLine[];
  /** Per GST rate, summed from the rounded lines, so documents and reports agree to the paisa. */
  taxSplit: TaxSplitRow[];
  taxableAmount: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  totalTax: string;
  discount: string;
  total: string;
  /** total − GST − Σ minimum price × quantity (spec §9); revealed with Ctrl+M. */
  netProfit: string;
};

/**
 * Invoice and quote totals (spec §9): Σ (qty × price) + each line's GST − discount. Invoices have
 * no discount; a quote's discountPrice comes off the grand total (it is not a trade discount that
 * lowers taxable value, which the spec does not model).
 */
export function computeDocumentTotals(
  lines: readonly TaxLineInput[],
  place: { supplierStateCode: number; placeOfSupply: number; isSez?: boolean },
  discount: MoneyInput = 0,
): DocumentTotals {
  const kind = taxKind(place.supplierStateCode, place.placeOfSupply, { isSez: place.isSez });
  const computed = lines.map((line) => computeTaxLine(line, kind));
  const sum = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new MoneyDecimal(0));
  const byRate = new Map<string, TaxLine[]>();
  for (const line of computed) byRate.set(line.rate, [...(byRate.get(line.rate) ?? []), line]);
  const taxSplit = [...byRate.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([rate, group]) => ({
      rate,
      taxableValue: money(sum(group.map((l) => l.taxableValue))),
      cgst: money(sum(group.map((l) => l.cgst))),
      sgst: money(sum(group.map((l) => l.sgst))),
      utgst: money(sum(group.map((l) => l.utgst))),
      igst: money(sum(group.map((l) => l.igst))),
    }));
  const discountValue = roundToPaise(toMoney(discount));
  if (discountValue.isNegative()) throw new RangeError('Discount must not be negative');
  const taxable = sum(computed.map((l) => l.taxableValue));
  const totalTax = sum(computed.map((l) => l.taxAmount));
  const total = taxable.plus(totalTax).minus(discountValue);
  const cost = lines.reduce(
    (acc, line) =>
      acc.plus(roundToPaise(toMoney(line.minPrice ?? 0).times(toMoney(line.quantity)))),
    new MoneyDecimal(0),
  );
  return {
    kind,
    lines: computed,
    taxSplit,
    taxableAmount: money(taxable),
    cgst: money(sum(computed.map((l) => l.cgst))),
    sgst: money(sum(computed.map((l) => l.sgst))),
    utgst: money(sum(computed.map((l) => l.utgst))),
    igst: money(sum(computed.map((l) => l.igst))),
    totalTax: money(totalTax),
    discount: money(discountValue),
    total: money(total),
    netProfit: money(total.minus(totalTax).minus(cost)),
  };
}

/** 'Twelve Lakh Thirty Four Thousand … Rupees And Five Paise Only' (Indian numbering). */
export function amountInWords(amount: MoneyInput): string {
  const value = roundToPaise(toMoney(amount));
  if (value.isNegative()) return `Minus ${amountInWords(value.negated())}`;
  return toCurrency(value.toFixed(2));
}
