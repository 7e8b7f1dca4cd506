// @engines pglite postgres
// Requests within one shop's schema: no Citus round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPaise, toPaise } from '@gst/domain';
import { ownerSuite, trpcData } from './helpers';
import {
  line,
  seedProfitLoss,
  type Figures,
  type InvoiceReply,
  type ProfitLoss,
  type ProfitLossShop,
} from './reports-profit-loss-fixtures';

/**
 * Issue 33, "every report's totals equal the sum of the documents behind it": random months of
 * invoices, credit notes returning goods and expenses (some of each cancelled) and debit notes,
 * each month's P&L against the sums of the documents as the server answered their creation. Costs are known exactly: each good is bought once, before the first month, at one
 * price (battery 50,000.00, kit 1,234.57), so every sale costs quantity × that price and a
 * return gives back the same; installation is a service with no cost. Eight runs; each takes the next
 * month of 2025, so the previous period of run n is run n − 1's month (December 2024, before any
 * sale, for the first) and its column must equal that month's own figures.
 */
const COST = { battery: '50000.00', kit: '1234.57' } as const;
type Good = keyof typeof COST | 'installation';

const suite = ownerSuite({}, async (h, as) => {
  const shop = await seedProfitLoss(h, h.a, as);
  // 1,000 of each at cost: 5,00,00,000 + 12,34,570 = 5,12,34,570; GST 18 % 92,22,222.60.
  await shop.mutate('tenant.purchases.create', {
    supplierId: shop.supplier.id,
    supplierInvoiceNumber: 'STOCK-1',
    billDate: '2024-12-01',
    supplierTotal: '60456792.60',
    lines: [
      { ...line(shop.battery.id, 1000, COST.battery), gstPercentage: 18 },
      { ...line(shop.kit.id, 1000, COST.kit), gstPercentage: 18 },
    ],
  });
  return { shop };
});

const arbLine = fc.record({
  good: fc.constantFrom<Good>('battery', 'kit', 'installation'),
  quantity: fc.integer({ min: 1, max: 4 }),
  // Battery at or above its minimum price (60,000); the others from 1.00 to 9,999.99.
  paise: fc.integer({ min: 100, max: 999_999 }),
});
const arbInvoice = fc.record({
  day: fc.integer({ min: 1, max: 20 }),
  lines: fc.array(arbLine, { minLength: 1, maxLength: 3 }),
  cancelled: fc.boolean(),
  // How many of its first line's units come back on a credit note (0: none); a debit note on it.
  returned: fc.integer({ min: 0, max: 4 }),
  // The credit note is cancelled again (it then counts nowhere).
  returnCancelled: fc.boolean(),
  debitPaise: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
});
const arbExpense = fc.record({
  day: fc.integer({ min: 1, max: 28 }),
  category: fc.constantFrom('Rent', 'Wages', 'Freight'),
  paise: fc.integer({ min: 1, max: 5_000_000 }),
  cancelled: fc.boolean(),
});
const arbMonth = fc.record({
  invoices: fc.array(arbInvoice, { minLength: 1, maxLength: 4 }),
  expenses: fc.array(arbExpense, { maxLength: 3 }),
});

type Month = typeof arbMonth extends fc.Arbitrary<infer T> ? T : never;

const pad = (n: number) => String(n).padStart(2, '0');
const priceOf = (good: Good, paise: number) =>
  fromPaise(BigInt(good === 'battery' ? 6_000_000 + paise : paise));

type Expected = {
  invoiced: bigint;
  credited: bigint;
  debited: bigint;
  sold: bigint;
  returned: bigint;
  uncostedLines: number;
  uncostedSales: bigint;
  expenses: Map<string, bigint>;
};

