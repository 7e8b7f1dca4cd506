import {
  compareLinked,
  MoneyDecimal,
  reconcile,
  RECON_OUTCOMES,
  type ReconOutcome,
  type ReconPair,
} from '@gst/domain';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import {
  linkKey,
  loadBooks,
  loadLinks,
  loadPortal,
  portalDocKey,
  type BooksDoc,
  type LinkRow,
  type PortalDoc,
} from './reconciliation.load';
import { RECONCILIATION_DEFAULT_TOLERANCE } from './reconciliation.schema';

/**
 * A period's reconciliation (issue 32): the books against the active GSTR-2B import through the
 * domain's `reconcile`, with the shop's decisions laid over it.
 *
 * - A decision on a pair (accepted, linked by hand, or a pair marked pending or ignored) takes
 *   both documents out of the engine's input, so a recomputation (or a re-import that brings a
 *   closer candidate) never splits it; the pair is compared by `compareLinked` and its outcome is
 *   what the documents say now.
 * - A decision on one document (pending, ignored) leaves it to the engine and is shown on the row
 *   that holds it, whatever the engine pairs it with.
 * - A decision whose document is no longer there (the bill cancelled or redated, the document gone
 *   from a re-imported 2B) is listed as stale and not applied; its other side is computed again.
 *
 * The status of a row: the decision's, else 'matched-auto' for an exact match, else 'open'.
 */
export type RowStatus = LinkRow['status'] | 'open';

export interface ReconRow {
  outcome: ReconOutcome;
  rule: ReconPair['rule'] | null;
  status: RowStatus;
  books: BooksDoc | null;
  portal: PortalDoc | null;
  differences: ReconPair['differences'];
  taxableDifference: string;
  taxDifference: string;
  roundingDifference: boolean;
  decision: LinkRow | null;
}

export interface ReconState {
  period: string;
  tolerance: string;
  importId: string | null;
  books: Map<string, BooksDoc>;
  portal: Map<string, PortalDoc>;
  /** Current 2B documents by their key across imports (built when first read). */
  readonly portalByKey: Map<string, PortalDoc[]>;
  links: LinkRow[];
  rows: ReconRow[];
  stale: LinkRow[];
}

/** The books' engine id of a link's books side, or null. */
export const booksIdOf = (l: Pick<LinkRow, 'purchaseBillId' | 'purchaseReturnId'>) =>
  l.purchaseBillId
    ? `bill:${l.purchaseBillId}`
    : l.purchaseReturnId
      ? `return:${l.purchaseReturnId}`
      : null;

/** The current 2B document a link names: its key's, the same id or number first. */
export function portalOfLink(state: Pick<ReconState, 'portalByKey'>, l: LinkRow) {
  const key = linkKey(l);
  const found = key === null ? undefined : state.portalByKey.get(key);
  if (!found?.length) return undefined;
  return (
    found.find((d) => d.id === l.gstr2bDocumentId) ??
    found.find((d) => d.number === l.documentNumber) ??
    found[0]
  );
}

/**
 * The shop's reconciliation tolerance (Settings → Purchases & Stock, issue 32), ₹1 when unset or
 * unreadable (a value stored before the setting's contract cannot be other than rupees).
 */
async function shopTolerance(ctx: Pick<ServiceCtx, 'tx'>): Promise<string> {
  const { reconciliationTolerance } = await readSettings(ctx, ['reconciliationTolerance']);
  return /^\d{1,4}(\.\d{1,2})?$/.test(reconciliationTolerance)
    ? reconciliationTolerance
    : RECONCILIATION_DEFAULT_TOLERANCE;
}

