import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { tenantFromHost } from '@gst/domain';
import { SHARE_TOKEN_PATTERN } from '@gst/domain/contracts';
import { withTenant, withTenantRead, type Tx } from '@gst/db/client';
import { shareLinks } from '@gst/db/schema';
import type { ApiJobs, Context } from '../../context';
import type { Actor } from '../../infra/audit';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import { AppError } from '../../errors';
import { fileLinkOf, invoiceFileLink, statementFile } from '../documents/documents.service';
import type { DocumentFile } from '../documents/downloads';
import { publicIpLimiter } from '../public-site/ip-limit';
import {
  invoicePage,
  quotePage,
  statementPage,
  type PublicShareDocument,
} from './share-links.page';
import { recordWebhookEvent } from '../webhooks/webhooks.events';

/**
 * A share link opened by anyone holding it (issue 34): no login, the shop from the request's host
 * (never DEFAULT_TENANT: a link works on its own shop's host only). Every refusal (an unknown,
 * revoked or expired token, another shop's token, a host naming no active shop, a document gone)
 * is the same 404 with the same words, so the answer tells a visitor nothing about the shop or
 * whether a token ever existed. Calls are limited per IP (ApiConfig.shareLinks) before anything
 * is read.
 */
export const SHARE_NOT_FOUND_MESSAGE =
  'This link is not valid. It may have expired or been withdrawn: ask the sender for a new one.';

export type PublicShareCtx = Pick<
  Context,
  'db' | 'tenants' | 'meta' | 'config' | 'log' | 'fileStore' | 'jobs'
>;

type Row = typeof shareLinks.$inferSelect;

const PUBLIC_ACTOR: Actor = { type: 'public', id: null };

function notFound(): never {
  throw new AppError('NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
}

/** Counts one call of the visitor's address; RATE_LIMITED (429) past the limit in the window. */
function takeAllowance(ctx: Pick<PublicShareCtx, 'config' | 'meta'>) {
  const { requestsPerIp, windowSeconds } = ctx.config.shareLinks;
  publicIpLimiter(ctx.config).take('share-link', ctx.meta.ip, requestsPerIp, windowSeconds);
}

/**
 * The active shop the request's host names; anything else is the 404. The host only: a link is
 * on its shop's own address, and an x-tenant-id naming another shop than the host does not move
 * it there (nor does DEFAULT_TENANT on a bare host).
 */
async function shopOfRequest(ctx: Pick<PublicShareCtx, 'tenants' | 'meta'>) {
  const key = tenantFromHost(ctx.meta.host);
  if (!key) notFound();
  const tenant = await ctx.tenants.find(key);
  if (!tenant || tenant.status !== 'active') notFound();
  return tenant;
}

/** The link of `token` in this shop while it is live (not revoked, not expired). */
async function liveLink(tx: Tx, token: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.token, token),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, sql`now()`),
      ),
    );
  if (!row) notFound();
  return row;
}

/** A document that is gone, or any other NOT_FOUND on the way, is the link's own 404. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'NOT_FOUND') notFound();
    throw error;
  }
}

/** The scope a view is recorded in: the link's transaction, and (for events) the server's deps. */
export type ShareViewCtx = {
  tx: Tx;
  tenant: ResolvedTenant;
  db?: Context['db'];
  config?: Context['config'];
  jobs?: ApiJobs;
  log?: Context['log'];
};

/**
 * One view of a live link: the count goes up, the first view is kept, the last one moves, in one
 * UPDATE (concurrent views each count). Views are page opens; the PDF download is not counted
 * (it is fetched from the page, and counting it too would count most visits twice).
 */
export async function recordShareView(ctx: ShareViewCtx, linkId: string): Promise<void> {
  // The time as a parameter: Citus refuses now() inside coalesce (non-immutable in a CASE).
  const now = new Date();
  await ctx.tx
    .update(shareLinks)
    .set({
      viewCount: sql`${shareLinks.viewCount} + 1`,
      firstViewedAt: sql`coalesce(${shareLinks.firstViewedAt}, ${now.toISOString()}::timestamptz)`,
      lastViewedAt: now,
    })
    .where(eq(shareLinks.id, linkId));
  await recordWebhookEvent(ctx, 'share_link.viewed', linkId);
}

