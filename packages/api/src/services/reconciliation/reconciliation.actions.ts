import { inArray, sql } from 'drizzle-orm';
import { reconciliationLinks } from '@gst/db/schema';
import { compareLinked, normaliseDocumentNumber } from '@gst/domain';
import { AppError } from '../../errors';
import { writeAudits, type AuditEntry } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import {
  booksIdOf,
  computeReconciliation,
  portalOfLink,
  type ReconState,
} from './reconciliation.compute';
import {
  linkKey,
  portalDocKey,
  type BooksDoc,
  type LinkRow,
  type PortalDoc,
} from './reconciliation.load';
import type {
  ReconciliationAction,
  TReconciliationActionInput,
  TReconciliationItem,
} from './reconciliation.schema';
import { decisionOut } from './reconciliation.view';

/**
 * The shop's decisions on a period's reconciliation (issue 32), one item or many, in the
 * request's one transaction: a refusal anywhere writes nothing. The period's decisions are
 * serialised by a transaction advisory lock on (shop schema, period), taken before they are read,
 * so two people deciding on the same documents at once cannot both win (the unique indexes on
 * reconciliation_links stand behind it).
 *
 * Every item is checked: its documents exist and belong to the period (a bill or return among
 * the period's books, a document of the period's active 2B import), and neither is linked to
 * another partner already (unlink that first). A new decision on a document replaces its earlier
 * one-sided decision, or the decision on the same pair. Each item writes an audit row
 * `reconciliation.<action>` with the decision and the ones it replaced.
 */
const STATUS: Record<Exclude<ReconciliationAction, 'unlink'>, LinkRow['status']> = {
  accept: 'matched-auto',
  link: 'matched-manual',
  pending: 'pending',
  ignore: 'ignored',
};

