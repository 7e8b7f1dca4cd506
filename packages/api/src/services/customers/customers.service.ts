import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { customers } from '@gst/db/schema';
import { auditChange, writeAudit } from '../../infra/audit';
import { bulkInsert } from '../../infra/bulk-insert';
import { AppError } from '../../errors';
import { parseRows, rejectImport } from '../../infra/import/rows';
import type { ServiceCtx } from '../context';
import {
  ZCustomerImportRow,
  type TCustomerBulkInput,
  type TCustomerExportInput,
  type TCustomerInput,
  type TCustomerListInput,
  type TCustomerUpdate,
} from './customers.schema';
import { pageOf } from '../shared/paging';
import { createdDay, matchingAny, sortedBy, syncConditions, syncOrder } from '../shared/list-query';

export function searchWhere(search: string | undefined): SQL | undefined {
  return matchingAny(search, [
    customers.name,
    customers.email,
    customers.phoneNumber,
    customers.gstin,
  ]);
}

function orderOf(sort: TCustomerListInput['sort']) {
  const column = customers[sort?.field ?? 'createdAt'];
  return sortedBy(column, sort?.dir, customers.id);
}

export async function listCustomers({ tx }: ServiceCtx, input: TCustomerListInput) {
  const where = and(
    searchWhere(input.search),
    ...syncConditions(input, {
      date: createdDay(customers.createdAt),
      updatedAt: customers.updatedAt,
    }),
  );
  return pageOf(
    input,
    tx
      .select()
      .from(customers)
      .where(where)
      .orderBy(...syncOrder(input, customers, orderOf(input.sort))),
    tx.select({ total: count() }).from(customers).where(where),
  );
}

/** Every customer matching the search, for the Excel export. */
export async function exportCustomers({ tx }: ServiceCtx, input: TCustomerExportInput) {
  return tx
    .select()
    .from(customers)
    .where(searchWhere(input.search))
    .orderBy(...orderOf(input.sort));
}

export async function getCustomer({ tx }: ServiceCtx, { id }: { id: string }) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  return row;
}

export async function createCustomer({ tx, actor }: ServiceCtx, input: TCustomerInput) {
  const [row] = await tx.insert(customers).values(input).returning();
  if (!row) throw new AppError('INTERNAL', 'Customer was not created');
  await auditChange(tx, actor, 'customer.create', 'customer', row.id, { after: row });
  return row;
}

/** All or nothing: any row failing the contract rejects the file with a per-row report. */
export async function importCustomers(
  { tx, actor }: ServiceCtx,
  { customers: rows, returnRows = false }: TCustomerBulkInput,
) {
  const { parsed, problems } = parseRows(rows, ZCustomerImportRow);
  if (problems.length > 0) rejectImport(problems);
  const ids = await bulkInsert(
    tx,
    customers,
    parsed.map((p) => p.value),
  );
  // One summary row per import (count and every new id), not one per record: an import may
  // add 10,000 rows and the records themselves hold the imported state; each later change
  // records its own before/after, and the entity-id filter finds the import through `ids`.
  await writeAudit(tx, actor, 'customer.import', 'customer', null, { count: ids.length, ids });
  const data = returnRows
    ? inOrder(ids, await tx.select().from(customers).where(inArray(customers.id, ids)))
    : [];
  return { count: ids.length, ids, data };
}

/** Rows in the order of `ids`. */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function updateCustomer({ tx, actor }: ServiceCtx, { id, ...input }: TCustomerUpdate) {
  const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
  const [row] = await tx
    .update(customers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  await auditChange(tx, actor, 'customer.update', 'customer', id, { before, after: row });
  return row;
}

export async function deleteCustomer({ tx, actor }: ServiceCtx, { id }: { id: string }) {
  const [row] = await tx.delete(customers).where(eq(customers.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  await auditChange(tx, actor, 'customer.delete', 'customer', id, { before: row });
  return { id };
}
