import { sql, type SQL } from 'drizzle-orm';
import { hasPermission, MoneyDecimal, type PageKey } from '@gst/domain';
import { rowsOf } from '@gst/db/client';
import type { ServiceCtx } from '../context';
import { expenseSpend } from '../expenses/expenses.bills';
import { payables } from '../supplier-payments/supplier-payments.payables';
import type { TDashboardFilters } from './dashboard.schema';
import { dateConds, productConds, uuidArray, whereOf } from './dashboard.sql';

/**
 * Gross profit in the dashboard's filters (issue 31): sales at taxable value less their cost.
 * A line's cost is quantity × its recorded unit cost (invoice_lines.unit_cost: the serials'
 * purchase cost or the weighted-average cost at the sale), rounded to the paisa as the GST
 * engine rounds a line's cost; a line without one (sold before stock was kept, a service, or a
 * product never bought, whose average is 0) costs its product's minimum price instead, as Ctrl+M
 * did before. How many lines took each is said, so the figure can be read for what it is.
 */
export type DashboardProfit = {
  /** Σ taxable value of the lines sold, less credit notes, plus debit notes. */
  sales: string;
  /** Σ cost of the lines sold, less the cost of goods credit notes take back. */
  cost: string;
  grossProfit: string;
  linesAtRecordedCost: number;
  linesAtMinimumPrice: number;
};

export type DashboardPurchaseMonth = { month: string; monthLabel: string; taxable: string };

/** The buying half on the dashboard; a part the user may not see is left out, not sent empty. */
export type DashboardBuying = {
  profit: DashboardProfit;
  /** Purchase bills' taxable value (cancelled bills excluded), per month of the bill's date. */
  purchases?: { total: string; months: DashboardPurchaseMonth[] };
  /** What the shop owes suppliers today (tenant.supplierPayments.payables' totals). */
  payables?: { total: string; advance: string };
  /**
   * Expenses in the dates: active expenses plus the cost of active bills for expenses (taxable
   * value, and tax only where its credit is blocked or ineligible). Only for a user who may view
   * expenses, and only without a product, category or customer filter: rent and wages belong to no
   * product or customer, so a filtered view shows gross profit alone.
   */
  expenses?: { expenses: string; bills: string; total: string };
  /** profit.grossProfit − expenses.total; present exactly when `expenses` is. */
  netProfit?: string;
};

/** A line's cost per unit: its recorded cost when there is one (not null, not 0), else the minimum price. */
const recordedCost = (line: string) => sql.raw(`nullif(${line}.unit_cost, 0)`);

function profitQuery(filters: TDashboardFilters): SQL {
  // The lines carry their invoice's status, date and customer (triggers, migration 0003).
  const sold = [
    sql`l.invoice_status = 'issued'`,
    ...dateConds(sql`l.invoice_date`, filters),
    ...productConds(sql`l.product_id`, filters),
  ];
  const noted = [
    sql`n.status = 'issued'`,
    ...dateConds(sql`n.note_date`, filters),
    ...productConds(sql`nl.product_id`, filters),
  ];
  if (filters.customers) {
    const ids = uuidArray(filters.customers);
    sold.push(sql`l.bill_to_id = any(${ids}::uuid[])`);
    noted.push(sql`n.customer_id = any(${ids}::uuid[])`);
  }
  return sql`
with sold as (
  select l.taxable_value as sales,
    round(l.quantity * coalesce(${recordedCost('l')}, l.product_min_price), 2) as cost,
    ${recordedCost('l')} is not null as recorded
  from invoice_lines l ${whereOf(sold)}
),
-- A credit note takes its value off sales and gives back the cost of the goods it returns (at
-- the cost their sale took them out at); a debit note adds value and no cost.
noted as (
  select case when n.kind = 'credit' then -nl.taxable_value else nl.taxable_value end as sales,
    case when n.kind = 'credit'
      then -round(nl.quantity * coalesce(${recordedCost('il')}, il.product_min_price), 2)
      else 0 end as cost
  from note_lines nl join notes n on n.id = nl.note_id
  left join invoice_lines il on il.id = nl.invoice_line_id
  ${whereOf(noted)}
),
totals as (
  select (select coalesce(sum(sales), 0) from sold) + (select coalesce(sum(sales), 0) from noted)
      as sales,
    (select coalesce(sum(cost), 0) from sold) + (select coalesce(sum(cost), 0) from noted) as cost
)
select sales::numeric(16, 2)::text as sales, cost::numeric(16, 2)::text as cost,
  (sales - cost)::numeric(16, 2)::text as "grossProfit",
  (select count(*) filter (where recorded) from sold)::int as "linesAtRecordedCost",
  (select count(*) filter (where not recorded) from sold)::int as "linesAtMinimumPrice"
from totals`;
}

