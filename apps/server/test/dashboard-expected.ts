import { money, type Dataset, type SeededInvoice, type SeededLine } from './dashboard-fixtures';

export type Filters = {
  startDate?: string;
  endDate?: string;
  products?: string[];
  productCategories?: string[];
  customers?: string[];
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Half-up division to paise, as Postgres round(numeric, 2) does for positive amounts. */
function divide(total: number, n: number): number {
  return Math.floor((2 * total + n) / (2 * n));
}

/**
 * The dashboard computed in plain TypeScript from what the test inserted, following the
 * documented semantics (dashboard.sql.ts): dates and customers filter invoices; products and
 * categories filter lines; without a line filter an invoice counts with its stored total.
 */
export function expectedDashboard(ds: Dataset, f: Filters) {
  const productOf = new Map(ds.products.map((p) => [p.id, p]));
  const nameOf = new Map(ds.customers.map((c) => [c.id, c.name]));
  const byLine = Boolean(f.products?.length || f.productCategories?.length);
  const lineMatches = (l: SeededLine) =>
    (!f.products?.length || f.products.includes(l.productId)) &&
    (!f.productCategories?.length ||
      f.productCategories.includes(productOf.get(l.productId)?.category ?? ''));
  const invoiceMatches = (inv: SeededInvoice) =>
    (!f.startDate || inv.date >= f.startDate) &&
    (!f.endDate || inv.date <= f.endDate) &&
    (!f.customers?.length || f.customers.includes(inv.customerId));

  const counted = ds.invoices
    .filter(invoiceMatches)
    .map((inv) => {
      const lines = inv.lines.filter(lineMatches);
      const amount = byLine ? lines.reduce((s, l) => s + l.taxable + l.tax, 0) : inv.total;
      const gst = lines.reduce((s, l) => s + l.tax, 0);
      return { inv, lines, amount, gst };
    })
    .filter((c) => !byLine || c.lines.length > 0);

  const revenue = counted.reduce((s, c) => s + c.amount, 0);
  const gst = counted.reduce((s, c) => s + c.gst, 0);

  const monthTotals = new Map<string, { revenue: number; count: number }>();
  for (const c of counted) {
    const key = c.inv.date.slice(0, 7);
    const m = monthTotals.get(key) ?? { revenue: 0, count: 0 };
    m.revenue += c.amount;
    m.count += 1;
    monthTotals.set(key, m);
  }
  const keys = [...monthTotals.keys()].sort();
  const salesOverTime: { month: string; monthLabel: string; revenue: string; count: number }[] = [];
  if (keys.length) {
    let [y, m] = (keys[0] ?? '').split('-').map(Number) as [number, number];
    const last = keys[keys.length - 1] ?? '';
    for (;;) {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      const t = monthTotals.get(key) ?? { revenue: 0, count: 0 };
      salesOverTime.push({
        month: key,
        monthLabel: `${MONTHS[m - 1]} ${y}`,
        revenue: money(t.revenue),
        count: t.count,
      });
      if (key === last) break;
      m += 1;
      if (m === 13) [y, m] = [y + 1, 1];
    }
  }

  const perProduct = new Map<string, { qty: number; revenue: number }>();
  for (const c of counted) {
    for (const l of c.lines) {
      const p = perProduct.get(l.productId) ?? { qty: 0, revenue: 0 };
      p.qty += l.qty;
      p.revenue += l.taxable + l.tax;
      perProduct.set(l.productId, p);
    }
  }
  const productStats = [...perProduct.entries()].map(([id, t]) => {
    const p = productOf.get(id);
    return {
      id,
      label: p?.label ?? '',
      uniqueId: p?.uniqueId ?? '',
      category: p?.category ?? '',
      ...t,
    };
  });
  const byQty = (a: { qty: number; label: string }, b: { qty: number; label: string }) =>
    b.qty - a.qty || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
  const categories = [...new Set(productStats.map((p) => p.category))].sort();
  const categoryWiseStockOverview = categories.map((category) => ({
    _id: category,
    products: productStats
      .filter((p) => p.category === category)
      .sort(byQty)
      .map((p) => ({
        productId: p.id,
        productUniqueID: p.uniqueId,
        productLabel: p.label,
        totalSoldQty: p.qty,
        revenue: money(p.revenue),
      })),
  }));
  const topProducts = [...productStats]
    .sort(byQty)
    .slice(0, 10)
    .map((p) => ({ productId: p.id, name: p.label, totalQty: p.qty }));

  const perCustomer = new Map<string, number>();
  for (const c of counted)
    perCustomer.set(c.inv.customerId, (perCustomer.get(c.inv.customerId) ?? 0) + c.amount);
  const topCustomers = [...perCustomer.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([id, spent]) => ({
      customerId: id,
      name: nameOf.get(id) ?? '',
      totalSpent: money(spent),
    }));

  const recentInvoices = [...counted]
    .sort((a, b) =>
      a.inv.date === b.inv.date ? b.inv.order - a.inv.order : a.inv.date < b.inv.date ? 1 : -1,
    )
    .slice(0, 10)
    .map((c) => ({
      _id: c.inv.id,
      invoiceNumber: c.inv.invoiceNumber,
      customerName: nameOf.get(c.inv.customerId) ?? '',
      invoiceDate: c.inv.date,
      totalAmount: money(c.inv.total),
    }));

  return {
    totalInvoices: counted.length,
    totalRevenue: money(revenue),
    totalGST: money(gst),
    averageInvoiceValue: counted.length ? money(divide(revenue, counted.length)) : '0.00',
    salesOverTime,
    categoryWiseStockOverview,
    topProducts,
    topCustomers,
    recentInvoices,
  };
}
