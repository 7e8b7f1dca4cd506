import { and, eq } from 'drizzle-orm';
import { financialYearId } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { noteLines, notes, type NoteKind } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { auditedNote, auditedNoteLines } from './notes.audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { issueDocumentNumber } from '../billing/document-number';
import { supplierSnapshot } from '../billing/gst-settings';
import { createOnce } from '../billing/idempotency';
import { markCancelled } from '../shared/document-files';
import { getNote, type NoteDetail } from './notes.queries';
import { insertNoteLines, restoreReturnedSerials } from './notes.serials';
import { returnSaleStock, reverseReturnStock } from '../shared/sales-stock';
import {
  lockNoteInvoices,
  prepareNote,
  type NoteLineRequest,
  type PreparedNote,
} from './notes.prepare';
import type {
  TCreditNoteInput,
  TCreditNoteUpdate,
  TDebitNoteInput,
  TDebitNoteUpdate,
  TNoteCancel,
} from './notes.schema';
import { assertPeriodsOpen } from '../shared/return-periods';
import { assertIrpAllows, auditIrnCancelled } from '../shared/irp-lock';
import { assertLegalParticulars } from '../shared/legal-particulars';
import { readNoteNumbering } from './notes.settings';
import type { AmendHook } from '../shared/amend-hook';
import { recordWebhookEvent } from '../webhooks/webhooks.events';

type NoteAmendHook = AmendHook<typeof notes.$inferSelect>;

const LABEL: Record<NoteKind, string> = { credit: 'Credit note', debit: 'Debit note' };

/** The note row's columns computed from a prepared note (all but number, supplier, status). */
function noteValues(prepared: PreparedNote, input: { reason: string; remarks: string }) {
  const t = prepared.doc.totals;
  return {
    noteDate: prepared.noteDate,
    customerId: prepared.customer.id,
    reason: input.reason,
    remarks: input.remarks,
    placeOfSupply: prepared.invoice.placeOfSupply,
    isInterState: prepared.invoice.isInterState,
    supplyType: prepared.invoice.supplyType,
    taxableAmount: t.taxable,
    cgstAmount: t.cgst,
    sgstAmount: t.sgst,
    utgstAmount: t.utgst,
    igstAmount: t.igst,
    totalAmount: t.grandTotal,
    taxSplit: prepared.doc.taxSplit.map((r) => ({
      rate: r.rate,
      taxableValue: r.taxableValue,
      cgst: r.cgst,
      sgst: r.sgst,
      utgst: r.utgst,
      igst: r.igst,
    })),
    billTo: prepared.billTo,
  };
}

type NoteRequest = { idempotencyKey?: string; noteDate?: string; reason: string; remarks: string };

function createNote(
  ctx: ServiceCtx,
  kind: NoteKind,
  input: NoteRequest,
  lines: NoteLineRequest[],
): Promise<NoteDetail> {
  const { idempotencyKey, ...body } = input;
  return createOnce(ctx, `${kind}-note`, idempotencyKey, { ...body, lines }, () =>
    issueNote(ctx, kind, input, lines),
  );
}

async function issueNote(
  ctx: ServiceCtx,
  kind: NoteKind,
  input: NoteRequest,
  lines: NoteLineRequest[],
): Promise<NoteDetail> {
  const { tx, actor } = ctx;
  await assertLegalParticulars(tx, `${kind}-note`);
  const prepared = await prepareNote(tx, kind, { noteDate: input.noteDate, lines });
  await assertPeriodsOpen(tx, `${kind}-note`, [prepared.noteDate]);
  const supplier = await supplierSnapshot(tx, '');
  const template = await readNoteNumbering(tx, kind);
  const issued = await issueDocumentNumber(tx, `${kind}-note`, prepared.noteDate, template, {
    clientCode: prepared.billTo.name,
    invoiceType: kind === 'credit' ? 'CN' : 'DN',
  });
  const [note] = await tx
    .insert(notes)
    .values({
      kind,
      noteNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      ...noteValues(prepared, input),
      supplier,
    })
    .returning({ id: notes.id });
  if (!note) throw new AppError('INTERNAL', `${LABEL[kind]} was not created`);
  const returnedSerials = await insertNoteLines(tx, note.id, prepared);
  if (kind === 'credit') await returnSaleStock(tx, note.id);
  await auditChange(
    tx,
    actor,
    `${kind}-note.create`,
    `${kind}-note`,
    note.id,
    {
      after: {
        noteNumber: issued.documentNumber,
        status: 'issued',
        ...noteValues(prepared, input),
        lines: await auditedNoteLines(tx, note.id),
      },
    },
    {
      noteNumber: issued.documentNumber,
      invoices: [...new Set(prepared.lines.map((l) => l.invoice.invoiceNumber))],
      total: prepared.doc.totals.grandTotal,
      returnedSerials,
    },
  );
  await recordWebhookEvent(ctx, 'note.issued', note.id);
  return getNote(ctx, kind, { id: note.id });
}

const creditLine = (l: TCreditNoteInput['lines'][number]): NoteLineRequest => ({
  invoiceLineId: l.invoiceLineId,
  quantity: l.quantity,
  taxableValue: l.taxableValue,
  serialItemIds: l.serialItemIds,
});

const debitLine = (l: TDebitNoteInput['lines'][number]): NoteLineRequest => ({
  invoiceLineId: l.invoiceLineId,
  quantity: 0,
  taxableValue: l.taxableValue,
  serialItemIds: [],
});

