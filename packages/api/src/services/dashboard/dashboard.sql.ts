import { sql, type SQL } from 'drizzle-orm';
import type { TDashboardFilters } from './dashboard.schema';

/** A line's tax that the shop collects: none on a reverse-charge invoice `i` (issue 30). */
const COLLECTED_LINE_TAX = sql.raw('case when i.reverse_charge then 0 else l.tax_amount end');

/** Bars in the top-products and top-customers charts; rows in Recent Invoices. */
export const TOP_LIMIT = 10;
export const RECENT_LIMIT = 10;

/**
 * The whole dashboard as ONE statement (one round trip, one snapshot), returning one row of JSON
 * columns. Every number is aggregated by the database; nothing but the result rows reaches Node.
 *
 * Filter semantics (documented in the README):
 * - Dates and customers are invoice-level: `invoice_date` within [startDate, endDate] (inclusive)
 *   and `bill_to_id` among the customers.
 * - Products and categories are line-level. A line matches when its product is among `products`
 *   and its product's CURRENT category (products.product_category) is among `productCategories`;
 *   dimensions combine with AND, values within a dimension with OR.
 * - Without a line filter, an invoice counts with its stored totals (total_amount, and CGST +
 *   SGST + UTGST + IGST). With one, only matching lines count: revenue = Σ (taxable_value +
 *   tax_amount), GST = Σ tax_amount, invoices = distinct invoices with a matching line, average =
 *   revenue ÷ invoices. Both agree when every line matches, because an invoice's total is the sum
 *   of its rounded lines.
 * - Recent Invoices lists the newest invoices that pass the filters, with their full totals.
 * - Reverse charge (issue 30): such an invoice's tax is its recipient's (CGST Act s.9(3)/(4)). Its
 *   total_amount leaves it out, and so does every figure here: its GST counts 0 and its lines
 *   count their taxable value (the roll-ups by trigger, migration 0013; the sums read from
 *   invoices and lines below by `case when reverse_charge`), as do notes on it.
 *
 * Where the sums come from (issue 8): without a customer filter, every per-day sum is read from
 * the rollups invoice_day_totals and invoice_product_day_totals (kept exact by triggers, see
 * schema/tenant/sales-rollups.ts), ~1,000 and ~60,000 rows instead of 200,000 invoices and
 * 1,000,000 lines. What no per-day rollup can answer is read from the source rows through
 * covering indexes: top customers (invoices (invoice_date, bill_to_id, total_amount, id)) and,
 * with a line filter, invoice counts and per-customer sums from the matching lines alone: each
 * line carries its invoice's invoice_date and bill_to_id (kept equal by triggers, migration
 * 0003), so invoice_lines (product_id, invoice_date, invoice_id, bill_to_id, quantity,
 * taxable_value, tax_amount) answers them without joining invoices. Invoices per month are the
 * distinct invoice ids per day (an invoice has one date) summed per month; customer sums group
 * the lines by bill_to_id directly (the same total as summing per invoice first). With
 * a customer filter the subset is small, and it is read once from invoices (bill_to_id) and its
 * lines (invoice_id, position).
 */
