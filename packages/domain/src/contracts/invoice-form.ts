import { z } from 'zod';
import { MESSAGES } from '../constants';
import { EXPORT_PLACE_OF_SUPPLY } from '../tax';
import {
  alsoPasses,
  blankAsZero,
  blankOrDate,
  chosen,
  formAmount,
  formNumber,
  refusals,
  ZFormNumber,
} from './form-values';
import {
  invoicePartyRuleError,
  MAX_TRANSPORT_DISTANCE_KM,
  TRANSPORTER_ID_PATTERN,
  TRANSPORTER_NAME_MAX,
  ZDeliveryAddress,
  ZExportDetails,
  ZInvoiceInput,
  ZInvoiceLineInput,
} from './invoices';

/**
 * The invoice drawer's check before it sends (spec §5, issue 17): its values (number boxes, '' for
 * nothing chosen, the delivery address as flat fields) in the drawer's words, then the invoice
 * contract's own fields (ZInvoiceInput), each problem under its field.
 */

const isBlank = (value: string | number) => typeof value === 'string' && value.trim() === '';

/** The "Shipping & Transport" fields (e-way bill Part B): whole km, the transporter's id. */
export const ZTransportForm = z.object({
  transportMode: z.string().superRefine(alsoPasses(ZInvoiceInput.shape.transportMode)),
  vehicleNumber: z.string().superRefine(alsoPasses(ZInvoiceInput.shape.vehicleNumber)),
  transportDistanceKm: ZFormNumber.refine(
    (km) =>
      isBlank(km) ||
      (Number.isInteger(Number(km)) && Number(km) >= 0 && Number(km) <= MAX_TRANSPORT_DISTANCE_KM),
    `Distance must be whole km from 0 to ${MAX_TRANSPORT_DISTANCE_KM}`,
  ),
  transporterId: z.string().refine((id) => {
    const text = id.trim().toUpperCase();
    return text === '' || TRANSPORTER_ID_PATTERN.test(text);
  }, "Enter the transporter's 15-character GSTIN or TRANSIN"),
  transporterName: z
    .string()
    .refine(
      (name) => name.trim().length <= TRANSPORTER_NAME_MAX,
      `At most ${TRANSPORTER_NAME_MAX} characters`,
    ),
});

/** quantity × price of a line, exactly ('' and junk count as 0). */
export function lineGrossOf(line: { quantity: string | number; price: string | number }) {
  return formAmount(line.quantity).times(formAmount(line.price));
}

/** How many serials a line may carry: its whole quantity. */
export function serialLimitOf(quantity: string | number): number {
  return Math.max(0, Math.floor(formNumber(quantity)));
}

export const ZInvoiceLineForm = z
  .object({
    productId: chosen('Choose a product'),
    description: z.string().superRefine(alsoPasses(ZInvoiceLineInput.shape.description)),
    quantity: ZFormNumber.refine(
      (q) => formNumber(q) > 0,
      'Quantity must be more than 0',
    ).superRefine(alsoPasses(ZInvoiceLineInput.shape.quantity, formNumber)),
    price: ZFormNumber.refine((p) => formNumber(p) >= 0, 'Price cannot be negative').superRefine(
      alsoPasses(ZInvoiceLineInput.shape.price, blankAsZero),
    ),
    discount: ZFormNumber.refine((d) => formNumber(d) >= 0, 'Discount cannot be negative'),
    serialItemIds: z.array(z.string()),
    serialDetails: z.string().superRefine(alsoPasses(ZInvoiceLineInput.shape.serialDetails)),
  })
  .superRefine((line, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const limit = serialLimitOf(line.quantity);
    if (line.serialItemIds.length > limit)
      issue('serialItemIds', MESSAGES.invoices.tooManySerials(limit));
    // The drawer's rule on the discount first, so its message is the one shown; then the contract's.
    const discount = formAmount(line.discount);
    if (discount.isNegative()) return;
    if (discount.greaterThan(lineGrossOf(line)))
      issue('discount', 'Discount is more than the line amount');
    else
      refusals(ZInvoiceLineInput.shape.discount, blankAsZero(line.discount)).forEach((m) =>
        issue('discount', m),
      );
  });

/** The bill-to party (state code as text, '' until chosen) as the supply-type rule reads it. */
export type TZeroRatedParty = { stateCode: number | string; isSez?: boolean };

/**
 * The server's rule: a bill-to customer abroad (state 96) or an SEZ unit/developer needs a
 * zero-rated supply type (WPAY/WOPAY); any other customer must have none.
 */
export function needsZeroRatedSupplyType(party: TZeroRatedParty | null | undefined): boolean {
  if (!party) return false;
  return Number(party.stateCode) === EXPORT_PLACE_OF_SUPPLY || party.isSez === true;
}

const delivery = ZDeliveryAddress.shape;
const exportDetails = ZExportDetails.shape;
const DELIVERY_TEXT = [
  'deliveryName',
  'deliveryAddress',
  'deliveryGstin',
  'deliveryPhone',
  'deliveryEmail',
  'deliveryPinCode',
  'deliveryCity',
] as const;