export function createCreditNote(ctx: ServiceCtx, input: TCreditNoteInput) {
  const { lines, ...rest } = input;
  return createNote(ctx, 'credit', rest, lines.map(creditLine));
}

export function createDebitNote(ctx: ServiceCtx, input: TDebitNoteInput) {
  const { lines, ...rest } = input;
  return createNote(ctx, 'debit', rest, lines.map(debitLine));
}

/**
 * Cancels an issued note: it keeps its number (reported as cancelled), its value goes back on the
 * invoices, and the serials it took back are sold again on their invoice line, unless one has
 * been sold since, which refuses the cancellation.
 */
export async function cancelNote(ctx: ServiceCtx, kind: NoteKind, { id, reason }: TNoteCancel) {
  const { tx, actor } = ctx;
  const note = await lockNote(tx, kind, id);
  // The note's serials go back on its invoices' lines: lock those invoices before the period.
  await lockNoteInvoices(tx, [], id);
  assertIrpAllows(note, `${LABEL[kind]} ${note.noteNumber}`, 'cancel');
  await assertPeriodsOpen(tx, `${kind}-note`, [], [note.noteDate]);
  const restored = await restoreReturnedSerials(tx, id);
  await reverseReturnStock(tx, id, note.noteDate, `${LABEL[kind]} ${note.noteNumber} cancelled`);
  await markCancelled(tx, 'note', id, reason);
  await auditIrnCancelled(ctx, `${kind}-note`, {
    id,
    number: note.noteNumber,
    date: note.noteDate,
    irp: note.irp,
    reason,
  });
  await auditChange(
    tx,
    actor,
    `${kind}-note.cancel`,
    `${kind}-note`,
    id,
    {
      before: { status: note.status, cancelReason: note.cancelReason },
      after: { status: 'cancelled', cancelReason: reason },
    },
    { noteNumber: note.noteNumber, reason, serialsSoldAgain: restored },
  );
  return { id };
}

async function lockNote(tx: Tx, kind: NoteKind, id: string) {
  const [note] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.kind, kind)))
    .for('update');
  if (!note) throw new AppError('NOT_FOUND', `${LABEL[kind]} not found`);
  if (note.status === 'cancelled') {
    throw new AppError('CONFLICT', `${LABEL[kind]} ${note.noteNumber} is cancelled`);
  }
  return note;
}

/**
 * Re-issues a note with new lines: the same number, a new revision (audited). Its own returns are
 * undone first, so what the invoices still have is read without it.
 */
async function updateNote(
  ctx: ServiceCtx,
  kind: NoteKind,
  id: string,
  input: { noteDate?: string; reason: string; remarks: string },
  lines: NoteLineRequest[],
  amend?: NoteAmendHook,
): Promise<NoteDetail> {
  const { tx, actor } = ctx;
  const existing = await lockNote(tx, kind, id);
  // Note, then the invoices it names now and will name, then the months (return-periods.ts).
  await lockNoteInvoices(
    tx,
    lines.map((l) => l.invoiceLineId),
    id,
  );
  assertIrpAllows(existing, `${LABEL[kind]} ${existing.noteNumber}`, 'edit');
  if (amend) await amend.checkPeriods(existing, input.noteDate ?? existing.noteDate);
  else await assertPeriodsOpen(tx, `${kind}-note`, [input.noteDate], [existing.noteDate]);
  const before = { ...auditedNote(existing), lines: await auditedNoteLines(tx, id) };
  await restoreReturnedSerials(tx, id);
  // Issue 31: the old lines' returns leave stock again before they go; the new lines bring theirs.
  await reverseReturnStock(
    tx,
    id,
    input.noteDate ?? existing.noteDate,
    `${LABEL[kind]} ${existing.noteNumber} revised`,
  );
  await tx.delete(noteLines).where(eq(noteLines.noteId, id));
  const prepared = await prepareNote(tx, kind, {
    noteDate: input.noteDate ?? existing.noteDate,
    lines,
  });
  if (financialYearId(prepared.noteDate) !== existing.financialYear) {
    throw new AppError(
      'BAD_REQUEST',
      'A note cannot move to another financial year: its number belongs to its year',
    );
  }
  if (prepared.customer.id !== existing.customerId) {
    throw new AppError('BAD_REQUEST', 'A note cannot move to another customer');
  }
  const revision = existing.revision + 1;
  await tx
    .update(notes)
    .set({ ...noteValues(prepared, input), revision, fileId: null, updatedAt: new Date() })
    .where(eq(notes.id, id));
  const returnedSerials = await insertNoteLines(tx, id, prepared);
  if (kind === 'credit') await returnSaleStock(tx, id);
  await auditChange(
    tx,
    actor,
    amend?.auditAction ?? `${kind}-note.update`,
    `${kind}-note`,
    id,
    {
      before,
      after: { ...noteValues(prepared, input), lines: await auditedNoteLines(tx, id) },
    },
    { noteNumber: existing.noteNumber, revision, returnedSerials, ...amend?.audit },
  );
  return getNote(ctx, kind, { id });
}

export function updateCreditNote(
  ctx: ServiceCtx,
  { id, lines, ...rest }: TCreditNoteUpdate,
  amend?: NoteAmendHook,
) {
  return updateNote(ctx, 'credit', id, rest, lines.map(creditLine), amend);
}

export function updateDebitNote(
  ctx: ServiceCtx,
  { id, lines, ...rest }: TDebitNoteUpdate,
  amend?: NoteAmendHook,
) {
  return updateNote(ctx, 'debit', id, rest, lines.map(debitLine), amend);
}