export function dashboardQuery(filters: TDashboardFilters): SQL {
  const { customers } = filters;
  // Cancelled invoices count nowhere (issue 15). The rollups skip them by their triggers; what is
  // read from invoices or invoice_lines directly says so here.
  const invoiceConds = [sql`i.status = 'issued'`, ...dateConds(sql`i.invoice_date`, filters)];
  if (customers) invoiceConds.push(sql`i.bill_to_id = any(${uuidArray(customers)}::uuid[])`);
  const lineConds = productConds(sql`l.product_id`, filters);
  const byLine = lineConds.length > 0;
  const invoiceWhere = whereOf(invoiceConds);
  const allWhere = whereOf([...invoiceConds, ...lineConds]);
  // Without a customer filter, a line's own copy of its invoice's date is enough.
  const lineOnlyWhere = whereOf([
    sql`l.invoice_status = 'issued'`,
    ...dateConds(sql`l.invoice_date`, filters),
    ...lineConds,
  ]);
  // Issue 30: the matching lines of issued reverse-charge invoices in the range.
  const reverseChargeWhere = whereOf([
    sql`i.reverse_charge`,
    sql`i.status = 'issued'`,
    ...dateConds(sql`i.invoice_date`, filters),
    ...lineConds,
  ]);
  // The rollups' rows in the date range (and for the matching products).
  const dayWhere = whereOf(dateConds(sql`d.invoice_date`, filters));
  const productDayWhere = whereOf([
    ...dateConds(sql`d.invoice_date`, filters),
    ...productConds(sql`d.product_id`, filters),
  ]);
  const productTotalsFromRollup = sql`product_totals as (
    select d.product_id, sum(d.quantity) as qty, sum(d.amount) as revenue
    from invoice_product_day_totals d ${productDayWhere}
    group by d.product_id having sum(d.lines) > 0
  )`;

  // Per month and per customer: the amount and GST that count, and how many invoices.
  const sources = customers
    ? byLine
      ? // A few customers' matching lines: read once, summed per invoice first.
        sql`matched as materialized (
          select l.invoice_id, l.product_id, l.quantity, l.taxable_value + ${COLLECTED_LINE_TAX} as amount,
            ${COLLECTED_LINE_TAX} as gst, i.invoice_date, i.bill_to_id
          from invoice_lines l join invoices i on i.id = l.invoice_id
          ${allWhere}
        ),
        per_invoice as (
          select invoice_id, invoice_date, bill_to_id, sum(amount) as amount, sum(gst) as gst
          from matched group by invoice_id, invoice_date, bill_to_id
        ),
        ${monthsAndSpendOf('per_invoice')},
        product_totals as (
          select product_id, sum(quantity) as qty, sum(amount) as revenue
          from matched group by product_id
        )`
      : // A few customers' invoices: read once, then grouped two ways.
        sql`picked as materialized (
          select i.id, i.invoice_date, i.bill_to_id, i.total_amount as amount, i.reverse_charge,
            case when i.reverse_charge then 0
              else i.cgst_amount + i.sgst_amount + i.utgst_amount + i.igst_amount end as gst
          from invoices i ${invoiceWhere}
        ),
        ${monthsAndSpendOf('picked')},
        product_totals as (
          select l.product_id, sum(l.quantity) as qty,
            sum(l.taxable_value + case when p.reverse_charge then 0 else l.tax_amount end) as revenue
          from picked p join invoice_lines l on l.invoice_id = p.id
          group by l.product_id
        )`
    : byLine
      ? // Amounts per month and per product from the product rollup; invoice counts and
        // customers from the matching lines alone (they carry their invoice's date and
        // customer), straight from their covering index. Not materialised: two index-only
        // scans cost less CPU than writing and re-reading 158,000 rows (125 vs 140-170 ms of
        // backend CPU for one category on the large tenant).
        sql`matched as not materialized (
          select l.invoice_id, l.invoice_date, l.bill_to_id, l.taxable_value + l.tax_amount as amount
          from invoice_lines l ${lineOnlyWhere}
        ),
        month_amounts as (
          select date_trunc('month', d.invoice_date)::date as m, sum(d.amount) as revenue,
            sum(d.tax_amount) as gst
          from invoice_product_day_totals d ${productDayWhere}
          group by 1 having sum(d.lines) > 0
        ),
        month_counts as (
          select date_trunc('month', day)::date as m, sum(n)::int as n
          from (select invoice_date as day, count(distinct invoice_id) as n
            from matched group by invoice_date) per_day
          group by 1
        ),
        months as (
          select a.m, a.revenue, a.gst, coalesce(c.n, 0) as n
          from month_amounts a left join month_counts c on c.m = a.m
        ),
        -- The matching lines of reverse-charge invoices (few; a partial index), whose tax the
        -- lines' amounts above include and the customer did not pay the shop.
        reverse_charge_tax as (
          select l.bill_to_id, sum(l.tax_amount) as tax
          from invoices i join invoice_lines l on l.invoice_id = i.id ${reverseChargeWhere}
          group by l.bill_to_id
        ),
        customer_spend as (
          select m.bill_to_id, m.spent - coalesce(r.tax, 0) as spent
          from (select bill_to_id, sum(amount) as spent from matched group by bill_to_id) m
          left join reverse_charge_tax r on r.bill_to_id = m.bill_to_id
        ),
        ${productTotalsFromRollup}`
      : // Every invoice in the range: months and products from the rollups.
        sql`months as (
          select date_trunc('month', d.invoice_date)::date as m, sum(d.total_amount) as revenue,
            sum(d.gst_amount) as gst, sum(d.invoices)::int as n
          from invoice_day_totals d ${dayWhere}
          group by 1 having sum(d.invoices) > 0
        ),
        customer_spend as (
          select i.bill_to_id, sum(i.total_amount) as spent from invoices i ${invoiceWhere}
          group by i.bill_to_id
        ),
        ${productTotalsFromRollup}`;

  const recentWhere = byLine
    ? whereOf([
        ...invoiceConds,
        sql`exists (select 1 from invoice_lines l where l.invoice_id = i.id and ${sql.join(lineConds, sql` and `)})`,
      ])
    : invoiceWhere;

  return sql`
with ${sources},
${noteEffects(filters)},
net_months as (
  select coalesce(x.m, nm.m) as m, coalesce(x.revenue, 0) + coalesce(nm.revenue, 0) as revenue,
    coalesce(x.gst, 0) + coalesce(nm.gst, 0) as gst, coalesce(x.n, 0) as n
  from months x full join note_months nm on nm.m = x.m
),
series as (
  select s.m::date as m, coalesce(x.revenue, 0) as revenue, coalesce(x.n, 0) as n
  from (select generate_series(min(m), max(m), interval '1 month') as m from net_months) s
  left join net_months x on x.m = s.m::date
),
by_customer as (
  select c.bill_to_id, c.spent + coalesce(nc.amount, 0) as spent
  from customer_spend c left join note_customers nc on nc.customer_id = c.bill_to_id
  order by spent desc, c.bill_to_id limit ${TOP_LIMIT}
),
by_product as (
  select pt.product_id, pt.qty - coalesce(np.returned, 0) as qty,
    pt.revenue + coalesce(np.amount, 0) as revenue,
    p.product_unique_id, p.product_label, p.product_category
  from product_totals pt join products p on p.id = pt.product_id
  left join note_products np on np.product_id = pt.product_id
)
select
  (select json_build_object(
     'count', coalesce(sum(n), 0)::int,
     'revenue', coalesce(sum(revenue), 0)::numeric(16, 2)::text,
     'gst', coalesce(sum(gst), 0)::numeric(16, 2)::text,
     'average', case when coalesce(sum(n), 0) = 0 then '0.00'
       else round(sum(revenue) / sum(n), 2)::numeric(16, 2)::text end)
   from net_months) as kpis,
  (select coalesce(json_agg(json_build_object(
     'month', to_char(m, 'YYYY-MM'), 'monthLabel', to_char(m, 'Mon YYYY'),
     'revenue', revenue::numeric(16, 2)::text, 'count', n) order by m), '[]'::json)
   from series) as sales,
  (select coalesce(json_agg(json_build_object('_id', c.category, 'products', c.products)
     order by c.category), '[]'::json)
   from (select product_category as category, json_agg(json_build_object(
       'productId', product_id, 'productUniqueID', product_unique_id,
       'productLabel', product_label, 'totalSoldQty', qty,
       'revenue', revenue::numeric(16, 2)::text) order by qty desc, product_label) as products
     from by_product group by product_category) c) as categories,
  (select coalesce(json_agg(json_build_object('productId', t.product_id, 'name', t.product_label,
     'totalQty', t.qty) order by t.qty desc, t.product_label), '[]'::json)
   from (select * from by_product order by qty desc, product_label limit ${TOP_LIMIT}) t)
   as top_products,
  (select coalesce(json_agg(json_build_object('customerId', b.bill_to_id, 'name', c.name,
     'totalSpent', b.spent::numeric(16, 2)::text) order by b.spent desc, c.name), '[]'::json)
   from by_customer b join customers c on c.id = b.bill_to_id) as top_customers,
  (select coalesce(json_agg(json_build_object('_id', r.id, 'invoiceNumber', r.invoice_number,
     'customerName', c.name, 'invoiceDate', r.invoice_date::text,
     'totalAmount', r.total_amount::text) order by r.invoice_date desc, r.created_at desc,
     r.sequence desc), '[]'::json)
   from (select i.id, i.invoice_number, i.invoice_date, i.created_at, i.sequence, i.bill_to_id,
       i.total_amount
     from invoices i ${recentWhere}
     order by i.invoice_date desc, i.created_at desc, i.sequence desc limit ${RECENT_LIMIT}) r
   join customers c on c.id = r.bill_to_id) as recent`;
}
/**
 * `months` (amount, GST and invoices per month) and `customer_spend` (amount per customer) from a
 * CTE of invoices with their date, customer, amount and GST.
 */
