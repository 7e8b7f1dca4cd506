import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  computeGstDocument,
  creditNoteLineErrors,
  creditNoteTimeLimitError,
  lineRemaining,
  MoneyDecimal,
  roundToPaise,
  todayIN,
  type GstDocument,
  type NoteableLine,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  customers,
  invoiceLines,
  invoices,
  noteLines,
  notes,
  type NoteKind,
  type PartySnapshot,
} from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';
import { partySnapshot } from '../invoices/invoices.prepare';
import { lockInvoices, serialsOfLines } from '../invoices/invoices.queries';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

/** One line of a note as asked for: quantity back (credit only), value, serials back. */
export type NoteLineRequest = {
  invoiceLineId: string;
  quantity: number;
  taxableValue?: string;
  serialItemIds: readonly string[];
};

/**
 * Locks the invoices a note's lines name (`lineIds`) and, for a note being changed, the invoices
 * its current lines name, in id order (issue 28). Everything that depends on an invoice's state
 * (its status, what notes and receipts took from it) is read after this, so a note and a cancel
 * or an edit of the invoice, or two notes, are serialised and the later one sees the earlier.
 */
export async function lockNoteInvoices(
  tx: Tx,
  lineIds: readonly string[],
  noteId: string | null = null,
) {
  const named = lineIds.length
    ? await tx
        .selectDistinct({ id: invoiceLines.invoiceId })
        .from(invoiceLines)
        .where(inArray(invoiceLines.id, [...lineIds]))
    : [];
  const current = noteId
    ? await tx
        .selectDistinct({ id: noteLines.invoiceId })
        .from(noteLines)
        .where(eq(noteLines.noteId, noteId))
    : [];
  await lockInvoices(tx, [...new Set([...named, ...current].map((r) => r.id))].sort());
}

