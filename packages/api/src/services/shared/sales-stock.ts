import { eq, sql } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import { invoiceLines, noteLines } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readSettings } from '../settings/settings.service';
import { moveStock, reverseStockOf, stockOnHand, type StockMove } from './stock-ledger';

/**
 * The sales side of the stock ledger (issue 31): an invoice's goods lines leave stock on its date
 * and record what one unit cost the shop (invoice_lines.unit_cost): the purchase cost of the
 * serial-numbered units it sold when every one of them came in on a bill, else the product's
 * weighted-average cost at the sale. Services (a product whose HSN is a SAC, 99…) move no stock.
 * An edit or a cancellation takes the lines' movements back first (reverseSaleStock).
 *
 * With the shop setting negativeStock = 'refuse', an invoice that sells more than is on hand is
 * refused; by default ('warn') it goes through and stock goes below zero (the drawer warns).
 */
export async function sellStock(tx: Tx, invoiceIds: readonly string[]) {
  if (!invoiceIds.length) return;
  const lines = rowsOf<{
    id: string;
    product_id: string;
    product_label: string;
    quantity: string;
    invoice_date: string;
    hsn_code: string;
    serials: number;
    costed: number;
    serial_cost: string | null;
  }>(
    await tx.execute(sql`select l.id, l.product_id, l.product_label, l.quantity::text,
      l.invoice_date::text, l.hsn_code,
      count(s.item_id)::int as serials, count(ip.item_id)::int as costed,
      (avg(ip.unit_cost))::numeric(16, 4)::text as serial_cost
    from invoice_lines l
    left join invoice_line_serials s on s.invoice_line_id = l.id
    left join item_purchases ip on ip.item_id = s.item_id
    where l.invoice_id = any(${`{${invoiceIds.join(',')}}`}::uuid[]) and l.hsn_code not like '99%'
    group by l.id order by l.invoice_date, l.invoice_id, l.position`),
  );
  if (!lines.length) return;
  const { negativeStock } = await readSettings({ tx }, ['negativeStock']);
  if (negativeStock === 'refuse') await refuseBeyondStock(tx, lines);
  const moves: StockMove[] = lines.map((l) => ({
    productId: l.product_id,
    date: l.invoice_date,
    kind: 'sale',
    quantity: new MoneyDecimal(l.quantity).neg().toFixed(3),
    // Every unit sold came in on a bill: those units' own cost; otherwise the average.
    ...(l.serials > 0 && l.costed === l.serials && l.serial_cost
      ? { unitCost: l.serial_cost }
      : {}),
    sourceLineId: l.id,
  }));
  const booked = await moveStock(tx, moves);
  for (const [i, line] of lines.entries()) {
    const at = booked[i];
    if (at) {
      await tx
        .update(invoiceLines)
        .set({ unitCost: at.unitCost })
        .where(eq(invoiceLines.id, line.id));
    }
  }
}

async function refuseBeyondStock(
  tx: Tx,
  lines: readonly { product_id: string; product_label: string; quantity: string }[],
) {
  const asked = new Map<string, { label: string; quantity: MoneyDecimal }>();
  for (const l of lines) {
    const before = asked.get(l.product_id)?.quantity ?? new MoneyDecimal(0);
    asked.set(l.product_id, { label: l.product_label, quantity: before.plus(l.quantity) });
  }
  const onHand = await stockOnHand(tx, [...asked.keys()]);
  for (const [productId, { label, quantity }] of asked) {
    const have = new MoneyDecimal(onHand.get(productId)?.onHand ?? 0);
    if (quantity.greaterThan(have)) {
      throw new AppError(
        'CONFLICT',
        `Only ${have.toString()} of ${label} in stock; this invoice sells ${quantity.toString()}. Enter the purchase first, or allow selling beyond stock (Settings → Purchases & Stock)`,
      );
    }
  }
}

/** Takes an invoice's sales back into stock (before its lines are replaced, or on a cancel). */
export async function reverseSaleStock(tx: Tx, invoiceId: string, date: string, reason: string) {
  const lines = await tx
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  await reverseStockOf(
    tx,
    lines.map((l) => l.id),
    date,
    reason,
  );
}

/**
 * A credit note's returned goods come back into stock on its date (issue 31: sales return in):
 * each line with a quantity returned, of a product that is not a service, at the cost its
 * invoice line left stock at (invoice_lines.unit_cost), so a sale and its return net to nothing;
 * a line sold before costs were recorded comes back at the average.
 */
export async function returnSaleStock(tx: Tx, noteId: string) {
  const lines = rowsOf<{
    id: string;
    product_id: string;
    quantity: string;
    note_date: string;
    unit_cost: string | null;
  }>(
    await tx.execute(sql`select nl.id, nl.product_id, nl.quantity::text, n.note_date::text,
      il.unit_cost::text
    from note_lines nl
    join notes n on n.id = nl.note_id
    join invoice_lines il on il.id = nl.invoice_line_id
    where nl.note_id = ${noteId} and n.kind = 'credit' and nl.quantity > 0
      and nl.hsn_code not like '99%' and nl.product_id is not null
    order by nl.position`),
  );
  await moveStock(
    tx,
    lines.map((l) => ({
      productId: l.product_id,
      date: l.note_date,
      kind: 'sales-return' as const,
      quantity: new MoneyDecimal(l.quantity).toFixed(3),
      ...(l.unit_cost !== null ? { unitCost: l.unit_cost } : {}),
      sourceLineId: l.id,
    })),
  );
}

/** Takes a credit note's returns back out of stock (before its lines are replaced, or on a cancel). */
export async function reverseReturnStock(tx: Tx, noteId: string, date: string, reason: string) {
  const lines = await tx
    .select({ id: noteLines.id })
    .from(noteLines)
    .where(eq(noteLines.noteId, noteId));
  await reverseStockOf(
    tx,
    lines.map((l) => l.id),
    date,
    reason,
  );
}
