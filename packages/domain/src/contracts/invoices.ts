import { z } from 'zod';
import { DEFAULT_TRANSPORT_MODE } from '../constants';
import { ZOptionalGstin } from '../gstin';
import { ZStateCode } from '../states';
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

export const ZDeliveryAddress = z.strictObject({
  name: z.string().trim().max(200).default(''),
  address: z.string().trim().max(1000).default(''),
  stateCode: ZStateCode,
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  phoneNumber: z.string().trim().max(20).default(''),
  email: z.string().trim().max(254).default(''),
});

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
