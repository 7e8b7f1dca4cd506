import { z } from 'zod';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';

/**
 * A receipt's input (issue 16): the one contract of the tRPC create, the REST body and the bulk
 * seeding path. The receipt drawer checks its values with `paymentFormSchema` (payment-form.ts).
 */

/** How a customer paid; the receipts table takes the same list (@gst/db ledger.ts). */
export const PAYMENT_MODES = ['cash', 'upi', 'bank-transfer', 'cheque', 'card'] as const;
export type TPaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_REMARKS_MAX = 1000;

const ZPositiveMoney = ZMoney.refine((v) => Number(v) > 0, 'must be more than 0');

export const ZAllocationInput = z.strictObject({
  invoiceId: ZId,
  amount: ZPositiveMoney,
});

/**
 * A receipt (issue 16): who paid, when, how much and how, and which open invoices of that
 * customer it pays; what is not allocated stays as the customer's advance.
 */
export const ZPaymentInput = z.strictObject({
  customerId: ZId,
  paymentDate: documentDate('Receipt date').optional(),
  amount: ZPositiveMoney,
  mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(', ')}` }),
  reference: z.string().trim().max(PAYMENT_REFERENCE_MAX).optional().default(''),
  remarks: z.string().trim().max(PAYMENT_REMARKS_MAX).optional().default(''),
  allocations: z.array(ZAllocationInput).max(500).optional().default([]),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type TPaymentInput = z.output<typeof ZPaymentInput>;

/** Applies what is left of a receipt (the customer's advance) to more invoices. */
export const ZAllocateInput = z.strictObject({
  paymentId: ZId,
  allocations: z.array(ZAllocationInput).min(1, 'Add at least one invoice').max(500),
});
export type TAllocateInput = z.output<typeof ZAllocateInput>;
