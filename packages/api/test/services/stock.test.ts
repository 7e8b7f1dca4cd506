// @engines pglite postgres
// One shop's stock report, ledger and adjustments: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { filedPeriods } from '@gst/db/schema';
import { moveStock } from '../../src/services/shared/stock-ledger';
import {
  ZLowStockLevelInput,
  ZStockAdjustmentInput,
  ZStockLedgerInput,
  ZStockListInput,
  ZStockReportInput,
} from '../../src/services/stock/stock.schema';
import {
  adjustStock,
  listStock,
  setLowStockLevel,
  stockAsOf,
  stockLedger,
  stockReport,
} from '../../src/services/stock/stock.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { seedPurchases } from './purchases-fixtures';

/** The stock screens' figures (issue 31), worked by hand. */
const suite = serviceSuite({ seed: ({ tx }) => seedPurchases(tx) });
const adjust = asProcedure(ZStockAdjustmentInput, adjustStock);
const report = asProcedure(ZStockReportInput, stockReport);
const ledger = asProcedure(ZStockLedgerInput, stockLedger);
const list = asProcedure(ZStockListInput, listStock);
const setLow = asProcedure(ZLowStockLevelInput, setLowStockLevel);

describe('stock', () => {
  suite.it('report by dates, ledger with running balance, adjustments, low stock', async (ctx) => {
    const { panel } = suite.fx;
    // April: in 10 @ 100. May: out 4 (sale), in 5 @ 130, adjustment −1 (cracked).
    await moveStock(ctx.tx, [
      {
        productId: panel.id,
        date: '2026-04-10',
        kind: 'purchase',
        quantity: '10',
        unitCost: '100',
      },
    ]);
    await moveStock(ctx.tx, [
      { productId: panel.id, date: '2026-05-02', kind: 'sale', quantity: '-4' },
    ]);
    await moveStock(ctx.tx, [
      { productId: panel.id, date: '2026-05-05', kind: 'purchase', quantity: '5', unitCost: '130' },
    ]);
    // 6 @ 100 + 5 @ 130 = 1,250.00 for 11 (average 113.6364); one cracked: −113.64.
    const adjusted = await adjust(ctx, {
      productId: panel.id,
      adjustmentDate: '2026-05-06',
      quantity: -1,
      reason: 'Cracked while unloading',
    });
    expect(adjusted).toMatchObject({ value: '-113.64', onHand: '10.000' });

    // May: opening 10, in 5, out 4 + 1 = 5, closing 10; value 1,250.00 − 113.64 = 1,136.36.
    const may = await report(ctx, { from: '2026-05-01', to: '2026-05-31' });
    expect(may.data).toEqual([
      {
        productId: panel.id,
        productLabel: panel.productLabel,
        opening: '10.000',
        inward: '5.000',
        outward: '5.000',
        closing: '10.000',
        closingValue: '1136.36',
      },
    ]);
    // As on 30 April: 10 at 1,000.00.
    expect((await stockAsOf(ctx, { date: '2026-04-30' })).data).toEqual([
      {
        productId: panel.id,
        productLabel: panel.productLabel,
        quantity: '10.000',
        value: '1000.00',
      },
    ]);
    const book = await ledger(ctx, { productId: panel.id, from: '2026-05-01', to: '2026-05-31' });
    expect(book.opening).toEqual({ quantity: '10.000', value: '1000.00' });
    expect(book.lines.map((l) => [l.kind, l.balance])).toEqual([
      ['sale', '6.000'],
      ['purchase', '11.000'],
      ['adjustment', '10.000'],
    ]);
    expect(book.closing).toEqual({ quantity: '10.000', value: '1136.36' });

    await setLow(ctx, { productId: panel.id, lowStockLevel: 12 });
    const low = await list(ctx, { lowOnly: true });
    expect(low).toMatchObject({ total: 1, lowCount: 1, stockValue: '1136.36' });
    expect(low.data[0]).toMatchObject({ productId: panel.id, onHand: '10.000', low: true });
  });

  suite.it('an adjustment needs a reason and an open month', async (ctx) => {
    const { panel } = suite.fx;
    const bare = await appErrorOf(
      adjust(ctx, { productId: panel.id, adjustmentDate: '2026-05-06', quantity: 1, reason: '' }),
    );
    expect(bare.message).toMatch(/Give the reason/);
    await ctx.tx
      .insert(filedPeriods)
      .values({ period: '042026', fromDate: '2026-04-01', toDate: '2026-04-30' });
    const filed = await appErrorOf(
      adjust(ctx, {
        productId: panel.id,
        adjustmentDate: '2026-04-06',
        quantity: 1,
        reason: 'Count',
      }),
    );
    expect(filed.message).toBe(
      'April 2026 is filed; date the stock adjustment in an open month instead',
    );
  });
});
