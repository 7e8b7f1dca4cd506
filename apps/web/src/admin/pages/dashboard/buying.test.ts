import { describe, expect, it } from 'vitest';
import { buyingKpis, profitHint, salesWithPurchases } from './buying';

const profit = {
  sales: '102000.00',
  cost: '90000.00',
  grossProfit: '12000.00',
  linesAtRecordedCost: 1,
  linesAtMinimumPrice: 1,
};

describe('dashboard buying figures (issue 31)', () => {
  it('says which cost the gross profit took', () => {
    expect(profitHint({ ...profit, linesAtMinimumPrice: 0 })).toBe('From recorded costs');
    expect(profitHint({ ...profit, linesAtRecordedCost: 0 })).toBe(
      'From minimum prices (no cost recorded)',
    );
    expect(profitHint(profit)).toBe('Recorded cost on 1 line, minimum price on 1');
    expect(profitHint({ ...profit, linesAtRecordedCost: 0, linesAtMinimumPrice: 0 })).toBe(
      undefined,
    );
  });

  it('shows purchases and payables only when the server sent them', () => {
    expect(buyingKpis(undefined)).toEqual([]);
    expect(buyingKpis({ profit }).map((k) => [k.label, k.amount])).toEqual([
      ['Gross Profit', '12000.00'],
    ]);
    const all = buyingKpis({
      profit,
      purchases: { total: '266000.00', months: [] },
      payables: { total: '313880.00', advance: '0.00' },
    });
    expect(all.map((k) => [k.label, k.amount])).toEqual([
      ['Gross Profit', '12000.00'],
      ['Purchases', '266000.00'],
      ['Payables', '313880.00'],
    ]);
  });

  it('shows net profit after gross profit when the server sent the expenses', () => {
    // Gross 10,000 less expenses 3,000 and expense bills 3,680: 3,320.
    const kpis = buyingKpis({
      profit: { ...profit, grossProfit: '10000.00' },
      expenses: { expenses: '3000.00', bills: '3680.00', total: '6680.00' },
      netProfit: '3320.00',
    });
    expect(kpis.map((k) => [k.label, k.amount])).toEqual([
      ['Gross Profit', '10000.00'],
      ['Net Profit', '3320.00'],
    ]);
    expect(kpis[1]?.hint).toBe('Less expenses ₹3,000 and expense bills ₹3,680');
    expect(
      buyingKpis({
        profit,
        expenses: { expenses: '500.00', bills: '0.00', total: '500.00' },
        netProfit: '11500.00',
      })[1]?.hint,
    ).toBe('Gross profit less expenses ₹500');
  });

  it('puts the month’s purchases beside its sales, months without either at 0', () => {
    const sales = [
      { month: '2026-05', monthLabel: 'May 2026', revenue: '120360.00', count: 2 },
      { month: '2026-06', monthLabel: 'Jun 2026', revenue: '0.00', count: 0 },
    ];
    expect(salesWithPurchases(sales, undefined)).toBe(sales);
    expect(
      salesWithPurchases(sales, {
        total: '266000.00',
        months: [
          { month: '2026-05', monthLabel: 'May 2026', taxable: '208000.00' },
          { month: '2026-08', monthLabel: 'Aug 2026', taxable: '58000.00' },
        ],
      }),
    ).toEqual([
      {
        month: '2026-05',
        monthLabel: 'May 2026',
        revenue: '120360.00',
        count: 2,
        purchases: '208000.00',
      },
      { month: '2026-06', monthLabel: 'Jun 2026', revenue: '0.00', count: 0, purchases: '0.00' },
      { month: '2026-07', monthLabel: 'Jul 2026', revenue: '0.00', count: 0, purchases: '0.00' },
      {
        month: '2026-08',
        monthLabel: 'Aug 2026',
        revenue: '0.00',
        count: 0,
        purchases: '58000.00',
      },
    ]);
    expect(salesWithPurchases([], { total: '0.00', months: [] })).toEqual([]);
  });
});