/** The drawer has a delivery address when any of its text fields holds something. */
export function hasDeliveryAddress(
  values: Partial<Record<(typeof DELIVERY_TEXT)[number], string>>,
): boolean {
  return DELIVERY_TEXT.some((field) => (values[field] ?? '').trim() !== '');
}

const EXPORT_TEXT = [
  'exportCountryCode',
  'exportPortCode',
  'exportShippingBillNumber',
  'exportShippingBillDate',
] as const;

/**
 * Issue 30: the drawer's export details (flat fields, '' until known) as the invoice contract's
 * `exportDetails`: null when every field is blank.
 */
export function exportDetailsOf(values: Partial<Record<(typeof EXPORT_TEXT)[number], string>>) {
  const text = (field: (typeof EXPORT_TEXT)[number]) => (values[field] ?? '').trim();
  if (EXPORT_TEXT.every((field) => text(field) === '')) return null;
  return {
    countryCode: text('exportCountryCode').toUpperCase(),
    portCode: text('exportPortCode').toUpperCase(),
    shippingBillNumber: text('exportShippingBillNumber'),
    shippingBillDate: text('exportShippingBillDate') || null,
  };
}

/** An optional text field of the drawer (issue 30's fields, which older drawers leave out). */
const optionalText = (contract: z.ZodType) =>
  z
    .string()
    .superRefine(alsoPasses(contract, (value: string) => value.trim()))
    .optional();

export const ZInvoiceForm = z
  .object({
    ...ZTransportForm.shape,
    billToId: chosen('Choose the customer to bill'),
    billToStateCode: z.string(),
    billToIsSez: z.boolean(),
    placeOfSupply: chosen('Choose the place of supply'),
    invoiceDate: chosen('Invoice date is required').superRefine(
      alsoPasses(ZInvoiceInput.shape.invoiceDate),
    ),
    dueDate: z.string(),
    dateOfSupply: blankOrDate(ZInvoiceInput.shape.dateOfSupply),
    supplyType: z.string(),
    termsAndConditions: z.string().superRefine(alsoPasses(ZInvoiceInput.shape.termsAndConditions)),
    deliveryName: z.string().superRefine(alsoPasses(delivery.name)),
    deliveryAddress: z.string().superRefine(alsoPasses(delivery.address)),
    deliveryStateCode: z.string(),
    deliveryGstin: z.string().superRefine(alsoPasses(delivery.gstin)),
    deliveryPhone: z.string().superRefine(alsoPasses(delivery.phoneNumber)),
    deliveryEmail: z.string().superRefine(alsoPasses(delivery.email)),
    deliveryPinCode: optionalText(delivery.pinCode),
    deliveryCity: optionalText(delivery.city),
    /** Issue 30: tax payable by the recipient (reverse charge); needs a registered bill-to. */
    reverseCharge: z.boolean().optional(),
    /** The chosen bill-to's GSTIN ('' for none), for the reverse-charge rule. */
    billToGstin: z.string().optional(),
    exportCountryCode: optionalText(exportDetails.countryCode),
    exportPortCode: optionalText(exportDetails.portCode),
    exportShippingBillNumber: optionalText(exportDetails.shippingBillNumber),
    exportShippingBillDate: z
      .string()
      .superRefine(
        alsoPasses(exportDetails.shippingBillDate, (value: string) =>
          value.trim() === '' ? undefined : value.trim(),
        ),
      )
      .optional(),
    lines: z.array(ZInvoiceLineForm).min(1, 'Add at least one product'),
  })
  .superRefine((v, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (v.dueDate && v.invoiceDate && v.dueDate < v.invoiceDate)
      issue('dueDate', 'The due date is before the invoice date');
    else if (v.dueDate)
      refusals(ZInvoiceInput.shape.dueDate, v.dueDate).forEach((m) => issue('dueDate', m));
    if (hasDeliveryAddress(v) && !v.deliveryStateCode && !v.placeOfSupply)
      issue('deliveryStateCode', 'Choose the delivery state');
    const billTo = v.billToId && v.billToStateCode ? { stateCode: v.billToStateCode, isSez: v.billToIsSez } : null; // prettier-ignore
    if (needsZeroRatedSupplyType(billTo) && !v.supplyType)
      issue('supplyType', 'Choose how this zero-rated supply is made');
    if (billTo) {
      // Without the bill-to's GSTIN among the values, the GSTIN rule is left to the server.
      const party = { ...billTo, gstin: v.billToGstin ?? 'unknown' };
      const rule = invoicePartyRuleError(
        { reverseCharge: v.reverseCharge, exportDetails: exportDetailsOf(v) },
        party,
      );
      if (rule) issue(rule.field === 'reverseCharge' ? 'reverseCharge' : 'exportCountryCode', rule.message); // prettier-ignore
    }
  });
export type TInvoiceFormValues = z.input<typeof ZInvoiceForm>;
