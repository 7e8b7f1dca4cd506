import { z } from 'zod';
import { ZId, ZMoney } from './common';
import { documentDate } from './dates';
import { checkCashWithoutAccount, ZMovementBankAccount } from './bank-accounts';
import { PAYMENT_MODES, PAYMENT_REFERENCE_MAX, PAYMENT_REMARKS_MAX } from './payments';

/**
 * A payment to a supplier (issue 31): who was paid, when, how much and how, and which of that
 * supplier's open purchase bills it settles; what is not allocated is an advance to the supplier.
 * The same contract for tRPC, REST and the demo year.
 */
const ZPositiveMoney = ZMoney.refine((v) => Number(v) > 0, 'must be more than 0');

export const ZSupplierAllocationInput = z.strictObject({
  billId: ZId,
  amount: ZPositiveMoney,
});

export const ZSupplierPaymentInput = z
  .strictObject({
    supplierId: ZId,
    paymentDate: documentDate('Payment date').optional(),
    amount: ZPositiveMoney,
    mode: z.enum(PAYMENT_MODES, { error: `mode must be one of ${PAYMENT_MODES.join(', ')}` }),
    reference: z.string().trim().max(PAYMENT_REFERENCE_MAX).optional().default(''),
    remarks: z.string().trim().max(PAYMENT_REMARKS_MAX).optional().default(''),
    allocations: z.array(ZSupplierAllocationInput).max(500).optional().default([]),
    idempotencyKey: z.string().trim().min(8).max(100).optional(),
    /** The shop's bank account a non-cash payment left from (issue 33). */
    ...ZMovementBankAccount,
  })
  .superRefine((v, ctx) => {
    checkCashWithoutAccount(
      { cash: v.mode === 'cash', bankAccountId: v.bankAccountId },
      'payment',
      ctx,
    );
  });
export type TSupplierPaymentInput = z.output<typeof ZSupplierPaymentInput>;
