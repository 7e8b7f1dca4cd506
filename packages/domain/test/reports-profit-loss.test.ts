import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildProfitLoss,
  comparisonPeriod,
  fromPaise,
  profitLossFigures,
  profitLossPercent,
  toPaise,
  type ProfitLossProductInput,
} from '../src';

const product = (over: Partial<ProfitLossProductInput>): ProfitLossProductInput => ({
  productId: 'p1',
  name: 'Panel',
  category: 'Modules',
  invoiced: '0',
  credited: '0',
  debited: '0',
  soldCost: '0',
  returnedCost: '0',
  uncostedLines: 0,
  uncostedSales: '0',
  uncostedReturns: 0,
  ...over,
});

/**
 * By hand (₹): panels sold 10,000 at cost 7,000; a credit note takes back 1,000 of sales with
 * goods that cost 700; a debit note adds 200. Net sales 10,000 − 1,000 + 200 = 9,200; net cost
 * 7,000 − 700 = 6,300; margin 2,900 (31.5 % of 9,200: 2,900 / 9,200 = 0.31521…). Installation
 * (a service, no recorded cost) 1,500 on one line: margin 1,500, counted as cost not recorded.
 * Total net sales 10,700, cost 6,300, gross margin 4,400 (41.1 %: 4,400 / 10,700 = 0.41121…).
 * Expenses: rent 3,000, wages 1,000.10 and RENT 0.05 (one category, case aside) = 4,000.15;
 * net profit 4,400 − 4,000.15 = 399.85.
 */
const MAY = {
  from: '2026-05-01',
  to: '2026-05-31',
  products: [
    product({
      invoiced: '10000.00',
      credited: '1000.00',
      debited: '200.00',
      soldCost: '7000.00',
      returnedCost: '700.00',
    }),
    product({
      productId: 'p2',
      name: 'Installation',
      category: '',
      invoiced: '1500.00',
      uncostedLines: 1,
      uncostedSales: '1500.00',
    }),
  ],
  expenses: [
    { category: 'Rent', amount: '3000.00' },
    { category: 'Wages', amount: '1000.10' },
    { category: 'RENT', amount: '0.05' },
  ],
};

/** April: panels 5,000 at cost 4,000 (margin 1,000); rent 3,000; net profit − 2,000. */
const APRIL = {
  from: '2026-04-01',
  to: '2026-04-30',
  products: [product({ invoiced: '5000.00', soldCost: '4000.00' })],
  expenses: [{ category: 'Rent', amount: '3000.00' }],
};

