/**
 * The quote drawer's form values and their pure conversions: defaults (spec §3), a loaded quote
 * into values, values into the API input, the line rules of spec §4 (a product fills and locks
 * its line; no product frees it) and the live total (spec §9).
 */
import {
  DEFAULT_DUE_DAYS,
  DEFAULT_QUOTE_DEMAND_KW,
  DEFAULT_UOM,
  addDays,
  gstinStateCode,
  type GstDocument,
  type GstPlace,
} from '@gst/domain';
import { placeOf, safeGstDocument } from '../billing/gst';
import { nextLineKey } from '../billing/keys';
import { amountOf, numberOf } from '../billing/money';
import type { ProductOption, QuoteCreateInput, QuoteDetail } from '../billing/types';

export const QUOTE_TYPES = ['Quote', 'Proforma Invoice'] as const;
export const QUOTE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteType = (typeof QUOTE_TYPES)[number];

export type QuoteLineValues = {
  key: string;
  /** '' = typed freely, without a product. */
  productId: string;
  productName: string;
  quantity: number | string;
  price: number | string;
  gstPercentage: number | string;
  uomUnit: string;
  /** The product's minimum price, for the net profit line. */
  minPrice: string;
};

export type QuoteFormValues = {
  quoteNumber: string;
  quoteType: QuoteType;
  status: QuoteStatus;
  quoteDate: string;
  expiryDate: string;
  userDemand: number | string;
  isInstallationRequired: boolean;
  /** '' = no saved customer: the fields below are typed. */
  customerId: string;
  customerName: string;
  /** The saved customer's state code ('' without one) and SEZ flag: the place of supply. */
  customerStateCode: string;
  customerIsSez: boolean;
  gstin: string;
  address: string;
  email: string;
  phoneNumber: string;
  termsAndConditions: string;
  taxIncluded: boolean;
  discountPrice: number | string;
  /** Typed only when installation is required; otherwise the computed total is sent. */
  totalAmount: number | string;
  lines: QuoteLineValues[];
};

export function emptyQuoteLine(): QuoteLineValues {
  return {
    key: nextLineKey(),
    productId: '',
    productName: '',
    quantity: 1,
    price: 0,
    gstPercentage: 0,
    uomUnit: DEFAULT_UOM,
    minPrice: '0',
  };
}

/** Spec §4: a product fills name, GST %, price (its minimum price), unit and quantity 1. */
export function lineFromProduct(line: QuoteLineValues, product: ProductOption): QuoteLineValues {
  return {
    ...line,
    productId: product.id,
    productName: product.productLabel,
    quantity: 1,
    price: product.productMinPrice,
    gstPercentage: product.gstPercentage,
    uomUnit: product.uomUnit || DEFAULT_UOM,
    minPrice: String(product.productMinPrice),
  };
}

/** Spec §4: choosing no product resets the line to free typing. */
export function resetLine(line: QuoteLineValues): QuoteLineValues {
  return { ...emptyQuoteLine(), key: line.key };
}

export function newQuoteValues(today: string, terms: string): QuoteFormValues {
  return {
    quoteNumber: '',
    quoteType: 'Quote',
    status: 'Pending',
    quoteDate: today,
    expiryDate: addDays(today, DEFAULT_DUE_DAYS),
    userDemand: DEFAULT_QUOTE_DEMAND_KW,
    isInstallationRequired: false,
    customerId: '',
    customerName: '',
    customerStateCode: '',
    customerIsSez: false,
    gstin: '',
    address: '',
    email: '',
    phoneNumber: '',
    termsAndConditions: terms,
    taxIncluded: false,
    discountPrice: 0,
    totalAmount: 0,
    lines: [emptyQuoteLine()],
  };
}

export function quoteValuesFromDetail(quote: QuoteDetail): QuoteFormValues {
  return {
    quoteNumber: quote.quoteNumber,
    quoteType: quote.quoteType,
    status: quote.status,
    quoteDate: quote.quoteDate,
    expiryDate: quote.expiryDate,
    userDemand: Number(quote.userDemand),
    isInstallationRequired: quote.isInstallationRequired,
    customerId: quote.customerId ?? '',
    customerName: quote.customerName,
    customerStateCode: String(quotePlaceOfSupply(quote) ?? ''),
    customerIsSez: false,
    gstin: quote.gstin,
    address: quote.address,
    email: quote.email,
    phoneNumber: quote.phoneNumber,
    termsAndConditions: quote.termsAndConditions,
    taxIncluded: quote.taxIncluded,
    discountPrice: Number(quote.discountPrice),
    totalAmount: Number(quote.totalAmount),
    lines: quote.lines.map((line) => ({
      key: nextLineKey(),
      productId: line.productId ?? '',
      productName: line.productName,
      quantity: Number(line.quantity),
      price: Number(line.price),
      gstPercentage: Number(line.gstPercentage),
      uomUnit: line.uomUnit,
      minPrice: line.productMinPrice,
    })),
  };
}

