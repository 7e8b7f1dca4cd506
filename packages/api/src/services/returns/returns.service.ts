import {
  computeGstr1,
  computeGstr3b,
  returnProblems,
  summariseGstr1,
  type Gstr1,
  type Gstr3b,
} from '@gst/domain';
import type { ServiceCtx } from '../context';
import { readHsnMinDigits, readSettings } from '../settings/settings.service';
import { periodDocuments } from './returns.sources';
import { filedPeriod, shopPeriod } from './returns.periods';
import type { TReturnPeriodInput } from './returns.schema';

/**
 * GSTR-1 and GSTR-3B of a period, from the books (issue 17): the offline tool's JSON, the
 * Returns page's cards and problems, and whether the period is marked as filed.
 */
async function computePeriod(ctx: Pick<ServiceCtx, 'tx'>, period: string) {
  const { tx } = ctx;
  const range = await shopPeriod(tx, period);
  const documents = await periodDocuments(tx, range);
  const { gstin } = await readSettings(ctx, ['gstin']);
  const gstr1 = computeGstr1({ gstin, period, documents });
  const gstr3b = computeGstr3b({ documents });
  return { range, documents, gstr1, gstr3b };
}

/** GSTR-1 as the offline tool's JSON. */
export async function gstr1Of(ctx: Pick<ServiceCtx, 'tx'>, { period }: TReturnPeriodInput) {
  return (await computePeriod(ctx, period)).gstr1;
}

/** GSTR-3B Tables 3.1 (a)(b)(c) and 3.2 with the period named (`ret_period` as on the portal). */
export async function gstr3bOf(ctx: Pick<ServiceCtx, 'tx'>, { period }: TReturnPeriodInput) {
  const { gstr1, gstr3b } = await computePeriod(ctx, period);
  return { gstin: gstr1.gstin, ret_period: period, ...gstr3b };
}

export type ReturnsOverview = {
  period: string;
  label: string;
  frequency: 'monthly' | 'quarterly';
  from: string;
  to: string;
  documents: { invoices: number; creditNotes: number; debitNotes: number; cancelled: number };
  sections: ReturnType<typeof summariseGstr1>;
  problems: ReturnType<typeof returnProblems>;
  filed: Awaited<ReturnType<typeof filedPeriod>>;
  gstr1: Gstr1;
  gstr3b: Gstr3b;
};

/** Everything the Returns page shows for a period. */
export async function returnsOverview(
  ctx: Pick<ServiceCtx, 'tx'>,
  { period }: TReturnPeriodInput,
): Promise<ReturnsOverview> {
  const { range, documents, gstr1, gstr3b } = await computePeriod(ctx, period);
  const hsnMinDigits = await readHsnMinDigits(ctx);
  const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
  return {
    period,
    label: range.label,
    frequency: range.frequency,
    from: range.from,
    to: range.to,
    documents: {
      invoices: count('invoice'),
      creditNotes: count('credit-note'),
      debitNotes: count('debit-note'),
      cancelled: documents.filter((d) => d.status === 'cancelled').length,
    },
    sections: summariseGstr1(gstr1),
    problems: returnProblems(documents, { hsnMinDigits }),
    filed: await filedPeriod(ctx.tx, period),
    gstr1,
    gstr3b,
  };
}
