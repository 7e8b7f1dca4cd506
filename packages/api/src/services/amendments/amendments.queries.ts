import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import {
  amendmentDifference,
  applyAmendmentsTo3b,
  gstr1Amendments,
  type AmendmentEntry,
  type AmendmentFigures,
  type B2csRow,
  type Gstr3b,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { amendments, filedReturns } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import { resolvePeriod } from '../shared/return-periods';
import type { TAmendmentListInput } from './amendments.schema';

type Range = { from: string; to: string };

const entryOf = (r: typeof amendments.$inferSelect): AmendmentEntry => ({
  documentKind: r.documentKind,
  originalNumber: r.originalNumber,
  originalDate: r.originalDate,
  originalPeriod: r.originalPeriod,
  amendmentDate: r.amendmentDate,
  before: r.before as AmendmentFigures,
  after: r.after as AmendmentFigures,
});

/** Amendments made from `from` (or ever) up to `to`, in the order they were made. */
async function amendmentsMade(tx: Tx, range: { from?: string; to: string }) {
  return tx
    .select()
    .from(amendments)
    .where(
      and(
        range.from ? gte(amendments.amendmentDate, range.from) : undefined,
        lte(amendments.amendmentDate, range.to),
      ),
    )
    .orderBy(asc(amendments.createdAt), asc(amendments.id));
}

/** The b2cs rows of the filed copies of `periods` (GSTR-1 as filed: the text kept byte for byte). */
async function filedB2cs(tx: Tx, periods: readonly string[]) {
  const rows = periods.length
    ? await tx
        .select({ period: filedReturns.period, gstr1: filedReturns.gstr1 })
        .from(filedReturns)
        .where(inArray(filedReturns.period, [...periods]))
    : [];
  const byPeriod = new Map(
    rows.map((r) => [r.period, (JSON.parse(r.gstr1) as { b2cs?: B2csRow[] }).b2cs ?? []]),
  );
  return (omon: string) => byPeriod.get(omon) ?? [];
}

/**
 * What the amendments made in a return period add to its returns (issue 30): GSTR-1's b2ba,
 * cdnra and b2csa (each only when it has something), and GSTR-3B with the differences added.
 * The returns compute calls it for a period computed from the books; a filed period is served
 * from its copy and never comes here.
 */
export async function periodAmendmentReturns(tx: Tx, range: Range) {
  const upTo = await amendmentsMade(tx, { to: range.to });
  const inPeriod = upTo.filter((r) => r.amendmentDate >= range.from);
  if (!inPeriod.length) {
    return { gstr1: {}, gstr3b: (g: Gstr3b) => g };
  }
  const b2cs = await filedB2cs(tx, [...new Set(inPeriod.map((r) => r.originalPeriod))]);
  const entries = inPeriod.map(entryOf);
  return {
    gstr1: gstr1Amendments(entries, upTo.map(entryOf), b2cs),
    gstr3b: (g: Gstr3b) => applyAmendmentsTo3b(g, entries),
  };
}

/** The Returns page's table: the amendments made in a period, each with its difference. */
export async function listAmendments(ctx: Pick<ServiceCtx, 'tx'>, { period }: TAmendmentListInput) {
  const { returnFrequency } = await readSettings(ctx, ['returnFrequency']);
  const month = Number(period.slice(0, 2));
  const frequency = returnFrequency === 'quarterly' && month % 3 === 0 ? 'quarterly' : 'monthly';
  const range = resolvePeriod(period, frequency);
  const rows = await amendmentsMade(ctx.tx, range);
  return rows.map((r) => ({
    id: r.id,
    documentKind: r.documentKind,
    documentId: r.invoiceId ?? r.noteId,
    number: r.originalNumber,
    originalDate: r.originalDate,
    originalPeriod: r.originalPeriod,
    amendmentDate: r.amendmentDate,
    reason: r.reason,
    revisionBefore: r.revisionBefore,
    revisionAfter: r.revisionAfter,
    difference: amendmentDifference(entryOf(r)),
  }));
}
