import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { compiledSelect, type Tx } from '@gst/db/client';
import {
  customers,
  filedPeriods,
  invoiceLineSerials,
  invoiceLines,
  invoices,
  items,
  noteLines,
  notes,
  paymentAllocations,
  payments,
} from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';
import { readSettings } from '../settings/settings.service';
import type { ServiceCtx } from '../context';
import type { TInvoiceExportInput, TInvoiceListInput } from './invoices.schema';
import { containsPattern, syncOrder } from '../shared/list-query';
import { quoteOfInvoice } from '../shared/quote-link';
import { resolvePeriodOfRow } from '../shared/return-periods';

/**
 * Inverter column of the invoice list: any line whose product category names an inverter. A scalar
 * subquery with LIMIT 1, not EXISTS: PostgreSQL may plan an EXISTS in the select list as a hashed
 * subplan that scans every invoice line of the tenant (1.3 s per page at 500,000 lines, issue 10's
 * API benchmark); this one runs per listed row on the (invoice_id, position) index.
 */
const hasInverter = sql<boolean>`coalesce((select true from ${invoiceLines} l where l.invoice_id = ${invoices.id} and l.product_category ilike '%inverter%' limit 1), false)`;

/**
 * The list's two statements are built by drizzle once per shape (sort, direction, which filters
 * are present) and run with the values as parameters (compiledSelect): the query building was
 * ~0.1 ms of Node CPU per call on the hottest read (issue 10's API benchmark).
 */
export async function listInvoices({ tx }: Pick<ServiceCtx, 'tx'>, given: TInvoiceListInput) {
  // REST's from/to (issue 29, item 11) are the screen's startDate/endDate; both bounds inclusive.
  const input = {
    ...given,
    startDate: laterOf(given.startDate, given.from),
    endDate: earlierOf(given.endDate, given.to),
  };
  const field = input.sort?.field ?? 'invoiceDate';
  const dir = input.sort?.dir === 'asc' ? 'asc' : 'desc';
  const shape = `${field}:${dir}:${input.search ? 's' : ''}${input.startDate ? 'f' : ''}${input.endDate ? 't' : ''}${input.updatedSince ? 'u' : ''}`;
  const values = {
    pattern: input.search ? containsPattern(input.search) : undefined,
    startDate: input.startDate,
    endDate: input.endDate,
    updatedSince: input.updatedSince,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
  const [rows, totals] = await Promise.all([
    compiledSelect<InvoiceListRow>(
      tx,
      `invoices.list:${shape}`,
      () => listSelect(tx, input),
      values,
    ),
    compiledSelect<{ total: number }>(
      tx,
      `invoices.count:${shape}`,
      () => countSelect(tx, input),
      values,
    ),
  ]);
  return {
    data: await withFiledFlags(tx, rows),
    total: totals[0]?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Each row's `filed`: its date is in a period marked filed, so it cannot be edited or cancelled
 * (issue 29 item 7), and `filedPeriod`, that period's label ('October 2026'), for the reason the
 * screen shows on its disabled Edit and Cancel. Given to everyone who may list invoices, not only
 * to users who may view the Returns page. The filed periods are a handful of rows, read once.
 */
async function withFiledFlags<T extends { invoiceDate: string }>(tx: Tx, rows: T[]) {
  const periods = rows.length ? (await tx.select().from(filedPeriods)).map(resolvePeriodOfRow) : [];
  return rows.map((row) => {
    const period = periods.find((p) => p.from <= row.invoiceDate && row.invoiceDate <= p.to);
    return { ...row, filed: !!period, filedPeriod: period?.label ?? null };
  });
}

const laterOf = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlierOf = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The filters, with placeholders for their values; which ones are present is in the shape. */
function listWhere(input: TInvoiceListInput) {
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(invoices.invoiceNumber, pattern),
        ilike(customers.name, pattern),
        ilike(customers.gstin, pattern),
        // Issue 29 item 4: a serial number sold on the invoice, or returned from it by a note.
        sql`${invoices.id} in (select l.invoice_id from items it
          join invoice_line_serials s on s.item_id = it.id
          join invoice_lines l on l.id = s.invoice_line_id where it.serial_no ilike ${pattern}
          union all select nl.invoice_id from items it
          join note_line_serials ns on ns.item_id = it.id
          join note_lines nl on nl.id = ns.note_line_id where it.serial_no ilike ${pattern})`,
      ),
    );
  }
  if (input.startDate) conditions.push(gte(invoices.invoiceDate, sql.placeholder('startDate')));
  if (input.endDate) conditions.push(lte(invoices.invoiceDate, sql.placeholder('endDate')));
  if (input.updatedSince)
    conditions.push(sql`${invoices.updatedAt} >= ${sql.placeholder('updatedSince')}::timestamptz`);
  return and(...conditions);
}

function listSelect(tx: Tx, input: TInvoiceListInput) {
  const column = {
    invoiceDate: invoices.invoiceDate,
    invoiceNumber: invoices.sequence,
    totalAmount: invoices.totalAmount,
    customerName: customers.name,
  }[input.sort?.field ?? 'invoiceDate'];
  const direction = input.sort?.dir === 'asc' ? asc : desc;
  return (
    tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        invoiceDate: invoices.invoiceDate,
        totalAmount: invoices.totalAmount,
        status: invoices.status,
        customerName: customers.name,
        gstin: customers.gstin,
        hasInverter,
        /** Issue 17: the IRN once recorded (the row's Edit is hidden then); null before. */
        irn: sql<string | null>`${invoices.irp}->>'irn'`,
        updatedAt: invoices.updatedAt,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.billToId))
      .where(listWhere(input))
      // Newest first: by date, then by number within the day (a sync: oldest change first).
      .orderBy(
        ...syncOrder(input, invoices, [
          direction(column),
          direction(invoices.financialYear),
          direction(invoices.sequence),
        ]),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
  );
}
type InvoiceListRow = Awaited<ReturnType<typeof listSelect>>[number];