function monthsAndSpendOf(invoicesCte: 'per_invoice' | 'picked'): SQL {
  const from = sql.raw(invoicesCte);
  return sql`months as (
      select date_trunc('month', invoice_date)::date as m, sum(amount) as revenue,
        sum(gst) as gst, count(*)::int as n
      from ${from} group by 1
    ),
    customer_spend as (
      select bill_to_id, sum(amount) as spent from ${from} group by bill_to_id
    )`;
}
/**
 * Credit and debit notes (issue 16) in the same filters: dated in the range (note_date), of the
 * chosen customers, and, with a line filter, only their lines of the matching products. A credit
 * note takes its lines' value (taxable + tax) and tax off revenue and GST, and its returned
 * quantity off the products sold; a debit note adds its value. Per month, per customer and per
 * product, for the CTEs above to net the invoices' figures.
 */
function noteEffects(filters: TDashboardFilters): SQL {
  const conds = [
    sql`n.status = 'issued'`,
    ...dateConds(sql`n.note_date`, filters),
    ...productConds(sql`nl.product_id`, filters),
  ];
  if (filters.customers)
    conds.push(sql`n.customer_id = any(${uuidArray(filters.customers)}::uuid[])`);
  return sql`note_lines_in as (
  select n.note_date, n.customer_id, nl.product_id,
    case when n.kind = 'credit' then nl.quantity else 0 end as returned,
    case when n.kind = 'credit' then -1 else 1 end
      * (nl.taxable_value + case when ri.reverse_charge then 0 else nl.tax_amount end) as amount,
    case when n.kind = 'credit' then -1 else 1 end
      * case when ri.reverse_charge then 0 else nl.tax_amount end as gst
  from note_lines nl join notes n on n.id = nl.note_id join invoices ri on ri.id = nl.invoice_id
  ${whereOf(conds)}
),
note_months as (
  select date_trunc('month', note_date)::date as m, sum(amount) as revenue, sum(gst) as gst
  from note_lines_in group by 1
),
note_customers as (
  select customer_id, sum(amount) as amount from note_lines_in group by customer_id
),
note_products as (
  select product_id, sum(returned) as returned, sum(amount) as amount
  from note_lines_in group by product_id
)`;
}

export function dateConds(column: SQL, { startDate, endDate }: TDashboardFilters): SQL[] {
  const conds: SQL[] = [];
  if (startDate) conds.push(sql`${column} >= ${startDate}::date`);
  if (endDate) conds.push(sql`${column} <= ${endDate}::date`);
  return conds;
}

/** Line-level filters on a product id column (the line's or the rollup's). */
export function productConds(
  column: SQL,
  { products, productCategories }: TDashboardFilters,
): SQL[] {
  const conds: SQL[] = [];
  if (products) conds.push(sql`${column} = any(${uuidArray(products)}::uuid[])`);
  if (productCategories) {
    conds.push(
      sql`${column} in (select p.id from products p where p.product_category = any(${textArray(productCategories)}::text[]))`,
    );
  }
  return conds;
}

export function whereOf(conds: SQL[]): SQL {
  return conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

/** A Postgres array literal of validated UUIDs: one parameter however long the list. */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** A Postgres array literal of free text, each element quoted and escaped. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
