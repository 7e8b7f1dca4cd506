/**
 * The invoice drawer's form values (spec §3): their shape, the create defaults and a saved
 * invoice as values. Conversions from a quote are in invoiceFromQuote.ts, validation, the API
 * body and the live totals in invoiceForm.ts, the transport (e-way bill Part B) in transport.ts.
 */
import { DEFAULT_DUE_DAYS, addDays } from '@gst/domain';
import type { SupplyTypeValue } from '../billing/gst';
import { nextLineKey } from '../billing/keys';
import type { InvoiceDetail } from '../billing/types';
import { TRANSPORT_DEFAULTS, transportFromDetail, type TransportValues } from './transport';

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

export type InvoiceFormValues = TransportValues & {
  invoiceNumber: string;
  /** The quote this invoice is made from (Invoicing, issue 29): the server marks it invoiced. */
  quoteId?: string;
  invoiceDate: string;
  dueDate: string;
  dateOfSupply: string;
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
    ...TRANSPORT_DEFAULTS,
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
    ...transportFromDetail(detail),
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