// Without a search the customer join cannot change the count (bill_to_id is a NOT NULL foreign
// key), and leaving it out makes the count an index-only scan (66 → 15 ms at 100k).
function countSelect(tx: Tx, input: TInvoiceListInput) {
  const where = listWhere(input);
  return input.search
    ? tx
        .select({ total: count() })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.billToId))
        .where(where)
    : tx.select({ total: count() }).from(invoices).where(where);
}

/** The serials still on the given invoice lines, by serial number. */
/**
 * Locks the invoices' rows for the rest of the transaction, in id order, so that two writers
 * locking the same invoices queue up (and do not deadlock): what is left to credit or to pay on
 * them is read after this.
 */
export async function lockInvoices(tx: Tx, ids: readonly string[]) {
  if (!ids.length) return;
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(invoices.id)
    .for('update');
}

export async function serialsOfLines(tx: Tx, lineIds: readonly string[]) {
  if (!lineIds.length) return [];
  return tx
    .select({
      lineId: invoiceLineSerials.invoiceLineId,
      itemId: items.id,
      serialNo: items.serialNo,
    })
    .from(invoiceLineSerials)
    .innerJoin(items, eq(items.id, invoiceLineSerials.itemId))
    .where(inArray(invoiceLineSerials.invoiceLineId, [...lineIds]))
    .orderBy(items.serialNo);
}

/** The serials sold on each of the lines, `{id, serialNo}` in serial order, by line id. */
export async function serialsByLine(tx: Tx, lines: readonly { id: string }[]) {
  const rows = await serialsOfLines(
    tx,
    lines.map((l) => l.id),
  );
  return (lineId: string) =>
    rows.filter((s) => s.lineId === lineId).map((s) => ({ id: s.itemId, serialNo: s.serialNo }));
}

export async function getInvoice({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  const customerIds = [invoice.billToId, invoice.shipToId].filter((v): v is string => Boolean(v));
  const parties = await tx.select().from(customers).where(inArray(customers.id, customerIds));
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(invoiceLines.position);
  const serialsOf = await serialsByLine(tx, lines);
  const billTo = parties.find((p) => p.id === invoice.billToId);
  return {
    ...invoice,
    /** The parties as issued (printed on the invoice); billTo/shipTo are the customers now. */
    billToSnapshot: invoice.billTo,
    shipToSnapshot: invoice.shipTo,
    billTo: billTo ?? null,
    shipTo: parties.find((p) => p.id === invoice.shipToId) ?? null,
    customerName: billTo?.name ?? '',
    gstin: billTo?.gstin ?? '',
    /** The quote this invoice was made from (issue 29), or null. */
    quote: await quoteOfInvoice(tx, id),
    lines: lines.map((line) => ({
      ...line,
      serials: serialsOf(line.id).map((s) => ({ _id: s.id, ...s })),
    })),
  };
}

export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;

/**
 * Issued credit and debit notes against an invoice: such an invoice is corrected by further notes,
 * not edited or cancelled (the edit/cancel guard).
 */
export async function issuedNotesOfInvoice({ tx }: Pick<ServiceCtx, 'tx'>, invoiceId: string) {
  return tx
    .selectDistinct({ id: notes.id, kind: notes.kind, noteNumber: notes.noteNumber })
    .from(notes)
    .innerJoin(noteLines, eq(noteLines.noteId, notes.id))
    .where(and(eq(noteLines.invoiceId, invoiceId), eq(notes.status, 'issued')));
}

/** The active receipts with an allocation to the invoice (read after locking the invoice). */
export async function activeReceiptsOfInvoice(tx: Tx, invoiceId: string) {
  return tx
    .selectDistinct({ receiptNumber: payments.receiptNumber })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(and(eq(paymentAllocations.invoiceId, invoiceId), eq(payments.status, 'active')))
    .orderBy(payments.receiptNumber);
}

/** Every issued (not cancelled) invoice dated in [from, to] with its lines, for the Excel export. */
export async function invoicesForExport(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { fromDate: from, toDate: to }: TInvoiceExportInput,
) {
  return tx
    .select({
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      customerName: customers.name,
      customerGstin: customers.gstin,
      placeOfSupply: invoices.placeOfSupply,
      product: invoiceLines.productLabel,
      hsnCode: invoiceLines.hsnCode,
      quantity: invoiceLines.quantity,
      price: invoiceLines.price,
      taxableValue: invoiceLines.taxableValue,
      gstPercentage: invoiceLines.gstPercentage,
      taxAmount: invoiceLines.taxAmount,
      invoiceTotal: invoices.totalAmount,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.billToId))
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        gte(invoices.invoiceDate, from),
        lte(invoices.invoiceDate, to),
        eq(invoices.status, 'issued'),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.sequence), asc(invoiceLines.position));
}

/**
 * What the invoice drawer needs from the shop settings (without the settings page's flag); also
 * whether e-invoicing applies to the shop (issue 30: the invoice and note panels show the
 * e-invoice block only then).
 */
export async function invoiceDefaults({ tx }: Pick<ServiceCtx, 'tx'>) {
  const settings = await readBillingSettings(tx);
  const { eInvoicing } = await readSettings({ tx }, ['eInvoicing']);
  return {
    supplierStateCode: settings.supplierStateCode,
    termsAndConditions: settings.defTermsInvoice,
    eInvoicing: eInvoicing.trim() === '1',
  };
}
