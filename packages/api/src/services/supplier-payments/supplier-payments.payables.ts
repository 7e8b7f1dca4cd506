import { eq, sql } from 'drizzle-orm';
import {
  agingOf,
  customerStatement,
  MoneyDecimal,
  todayIN,
  type AgingRow,
  type StatementEntry,
} from '@gst/domain';
import { rowsOf } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { billLedgerRows, billSignedBalance, supplierAdvances } from './supplier-payments.queries';
import type { TPayablesInput, TSupplierStatementInput } from './supplier-payments.schema';

export type PayablesRow = AgingRow & {
  supplierId: string;
  supplierName: string;
  gstin: string;
  /** Paid ahead: unallocated payments, credits left on bills, a negative opening balance. */
  advance: string;
};

/**
 * Per supplier what the shop owes in aging buckets by days past the bill's due date (0–30, 31–60,
 * 61–90, over 90; 'current' not yet due), as receivables age, plus a positive opening balance
 * (due on `asOf`: its bills are not in the books to age it by).
 * payable − advance = opening + bills − returns − payments, per supplier.
 */
export async function payables({ tx }: Pick<ServiceCtx, 'tx'>, input: TPayablesInput) {
  const asOf = input.asOf ?? todayIN();
  const rows = await billLedgerRows(tx, sql`b.bill_date <= ${asOf}::date`);
  const held = await supplierAdvances(tx);
  const open = new Map<string, { balance: string; dueDate: string }[]>();
  const add = (id: string, item: { balance: string; dueDate: string }) =>
    open.set(id, [...(open.get(id) ?? []), item]);
  const credit = (id: string, amount: MoneyDecimal) =>
    held.set(id, (held.get(id) ?? new MoneyDecimal(0)).plus(amount));
  for (const row of rows) {
    const balance = billSignedBalance(row);
    if (balance.greaterThan(0))
      add(row.supplierId, { balance: balance.toFixed(2), dueDate: row.dueDate });
    else if (balance.lessThan(0)) credit(row.supplierId, balance.neg());
  }
  const all = await tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      gstin: suppliers.gstin,
      openingBalance: suppliers.openingBalance,
    })
    .from(suppliers);
  for (const s of all) {
    const opening = new MoneyDecimal(s.openingBalance);
    if (opening.greaterThan(0)) add(s.id, { balance: opening.toFixed(2), dueDate: asOf });
    else if (opening.lessThan(0)) credit(s.id, opening.neg());
  }
  const search = input.search?.toLowerCase();
  const data: PayablesRow[] = all
    .filter(
      (s) =>
        !search || s.name.toLowerCase().includes(search) || s.gstin.toLowerCase().includes(search),
    )
    .map((s) => ({
      supplierId: s.id,
      supplierName: s.name,
      gstin: s.gstin,
      ...agingOf(open.get(s.id) ?? [], asOf),
      advance: (held.get(s.id) ?? new MoneyDecimal(0)).toFixed(2),
    }))
    .filter((r) => r.total !== '0.00' || r.advance !== '0.00')
    .sort(
      (a, b) =>
        new MoneyDecimal(b.total).comparedTo(a.total) ||
        a.supplierName.localeCompare(b.supplierName),
    );
  const totals = agingOf(
    data.flatMap((r) => open.get(r.supplierId) ?? []),
    asOf,
  );
  const advance = data.reduce((acc, r) => acc.plus(r.advance), new MoneyDecimal(0));
  return { asOf, data, totals: { ...totals, advance: advance.toFixed(2) } };
}

/** How a supplier statement's entries read (bills raise what the shop owes; the rest lower it). */
export type SupplierStatementKind = 'opening' | 'bill' | 'purchase-return' | 'payment';
export const AS_LEDGER: Record<SupplierStatementKind, StatementEntry['kind']> = {
  opening: 'invoice',
  bill: 'invoice',
  'purchase-return': 'credit-note',
  payment: 'receipt',
};
const FROM_LEDGER: Partial<Record<StatementEntry['kind'], SupplierStatementKind>> = {
  invoice: 'bill',
  'credit-note': 'purchase-return',
  receipt: 'payment',
};

/**
 * A supplier's statement for [from, to] (issue 31): opening (the supplier's opening balance and
 * everything before `from`), bills, purchase returns and payments with a running balance, closing.
 * The running balance is the customer statement's (domain customerStatement), read from the
 * shop's side: what it owes the supplier.
 */
export async function supplierStatementOf(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: TSupplierStatementInput,
) {
  const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier) throw new AppError('NOT_FOUND', 'Supplier not found');
  const result = await tx.execute(sql`
select bill_date::text as date, 'bill' as kind, entry_number || ' (' || supplier_invoice_number || ')' as number,
  total_amount::text as amount
from purchase_bills where supplier_id = ${supplier.id} and status = 'active' and bill_date <= ${input.to}::date
union all
select return_date::text, 'purchase-return', return_number, total_amount::text
from purchase_returns where supplier_id = ${supplier.id} and status = 'active' and return_date <= ${input.to}::date
union all
select payment_date::text, 'payment', payment_number, amount::text
from supplier_payments where supplier_id = ${supplier.id} and status = 'active' and payment_date <= ${input.to}::date`);
  const entries = rowsOf<{
    date: string;
    kind: SupplierStatementKind;
    number: string;
    amount: string;
  }>(result);
  const opening = new MoneyDecimal(supplier.openingBalance);
  if (!opening.isZero()) {
    entries.push({
      date: '2000-01-01',
      kind: opening.greaterThan(0) ? 'opening' : 'payment',
      number: 'Opening balance',
      amount: opening.abs().toFixed(2),
    });
  }
  const statement = customerStatement(
    entries.map((e) => ({ ...e, kind: AS_LEDGER[e.kind] })),
    input.from,
    input.to,
  );
  return {
    supplier: {
      id: supplier.id,
      name: supplier.name,
      gstin: supplier.gstin,
      address: supplier.address,
    },
    from: input.from,
    to: input.to,
    opening: statement.opening,
    closing: statement.closing,
    lines: statement.lines.map((l) => ({ ...l, kind: FROM_LEDGER[l.kind] ?? 'bill' })),
  };
}
