import { ledgerTotals } from '@gst/domain';
import type { StatementData } from '@gst/documents';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { statementSource, supplierStatementSource } from '../documents/ledger.data';
import { customerStatementOf } from '../payments/payments.queries';
import { supplierStatementOf } from '../supplier-payments/supplier-payments.payables';
import type {
  TCustomerLedgerExportInput,
  TCustomerLedgerInput,
  TSupplierLedgerExportInput,
  TSupplierLedgerInput,
} from './reports.books.schema';

/**
 * The customer ledger and the supplier ledger on the Reports page (issue 33): the statements of
 * account the Payments and Supplier payments screens already give (customerStatementOf,
 * supplierStatementOf), read by the same code so the figures are the statements' to the paisa,
 * with a page of the lines on screen and the debit and credit columns' totals. Downloads are the
 * statement's own Excel and PDF, audited as a report export.
 */
type Paging = { page: number; pageSize: number };

function pageOf<L extends { debit: string; credit: string }>(
  statement: { opening: string; closing: string; lines: L[] },
  input: Paging,
) {
  const start = (input.page - 1) * input.pageSize;
  return {
    data: statement.lines.slice(start, start + input.pageSize),
    total: statement.lines.length,
    page: input.page,
    pageSize: input.pageSize,
    totals: {
      opening: statement.opening,
      ...ledgerTotals(statement.lines),
      closing: statement.closing,
    },
  };
}

/** A customer's ledger: opening, invoices, notes, receipts, refunds, running balance, closing. */
export async function customerLedger(ctx: ServiceCtx, input: TCustomerLedgerInput) {
  const statement = await customerStatementOf(ctx, input);
  return { party: statement.customer, ...pageOf(statement, input) };
}

/** A supplier's ledger: opening, bills, returns, payments, running balance, closing. */
export async function supplierLedger(ctx: ServiceCtx, input: TSupplierLedgerInput) {
  const statement = await supplierStatementOf(ctx, input);
  return { party: statement.supplier, ...pageOf(statement, input) };
}

async function audited(
  ctx: ServiceCtx,
  ledger: 'customer-ledger' | 'supplier-ledger',
  input: { from: string; to: string; format: string },
  partyId: string,
  data: StatementData,
) {
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', ledger, {
    from: input.from,
    to: input.to,
    format: input.format,
    partyId,
    rows: data.lines.length,
  });
  return data;
}

/** A customer's ledger for the download: the customer statement's data (audited). */
export async function exportCustomerLedger(ctx: ServiceCtx, input: TCustomerLedgerExportInput) {
  const data = await statementSource(ctx.tx, input);
  return audited(ctx, 'customer-ledger', input, input.customerId, data);
}

/** A supplier's ledger for the download: the supplier statement's data (audited). */
export async function exportSupplierLedger(ctx: ServiceCtx, input: TSupplierLedgerExportInput) {
  const data = await supplierStatementSource(ctx.tx, input);
  return audited(ctx, 'supplier-ledger', input, input.supplierId, data);
}
