import { z } from 'zod';
import {
  DEFAULT_QUOTE_DEMAND_KW,
  DEFAULT_UOM,
  documentDate,
  ZId,
  ZMoney,
  ZOptionalGstin,
  ZPageInput,
  ZStateCode,
} from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';
import { QUOTE_STATUSES, QUOTE_TYPES } from '@gst/db/schema';
import { QUOTE_DISPLAY_STATUSES } from '../shared/quote-link';

export const ZQuoteLineInput = z.strictObject({
  productId: ZId.optional().nullable(),
  productName: z.string().trim().min(1, 'Product name is required').max(300),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(1_000_000),
  price: ZMoney.default('0.00'),
  gstPercentage: z.coerce
    .number({ error: 'GST % must be a number' })
    .min(0)
    .max(100)
    .refine((n) => Number.isInteger(Math.round(n * 1e6) / 1e4), 'GST % may have at most 2 decimals')
    .default(0),
  uomUnit: z.string().trim().max(20).optional().default(DEFAULT_UOM),
});

export const ZQuoteInput = z.strictObject({
  quoteDate: documentDate('Quote date').optional(),
  expiryDate: documentDate('Expiry date').optional(),
  status: z.enum(QUOTE_STATUSES).optional().default('Pending'),
  /** An existing customer fills (and locks) the customer fields; without one they are typed. */
  customerId: ZId.optional().nullable(),
  customerName: z.string().trim().max(200).optional().default(''),
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  address: z.string().trim().max(1000).optional().default(''),
  email: z.string().trim().max(254).optional().default(''),
  phoneNumber: z.string().trim().max(20).optional().default(''),
  /**
   * State code of the place of supply for a typed customer (issue 15); default the shop's state.
   * A picked customer's own state is used instead.
   */
  placeOfSupply: ZStateCode.optional().nullable(),
  userDemand: z.coerce
    .number({ error: 'Demand must be a number' })
    .min(0)
    .max(100_000)
    .optional()
    .default(DEFAULT_QUOTE_DEMAND_KW),
  discountPrice: ZMoney.default('0.00'),
  termsAndConditions: z.string().trim().max(5000).optional(),
  isInstallationRequired: z.boolean().optional().default(false),
  quoteType: z.enum(QUOTE_TYPES).optional().default('Quote'),
  /** The typed prices include GST: the taxable value is backed out of them (issue 15). */
  taxIncluded: z.boolean().optional().default(false),
  /** Only used when installation is required; otherwise the total is computed. */
  totalAmount: ZMoney.optional(),
  statusMessage: z.string().trim().max(1000).optional().default(''),
  expectedDate: documentDate('Expected date').optional().nullable(),
  lines: z.array(ZQuoteLineInput).max(200, 'At most 200 lines per quote').default([]),
});
export type TQuoteInput = z.infer<typeof ZQuoteInput>;

export const ZQuoteUpdate = ZQuoteInput.extend({ id: ZId });
export type TQuoteUpdate = z.infer<typeof ZQuoteUpdate>;

export const ZQuoteListInput = ZPageInput.extend({
  /** The demand filter splits at 5 kW (spec §9). */
  demand: z.enum(['below5', 'atLeast5']).optional(),
  /** The status shown: the stored one, or Invoiced / Expired derived on read (issue 29). */
  status: z.enum(QUOTE_DISPLAY_STATUSES).optional(),
  ...SYNC_FILTERS,
});
export type TQuoteListInput = z.infer<typeof ZQuoteListInput>;
