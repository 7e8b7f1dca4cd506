import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { ZId, ZPageInput } from '@gst/domain';
import { z } from 'zod';
import { purchaseBills, purchaseReturns, supplierPayments, suppliers } from '@gst/db/schema';
import { auditChange, writeAudit } from '../../infra/audit';
import { bulkInsert } from '../../infra/bulk-insert';
import { AppError } from '../../errors';
import { parseRows, rejectImport } from '../../infra/import/rows';
import type { ServiceCtx } from '../context';
import { PICK_LIMIT } from '../products/products.pick';
import { pageOf } from '../shared/paging';
import { createdDay, matchingAny, sortedBy, syncConditions, syncOrder } from '../shared/list-query';
import {
  ZSupplierImportRow,
  type TSupplierBulkInput,
  type TSupplierExportInput,
  type TSupplierInput,
  type TSupplierListInput,
  type TSupplierUpdate,
} from './suppliers.schema';

/**
 * Suppliers (issue 31): the customers' verbs for the buying side. A supplier with bills,
 * purchase returns or payments is never deleted (its documents name it).
 */
function searchWhere(search: string | undefined): SQL | undefined {
  return matchingAny(search, [
    suppliers.name,
    suppliers.gstin,
    suppliers.phoneNumber,
    suppliers.email,
  ]);
}

function orderOf(sort: TSupplierListInput['sort']) {
  return sortedBy(suppliers[sort?.field ?? 'createdAt'], sort?.dir, suppliers.id);
}

export async function listSuppliers({ tx }: ServiceCtx, input: TSupplierListInput) {
  const where = and(
    searchWhere(input.search),
    ...syncConditions(input, {
      date: createdDay(suppliers.createdAt),
      updatedAt: suppliers.updatedAt,
    }),
  );
  return pageOf(
    input,
    tx
      .select()
      .from(suppliers)
      .where(where)
      .orderBy(...syncOrder(input, suppliers, orderOf(input.sort))),
    tx.select({ total: count() }).from(suppliers).where(where),
  );
}

/** Every supplier matching the search, for the Excel export. */
export async function exportSuppliers({ tx }: ServiceCtx, input: TSupplierExportInput) {
  return tx
    .select()
    .from(suppliers)
    .where(searchWhere(input.search))
    .orderBy(...orderOf(input.sort));
}

export async function getSupplier({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Supplier not found');
  return row;
}

export async function createSupplier({ tx, actor }: ServiceCtx, input: TSupplierInput) {
  const [row] = await tx.insert(suppliers).values(input).returning();
  if (!row) throw new AppError('INTERNAL', 'Supplier was not created');
  await auditChange(tx, actor, 'supplier.create', 'supplier', row.id, { after: row });
  return row;
}

/** All or nothing: any row failing the contract rejects the file with a per-row report. */
export async function importSuppliers(
  { tx, actor }: ServiceCtx,
  { suppliers: rows, returnRows = false }: TSupplierBulkInput,
) {
  const { parsed, problems } = parseRows(rows, ZSupplierImportRow);
  if (problems.length > 0) rejectImport(problems);
  const ids = await bulkInsert(
    tx,
    suppliers,
    parsed.map((p) => p.value),
  );
  await writeAudit(tx, actor, 'supplier.import', 'supplier', null, { count: ids.length, ids });
  const data = returnRows
    ? await tx
        .select()
        .from(suppliers)
        .where(inArray(suppliers.id, ids))
        .orderBy(asc(suppliers.name))
    : [];
  return { count: ids.length, ids, data };
}

export async function updateSupplier({ tx, actor }: ServiceCtx, { id, ...input }: TSupplierUpdate) {
  const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
  if (!before) throw new AppError('NOT_FOUND', 'Supplier not found');
  const [row] = await tx
    .update(suppliers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(suppliers.id, id))
    .returning();
  await auditChange(tx, actor, 'supplier.update', 'supplier', id, { before, after: row });
  return row ?? before;
}

/** Deletes a supplier with no bills, returns or payments; otherwise a 409 saying what holds it. */
export async function deleteSupplier({ tx, actor }: ServiceCtx, { id }: { id: string }) {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Supplier not found');
  const used = async (
    table: typeof purchaseBills | typeof purchaseReturns | typeof supplierPayments,
  ) => (await tx.select({ n: count() }).from(table).where(eq(table.supplierId, id)))[0]?.n ?? 0;
  const held = [
    [await used(purchaseBills), 'purchase bill(s)'],
    [await used(purchaseReturns), 'purchase return(s)'],
    [await used(supplierPayments), 'payment(s)'],
  ] as const;
  const reasons = held.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  if (reasons.length) {
    throw new AppError(
      'CONFLICT',
      `${row.name} has ${reasons.join(', ')} and cannot be deleted; its documents name it`,
    );
  }
  await tx.delete(suppliers).where(eq(suppliers.id, id));
  await auditChange(tx, actor, 'supplier.delete', 'supplier', id, { before: row });
  return { id };
}

/** A picker's search, or one supplier by id (the bill and payment drawers). */
export const ZSupplierPickInput = z.strictObject({
  search: ZPageInput.shape.search,
  id: ZId.optional(),
});

/** What a bill or payment takes from a supplier: name, GSTIN, registration, state, address, terms. */
export async function pickSuppliers(
  { tx }: Pick<ServiceCtx, 'tx'>,
  input: z.infer<typeof ZSupplierPickInput>,
) {
  const filters = [searchWhere(input.search), input.id ? eq(suppliers.id, input.id) : undefined];
  return tx
    .select({
      id: suppliers.id,
      name: suppliers.name,
      gstin: suppliers.gstin,
      registration: suppliers.registration,
      stateCode: suppliers.stateCode,
      address: suppliers.address,
      city: suppliers.city,
      pinCode: suppliers.pinCode,
      creditPeriodDays: suppliers.creditPeriodDays,
    })
    .from(suppliers)
    .where(and(...filters.filter((f): f is SQL => f !== undefined)))
    .orderBy(asc(suppliers.name), asc(suppliers.id))
    .limit(PICK_LIMIT);
}
