import { z } from 'zod';
import { documentDate, filterDate, ZId, ZMoney, ZPageInput } from '@gst/domain';
import { PAYMENT_MODES } from '@gst/db/schema';

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
  reference: z.string().trim().max(100).optional().default(''),
  remarks: z.string().trim().max(1000).optional().default(''),
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

export const ZPaymentListInput = ZPageInput.extend({ customerId: ZId.optional() });
export type TPaymentListInput = z.output<typeof ZPaymentListInput>;

export const ZReceivablesInput = z.strictObject({
  /** Aging is counted on this day (India); default today. */
  asOf: filterDate('asOf').optional(),
  search: z.string().trim().max(200).optional(),
});
export type TReceivablesInput = z.output<typeof ZReceivablesInput>;

const statementFields = { customerId: ZId, from: filterDate('from'), to: filterDate('to') };
const fromNotAfterTo = (v: { from: string; to: string }) => v.from <= v.to;
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };

export const ZStatementInput = z
  .strictObject(statementFields)
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type TStatementInput = z.output<typeof ZStatementInput>;

/** The statement as a file: its fields and the format (a PDF unless xlsx is asked for). */
export const ZStatementFileInput = z
  .strictObject({ ...statementFields, format: z.enum(['pdf', 'xlsx']).default('pdf') })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
