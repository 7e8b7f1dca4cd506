/**
 * The invoice drawer's form values and the pure conversions around them: defaults (spec §3),
 * a loaded invoice or a quote (Invoicing) into values, values into the API input, validation
 * (spec §5) and the live totals, computed by the same domain function the server uses.
 */
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_TRANSPORT_MODE,
  MESSAGES,
  addDays,
  formatINR,
  toMoney,
  type GstDocument,
} from '@gst/domain';
import {
  needsSupplyType,
  placeOf,
  safeGstDocument,
  supplyTypeFor,
  type SupplyTypeValue,
  type ZeroRatedParty,
} from '../billing/gst';
import { nextLineKey } from '../billing/keys';
import { amountOf, numberOf } from '../billing/money';
import type { InvoiceCreateInput, InvoiceDetail, QuoteDetail } from '../billing/types';

export type SerialOption = { id: string; serialNo: string };

export type InvoiceLineValues = {
  key: string;
  productId: string;
  productLabel: string;
  /** The product's GST rate and minimum price, for the live totals and net profit. */
  gstPercentage: string;
  minPrice: string;
  description: string;
  quantity: number | string;
  price: number | string;
  /** ₹ off the line before tax (tax-inclusive when the document's prices are). */
  discount: number | string;
  serialItemIds: string[];
  /** Serials the saved line already holds: sold, so absent from the product's available list. */
  heldSerials: SerialOption[];
  serialDetails: string;
};

export type InvoiceFormValues = {
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  dateOfSupply: string;
  transportMode: string;
  vehicleNumber: string;
  /** State code as text (Select values are strings). */
  placeOfSupply: string;
  billToId: string;
  billToLabel: string;
  /** The bill-to customer's state code ('' until chosen) and SEZ flag: they decide `supplyType`. */
  billToStateCode: string;
  billToIsSez: boolean;
  /** Prices (and discounts) include GST. */
  taxInclusive: boolean;
  /** Zero-rated supply type; '' while not chosen or not applicable. */
  supplyType: SupplyTypeValue;
  shipToId: string;
  shipToLabel: string;
  termsAndConditions: string;
  deliveryName: string;
  deliveryAddress: string;
  deliveryStateCode: string;
  deliveryGstin: string;
  deliveryPhone: string;
  deliveryEmail: string;
  lines: InvoiceLineValues[];
};

export function emptyInvoiceLine(): InvoiceLineValues {
  return {
    key: nextLineKey(),
    productId: '',
    productLabel: '',
    gstPercentage: '0',
    minPrice: '0',
    description: '',
    quantity: 1,
    price: 0,
    discount: 0,
    serialItemIds: [],
    heldSerials: [],
    serialDetails: '',
  };
}

/** Create mode: dated today, due in 7 days, by road, one empty line, the shop's default terms. */
export function newInvoiceValues(today: string, terms: string): InvoiceFormValues {
  return {
    invoiceNumber: '',
    invoiceDate: today,
    dueDate: addDays(today, DEFAULT_DUE_DAYS),
    dateOfSupply: '',
    transportMode: DEFAULT_TRANSPORT_MODE,
    vehicleNumber: '',
    placeOfSupply: '',
    billToId: '',
    billToLabel: '',
    billToStateCode: '',
    billToIsSez: false,
    taxInclusive: false,
    supplyType: '',
    shipToId: '',
    shipToLabel: '',
    termsAndConditions: terms,
    deliveryName: '',
    deliveryAddress: '',
    deliveryStateCode: '',
    deliveryGstin: '',
    deliveryPhone: '',
    deliveryEmail: '',
    lines: [emptyInvoiceLine()],
  };
}

export function invoiceValuesFromDetail(detail: InvoiceDetail): InvoiceFormValues {
  const delivery = detail.deliveryAddress;
  return {
    invoiceNumber: detail.invoiceNumber,
    invoiceDate: detail.invoiceDate,
    dueDate: detail.dueDate,
    dateOfSupply: detail.dateOfSupply ?? '',
    transportMode: detail.transportMode,
    vehicleNumber: detail.vehicleNumber,
    placeOfSupply: String(detail.placeOfSupply),
    billToId: detail.billToId,
    billToLabel: detail.billTo?.name ?? detail.customerName,
    billToStateCode: detail.billTo ? String(detail.billTo.stateCode) : '',
    billToIsSez: detail.billTo?.isSez ?? false,
    taxInclusive: detail.taxInclusive,
    supplyType: detail.supplyType ?? '',
    shipToId: detail.shipToId ?? '',
    shipToLabel: detail.shipTo?.name ?? '',
    termsAndConditions: detail.termsAndConditions,
    deliveryName: delivery?.name ?? '',
    deliveryAddress: delivery?.address ?? '',
    deliveryStateCode: delivery ? String(delivery.stateCode) : '',
    deliveryGstin: delivery?.gstin ?? '',
    deliveryPhone: delivery?.phoneNumber ?? '',
    deliveryEmail: delivery?.email ?? '',
    lines: detail.lines.map((line) => ({
      key: nextLineKey(),
      productId: line.productId,
      productLabel: line.productLabel,
      gstPercentage: line.gstPercentage,
      minPrice: line.productMinPrice,
      description: line.description,
      quantity: Number(line.quantity),
      price: Number(line.price),
      discount: Number(line.discount),
      serialItemIds: line.serials.map((s) => s.id),
      heldSerials: line.serials.map((s) => ({ id: s.id, serialNo: s.serialNo })),
      serialDetails: line.serialDetails,
    })),
  };
}

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

