import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EnteredReversals, Gstr1, Gstr3bPayment, TurnoverBand } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods, filedReturns } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type { ReturnFrequency } from '../shared/return-periods';
import {
  computePeriodReturns,
  gstr3bJson,
  pageFigures,
  type Gstr3bJson,
  type Gstr3bServedTables,
  type PageFigures,
} from './returns.compute';
import { dueDateOf, paymentOfServed, type FiledEntered } from './returns.payment';
import type { TEnteredReversals } from './returns.schema';
import { booksTurnover } from './returns.turnover';

/**
 * Filed copies (issue 28 item 7). Marking a period filed stores its returns as they are at that
 * moment, in the same transaction: the GSTR-1 and GSTR-3B JSON as the text a client receives,
 * the SHA-256 of each, the page's figures and the settings they were computed with. Every later
 * read of the period serves that copy, whatever the shop's GSTIN, state or filing frequency
 * has become; unlocking the period deletes it (filed_returns cascades from filed_periods).
 */

/** What a filed copy says about itself: its hashes and the settings of the filing. */
export type FiledCopyMeta = {
  gstr1Sha256: string;
  gstr3bSha256: string;
  gstin: string;
  stateCode: number;
  frequency: ReturnFrequency;
  /**
   * What the shop entered when filing (issue 32): the 4(B) reversals and the payment date; null
   * on a copy filed before issue 32.
   */
  entered: FiledEntered | null;
};

/** The columns of `filed_returns` that make its meta (not the JSON texts). */
export const FILED_COPY_META = {
  gstr1Sha256: filedReturns.gstr1Sha256,
  gstr3bSha256: filedReturns.gstr3bSha256,
  gstin: filedReturns.gstin,
  stateCode: filedReturns.stateCode,
  frequency: filedReturns.frequency,
  entered: filedReturns.gstr3bEntered,
};

/** A meta row as read (frequency is text in the table, checked by a constraint). */
export function copyMetaOf(row: {
  gstr1Sha256: string | null;
  gstr3bSha256: string | null;
  gstin: string | null;
  stateCode: number | null;
  frequency: string | null;
  entered: string | null;
}): FiledCopyMeta | null {
  const { gstr1Sha256, gstr3bSha256, gstin, stateCode, frequency, entered } = row;
  if (gstr1Sha256 === null || gstr3bSha256 === null || gstin === null || stateCode === null)
    return null;
  return {
    gstr1Sha256,
    gstr3bSha256,
    gstin,
    stateCode,
    frequency: frequency === 'quarterly' ? 'quarterly' : 'monthly',
    entered: entered === null ? null : (JSON.parse(entered) as FiledEntered),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Computes the period's returns now (the shop's frequency and settings) and stores them as its
 * filed copy. Called by lockPeriod after the period's row is written, in its transaction. Since
 * issue 32 the 3B carries the reversals the shop entered, and the copy keeps Table 6.1 as
 * computed at filing (set-off, cash, interest to the payment date, challan) and what was entered.
 */
export async function takeFiledCopy(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
  input: { reversals?: TEnteredReversals; paymentDate?: string; turnoverBand?: TurnoverBand } = {},
): Promise<{ meta: FiledCopyMeta; payment: Gstr3bPayment }> {
  // What was entered, as its contract writes it (2-decimal strings); {} when nothing was.
  const reversals = input.reversals ?? {};
  const live = await computePeriodReturns(ctx, period, undefined, reversals);
  const figures = await pageFigures(ctx, live);
  const gstr1 = JSON.stringify(live.gstr1);
  const json = gstr3bJson(live);
  const gstr3b = JSON.stringify(json);
  // The late fee's band: the one entered, else the books' (item 19); kept in the stored payment.
  const band = input.turnoverBand ?? (await booksTurnover(ctx.tx, live.range.from)).band;
  const payment = paymentOfServed(
    json,
    dueDateOf(live.range, live.settings.stateCode),
    input.paymentDate,
    band,
  );
  const entered: FiledEntered = { reversals, paymentDate: input.paymentDate ?? null };
  const meta: FiledCopyMeta = {
    gstr1Sha256: sha256(gstr1),
    gstr3bSha256: sha256(gstr3b),
    ...live.settings,
    entered,
  };
  const { entered: _entered, ...columns } = meta;
  await ctx.tx.insert(filedReturns).values({
    period,
    ...columns,
    gstr1,
    gstr3b,
    figures: JSON.stringify(figures),
    gstr3bPayment: JSON.stringify(payment),
    gstr3bEntered: JSON.stringify(entered),
  });
  return { meta, payment };
}

/** The payment stored with a filed copy (issue 32), or null (not filed, or filed before). */
export async function filedPaymentText(tx: Tx, period: string): Promise<string | null> {
  const [row] = await tx
    .select({ payment: filedReturns.gstr3bPayment })
    .from(filedReturns)
    .where(eq(filedReturns.period, period));
  return row?.payment ?? null;
}

/**
 * One read for a return of a period: its filed copy's text of `part`, or, for a period filed
 * before copies were kept, the dates it was filed with; null when the period is not filed.
 */
async function filedPart<K extends 'gstr1' | 'gstr3b'>(tx: Tx, period: string, part: K) {
  const [row] = await tx
    .select({ text: filedReturns[part], from: filedPeriods.fromDate, to: filedPeriods.toDate })
    .from(filedPeriods)
    .leftJoin(filedReturns, eq(filedReturns.period, filedPeriods.period))
    .where(eq(filedPeriods.period, period));
  return row ?? null;
}

/** The GSTR-1 of a period: its filed copy, else computed (as filed, for a period filed earlier). */
export async function gstr1Served(ctx: Pick<ServiceCtx, 'tx'>, period: string): Promise<Gstr1> {
  const filed = await filedPart(ctx.tx, period, 'gstr1');
  if (filed?.text) return JSON.parse(filed.text) as Gstr1;
  return (await computePeriodReturns(ctx, period, filed ?? undefined)).gstr1;
}

/** The GSTR-3B of a period: its filed copy, else computed as gstr1Served is. */
export async function gstr3bServed(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
  entered?: EnteredReversals,
): Promise<Gstr3bJson> {
  const filed = await filedPart(ctx.tx, period, 'gstr3b');
  if (filed?.text) return JSON.parse(filed.text) as Gstr3bJson;
  return gstr3bJson(await computePeriodReturns(ctx, period, filed ?? undefined, entered));
}

/** Everything the Returns page shows of a filed copy, or null when the period has none. */
export async function filedCopyOf(
  tx: Tx,
  period: string,
): Promise<{ figures: PageFigures; gstr1: Gstr1; gstr3b: Gstr3bServedTables } | null> {
  const [row] = await tx.select().from(filedReturns).where(eq(filedReturns.period, period));
  if (!row) return null;
  const { gstin: _gstin, ret_period: _period, ...gstr3b } = JSON.parse(row.gstr3b) as Gstr3bJson;
  return {
    figures: JSON.parse(row.figures) as PageFigures,
    gstr1: JSON.parse(row.gstr1) as Gstr1,
    gstr3b,
  };
}
