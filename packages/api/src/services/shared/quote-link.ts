import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { hasPermission, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoices, quotes } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import { actingUser, type ServiceCtx } from '../context';

/**
 * A quote and the invoice it became (issue 29). `quotes.invoice_id` (unique) is set in the
 * invoice's issuing transaction, after the quote row is locked, so a quote is invoiced once
 * however many conversions race. An invoice that is later cancelled frees its quote: the quote
 * reads as before (Pending, Approved or Expired) and may be invoiced again, which moves the link
 * to the new invoice.
 */

/** What a quote reads as: its stored status, or Invoiced / Expired derived on read. */
export const QUOTE_DISPLAY_STATUSES = [
  'Pending',
  'Approved',
  'Rejected',
  'Expired',
  'Invoiced',
] as const;
export type QuoteDisplayStatus = (typeof QUOTE_DISPLAY_STATUSES)[number];

/**
 * The join of `quotes` to its live invoice (`leftJoin(invoices, quoteInvoiceJoin)`): a cancelled
 * invoice frees its quote, so it does not join.
 */
export const quoteInvoiceJoin = and(
  eq(invoices.id, quotes.invoiceId),
  ne(invoices.status, 'cancelled'),
);

/**
 * The quote's display status in SQL, over `quotes` left-joined by quoteInvoiceJoin: Invoiced when the invoice stands; Expired when a
 * Pending quote's expiry date is before today in India; else the stored status.
 */
export function quoteDisplayStatus(today: string = todayIN()): SQL<QuoteDisplayStatus> {
  return sql<QuoteDisplayStatus>`case
    when ${invoices.id} is not null then 'Invoiced'
    when ${quotes.status} = 'Pending' and ${quotes.expiryDate} < ${today} then 'Expired'
    else ${quotes.status} end`;
}

/** The same rule on a read row (the quote and its live invoice, if any). */
export function displayStatusOf(
  quote: { status: string; expiryDate: string },
  invoice: unknown,
  today: string = todayIN(),
): QuoteDisplayStatus {
  if (invoice) return 'Invoiced';
  if (quote.status === 'Pending' && quote.expiryDate < today) return 'Expired';
  return quote.status as QuoteDisplayStatus;
}

/** The quote's live invoice (id, number, date), or null. */
export async function invoiceOfQuote(tx: Tx, quote: { invoiceId: string | null }) {
  if (!quote.invoiceId) return null;
  const [row] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
    })
    .from(invoices)
    .where(and(eq(invoices.id, quote.invoiceId), ne(invoices.status, 'cancelled')));
  return row ?? null;
}

/** The quote an invoice was made from (id, number), or null: for the invoice's reads. */
export async function quoteOfInvoice(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, quoteType: quotes.quoteType })
    .from(quotes)
    .where(eq(quotes.invoiceId, invoiceId));
  return row ?? null;
}

export type ClaimedQuote = { id: string; quoteNumber: string; invoiceId: string | null };

/**
 * Locks the quote an invoice is being made from (FOR UPDATE, for the rest of the invoice's
 * transaction) and refuses a quote already invoiced (naming the invoice) or rejected. Call it
 * before the invoice takes its number; `markQuoteInvoiced` after the invoice is inserted.
 * Marking a quote invoiced is the quote's Invoicing action: 'approve' on quotes.
 */
export async function claimQuote(ctx: ServiceCtx, quoteId: string): Promise<ClaimedQuote> {
  if (!hasPermission(actingUser(ctx), 'manage-quote', 'approve')) {
    throw new AppError(
      'FORBIDDEN',
      "You do not have the 'approve' permission on manage-quote (invoicing a quote)",
    );
  }
  const [quote] = await ctx.tx
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      invoiceId: quotes.invoiceId,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('update');
  if (!quote) throw new AppError('BAD_REQUEST', 'quoteId: the quote does not exist');
  const invoice = await invoiceOfQuote(ctx.tx, quote);
  if (invoice) {
    throw new AppError(
      'CONFLICT',
      `Quote ${quote.quoteNumber} is already invoiced as ${invoice.invoiceNumber}: a quote becomes one invoice (cancel that invoice to invoice the quote again)`,
    );
  }
  if (quote.status === 'Rejected') {
    throw new AppError(
      'CONFLICT',
      `Quote ${quote.quoteNumber} is rejected: set it to Pending or Approved before invoicing it`,
    );
  }
  return quote;
}

/** Marks the claimed quote with its new invoice, in the invoice's transaction, and audits it. */
export async function markQuoteInvoiced(
  ctx: ServiceCtx,
  quote: ClaimedQuote,
  invoice: { id: string; invoiceNumber: string },
) {
  await ctx.tx
    .update(quotes)
    .set({ invoiceId: invoice.id, updatedAt: new Date() })
    .where(eq(quotes.id, quote.id));
  await writeAudit(ctx.tx, ctx.actor, 'quote.invoice', 'quote', quote.id, {
    quoteNumber: quote.quoteNumber,
    invoiceNumber: invoice.invoiceNumber,
    before: { invoiceId: quote.invoiceId },
    after: { invoiceId: invoice.id },
    changed: ['invoiceId'],
  });
}
