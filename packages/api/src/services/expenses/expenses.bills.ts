import { and, sql, type SQL } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import { expenses } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import { containsPattern } from '../shared/list-query';
import { billBalances } from '../supplier-payments/supplier-payments.queries';
import type {
  TExpenseBillListInput,
  TExpenseExportInput,
  TExpenseTotalsInput,
} from './expenses.schema';

/**
 * Bills for expenses (issue 31): an active purchase bill whose lines are all expense lines (freight,
 * a landlord's GST invoice, a repair) is a cost like an expense, so it appears with the expenses:
 * in their totals, their list, their Excel and the dashboard's net profit. A bill with any goods
 * line is stock bought and stays with the purchases.
 *
 * A line's expense figure is its taxable value, plus its tax when the shop may not take the credit
 * (itc_eligibility 'blocked' or 'ineligible': s.17(5), or not for business); tax the shop takes as
 * input tax credit is set off against its output tax, so it is no cost. A reverse-charge line's tax
 * is the shop's own to pay and follows the same rule.
 *
 * A purchase return (debit note, or the supplier's credit note) against an expense line of such a
 * bill takes its share back off: the returned taxable value, plus the returned tax where the
 * line's credit was blocked or ineligible (rl = the purchase_return_lines row, l its bill line).
 * Like a credit note on sales, it counts in the dates of the return (its debit note's date), not
 * of the bill: a May bill returned in June is the whole cost in May and less cost in June, so a
 * month already reported does not change. Only active returns of active bills for expenses count.
 */
export const EXPENSE_LINE_COST = sql`(l.taxable_value + case when l.itc_eligibility in ('blocked', 'ineligible') then l.tax_amount else 0 end)`;
const EXPENSE_RETURN_COST = sql`(rl.taxable_value + case when l.itc_eligibility in ('blocked', 'ineligible') then rl.tax_amount else 0 end)`;

/** The active return lines (rl, return r) against lines (l) of bills (b) for expenses. */
const EXPENSE_RETURNS_FROM = sql`purchase_return_lines rl
  join purchase_returns r on r.id = rl.return_id
  join purchase_bill_lines l on l.id = rl.bill_line_id
  join purchase_bills b on b.id = l.bill_id`;

/** An expense line's category as the totals show it ('' when the line named none). */
const LINE_CATEGORY = sql`coalesce(nullif(l.expense_category, ''), 'Uncategorised')`;

/** No line of bill `b` is goods (a bill always has at least one line). */
const ALL_EXPENSE_LINES = sql`not exists (select 1 from purchase_bill_lines g where g.bill_id = b.id and g.kind <> 'expense')`;

function billDateConds(range: { from?: string | undefined; to?: string | undefined }): SQL[] {
  return [
    sql`b.status = 'active'`,
    ALL_EXPENSE_LINES,
    ...(range.from ? [sql`b.bill_date >= ${range.from}::date`] : []),
    ...(range.to ? [sql`b.bill_date <= ${range.to}::date`] : []),
  ];
}

/** Active returns dated in the range against active bills for expenses (of any date). */
function returnDateConds(range: { from?: string | undefined; to?: string | undefined }): SQL[] {
  return [
    sql`r.status = 'active'`,
    ...billDateConds({}),
    ...(range.from ? [sql`r.return_date >= ${range.from}::date`] : []),
    ...(range.to ? [sql`r.return_date <= ${range.to}::date`] : []),
  ];
}

type CategoryTotal = { category: string; count: number; bills: number; amount: string };

/**
 * Active expenses and bills for expenses of [from, to] summed by category (largest first): `count`
 * expenses and `bills` bills (a bill with lines in two categories counts in both), and in all.
 * Returns of expense lines dated in [from, to] are taken off their line's category (a return
 * counts in no bill count: its bill is counted in its own dates).
 */
export async function expenseTotals({ tx }: Pick<ServiceCtx, 'tx'>, input: TExpenseTotalsInput) {
  const rows = rowsOf<CategoryTotal>(
    await tx.execute(sql`with e as (
  select category, count(*)::int as count, sum(amount) as amount from expenses
  where status = 'active' and expense_date between ${input.from}::date and ${input.to}::date
  group by category
),
bl as (
  select category, count(distinct bill_id)::int as bills, sum(amount) as amount from (
    select ${LINE_CATEGORY} as category, b.id as bill_id, ${EXPENSE_LINE_COST} as amount
    from purchase_bills b join purchase_bill_lines l on l.bill_id = b.id
    where ${and(...billDateConds(input))}
    union all
    select ${LINE_CATEGORY}, null::uuid, -${EXPENSE_RETURN_COST}
    from ${EXPENSE_RETURNS_FROM}
    where ${and(...returnDateConds(input))}
  ) x
  group by 1
)
select coalesce(e.category, bl.category) as category, coalesce(e.count, 0) as count,
  coalesce(bl.bills, 0) as bills,
  (coalesce(e.amount, 0) + coalesce(bl.amount, 0))::numeric(16, 2)::text as amount
from e full join bl on lower(e.category) = lower(bl.category)
order by coalesce(e.amount, 0) + coalesce(bl.amount, 0) desc, 1`),
  );
  const total = rows.reduce((sum, r) => sum.plus(r.amount), new MoneyDecimal(0));
  return {
    from: input.from,
    to: input.to,
    byCategory: rows,
    /** Expenses and bills for expenses together. */
    total: total.toFixed(2),
  };
}

