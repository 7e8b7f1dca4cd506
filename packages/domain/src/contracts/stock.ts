import { z } from 'zod';
import { ZId } from './common';
import { documentDate } from './dates';

/**
 * A stock adjustment (issue 31): units found or lost at a count, damaged, used in the shop, with
 * the reason; units coming in name what one cost (the average when left out).
 */
export const ZStockAdjustmentInput = z.strictObject({
  productId: ZId,
  adjustmentDate: documentDate('Adjustment date'),
  /** Signed: + found or brought in, − lost, damaged or used. */
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .refine((n) => n !== 0, 'Quantity must not be 0')
    .refine((n) => Math.abs(n) <= 1_000_000, 'Quantity is too large')
    .refine((n) => Number.isInteger(n * 1000), 'Quantity may have at most 3 decimals'),
  unitCost: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || !Number.isInteger(Math.round(n * 10000))) {
        ctx.addIssue({ code: 'custom', message: 'Unit cost must be rupees, 0 or more' });
        return z.NEVER;
      }
      return n.toFixed(4);
    }),
  reason: z.string().trim().min(1, 'Give the reason for the adjustment').max(300),
});
export type TStockAdjustmentInput = z.output<typeof ZStockAdjustmentInput>;

/** A product's low-stock level (null: none). */
export const ZLowStockLevelInput = z.strictObject({
  productId: ZId,
  lowStockLevel: z.coerce.number().min(0).max(1_000_000).nullable(),
});
