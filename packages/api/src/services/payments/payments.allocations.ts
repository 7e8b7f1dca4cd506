import { inArray, sql } from 'drizzle-orm';
import { allocationErrors, MoneyDecimal } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoices } from '@gst/db/schema';
import { AppError } from '../../errors';
import { lockInvoices } from '../invoices/invoices.queries';
import { invoiceLedgerRows, signedBalance, type InvoiceBalanceRow } from './payments.queries';

const refuse = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

type Allocation = { invoiceId: string; amount: string };

/** The invoices allocations name: owner, status and (issued ones) what notes and receipts did. */
export type AllocationTargets = Map<
  string,
  { number: string; billToId: string; status: string; ledger: InvoiceBalanceRow | undefined }
>;

/**
 * Locks the invoices (in id order, so two receipts racing for the last rupee of one invoice are
 * serialised and the second sees the first) and reads their owners and balances.
 */
export async function lockAllocationTargets(
  tx: Tx,
  invoiceIds: readonly string[],
): Promise<AllocationTargets> {
  const ids = [...new Set(invoiceIds)].sort();
  if (!ids.length) return new Map();
  await lockInvoices(tx, ids);
  const rows = await invoiceLedgerRows(tx, sql`i.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  const ledger = new Map(rows.map((r) => [r.id, r]));
  const found = await tx
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      billToId: invoices.billToId,
      status: invoices.status,
    })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return new Map(found.map((r) => [r.id, { ...r, ledger: ledger.get(r.id) }]));
}

/**
 * Refuses allocations that name an invoice twice, one that is missing, another customer's or
 * cancelled, or more than its balance, or more in all than `available`.
 */
export function checkAllocationsOn(
  targets: AllocationTargets,
  customerId: string,
  available: MoneyDecimal,
  allocations: readonly Allocation[],
) {
  if (!allocations.length) return;
  if (new Set(allocations.map((a) => a.invoiceId)).size !== allocations.length) {
    refuse('An invoice is named twice in the allocations');
  }
  for (const a of allocations) {
    const m = targets.get(a.invoiceId);
    if (!m) refuse(`Invoice ${a.invoiceId} does not exist`);
    else if (m.billToId !== customerId) refuse(`Invoice ${m.number} is not this customer's`);
    else if (m.status !== 'issued') refuse(`Invoice ${m.number} is cancelled`);
  }
  const errors = allocationErrors(
    available.toFixed(2),
    allocations.map((a) => {
      const row = targets.get(a.invoiceId)?.ledger;
      return {
        invoiceNumber: row?.invoiceNumber ?? a.invoiceId,
        amount: a.amount,
        balance: row ? MoneyDecimal.max(0, signedBalance(row)).toFixed(2) : '0.00',
      };
    }),
  );
  if (errors.length) refuse(errors.join('; '));
}

/** Counts allocations just made into the targets' balances (the next receipt of a batch sees them). */
export function recordAllocations(targets: AllocationTargets, allocations: readonly Allocation[]) {
  for (const a of allocations) {
    const row = targets.get(a.invoiceId)?.ledger;
    if (row) row.allocated = new MoneyDecimal(row.allocated).plus(a.amount).toFixed(2);
  }
}

/** Checks allocations against the invoices they pay, under a row lock on each invoice. */
export async function checkAllocations(
  tx: Tx,
  customerId: string,
  available: MoneyDecimal,
  allocations: readonly Allocation[],
) {
  if (!allocations.length) return;
  const ids = new Set(allocations.map((a) => a.invoiceId));
  if (ids.size !== allocations.length) refuse('An invoice is named twice in the allocations');
  const targets = await lockAllocationTargets(tx, [...ids]);
  checkAllocationsOn(targets, customerId, available, allocations);
}
