import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { validateHsn, type HsnMinDigits } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLines, items, products } from '@gst/db/schema';
import { auditChange, writeAudit } from '../../infra/audit';
import { bulkInsert } from '../../infra/bulk-insert';
import { AppError } from '../../errors';
import { toNumber } from '../../infra/import/cells';
import { duplicateRows, parseRows, rejectImport, sheetRowNumber } from '../../infra/import/rows';
import type { ServiceCtx } from '../context';
import { readHsnMinDigits } from '../settings/settings.service';
import {
  ZProductInput,
  type TProductExportInput,
  type TProductImportInput,
  type TProductInput,
  type TProductListInput,
  type TProductUpdate,
} from './products.schema';
import { pageOf } from '../shared/paging';
import { createdDay, matchingAny, sortedBy, syncConditions, syncOrder } from '../shared/list-query';
type ProductRow = typeof products.$inferSelect;

/** A product with the spec's field names (§3); numeric fields are numbers. */
export function toProductRecord(row: ProductRow) {
  return {
    id: row.id,
    productUniqueID: row.productUniqueId,
    productName: row.productName,
    productLabel: row.productLabel,
    productMinPrice: toNumber(row.productMinPrice),
    productHSNCode: row.productHsnCode,
    productCategory: row.productCategory,
    gstPercentage: toNumber(row.gstPercentage),
    uomUnit: row.uomUnit,
    productCapacity: toNumber(row.productCapacity),
    productMetaData: row.productMetaData,
    productWeight: toNumber(row.productWeight),
    productWidth: toNumber(row.productWidth),
    productLength: toNumber(row.productLength),
    productWarranty: toNumber(row.productWarranty),
    productOutputWarranty: toNumber(row.productOutputWarranty),
    productLink: row.productLink,
    taxability: row.taxability,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type ProductRecord = ReturnType<typeof toProductRecord>;

function toColumns(input: TProductInput) {
  return {
    productUniqueId: input.productUniqueID,
    productName: input.productName,
    productLabel: input.productLabel,
    productMinPrice: input.productMinPrice,
    productHsnCode: input.productHSNCode,
    productCategory: input.productCategory,
    gstPercentage: input.gstPercentage,
    uomUnit: input.uomUnit,
    productCapacity: input.productCapacity,
    productWeight: input.productWeight,
    productWidth: input.productWidth,
    productLength: input.productLength,
    productWarranty: input.productWarranty,
    productOutputWarranty: input.productOutputWarranty,
    productLink: input.productLink,
    taxability: input.taxability,
  };
}

const SORT_COLUMNS = {
  productLabel: products.productLabel,
  productName: products.productName,
  productUniqueID: products.productUniqueId,
  productMinPrice: products.productMinPrice,
  productCategory: products.productCategory,
  gstPercentage: products.gstPercentage,
  productCapacity: products.productCapacity,
  createdAt: products.createdAt,
} as const;

export function searchWhere(search: string | undefined): SQL | undefined {
  return matchingAny(search, [
    products.productLabel,
    products.productName,
    products.productUniqueId,
    products.productCategory,
    products.productHsnCode,
  ]);
}

function orderOf(sort: TProductListInput['sort']) {
  const column = SORT_COLUMNS[sort?.field ?? 'createdAt'];
  return sortedBy(column, sort?.dir, products.id);
}

export async function listProducts({ tx }: ServiceCtx, input: TProductListInput) {
  const where = and(
    searchWhere(input.search),
    ...syncConditions(input, {
      date: createdDay(products.createdAt),
      updatedAt: products.updatedAt,
    }),
  );
  return pageOf(
    input,
    tx
      .select()
      .from(products)
      .where(where)
      .orderBy(...syncOrder(input, products, orderOf(input.sort))),
    tx.select({ total: count() }).from(products).where(where),
    toProductRecord,
  );
}

/** Every product matching the search, for the Excel export. */
export async function exportProducts({ tx }: ServiceCtx, input: TProductExportInput) {
  const rows = await tx
    .select()
    .from(products)
    .where(searchWhere(input.search))
    .orderBy(...orderOf(input.sort));
  return rows.map(toProductRecord);
}

export async function getProduct({ tx }: ServiceCtx, { id }: { id: string }) {
  const [row] = await tx.select().from(products).where(eq(products.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  return toProductRecord(row);
}

async function assertUniqueIdFree(tx: Tx, uniqueId: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productUniqueId, uniqueId));
  if (taken && taken.id !== exceptId) {
    throw new AppError('CONFLICT', `A product with productUniqueID '${uniqueId}' already exists`);
  }
}

/** The shop's HSN minimum (Notification 78/2020-CT), after the contract's 4/6/8-digit check. */
function hsnMinDigitsProblem(hsn: string, minDigits: HsnMinDigits): string | undefined {
  const result = validateHsn(hsn, { minDigits });
  return result.ok ? undefined : `productHSNCode: ${result.error}`;
}

async function assertHsnAllowed(tx: Tx, hsn: string) {
  const problem = hsnMinDigitsProblem(hsn, await readHsnMinDigits({ tx }));
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

export async function createProduct({ tx, actor }: ServiceCtx, input: TProductInput) {
  await assertHsnAllowed(tx, input.productHSNCode);
  await assertUniqueIdFree(tx, input.productUniqueID);
  const [row] = await tx.insert(products).values(toColumns(input)).returning();
  if (!row) throw new AppError('INTERNAL', 'Product was not created');
  await auditChange(tx, actor, 'product.create', 'product', row.id, { after: row });
  return toProductRecord(row);
}

export async function updateProduct({ tx, actor }: ServiceCtx, { id, ...input }: TProductUpdate) {
  await assertHsnAllowed(tx, input.productHSNCode);
  await assertUniqueIdFree(tx, input.productUniqueID, id);
  const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  // productMetaData is not editable: it is left as it is.
  const [row] = await tx
    .update(products)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Product not found');
  await auditChange(tx, actor, 'product.update', 'product', id, { before, after: row });
  return toProductRecord(row);
}

/** Refused while items or invoice lines use the product: deleting it would falsify them. */
export async function deleteProduct({ tx, actor }: ServiceCtx, { id }: { id: string }) {
  const [product] = await tx
    .select({ id: products.id, label: products.productLabel })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw new AppError('NOT_FOUND', 'Product not found');
  const [[itemCount], [lineCount]] = await Promise.all([
    tx.select({ n: count() }).from(items).where(eq(items.productId, id)),
    tx.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.productId, id)),
  ]);
  const usedBy = [
    itemCount?.n ? `${itemCount.n} item${itemCount.n === 1 ? '' : 's'}` : '',
    lineCount?.n ? `${lineCount.n} invoice line${lineCount.n === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  if (usedBy.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Product '${product.label}' is used by ${usedBy.join(' and ')} and cannot be deleted`,
    );
  }
  const [deleted] = await tx.delete(products).where(eq(products.id, id)).returning();
  await auditChange(tx, actor, 'product.delete', 'product', id, { before: deleted });
  return { id };
}

