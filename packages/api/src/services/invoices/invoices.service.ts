import { eq, inArray } from 'drizzle-orm';
import { financialYearId } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLineSerials, invoiceLines, invoices } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { markCancelled, removeDocumentFiles } from '../shared/document-files';
import { issueDocumentNumber } from '../billing/document-number';
import { supplierSnapshot } from '../billing/gst-settings';
import { createOnce } from '../billing/idempotency';
import {
  activeReceiptsOfInvoice,
  getInvoice,
  issuedNotesOfInvoice,
  type InvoiceDetail,
} from './invoices.queries';
import { prepareInvoice, type PreparedInvoice } from './invoices.prepare';
import {
  audited,
  auditedLine,
  createdAudit,
  invoiceLineRows,
  invoiceRow,
  serialLinks,
} from './invoices.rows';
import type { TInvoiceCancel, TInvoiceCreate, TInvoiceUpdate } from './invoices.schema';
import { keepCancelledSale, releaseSerials, takeSerials } from './serials';
import { reverseSaleStock, sellStock } from '../shared/sales-stock';
import { changes, onlyTransportChanges, updateTransport } from './invoices.transport';
import { assertPeriodsOpen } from '../shared/return-periods';
import { assertIrpAllows, auditIrnCancelled } from '../shared/irp-lock';
import { claimQuote, markQuoteInvoiced } from '../shared/quote-link';
import { assertLegalParticulars } from '../shared/legal-particulars';
import type { AmendHook } from '../shared/amend-hook';
import { recordWebhookEvent } from '../webhooks/webhooks.events';

/**
 * An invoice with issued credit or debit notes is corrected by further notes, not edited or
 * cancelled: the notes name its lines and take value and serials from it (issue 16).
 */
async function refuseWithNotes(ctx: ServiceCtx, invoiceNumber: string, id: string, verb: string) {
  const notes = await issuedNotesOfInvoice(ctx, id);
  if (notes.length) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoiceNumber} has ${notes.map((n) => `${n.kind} note ${n.noteNumber}`).join(', ')}: cancel ${notes.length === 1 ? 'it' : 'them'} before you ${verb} the invoice, or issue another note`,
    );
  }
}

/**
 * An invoice a receipt is allocated to is not cancelled (issue 28): the allocation would go on
 * counting against the receipt while the invoice left the books, and the customer's money would
 * vanish from the ledger. Reverse the receipt first.
 */
async function refuseWithReceipts(tx: Tx, invoiceNumber: string, id: string) {
  const receipts = await activeReceiptsOfInvoice(tx, id);
  if (receipts.length) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${invoiceNumber} is paid by receipt ${receipts.map((r) => r.receiptNumber).join(', ')}: reverse ${receipts.length === 1 ? 'it' : 'them'} before you cancel the invoice`,
    );
  }
}

type Prepared = PreparedInvoice;

async function insertLines(tx: Tx, invoiceId: string, prepared: Prepared) {
  const lineRows = await tx
    .insert(invoiceLines)
    .values(invoiceLineRows(invoiceId, prepared))
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  const links = serialLinks(lineRows, prepared);
  if (links.length) await tx.insert(invoiceLineSerials).values(links);
}

/** Takes the serial items each line sells (before numbering: a refusal uses no number). */
export async function takeAllSerials(tx: Tx, prepared: Prepared) {
  for (const line of prepared.lines)
    await takeSerials(tx, line.product.id, line.serialItemIds, line.product.productLabel);
}

/**
 * One transaction: validate, take the serials, issue the number (last, so its lock is short),
 * insert invoice, lines and serial links, audit. Any failure rolls all of it back: no number
 * used, no item sold, no partial invoice.
 */
export async function createInvoice(
  ctx: ServiceCtx,
  input: TInvoiceCreate,
): Promise<InvoiceDetail> {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, 'invoice', idempotencyKey, body, () => issueInvoice(ctx, body));
}

