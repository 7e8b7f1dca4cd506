import {
  computeGstDocument,
  DEFAULT_STATE_CODE,
  MoneyDecimal,
  type GstDocument,
  type GstLineInput,
  type GstPlace,
  type ShopSettings,
} from '@gst/domain';

/**
 * A quote's or proforma invoice's figures (issue 15): the GST engine of tax invoices, with the
 * place of supply from the customer's state (IGST when inter-state, or to an SEZ customer),
 * `taxIncluded` meaning the typed prices include GST, and the spec's quote total kept: lines +
 * GST − discountPrice, the discount shown after tax.
 */

/** What a quote's figures are computed from: as stored (getQuote) or as typed (the input). */
export type QuoteFiguresSource = {
  /** State code of the place of supply; null (quotes saved before issue 15) = the shop's state. */
  placeOfSupply: number | null | undefined;
  taxIncluded: boolean;
  discountPrice: string;
  lines: readonly {
    quantity: string | number;
    price: string;
    gstPercentage: string | number;
    /** The product's minimum price per unit, for the net profit line. */
    productMinPrice?: string | null;
  }[];
};

/** The shop's state code from settings (19, West Bengal, when unset). */
export function supplierStateCodeOf(settings: Pick<ShopSettings, 'stateCode'>): number {
  const code = Number.parseInt(settings.stateCode, 10);
  return Number.isFinite(code) ? code : DEFAULT_STATE_CODE;
}

export function quotePlace(
  quote: Pick<QuoteFiguresSource, 'placeOfSupply'>,
  settings: Pick<ShopSettings, 'stateCode'>,
  customer?: { isSez: boolean } | null,
): GstPlace {
  const supplierStateCode = supplierStateCodeOf(settings);
  return {
    supplierStateCode,
    placeOfSupply: quote.placeOfSupply ?? supplierStateCode,
    isSez: customer?.isSez === true,
  };
}

export function quoteGstLines(quote: Pick<QuoteFiguresSource, 'lines'>): GstLineInput[] {
  return quote.lines.map((line) => ({
    quantity: line.quantity,
    price: line.price,
    gstRate: line.gstPercentage,
    minPrice: line.productMinPrice ?? 0,
  }));
}

/**
 * The figures of a stored quote (getQuote's result) for its PDF and views, with the shop settings
 * (getSettings) and, when the quote has a customer, that customer (an SEZ customer is IGST).
 * A discount larger than the lines with GST (possible only on an installation quote, whose total
 * is typed) is shown as the whole of them, so the figures never go below zero.
 */
export function quoteFigures(
  quote: QuoteFiguresSource,
  settings: Pick<ShopSettings, 'stateCode'>,
  customer?: { isSez: boolean } | null,
): GstDocument {
  const place = quotePlace(quote, settings, customer);
  const lines = quoteGstLines(quote);
  const base = { lines, place, taxInclusive: quote.taxIncluded };
  const gross = new MoneyDecimal(computeGstDocument(base).totals.total);
  return computeGstDocument({
    ...base,
    discountAfterTax: MoneyDecimal.min(new MoneyDecimal(quote.discountPrice), gross).toFixed(2),
  });
}
