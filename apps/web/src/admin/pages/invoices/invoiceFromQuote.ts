/**
 * Invoicing a quote (spec §2, §4; issue 15): the quote, or the server's draft of it, as the
 * invoice drawer's values, and the note shown when the draft cannot reach the quote's total.
 */
import { formatINR } from '@gst/domain';
import { needsSupplyType } from '../billing/gst';
import type { QuoteDetail } from '../billing/types';
import { emptyInvoiceLine, newInvoiceValues, type InvoiceFormValues } from './invoiceValues';

/**
 * Invoicing (spec §2, §4): the quote's customer (when it names a saved one) and its lines with
 * their products, quantities and prices. A line typed without a product keeps its name in the
 * description so the user can pick the product; a quote without a saved customer carries its
 * typed details into the delivery address.
 */
export function invoiceValuesFromQuote(
  quote: QuoteDetail,
  billTo: { id: string; name: string; stateCode: number; isSez?: boolean } | null,
  today: string,
  terms: string,
): InvoiceFormValues {
  const base = newInvoiceValues(today, terms);
  const lines = quote.lines.map((line) => ({
    ...emptyInvoiceLine(),
    productId: line.productId ?? '',
    productLabel: line.productId ? line.productName : '',
    gstPercentage: line.gstPercentage,
    minPrice: line.productMinPrice,
    // Issue 30: the product's HSN and taxability (the e-way bill hint counts goods only).
    hsnCode: line.hsnCode ?? '',
    taxability: line.taxability ?? 'taxable',
    description: line.productId ? '' : line.productName,
    quantity: Number(line.quantity),
    price: Number(line.price),
  }));
  return {
    ...base,
    billToId: billTo?.id ?? '',
    billToLabel: billTo?.name ?? '',
    billToStateCode: billTo ? String(billTo.stateCode) : '',
    billToIsSez: billTo?.isSez ?? false,
    taxInclusive: quote.taxIncluded,
    placeOfSupply: billTo ? String(billTo.stateCode) : '',
    // Issue 29: the saved invoice marks this quote Invoiced (once; the server refuses a second).
    quoteId: quote.id,
    ...(billTo
      ? {}
      : {
          deliveryName: quote.customerName,
          deliveryAddress: quote.address,
          deliveryGstin: quote.gstin,
          deliveryPhone: quote.phoneNumber,
          deliveryEmail: quote.email,
        }),
    lines: lines.length ? lines : base.lines,
  };
}

/** The answer of `tenant.quotes.invoiceDraft` (issue 15), as far as the drawer needs it. */
export type QuoteInvoiceDraft = {
  draft: {
    placeOfSupply: number;
    taxInclusive: boolean;
    supplyType: 'WPAY' | 'WOPAY' | null;
    lines: readonly {
      productId: string | null;
      description: string;
      quantity: number;
      price: string;
      discount: string;
    }[];
  };
  quoteTotal: string;
  invoiceTotal: string;
  difference: string;
};

/**
 * Invoicing from the server's draft (issue 15): the quote's discount after tax is already spread
 * into pre-tax line discounts, so the invoice totals what the customer agreed to. The quote's
 * lines (same order) give the product labels, rates and minimum prices for the live totals.
 */
export function invoiceValuesFromDraft(
  quote: QuoteDetail,
  result: QuoteInvoiceDraft,
  billTo: { id: string; name: string; stateCode: number; isSez?: boolean } | null,
  today: string,
  terms: string,
): InvoiceFormValues {
  const base = invoiceValuesFromQuote(quote, billTo, today, terms);
  const { draft } = result;
  const lines = draft.lines.map((line, i) => {
    const source = quote.lines[i];
    const productId = line.productId ?? '';
    return {
      ...emptyInvoiceLine(),
      productId,
      productLabel: productId ? (source?.productName ?? '') : '',
      gstPercentage: source?.gstPercentage ?? '0',
      minPrice: source?.productMinPrice ?? '0',
      hsnCode: source?.hsnCode ?? '',
      taxability: source?.taxability ?? 'taxable',
      description: line.description,
      quantity: Number(line.quantity),
      price: Number(line.price),
      discount: Number(line.discount),
    };
  });
  return {
    ...base,
    placeOfSupply: String(draft.placeOfSupply),
    taxInclusive: draft.taxInclusive,
    supplyType: billTo && needsSupplyType(billTo) ? (draft.supplyType ?? '') : '',
    lines: lines.length ? lines : base.lines,
  };
}

/** The drawer's note when the draft cannot reach the quote total to the paisa, else undefined. */
export function draftDifferenceNote(result: QuoteInvoiceDraft): string | undefined {
  if (Number(result.difference) === 0) return undefined;
  return `The invoice total ${formatINR(result.invoiceTotal)} differs from the quote total ${formatINR(
    result.quoteTotal,
  )} by ${formatINR(result.difference)}: the quote's discount is spread over the lines before GST, and no split reaches its total to the paisa.`;
}