async function issueInvoice(
  ctx: ServiceCtx,
  body: Omit<TInvoiceCreate, 'idempotencyKey'>,
): Promise<InvoiceDetail> {
  const { tx, actor } = ctx;
  await assertLegalParticulars(tx, 'invoice');
  const { quoteId, ...input } = body;
  const prepared = await prepareInvoice(tx, input);
  await assertPeriodsOpen(tx, 'invoice', [prepared.values.invoiceDate]);
  // Issue 29: the quote it is made from, locked and checked before the number is taken.
  const quote = quoteId ? await claimQuote(ctx, quoteId) : null;
  await takeAllSerials(tx, prepared);
  const supplier = await supplierSnapshot(tx, prepared.values.termsAndConditions);
  const issued = await issueDocumentNumber(
    tx,
    'invoice',
    prepared.values.invoiceDate,
    prepared.settings.invoiceNumberingFormat,
    {
      clientCode: prepared.billTo.name,
    },
  );
  const [invoice] = await tx
    .insert(invoices)
    .values(invoiceRow(prepared, supplier, issued))
    .returning({ id: invoices.id });
  if (!invoice) throw new AppError('INTERNAL', 'Invoice was not created');
  await insertLines(tx, invoice.id, prepared);
  await sellStock(tx, [invoice.id]);
  if (quote) {
    await markQuoteInvoiced(ctx, quote, { id: invoice.id, invoiceNumber: issued.documentNumber });
  }
  const lines = await auditedLines(tx, invoice.id);
  await writeAudit(
    tx,
    actor,
    'invoice.create',
    'invoice',
    invoice.id,
    createdAudit(issued, prepared.values, lines),
  );
  await recordWebhookEvent(ctx, 'invoice.issued', invoice.id);
  return getInvoice(ctx, { id: invoice.id });
}

async function currentSerialIds(tx: Tx, invoiceId: string): Promise<string[]> {
  const rows = await tx
    .select({ itemId: invoiceLineSerials.itemId })
    .from(invoiceLineSerials)
    .innerJoin(invoiceLines, eq(invoiceLines.id, invoiceLineSerials.invoiceLineId))
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return rows.map((r) => r.itemId);
}

/** Locks the invoice row for the rest of the transaction: an edit and a cancel queue up. */
async function lockInvoice(tx: Tx, id: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
  return row;
}