/**
 * What the shop spent on expenses between the dates (either open): active expenses plus the
 * expense figure of the active bills for expenses, less that of their returns dated in the dates
 * (`bills` is net of them). The dashboard's net profit takes it off.
 */
export async function expenseSpend(
  tx: Tx,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<{ expenses: string; bills: string; total: string }> {
  const dates = [
    ...(range.from ? [sql`expense_date >= ${range.from}::date`] : []),
    ...(range.to ? [sql`expense_date <= ${range.to}::date`] : []),
  ];
  const [row] = rowsOf<{ expenses: string; bills: string }>(
    await tx.execute(sql`select
  (select coalesce(sum(amount), 0) from expenses
    where ${and(sql`status = 'active'`, ...dates)})::numeric(16, 2)::text as expenses,
  ((select coalesce(sum(${EXPENSE_LINE_COST}), 0)
    from purchase_bills b join purchase_bill_lines l on l.bill_id = b.id
    where ${and(...billDateConds(range))})
  - (select coalesce(sum(${EXPENSE_RETURN_COST}), 0)
    from ${EXPENSE_RETURNS_FROM}
    where ${and(...returnDateConds(range))}))::numeric(16, 2)::text as bills`),
  );
  const spent = { expenses: row?.expenses ?? '0.00', bills: row?.bills ?? '0.00' };
  return { ...spent, total: new MoneyDecimal(spent.expenses).plus(spent.bills).toFixed(2) };
}

export type ExpenseBillRow = {
  id: string;
  entryNumber: string;
  supplierInvoiceNumber: string;
  billDate: string;
  supplierId: string;
  supplierName: string;
  /** The lines' categories, alphabetically, joined by ', '. */
  categories: string;
  /**
   * What the bill costs the shop (taxable value plus tax not taken as credit), less its active
   * returns whatever their date (`returned`).
   */
  amount: string;
  /** The expense figure of the bill's active returns (0.00 when none). */
  returned: string;
  /** What the supplier charged (the payable). */
  totalAmount: string;
};

function billListWhere(input: {
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}): SQL | undefined {
  return and(...billDateConds(input), billSearch(input.search));
}

/** Bill b (supplier s) by entry or supplier's number, supplier, a line's category or description. */
function billSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = containsPattern(search);
  return sql`(b.entry_number ilike ${like} or b.supplier_invoice_number ilike ${like} or s.name ilike ${like} or exists (select 1 from purchase_bill_lines c where c.bill_id = b.id and (c.expense_category ilike ${like} or c.description ilike ${like})))`;
}

type ExpenseReturnRow = {
  returnDate: string;
  returnNumber: string;
  entryNumber: string;
  supplierName: string;
  categories: string;
  /** The expense figure the return takes off (positive). */
  amount: string;
};

/** Active returns of bills for expenses dated in [from, to], oldest first, for the Excel. */
async function expenseReturnRows(tx: Tx, input: TExpenseExportInput) {
  return rowsOf<ExpenseReturnRow>(
    await tx.execute(sql`select r.return_date::text as "returnDate",
  r.return_number as "returnNumber", b.entry_number as "entryNumber", s.name as "supplierName",
  string_agg(distinct ${LINE_CATEGORY}, ', ' order by ${LINE_CATEGORY}) as categories,
  sum(${EXPENSE_RETURN_COST})::numeric(16, 2)::text as amount
from ${EXPENSE_RETURNS_FROM}
join suppliers s on s.id = b.supplier_id
where ${and(...returnDateConds(input))}
group by r.id, b.entry_number, s.name
order by r.return_date, r.financial_year, r.sequence`),
  );
}

