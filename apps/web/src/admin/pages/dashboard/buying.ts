/**
 * The dashboard's buying figures (issue 31, tenant.dashboard.buying): the KPI cards they add and
 * the sales series with the month's purchases beside it. Pure and unit-tested.
 */
import { formatINRWhole } from '@gst/domain';
import type { DashboardBuying, DashboardData } from './types';

export type BuyingKpi = {
  key: 'grossProfit' | 'netProfit' | 'purchases' | 'payables';
  label: string;
  /** Rupees, 2 decimals. */
  amount: string;
  /** A line under the amount saying what it is made of. */
  hint?: string;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Which cost the gross profit took: every line's recorded cost, or how many fell back. */
export function profitHint(profit: DashboardBuying['profit']): string | undefined {
  const { linesAtRecordedCost: recorded, linesAtMinimumPrice: minimum } = profit;
  if (recorded + minimum === 0) return undefined;
  if (minimum === 0) return 'From recorded costs';
  if (recorded === 0) return 'From minimum prices (no cost recorded)';
  return `Recorded cost on ${plural(recorded, 'line')}, minimum price on ${minimum}`;
}

/** What the net profit took off: the expenses, and the bills for expenses when there were any. */
export function netProfitHint(expenses: NonNullable<DashboardBuying['expenses']>): string {
  const inr = (amount: string) => formatINRWhole(amount);
  if (Number(expenses.bills) === 0) return `Gross profit less expenses ${inr(expenses.total)}`;
  return `Less expenses ${inr(expenses.expenses)} and expense bills ${inr(expenses.bills)}`;
}

/**
 * Gross profit for everyone who sees the dashboard; Net Profit (gross profit less expenses and
 * bills for expenses), Purchases and Payables only when the server sent them (it leaves them out
 * for a user who may not view expenses, purchase bills or payables, and net profit under a
 * product, category or customer filter).
 */
export function buyingKpis(buying: DashboardBuying | undefined): BuyingKpi[] {
  if (!buying) return [];
  const kpis: BuyingKpi[] = [
    {
      key: 'grossProfit',
      label: 'Gross Profit',
      amount: buying.profit.grossProfit,
      hint: profitHint(buying.profit),
    },
  ];
  if (buying.expenses && buying.netProfit !== undefined) {
    kpis.push({
      key: 'netProfit',
      label: 'Net Profit',
      amount: buying.netProfit,
      hint: netProfitHint(buying.expenses),
    });
  }
  if (buying.purchases) {
    kpis.push({
      key: 'purchases',
      label: 'Purchases',
      amount: buying.purchases.total,
      hint: 'Taxable value of bills',
    });
  }
  if (buying.payables) {
    const advance = Number(buying.payables.advance) > 0;
    kpis.push({
      key: 'payables',
      label: 'Payables',
      amount: buying.payables.total,
      hint: advance ? 'Owed to suppliers today; advances apart' : 'Owed to suppliers today',
    });
  }
  return kpis;
}

export type SalesPoint = {
  month: string;
  monthLabel: string;
  revenue: string;
  count: number;
  /** Taxable value of the month's purchase bills; absent when purchases are not shown. */
  purchases?: string;
};

const LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function nextMonth(month: string): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function labelOf(month: string): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return `${LABELS[m - 1] ?? ''} ${y}`;
}

/**
 * The sales months with each month's purchases beside them: every month from the first to the
 * last that has either, a month without sales at 0 revenue and 0 invoices, one without bills at
 * 0 purchases. Without purchases (not sent) the sales series as it is.
 */
export function salesWithPurchases(
  sales: DashboardData['salesOverTime'],
  purchases: DashboardBuying['purchases'],
): SalesPoint[] {
  if (!purchases) return sales;
  const byMonth = new Map<string, SalesPoint>();
  for (const s of sales) byMonth.set(s.month, { ...s, purchases: '0.00' });
  for (const p of purchases.months) {
    const at = byMonth.get(p.month);
    byMonth.set(p.month, {
      month: p.month,
      monthLabel: at?.monthLabel ?? p.monthLabel,
      revenue: at?.revenue ?? '0.00',
      count: at?.count ?? 0,
      purchases: p.taxable,
    });
  }
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return [];
  const out: SalesPoint[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) {
    out.push(
      byMonth.get(m) ?? {
        month: m,
        monthLabel: labelOf(m),
        revenue: '0.00',
        count: 0,
        purchases: '0.00',
      },
    );
  }
  return out;
}
