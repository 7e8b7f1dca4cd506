import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { cancelledSaleSerials, invoiceLineSerials, invoiceLines, items } from '@gst/db/schema';
import { AppError } from '../../errors';

/**
 * Marks items sold with one conditional UPDATE: only rows of this product that are still
 * unsold change. A concurrent invoice that took one of them first wins; this one then sees
 * fewer rows updated and fails, rolling back everything it wrote.
 */
export async function takeSerials(
  tx: Tx,
  productId: string,
  itemIds: readonly string[],
  productLabel: string,
) {
  if (!itemIds.length) return;
  const ids = [...new Set(itemIds)].sort();
  if (ids.length !== itemIds.length)
    throw new AppError('BAD_REQUEST', `A serial number is chosen twice on ${productLabel}`);
  const taken = await tx
    .update(items)
    .set({ soldToInvoice: true, updatedAt: new Date() })
    .where(
      and(inArray(items.id, ids), eq(items.productId, productId), eq(items.soldToInvoice, false)),
    )
    .returning({ id: items.id });
  if (taken.length !== ids.length) {
    const got = new Set(taken.map((t) => t.id));
    const missing = await tx
      .select({ serialNo: items.serialNo, productId: items.productId, sold: items.soldToInvoice })
      .from(items)
      .where(
        inArray(
          items.id,
          ids.filter((id) => !got.has(id)),
        ),
      );
    const names = missing.map((m) => m.serialNo);
    const unknown = ids.length - taken.length - missing.length;
    const reasons = [
      names.length
        ? `serial number(s) ${names.join(', ')} already sold or not of ${productLabel}`
        : '',
      unknown > 0 ? `${unknown} unknown serial item(s)` : '',
    ].filter(Boolean);
    throw new AppError('CONFLICT', `Cannot sell ${reasons.join('; ')}`);
  }
}

/** Puts items back in stock (invoice edited or deleted). */
export async function releaseSerials(tx: Tx, itemIds: readonly string[]) {
  if (!itemIds.length) return;
  await tx
    .update(items)
    .set({ soldToInvoice: false, updatedAt: new Date() })
    .where(inArray(items.id, [...itemIds]));
}

/**
 * Before a cancellation releases an invoice's serials: keeps which line sold each one
 * (cancelled_sale_serials), so the serial's life still shows the sale and its cancellation.
 */
export async function keepCancelledSale(tx: Tx, invoiceId: string) {
  await tx.execute(sql`insert into ${cancelledSaleSerials} (invoice_line_id, item_id)
    select s.invoice_line_id, s.item_id from ${invoiceLineSerials} s
    join ${invoiceLines} l on l.id = s.invoice_line_id
    where l.invoice_id = ${invoiceId}::uuid
    on conflict do nothing`);
}