export async function reconciliationAction(ctx: ServiceCtx, input: TReconciliationActionInput) {
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${`reconciliation:${input.period}`}))`,
  );
  const state = await computeReconciliation(ctx, input.period, input.tolerance);
  const links = [...state.links];
  const audits: AuditEntry[] = [];
  const decided: LinkRow[] = [];
  for (const [i, item] of input.items.entries()) {
    const where = input.items.length > 1 ? `items[${i}]: ` : '';
    const { books, portal } = resolve(state, item, where);
    const touching = links.filter(
      (l) =>
        (books && booksIdOf(l) === books.id) || (portal && linkKey(l) === portalDocKey(portal)),
    );
    const removed =
      input.action === 'unlink'
        ? toUnlink(touching, books, portal, where)
        : toReplace(touching, books, portal, input.action, where);
    const inserted =
      input.action === 'unlink'
        ? null
        : planned(
            ctx,
            state,
            input,
            books ?? keptBooks(state, removed),
            portal ?? keptPortal(state, removed),
            where,
          );
    if (removed.length) {
      await ctx.tx.delete(reconciliationLinks).where(
        inArray(
          reconciliationLinks.id,
          removed.map((l) => l.id),
        ),
      );
      for (const l of removed) links.splice(links.indexOf(l), 1);
    }
    let row: LinkRow | null = null;
    if (inserted) {
      [row = null] = await ctx.tx.insert(reconciliationLinks).values(inserted).returning();
      if (!row) throw new AppError('INTERNAL', 'Something went wrong');
      links.push(row);
      decided.push(row);
    }
    audits.push({
      action: `reconciliation.${input.action}`,
      entity: 'reconciliation',
      entityId: row?.id ?? removed[0]?.id ?? null,
      details: {
        period: input.period,
        ...(row ? { decision: decisionOut(row) } : {}),
        replaced: removed.map(decisionOut),
        booksNumber: books?.number ?? null,
        portalNumber: portal?.number ?? null,
      },
    });
  }
  await writeAudits(ctx.tx, ctx.actor, audits);
  return {
    period: input.period,
    action: input.action,
    applied: input.items.length,
    decisions: decided.map(decisionOut),
  };
}

function resolve(state: ReconState, item: TReconciliationItem, where: string) {
  let books: BooksDoc | undefined;
  if (item.purchaseBillId || item.purchaseReturnId) {
    const [kind, id] = item.purchaseBillId
      ? (['bill', item.purchaseBillId] as const)
      : (['return', item.purchaseReturnId as string] as const);
    books = state.books.get(`${kind}:${id}`);
    if (!books) {
      const what = kind === 'bill' ? 'Purchase bill' : 'Purchase return';
      throw new AppError(
        'NOT_FOUND',
        `${where}${what} ${id} is not in the books of ${state.period} (an active one of a supplier with a GSTIN, dated in the period)`,
      );
    }
  }
  let portal: PortalDoc | undefined;
  if (item.gstr2bDocumentId) {
    portal = state.portal.get(item.gstr2bDocumentId);
    if (!portal) {
      throw new AppError(
        'NOT_FOUND',
        `${where}GSTR-2B document ${item.gstr2bDocumentId} is not in the active GSTR-2B of ${state.period}`,
      );
    }
  }
  return { books, portal };
}

const isPair = (l: LinkRow) => booksIdOf(l) !== null && l.documentKey !== null;

/** The decisions a new one replaces; a pair decision with another partner is a 409. */
function toReplace(
  touching: LinkRow[],
  books: BooksDoc | undefined,
  portal: PortalDoc | undefined,
  action: ReconciliationAction,
  where: string,
): LinkRow[] {
  if ((action === 'accept' || action === 'link') && !(books && portal)) {
    throw new AppError(
      'BAD_REQUEST',
      `${where}Give both the books document and the GSTR-2B document to ${action}`,
    );
  }
  for (const l of touching) {
    if (!isPair(l)) continue;
    const samePair =
      (!books || booksIdOf(l) === books.id) && (!portal || linkKey(l) === portalDocKey(portal));
    if (!samePair) {
      throw new AppError(
        'CONFLICT',
        `${where}${describe(books, portal)} is already linked (${l.status}${l.documentNumber ? ` with 2B ${l.documentNumber}` : ''}); unlink it first`,
      );
    }
  }
  return touching;
}

function toUnlink(
  touching: LinkRow[],
  books: BooksDoc | undefined,
  portal: PortalDoc | undefined,
  where: string,
): LinkRow[] {
  const found =
    books && portal
      ? touching.filter((l) => booksIdOf(l) === books.id && linkKey(l) === portalDocKey(portal))
      : touching;
  if (!found.length) {
    throw new AppError(
      'NOT_FOUND',
      `${where}There is no decision on ${describe(books, portal)} to undo`,
    );
  }
  return found;
}

/** A one-sided pending or ignore on a pair decision keeps the pair: its books side. */
function keptBooks(state: ReconState, removed: LinkRow[]): BooksDoc | undefined {
  const id = booksIdOf(removed.find(isPair) ?? { purchaseBillId: null, purchaseReturnId: null });
  return id === null ? undefined : state.books.get(id);
}

/** …and its 2B side. */
function keptPortal(state: ReconState, removed: LinkRow[]): PortalDoc | undefined {
  const pair = removed.find(isPair);
  return pair && portalOfLink(state, pair);
}

const describe = (books: BooksDoc | undefined, portal: PortalDoc | undefined) =>
  [
    books && `${books.kind === 'bill' ? 'bill' : 'return'} ${books.number} (${books.entryNumber})`,
    portal && `2B document ${portal.number} of ${portal.supplierGstin || 'an import'}`,
  ]
    .filter(Boolean)
    .join(' and ');

function planned(
  ctx: ServiceCtx,
  state: ReconState,
  input: TReconciliationActionInput,
  books: BooksDoc | undefined,
  portal: PortalDoc | undefined,
  where: string,
): typeof reconciliationLinks.$inferInsert {
  const action = input.action as Exclude<ReconciliationAction, 'unlink'>;
  let outcome: string | null;
  if (books && portal) {
    const row = state.rows.find((r) => r.books?.id === books.id && r.portal?.id === portal.id);
    if (
      action === 'accept' &&
      !(row && row.rule !== null && !(row.decision && isPair(row.decision)))
    ) {
      throw new AppError(
        'BAD_REQUEST',
        `${where}${describe(books, portal)} are not a pair the reconciliation suggests; link them by hand`,
      );
    }
    outcome = row?.outcome ?? compareLinked(books, portal, { tolerance: state.tolerance }).outcome;
  } else {
    const id = (books ?? portal)?.id;
    outcome = state.rows.find((r) => r.books?.id === id || r.portal?.id === id)?.outcome ?? null;
  }
  return {
    period: input.period,
    purchaseBillId: books?.kind === 'bill' ? books.rowId : null,
    purchaseReturnId: books?.kind === 'return' ? books.rowId : null,
    gstr2bDocumentId: portal?.id ?? null,
    supplierGstin: portal ? portal.supplierGstin : null,
    documentType: portal ? portal.documentType : null,
    documentKey: portal ? normaliseDocumentNumber(portal.number) : null,
    documentNumber: portal?.number ?? null,
    documentDate: portal?.date ?? null,
    status: STATUS[action],
    outcome,
    note: input.note,
    actorType: ctx.actor.type,
    actorId: ctx.actor.id,
  };
}