/**
 * Issue 15 adapter: the place of supply the server stored on the quote (`quotes.placeOfSupply`),
 * once `tenant.quotes.get` answers it; undefined before.
 */
export function quotePlaceOfSupply(quote: object): number | undefined {
  if (!('placeOfSupply' in quote)) return undefined;
  const code = Number(quote.placeOfSupply);
  return Number.isInteger(code) && code > 0 ? code : undefined;
}

/**
 * The quote's place of supply: the saved customer's state; without one, the state of the typed
 * GSTIN; without that, the shop's own state (an unregistered walk-in buyer).
 */
export function quotePlace(
  values: Pick<QuoteFormValues, 'customerStateCode' | 'customerIsSez' | 'gstin'>,
  supplierStateCode: number,
): GstPlace {
  const fromGstin =
    values.gstin.trim().length === 15 ? gstinStateCode(values.gstin.trim()) : undefined;
  return placeOf(supplierStateCode, values.customerStateCode || fromGstin, values.customerIsSez);
}

/** A typed customer's place of supply: the chosen state, else the GSTIN's; null: the shop's. */
export function typedPlaceOfSupply(
  values: Pick<QuoteFormValues, 'customerStateCode' | 'gstin'>,
): number | null {
  const place = quotePlace({ ...values, customerIsSez: false }, 0).placeOfSupply;
  return place > 0 ? place : null;
}

/**
 * The computed total (spec §9, issue 15): the lines through the domain engine with the place of
 * supply (IGST when inter-state), tax-inclusive prices when 'Prices include GST' is on, and the
 * spec's discount after tax.
 */
export function quoteTotals(
  values: QuoteFormValues,
  supplierStateCode: number,
  options: { roundOff?: boolean } = {},
): GstDocument | null {
  const lines = values.lines
    .filter((l) => l.productName.trim() !== '' || l.productId)
    .map((l) => ({
      quantity: amountOf(l.quantity),
      price: amountOf(l.price),
      gstRate: amountOf(l.gstPercentage),
      minPrice: l.minPrice,
    }));
  return safeGstDocument({
    lines,
    place: quotePlace(values, supplierStateCode),
    taxInclusive: values.taxIncluded,
    discountAfterTax: amountOf(values.discountPrice),
    roundOff: options.roundOff ?? false,
  });
}

export function quoteErrors(values: QuoteFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerId && !values.customerName.trim())
    errors.customerName = 'Customer name is required';
  if (values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Enter a valid email address';
  if (values.expiryDate && values.quoteDate && values.expiryDate < values.quoteDate)
    errors.expiryDate = 'The expiry date is before the quote date';
  if (numberOf(values.userDemand) < 0) errors.userDemand = 'Demand cannot be negative';
  if (numberOf(values.discountPrice) < 0) errors.discountPrice = 'Discount cannot be negative';
  values.lines.forEach((line, i) => {
    if (!line.productName.trim()) errors[`lines.${i}.productName`] = 'Product name is required';
    if (numberOf(line.quantity) <= 0)
      errors[`lines.${i}.quantity`] = 'Quantity must be more than 0';
    if (numberOf(line.price) < 0) errors[`lines.${i}.price`] = 'Price cannot be negative';
    const rate = numberOf(line.gstPercentage);
    if (rate < 0 || rate > 100) errors[`lines.${i}.gstPercentage`] = 'GST % is from 0 to 100';
  });
  return errors;
}

export function toQuoteInput(values: QuoteFormValues): QuoteCreateInput {
  return {
    quoteDate: values.quoteDate || undefined,
    expiryDate: values.expiryDate || undefined,
    status: values.status,
    quoteType: values.quoteType,
    customerId: values.customerId || null,
    customerName: values.customerName,
    gstin: values.gstin,
    address: values.address,
    email: values.email,
    phoneNumber: values.phoneNumber,
    userDemand: numberOf(values.userDemand),
    discountPrice: amountOf(values.discountPrice),
    termsAndConditions: values.termsAndConditions,
    isInstallationRequired: values.isInstallationRequired,
    taxIncluded: values.taxIncluded,
    // A picked customer's state is the server's own choice; a typed customer sends the place.
    placeOfSupply: values.customerId ? null : typedPlaceOfSupply(values),
    ...(values.isInstallationRequired ? { totalAmount: amountOf(values.totalAmount) } : {}),
    lines: values.lines.map((line) => ({
      productId: line.productId || null,
      productName: line.productName,
      quantity: numberOf(line.quantity),
      price: amountOf(line.price),
      gstPercentage: numberOf(line.gstPercentage),
      uomUnit: line.uomUnit || undefined,
    })),
  };
}
