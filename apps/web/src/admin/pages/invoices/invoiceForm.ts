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
import {
  defaultPlaceOfSupply,
  EXPORT_PLACE_OF_SUPPLY,
  stateCodeLabel,
  type GstDocument,
} from '@gst/domain';
import {
  exportDetailsOf,
  hasDeliveryAddress,
  serialLimitOf,
  ZInvoiceForm,
} from '@gst/domain/contracts';
import { ewayGoodsValue } from '../billing/ewayGoods';
import {
  needsSupplyType,
  placeOf,
  safeGstDocument,
  supplyTypeFor,
  type ZeroRatedParty,
} from '../billing/gst';
import { unitCostOf, type CostSource } from '../billing/cost';
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

/** Issue 30: the bill-to customer is abroad (state code 96): the Export Details section shows. */
export function isExportInvoice(values: InvoiceFormValues): boolean {
  return values.billToId !== '' && Number(values.billToStateCode) === EXPORT_PLACE_OF_SUPPLY;
}

/**
 * Issue 30: the reverse-charge switch shows for a registered bill-to (a GSTIN) in India, not an
 * SEZ: the recipient who pays the tax under CGST Act s.9(3)/(4) must be registered, and an export
 * or SEZ supply is zero-rated (the contract's `invoicePartyRuleError`).
 */
export function showsReverseCharge(values: InvoiceFormValues): boolean {
  return (
    values.billToId !== '' &&
    values.billToGstin.trim() !== '' &&
    !needsSupplyType(billToParty(values))
  );
}

/** A saved place (issue 29) as the delivery address: its text, state, PIN and city apart. */
export function deliveryFromPlace(place: {
  address: string;
  stateCode: number;
  pinCode: string;
  city?: string;
}): Partial<InvoiceFormValues> {
  return {
    deliveryAddress: place.address.trim(),
    deliveryStateCode: String(place.stateCode),
    deliveryPinCode: place.pinCode,
    deliveryCity: place.city ?? '',
  };
}

/** The goods go somewhere other than the bill-to's address: a ship-to customer or a typed one. */
function deliveredElsewhere(values: InvoiceFormValues): boolean {
  const shipTo = values.shipToId !== '' && values.shipToId !== values.billToId;
  return shipTo || hasDeliveryAddress(values);
}

/**
 * The place of supply the law gives when the user has chosen none: the server's rule
 * (defaultPlaceOfSupply, @gst/domain): the bill-to's state, except for an unregistered buyer whose
 * goods are typed to an address in another state (IGST Act s.10(1)(ca)): that state.
 */
export function suggestedPlaceOfSupply(values: InvoiceFormValues): string {
  if (!values.billToStateCode) return values.placeOfSupply;
  const delivery =
    hasDeliveryAddress(values) && values.deliveryStateCode
      ? Number(values.deliveryStateCode)
      : null;
  const billTo = { stateCode: Number(values.billToStateCode), gstin: values.billToGstin };
  return String(defaultPlaceOfSupply(billTo, delivery));
}

/**
 * A change of the buyer or the delivery address, with the place of supply following the law's
 * default while it still shows the old default (or nothing); one the user chose stays.
 */
export function withPlaceOfSupply(
  values: InvoiceFormValues,
  patch: Partial<InvoiceFormValues>,
): Partial<InvoiceFormValues> {
  const following =
    values.placeOfSupply === '' || values.placeOfSupply === suggestedPlaceOfSupply(values);
  if (!following) return patch;
  const next = { ...values, ...patch };
  return { ...patch, placeOfSupply: suggestedPlaceOfSupply(next) };
}

/**
 * The hint under Place of supply. Goods delivered to a third person on a registered buyer's order
 * are supplied where the buyer is (IGST Act s.10(1)(b)); goods for an unregistered buyer, where the
 * invoice sends them (s.10(1)(ca)). The user may still choose another state, and is told which
 * state the rule gives.
 */
