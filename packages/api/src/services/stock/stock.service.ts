import { eq, sql } from 'drizzle-orm';
import { MoneyDecimal, todayIN } from '@gst/domain';
import { rowsOf } from '@gst/db/client';
import { productStock, products } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { assertPeriodsOpen } from '../shared/return-periods';
import { moveStock, stockOnHand } from '../shared/stock-ledger';
import type {
  TStockAdjustmentInput,
  TStockLedgerInput,
  TStockListInput,
  TStockReportInput,
} from './stock.schema';

/**
 * Stock (issue 31): what is on hand per product now, the stock report by dates (opening, in,
 * out, closing and its value, one statement over the movements), a product's ledger with its
 * running balance and documents, adjustments with a reason, and low-stock levels.
 */

const LOW = sql`s.low_stock_level is not null and coalesce(s.on_hand, 0) <= s.low_stock_level`;

export async function listStock({ tx }: Pick<ServiceCtx, 'tx'>, input: TStockListInput) {
  const search = input.search ? `%${input.search}%` : undefined;
  const where = sql`true ${search ? sql`and (p.product_label ilike ${search} or p.product_name ilike ${search} or p.product_unique_id ilike ${search})` : sql``} ${input.lowOnly ? sql`and ${LOW}` : sql``}`;
  const offset = (input.page - 1) * input.pageSize;
  const data = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select p.id as "productId", p.product_unique_id as "productUniqueId",
      p.product_label as "productLabel", p.product_category as "category", p.uom_unit as "uomUnit",
      coalesce(s.on_hand, 0)::text as "onHand", coalesce(s.average_cost, 0)::text as "averageCost",
      coalesce(s.value, 0)::text as "value", s.low_stock_level::text as "lowStockLevel",
      (${LOW}) as "low"
    from products p left join product_stock s on s.product_id = p.id
    where ${where} order by lower(p.product_label), p.id limit ${input.pageSize} offset ${offset}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from products p
      left join product_stock s on s.product_id = p.id where ${where}`),
  );
  const [sums] = rowsOf<{ value: string; low: number }>(
    await tx.execute(sql`select coalesce(sum(s.value), 0)::numeric(16, 2)::text as value,
      count(*) filter (where ${LOW})::int as low from product_stock s`),
  );
  return {
    data,
    total: total?.n ?? 0,
    stockValue: sums?.value ?? '0.00',
    lowCount: sums?.low ?? 0,
  };
}

/** Per product for [from, to]: opening, in, out, closing quantity and the closing value. */
export async function stockReport({ tx }: Pick<ServiceCtx, 'tx'>, input: TStockReportInput) {
  const rows = rowsOf<{
    productId: string;
    productLabel: string;
    opening: string;
    inward: string;
    outward: string;
    closing: string;
    closingValue: string;
  }>(
    await tx.execute(sql`select m.product_id as "productId", min(p.product_label) as "productLabel",
      coalesce(sum(m.quantity) filter (where m.movement_date < ${input.from}::date), 0)::numeric(16, 3)::text as opening,
      coalesce(sum(m.quantity) filter (where m.movement_date >= ${input.from}::date and m.quantity > 0), 0)::numeric(16, 3)::text as inward,
      coalesce(-sum(m.quantity) filter (where m.movement_date >= ${input.from}::date and m.quantity < 0), 0)::numeric(16, 3)::text as outward,
      sum(m.quantity)::numeric(16, 3)::text as closing,
      sum(m.value)::numeric(16, 2)::text as "closingValue"
    from stock_movements m join products p on p.id = m.product_id
    where m.movement_date <= ${input.to}::date
    group by m.product_id order by min(lower(p.product_label))`),
  );
  const total = rows.reduce((acc, r) => acc.plus(r.closingValue), new MoneyDecimal(0));
  return { from: input.from, to: input.to, data: rows, closingValue: total.toFixed(2) };
}

/** Stock of every product as on `date` (end of day): quantity and value. */
export async function stockAsOf({ tx }: Pick<ServiceCtx, 'tx'>, { date }: { date?: string }) {
  const on = date ?? todayIN();
  const report = await stockReport({ tx }, { from: on, to: on });
  return {
    date: on,
    data: report.data.map((r) => ({
      productId: r.productId,
      productLabel: r.productLabel,
      quantity: r.closing,
      value: r.closingValue,
    })),
    value: report.closingValue,
  };
}

/** A product's movements in [from, to] with the balance before, after each, and the documents. */
export async function stockLedger({ tx }: Pick<ServiceCtx, 'tx'>, input: TStockLedgerInput) {
  const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const [before] = rowsOf<{ quantity: string; value: string }>(
    await tx.execute(sql`select coalesce(sum(quantity), 0)::text as quantity,
      coalesce(sum(value), 0)::text as value from stock_movements
      where product_id = ${product.id} and movement_date < ${input.from}::date`),
  );
  const moves = rowsOf<{
    id: string;
    date: string;
    kind: string;
    quantity: string;
    unitCost: string;
    value: string;
    reason: string;
    document: string | null;
  }>(
    await tx.execute(sql`select m.id, m.movement_date::text as date, m.kind, m.quantity::text,
      m.unit_cost::text as "unitCost", m.value::text, m.reason,
      coalesce(
        (select i.invoice_number from invoice_lines l join invoices i on i.id = l.invoice_id where l.id = m.source_line_id),
        (select b.entry_number from purchase_bill_lines l join purchase_bills b on b.id = l.bill_id where l.id = m.source_line_id),
        (select r.return_number from purchase_return_lines l join purchase_returns r on r.id = l.return_id where l.id = m.source_line_id),
        (select n.note_number from note_lines l join notes n on n.id = l.note_id where l.id = m.source_line_id)
      ) as document
    from stock_movements m where m.product_id = ${product.id}
      and m.movement_date between ${input.from}::date and ${input.to}::date
    order by m.movement_date, m.created_at, m.id`),
  );
  let quantity = new MoneyDecimal(before?.quantity ?? 0);
  let value = new MoneyDecimal(before?.value ?? 0);
  const opening = { quantity: quantity.toFixed(3), value: value.toFixed(2) };
  const lines = moves.map((m) => {
    quantity = quantity.plus(m.quantity);
    value = value.plus(m.value);
    return { ...m, balance: quantity.toFixed(3), balanceValue: value.toFixed(2) };
  });
  return {
    product: { id: product.id, productLabel: product.productLabel, uomUnit: product.uomUnit },
    from: input.from,
    to: input.to,
    opening,
    lines,
    closing: { quantity: quantity.toFixed(3), value: value.toFixed(2) },
  };
}

/** Units found, lost or damaged: one movement with its reason, refused in a filed month. */
export async function adjustStock(ctx: ServiceCtx, input: TStockAdjustmentInput) {
  const { tx, actor } = ctx;
  const [product] = await tx.select().from(products).where(eq(products.id, input.productId));
  if (!product) throw new AppError('BAD_REQUEST', 'The product does not exist');
  if (input.adjustmentDate > todayIN()) {
    throw new AppError(
      'BAD_REQUEST',
      `Adjustment date ${input.adjustmentDate} is after today (India)`,
    );
  }
  await assertPeriodsOpen(tx, 'stock-adjustment', [input.adjustmentDate]);
  const before = (await stockOnHand(tx, [product.id])).get(product.id);
  const [booked] = await moveStock(tx, [
    {
      productId: product.id,
      date: input.adjustmentDate,
      kind: 'adjustment',
      quantity: input.quantity.toFixed(3),
      ...(input.quantity > 0 && input.unitCost !== undefined ? { unitCost: input.unitCost } : {}),
      reason: input.reason,
    },
  ]);
  const after = (await stockOnHand(tx, [product.id])).get(product.id);
  await auditChange(
    tx,
    actor,
    'stock.adjust',
    'product',
    product.id,
    { before, after },
    {
      productLabel: product.productLabel,
      quantity: input.quantity.toFixed(3),
      reason: input.reason,
    },
  );
  return { productId: product.id, ...booked, ...after };
}

/** Sets (or clears) the level under which a product is listed as low. */
export async function setLowStockLevel(
  ctx: ServiceCtx,
  input: { productId: string; lowStockLevel: number | null },
) {
  const [product] = await ctx.tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const level = input.lowStockLevel === null ? null : input.lowStockLevel.toFixed(3);
  await ctx.tx
    .insert(productStock)
    .values({ productId: product.id, lowStockLevel: level })
    .onConflictDoUpdate({ target: productStock.productId, set: { lowStockLevel: level } });
  await auditChange(ctx.tx, ctx.actor, 'stock.low-level', 'product', product.id, {
    after: { lowStockLevel: level },
  });
  return { productId: product.id, lowStockLevel: level };
}

/** On hand and average cost of the given products (the invoice drawer's warning). */
export async function onHand(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { productIds }: { productIds: string[] },
) {
  const levels = await stockOnHand(tx, productIds);
  return productIds.map((productId) => ({
    productId,
    ...(levels.get(productId) ?? { onHand: '0.000', averageCost: '0.0000' }),
  }));
}
