import { asc, count, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@gst/db/client';
import { customers, products } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type {
  CategoryGroup,
  DashboardData,
  RecentInvoice,
  SalesMonth,
  TDashboardFilters,
  TopCustomer,
  TopProduct,
} from './dashboard.schema';
import { dashboardQuery } from './dashboard.sql';
import { matchingAny } from '../shared/list-query';

type DashboardRow = {
  kpis: { count: number; revenue: string; gst: string; average: string };
  sales: SalesMonth[];
  categories: CategoryGroup[];
  top_products: TopProduct[];
  top_customers: TopCustomer[];
  recent: RecentInvoice[];
};

/** PGlite returns json columns parsed; postgres.js may hand back text for json built in SQL. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/**
 * Planner settings for the dashboard statement only (`set_config(..., true)` ends with the
 * transaction). JIT off: on this statement PostgreSQL's JIT spent 100–600 ms compiling
 * expressions for a plan that then ran in less (EXPLAIN ANALYZE, issue 8); work_mem 64MB: the
 * line-filtered aggregates otherwise spill hash joins and sorts to disk.
 */
const DASHBOARD_SETTINGS = sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`;

export async function getDashboard(
  { tx }: Pick<ServiceCtx, 'tx'>,
  filters: TDashboardFilters,
): Promise<DashboardData> {
  // Both statements are started together: on postgres.js they leave in one socket write, in
  // order, so the settings cost no extra round trip; PGlite runs them one after the other.
  const [, result] = await Promise.all([
    tx.execute(DASHBOARD_SETTINGS),
    tx.execute(dashboardQuery(filters)),
  ]);
  const [row] = rowsOf<DashboardRow>(result);
  if (!row) throw new Error('dashboard query returned no row');
  const kpis = parsed<DashboardRow['kpis']>(row.kpis);
  return {
    totalInvoices: kpis.count,
    totalRevenue: kpis.revenue,
    totalGST: kpis.gst,
    averageInvoiceValue: kpis.average,
    salesOverTime: parsed(row.sales),
    categoryWiseStockOverview: parsed(row.categories),
    topProducts: parsed(row.top_products),
    topCustomers: parsed(row.top_customers),
    recentInvoices: parsed(row.recent),
  };
}

const OPTION_LIMIT = 50;

/** What the filter bar offers: every product, every category in use, and how many customers. */
export async function filterOptions({ tx }: Pick<ServiceCtx, 'tx'>) {
  const [productRows, [customerCount]] = await Promise.all([
    tx
      .select({
        id: products.id,
        label: products.productLabel,
        uniqueId: products.productUniqueId,
        category: products.productCategory,
      })
      .from(products)
      .orderBy(asc(sql`lower(${products.productLabel})`)),
    tx.select({ n: count() }).from(customers),
  ]);
  const categories = [...new Set(productRows.map((p) => p.category).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
  return { products: productRows, categories, customerCount: customerCount?.n ?? 0 };
}

/** Customers for the searchable customer filter: the first matches by name, plus `ids`. */
export async function customerOptions(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: { search: string; ids: string[] },
) {
  const matches = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(matchingAny(input.search, [customers.name, customers.gstin]))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(OPTION_LIMIT);
  const missing = input.ids.filter((id) => !matches.some((m) => m.id === id));
  const selected = missing.length
    ? await tx
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(inArray(customers.id, missing))
    : [];
  return [...selected, ...matches];
}

/** Names for the chips and the PDF's filter list. */
export async function filterNames(tx: Tx, filters: TDashboardFilters) {
  const [productRows, customerRows] = await Promise.all([
    filters.products
      ? tx
          .select({ id: products.id, label: products.productLabel })
          .from(products)
          .where(inArray(products.id, filters.products))
      : [],
    filters.customers
      ? tx
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .where(inArray(customers.id, filters.customers.slice(0, 200)))
      : [],
  ]);
  return {
    products: productRows.map((p) => p.label),
    customers: customerRows.map((c) => c.name),
    customersTotal: filters.customers?.length ?? 0,
  };
}