describe('profit and loss (issue 33)', () => {
  it('nets sales and cost of notes, counts lines without cost, sums expenses by category', () => {
    expect(profitLossFigures(MAY)).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      sales: { invoiced: '11500.00', credited: '1000.00', debited: '200.00', net: '10700.00' },
      cost: { sold: '7000.00', returned: '700.00', net: '6300.00' },
      grossMargin: '4400.00',
      grossMarginPercent: '41.1',
      uncosted: { lines: 1, sales: '1500.00', returns: 0 },
      expenses: {
        byCategory: [
          { category: 'Rent', amount: '3000.05' },
          { category: 'Wages', amount: '1000.10' },
        ],
        total: '4000.15',
      },
      netProfit: '399.85',
    });
  });

  it('compares with the previous period line by line, by product and by category', () => {
    const report = buildProfitLoss(MAY, APRIL);
    const line = (key: string) => report.statement.find((l) => l.key === key);
    // Net sales 10,700 against 5,000: + 5,700, + 114 %.
    expect(line('net-sales')).toMatchObject({
      current: '10700.00',
      previous: '5000.00',
      change: '5700.00',
      changePercent: '114.0',
    });
    expect(line('credited')).toMatchObject({ current: '-1000.00', previous: '0.00' });
    // Net profit 399.85 against − 2,000: + 2,399.85, 120.0 % of |− 2,000|.
    expect(line('net-profit')).toMatchObject({
      current: '399.85',
      previous: '-2000.00',
      change: '2399.85',
      changePercent: '120.0',
    });
    // Margin % 41.1 against 20.0 (1,000 / 5,000): + 21.1 points.
    expect(line('gross-margin-percent')).toMatchObject({
      current: '41.1',
      previous: '20.0',
      change: '21.1',
    });
    expect(line('uncosted')).toMatchObject({
      current: '1500.00',
      count: { current: 1, previous: 0 },
    });
    expect(line('expense:Wages')).toMatchObject({ current: '1000.10', previous: '0.00' });
    expect(report.byProduct.map((r) => [r.name, r.sales, r.margin, r.previousMargin])).toEqual([
      ['Panel', '9200.00', '2900.00', '1000.00'],
      ['Installation', '1500.00', '1500.00', '0.00'],
    ]);
    expect(report.byProduct[0]?.marginPercent).toBe('31.5');
    expect(report.byCategory.map((r) => [r.name, r.margin, r.change, r.uncostedLines])).toEqual([
      ['Modules', '2900.00', '1900.00', 0],
      ['Uncategorised', '1500.00', '1500.00', 1],
    ]);
  });

  it('the previous period: as many whole months, or as many days, just before', () => {
    expect(comparisonPeriod('2026-05-01', '2026-05-31')).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(comparisonPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(comparisonPeriod('2026-04-01', '2027-03-31')).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(comparisonPeriod('2026-01-01', '2026-02-28')).toEqual({
      from: '2025-11-01',
      to: '2025-12-31',
    });
    expect(comparisonPeriod('2026-05-10', '2026-05-19')).toEqual({
      from: '2026-04-30',
      to: '2026-05-09',
    });
    expect(comparisonPeriod('2026-05-15', '2026-05-15')).toEqual({
      from: '2026-05-14',
      to: '2026-05-14',
    });
  });

  it('percentages are exact decimals, null without a base', () => {
    expect(profitLossPercent(1n, 3n)).toBe('33.3');
    expect(profitLossPercent(2n, 3n)).toBe('66.7');
    expect(profitLossPercent(-1n, 8n)).toBe('-12.5');
    expect(profitLossPercent(5n, 0n)).toBeNull();
  });

  it('the tables add up to the statement for any products (property)', () => {
    const paise = fc.bigInt({ min: 0n, max: 10_000_000_00n });
    const arbProduct = fc.record({
      productId: fc.constantFrom('a', 'b', 'c', 'd'),
      name: fc.constant('x'),
      category: fc.constantFrom('', 'One', 'Two'),
      invoiced: paise.map(fromPaise),
      credited: paise.map(fromPaise),
      debited: paise.map(fromPaise),
      soldCost: paise.map(fromPaise),
      returnedCost: paise.map(fromPaise),
      uncostedLines: fc.nat(5),
      uncostedSales: paise.map(fromPaise),
      uncostedReturns: fc.nat(2),
    });
    fc.assert(
      fc.property(fc.array(arbProduct, { maxLength: 8 }), fc.array(arbProduct), (now, before) => {
        const r = buildProfitLoss(
          { from: '2026-05-01', to: '2026-05-31', products: now, expenses: [] },
          { from: '2026-04-01', to: '2026-04-30', products: before, expenses: [] },
        );
        const sum = (rows: typeof r.byProduct, pick: (x: (typeof rows)[number]) => string) =>
          fromPaise(rows.reduce((s, x) => s + toPaise(pick(x)), 0n));
        for (const rows of [r.byProduct, r.byCategory]) {
          expect(sum(rows, (x) => x.sales)).toBe(r.current.sales.net);
          expect(sum(rows, (x) => x.cost)).toBe(r.current.cost.net);
          expect(sum(rows, (x) => x.margin)).toBe(r.current.grossMargin);
          expect(sum(rows, (x) => x.previousMargin)).toBe(r.previous.grossMargin);
        }
        expect(r.current.netProfit).toBe(r.current.grossMargin);
      }),
      { numRuns: 100 },
    );
  });
});