/** Bills for expenses matching `where`, one row per bill with its supplier, categories and figure. */
async function expenseBillRows(
  tx: Tx,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page?: { limit: number; offset: number },
): Promise<ExpenseBillRow[]> {
  const dir = sql.raw(order === 'newest' ? 'desc' : 'asc');
  const rows = rowsOf<ExpenseBillRow>(
    await tx.execute(sql`select b.id, b.entry_number as "entryNumber",
  b.supplier_invoice_number as "supplierInvoiceNumber", b.bill_date::text as "billDate",
  b.supplier_id as "supplierId", s.name as "supplierName",
  string_agg(distinct ${LINE_CATEGORY}, ', ' order by ${LINE_CATEGORY}) as categories,
  sum(${EXPENSE_LINE_COST})::numeric(16, 2)::text as amount,
  coalesce((select sum(${EXPENSE_RETURN_COST})
    from purchase_return_lines rl
    join purchase_returns r on r.id = rl.return_id
    join purchase_bill_lines l on l.id = rl.bill_line_id
    where r.bill_id = b.id and r.status = 'active'), 0)::numeric(16, 2)::text as returned,
  b.total_amount::text as "totalAmount"
from purchase_bills b
join suppliers s on s.id = b.supplier_id
join purchase_bill_lines l on l.bill_id = b.id
where ${where ?? sql`true`}
group by b.id, s.name
order by b.bill_date ${dir}, b.financial_year ${dir}, b.sequence ${dir}
${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`),
  );
  // `amount` comes back as the bills' lines' figure; what went back is taken off it here.
  return rows.map((b) => ({
    ...b,
    amount: new MoneyDecimal(b.amount).minus(b.returned).toFixed(2),
  }));
}

/**
 * Bills for expenses newest first (the Expenses page's second table), with what is still owed on
 * each; search by entry or supplier's number, supplier, a line's category or description.
 */
export async function listExpenseBills(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: TExpenseBillListInput,
) {
  const where = billListWhere(input);
  const [data, counted] = await Promise.all([
    expenseBillRows(tx, where, 'newest', {
      limit: input.pageSize,
      offset: (input.page - 1) * input.pageSize,
    }),
    tx.execute(sql`select count(*)::int as total from purchase_bills b
      join suppliers s on s.id = b.supplier_id where ${where ?? sql`true`}`),
  ]);
  const status = new Map(
    (await billBalances({ tx }, { ids: data.map((b) => b.id) })).map((b) => [b.billId, b]),
  );
  return {
    data: data.map((bill) => ({
      ...bill,
      balance: status.get(bill.id)?.balance ?? '0.00',
      paymentStatus: status.get(bill.id)?.status ?? ('paid' as const),
    })),
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export const EXPENSE_EXCEL_COLUMNS = [
  'Date',
  'Type',
  'Number',
  'Category',
  'Payee / Supplier',
  'Paid From',
  'Amount',
  'Status',
  'Note',
] as const;

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  unpaid: 'Unpaid',
  'partly-paid': 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
};

/**
 * The Excel rows of [from, to]: every expense (a cancelled one says so, with no amount counted
 * elsewhere), every active bill for expenses at its whole cost (its status is what the shop still
 * owes on it) and every active return of one dated in [from, to], its cost as a negative amount
 * (a return counts in its own date, as in the totals, so the rows add up to them), by date then
 * number.
 */
export async function exportExpenses({ tx }: Pick<ServiceCtx, 'tx'>, input: TExpenseExportInput) {
  const spent = await tx
    .select()
    .from(expenses)
    .where(sql`${expenses.expenseDate} between ${input.from} and ${input.to}`)
    .orderBy(expenses.expenseDate, expenses.financialYear, expenses.sequence);
  const bills = await expenseBillRows(tx, billListWhere(input), 'oldest');
  const returns = await expenseReturnRows(tx, input);
  const status = new Map(
    (await billBalances({ tx }, { ids: bills.map((b) => b.id) })).map((b) => [b.billId, b.status]),
  );
  const rows = [
    ...spent.map((e) => ({
      date: e.expenseDate,
      order: 0,
      row: {
        Date: e.expenseDate,
        Type: 'Expense',
        Number: e.expenseNumber,
        Category: e.category,
        'Payee / Supplier': e.payee,
        'Paid From': e.paidFrom === 'bank' ? `Bank ${e.bankAccount}`.trim() : 'Cash',
        Amount: Number(e.amount),
        Status: e.status === 'active' ? 'Active' : 'Cancelled',
        Note: e.note,
      },
    })),
    ...bills.map((b) => ({
      date: b.billDate,
      order: 1,
      row: {
        Date: b.billDate,
        Type: 'Bill for expenses',
        Number: `${b.entryNumber} (${b.supplierInvoiceNumber})`,
        Category: b.categories,
        'Payee / Supplier': b.supplierName,
        'Paid From': 'Supplier payments',
        // The bill's whole cost: its returns are rows of their own, in their dates.
        Amount: Number(new MoneyDecimal(b.amount).plus(b.returned).toFixed(2)),
        Status: PAYMENT_STATUS_LABELS[status.get(b.id) ?? 'paid'] ?? '',
        Note: '',
      },
    })),
    ...returns.map((r) => ({
      date: r.returnDate,
      order: 2,
      row: {
        Date: r.returnDate,
        Type: 'Return of a bill for expenses',
        Number: `${r.returnNumber} (${r.entryNumber})`,
        Category: r.categories,
        'Payee / Supplier': r.supplierName,
        'Paid From': 'Supplier payments',
        Amount: -Number(r.amount),
        Status: 'Active',
        Note: '',
      },
    })),
  ];
  return rows
    .sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1))
    .map((r) => r.row);
}
