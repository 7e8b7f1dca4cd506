import { and, asc, gte, lte, ne } from 'drizzle-orm';
import {
  completeGstr3b,
  computeGstr1,
  computeGstr3b,
  computeGstr3bItc,
  returnProblems,
  summariseGstr1,
  type EnteredReversals,
  type Gstr1,
  type Gstr3b,
  type Gstr3bComplete,
  type Gstr3bItc,
  type ReturnDocument,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { readBillingSettings } from '../billing/document-number';
import { readHsnMinDigits, readSettings } from '../settings/settings.service';
import {
  resolvePeriod,
  resolvePeriodOfRow,
  type ReturnFrequency,
  type ReturnPeriod,
} from '../shared/return-periods';
import { shopPeriod } from './returns.frequency';
import { periodPurchases } from './returns.purchases';
import { periodDocuments, periodVouchers } from './returns.sources';
import { periodAmendmentReturns } from '../amendments/amendments.queries';

/**
 * A period's returns computed from the books with today's settings (issue 17): what an open
 * period serves, and what lockPeriod stores as the filed copy (returns.copies.ts). A quarter
 * (QRMP) leaves out every month of it that was filed on its own (issue 28 item 7): those months'
 * documents are in their own filed returns, and must not be reported twice.
 */

/** A month a quarter's return leaves out because it was filed on its own. */
export type ExcludedMonth = { period: string; label: string; from: string; to: string };

/**
 * GSTR-3B as the API serves it, with the GSTIN and the period named: complete since issue 32; a
 * copy filed before then has Tables 3.1 (a)(b)(c)(e) and 3.2 only, so the rest may be absent.
 */
export type Gstr3bJson = { gstin: string; ret_period: string } & Gstr3bServedTables;
/** GSTR-3B's tables as served: complete, or 3.1 and 3.2 only in a copy filed before issue 32. */
export type Gstr3bServedTables = Omit<Gstr3b, 'sup_details'> & {
  sup_details: Gstr3b['sup_details'] & Partial<Pick<Gstr3bComplete['sup_details'], 'isup_rev'>>;
} & Partial<Pick<Gstr3bComplete, 'inward_sup' | 'itc_elg' | 'eco_dtls'>>;

/** The settings the returns were computed with. */
export type ReturnSettings = { gstin: string; stateCode: number; frequency: ReturnFrequency };

export type LiveReturns = {
  range: ReturnPeriod;
  documents: ReturnDocument[];
  excluded: ExcludedMonth[];
  gstr1: Gstr1;
  gstr3b: Gstr3bComplete;
  /** GSTR-3B's inward half with the bills and returns behind every figure (issue 32). */
  itc: Gstr3bItc;
  settings: ReturnSettings;
};

/** What the Returns page shows of a period besides the two returns. */
export type PageFigures = {
  label: string;
  frequency: ReturnFrequency;
  from: string;
  to: string;
  documents: { invoices: number; creditNotes: number; debitNotes: number; cancelled: number };
  sections: ReturnType<typeof summariseGstr1>;
  problems: ReturnType<typeof returnProblems>;
  excluded: ExcludedMonth[];
};

/** A filed period's dates and label, its frequency read from its own dates. */
export function filedRange(period: string, { from, to }: { from: string; to: string }) {
  return resolvePeriod(period, from.slice(5, 7) === to.slice(5, 7) ? 'monthly' : 'quarterly');
}

/** The months of a quarter that are marked filed on their own (none for a month). */
async function monthsFiledOnTheirOwn(tx: Tx, range: ReturnPeriod): Promise<ExcludedMonth[]> {
  if (range.frequency !== 'quarterly') return [];
  const rows = await tx
    .select()
    .from(filedPeriods)
    .where(
      and(
        gte(filedPeriods.fromDate, range.from),
        lte(filedPeriods.toDate, range.to),
        ne(filedPeriods.period, range.period),
      ),
    )
    .orderBy(asc(filedPeriods.fromDate));
  return rows
    .map(resolvePeriodOfRow)
    .filter((p) => p.frequency === 'monthly')
    .map(({ period, label, from, to }) => ({ period, label, from, to }));
}

/**
 * GSTR-1 and GSTR-3B of a period from the books: 'MMYYYY' of the shop's frequency, or of
 * `filedAs`, the dates a period was filed with (a month filed before a switch to quarterly stays
 * a month).
 */
export async function computePeriodReturns(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
  filedAs?: { from: string; to: string },
  entered?: EnteredReversals,
): Promise<LiveReturns> {
  const { tx } = ctx;
  const range = filedAs ? filedRange(period, filedAs) : await shopPeriod(tx, period);
  const excluded = await monthsFiledOnTheirOwn(tx, range);
  const all = await periodDocuments(tx, range);
  const allVouchers = await periodVouchers(tx, range);
  const filedApart = (d: { date: string }) =>
    excluded.some((m) => d.date >= m.from && d.date <= m.to);
  const documents = excluded.length > 0 ? all.filter((d) => !filedApart(d)) : all;
  // Receipts and refunds: Table 13's receipt and refund vouchers (issue 30).
  const vouchers = allVouchers.filter((d) => !filedApart(d));
  const { gstin } = await readSettings(ctx, ['gstin']);
  const { supplierStateCode } = await readBillingSettings(tx);
  // Amendments made in the period (issue 30): GSTR-1 b2ba, b2csa, cdnra; GSTR-3B differences.
  const amended = await periodAmendmentReturns(tx, range);
  const gstr1 = { ...computeGstr1({ gstin, period, documents, vouchers }), ...amended.gstr1 };
  // The inward half from the purchase books (issue 32), the months filed apart left out.
  const purchases = await periodPurchases(tx, range, excluded);
  const itc = computeGstr3bItc({ ...range, ...purchases, ...(entered ? { entered } : {}) });
  return {
    range,
    documents,
    excluded,
    gstr1,
    gstr3b: completeGstr3b(amended.gstr3b(computeGstr3b({ documents })), itc),
    itc,
    settings: { gstin, stateCode: supplierStateCode, frequency: range.frequency },
  };
}

/** GSTR-3B with the GSTIN and period named (`ret_period` as on the portal). */
export function gstr3bJson(live: { gstr1: Gstr1; gstr3b: Gstr3bServedTables }): Gstr3bJson {
  return { gstin: live.gstr1.gstin, ret_period: live.gstr1.fp, ...live.gstr3b };
}

/** The Returns page's cards, counts and problems of computed returns. */
export async function pageFigures(
  ctx: Pick<ServiceCtx, 'tx'>,
  live: LiveReturns,
): Promise<PageFigures> {
  const { range, documents, gstr1 } = live;
  const hsnMinDigits = await readHsnMinDigits(ctx);
  const count = (kind: string) => documents.filter((d) => d.kind === kind).length;
  return {
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
    excluded: live.excluded,
  };
}
