/**
 * The invoice drawer's form values and the pure conversions around them: defaults (spec §3),
 * a loaded invoice or a quote (Invoicing) into values, values into the API input, validation
 * (spec §5) and the live totals, computed by the same domain function the server uses. The
 * values and defaults live in invoiceValues.ts, the quote conversions in invoiceFromQuote.ts and
 * the transport fields in transport.ts; all are exported from here.
 */
import { MESSAGES, toMoney, type GstDocument } from '@gst/domain';
import {
  needsSupplyType,
  placeOf,
  safeGstDocument,
  supplyTypeFor,
  type ZeroRatedParty,
} from '../billing/gst';
import { amountOf, numberOf } from '../billing/money';
import type { InvoiceCreateInput } from '../billing/types';
import { transportErrors, transportInput } from './transport';
import type { InvoiceFormValues, InvoiceLineValues } from './invoiceValues';

export * from './invoiceValues';
export * from './invoiceFromQuote';

/**
 * The drawer's sections open at first: Invoice Details (which starts with the required Bill to)
 * and the products. Bill to must never sit in a closed section (issue 19).
 */
export const INVOICE_DRAWER_OPEN = ['details', 'products'];

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
  const errors: Record<string, string> = transportErrors(values);
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
    ...transportInput(values),
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
