import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  shareLinkState,
  SHARE_LINK_DEFAULT_DAYS,
  type ShareLinkState,
} from '@gst/domain/contracts';
import { customers, invoices, quotes, shareLinks } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { RequestScope, ServiceCtx } from '../context';
import type { ShareLinkKind, TShareLinkListInput } from './share-links.schema';
import { shareUrl } from './share-links.url';

/**
 * Share links (issue 34): an unguessable, revocable, expiring link to one invoice, quote or
 * customer statement, opened on the shop's host without logging in (share-links.public.ts).
 *
 * A document has at most one live link at a time: asking again returns the live one (the same
 * token, so a link already sent keeps working), with its expiry set anew when one is given. A
 * revoked or expired link stays listed (with its views) and a new token is made next time.
 */
type Row = typeof shareLinks.$inferSelect;

/** The ctx a link's verbs take: a tenant verb's, plus (from a request) where the shop is reached. */
export type ShareCtx = Pick<ServiceCtx, 'tx' | 'tenant' | 'actor'> &
  Partial<Pick<ServiceCtx, 'user'>> &
  Partial<Pick<RequestScope, 'config' | 'meta'>>;

export type ShareLinkView = {
  id: string;
  kind: ShareLinkKind;
  documentId: string | null;
  customerId: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  token: string;
  url: string;
  state: ShareLinkState;
  expiresAt: Date;
  revokedAt: Date | null;
  firstViewedAt: Date | null;
  lastViewedAt: Date | null;
  viewCount: number;
  createdAt: Date;
};

export type CreatedShareLink = { id: string; token: string; url: string; expiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
/** A live link asked for again with no expiry given is renewed when it has less than this left. */
const RENEW_BELOW_MS = DAY_MS;

/** 32 random bytes, base64url: 43 characters, 256 bits nobody can guess. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

export function viewOf(ctx: Pick<ShareCtx, 'tenant' | 'config' | 'meta'>, row: Row): ShareLinkView {
  return {
    id: row.id,
    kind: row.kind,
    documentId: row.documentId,
    customerId: row.customerId,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    token: row.token,
    url: shareUrl(ctx, row.token),
    state: shareLinkState(row),
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    firstViewedAt: row.firstViewedAt,
    lastViewedAt: row.lastViewedAt,
    viewCount: row.viewCount,
    createdAt: row.createdAt,
  };
}

/** The rows of one document (or one statement: customer and period). */
function targetWhere(input: TShareLinkListInput): SQL | undefined {
  if (input.kind === 'statement') {
    return and(
      eq(shareLinks.kind, 'statement'),
      eq(shareLinks.customerId, input.customerId ?? ''),
      eq(shareLinks.periodFrom, input.periodFrom ?? ''),
      eq(shareLinks.periodTo, input.periodTo ?? ''),
    );
  }
  return and(eq(shareLinks.kind, input.kind), eq(shareLinks.documentId, input.documentId ?? ''));
}

/**
 * The shared document exists and may be shared; answers the customer the link is for. An
 * invoice must be issued (a cancelled one is not sent to anyone).
 */
async function checkTarget(ctx: Pick<ServiceCtx, 'tx'>, input: TShareLinkListInput) {
  if (input.kind === 'invoice') {
    const [row] = await ctx.tx
      .select({ status: invoices.status, customerId: invoices.billToId })
      .from(invoices)
      .where(eq(invoices.id, input.documentId ?? ''));
    if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
    if (row.status !== 'issued') {
      throw new AppError('BAD_REQUEST', 'A cancelled invoice cannot be shared');
    }
    return row.customerId;
  }
  if (input.kind === 'quote') {
    const [row] = await ctx.tx
      .select({ customerId: quotes.customerId })
      .from(quotes)
      .where(eq(quotes.id, input.documentId ?? ''));
    if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
    return row.customerId;
  }
  const [row] = await ctx.tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId ?? ''));
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  return row.id;
}

/**
 * The live link of a document, made when there is none (the Share panel, and the `{{link}}` of
 * a mail). `expiresInDays` sets the expiry from now (new or live link); without it a new link
 * lasts SHARE_LINK_DEFAULT_DAYS and a live one keeps its expiry, renewed to the default if under
 * a day is left. Each make or change is audited; a plain reuse is not (nothing changed).
 */
