import { z } from 'zod';
import { ZId, ZMoney, ZPageInput } from '@gst/domain';
import { PAYMENT_MODES } from '@gst/db/schema';
import { ZCalendarDate } from '../invoices/invoices.schema';

const ZPositiveMoney = ZMoney.refine((v) => Number(v) > 0, 'must be more than 0');

export const ZAllocationInput = z.object({
  invoiceId: ZId,
  amount: ZPositiveMoney,
});

/**
 * A receipt (issue 16): who paid, when, how much and how, and which open invoices of that
 * customer it pays; what is not allocated stays as the customer's advance.
 */
export const ZPaymentInput = z.object({
  customerId: ZId,
  paymentDate: ZCalendarDate.optional(),
  amount: ZPositiveMoney,
  mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(', ')}` }),
  reference: z.string().trim().max(100).optional().default(''),
  remarks: z.string().trim().max(1000).optional().default(''),
  allocations: z.array(ZAllocationInput).max(500).optional().default([]),
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type TPaymentInput = z.output<typeof ZPaymentInput>;

/** Applies what is left of a receipt (the customer's advance) to more invoices. */
export const ZAllocateInput = z.object({
  paymentId: ZId,
  allocations: z.array(ZAllocationInput).min(1, 'Add at least one invoice').max(500),
});
export type TAllocateInput = z.output<typeof ZAllocateInput>;

export const ZPaymentListInput = ZPageInput.extend({ customerId: ZId.optional() });
export type TPaymentListInput = z.output<typeof ZPaymentListInput>;

export const ZReceivablesInput = z.object({
  /** Aging is counted on this day (India); default today. */
  asOf: ZCalendarDate.optional(),
  search: z.string().trim().max(200).optional(),
});
export type TReceivablesInput = z.output<typeof ZReceivablesInput>;

export const ZStatementInput = z
  .object({ customerId: ZId, from: ZCalendarDate, to: ZCalendarDate })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] });
export type TStatementInput = z.output<typeof ZStatementInput>;
