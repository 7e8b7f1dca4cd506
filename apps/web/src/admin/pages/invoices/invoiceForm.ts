/**
 * The invoice drawer's form values and the pure conversions around them: defaults (spec §3),
 * a loaded invoice or a quote (Invoicing) into values, values into the API input, validation
 * (spec §5: the invoice drawer's contract, ZInvoiceForm in @gst/domain/contracts, built on the
 * server's invoice contract) and the live totals, computed by the same domain function the
 * server uses. The
 * values and defaults live in invoiceValues.ts, the quote conversions in invoiceFromQuote.ts and
 * the transport fields in transport.ts; all are exported from here.
 */
import { schemaResolver } from '@mantine/form';
import type { GstDocument } from '@gst/domain';
import { hasDeliveryAddress, serialLimitOf, ZInvoiceForm } from '@gst/domain/contracts';
import {
  needsSupplyType,
  placeOf,
  safeGstDocument,
  supplyTypeFor,
  type ZeroRatedParty,
} from '../billing/gst';
import { amountOf, numberOf } from '../billing/money';
import type { InvoiceCreateInput } from '../billing/types';
import { transportInput } from './transport';
import type { InvoiceFormValues } from './invoiceValues';

export * from './invoiceValues';
export * from './invoiceFromQuote';

/**
 * The drawer's sections open at first: Invoice Details (which starts with the required Bill to)
 * and the products. Bill to must never sit in a closed section (issue 19).
 */
export const INVOICE_DRAWER_OPEN = ['details', 'products'];

/** How many serials a line may carry: its whole quantity (the contract's rule). */
export const serialLimit = serialLimitOf;

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

/**
 * Field errors keyed by form path ('lines.0.productId'); empty when the form may be saved: the
 * invoice drawer's contract (ZInvoiceForm, @gst/domain/contracts), in the drawer's words first,
 * then the server's invoice contract's own fields.
 */
export const invoiceErrors = schemaResolver(ZInvoiceForm, { sync: true });

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
    deliveryAddress: hasDeliveryAddress(values)
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
    ...(values.quoteId ? { quoteId: values.quoteId } : {}),
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