/** `tolerance`: what the request asks; else the shop's setting (₹1 by default). */
export async function computeReconciliation(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
  asked?: string,
): Promise<ReconState> {
  const tolerance = asked ?? (await shopTolerance(ctx));
  const booksList = await loadBooks(ctx, period);
  const { importId, documents } = await loadPortal(ctx, period);
  const links = await loadLinks(ctx, period);
  const books = new Map(booksList.map((d) => [d.id, d]));
  const portal = new Map(documents.map((d) => [d.id, d]));
  // The 2B documents by decision key: only a period with decisions (or an action) needs them.
  let byKey: Map<string, PortalDoc[]> | undefined;
  const state = {
    get portalByKey() {
      return (byKey ??= keyIndex(documents));
    },
  };
  const options = { tolerance };

  const forced: ReconRow[] = [];
  const single = new Map<string, LinkRow>();
  const taken = new Set<string>();
  const stale: LinkRow[] = [];
  for (const l of links) {
    const booksId = booksIdOf(l);
    const b = booksId === null ? undefined : books.get(booksId);
    const p = portalOfLink(state, l);
    const wantsBooks = booksId !== null;
    const wantsPortal = l.documentKey !== null;
    if (
      (wantsBooks && !b) ||
      (wantsPortal && !p) ||
      (b && taken.has(b.id)) ||
      (p && taken.has(p.id))
    ) {
      stale.push(l);
      continue;
    }
    if (b && p) {
      taken.add(b.id).add(p.id);
      const pair = compareLinked(b, p, options);
      forced.push(rowOf(pair, b, p, l));
    } else {
      const id = (b ?? p)?.id;
      if (id) single.set(id, l);
    }
  }

  const result = reconcile(
    booksList.filter((d) => !taken.has(d.id)),
    documents.filter((d) => !taken.has(d.id)),
    options,
  );
  const rows = [
    ...result.pairs.map((pair) => {
      const b = pair.booksId ? books.get(pair.booksId) : undefined;
      const p = pair.portalId ? portal.get(pair.portalId) : undefined;
      const decision = (b && single.get(b.id)) ?? (p && single.get(p.id)) ?? null;
      return rowOf(pair, b, p, decision);
    }),
    ...forced,
  ];
  return {
    period,
    tolerance,
    importId,
    books,
    portal,
    get portalByKey() {
      return state.portalByKey;
    },
    links,
    rows,
    stale,
  };
}

function keyIndex(documents: readonly PortalDoc[]): Map<string, PortalDoc[]> {
  const index = new Map<string, PortalDoc[]>();
  for (const d of documents) {
    const key = portalDocKey(d);
    const list = index.get(key);
    if (list) list.push(d);
    else index.set(key, [d]);
  }
  return index;
}

function rowOf(
  pair: ReconPair,
  books: BooksDoc | undefined,
  portal: PortalDoc | undefined,
  decision: LinkRow | null,
): ReconRow {
  return {
    outcome: pair.outcome,
    rule: pair.rule ?? null,
    status: decision ? decision.status : pair.outcome === 'Exact Match' ? 'matched-auto' : 'open',
    books: books ?? null,
    portal: portal ?? null,
    differences: pair.differences,
    taxableDifference: pair.taxableDifference,
    taxDifference: pair.taxDifference,
    roundingDifference: pair.roundingDifference,
    decision,
  };
}

/** Counts per outcome and per status, and the tax of books documents not in 2B (ITC at risk). */
export function summaryOf(rows: readonly ReconRow[]) {
  const byOutcome = Object.fromEntries(RECON_OUTCOMES.map((o) => [o, 0])) as Record<
    ReconOutcome,
    number
  >;
  const byStatus: Record<RowStatus, number> = {
    'matched-auto': 0,
    'matched-manual': 0,
    pending: 0,
    ignored: 0,
    open: 0,
  };
  let atRisk = new MoneyDecimal(0);
  for (const r of rows) {
    byOutcome[r.outcome]++;
    byStatus[r.status]++;
    if (r.outcome === 'Missing in 2B' && r.status !== 'ignored')
      atRisk = atRisk.plus(r.taxDifference);
  }
  return { rows: rows.length, byOutcome, byStatus, itcAtRisk: atRisk.toFixed(2) };
}
