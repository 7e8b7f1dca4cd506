import { sql } from 'drizzle-orm';
import type { ProfitLossExpenseInput, ProfitLossProductInput } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import { EXPENSE_LINE_COST } from '../expenses/expenses.bills';

/**
 * What the profit and loss (issue 33) is made of, read for one date range; @gst/domain's
 * `buildProfitLoss` sums it in paise.
 *
 * Sales and cost of goods, per product (numeric sums in SQL, exact; sent back as text):
 * - issued invoice lines dated in the range (the lines carry their invoice's date and status,
 *   triggers of migrations 0003/0004): taxable value; cost = round(quantity × unit_cost, 2) per
 *   line, the rounding the dashboard's gross profit uses; a line whose unit_cost is null (sold
 *   before stock was kept, a service, which moves no stock) or 0 (a product never bought: the
 *   average of nothing) has no recorded cost and is counted apart with its taxable value;
 * - issued credit and debit notes dated in the range, by the product of the invoice line each
 *   line corrects: a credit note's taxable value comes off sales and a debit note's adds to them;
 *   goods a credit note takes back (quantity > 0; 0 is a discount or price correction, no goods)
 *   come off the cost at round(quantity × the invoice line's unit_cost, 2), the cost their sale
 *   took them out at (the stock ledger brings them back at that cost too); a return of goods
 *   whose sale had no recorded cost is counted apart.
 * A product is named and grouped by its current label and category, as the dashboard does.
 *
 * Expenses, per category: active expenses (their amount: paid without a supplier's GST bill, so
 * whatever GST is inside cannot be claimed and is all cost), and every expense line of an active
 * purchase bill, whether or not the bill also has goods (freight or a repair on a goods bill is a
 * cost of the period, and no goods line's unit cost carries it). An expense line costs its taxable
 * value plus its GST only where the credit cannot be taken (itc_eligibility 'blocked': CGST Act
 * s.17(5), food, motor vehicles, works contracts…; 'ineligible': not for business or otherwise
 * outside s.16). GST the shop takes as input tax credit is set off against its output tax
 * (s.16, s.49), so it is money the government owes back, not a cost; the same holds for tax paid
 * under reverse charge, which is claimable on the same terms. This is the rule of the Expenses page
 * (`EXPENSE_LINE_COST`, expenses.bills.ts). Active purchase returns of expense lines dated in the
 * range take their share off, as a credit note does on sales: the returned taxable value, plus
 * the returned tax where that line's credit was blocked or ineligible.
 */
type Range = { from: string; to: string };

/** A line's recorded unit cost, or null when none was recorded (null or 0). */
const COSTED = (alias: string) => sql.raw(`nullif(${alias}.unit_cost, 0)`);

export async function profitLossProducts(tx: Tx, range: Range): Promise<ProfitLossProductInput[]> {
  const { from, to } = range;
  return rowsOf<ProfitLossProductInput>(
    await tx.execute(sql`with moved as (
  select l.product_id, l.taxable_value as invoiced, 0 as credited, 0 as debited,
    coalesce(round(l.quantity * ${COSTED('l')}, 2), 0) as sold_cost, 0 as returned_cost,
    case when ${COSTED('l')} is null then 1 else 0 end as uncosted_lines,
    case when ${COSTED('l')} is null then l.taxable_value else 0 end as uncosted_sales,
    0 as uncosted_returns
  from invoice_lines l
  where l.invoice_status = 'issued' and l.invoice_date between ${from}::date and ${to}::date
  union all
  select il.product_id, 0,
    case when n.kind = 'credit' then nl.taxable_value else 0 end,
    case when n.kind = 'debit' then nl.taxable_value else 0 end,
    0,
    case when n.kind = 'credit' and nl.quantity > 0
      then coalesce(round(nl.quantity * ${COSTED('il')}, 2), 0) else 0 end,
    0, 0,
    case when n.kind = 'credit' and nl.quantity > 0 and ${COSTED('il')} is null then 1 else 0 end
  from note_lines nl
  join notes n on n.id = nl.note_id
  join invoice_lines il on il.id = nl.invoice_line_id
  where n.status = 'issued' and n.note_date between ${from}::date and ${to}::date
)
select p.id as "productId", p.product_label as name, p.product_category as category,
  sum(m.invoiced)::numeric(16, 2)::text as invoiced,
  sum(m.credited)::numeric(16, 2)::text as credited,
  sum(m.debited)::numeric(16, 2)::text as debited,
  sum(m.sold_cost)::numeric(16, 2)::text as "soldCost",
  sum(m.returned_cost)::numeric(16, 2)::text as "returnedCost",
  sum(m.uncosted_lines)::int as "uncostedLines",
  sum(m.uncosted_sales)::numeric(16, 2)::text as "uncostedSales",
  sum(m.uncosted_returns)::int as "uncostedReturns"
from moved m join products p on p.id = m.product_id
group by p.id, p.product_label, p.product_category
order by p.product_label, p.id`),
  );
}

/** A returned expense line's cost (rl the return line, l its bill line): as EXPENSE_LINE_COST. */
const RETURN_COST = sql`(rl.taxable_value + case when l.itc_eligibility in ('blocked', 'ineligible') then rl.tax_amount else 0 end)`;
const LINE_CATEGORY = sql`coalesce(nullif(l.expense_category, ''), 'Uncategorised')`;

export async function profitLossExpenses(tx: Tx, range: Range): Promise<ProfitLossExpenseInput[]> {
  const { from, to } = range;
  return rowsOf<ProfitLossExpenseInput>(
    await tx.execute(sql`select category, sum(amount)::numeric(16, 2)::text as amount from (
  select e.category, e.amount from expenses e
  where e.status = 'active' and e.expense_date between ${from}::date and ${to}::date
  union all
  select ${LINE_CATEGORY}, ${EXPENSE_LINE_COST}
  from purchase_bills b join purchase_bill_lines l on l.bill_id = b.id
  where b.status = 'active' and l.kind = 'expense'
    and b.bill_date between ${from}::date and ${to}::date
  union all
  select ${LINE_CATEGORY}, -${RETURN_COST}
  from purchase_return_lines rl
  join purchase_returns r on r.id = rl.return_id
  join purchase_bill_lines l on l.id = rl.bill_line_id
  join purchase_bills b on b.id = l.bill_id
  where r.status = 'active' and b.status = 'active' and l.kind = 'expense'
    and r.return_date between ${from}::date and ${to}::date
) x
group by category
order by category`),
  );
}
