import { z } from 'zod';
import { DEFAULT_TRANSPORT_MODE } from '../constants';
import { isCountryCode } from '../countries';
import { ZOptionalGstin } from '../gstin';
import { ZStateCode } from '../states';
import { EXPORT_PLACE_OF_SUPPLY } from '../tax';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';

/**
 * An invoice's input (spec §3, issue 17): the one contract of the tRPC create and update, the
 * REST body (after its field names are mapped) and the bulk seeding path. The invoice drawer
 * checks its values with `ZInvoiceForm` (invoice-form.ts), built on these fields.
 */

const ZQuantity = z.coerce
  .number({ error: 'Quantity must be a number' })
  .positive('Quantity must be more than 0')
  .max(1_000_000, 'Quantity is too large')
  .refine((n) => Number.isInteger(n * 1000), 'Quantity may have at most 3 decimals');

export const ZInvoiceLineInput = z.strictObject({
  productId: ZId,
  description: z.string().trim().max(500).optional().default(''),
  quantity: ZQuantity.default(1),
  price: ZMoney.default('0.00'),
  /** Item ids of the serial-numbered units sold on this line (at most `quantity`). */
  serialItemIds: z.array(ZId).max(1000).optional().default([]),
  serialDetails: z.string().trim().max(2000).optional().default(''),
  /** ₹ off this line BEFORE tax (CGST Act s.15(3)(a)); at most the line's quantity × price. */
  discount: ZMoney.default('0.00'),
});

export const DELIVERY_PIN_MESSAGE = 'Delivery PIN code must be 6 digits';

export const ZDeliveryAddress = z.strictObject({
  name: z.string().trim().max(200).default(''),
  address: z.string().trim().max(1000).default(''),
  stateCode: ZStateCode,
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  phoneNumber: z.string().trim().max(20).default(''),
  email: z.string().trim().max(254).default(''),
  /** Issue 30: the e-invoice's ShipDtls and the e-way bill's delivery PIN and place need them. */
  pinCode: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[1-9]\d{5}$/.test(v), DELIVERY_PIN_MESSAGE)
    .optional(),
  city: z.string().trim().max(50, 'Delivery city must be at most 50 characters').optional(),
});

// ---- Exports and reverse charge (issue 30) -------------------------------------------------

export const EXPORT_COUNTRY_MESSAGE =
  'Country must be a 2-letter ISO country code (e.g. US, AE), not IN';
export const EXPORT_PORT_MESSAGE = 'Port code must be 6 letters or digits (e.g. INMAA1)';
export const SHIPPING_BILL_NUMBER_MESSAGE = 'Shipping bill number must be up to 20 digits';
/** Refused when the bill-to is not abroad (state code 96). */
export const EXPORT_DETAILS_NOT_EXPORT =
  'Export details apply only to an export: the bill-to customer is not abroad (state code 96)';
export const REVERSE_CHARGE_ZERO_RATED =
  'Reverse charge does not apply to an export or a supply to an SEZ unit or developer';
export const REVERSE_CHARGE_NEEDS_GSTIN =
  'Reverse charge needs a registered bill-to: the customer has no GSTIN';

/**
 * An export's shipping particulars (CGST Rule 46 proviso; the e-invoice's ExpDtls): each may be
 * left blank until known (the shipping bill is filed after the invoice) and filled in later, even
 * on an issued invoice, since none of them changes a figure.
 */
export const ZExportDetails = z
  .strictObject({
    /** The country of destination, ISO 3166 alpha-2 ('' until known). */
    countryCode: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || (isCountryCode(v) && v !== 'IN'), EXPORT_COUNTRY_MESSAGE)
      .optional()
      .default(''),
    /** The Indian customs port of export (6 characters, e.g. INMAA1 Chennai sea). */
    portCode: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || /^[A-Z0-9]{6}$/.test(v), EXPORT_PORT_MESSAGE)
      .optional()
      .default(''),
    shippingBillNumber: z
      .string()
      .trim()
      .refine((v) => /^\d{0,20}$/.test(v), SHIPPING_BILL_NUMBER_MESSAGE)
      .optional()
      .default(''),
    shippingBillDate: documentDate('Shipping bill date').nullable().optional().default(null),
  })
  .meta({
    description:
      'Export only (bill-to state code 96): country of destination (ISO 3166 alpha-2), port code, shipping bill number and date; each may stay blank until known',
    example: {
      countryCode: 'AE',
      portCode: 'INMAA1',
      shippingBillNumber: '1234567',
      shippingBillDate: '2025-09-20',
    },
  });
export type TExportDetails = z.output<typeof ZExportDetails>;