/** Writes a month's documents and returns what they add up to, from the server's answers. */
async function writeMonth(shop: ProfitLossShop, month: string, m: Month) {
  const ids = { battery: shop.battery.id, kit: shop.kit.id, installation: shop.installation.id };
  const goodOf = new Map(Object.entries(ids).map(([k, v]) => [v, k as Good]));
  const e: Expected = {
    invoiced: 0n,
    credited: 0n,
    debited: 0n,
    sold: 0n,
    returned: 0n,
    uncostedLines: 0,
    uncostedSales: 0n,
    expenses: new Map(),
  };
  const costOf = (good: Good, quantity: number) =>
    good === 'installation' ? null : toPaise(COST[good]) * BigInt(quantity);
  for (const inv of m.invoices) {
    const created = await shop.mutate<InvoiceReply>('tenant.invoices.create', {
      invoiceDate: `${month}-${pad(inv.day)}`,
      billToId: shop.local.id,
      lines: inv.lines.map((l) => line(ids[l.good], l.quantity, priceOf(l.good, l.paise))),
    });
    if (inv.cancelled) {
      await shop.mutate('tenant.invoices.delete', { id: created.id, reason: 'Random month' });
      continue;
    }
    for (const l of created.lines) {
      const good = goodOf.get(l.productId) as Good;
      const cost = costOf(good, Number(l.quantity));
      e.invoiced += toPaise(l.taxableValue);
      if (cost === null) {
        e.uncostedLines += 1;
        e.uncostedSales += toPaise(l.taxableValue);
      } else e.sold += cost;
    }
    const first = created.lines[0];
    if (!first) continue;
    const back = Math.min(inv.returned, Number(first.quantity));
    if (back > 0) {
      const note = await shop.mutate<{ id: string; taxableAmount: string }>(
        'tenant.creditNotes.create',
        {
          noteDate: `${month}-${pad(21 + (inv.day % 4))}`,
          reason: 'sales-return',
          lines: [{ invoiceLineId: first.id, quantity: back }],
        },
      );
      if (inv.returnCancelled) {
        await shop.mutate('tenant.creditNotes.delete', { id: note.id, reason: 'Random month' });
      } else {
        e.credited += toPaise(note.taxableAmount);
        e.returned += costOf(goodOf.get(first.productId) as Good, back) ?? 0n;
      }
    }
    if (inv.debitPaise !== null) {
      const note = await shop.mutate<{ taxableAmount: string }>('tenant.debitNotes.create', {
        noteDate: `${month}-26`,
        reason: 'price-revision',
        lines: [{ invoiceLineId: first.id, taxableValue: fromPaise(BigInt(inv.debitPaise)) }],
      });
      e.debited += toPaise(note.taxableAmount);
    }
  }
  for (const x of m.expenses) {
    const created = await shop.mutate('tenant.expenses.create', {
      expenseDate: `${month}-${pad(x.day)}`,
      category: x.category,
      amount: fromPaise(BigInt(x.paise)),
    });
    if (x.cancelled) await shop.mutate('tenant.expenses.delete', { id: created.id });
    else e.expenses.set(x.category, (e.expenses.get(x.category) ?? 0n) + BigInt(x.paise));
  }
  return e;
}

/** The figures a month's documents add up to, as the P&L states them. */
function figuresOf(e: Expected) {
  const net = e.invoiced - e.credited + e.debited;
  const cost = e.sold - e.returned;
  const expenses = [...e.expenses.values()].reduce((s, v) => s + v, 0n);
  return {
    sales: {
      invoiced: fromPaise(e.invoiced),
      credited: fromPaise(e.credited),
      debited: fromPaise(e.debited),
      net: fromPaise(net),
    },
    cost: { sold: fromPaise(e.sold), returned: fromPaise(e.returned), net: fromPaise(cost) },
    grossMargin: fromPaise(net - cost),
    uncosted: { lines: e.uncostedLines, sales: fromPaise(e.uncostedSales) },
    expenses: { total: fromPaise(expenses) },
    netProfit: fromPaise(net - cost - expenses),
  };
}

const sumOf = (values: string[]) => fromPaise(values.reduce((s, v) => s + toPaise(v), 0n));

describe('profit and loss over random months (property)', () => {
  it('totals equal the sums of the documents; the previous column is the month before', async () => {
    let run = 0;
    let before: ReturnType<typeof figuresOf> | null = null;
    await fc.assert(
      fc.asyncProperty(arbMonth, async (m) => {
        run += 1;
        const month = `2025-${pad(run)}`;
        const last = new Date(Date.UTC(2025, run, 0)).getUTCDate();
        const expected = figuresOf(await writeMonth(suite.shop, month, m));
        const pl = trpcData<ProfitLoss>(
          await suite.h.trpcQuery(
            'tenant.reports.profitAndLoss',
            { from: `${month}-01`, to: `${month}-${pad(last)}` },
            suite.asOwner(),
          ),
        );
        expect(pl.current).toMatchObject(expected);
        if (before) expect(pl.previous).toMatchObject(before);
        else expect(pl.previous).toMatchObject({ sales: { net: '0.00' }, netProfit: '0.00' });
        // The tables add up to the statement.
        for (const rows of [pl.byProduct, pl.byCategory]) {
          expect(sumOf(rows.map((r) => r.sales))).toBe(pl.current.sales.net);
          expect(sumOf(rows.map((r) => r.margin))).toBe(pl.current.grossMargin);
        }
        const byCategory = (f: Figures) =>
          Object.fromEntries(f.expenses.byCategory.map((c) => [c.category, c.amount]));
        expect(sumOf(Object.values(byCategory(pl.current)))).toBe(pl.current.expenses.total);
        before = expected;
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 60_000);
});