export type PublicShareView = {
  /** When the link stops working. */
  expiresAt: Date;
  document: PublicShareDocument;
};

function pageOf(tx: Tx, link: Row): Promise<PublicShareDocument> {
  if (link.kind === 'invoice') return invoicePage(tx, link.documentId ?? '');
  if (link.kind === 'quote') return quotePage(tx, link.documentId ?? '');
  return statementPage(tx, {
    customerId: link.customerId ?? '',
    from: link.periodFrom ?? '',
    to: link.periodTo ?? '',
  });
}

/** The public page's data; the view is recorded in the same transaction as the read. */
export async function viewSharedDocument(
  ctx: PublicShareCtx,
  { token }: { token: string },
): Promise<PublicShareView> {
  takeAllowance(ctx);
  if (!SHARE_TOKEN_PATTERN.test(token)) notFound();
  const tenant = await shopOfRequest(ctx);
  return orNotFound(() =>
    withTenant(ctx.db, tenant, async (tx: Tx) => {
      const link = await liveLink(tx, token);
      const document = await pageOf(tx, link);
      await recordShareView({ ...ctx, tx, tenant }, link.id);
      return { expiresAt: link.expiresAt, document };
    }),
  );
}

/**
 * The shared document's PDF as the product renders it: the invoice's or quote's stored PDF (made
 * or brought up to date as the back-office download does), the statement rendered for its period.
 */
export async function sharedDocumentPdf(
  ctx: PublicShareCtx,
  { token }: { token: string },
): Promise<DocumentFile> {
  takeAllowance(ctx);
  if (!SHARE_TOKEN_PATTERN.test(token)) notFound();
  const tenant = await shopOfRequest(ctx);
  const link = await withTenantRead(ctx.db, tenant, (tx: Tx) => liveLink(tx, token));
  const scope = {
    db: ctx.db,
    tenant,
    fileStore: ctx.fileStore,
    log: ctx.log,
    actor: PUBLIC_ACTOR,
    user: null,
    sessionId: null,
  };
  return orNotFound(async () => {
    if (link.kind === 'statement') {
      return statementFile(scope, {
        customerId: link.customerId ?? '',
        from: link.periodFrom ?? '',
        to: link.periodTo ?? '',
        format: 'pdf',
      });
    }
    const id = link.documentId ?? '';
    const { fileLink } =
      link.kind === 'invoice'
        ? await invoiceFileLink(scope, { id })
        : await fileLinkOf('quote')(scope, { id });
    return storedPdf(scope, fileLink.replace(/^\/files\//, ''));
  });
}

/** A stored file's bytes: found and opened in a short read, fetched after it. */
async function storedPdf(
  scope: { db: Context['db']; tenant: ResolvedTenant; fileStore: Context['fileStore'] },
  fileId: string,
): Promise<DocumentFile> {
  const { fetchBytes, name } = await withTenantRead(scope.db, scope.tenant, async (tx: Tx) => {
    const fileScope = { tx, tenant: scope.tenant };
    const found = await scope.fileStore.find(fileScope, fileId);
    if (!found) notFound();
    return { name: found.name, fetchBytes: await scope.fileStore.open(fileScope, found) };
  });
  return { bytes: await fetchBytes(), contentType: 'application/pdf', fileName: name };
}

/** The PDF as a procedure answers it: base64 bytes (tRPC carries JSON). */
export async function sharedDocumentPdfDownload(ctx: PublicShareCtx, input: { token: string }) {
  const { bytes, contentType, fileName } = await sharedDocumentPdf(ctx, input);
  return { fileName, contentType, base64: Buffer.from(bytes).toString('base64') };
}
