import { sql, type SQL } from 'drizzle-orm';
import type { DayBookEntry, MoneyKind } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';

/**
 * What the day book and the cash and bank books read (issue 33): every document and money
 * movement of a date range, one `union all` over the nine tables, each bounded by its own date
 * column; amounts are numeric sent back as text (exact). Sorting and summing are @gst/domain's.
 */
type Range = { from: string; to: string };
type DateCond = (column: string) => SQL;

const between =
  ({ from, to }: Range): DateCond =>
  (column) =>
    sql`${sql.raw(column)} between ${from}::date and ${to}::date`;

/** Every invoice, note, receipt, refund, bill, return, supplier payment and expense dated in the range. */
export async function dayBookEntries(tx: Tx, range: Range): Promise<DayBookEntry[]> {
  const on = between(range);
  const result = await tx.execute(sql`
select i.id, 'invoice' as kind, i.invoice_date::text as date, i.invoice_number as number,
  '' as reference, coalesce(i.bill_to->>'name', c.name) as "partyName", '' as mode,
  i.total_amount::text as amount, i.status = 'cancelled' as cancelled
from invoices i join customers c on c.id = i.bill_to_id where ${on('i.invoice_date')}
union all
select n.id, case when n.kind = 'credit' then 'credit-note' else 'debit-note' end, n.note_date::text,
  n.note_number, '', coalesce(n.bill_to->>'name', c.name), '', n.total_amount::text,
  n.status = 'cancelled'
from notes n join customers c on c.id = n.customer_id where ${on('n.note_date')}
union all
select p.id, 'receipt', p.payment_date::text, p.receipt_number, p.reference, c.name, p.mode,
  p.amount::text, p.status = 'reversed'
from payments p join customers c on c.id = p.customer_id where ${on('p.payment_date')}
union all
select r.id, 'refund', r.refund_date::text, r.refund_number, r.reference, c.name, r.mode,
  r.amount::text, r.status = 'reversed'
from refunds r join customers c on c.id = r.customer_id where ${on('r.refund_date')}
union all
select b.id, 'bill', b.bill_date::text, b.entry_number, b.supplier_invoice_number, s.name, '',
  b.total_amount::text, b.status = 'cancelled'
from purchase_bills b join suppliers s on s.id = b.supplier_id where ${on('b.bill_date')}
union all
select t.id, 'purchase-return', t.return_date::text, t.return_number, t.supplier_note_number, s.name,
  '', t.total_amount::text, t.status = 'cancelled'
from purchase_returns t join suppliers s on s.id = t.supplier_id where ${on('t.return_date')}
union all
select sp.id, 'supplier-payment', sp.payment_date::text, sp.payment_number, sp.reference, s.name,
  sp.mode, sp.amount::text, sp.status = 'reversed'
from supplier_payments sp join suppliers s on s.id = sp.supplier_id where ${on('sp.payment_date')}
union all
select e.id, 'expense', e.expense_date::text, e.expense_number, e.category, e.payee, e.paid_from,
  e.amount::text, e.status = 'cancelled'
from expenses e where ${on('e.expense_date')}`);
  return rowsOf<DayBookEntry>(result);
}

/**
 * A money movement as read, before its book is decided: `accountId` the shop's bank account it
 * names (null for cash and for an old expense whose account was typed), `accountText` that text.
 */
export type MovementRow = {
  id: string;
  kind: MoneyKind;
  date: string;
  number: string;
  partyName: string;
  mode: string;
  accountId: string | null;
  accountText: string;
  amount: string;
};

/** Active receipts (in), refunds, supplier payments and expenses (out) whose date meets `on`. */
function movementsSql(on: DateCond): SQL {
  return sql`
select p.id, 'receipt' as kind, p.payment_date::text as date, p.receipt_number as number,
  c.name as "partyName", p.mode, p.bank_account_id as "accountId", '' as "accountText", p.amount
from payments p join customers c on c.id = p.customer_id
where p.status = 'active' and ${on('p.payment_date')}
union all
select r.id, 'refund', r.refund_date::text, r.refund_number, c.name, r.mode, r.bank_account_id, '',
  r.amount
from refunds r join customers c on c.id = r.customer_id
where r.status = 'active' and ${on('r.refund_date')}
union all
select sp.id, 'supplier-payment', sp.payment_date::text, sp.payment_number, s.name, sp.mode,
  sp.bank_account_id, '', sp.amount
from supplier_payments sp join suppliers s on s.id = sp.supplier_id
where sp.status = 'active' and ${on('sp.payment_date')}
union all
select e.id, 'expense', e.expense_date::text, e.expense_number,
  case when e.payee = '' then e.category else e.payee end, e.paid_from, e.bank_account_id,
  e.bank_account, e.amount
from expenses e where e.status = 'active' and ${on('e.expense_date')}`;
}

/** The movements dated in the range, one row each. */
export async function moneyMovements(tx: Tx, range: Range): Promise<MovementRow[]> {
  const result = await tx.execute(
    sql`select id, kind, date, number, "partyName", mode, "accountId"::text as "accountId",
  "accountText", amount::text as amount
from (${movementsSql(between(range))}) m`,
  );
  return rowsOf<MovementRow>(result);
}

/**
 * The movements counted into a book's opening: those before `before`, from `since` on when the
 * opening balances are of that date (null: from the first), summed per kind, mode and account.
 */
export async function movementsBefore(
  tx: Tx,
  before: string,
  since: string | null,
): Promise<Pick<MovementRow, 'kind' | 'mode' | 'accountId' | 'amount'>[]> {
  const on: DateCond = (column) =>
    since === null
      ? sql`${sql.raw(column)} < ${before}::date`
      : sql`${sql.raw(column)} >= ${since}::date and ${sql.raw(column)} < ${before}::date`;
  const result = await tx.execute(
    sql`select kind, mode, "accountId"::text as "accountId", sum(amount)::text as amount
from (${movementsSql(on)}) m
group by kind, mode, "accountId"`,
  );
  return rowsOf(result);
}

/** Whether any active non-cash movement names no account (the bank book's "Other (as typed)"). */
export async function hasUnassignedBankMovements(tx: Tx): Promise<boolean> {
  const result = await tx.execute(sql`select exists (
  select 1 from payments where status = 'active' and mode <> 'cash' and bank_account_id is null
  union all
  select 1 from refunds where status = 'active' and mode <> 'cash' and bank_account_id is null
  union all
  select 1 from supplier_payments
    where status = 'active' and mode <> 'cash' and bank_account_id is null
  union all
  select 1 from expenses where status = 'active' and paid_from = 'bank' and bank_account_id is null
) as "found"`);
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}
