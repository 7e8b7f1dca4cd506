import { eq } from 'drizzle-orm';
import { formatDate, hasPermission, type PermissionFlag } from '@gst/domain';
import { customers, invoices, quotes, shareLinks } from '@gst/db/schema';
import { AppError } from '../../errors';
import { actingUser } from '../context';
import { shopInfo } from '../documents/documents.data';
import { invoiceBalances } from '../payments/payments.queries';
import { getSettings } from '../settings/settings.service';
import type { ShareLinkKind, TShareLinkCreate, TShareLinkListInput } from './share-links.schema';
import {
  createShareLink,
  listShareLinks,
  lockShareLink,
  revokeShareLink,
  SHARE_PAGE,
  viewOf,
  type ShareCtx,
  type ShareLinkView,
} from './share-links.service';

/**
 * The back-office's share-link verbs (the Share panel, tRPC and REST), with their permission:
 * a link belongs to its document's page (invoices, quotes; a statement to customers). Seeing the
 * links and their views needs 'view' there; making, re-dating and revoking one needs 'edit' (a
 * link hands the document to anyone holding it, as sending it would).
 */
type BackOfficeCtx = ShareCtx & Required<Pick<ShareCtx, 'user'>>;

function requireShare(ctx: BackOfficeCtx, kind: ShareLinkKind, flag: PermissionFlag) {
  const page = SHARE_PAGE[kind];
  if (!hasPermission(actingUser(ctx), page, flag)) {
    throw new AppError('FORBIDDEN', `You do not have the '${flag}' permission on ${page}`);
  }
}

/** Who the document is for, for "Share on WhatsApp" and the message: name, phone, number, due. */
export type ShareRecipient = {
  shopName: string;
  customerName: string;
  phone: string;
  /** The invoice or quote number, or the statement's period. */
  reference: string;
  /** Rupees due on an invoice; null for a quote or statement. */
  amountDue: string | null;
};

async function recipientOf(ctx: ShareCtx, input: TShareLinkListInput): Promise<ShareRecipient> {
  const shopName = shopInfo(await getSettings(ctx)).name;
  if (input.kind === 'invoice') {
    const [row] = await ctx.tx
      .select({
        number: invoices.invoiceNumber,
        name: customers.name,
        phone: customers.phoneNumber,
      })
      .from(invoices)
      .leftJoin(customers, eq(customers.id, invoices.billToId))
      .where(eq(invoices.id, input.documentId ?? ''));
    if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
    const [balance] = await invoiceBalances(ctx, { ids: [input.documentId ?? ''] });
    return {
      shopName,
      customerName: row.name ?? '',
      phone: row.phone ?? '',
      reference: row.number,
      amountDue: balance?.balance ?? null,
    };
  }
  if (input.kind === 'quote') {
    const [row] = await ctx.tx
      .select({ number: quotes.quoteNumber, name: quotes.customerName, phone: quotes.phoneNumber })
      .from(quotes)
      .where(eq(quotes.id, input.documentId ?? ''));
    if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
    return {
      shopName,
      customerName: row.name,
      phone: row.phone,
      reference: row.number,
      amountDue: null,
    };
  }
  const [row] = await ctx.tx
    .select({ name: customers.name, phone: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, input.customerId ?? ''));
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  const period = `${formatDate(input.periodFrom ?? '')} to ${formatDate(input.periodTo ?? '')}`;
  return { shopName, customerName: row.name, phone: row.phone, reference: period, amountDue: null };
}

/** A document's links (newest first, each with state and views) and whom it is for. */
export async function shareLinksOf(
  ctx: BackOfficeCtx,
  input: TShareLinkListInput,
): Promise<{ links: ShareLinkView[]; recipient: ShareRecipient }> {
  requireShare(ctx, input.kind, 'view');
  const recipient = await recipientOf(ctx, input);
  return { links: await listShareLinks(ctx, input), recipient };
}

/** The document's live link, made when there is none (see createShareLink), as the list shows it. */
export async function shareDocument(
  ctx: BackOfficeCtx,
  input: TShareLinkCreate,
): Promise<ShareLinkView> {
  requireShare(ctx, input.kind, 'edit');
  const created = await createShareLink(ctx, input);
  const [row] = await ctx.tx.select().from(shareLinks).where(eq(shareLinks.id, created.id));
  if (!row) throw new AppError('INTERNAL', 'The share link was not made');
  return viewOf(ctx, row);
}

/** Revokes a link of this shop (another shop's id is not found here). */
export async function revokeShareLinkById(
  ctx: BackOfficeCtx,
  { id }: { id: string },
): Promise<ShareLinkView> {
  const row = await lockShareLink(ctx, id);
  requireShare(ctx, row.kind, 'edit');
  return revokeShareLink(ctx, row);
}
