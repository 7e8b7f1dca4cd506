import { randomUUID } from 'node:crypto';
import { invoiceLineSerials, invoiceLines, invoices, type SupplierSnapshot } from '@gst/db/schema';
import { writeAudits } from '../../infra/audit';
import { sellStock } from '../shared/sales-stock';
import type { ServiceCtx } from '../context';
import { issueDocumentNumbers } from '../billing/document-number';
import { supplierSnapshot } from '../billing/gst-settings';
import { assertPeriodsOpen } from '../shared/return-periods';
import { buildInvoice, readInvoiceRefs } from './invoices.prepare';
import {
  auditedLine,
  createdAudit,
  invoiceLineRows,
  invoiceRow,
  serialLinks,
} from './invoices.rows';
import type { TInvoiceInput } from './invoices.schema';
import { takeAllSerials } from './invoices.service';
import { recordWebhookEvent } from '../webhooks/webhooks.events';

/** What the bulk path answers for each invoice: its id, number, total and lines. */
export type BulkInvoice = {
  id: string;
  invoiceNumber: string;
  totalAmount: string;
  lines: { id: string; position: number; taxableValue: string }[];
};

/**
 * The bulk path for invoices (the demo year; see docs/CONVENTIONS.md): many invoices created in
 * the caller's transaction as `createInvoice` creates each one. The same checks and figures
 * (`buildInvoice`: parties, products, GST rates, HSN, Rule 46, the filed-period lock), the same
 * rows and audit entry (invoices.rows.ts), serials taken as the verb takes them, numbers from the
 * shop's template in the order given (`issueDocumentNumbers`: pass the inputs in date order).
 * What differs is only how often it goes to the database: settings, parties and products are
 * read once, the supplier once per terms, each financial year's counter bumped once, and rows
 * written a batch per statement. No idempotency keys (a retry runs the whole transaction again).
 * Any refusal rolls the caller's transaction back.
 */
export async function createInvoicesInBulk(
  ctx: ServiceCtx,
  inputs: readonly TInvoiceInput[],
): Promise<BulkInvoice[]> {
  const { tx, actor } = ctx;
  if (!inputs.length) return [];
  const refs = await readInvoiceRefs(tx, inputs);
  const prepared = inputs.map((input) => buildInvoice(refs, input));
  await assertPeriodsOpen(
    tx,
    'invoice',
    prepared.map((p) => p.values.invoiceDate),
  );
  for (const p of prepared) await takeAllSerials(tx, p);
  const suppliers = new Map<string, SupplierSnapshot>();
  for (const { values } of prepared) {
    const terms = values.termsAndConditions;
    if (!suppliers.has(terms)) suppliers.set(terms, await supplierSnapshot(tx, terms));
  }
  const issued = await issueDocumentNumbers(
    tx,
    'invoice',
    refs.settings.invoiceNumberingFormat,
    prepared.map((p) => ({ date: p.values.invoiceDate, codes: { clientCode: p.billTo.name } })),
  );
  const written = prepared.map((p, i) => {
    const number = issued[i];
    const supplier = suppliers.get(p.values.termsAndConditions);
    if (!number || !supplier) throw new Error('createInvoicesInBulk: an invoice was not numbered');
    const id = randomUUID();
    const lines = invoiceLineRows(id, p).map((line) => ({ id: randomUUID(), ...line }));
    return { id, number, prepared: p, row: { id, ...invoiceRow(p, supplier, number) }, lines };
  });
  const rows = written.map((w) => w.row);
  const lineRows = written.flatMap((w) => w.lines);
  const links = written.flatMap((w) => serialLinks(w.lines, w.prepared));
  for (let i = 0; i < rows.length; i += 100) {
    await tx.insert(invoices).values(rows.slice(i, i + 100));
  }
  for (let i = 0; i < lineRows.length; i += 200) {
    await tx.insert(invoiceLines).values(lineRows.slice(i, i + 200));
  }
  for (let i = 0; i < links.length; i += 500) {
    await tx.insert(invoiceLineSerials).values(links.slice(i, i + 500));
  }
  // Issue 31: the goods leave stock and each line records its cost, as the create verb does.
  await sellStock(
    tx,
    rows.map((r) => r.id),
  );
  await writeAudits(
    tx,
    actor,
    written.map((w) => ({
      action: 'invoice.create',
      entity: 'invoice',
      entityId: w.id,
      details: createdAudit(w.number, w.prepared.values, w.lines.map(auditedLine)),
    })),
  );
  await recordWebhookEvent(
    ctx,
    'invoice.issued',
    rows.map((r) => r.id),
  );
  return written.map((w) => ({
    id: w.id,
    invoiceNumber: w.number.documentNumber,
    totalAmount: w.row.totalAmount,
    lines: w.lines.map((l) => ({ id: l.id, position: l.position, taxableValue: l.taxableValue })),
  }));
}
