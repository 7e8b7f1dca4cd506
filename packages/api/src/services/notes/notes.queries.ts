import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { creditNoteDeadline, lineRemaining } from '@gst/domain';
import {
  customers,
  invoiceLines,
  invoices,
  items,
  noteLineSerials,
  noteLines,
  notes,
  type NoteKind,
} from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { serialsByLine } from '../invoices/invoices.queries';
import { pageOf } from '../shared/paging';
import type { TNoteListInput } from './notes.schema';
import { matchingAny, syncConditions, syncOrder } from '../shared/list-query';

const LABEL: Record<NoteKind, string> = { credit: 'Credit note', debit: 'Debit note' };

/** A note with its lines, the invoices they correct and the serials that came back. */
export async function getNote(
  { tx }: Pick<ServiceCtx, 'tx'>,
  kind: NoteKind,
  { id }: { id: string },
) {
  const [note] = await tx
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.kind, kind)));
  if (!note) throw new AppError('NOT_FOUND', `${LABEL[kind]} not found`);
  const lines = await tx
    .select({
      line: noteLines,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
    })
    .from(noteLines)
    .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
    .where(eq(noteLines.noteId, id))
    .orderBy(noteLines.position);
  const serials = lines.length
    ? await tx
        .select({ noteLineId: noteLineSerials.noteLineId, id: items.id, serialNo: items.serialNo })
        .from(noteLineSerials)
        .innerJoin(items, eq(items.id, noteLineSerials.itemId))
        .where(
          inArray(
            noteLineSerials.noteLineId,
            lines.map((l) => l.line.id),
          ),
        )
    : [];
  const invoicesOf = new Map<string, { id: string; invoiceNumber: string; invoiceDate: string }>();
  for (const l of lines) {
    invoicesOf.set(l.line.invoiceId, {
      id: l.line.invoiceId,
      invoiceNumber: l.invoiceNumber,
      invoiceDate: l.invoiceDate,
    });
  }
  return {
    ...note,
    invoices: [...invoicesOf.values()],
    lines: lines.map(({ line, invoiceNumber, invoiceDate }) => ({
      ...line,
      invoiceNumber,
      invoiceDate,
      serials: serials
        .filter((s) => s.noteLineId === line.id)
        .map((s) => ({ id: s.id, serialNo: s.serialNo })),
    })),
  };
}
export type NoteDetail = Awaited<ReturnType<typeof getNote>>;

/** Notes of one kind, newest first, with search (number, customer) and invoice/customer filters. */
export async function listNotes(
  { tx }: Pick<ServiceCtx, 'tx'>,
  kind: NoteKind,
  input: TNoteListInput,
) {
  const conditions: (SQL | undefined)[] = [
    eq(notes.kind, kind),
    matchingAny(input.search, [notes.noteNumber, customers.name]),
    ...syncConditions(input, { date: notes.noteDate, updatedAt: notes.updatedAt }),
  ];
  if (input.customerId) conditions.push(eq(notes.customerId, input.customerId));
  if (input.invoiceId) {
    const ids = tx
      .selectDistinct({ id: noteLines.noteId })
      .from(noteLines)
      .where(eq(noteLines.invoiceId, input.invoiceId));
    conditions.push(inArray(notes.id, ids));
  }
  const where = and(...conditions);
  return pageOf(
    input,
    tx
      .select({
        id: notes.id,
        noteNumber: notes.noteNumber,
        noteDate: notes.noteDate,
        customerId: notes.customerId,
        customerName: customers.name,
        reason: notes.reason,
        taxableAmount: notes.taxableAmount,
        totalAmount: notes.totalAmount,
        status: notes.status,
        /** Issue 17: the IRN once recorded (the row's Edit is hidden then); null before. */
        irn: sql<string | null>`${notes.irp}->>'irn'`,
        updatedAt: notes.updatedAt,
      })
      .from(notes)
      .innerJoin(customers, eq(customers.id, notes.customerId))
      .where(where)
      .orderBy(
        ...syncOrder(input, notes, [
          desc(notes.noteDate),
          desc(notes.financialYear),
          desc(notes.sequence),
        ]),
      ),
    tx
      .select({ total: count() })
      .from(notes)
      .innerJoin(customers, eq(customers.id, notes.customerId))
      .where(where),
  );
}

/**
 * What a note may still do to each line of an invoice (the note drawer): invoiced quantity and
 * value, what issued notes took or added, what is left, and the serials still on the line.
 */
export async function noteableLines(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { invoiceId }: { invoiceId: string },
) {
  const [invoice] = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      status: invoices.status,
      customerId: invoices.billToId,
      totalAmount: invoices.totalAmount,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  const lines = await tx
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      productName: invoiceLines.productName,
      productLabel: invoiceLines.productLabel,
      hsnCode: invoiceLines.hsnCode,
      gstPercentage: invoiceLines.gstPercentage,
      quantity: invoiceLines.quantity,
      taxableValue: invoiceLines.taxableValue,
      creditedQuantity: sql<string>`coalesce((select sum(nl.quantity) from note_lines nl join notes n on n.id = nl.note_id where nl.invoice_line_id = "invoice_lines"."id" and n.status = 'issued' and n.kind = 'credit'), 0)`,
      creditedValue: sql<string>`coalesce((select sum(nl.taxable_value) from note_lines nl join notes n on n.id = nl.note_id where nl.invoice_line_id = "invoice_lines"."id" and n.status = 'issued' and n.kind = 'credit'), 0)`,
      debitedValue: sql<string>`coalesce((select sum(nl.taxable_value) from note_lines nl join notes n on n.id = nl.note_id where nl.invoice_line_id = "invoice_lines"."id" and n.status = 'issued' and n.kind = 'debit'), 0)`,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  const serialsOf = await serialsByLine(tx, lines);
  return {
    invoice: { ...invoice, creditNoteDeadline: creditNoteDeadline(invoice.invoiceDate) },
    lines: lines.map((line) => {
      const prior = {
        creditedQuantity: String(line.creditedQuantity),
        creditedValue: String(line.creditedValue),
        debitedValue: String(line.debitedValue),
      };
      return {
        ...line,
        ...prior,
        remaining: lineRemaining({ lineId: line.id, ...line, ...prior }),
        serials: serialsOf(line.id),
      };
    }),
  };
}