export async function createShareLink(
  ctx: ShareCtx,
  input: {
    kind: 'invoice' | 'quote' | 'statement';
    documentId?: string;
    customerId?: string;
    periodFrom?: string;
    periodTo?: string;
    expiresInDays?: number;
  },
): Promise<CreatedShareLink> {
  const target = input;
  const customerId = await checkTarget(ctx, target);
  // One maker per document at a time, so two at once cannot both make a live link.
  const key =
    target.kind === 'statement'
      ? `${target.customerId}:${target.periodFrom}:${target.periodTo}`
      : (target.documentId ?? '');
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share-link:${key}`}))`);
  const now = new Date();
  const asked = target.expiresInDays
    ? new Date(now.getTime() + target.expiresInDays * DAY_MS)
    : null;
  const [live] = await ctx.tx
    .select()
    .from(shareLinks)
    .where(and(targetWhere(target), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now)))
    .orderBy(desc(shareLinks.expiresAt))
    .limit(1);
  if (live) {
    const renew = !asked && live.expiresAt.getTime() - now.getTime() < RENEW_BELOW_MS;
    const expiresAt =
      asked ?? (renew ? new Date(now.getTime() + SHARE_LINK_DEFAULT_DAYS * DAY_MS) : null);
    if (!expiresAt || expiresAt.getTime() === live.expiresAt.getTime()) return createdOf(ctx, live);
    const [row] = await ctx.tx
      .update(shareLinks)
      .set({ expiresAt, updatedAt: now })
      .where(eq(shareLinks.id, live.id))
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The share link was not changed');
    await auditChange(ctx.tx, ctx.actor, 'share-link.update', 'share-link', row.id, {
      before: auditOf(live),
      after: auditOf(row),
    });
    return createdOf(ctx, row);
  }
  const [row] = await ctx.tx
    .insert(shareLinks)
    .values({
      token: newShareToken(),
      kind: target.kind,
      documentId: target.kind === 'statement' ? null : (target.documentId ?? null),
      customerId,
      periodFrom: target.kind === 'statement' ? (target.periodFrom ?? null) : null,
      periodTo: target.kind === 'statement' ? (target.periodTo ?? null) : null,
      expiresAt: asked ?? new Date(now.getTime() + SHARE_LINK_DEFAULT_DAYS * DAY_MS),
      createdBy: ctx.user?.id ?? null,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The share link was not made');
  await auditChange(ctx.tx, ctx.actor, 'share-link.create', 'share-link', row.id, {
    after: auditOf(row),
  });
  return createdOf(ctx, row);
}

function createdOf(ctx: ShareCtx, row: Row): CreatedShareLink {
  return { id: row.id, token: row.token, url: shareUrl(ctx, row.token), expiresAt: row.expiresAt };
}

/** A link as the audit trail keeps it: never its token (whoever reads the trail could use it). */
function auditOf(row: Row) {
  return {
    kind: row.kind,
    documentId: row.documentId,
    customerId: row.customerId,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
  };
}

/** Every link of one document, newest first, each with its state and views. */
export async function listShareLinks(
  ctx: ShareCtx,
  input: TShareLinkListInput,
): Promise<ShareLinkView[]> {
  const rows = await ctx.tx
    .select()
    .from(shareLinks)
    .where(targetWhere(input))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  return rows.map((row) => viewOf(ctx, row));
}

/** The page a link's kind belongs to (its permission): invoices, quotes, customers. */
export const SHARE_PAGE = {
  invoice: 'manage-invoice',
  quote: 'manage-quote',
  statement: 'manage-customer',
} as const;

/** Reads one link for a change, locked; another shop's id is simply not found. */
export async function lockShareLink(ctx: Pick<ServiceCtx, 'tx'>, id: string): Promise<Row> {
  const [row] = await ctx.tx.select().from(shareLinks).where(eq(shareLinks.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Share link not found');
  return row;
}

/** Revokes a link at once: its page answers 404 from the next request. Revoking twice is a no-op. */
export async function revokeShareLink(ctx: ShareCtx, row: Row): Promise<ShareLinkView> {
  if (row.revokedAt) return viewOf(ctx, row);
  const [after] = await ctx.tx
    .update(shareLinks)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(eq(shareLinks.id, row.id))
    .returning();
  if (!after) throw new AppError('INTERNAL', 'The share link was not revoked');
  await auditChange(ctx.tx, ctx.actor, 'share-link.revoke', 'share-link', row.id, {
    before: auditOf(row),
    after: auditOf(after),
  });
  return viewOf(ctx, after);
}