/**
 * Purchase bills by month in the dashboard's dates; with a product or category filter, only
 * the matching goods lines. Customers do not filter purchases.
 */
function purchasesQuery(filters: TDashboardFilters): SQL {
  const byLine = Boolean(filters.products || filters.productCategories);
  const conds = [sql`b.status = 'active'`, ...dateConds(sql`b.bill_date`, filters)];
  const source = byLine
    ? sql`select b.bill_date, bl.taxable_value as taxable
        from purchase_bill_lines bl join purchase_bills b on b.id = bl.bill_id
        ${whereOf([...conds, ...productConds(sql`bl.product_id`, filters)])}`
    : sql`select b.bill_date, b.taxable_amount as taxable from purchase_bills b ${whereOf(conds)}`;
  return sql`select to_char(m, 'YYYY-MM') as month, to_char(m, 'Mon YYYY') as "monthLabel",
    taxable::numeric(16, 2)::text as taxable
  from (select date_trunc('month', bill_date)::date as m, sum(taxable) as taxable
    from (${source}) x group by 1) months
  order by m`;
}

export async function dashboardProfit(
  { tx }: Pick<ServiceCtx, 'tx'>,
  filters: TDashboardFilters,
): Promise<DashboardProfit> {
  const [row] = rowsOf<DashboardProfit>(await tx.execute(profitQuery(filters)));
  if (!row) throw new Error('profit query returned no row');
  return row;
}

/**
 * The dashboard's buying figures (issue 31): gross profit from recorded costs for every viewer of
 * the dashboard; the purchases only for a user who may view purchase bills, payables only for
 * one who may view the Payables page (the Outstanding KPI's rule, issue 16), and the expenses and
 * net profit only for one who may view expenses.
 */
export async function dashboardBuying(
  ctx: Pick<ServiceCtx, 'tx' | 'user'>,
  filters: TDashboardFilters,
): Promise<DashboardBuying> {
  const may = (page: PageKey) => ctx.user !== null && hasPermission(ctx.user, page, 'view');
  const out: DashboardBuying = { profit: await dashboardProfit(ctx, filters) };
  if (may('manage-purchase-bill')) {
    const months = rowsOf<DashboardPurchaseMonth>(await ctx.tx.execute(purchasesQuery(filters)));
    const total = months.reduce((sum, m) => sum.plus(m.taxable), new MoneyDecimal(0));
    out.purchases = { total: total.toFixed(2), months };
  }
  if (may('payables')) {
    const { totals } = await payables(ctx, {});
    out.payables = { total: totals.total, advance: totals.advance };
  }
  const filtered = Boolean(filters.products || filters.productCategories || filters.customers);
  if (may('manage-expense') && !filtered) {
    out.expenses = await expenseSpend(ctx.tx, { from: filters.startDate, to: filters.endDate });
    out.netProfit = new MoneyDecimal(out.profit.grossProfit).minus(out.expenses.total).toFixed(2);
  }
  return out;
}
