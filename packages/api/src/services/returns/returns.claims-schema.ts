import { z } from 'zod';
import { ZId } from '@gst/domain';
import { ZReturnPeriod } from '../shared/return-period-input';

/**
 * The ITC claims of a period and the shop's choice per bill (issue 32; returns.claims-state.ts
 * says what each choice does and the law behind it).
 */
export const ITC_CLAIM_CHOICES = ['auto', 'now', 'defer', 'never'] as const;
export type ItcClaimChoice = (typeof ITC_CLAIM_CHOICES)[number];

export const ZItcClaimsInput = z.strictObject({ period: ZReturnPeriod });
export type TItcClaimsInput = z.output<typeof ZItcClaimsInput>;

/**
 * auto: follow GSTR-2B; now: claim in the bill's own month; defer: hold back, and with
 * `claimPeriod` claim in that later month; never. Up to 500 bills, all or none.
 */
export const ZItcSetClaimInput = z
  .strictObject({
    billIds: z
      .array(ZId)
      .min(1, 'billIds: give at least one purchase bill')
      .max(500, 'billIds: at most 500 bills at a time')
      .refine((ids) => new Set(ids).size === ids.length, 'billIds: a bill is named twice'),
    choice: z.enum(ITC_CLAIM_CHOICES, {
      error: "choice must be 'auto', 'now', 'defer' or 'never'",
    }),
    claimPeriod: ZReturnPeriod.optional(),
  })
  .refine((i) => i.claimPeriod === undefined || i.choice === 'defer', {
    message: "claimPeriod: only a 'defer' choice names the period to claim in",
    path: ['claimPeriod'],
  });
export type TItcSetClaimInput = z.output<typeof ZItcSetClaimInput>;
