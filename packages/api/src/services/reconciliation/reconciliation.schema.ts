import { z } from 'zod';
import { ZId } from '@gst/domain';
import { ZReturnPeriod } from '../shared/return-period-input';

/**
 * Reconciliation of the purchase register with GSTR-2B (issue 32): a period ('MMYYYY', as the
 * portal writes it) and the tolerance amounts may differ by and still count as rounding. The
 * tolerance is the shop's setting `reconciliationTolerance` (±₹1 by default, the issue's) unless
 * the request gives one.
 */
export const RECONCILIATION_DEFAULT_TOLERANCE = '1.00';

export const ZReconTolerance = z
  .string({ error: 'tolerance must be rupees, e.g. 1 or 0.50' })
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'tolerance must be rupees, e.g. 1 or 0.50 (up to 9999.99)');

export const ZReconciliationInput = z.strictObject({
  period: ZReturnPeriod,
  tolerance: ZReconTolerance.optional(),
});
export type TReconciliationInput = z.output<typeof ZReconciliationInput>;

/** The supplier whose documents are missing in 2B, by GSTIN (as the books and 2B write it). */
export const ZSupplierSummaryInput = ZReconciliationInput.extend({
  supplierGstin: z
    .string({ error: 'supplierGstin: enter the GSTIN' })
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{15}$/, 'supplierGstin: a GSTIN has 15 letters and digits'),
});
export type TSupplierSummaryInput = z.output<typeof ZSupplierSummaryInput>;

export const RECONCILIATION_ACTIONS = ['accept', 'link', 'unlink', 'pending', 'ignore'] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

/**
 * One document or pair an action is about: a purchase bill or a purchase return (the books), a
 * document of the period's active GSTR-2B import (its id as the view gives it), or both.
 */
export const ZReconciliationItem = z
  .strictObject({
    purchaseBillId: ZId.optional(),
    purchaseReturnId: ZId.optional(),
    gstr2bDocumentId: ZId.optional(),
  })
  .refine((i) => !(i.purchaseBillId && i.purchaseReturnId), {
    message: 'Give a purchase bill or a purchase return, not both',
  })
  .refine((i) => i.purchaseBillId || i.purchaseReturnId || i.gstr2bDocumentId, {
    message: 'Give a purchase bill or return, a GSTR-2B document, or both',
  });
export type TReconciliationItem = z.output<typeof ZReconciliationItem>;

/**
 * accept: the engine's suggested (or mismatched) pair, as it pairs them; link: a books document
 * with a 2B document by hand; unlink: forget the decisions on these documents (they are computed
 * again); pending: follow up with the supplier; ignore: leave out of what needs attention. One
 * item or many (bulk), all or none.
 */
export const ZReconciliationActionInput = z.strictObject({
  period: ZReturnPeriod,
  action: z.enum(RECONCILIATION_ACTIONS),
  items: z
    .array(ZReconciliationItem)
    .min(1, 'items: give at least one document or pair')
    .max(500, 'items: at most 500 at a time'),
  note: z.string().trim().max(500).optional().default(''),
  tolerance: ZReconTolerance.optional(),
});
export type TReconciliationActionInput = z.output<typeof ZReconciliationActionInput>;
