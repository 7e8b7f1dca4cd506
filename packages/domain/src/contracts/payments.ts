import { z } from 'zod';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';
import { checkCashWithoutAccount, ZMovementBankAccount } from './bank-accounts';

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
 * Income-tax TDS a buyer may deduct when paying (issue 33): s.194Q (purchase of goods), 194C
 * (contracts), 194J (professional or technical fees), 194H (commission), 194I (rent), 194O
 * (e-commerce operator), or another section.
 */
export const TDS_SECTIONS = ['194Q', '194C', '194J', '194H', '194I', '194O', 'other'] as const;
export type TTdsSection = (typeof TDS_SECTIONS)[number];
export const TDS_RATE_MAX = 30;
export const FORM16A_NUMBER_MAX = 50;

const ZTdsRate = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,2}(\.\d{1,3})?$/.test(v) && Number(v) <= TDS_RATE_MAX, {
    message: `TDS rate must be a percent from 0 to ${TDS_RATE_MAX} with at most 3 decimals`,
  });

/** A receipt's TDS details that may be entered or corrected later (Form 16A arrives quarterly). */
export const ZTdsFields = {
  tdsSection: z
    .enum(['', ...TDS_SECTIONS], { error: `tdsSection must be one of ${TDS_SECTIONS.join(', ')}` })
    .optional()
    .default(''),
  tdsRate: ZTdsRate.nullable().optional().default(null),
  tdsAmount: ZMoney.optional().default('0.00'),
  form16aNumber: z.string().trim().max(FORM16A_NUMBER_MAX).optional().default(''),
  form16aDate: documentDate('Form 16A date').nullable().optional().default(null),
};

type TdsValues = { tdsSection: string; tdsRate: string | null; tdsAmount: string };

/** TDS needs its section; a rate or a Form 16A without TDS means nothing. */
export function tdsFieldErrors(v: TdsValues & { form16aNumber: string }): string[] {
  const hasTds = Number(v.tdsAmount) > 0;
  if (hasTds && !v.tdsSection) return ['Choose the TDS section the customer deducted under'];
  if (!hasTds && (v.tdsSection || v.tdsRate !== null || v.form16aNumber))
    return ['Enter the TDS amount deducted, or leave the TDS section, rate and Form 16A empty'];
  return [];
}

const refineTds = (v: TdsValues & { form16aNumber: string }, ctx: z.RefinementCtx) => {
  for (const message of tdsFieldErrors(v))
    ctx.addIssue({ code: 'custom', message, path: ['tdsAmount'] });
};

/**
 * A receipt (issue 16): who paid, when, how much and how, and which open invoices of that
 * customer it pays; what is not allocated stays as the customer's advance.
 */
export const ZPaymentInput = z
  .strictObject({
    customerId: ZId,
    paymentDate: documentDate('Receipt date').optional(),
    amount: ZPositiveMoney,
    mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(', ')}` }),
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX).optional().default(''),
    remarks: z.string().trim().max(PAYMENT_REMARKS_MAX).optional().default(''),
    allocations: z.array(ZAllocationInput).max(500).optional().default([]),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    /** TDS the customer deducted (issue 33): the receipt settles amount + tdsAmount. */
    ...ZTdsFields,
    /** The shop's bank account a non-cash receipt went into (issue 33). */
    ...ZMovementBankAccount,
  })
  .superRefine(refineTds)
  .superRefine((v, ctx) => {
    checkCashWithoutAccount(
      { cash: v.mode === 'cash', bankAccountId: v.bankAccountId },
      'receipt',
      ctx,
    );
  });
export type TPaymentInput = z.output<typeof ZPaymentInput>;

/** Applies what is left of a receipt (the customer's advance) to more invoices. */
export const ZAllocateInput = z.strictObject({
  paymentId: ZId,
  allocations: z.array(ZAllocationInput).min(1, 'Add at least one invoice').max(500),
});
/** A receipt's TDS details set or corrected later (the Form 16A once it arrives): the REST body. */
export const ZPaymentTdsBody = z.strictObject(ZTdsFields).superRefine(refineTds);

/** The same with the receipt's id (tRPC `tenant.payments.setTds`). */
export const ZPaymentTdsInput = z.strictObject({ id: ZId, ...ZTdsFields }).superRefine(refineTds);
export type TPaymentTdsInput = z.output<typeof ZPaymentTdsInput>;

export type TAllocateInput = z.output<typeof ZAllocateInput>;
