// @engines pglite postgres
// Figures of one shop's stock: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@gst/db/client';
import { productStock, products, stockMovements } from '@gst/db/schema';
import { moveStock, reverseStockOf, stockOnHand } from '../../src/services/shared/stock-ledger';
import { serviceSuite } from '../service-harness';
import { SOLAR_PRODUCTS } from './billing-fixtures';

/** The stock ledger (issue 31): perpetual weighted average, identities over random sequences. */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const rows = await tx
      .insert(products)
      .values([SOLAR_PRODUCTS.module, SOLAR_PRODUCTS.inverter, SOLAR_PRODUCTS.battery])
      .returning({ id: products.id });
    return rows.map((r) => r.id);
  },
});

describe('stock ledger', () => {
  suite.it('keeps the weighted-average cost across three purchases and two sales', async (ctx) => {
    const [panel = ''] = suite.fx;
    const at = async (quantity: string, unitCost?: string) =>
      (
        await moveStock(ctx.tx, [
          {
            productId: panel,
            date: '2026-05-01',
            kind: quantity.startsWith('-') ? 'sale' : 'purchase',
            quantity,
            ...(unitCost ? { unitCost } : {}),
          },
        ])
      )[0];
    // Worked by hand:
    //   buy 10 @ 100.00        on hand 10, value 1,000.00, average 100.0000
    //   sell 4 at the average  −400.00: 6, 600.00, average stays 100.0000
    //   buy 5 @ 130.00         +650.00: 11, 1,250.00, average 1,250 ÷ 11 = 113.6364
    //   buy 10 @ 115.00        +1,150.00: 21, 2,400.00, average 2,400 ÷ 21 = 114.2857
    //   sell 8 at the average  8 × 114.2857 = 914.2856 → −914.29: 13, 1,485.71
    //   sell 13 (all)          takes the 1,485.71 left: 0, 0.00
    expect(await at('10', '100')).toEqual({ unitCost: '100.0000', value: '1000.00' });
    expect(await at('-4')).toEqual({ unitCost: '100.0000', value: '-400.00' });
    await at('5', '130');
    expect((await stockOnHand(ctx.tx, [panel])).get(panel)?.averageCost).toBe('113.6364');
    await at('10', '115');
    expect((await stockOnHand(ctx.tx, [panel])).get(panel)).toEqual({
      onHand: '21.000',
      averageCost: '114.2857',
    });
    expect(await at('-8')).toEqual({ unitCost: '114.2857', value: '-914.29' });
    const [level] = await ctx.tx
      .select()
      .from(productStock)
      .where(eq(productStock.productId, panel));
    expect([level?.onHand, level?.value]).toEqual(['13.000', '1485.71']);
    expect(await at('-13')).toEqual({ unitCost: '114.2857', value: '-1485.71' });
    const [empty] = await ctx.tx
      .select()
      .from(productStock)
      .where(eq(productStock.productId, panel));
    expect([empty?.onHand, empty?.value]).toEqual(['0.000', '0.00']);
  });

  suite.it('reverses a cancelled line at the value it moved', async (ctx) => {
    const [panel = ''] = suite.fx;
    const line = '11111111-1111-4111-8111-111111111111';
    await moveStock(ctx.tx, [
      {
        productId: panel,
        date: '2026-05-01',
        kind: 'purchase',
        quantity: '3',
        unitCost: '1000',
        sourceLineId: line,
      },
    ]);
    await moveStock(ctx.tx, [
      { productId: panel, date: '2026-05-02', kind: 'purchase', quantity: '1', unitCost: '1400' },
    ]);
    // 3 @ 1,000 + 1 @ 1,400 = 4,400.00 for 4; the first purchase cancelled: 1 left at 1,400.00.
    await reverseStockOf(ctx.tx, [line], '2026-05-03', 'cancelled');
    expect((await stockOnHand(ctx.tx, [panel])).get(panel)).toEqual({
      onHand: '1.000',
      averageCost: '1400.0000',
    });
    // Reversing again moves nothing: the line's net is already 0.
    await reverseStockOf(ctx.tx, [line], '2026-05-03', 'cancelled');
    const moved = await ctx.tx
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.sourceLineId, line));
    expect(moved.map((m) => [m.quantity, m.value])).toEqual([
      ['3.000', '3000.00'],
      ['-3.000', '-3000.00'],
    ]);
  });

  suite.it(
    'opening + in − out = closing, and the stock row is the sum of its movements, over random sequences',
    async (ctx) => {
      const ids = suite.fx;
      let seed = 31;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let round = 0; round < 60; round++) {
        const productId = ids[Math.floor(random() * ids.length)] ?? '';
        const quantity = Math.ceil(random() * 12);
        const out = random() < 0.45;
        await moveStock(ctx.tx, [
          {
            productId,
            date: `2026-0${4 + Math.floor(round / 20)}-1${round % 10}`,
            kind: out ? 'sale' : 'purchase',
            quantity: String(out ? -quantity : quantity),
            ...(out ? {} : { unitCost: (50 + random() * 900).toFixed(2) }),
          },
        ]);
      }
      const check = rowsOf<{
        product_id: string;
        on_hand: string;
        value: string;
        q: string;
        v: string;
        opening: string;
        ins: string;
        outs: string;
        closing: string;
      }>(
        await ctx.tx.execute(sql`select s.product_id, s.on_hand::text, s.value::text,
        sum(m.quantity)::text as q, sum(m.value)::text as v,
        coalesce(sum(m.quantity) filter (where m.movement_date < '2026-05-01'), 0)::text as opening,
        coalesce(sum(m.quantity) filter (where m.movement_date >= '2026-05-01' and m.quantity > 0), 0)::text as ins,
        coalesce(-sum(m.quantity) filter (where m.movement_date >= '2026-05-01' and m.quantity < 0), 0)::text as outs,
        sum(m.quantity)::text as closing
        from product_stock s join stock_movements m on m.product_id = s.product_id
        group by s.product_id, s.on_hand, s.value`),
      );
      expect(check).toHaveLength(3);
      for (const row of check) {
        expect(Number(row.on_hand)).toBe(Number(row.q));
        expect(Number(row.value)).toBeCloseTo(Number(row.v), 2);
        expect(row.value).toBe(Number(row.v).toFixed(2));
        expect(Number(row.opening) + Number(row.ins) - Number(row.outs)).toBe(Number(row.closing));
      }
    },
  );
});
