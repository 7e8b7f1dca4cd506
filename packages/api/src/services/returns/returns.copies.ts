import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Gstr1, Gstr3b } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedReturns } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type { ReturnFrequency } from '../shared/return-periods';
import {
  computePeriodReturns,
  gstr3bJson,
  pageFigures,
  type Gstr3bJson,
  type PageFigures,
} from './returns.compute';

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
};

/** The columns of `filed_returns` that make its meta (not the JSON texts). */
export const FILED_COPY_META = {
  gstr1Sha256: filedReturns.gstr1Sha256,
  gstr3bSha256: filedReturns.gstr3bSha256,
  gstin: filedReturns.gstin,
  stateCode: filedReturns.stateCode,
  frequency: filedReturns.frequency,
};

/** A meta row as read (frequency is text in the table, checked by a constraint). */
export function copyMetaOf(row: {
  gstr1Sha256: string | null;
  gstr3bSha256: string | null;
  gstin: string | null;
  stateCode: number | null;
  frequency: string | null;
}): FiledCopyMeta | null {
  const { gstr1Sha256, gstr3bSha256, gstin, stateCode, frequency } = row;
  if (gstr1Sha256 === null || gstr3bSha256 === null || gstin === null || stateCode === null)
    return null;
  return {
    gstr1Sha256,
    gstr3bSha256,
    gstin,
    stateCode,
    frequency: frequency === 'quarterly' ? 'quarterly' : 'monthly',
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Computes the period's returns now (the shop's frequency and settings) and stores them as its
 * filed copy. Called by lockPeriod after the period's row is written, in its transaction.
 */
export async function takeFiledCopy(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
): Promise<FiledCopyMeta> {
  const live = await computePeriodReturns(ctx, period);
  const figures = await pageFigures(ctx, live);
  const gstr1 = JSON.stringify(live.gstr1);
  const gstr3b = JSON.stringify(gstr3bJson(live));
  const meta: FiledCopyMeta = {
    gstr1Sha256: sha256(gstr1),
    gstr3bSha256: sha256(gstr3b),
    ...live.settings,
  };
  await ctx.tx
    .insert(filedReturns)
    .values({ period, ...meta, gstr1, gstr3b, figures: JSON.stringify(figures) });
  return meta;
}

/** The filed GSTR-1 of a period, or null when it has no filed copy. */
export async function filedGstr1(tx: Tx, period: string): Promise<Gstr1 | null> {
  const [row] = await tx
    .select({ gstr1: filedReturns.gstr1 })
    .from(filedReturns)
    .where(eq(filedReturns.period, period));
  return row ? (JSON.parse(row.gstr1) as Gstr1) : null;
}

/** The filed GSTR-3B of a period, or null when it has no filed copy. */
export async function filedGstr3b(tx: Tx, period: string): Promise<Gstr3bJson | null> {
  const [row] = await tx
    .select({ gstr3b: filedReturns.gstr3b })
    .from(filedReturns)
    .where(eq(filedReturns.period, period));
  return row ? (JSON.parse(row.gstr3b) as Gstr3bJson) : null;
}

/** Everything the Returns page shows of a filed copy, or null when the period has none. */
export async function filedCopyOf(
  tx: Tx,
  period: string,
): Promise<{ figures: PageFigures; gstr1: Gstr1; gstr3b: Gstr3b } | null> {
  const [row] = await tx.select().from(filedReturns).where(eq(filedReturns.period, period));
  if (!row) return null;
  const { gstin: _gstin, ret_period: _period, ...gstr3b } = JSON.parse(row.gstr3b) as Gstr3bJson;
  return {
    figures: JSON.parse(row.figures) as PageFigures,
    gstr1: JSON.parse(row.gstr1) as Gstr1,
    gstr3b,
  };
}