/**
 * The bill-to's rules on reverse charge and export details (the server's, and the drawer's when
 * it knows the customer): the first refusal, or undefined.
 * - Reverse charge (CGST Act s.9(3)/(4)) makes a registered recipient pay the tax; an export or
 *   an SEZ supply is zero-rated, and a recipient without a GSTIN cannot pay under reverse charge.
 * - Export details belong to an export (bill-to abroad, state code 96).
 */
export function invoicePartyRuleError(
  input: { reverseCharge?: boolean; exportDetails?: unknown },
  billTo: { stateCode: number | string; isSez?: boolean; gstin?: string },
): { field: 'reverseCharge' | 'exportDetails'; message: string } | undefined {
  const abroad = Number(billTo.stateCode) === EXPORT_PLACE_OF_SUPPLY;
  if (input.reverseCharge) {
    if (abroad || billTo.isSez === true)
      return { field: 'reverseCharge', message: REVERSE_CHARGE_ZERO_RATED };
    if (!billTo.gstin) return { field: 'reverseCharge', message: REVERSE_CHARGE_NEEDS_GSTIN };
  }
  if (input.exportDetails && !abroad)
    return { field: 'exportDetails', message: EXPORT_DETAILS_NOT_EXPORT };
  return undefined;
}

/** E-way bill Part B (issue 17): the portal takes whole km from 0 to 4000. */
export const MAX_TRANSPORT_DISTANCE_KM = 4000;
/** A transporter's GSTIN or TRANSIN: 15 characters, the first two digits. */
export const TRANSPORTER_ID_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;
export const TRANSPORTER_NAME_MAX = 100;

export const ZInvoiceInput = z.strictObject({
  invoiceDate: documentDate('Invoice date').optional(),
  dueDate: documentDate('Due date').optional(),
  dateOfSupply: documentDate('Date of supply').optional().nullable(),
  transportMode: z.string().trim().max(40).optional().default(DEFAULT_TRANSPORT_MODE),
  vehicleNumber: z.string().trim().toUpperCase().max(20).optional().default(''),
  /** E-way bill Part B (issue 17): approximate distance by road, in km (the portal takes 0–4000). */
  transportDistanceKm: z
    .number({ error: 'transportDistanceKm must be a whole number of km' })
    .int('transportDistanceKm must be a whole number of km')
    .min(0, 'transportDistanceKm must be 0 to 4000 km')
    .max(MAX_TRANSPORT_DISTANCE_KM, 'transportDistanceKm must be 0 to 4000 km')
    .nullable()
    .optional()
    .default(null),
  /** The transporter's GSTIN or TRANSIN (15 characters), when a transporter carries the goods. */
  transporterId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || TRANSPORTER_ID_PATTERN.test(v), {
      message: "transporterId must be the transporter's GSTIN or TRANSIN (15 characters)",
    })
    .optional()
    .default(''),
  transporterName: z.string().trim().max(TRANSPORTER_NAME_MAX).optional().default(''),
  /** State code of the place of supply; defaults to the bill-to customer's state. */
  placeOfSupply: ZStateCode.optional(),
  billToId: ZId,
  shipToId: ZId.optional().nullable(),
  termsAndConditions: z.string().trim().max(5000).optional(),
  deliveryAddress: ZDeliveryAddress.optional().nullable(),
  /** Prices (and discounts) include GST: the taxable value is backed out of them. */
  taxInclusive: z.boolean().optional().default(false),
  /**
   * Zero-rated supply (export, or a bill-to that is an SEZ unit/developer): 'WPAY' with IGST,
   * 'WOPAY' under LUT or bond without. Required for such a supply, refused for any other.
   */
  supplyType: z.enum(['WPAY', 'WOPAY']).nullable().optional().default(null),
  /**
   * Issue 30: the tax is payable by the recipient under reverse charge (CGST Act s.9(3)/(4)): the
   * lines still show it, the invoice total does not collect it. Needs a registered bill-to.
   */
  reverseCharge: z.boolean().optional().default(false),
  /** Issue 30: an export's shipping particulars; null (or left out) for any other invoice. */
  exportDetails: ZExportDetails.nullable().optional().default(null),
  lines: z
    .array(ZInvoiceLineInput)
    .min(1, 'Add at least one product')
    .max(200, 'At most 200 lines per invoice'),
});
export type TInvoiceInput = z.infer<typeof ZInvoiceInput>;

export const ZInvoiceCreate = ZInvoiceInput.extend({
  /** A client-generated key (e.g. a UUID); a retried create with the same key replays the first result. */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
  /**
   * The quote this invoice is made from (issue 29): the quote is marked with the invoice in the
   * same transaction, and a quote already invoiced (or rejected) is refused with a 409.
   */
  quoteId: ZId.optional(),
});
export type TInvoiceCreate = z.infer<typeof ZInvoiceCreate>;

export const ZInvoiceUpdate = ZInvoiceInput.extend({ id: ZId });
export type TInvoiceUpdate = z.infer<typeof ZInvoiceUpdate>;