async function auditedLines(tx: Tx, invoiceId: string) {
  const rows = await tx
    .select({
      productId: invoiceLines.productId,
      quantity: invoiceLines.quantity,
      price: invoiceLines.price,
      discount: invoiceLines.discount,
      description: invoiceLines.description,
      serialDetails: invoiceLines.serialDetails,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  return rows.map(auditedLine);
}

/**
 * An edit of an issued invoice is a new revision: it keeps its number and the supplier as
 * issued, takes the parties as chosen again, and the audit row records what changed. Serials
 * removed from the invoice go back into stock. A cancelled invoice cannot be edited.
 */
export async function updateInvoice(
  ctx: ServiceCtx,
  { id, ...input }: TInvoiceUpdate,
  amend?: AmendHook<typeof invoices.$inferSelect>,
): Promise<InvoiceDetail> {
  const { tx, actor } = ctx;
  const existing = await lockInvoice(tx, id);
  if (existing.status === 'cancelled') {
    throw new AppError(
      'CONFLICT',
      `Invoice ${existing.invoiceNumber} is cancelled and cannot be edited`,
    );
  }
  const prepared = await prepareInvoice(
    tx,
    { ...input, invoiceDate: input.invoiceDate ?? existing.invoiceDate },
    { termsAndConditions: existing.termsAndConditions },
  );
  if (!amend && (await onlyTransportChanges(tx, existing, prepared))) {
    return updateTransport(ctx, existing, prepared);
  }
  assertIrpAllows(existing, `Invoice ${existing.invoiceNumber}`, 'edit');
  await refuseWithNotes(ctx, existing.invoiceNumber, id, 'edit');
  if (amend) await amend.checkPeriods(existing, prepared.values.invoiceDate);
  else await assertPeriodsOpen(tx, 'invoice', [input.invoiceDate], [existing.invoiceDate]);
  if (financialYearId(prepared.values.invoiceDate) !== existing.financialYear) {
    throw new AppError(
      'BAD_REQUEST',
      'An invoice cannot move to another financial year: its number belongs to its year',
    );
  }
  const linesBefore = await auditedLines(tx, id);
  // Issue 31: the old lines' stock comes back before they go; the new lines take it again.
  await reverseSaleStock(
    tx,
    id,
    prepared.values.invoiceDate,
    `Invoice ${existing.invoiceNumber} revised`,
  );
  // Release first so a serial kept on the invoice can be taken again by its new line.
  await releaseSerials(tx, await currentSerialIds(tx, id));
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await takeAllSerials(tx, prepared);
  const revision = existing.revision + 1;
  await tx
    .update(invoices)
    .set({ ...prepared.values, revision })
    .where(eq(invoices.id, id));
  await insertLines(tx, id, prepared);
  await sellStock(tx, [id]);
  const diff = changes(
    { ...audited(existing), lines: linesBefore },
    { ...audited({ ...existing, ...prepared.values }), lines: await auditedLines(tx, id) },
  );
  await writeAudit(tx, actor, amend?.auditAction ?? 'invoice.update', 'invoice', id, {
    invoiceNumber: existing.invoiceNumber,
    revision,
    ...amend?.audit,
    ...diff,
    changed: Object.keys(diff.after),
  });
  return getInvoice(ctx, { id });
}

/**
 * Cancels an issued invoice (GST keeps an issued invoice's number: it is reported as cancelled,
 * GSTR-1 Table 13; nothing deletes it). The number stays used, its serials return to stock, it
 * leaves every total (the rollups' triggers skip cancelled invoices) and sales exports, and its
 * stored PDF is dropped so the next one is rendered stamped CANCELLED.
 */
export async function deleteInvoice(ctx: ServiceCtx, { id, reason }: TInvoiceCancel) {
  const { tx, actor } = ctx;
  const existing = await lockInvoice(tx, id);
  if (existing.status === 'cancelled') {
    throw new AppError('CONFLICT', 'Invoice is already cancelled');
  }
  assertIrpAllows(existing, `Invoice ${existing.invoiceNumber}`, 'cancel');
  await refuseWithNotes(ctx, existing.invoiceNumber, id, 'cancel');
  await refuseWithReceipts(tx, existing.invoiceNumber, id);
  await assertPeriodsOpen(tx, 'invoice', [], [existing.invoiceDate]);
  const serials = await currentSerialIds(tx, id);
  // The items go back into stock, so they may be sold on another line (an item is on one line);
  // which line sold them is kept for their life (issue 29).
  if (serials.length) {
    await keepCancelledSale(tx, id);
    await tx.delete(invoiceLineSerials).where(inArray(invoiceLineSerials.itemId, serials));
  }
  await releaseSerials(tx, serials);
  await reverseSaleStock(
    tx,
    id,
    existing.invoiceDate,
    `Invoice ${existing.invoiceNumber} cancelled`,
  );
  await markCancelled(tx, 'invoice', id, reason);
  await auditIrnCancelled(ctx, 'invoice', {
    id,
    number: existing.invoiceNumber,
    date: existing.invoiceDate,
    irp: existing.irp,
    reason,
  });
  await removeDocumentFiles(ctx, 'invoice', id);
  await writeAudit(tx, actor, 'invoice.cancel', 'invoice', id, {
    invoiceNumber: existing.invoiceNumber,
    reason,
    releasedSerials: serials.length,
    before: { status: existing.status, cancelReason: existing.cancelReason },
    after: { status: 'cancelled', cancelReason: reason },
    changed: ['status', 'cancelReason'],
  });
  await recordWebhookEvent(ctx, 'invoice.cancelled', id);
  return { id };
}