/** The invoice lines a note names, with their invoices, read after locking the invoices. */
async function loadLines(tx: Tx, lineIds: readonly string[]) {
  // Lock first, then read: a status read before the lock may be stale (a cancel in flight).
  await lockNoteInvoices(tx, lineIds);
  return tx
    .select({
      line: invoiceLines,
      invoice: {
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        invoiceDate: invoices.invoiceDate,
        status: invoices.status,
        billToId: invoices.billToId,
        placeOfSupply: invoices.placeOfSupply,
        isInterState: invoices.isInterState,
        supplyType: invoices.supplyType,
        reverseCharge: invoices.reverseCharge,
        billTo: invoices.billTo,
        supplier: invoices.supplier,
      },
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inArray(invoiceLines.id, [...lineIds]));
}

/** What issued notes already took from (credit) or added to (debit) each line. */
async function priorNotes(tx: Tx, lineIds: readonly string[]) {
  const rows = await tx
    .select({
      invoiceLineId: noteLines.invoiceLineId,
      kind: notes.kind,
      quantity: sql<string>`sum(${noteLines.quantity})`,
      value: sql<string>`sum(${noteLines.taxableValue})`,
    })
    .from(noteLines)
    .innerJoin(notes, eq(notes.id, noteLines.noteId))
    .where(and(inArray(noteLines.invoiceLineId, [...lineIds]), eq(notes.status, 'issued')))
    .groupBy(noteLines.invoiceLineId, notes.kind);
  const byLine = new Map<
    string,
    { creditedQuantity: string; creditedValue: string; debitedValue: string }
  >();
  for (const r of rows) {
    const entry = byLine.get(r.invoiceLineId) ?? {
      creditedQuantity: '0',
      creditedValue: '0',
      debitedValue: '0',
    };
    if (r.kind === 'credit') {
      entry.creditedQuantity = String(r.quantity);
      entry.creditedValue = String(r.value);
    } else entry.debitedValue = String(r.value);
    byLine.set(r.invoiceLineId, entry);
  }
  return byLine;
}

/** The serials still on each invoice line (a credit note may take back only these). */
async function serialsOnLines(tx: Tx, lineIds: readonly string[]) {
  const map = new Map<string, Set<string>>();
  for (const r of await serialsOfLines(tx, lineIds)) {
    map.set(r.lineId, (map.get(r.lineId) ?? new Set()).add(r.itemId));
  }
  return map;
}

export type PreparedNote = Awaited<ReturnType<typeof prepareNote>>;

/**
 * Validates a credit or debit note against the invoices it names and computes its figures with
 * the GST engine: the tax follows the invoices (their place of supply, split, rates, SEZ and
 * zero-rated supply type). Writes nothing; each refusal is a 400 naming the problem.
 */
export async function prepareNote(
  tx: Tx,
  kind: NoteKind,
  input: { noteDate?: string; lines: readonly NoteLineRequest[] },
) {
  const noteDate = input.noteDate ?? todayIN();
  if (noteDate > todayIN()) refuse(`Note date ${noteDate} is after today (India)`);
  const lineIds = input.lines.map((l) => l.invoiceLineId);
  if (new Set(lineIds).size !== lineIds.length) refuse('An invoice line is named twice');
  const rows = await loadLines(tx, lineIds);
  const byId = new Map(rows.map((r) => [r.line.id, r]));
  const missing = lineIds.filter((id) => !byId.has(id));
  if (missing.length) refuse(`Invoice line ${missing.join(', ')} does not exist`);

  const first = rows[0] ?? refuse('Add at least one invoice line');
  for (const { invoice } of rows) {
    if (invoice.status !== 'issued') refuse(`Invoice ${invoice.invoiceNumber} is cancelled`);
    if (invoice.billToId !== first.invoice.billToId)
      refuse('A note covers invoices of one customer only');
    if (
      invoice.placeOfSupply !== first.invoice.placeOfSupply ||
      invoice.supplyType !== first.invoice.supplyType
    )
      refuse('A note covers invoices of one place of supply and supply type only');
    // Issue 30: a note follows its invoices' reverse charge, so they must agree on it.
    if (invoice.reverseCharge !== first.invoice.reverseCharge)
      refuse('A note covers invoices that are all under reverse charge, or none');
    if (noteDate < invoice.invoiceDate)
      refuse(
        `Note date ${noteDate} is before invoice ${invoice.invoiceNumber}'s date ${invoice.invoiceDate}`,
      );
    if (kind === 'credit') {
      const late = creditNoteTimeLimitError(invoice.invoiceDate, noteDate);
      if (late) refuse(late);
    }
  }

  const prior = await priorNotes(tx, lineIds);
  const noteable = (id: string): NoteableLine => {
    const row = byId.get(id);
    if (!row) return refuse(`Invoice line ${id} does not exist`);
    return {
      lineId: id,
      quantity: row.line.quantity,
      taxableValue: row.line.taxableValue,
      ...prior.get(id),
    };
  };
  const values = input.lines.map((req) => {
    if (req.taxableValue !== undefined)
      return roundToPaise(new MoneyDecimal(req.taxableValue)).toFixed(2);
    if (kind === 'debit' || req.quantity === 0) return '0.00';
    const line = noteable(req.invoiceLineId);
    const left = lineRemaining(line);
    // The whole rest of the line: exactly what is left, so repeated returns add up to the paisa.
    if (new MoneyDecimal(req.quantity).equals(left.quantity)) return left.taxableValue;
    const perUnit = new MoneyDecimal(String(line.taxableValue)).dividedBy(String(line.quantity));
    return roundToPaise(perUnit.times(req.quantity)).toFixed(2);
  });

  if (kind === 'credit') {
    const errors = creditNoteLineErrors(
      input.lines.map((l) => noteable(l.invoiceLineId)),
      input.lines.map((l, i) => ({
        lineId: l.invoiceLineId,
        quantity: l.quantity,
        taxableValue: values[i] ?? '0.00',
      })),
    );
    if (errors.length) refuse(errors.join('; '));
    const onLines = await serialsOnLines(tx, lineIds);
    input.lines.forEach((req, i) => {
      const row = byId.get(req.invoiceLineId);
      if (!row) return;
      const where = `invoice ${row.invoice.invoiceNumber} line ${row.line.position}`;
      if (req.serialItemIds.length > req.quantity)
        refuse(
          `${where}: ${req.serialItemIds.length} serials returned for a quantity of ${req.quantity}`,
        );
      const on = onLines.get(req.invoiceLineId) ?? new Set();
      for (const itemId of req.serialItemIds) {
        if (!on.has(itemId)) refuse(`${where}: serial item ${itemId} is not on this line`);
      }
      void i;
    });
  } else {
    const total = values.reduce((acc, v) => acc.plus(v), new MoneyDecimal(0));
    if (!total.greaterThan(0)) refuse('A debit note must add some value');
  }

  // The supplier's state as printed on the invoice (the shop's state now if it has no snapshot).
  const supplierState =
    first.invoice.supplier?.stateCode ?? (await readBillingSettings(tx)).supplierStateCode;
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.id, first.invoice.billToId));
  if (!customer) return refuse('The invoice customer does not exist');
  const billTo: PartySnapshot = first.invoice.billTo ?? partySnapshot(customer);
  let doc: GstDocument;
  try {
    doc = computeGstDocument({
      lines: input.lines.map((req, i) => ({
        quantity: 1,
        price: values[i] ?? '0.00',
        gstRate: byId.get(req.invoiceLineId)?.line.gstPercentage ?? '0',
        // Issue 30: a nil-rated, exempt or non-GST invoice line's note carries no tax either.
        taxability: byId.get(req.invoiceLineId)?.line.taxability,
      })),
      place: {
        supplierStateCode: supplierState,
        placeOfSupply: first.invoice.placeOfSupply,
        isSez: billTo.isSez,
      },
      supplyType: first.invoice.supplyType ?? undefined,
      // Issue 30: on a reverse-charge invoice the recipient pays the tax, so the note's total
      // (what it credits or adds to the receivable) leaves its tax out too.
      reverseCharge: first.invoice.reverseCharge,
    });
  } catch (error) {
    if (error instanceof RangeError) return refuse(error.message);
    throw error;
  }
  return {
    noteDate,
    customer,
    billTo,
    invoice: first.invoice,
    doc,
    lines: input.lines.map((req, i) => {
      const row = byId.get(req.invoiceLineId);
      if (!row) return refuse(`Invoice line ${req.invoiceLineId} does not exist`);
      return {
        request: req,
        invoiceLine: row.line,
        invoice: row.invoice,
        taxableValue: values[i] ?? '0.00',
      };
    }),
  };
}
