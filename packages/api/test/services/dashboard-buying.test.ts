// @engines pglite postgres
// One shop's sales, notes and bills read back: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { ZCreditNoteInput } from '@gst/domain/contracts';
import { suppliers } from '@gst/db/schema';
import { dashboardBuying } from '../../src/services/dashboard/dashboard.buying';
import { ZDashboardFilters } from '../../src/services/dashboard/dashboard.schema';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import { createCreditNote } from '../../src/services/notes/notes.service';
import {
  ZPurchaseBillInput,
  ZPurchaseCancelInput,
} from '../../src/services/purchases/purchases.schema';
import {
  cancelPurchaseBill,
  createPurchaseBill,
} from '../../src/services/purchases/purchases.service';
import { asProcedure, serviceSuite } from '../service-harness';
import { seedBilling, setSetting } from './billing-fixtures';

/**
 * Issue 31: the dashboard's gross profit from the lines' recorded costs, and the purchases and
 * payables beside sales. Figures by hand (shop in West Bengal, 19; batteries at 18 %, minimum
 * price 60,000; inverters at 5 %, minimum price 38,000):
 * - bills: 2 batteries at 50,000 (2 May) and 2 at 54,000 (3 May): 4 on hand, average 52,000;
 *   a bill for 9 batteries cancelled (counts nowhere); 1 battery at 58,000 (2 June, entered after
 *   the sales: the average follows the order of entry).
 * - sales: 1 battery at 60,000 on 10 May: cost 52,000 recorded, margin 8,000 (the minimum price
 *   would have said 0); 1 inverter at 42,000 on 11 May, whose serial came in without a bill: no
 *   recorded cost, so its minimum price 38,000, margin 4,000.
 * - May: sales 102,000, cost 90,000, gross profit 12,000 (1 line at recorded cost, 1 at minimum
 *   price). Purchases: May 100,000 + 108,000 = 208,000; June 58,000; together 266,000.
 * - Payables (all unpaid): 118,000 + 127,440 + 68,440 = 313,880.
 * - A credit note on 20 May takes the battery back: sales −60,000, cost −52,000: May's gross
 *   profit is 4,000 (the inverter's).
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const fx = await seedBilling(tx, 1);
    await setSetting(tx, 'address', '2 Camac Street, Kolkata');
    await setSetting(tx, 'pinCode', '700016');
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return { ...fx, supplierId: supplier?.id ?? '' };
  },
});
const sell = asProcedure(ZInvoiceCreate, createInvoice);
const buy = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const cancelBill = asProcedure(ZPurchaseCancelInput, cancelPurchaseBill);
const creditNote = asProcedure(ZCreditNoteInput, createCreditNote);
const buying = asProcedure(ZDashboardFilters, dashboardBuying);

type Ctx = Parameters<typeof sell>[0];

const bill = (ctx: Ctx, number: string, billDate: string, quantity: number, price: number) =>
  buy(ctx, {
    supplierId: suite.fx.supplierId,
    supplierInvoiceNumber: number,
    billDate,
    supplierTotal: (quantity * price * 1.18).toFixed(2),
    lines: [{ productId: suite.fx.battery.id, quantity, price: String(price), gstPercentage: 18 }],
  });

/** May's bills (one of them cancelled); June's is entered after the sales (costs follow entry). */
async function mayBills(ctx: Ctx) {
  await bill(ctx, 'B-1', '2026-05-02', 2, 50000);
  await bill(ctx, 'B-2', '2026-05-03', 2, 54000);
  const cancelled = await bill(ctx, 'B-4', '2026-05-04', 9, 40000);
  await cancelBill(ctx, { id: cancelled.id, reason: 'Entered twice' });
}

async function bills(ctx: Ctx) {
  await mayBills(ctx);
  await bill(ctx, 'B-3', '2026-06-02', 1, 58000);
}

async function sales(ctx: Ctx) {
  const fx = suite.fx;
  const battery = await sell(ctx, {
    invoiceDate: '2026-05-10',
    billToId: fx.local.id,
    lines: [{ productId: fx.battery.id, price: '60000' }],
  });
  await sell(ctx, {
    invoiceDate: '2026-05-11',
    billToId: fx.local.id,
    lines: [{ productId: fx.inverter.id, price: '42000', serialItemIds: [fx.inverterSerials[0]!] }],
  });
  return battery;
}

const MAY = { startDate: '2026-05-01', endDate: '2026-05-31' };

describe('dashboard: margins from recorded cost, purchases and payables', () => {
  suite.it('gross profit takes the recorded cost, else the minimum price', async (ctx) => {
    await mayBills(ctx);
    const battery = await sales(ctx);
    await bill(ctx, 'B-3', '2026-06-02', 1, 58000);
    const may = await buying(ctx, MAY);
    expect(may.profit).toEqual({
      sales: '102000.00',
      cost: '90000.00',
      grossProfit: '12000.00',
      linesAtRecordedCost: 1,
      linesAtMinimumPrice: 1,
    });
    // The battery alone: bought at 52,000 on average, sold at 60,000.
    expect((await buying(ctx, { products: [suite.fx.battery.id] })).profit).toEqual({
      sales: '60000.00',
      cost: '52000.00',
      grossProfit: '8000.00',
      linesAtRecordedCost: 1,
      linesAtMinimumPrice: 0,
    });
    // Returned: its value and its cost both come off.
    await creditNote(ctx, {
      noteDate: '2026-05-20',
      reason: 'sales-return',
      lines: [{ invoiceLineId: battery.lines[0]!.id, quantity: 1 }],
    });
    expect((await buying(ctx, MAY)).profit).toMatchObject({
      sales: '42000.00',
      cost: '38000.00',
      grossProfit: '4000.00',
    });
  });

  suite.it('purchases by month without cancelled bills, and payables', async (ctx) => {
    await bills(ctx);
    const all = await buying(ctx, {});
    expect(all.purchases).toEqual({
      total: '266000.00',
      months: [
        { month: '2026-05', monthLabel: 'May 2026', taxable: '208000.00' },
        { month: '2026-06', monthLabel: 'Jun 2026', taxable: '58000.00' },
      ],
    });
    expect(all.payables).toEqual({ total: '313880.00', advance: '0.00' });
    expect((await buying(ctx, MAY)).purchases?.total).toBe('208000.00');
    // A product filter counts that product's bill lines only.
    expect((await buying(ctx, { products: [suite.fx.module.id] })).purchases).toEqual({
      total: '0.00',
      months: [],
    });
  });

  suite.it('leaves purchases and payables out for a user who may not see them', async (ctx) => {
    await bills(ctx);
    const user = ctx.user!;
    const dashboardOnly = {
      ...ctx,
      user: {
        ...user,
        role: 'staff' as const,
        permissionSets: [{ page: 'dashboard' as const, permissions: { view: true } }],
      },
    };
    const seen = await buying(dashboardOnly, {});
    expect(Object.keys(seen)).toEqual(['profit']);
    const withPayables = await buying(
      {
        ...dashboardOnly,
        user: {
          ...dashboardOnly.user,
          permissionSets: [
            ...dashboardOnly.user.permissionSets,
            { page: 'payables' as const, permissions: { view: true } },
          ],
        },
      },
      {},
    );
    expect(Object.keys(withPayables)).toEqual(['profit', 'payables']);
  });
});
