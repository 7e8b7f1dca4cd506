/**
 * The dashboard's aggregates written by hand as one SQL statement (the bench's reference), with
 * the filter values inlined as literals and schema-qualified names, no ORM and no transaction.
 * Same semantics as the API (README 'Dashboard'): dates and customers filter invoices, products
 * and categories filter lines. Its answer is checked against the API's before timing.
 */
export type BenchFilters = {
  startDate?: string;
  endDate?: string;
  products?: string[];
  productCategories?: string[];
  customers?: string[];
};

const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;
const list = (vs: string[]) => vs.map(lit).join(', ');

export function handWrittenDashboard(schema: string, f: BenchFilters): string {
  const s = `"${schema}"`;
  const invWhere = [
    f.startDate ? `i.invoice_date >= ${lit(f.startDate)}` : '',
    f.endDate ? `i.invoice_date <= ${lit(f.endDate)}` : '',
    f.customers?.length ? `i.bill_to_id in (${list(f.customers)})` : '',
  ].filter(Boolean);
  const lineWhere = [
    f.products?.length ? `l.product_id in (${list(f.products)})` : '',
    f.productCategories?.length
      ? `l.product_id in (select id from ${s}.products where product_category in (${list(f.productCategories)}))`
      : '',
  ].filter(Boolean);
  const byLine = lineWhere.length > 0;
  const where = (conds: string[]) => (conds.length ? `where ${conds.join(' and ')}` : '');
  const inv = byLine
    ? `select i.id, i.invoice_date, i.bill_to_id, sum(l.taxable_value + l.tax_amount) as amount,
         sum(l.tax_amount) as gst
       from ${s}.invoices i join ${s}.invoice_lines l on l.invoice_id = i.id
       ${where([...invWhere, ...lineWhere])} group by i.id`
    : `select i.id, i.invoice_date, i.bill_to_id, i.total_amount as amount,
         i.cgst_amount + i.sgst_amount + i.utgst_amount + i.igst_amount as gst
       from ${s}.invoices i ${where(invWhere)}`;
  const lines = invWhere.length
    ? `from ${s}.invoice_lines l join ${s}.invoices i on i.id = l.invoice_id ${where([...invWhere, ...lineWhere])}`
    : `from ${s}.invoice_lines l ${where(lineWhere)}`;
  const recentWhere = byLine
    ? where([
        ...invWhere,
        `exists (select 1 from ${s}.invoice_lines l where l.invoice_id = i.id and ${lineWhere.join(' and ')})`,
      ])
    : where(invWhere);
  return `
with inv as (${inv}),
per_month as (
  select date_trunc('month', invoice_date)::date as month, sum(amount) as revenue, sum(gst) as gst,
    count(*) as n
  from inv group by 1
),
all_months as (
  select generate_series(min(month), max(month), interval '1 month')::date as month from per_month
),
products_sold as (
  select p.id, p.product_unique_id, p.product_label, p.product_category, x.qty, x.revenue
  from (select l.product_id, sum(l.quantity) as qty, sum(l.taxable_value + l.tax_amount) as revenue
        ${lines} group by l.product_id) x
  join ${s}.products p on p.id = x.product_id
),
customers_top as (
  select c.id, c.name, t.spent
  from (select bill_to_id, sum(amount) as spent from inv group by bill_to_id
        order by spent desc, bill_to_id limit 10) t
  join ${s}.customers c on c.id = t.bill_to_id
),
recent as (
  select i.id, i.invoice_number, i.invoice_date, i.created_at, i.sequence, i.total_amount, c.name
  from (select * from ${s}.invoices i ${recentWhere}
        order by invoice_date desc, created_at desc, sequence desc limit 10) i
  join ${s}.customers c on c.id = i.bill_to_id
)
select json_build_object(
  'totalInvoices', (select coalesce(sum(n), 0)::int from per_month),
  'totalRevenue', (select coalesce(sum(revenue), 0)::numeric(16, 2)::text from per_month),
  'totalGST', (select coalesce(sum(gst), 0)::numeric(16, 2)::text from per_month),
  'averageInvoiceValue', (select case when coalesce(sum(n), 0) = 0 then '0.00'
    else round(sum(revenue) / sum(n), 2)::numeric(16, 2)::text end from per_month),
  'salesOverTime', (select coalesce(json_agg(json_build_object('month', to_char(a.month, 'YYYY-MM'),
      'monthLabel', to_char(a.month, 'Mon YYYY'),
      'revenue', coalesce(m.revenue, 0)::numeric(16, 2)::text, 'count', coalesce(m.n, 0))
      order by a.month), '[]') from all_months a left join per_month m on m.month = a.month),
  'categoryWiseStockOverview', (select coalesce(json_agg(json_build_object('_id', cat, 'products', items)
      order by cat), '[]') from (
      select product_category as cat, json_agg(json_build_object('productId', id,
        'productUniqueID', product_unique_id, 'productLabel', product_label, 'totalSoldQty', qty,
        'revenue', revenue::numeric(16, 2)::text) order by qty desc, product_label) as items
      from products_sold group by product_category) g),
  'topProducts', (select coalesce(json_agg(json_build_object('productId', id, 'name', product_label,
      'totalQty', qty) order by qty desc, product_label), '[]') from (
      select * from products_sold order by qty desc, product_label limit 10) t),
  'topCustomers', (select coalesce(json_agg(json_build_object('customerId', id, 'name', name,
      'totalSpent', spent::numeric(16, 2)::text) order by spent desc, name), '[]') from customers_top),
  'recentInvoices', (select coalesce(json_agg(json_build_object('_id', id,
      'invoiceNumber', invoice_number, 'customerName', name, 'invoiceDate', invoice_date::text,
      'totalAmount', total_amount::text) order by invoice_date desc, created_at desc, sequence desc),
      '[]') from recent)
) as dashboard`;
}
