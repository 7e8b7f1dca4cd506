import { z } from 'zod';
import { daysInRange, filterDate, REGISTER_MAX_DAYS } from '@gst/domain';

/** What a Tally file holds: the period's vouchers, or the masters those vouchers name. */
export const ZTallyWhat = z.enum(['vouchers', 'masters']);
export type TTallyWhat = z.output<typeof ZTallyWhat>;

/**
 * A Tally export (issue 33): a date range of at most a year (REGISTER_MAX_DAYS, like the
 * registers) and which of the two import files.
 */
export const ZTallyExportInput = z
  .strictObject({ from: filterDate('from'), to: filterDate('to'), what: ZTallyWhat })
  .superRefine((v, ctx) => {
    if (v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    } else if (daysInRange(v.from, v.to) > REGISTER_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A Tally export covers at most ${REGISTER_MAX_DAYS} days; choose a shorter range`,
      });
    }
  });
export type TTallyExportInput = z.output<typeof ZTallyExportInput>;

/** Most vouchers one file holds; a longer range is refused with a shorter one to ask for. */
export const TALLY_MAX_VOUCHERS = 50_000;