export function placeOfSupplyHint(values: InvoiceFormValues): string {
  const decides = 'Decides CGST + SGST (same state as the shop) or IGST';
  if (!deliveredElsewhere(values) || !values.billToStateCode) return decides;
  const registered = values.billToGstin.trim() !== '';
  const rule = registered
    ? "goods sent elsewhere on a registered buyer's order are supplied in the buyer's state (IGST Act s.10(1)(b))"
    : 'goods for an unregistered buyer are supplied where the invoice sends them (IGST Act s.10(1)(ca))';
  const suggested = suggestedPlaceOfSupply(values);
  if (values.placeOfSupply === suggested)
    return registered
      ? "The bill-to's state, though the goods go elsewhere: IGST Act s.10(1)(b)"
      : `The state the invoice sends the goods to: ${rule}`;
  return `By law ${rule}: ${stateCodeLabel(Number(suggested))}`;
}

/**
 * What changes when the bill-to customer is picked (issue 30 adds its GSTIN): a switch or section
 * the new customer cannot have is cleared, so nothing hidden is sent.
 */
export function billToChange(
  values: InvoiceFormValues,
  customer: { gstin?: string; stateCode: number; isSez?: boolean } | null,
): Partial<InvoiceFormValues> {
  const next = {
    ...values,
    billToGstin: customer?.gstin ?? '',
    billToStateCode: customer ? String(customer.stateCode) : '',
    billToIsSez: customer?.isSez === true,
  };
  return {
    billToGstin: next.billToGstin,
    ...(showsReverseCharge(next) ? {} : { reverseCharge: false }),
    ...(isExportInvoice(next)
      ? {}
      : { exportCountryCode: '', exportPortCode: '', exportShippingBillNumber: '', exportShippingBillDate: '' }), // prettier-ignore
  };
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
          pinCode: values.deliveryPinCode.trim(),
          city: values.deliveryCity.trim(),
        }
      : null,
    reverseCharge: showsReverseCharge(values) && values.reverseCharge,
    exportDetails: isExportInvoice(values) ? exportDetailsOf(values) : null,
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
 * Each line with a product's cost per unit for net profit (issue 31): the saved line's recorded
 * cost, else the product's average cost in stock now (tenant.stock.onHand), else its minimum price.
 */
export function lineCosts(
  values: InvoiceFormValues,
  averageCosts?: ReadonlyMap<string, string>,
): { perUnit: string; source: CostSource }[] {
  return values.lines
    .filter((l) => l.productId)
    .map((l) =>
      unitCostOf({
        recorded: l.unitCost,
        average: averageCosts?.get(l.productId),
        minPrice: l.minPrice,
      }),
    );
}

/**
 * The live totals for the drawer: the lines with a product through the domain engine (the
 * server's own), with the place of supply, the SEZ flag, tax-inclusive prices, pre-tax line
 * discounts, the zero-rated supply type and the shop's round-off setting.
 */
export function invoiceTotals(
  values: InvoiceFormValues,
  supplierStateCode: number,
  options: { roundOff?: boolean; averageCosts?: ReadonlyMap<string, string> } = {},
): GstDocument | null {
  const costs = lineCosts(values, options.averageCosts);
  const lines = values.lines
    .filter((l) => l.productId)
    .map((l, i) => ({
      quantity: amountOf(l.quantity),
      price: amountOf(l.price),
      gstRate: l.gstPercentage,
      discount: amountOf(l.discount),
      minPrice: costs[i]?.perUnit ?? l.minPrice,
      taxability: l.taxability,
    }));
  const supplyType = supplyTypeFor(billToParty(values), values.supplyType) ?? undefined;
  return safeGstDocument({
    lines,
    place: placeOf(supplierStateCode, values.placeOfSupply, values.billToIsSez),
    taxInclusive: values.taxInclusive,
    supplyType,
    reverseCharge: showsReverseCharge(values) && values.reverseCharge,
    roundOff: options.roundOff ?? false,
  });
}

/**
 * The goods value the e-way bill counts (issue 30: as the server does, services and untaxed lines
 * left out), from the live totals' lines (those with a product, in the form's order).
 */
export function ewayGoodsOf(values: InvoiceFormValues, totals: GstDocument | null): string | null {
  if (!totals) return null;
  const picked = values.lines.filter((l) => l.productId);
  return ewayGoodsValue(
    totals.lines.map((line, i) => ({
      hsnCode: picked[i]?.hsnCode ?? '',
      taxability: picked[i]?.taxability,
      taxableValue: line.taxableValue,
      tax: line.taxAmount,
    })),
  );
}
