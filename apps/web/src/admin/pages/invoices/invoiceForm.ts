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
  type DocumentTotals,
} from '@gst/domain';
import { nextLineKey } from '../billing/keys';
import { amountOf, numberOf, safeTotals } from '../billing/money';
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
  billTo: { id: string; name: string; stateCode: number } | null,
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

/** How many serials a line may carry: its whole quantity. */
export function serialLimit(quantity: number | string): number {
  return Math.max(0, Math.floor(numberOf(quantity)));
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
  if (values.lines.length === 0) errors.lines = 'Add at least one product';
  values.lines.forEach((line, i) => {
    if (!line.productId) errors[`lines.${i}.productId`] = 'Choose a product';
    if (numberOf(line.quantity) <= 0)
      errors[`lines.${i}.quantity`] = 'Quantity must be more than 0';
    if (numberOf(line.price) < 0) errors[`lines.${i}.price`] = 'Price cannot be negative';
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
      serialItemIds: line.serialItemIds,
      serialDetails: line.serialDetails,
    })),
  };
}

/** The live totals for the drawer: lines with a product, split by the place of supply. */
export function invoiceTotals(
  values: InvoiceFormValues,
  supplierStateCode: number,
): DocumentTotals | null {
  const lines = values.lines
    .filter((l) => l.productId)
    .map((l) => ({
      quantity: amountOf(l.quantity),
      price: amountOf(l.price),
      gstPercentage: l.gstPercentage,
      minPrice: l.minPrice,
    }));
  const placeOfSupply = Number(values.placeOfSupply) || supplierStateCode;
  return safeTotals(lines, { supplierStateCode, placeOfSupply });
}
