import type { Gstr1, Gstr3bPayment } from '@gst/domain';
import type { ServiceCtx } from '../context';
import {
  computePeriodReturns,
  filedRange,
  gstr3bJson,
  pageFigures,
  type ExcludedMonth,
  type Gstr3bJson,
  type Gstr3bServedTables,
  type PageFigures,
} from './returns.compute';
import { filedCopyOf, filedPaymentText, gstr1Served } from './returns.copies';
import { dueDateOf, paymentOfServed, storedPayment } from './returns.payment';
import { filedPeriod, type FiledPeriod } from './returns.periods';
import type { TReturnPeriodInput } from './returns.schema';

/**
 * GSTR-1 and GSTR-3B of a period (issue 17): the offline tool's JSON, the Returns page's cards
 * and problems, and whether the period is marked as filed. A filed period is served from its
 * filed copy, byte for byte as filed (issue 28 item 7); an open one is computed from the books
 * with today's settings, and so is one filed before copies were kept, as the period it was
 * filed as.
 */

/** GSTR-1 as the offline tool's JSON. */
export async function gstr1Of(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period }: TReturnPeriodInput,
): Promise<Gstr1> {
  return gstr1Served(ctx, period);
}

export type ReturnsOverview = PageFigures & {
  period: string;
  /** The filed record (with its copy's hashes), or null for an open period. */
  filed: FiledPeriod | null;
  gstr1: Gstr1;
  /** Every table (issue 32), or 3.1 and 3.2 of a copy filed before. */
  gstr3b: Gstr3bServedTables;
};

/** Everything the Returns page shows for a period. */
export async function returnsOverview(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period }: TReturnPeriodInput,
): Promise<ReturnsOverview> {
  const filed = await filedPeriod(ctx.tx, period);
  const copy = filed?.copy ? await filedCopyOf(ctx.tx, period) : null;
  if (copy) return { period, ...copy.figures, filed, gstr1: copy.gstr1, gstr3b: copy.gstr3b };
  const live = await computePeriodReturns(ctx, period, filed ?? undefined);
  const figures = await pageFigures(ctx, live);
  return { period, ...figures, filed, gstr1: live.gstr1, gstr3b: live.gstr3b };
}

/**
 * What the workbook download needs in one read: both returns, the filed record and the months a
 * quarter leaves out.
 */
export async function returnsWorkbookOf(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period }: TReturnPeriodInput,
): Promise<{
  gstr1: Gstr1;
  gstr3b: Gstr3bJson;
  filed: FiledPeriod | null;
  excluded: ExcludedMonth[];
  payment: Gstr3bPayment;
}> {
  const filed = await filedPeriod(ctx.tx, period);
  const copy = filed?.copy ? await filedCopyOf(ctx.tx, period) : null;
  if (filed && copy) {
    const gstr3b = gstr3bJson(copy);
    // Since issue 32 the payment as filed (set-off with the entered reversals, interest to the
    // payment date entered); a copy filed before is recomputed from its 3B.
    const stored = await filedPaymentText(ctx.tx, period);
    const due = dueDateOf(filedRange(period, filed), filed.copy?.stateCode ?? 0);
    const payment = stored ? storedPayment(stored) : paymentOfServed(gstr3b, due);
    return { gstr1: copy.gstr1, gstr3b, filed, excluded: copy.figures.excluded, payment };
  }
  const live = await computePeriodReturns(ctx, period, filed ?? undefined);
  const gstr3b = gstr3bJson(live);
  const payment = paymentOfServed(gstr3b, dueDateOf(live.range, live.settings.stateCode));
  return { gstr1: live.gstr1, gstr3b, filed, excluded: live.excluded, payment };
}