/** How many serials a line may carry: its whole quantity. */
export function serialLimit(quantity: number | string): number {
  return Math.max(0, Math.floor(numberOf(quantity)));
}

/** The bill-to party of the form, for the supply-type rule (null until a customer is chosen). */
export function billToParty(values: InvoiceFormValues): ZeroRatedParty | null {
  return values.billToId && values.billToStateCode
    ? { stateCode: values.billToStateCode, isSez: values.billToIsSez }
    : null;
}

/** The 'Zero-rated supply' select shows (and is required) only for exports and SEZ buyers. */
export function showsSupplyType(values: InvoiceFormValues): boolean {
  return needsSupplyType(billToParty(values));
}

/** quantity × price of a line, to the paisa (0 while a field is not a number). */
export function lineGross(line: Pick<InvoiceLineValues, 'quantity' | 'price'>): number {
  try {
    return toMoney(amountOf(line.quantity))
      .times(toMoney(amountOf(line.price)))
      .toNumber();
  } catch {
    return 0;
  }
}

function hasDelivery(v: InvoiceFormValues): boolean {
  return [
    v.deliveryName,
    v.deliveryAddress,
    v.deliveryGstin,
    v.deliveryPhone,
    v.deliveryEmail,
  ].some((s) => s.trim() !== '');
}

/** Field errors keyed by form path ('lines.0.productId'); empty when the form may be saved. */
export function invoiceErrors(values: InvoiceFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.billToId) errors.billToId = 'Choose the customer to bill';
  if (!values.placeOfSupply) errors.placeOfSupply = 'Choose the place of supply';
  if (!values.invoiceDate) errors.invoiceDate = 'Invoice date is required';
  if (values.dueDate && values.invoiceDate && values.dueDate < values.invoiceDate)
    errors.dueDate = 'The due date is before the invoice date';
  if (hasDelivery(values) && !values.deliveryStateCode && !values.placeOfSupply)
    errors.deliveryStateCode = 'Choose the delivery state';
  if (showsSupplyType(values) && !values.supplyType)
    errors.supplyType = 'Choose how this zero-rated supply is made';
  if (values.lines.length === 0) errors.lines = 'Add at least one product';
  values.lines.forEach((line, i) => {
    if (!line.productId) errors[`lines.${i}.productId`] = 'Choose a product';
    if (numberOf(line.quantity) <= 0)
      errors[`lines.${i}.quantity`] = 'Quantity must be more than 0';
    if (numberOf(line.price) < 0) errors[`lines.${i}.price`] = 'Price cannot be negative';
    const discount = numberOf(line.discount);
    if (discount < 0) errors[`lines.${i}.discount`] = 'Discount cannot be negative';
    else if (discount > lineGross(line) + 1e-9)
      errors[`lines.${i}.discount`] = 'Discount is more than the line amount';
    const limit = serialLimit(line.quantity);
    if (line.serialItemIds.length > limit)
      errors[`lines.${i}.serialItemIds`] = MESSAGES.invoices.tooManySerials(limit);
  });
  return errors;
}

/** The create/update body (without id or idempotency key). */
export function toInvoiceInput(values: InvoiceFormValues): InvoiceCreateInput {
  const placeOfSupply = values.placeOfSupply ? Number(values.placeOfSupply) : undefined;
  return {
    invoiceDate: values.invoiceDate || undefined,
    dueDate: values.dueDate || undefined,
    dateOfSupply: values.dateOfSupply || null,
    transportMode: values.transportMode.trim() || DEFAULT_TRANSPORT_MODE,
    vehicleNumber: values.vehicleNumber,
    placeOfSupply,
    billToId: values.billToId,
    shipToId: values.shipToId || null,
    termsAndConditions: values.termsAndConditions,
    taxInclusive: values.taxInclusive,
    supplyType: supplyTypeFor(billToParty(values), values.supplyType),
    deliveryAddress: hasDelivery(values)
      ? {
          name: values.deliveryName,
          address: values.deliveryAddress,
          stateCode: Number(values.deliveryStateCode || values.placeOfSupply || 0),
          gstin: values.deliveryGstin,
          phoneNumber: values.deliveryPhone,
          email: values.deliveryEmail,
        }
      : null,
    lines: values.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      quantity: numberOf(line.quantity),
      price: amountOf(line.price),
      discount: amountOf(line.discount),
      serialItemIds: line.serialItemIds,
      serialDetails: line.serialDetails,
    })),
  };
}

/**
 * The live totals for the drawer: the lines with a product through the domain engine (the
 * server's own), with the place of supply, the SEZ flag, tax-inclusive prices, pre-tax line
 * discounts, the zero-rated supply type and the shop's round-off setting.
 */
export function invoiceTotals(
  values: InvoiceFormValues,
  supplierStateCode: number,
  options: { roundOff?: boolean } = {},
): GstDocument | null {
  const lines = values.lines
    .filter((l) => l.productId)
    .map((l) => ({
      quantity: amountOf(l.quantity),
      price: amountOf(l.price),
      gstRate: l.gstPercentage,
      discount: amountOf(l.discount),
      minPrice: l.minPrice,
    }));
  const supplyType = supplyTypeFor(billToParty(values), values.supplyType) ?? undefined;
  return safeGstDocument({
    lines,
    place: placeOf(supplierStateCode, values.placeOfSupply, values.billToIsSez),
    taxInclusive: values.taxInclusive,
    supplyType,
    roundOff: options.roundOff ?? false,
  });
}