/**
 * All or nothing: every row is checked (contract, repeated productUniqueID in the file, one that
 * already exists) and any problem rejects the file with a per-row report; otherwise one insert.
 */
export async function importProducts(
  { tx, actor }: ServiceCtx,
  { products: rows, returnRows = false }: TProductImportInput,
) {
  const { parsed, problems } = parseRows(rows, ZProductInput);
  const minDigits = await readHsnMinDigits({ tx });
  for (const { index, value } of parsed) {
    const problem = hsnMinDigitsProblem(value.productHSNCode, minDigits);
    if (problem) problems.push({ row: sheetRowNumber(index), reason: problem });
  }
  problems.push(
    ...duplicateRows(
      parsed,
      (p) => p.productUniqueID,
      (p, first) => `productUniqueID '${p.productUniqueID}' repeats row ${first}`,
    ),
  );
  const ids = [...new Set(parsed.map((p) => p.value.productUniqueID))];
  if (ids.length > 0) {
    const existing = await tx
      .select({ uid: products.productUniqueId })
      .from(products)
      .where(inArray(products.productUniqueId, ids));
    const taken = new Set(existing.map((e) => e.uid));
    for (const { index, value } of parsed) {
      if (taken.has(value.productUniqueID)) {
        problems.push({
          row: sheetRowNumber(index),
          reason: `productUniqueID '${value.productUniqueID}' already exists`,
        });
      }
    }
  }
  if (problems.length > 0) rejectImport(problems);
  const created = await bulkInsert(
    tx,
    products,
    parsed.map((p) => toColumns(p.value)),
  );
  // A summary row (count and ids), as for customers: see importCustomers.
  await writeAudit(tx, actor, 'product.import', 'product', null, {
    count: created.length,
    ids: created,
  });
  let data: ProductRecord[] = [];
  if (returnRows) {
    const byId = new Map(
      (await tx.select().from(products).where(inArray(products.id, created))).map((r) => [r.id, r]),
    );
    data = created.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductRecord(row)] : [];
    });
  }
  return { count: created.length, ids: created, data };
}
