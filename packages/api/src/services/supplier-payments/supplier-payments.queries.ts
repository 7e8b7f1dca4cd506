import { asc, count, desc, eq, inArray, sql, and, type SQL } from 'drizzle-orm';
import { invoiceBalance, MoneyDecimal, todayIN } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import {
  purchaseBills,
  supplierPaymentAllocations,
  supplierPayments,
  suppliers,
} from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { syncConditions, syncOrder } from '../shared/list-query';
import type { TSupplierPaymentListInput } from './supplier-payments.schema';

/**
 * What the shop owes on each purchase bill (issue 31): its total (what the supplier charged; tax
 * the shop pays itself under reverse charge is not in it) less its active purchase returns and the
 * active supplier payments allocated to it. Each table is grouped once and joined.
 */
export type BillBalanceRow = {
  id: string;
  entryNumber: string;
  supplierInvoiceNumber: string;
  billDate: string;
  dueDate: string;
  supplierId: string;
  total: string;
  returned: string;
  allocated: string;
};

export async function billLedgerRows(tx: Tx, where?: SQL): Promise<BillBalanceRow[]> {
  const result = await tx.execute(sql`with return_sums as (
  select bill_id, sum(total_amount) as returned from purchase_returns
  where status = 'active' group by bill_id
),
allocation_sums as (
  select a.bill_id, sum(a.amount) as allocated
  from supplier_payment_allocations a join supplier_payments p on p.id = a.payment_id
  where p.status = 'active' group by a.bill_id
)
select b.id, b.entry_number as "entryNumber", b.supplier_invoice_number as "supplierInvoiceNumber",
  b.bill_date::text as "billDate", b.due_date::text as "dueDate", b.supplier_id as "supplierId",
  b.total_amount::text as total,
  coalesce(r.returned, 0)::numeric(16, 2)::text as returned,
  coalesce(al.allocated, 0)::numeric(16, 2)::text as allocated
from purchase_bills b
left join return_sums r on r.bill_id = b.id
left join allocation_sums al on al.bill_id = b.id
where b.status = 'active'${where ? sql` and ${where}` : sql``}
order by b.bill_date, b.financial_year, b.sequence`);
  return rowsOf<BillBalanceRow>(result);
}

/** total − returns − allocations, unclamped (negative: the supplier owes the shop). */
export function billSignedBalance(row: BillBalanceRow): MoneyDecimal {
  return new MoneyDecimal(row.total).minus(row.returned).minus(row.allocated);
}

/** A bill's balance and status: unpaid, partly paid, paid or overdue (the receipts' rule). */
export function billStatusOf(row: BillBalanceRow, today: string) {
  return invoiceBalance(
    { total: row.total, credited: row.returned, allocated: row.allocated, dueDate: row.dueDate },
    today,
  );
}

