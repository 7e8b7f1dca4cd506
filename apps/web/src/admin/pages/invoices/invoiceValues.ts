/**
 * The invoice drawer's form values (spec §3): their shape, the create defaults and a saved
 * invoice as values. Conversions from a quote are in invoiceFromQuote.ts, validation, the API
 * body and the live totals in invoiceForm.ts, the transport (e-way bill Part B) in transport.ts.
 */
import { DEFAULT_DUE_DAYS, addDays, type Taxability } from '@gst/domain';
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
  /**
   * Issue 31: what one unit cost when the saved line was sold (invoice_lines.unit_cost), for net
   * profit; absent on a new line or once another product is picked.
   */
  unitCost?: string;
  /**
   * Issue 30: the product's HSN/SAC (the e-way bill hint counts goods, not services) and
   * taxability (a nil-rated, exempt or non-GST line carries no tax).
   */
  hsnCode: string;
  taxability: Taxability;
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
  /** Issue 30: the delivery address's PIN and city (the e-invoice's ShipDtls, the e-way bill). */
  deliveryPinCode: string;
  deliveryCity: string;
  /** The bill-to customer's GSTIN ('' for none): reverse charge needs one. */
  billToGstin: string;
  /** Issue 30: tax payable by the recipient on reverse charge (CGST Act s.9(3)/(4)). */
  reverseCharge: boolean;
  /** Issue 30: an export's shipping particulars, each '' until known. */
  exportCountryCode: string;
  exportPortCode: string;
  exportShippingBillNumber: string;
  exportShippingBillDate: string;
  lines: InvoiceLineValues[];
};

/** The issue 30 fields blank: no delivery PIN or city, forward charge, no export details. */
export const BLANK_SUPPLY_DETAILS = {
  deliveryPinCode: '',
  deliveryCity: '',
  billToGstin: '',
  reverseCharge: false,
  exportCountryCode: '',
  exportPortCode: '',
  exportShippingBillNumber: '',
  exportShippingBillDate: '',
} satisfies Partial<InvoiceFormValues>;

export function emptyInvoiceLine(): InvoiceLineValues {
  return {
    key: nextLineKey(),
    productId: '',
    productLabel: '',
    gstPercentage: '0',
    minPrice: '0',
    hsnCode: '',
    taxability: 'taxable',
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
    ...BLANK_SUPPLY_DETAILS,
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
    deliveryPinCode: delivery?.pinCode ?? '',
    deliveryCity: delivery?.city ?? '',
    billToGstin: detail.billTo?.gstin ?? '',
    reverseCharge: detail.reverseCharge,
    exportCountryCode: detail.exportDetails?.countryCode ?? '',
    exportPortCode: detail.exportDetails?.portCode ?? '',
    exportShippingBillNumber: detail.exportDetails?.shippingBillNumber ?? '',
    exportShippingBillDate: detail.exportDetails?.shippingBillDate ?? '',
    lines: detail.lines.map((line) => ({
      key: nextLineKey(),
      productId: line.productId,
      productLabel: line.productLabel,
      gstPercentage: line.gstPercentage,
      minPrice: line.productMinPrice,
      ...(line.unitCost ? { unitCost: line.unitCost } : {}),
      hsnCode: line.hsnCode,
      taxability: line.taxability,
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
