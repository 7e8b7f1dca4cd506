import { z } from 'zod';
import { documentDate, TURNOVER_BANDS, ZMoney } from '@gst/domain';
import { ZReturnPeriod } from '../shared/return-period-input';

export { ZReturnPeriod };

export const ZReturnPeriodInput = z.strictObject({ period: ZReturnPeriod });
export type TReturnPeriodInput = z.output<typeof ZReturnPeriodInput>;

/** An amount the shop enters: ZMoney (not negative, at most 2 decimals), in words it can act on. */
const REVERSAL_AMOUNT = 'Enter rupees, not negative, with at most 2 decimals (e.g. 12.50)';
const ZReversalAmount = z
  .union([z.number(), z.string()], { error: REVERSAL_AMOUNT })
  .transform((value, ctx) => {
    const parsed = ZMoney.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: REVERSAL_AMOUNT });
    return z.NEVER;
  });

/** An amount per head the shop enters (rupees, at most 2 decimals, not negative). */
const ZHeadAmounts = z.strictObject({
  igst: ZReversalAmount.optional(),
  cgst: ZReversalAmount.optional(),
  sgst: ZReversalAmount.optional(),
  cess: ZReversalAmount.optional(),
});

/**
 * The 4(B) reversals the shop works out (issue 32): Rules 42/43 (4(B)(1)) and other reversals
 * (4(B)(2)), per head in rupees.
 */
export const ZEnteredReversals = z.strictObject({
  rule42_43: ZHeadAmounts.optional(),
  others: ZHeadAmounts.optional(),
});
export type TEnteredReversals = z.output<typeof ZEnteredReversals>;

/**
 * GSTR-3B of a period with what the books cannot know (issue 32): Rules 42/43 reversals
 * (4(B)(1)) and other reversals (4(B)(2)) the shop works out, and the day it pays (s.50 interest
 * from the due date). A filed period is served as filed: the reversals then change nothing.
 */
export const ZGstr3bInput = z.strictObject({
  period: ZReturnPeriod,
  paymentDate: documentDate('Payment date').optional(),
  reversals: ZEnteredReversals.optional(),
  /**
   * The previous year's aggregate turnover band for the s.47 late fee's cap (item 19); absent:
   * the band of the books' outward supplies that year (returns.turnover.ts).
   */
  turnoverBand: z
    .enum(TURNOVER_BANDS, { error: 'Choose a turnover band: upto1_5cr, upto5cr or above5cr' })
    .optional(),
});
export type TGstr3bInput = z.output<typeof ZGstr3bInput>;

/**
 * Marking a period filed (issue 32): the period, and the same reversals and payment date as
 * GSTR-3B takes, which the filed copy keeps with the 3B and its set-off.
 */
export const ZLockInput = ZGstr3bInput;
export type TLockInput = TGstr3bInput;
