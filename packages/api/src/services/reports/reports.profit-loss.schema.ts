import { z } from 'zod';
import { daysInRange, filterDate, PROFIT_LOSS_MAX_DAYS } from '@gst/domain';

/** from ≤ to, and at most a year (the previous period of the same length is read beside it). */
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  } else if (daysInRange(v.from, v.to) > PROFIT_LOSS_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A profit and loss covers at most ${PROFIT_LOSS_MAX_DAYS} days; choose a shorter range`,
    });
  }
}

const range = { from: filterDate('from'), to: filterDate('to') };

/** The P&L on screen: a date range (invoice, note, expense and bill dates). */
export const ZProfitLossInput = z.strictObject(range).superRefine(checkRange);
export type TProfitLossInput = z.output<typeof ZProfitLossInput>;

/** A P&L download: the same range as Excel or PDF (the format is audited). */
export const ZProfitLossExportInput = z
  .strictObject({ ...range, format: z.enum(['xlsx', 'pdf']) })
  .superRefine(checkRange);
export type TProfitLossExportInput = z.output<typeof ZProfitLossExportInput>;
