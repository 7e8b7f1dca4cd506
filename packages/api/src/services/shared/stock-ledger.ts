import { inArray, sql } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import { productStock, stockMovements, type StockMovementKind } from '@gst/db/schema';

/**
 * The stock ledger (issue 31): every movement of a product's stock, and its stock now. Purchases,
 * sales, returns and adjustments move stock only through here.
 *
 * Cost is the perpetual weighted average: a receipt into stock at its own cost raises the value
 * by quantity × cost and the average becomes value ÷ quantity on hand; an issue at the average
 * leaves the average as it was. Values are rupees to the paisa; the average keeps 4 decimals.
 * An issue that empties the stock takes exactly the value left, so the value of an empty stock is
 * 0.00 and product_stock always equals the sum of its movements.
 */
export type StockMove = {
  productId: string;
  /** The document's date (YYYY-MM-DD). */
  date: string;
  kind: StockMovementKind;
  /** Signed: + into stock, − out of stock. */
  quantity: string;
  /** Per unit. Given: used as is; left out: the product's average cost now. */
  unitCost?: string;
  /** The document line that moved it (or an adjustment's id). */
  sourceLineId?: string | null;
  reason?: string;
};

type Decimal = InstanceType<typeof MoneyDecimal>;
type Level = { onHand: Decimal; value: Decimal; average: Decimal };

const money = (d: Decimal) => d.toDecimalPlaces(2, MoneyDecimal.ROUND_HALF_UP);
const cost4 = (d: Decimal) => d.toDecimalPlaces(4, MoneyDecimal.ROUND_HALF_UP);

/**
 * Locks the products' stock rows (created when missing; in id order, so two documents never wait
 * on each other in a circle), books `moves` in order and writes their movements. Returns the unit
 * cost and signed value each move was booked at.
 */
export async function moveStock(
  tx: Tx,
  moves: readonly StockMove[],
): Promise<{ unitCost: string; value: string }[]> {
  const moving = moves.filter((m) => !new MoneyDecimal(m.quantity).isZero());
  if (!moving.length) return moves.map(() => ({ unitCost: '0.0000', value: '0.00' }));
  const ids = [...new Set(moving.map((m) => m.productId))].sort();
  const idArray = `{${ids.join(',')}}`;
  await tx.execute(sql`insert into product_stock (product_id)
    select unnest(${idArray}::uuid[]) on conflict do nothing`);
  const locked = rowsOf<{
    product_id: string;
    on_hand: string;
    value: string;
    average_cost: string;
  }>(
    await tx.execute(sql`select product_id, on_hand::text, value::text, average_cost::text
      from product_stock where product_id = any(${idArray}::uuid[])
      order by product_id for update`),
  );
  const levels = new Map<string, Level>(
    locked.map((r) => [
      r.product_id,
      {
        onHand: new MoneyDecimal(r.on_hand),
        value: new MoneyDecimal(r.value),
        average: new MoneyDecimal(r.average_cost),
      },
    ]),
  );
  const booked = moves.map((move) => {
    const level = levels.get(move.productId);
    const quantity = new MoneyDecimal(move.quantity);
    if (!level || quantity.isZero()) return { unitCost: '0.0000', value: '0.00' };
    const unitCost = cost4(
      move.unitCost !== undefined ? new MoneyDecimal(move.unitCost) : level.average,
    );
    const onHand = level.onHand.plus(quantity);
    // Emptying the stock takes what is left of its value, to the paisa.
    const value =
      quantity.isNegative() && onHand.isZero() && move.unitCost === undefined
        ? level.value.neg()
        : money(quantity.times(unitCost));
    level.onHand = onHand;
    level.value = level.value.plus(value);
    if (quantity.isPositive() || move.unitCost !== undefined) {
      level.average = onHand.greaterThan(0) ? cost4(level.value.dividedBy(onHand)) : unitCost;
    }
    return { unitCost: unitCost.toFixed(4), value: value.toFixed(2) };
  });
  // The movements and every product's new level as one JSON parameter each (a bill of 200
  // products was 200 updates, then 1,600 parameters whose building in drizzle cost more than the
  // insert itself).
  const rows = moves.flatMap((move, i) => {
    const at = booked[i];
    if (!at || new MoneyDecimal(move.quantity).isZero()) return [];
    return [
      {
        product_id: move.productId,
        movement_date: move.date,
        kind: move.kind,
        quantity: new MoneyDecimal(move.quantity).toFixed(3),
        unit_cost: at.unitCost,
        value: at.value,
        source_line_id: move.sourceLineId ?? null,
        reason: move.reason ?? '',
      },
    ];
  });
  await tx.execute(sql`insert into stock_movements (product_id, movement_date, kind, quantity,
      unit_cost, value, source_line_id, reason)
    select m.product_id, m.movement_date, m.kind, m.quantity, m.unit_cost, m.value,
      m.source_line_id, m.reason
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(product_id uuid,
      movement_date date, kind text, quantity numeric, unit_cost numeric, value numeric,
      source_line_id uuid, reason text)`);
  const now = [...levels].map(([productId, level]) => ({
    product_id: productId,
    on_hand: level.onHand.toFixed(3),
    value: level.value.toFixed(2),
    average_cost: level.average.toFixed(4),
  }));
  await tx.execute(sql`update product_stock as p
    set on_hand = v.on_hand, value = v.value, average_cost = v.average_cost, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(now)}::jsonb)
      as v(product_id uuid, on_hand numeric, value numeric, average_cost numeric)
    where p.product_id = v.product_id`);
  return booked;
}