/** Balance and status of the given bills (the bill list's Status column). */
export async function billBalances({ tx }: Pick<ServiceCtx, 'tx'>, { ids }: { ids: string[] }) {
  if (!ids.length) return [];
  const today = todayIN();
  const rows = await billLedgerRows(tx, sql`b.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rows.map((row) => ({ billId: row.id, ...row, ...billStatusOf(row, today) }));
}

/** A supplier's bills that still owe something, oldest first (the payment drawer). */
export async function openBills(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { supplierId }: { supplierId: string },
) {
  const today = todayIN();
  const rows = await billLedgerRows(tx, sql`b.supplier_id = ${supplierId}::uuid`);
  return rows
    .map((row) => ({
      billId: row.id,
      entryNumber: row.entryNumber,
      supplierInvoiceNumber: row.supplierInvoiceNumber,
      billDate: row.billDate,
      dueDate: row.dueDate,
      total: row.total,
      ...billStatusOf(row, today),
    }))
    .filter((row) => row.balance !== '0.00');
}

/**
 * What the shop has paid a supplier and not yet set against a bill, per supplier: unallocated
 * payments, plus an opening balance below zero (an advance brought forward).
 */
export async function supplierAdvances(tx: Tx, supplierId?: string) {
  const rows = await tx
    .select({
      supplierId: supplierPayments.supplierId,
      unallocated: sql<string>`sum(${supplierPayments.amount}) - coalesce(sum((select sum(a.amount) from supplier_payment_allocations a where a.payment_id = "supplier_payments"."id")), 0)`,
    })
    .from(supplierPayments)
    .where(
      and(
        eq(supplierPayments.status, 'active'),
        supplierId ? eq(supplierPayments.supplierId, supplierId) : undefined,
      ),
    )
    .groupBy(supplierPayments.supplierId);
  return new Map(rows.map((r) => [r.supplierId, new MoneyDecimal(String(r.unallocated))]));
}

/** What the shop may still set against a supplier's bills: unallocated payments and credits. */
export async function supplierAdvance(tx: Tx, supplierId: string): Promise<MoneyDecimal> {
  return (await supplierAdvances(tx, supplierId)).get(supplierId) ?? new MoneyDecimal(0);
}

/** Supplier payments newest first, with the supplier and what is allocated. */
export async function listSupplierPayments(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: TSupplierPaymentListInput,
) {
  const where = and(
    input.supplierId ? eq(supplierPayments.supplierId, input.supplierId) : undefined,
    input.search
      ? sql`(${supplierPayments.paymentNumber} ilike ${`%${input.search}%`} or ${suppliers.name} ilike ${`%${input.search}%`} or ${supplierPayments.reference} ilike ${`%${input.search}%`})`
      : undefined,
    ...syncConditions(input, {
      date: supplierPayments.paymentDate,
      updatedAt: supplierPayments.updatedAt,
    }),
  );
  return pageOf(
    input,
    tx
      .select({
        id: supplierPayments.id,
        paymentNumber: supplierPayments.paymentNumber,
        paymentDate: supplierPayments.paymentDate,
        supplierId: supplierPayments.supplierId,
        supplierName: suppliers.name,
        amount: supplierPayments.amount,
        mode: supplierPayments.mode,
        reference: supplierPayments.reference,
        status: supplierPayments.status,
        allocated: sql<string>`coalesce((select sum(a.amount) from supplier_payment_allocations a where a.payment_id = "supplier_payments"."id"), 0)`,
        updatedAt: supplierPayments.updatedAt,
      })
      .from(supplierPayments)
      .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
      .where(where)
      .orderBy(
        ...syncOrder(input, supplierPayments, [
          desc(supplierPayments.paymentDate),
          desc(supplierPayments.financialYear),
          desc(supplierPayments.sequence),
        ]),
      ),
    tx
      .select({ total: count() })
      .from(supplierPayments)
      .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
      .where(where),
  );
}

/** One supplier payment with its allocations. */
export async function getSupplierPayment({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await tx
    .select({ payment: supplierPayments, supplierName: suppliers.name })
    .from(supplierPayments)
    .innerJoin(suppliers, eq(suppliers.id, supplierPayments.supplierId))
    .where(eq(supplierPayments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Supplier payment not found');
  const allocations = await tx
    .select({
      id: supplierPaymentAllocations.id,
      billId: supplierPaymentAllocations.billId,
      entryNumber: purchaseBills.entryNumber,
      supplierInvoiceNumber: purchaseBills.supplierInvoiceNumber,
      billDate: purchaseBills.billDate,
      amount: supplierPaymentAllocations.amount,
      allocatedOn: supplierPaymentAllocations.allocatedOn,
    })
    .from(supplierPaymentAllocations)
    .innerJoin(purchaseBills, eq(purchaseBills.id, supplierPaymentAllocations.billId))
    .where(eq(supplierPaymentAllocations.paymentId, id))
    .orderBy(asc(supplierPaymentAllocations.createdAt));
  const allocated = allocations.reduce((acc, a) => acc.plus(a.amount), new MoneyDecimal(0));
  return {
    ...row.payment,
    supplierName: row.supplierName,
    allocations,
    unallocated: new MoneyDecimal(row.payment.amount).minus(allocated).toFixed(2),
  };
}
export type SupplierPaymentDetail = Awaited<ReturnType<typeof getSupplierPayment>>;

/** Locks the bills (id order) and reads their supplier, status and balance. */
export async function lockBills(tx: Tx, billIds: readonly string[]) {
  const ids = [...new Set(billIds)].sort();
  if (!ids.length)
    return new Map<string, { row: typeof purchaseBills.$inferSelect; ledger?: BillBalanceRow }>();
  const locked = await tx
    .select()
    .from(purchaseBills)
    .where(inArray(purchaseBills.id, ids))
    .orderBy(purchaseBills.id)
    .for('update');
  const ledger = new Map(
    (await billLedgerRows(tx, sql`b.id = any(${`{${ids.join(',')}}`}::uuid[])`)).map((r) => [
      r.id,
      r,
    ]),
  );
  return new Map(locked.map((row) => [row.id, { row, ledger: ledger.get(row.id) }]));
}
