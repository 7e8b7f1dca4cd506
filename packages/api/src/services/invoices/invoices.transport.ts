import { eq, inArray } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLineSerials, invoiceLines, invoices } from '@gst/db/schema';
import { canonicalJson, writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { getInvoice, type InvoiceDetail } from './invoices.queries';
import type { PreparedInvoice as Prepared } from './invoices.prepare';
import { auditedLine, invoiceLineRows } from './invoices.rows';

/**
 * Issue 29 item 8: an edit of an invoice's transport alone (e-way bill Part B; issue 30: and an
 * export's shipping details) is not a change of its figures, so what locks the figures (notes, a
 * filed month, an IRN) does not lock it.
 * And the audit diff of an invoice edit (object keys compared in sorted order).
 */

/** The fields that changed, as {before, after} (lines compared as one field; key order aside). */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const diff = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    if (canonicalJson(before[key]) !== canonicalJson(after[key])) {
      diff.before[key] = before[key] ?? null;
      diff.after[key] = after[key] ?? null;
    }
  }
  return diff;
}

/**
 * What an invoice's figures do not depend on: e-way bill Part B, and an export's shipping
 * particulars (issue 30: country, port, shipping bill number and date, often known only after
 * the invoice is issued; they change no figure, so they may be filled in or corrected later).
 */
const TRANSPORT = [
  'transportMode',
  'vehicleNumber',
  'transportDistanceKm',
  'transporterId',
  'transporterName',
  'exportDetails',
] as const;

/** What an edit sends besides the transport, compared with the invoice as stored. */
const SENT = [
  'invoiceDate',
  'dueDate',
  'dateOfSupply',
  'placeOfSupply',
  'billToId',
  'shipToId',
  'termsAndConditions',
  'deliveryAddress',
  // Issue 30: these change the figures (or who pays the tax), so they are never transport-only.
  'reverseCharge',
  'taxInclusive',
  'supplyType',
] as const;

const decimal = (value: string) => new MoneyDecimal(value).toString();

/** A line as compared for a transport-only edit: figures as numbers, serials as a set. */
const comparedLine = (
  line: Parameters<typeof auditedLine>[0] & { discount: string },
  serials: readonly string[],
) => ({
  ...auditedLine(line),
  quantity: decimal(line.quantity),
  price: decimal(line.price),
  discount: decimal(line.discount),
  serials: [...serials].sort(),
});

/**
 * True when an edit changes nothing but the transport (issue 29 item 8): the same parties,
 * dates, terms and lines (products, quantities, prices, discounts, serials) as stored.
 */
export async function onlyTransportChanges(
  tx: Tx,
  existing: typeof invoices.$inferSelect,
  prepared: Prepared,
): Promise<boolean> {
  const sent = prepared.values as Record<string, unknown>;
  const stored = existing as Record<string, unknown>;
  if (SENT.some((key) => canonicalJson(sent[key]) !== canonicalJson(stored[key]))) return false;
  const rows = await tx
    .select({
      id: invoiceLines.id,
      productId: invoiceLines.productId,
      quantity: invoiceLines.quantity,
      price: invoiceLines.price,
      discount: invoiceLines.discount,
      description: invoiceLines.description,
      serialDetails: invoiceLines.serialDetails,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, existing.id))
    .orderBy(invoiceLines.position);
  const links = rows.length
    ? await tx
        .select()
        .from(invoiceLineSerials)
        .where(
          inArray(
            invoiceLineSerials.invoiceLineId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const storedLines = rows.map((row) =>
    comparedLine(
      row,
      links.filter((l) => l.invoiceLineId === row.id).map((l) => l.itemId),
    ),
  );
  const sentLines = invoiceLineRows(existing.id, prepared).map((row, i) =>
    comparedLine(row, prepared.lines[i]?.serialItemIds ?? []),
  );
  return canonicalJson(storedLines) === canonicalJson(sentLines);
}

/**
 * An edit of the transport alone (the vehicle for the e-way bill): allowed whatever locks the
 * figures (credit or debit notes, a filed month, an IRN), since GSTR-1, GSTR-3B and the
 * e-invoice do not carry it. A new revision; the rest of the invoice stays as issued.
 */
export async function updateTransport(
  ctx: ServiceCtx,
  existing: typeof invoices.$inferSelect,
  prepared: Prepared,
): Promise<InvoiceDetail> {
  const { tx, actor } = ctx;
  const transport = Object.fromEntries(TRANSPORT.map((key) => [key, prepared.values[key]]));
  const revision = existing.revision + 1;
  await tx
    .update(invoices)
    .set({ ...transport, revision, updatedAt: new Date() })
    .where(eq(invoices.id, existing.id));
  const diff = changes(Object.fromEntries(TRANSPORT.map((key) => [key, existing[key]])), transport);
  await writeAudit(tx, actor, 'invoice.update', 'invoice', existing.id, {
    invoiceNumber: existing.invoiceNumber,
    revision,
    ...diff,
    changed: Object.keys(diff.after),
  });
  return getInvoice(ctx, { id: existing.id });
}