/**
 * Undoes what these source lines moved (a cancelled or revised document): for each product and
 * line, the net of its movements so far goes back out (or in) at the same value, dated `date`.
 */
export async function reverseStockOf(
  tx: Tx,
  sourceLineIds: readonly string[],
  date: string,
  reason: string,
): Promise<void> {
  if (!sourceLineIds.length) return;
  const nets = await tx
    .select({
      productId: stockMovements.productId,
      sourceLineId: stockMovements.sourceLineId,
      kind: sql<StockMovementKind>`min(${stockMovements.kind})`,
      quantity: sql<string>`sum(${stockMovements.quantity})::text`,
      value: sql<string>`sum(${stockMovements.value})::text`,
    })
    .from(stockMovements)
    .where(inArray(stockMovements.sourceLineId, [...sourceLineIds]))
    .groupBy(stockMovements.productId, stockMovements.sourceLineId);
  const moves: StockMove[] = nets
    .filter((n) => !new MoneyDecimal(n.quantity).isZero())
    .map((n) => {
      const quantity = new MoneyDecimal(n.quantity);
      return {
        productId: n.productId,
        date,
        kind: n.kind,
        quantity: quantity.neg().toFixed(3),
        // The same value back: value ÷ quantity, to 4 decimals.
        unitCost: cost4(new MoneyDecimal(n.value).dividedBy(quantity)).toFixed(4),
        sourceLineId: n.sourceLineId,
        reason,
      };
    });
  await moveStock(tx, moves);
}

/** On hand and average cost now, per product (a product never moved reads as 0). */
export async function stockOnHand(
  tx: Tx,
  productIds: readonly string[],
): Promise<Map<string, { onHand: string; averageCost: string }>> {
  const out = new Map(productIds.map((id) => [id, { onHand: '0.000', averageCost: '0.0000' }]));
  if (!productIds.length) return out;
  const rows = await tx
    .select({
      productId: productStock.productId,
      onHand: productStock.onHand,
      averageCost: productStock.averageCost,
    })
    .from(productStock)
    .where(inArray(productStock.productId, [...productIds]));
  for (const r of rows) out.set(r.productId, { onHand: r.onHand, averageCost: r.averageCost });
  return out;
}
