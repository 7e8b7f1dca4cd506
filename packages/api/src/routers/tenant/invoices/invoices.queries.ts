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
import type { Tx } from '@gst/db/client';
import { customers, invoiceLineSerials, invoiceLines, invoices, items } from '@gst/db/schema';
import { AppError } from '../../../errors';
import type { TInvoiceListInput } from './invoices.schema';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Inverter column of the invoice list: any line whose product category names an inverter. A scalar
 * subquery with LIMIT 1, not EXISTS: PostgreSQL may plan an EXISTS in the select list as a hashed
 * subplan that scans every invoice line of the tenant (1.3 s per page at 500,000 lines, issue 10's
 * API benchmark); this one runs per listed row on the (invoice_id, position) index.
 */
const hasInverter = sql<boolean>`coalesce((select true from ${invoiceLines} l where l.invoice_id = ${invoices.id} and l.product_category ilike '%inverter%' limit 1), false)`;

export async function listInvoices(tx: Tx, input: TInvoiceListInput) {
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      or(
        ilike(invoices.invoiceNumber, pattern),
        ilike(customers.name, pattern),
        ilike(customers.gstin, pattern),
      ),
    );
  }
  if (input.startDate) conditions.push(gte(invoices.invoiceDate, input.startDate));
  if (input.endDate) conditions.push(lte(invoices.invoiceDate, input.endDate));
  const where = and(...conditions);
  const field = input.sort?.field ?? 'invoiceDate';
  const column = {
    invoiceDate: invoices.invoiceDate,
    invoiceNumber: invoices.sequence,
    totalAmount: invoices.totalAmount,
    customerName: customers.name,
  }[field];
  const direction = input.sort?.dir === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        invoiceDate: invoices.invoiceDate,
        totalAmount: invoices.totalAmount,
        customerName: customers.name,
        gstin: customers.gstin,
        hasInverter,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.billToId))
      .where(where)
      // Newest first: by date, then by number within the day.
      .orderBy(direction(column), direction(invoices.financialYear), direction(invoices.sequence))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    // Without a search the customer join cannot change the count (bill_to_id is a NOT NULL
    // foreign key), and leaving it out makes the count an index-only scan (66 → 15 ms at 100k).
    input.search
      ? tx
          .select({ total: count() })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.billToId))
          .where(where)
      : tx.select({ total: count() }).from(invoices).where(where),
  ]);
  return { data: rows, total: totals[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getInvoice(tx: Tx, id: string) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id));
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found');
  const customerIds = [invoice.billToId, invoice.shipToId].filter((v): v is string => Boolean(v));
  const parties = await tx.select().from(customers).where(inArray(customers.id, customerIds));
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(invoiceLines.position);
  const serials = lines.length
    ? await tx
        .select({
          lineId: invoiceLineSerials.invoiceLineId,
          itemId: items.id,
          serialNo: items.serialNo,
        })
        .from(invoiceLineSerials)
        .innerJoin(items, eq(items.id, invoiceLineSerials.itemId))
        .where(
          inArray(
            invoiceLineSerials.invoiceLineId,
            lines.map((l) => l.id),
          ),
        )
        .orderBy(items.serialNo)
    : [];
  const billTo = parties.find((p) => p.id === invoice.billToId);
  return {
    ...invoice,
    billTo: billTo ?? null,
    shipTo: parties.find((p) => p.id === invoice.shipToId) ?? null,
    customerName: billTo?.name ?? '',
    gstin: billTo?.gstin ?? '',
    lines: lines.map((line) => ({
      ...line,
      serials: serials
        .filter((s) => s.lineId === line.id)
        .map((s) => ({ _id: s.itemId, id: s.itemId, serialNo: s.serialNo })),
    })),
  };
}

export type InvoiceDetail = Awaited<ReturnType<typeof getInvoice>>;

/** Every invoice dated in [from, to] with its lines, for the Excel export. */
export async function invoicesForExport(tx: Tx, from: string, to: string) {
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
    .where(and(gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.sequence), asc(invoiceLines.position));
}
