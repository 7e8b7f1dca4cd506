import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { itemTypeForCategory } from '@gst/domain/contracts';
import type { Tx } from '@gst/db/client';
import { invoiceLineSerials, items, products } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import type { TItemExportInput, TItemInput, TItemListInput, TItemUpdate } from './items.schema';
import { pageOf } from '../shared/paging';
import { createdDay, matchingAny, sortedBy, syncConditions, syncOrder } from '../shared/list-query';

const itemColumns = {
  id: items.id,
  productId: items.productId,
  productLabel: products.productLabel,
  productUniqueID: products.productUniqueId,
  serialNo: items.serialNo,
  type: items.type,
  soldToInvoice: items.soldToInvoice,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};
type ItemRow = {
  id: string;
  productId: string;
  productLabel: string;
  productUniqueID: string;
  serialNo: string;
  type: string;
  soldToInvoice: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** An item with the spec's `product` reference next to the product's label for display. */
function toItemRecord(row: ItemRow) {
  return { ...row, product: row.productId };
}

const SORT_COLUMNS = {
  serialNo: items.serialNo,
  productLabel: products.productLabel,
  type: items.type,
  soldToInvoice: items.soldToInvoice,
  createdAt: items.createdAt,
} as const;

function whereOf(input: TItemExportInput): SQL | undefined {
  return and(
    matchingAny(input.search, [items.serialNo, products.productLabel, items.type]),
    input.productId ? eq(items.productId, input.productId) : undefined,
    input.status ? eq(items.soldToInvoice, input.status === 'sold') : undefined,
  );
}

function orderOf(sort: TItemListInput['sort']) {
  const column = SORT_COLUMNS[sort?.field ?? 'createdAt'];
  return sortedBy(column, sort?.dir, items.id);
}

export async function listItems({ tx }: ServiceCtx, input: TItemListInput) {
  const where = and(
    whereOf(input),
    ...syncConditions(input, { date: createdDay(items.createdAt), updatedAt: items.updatedAt }),
  );
  return pageOf(
    input,
    tx
      .select(itemColumns)
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(where)
      .orderBy(...syncOrder(input, items, orderOf(input.sort))),
    tx
      .select({ total: count() })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(where),
    toItemRecord,
  );
}

/** Every item matching the filters, for the Excel export. */
export async function exportItems({ tx }: ServiceCtx, input: TItemExportInput) {
  const rows = await tx
    .select(itemColumns)
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(whereOf(input))
    .orderBy(...orderOf(input.sort));
  return rows.map(toItemRecord);
}

/** Items by id, in the order of `ids`. */
export async function itemsByIds(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(itemColumns)
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(inArray(items.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toItemRecord(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getItem({ tx }: ServiceCtx, { id }: { id: string }) {
  return findItem(tx, id);
}

async function findItem(tx: Tx, id: string) {
  const [row] = await tx
    .select(itemColumns)
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(eq(items.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Item not found');
  return toItemRecord(row);
}

/** The product's items not yet sold: the serial numbers an invoice line may take. */
export async function availableItems({ tx }: ServiceCtx, { productId }: { productId: string }) {
  return tx
    .select({ id: items.id, serialNo: items.serialNo })
    .from(items)
    .where(and(eq(items.productId, productId), eq(items.soldToInvoice, false)))
    .orderBy(asc(items.serialNo), asc(items.id));
}

async function productOf(tx: Tx, productId: string) {
  const [product] = await tx
    .select({ label: products.productLabel, category: products.productCategory })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new AppError('BAD_REQUEST', 'Unknown product: choose an existing product');
  return product;
}

async function assertSerialFree(tx: Tx, input: TItemInput, label: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.productId, input.productId), eq(items.serialNo, input.serialNo)));
  if (taken && taken.id !== exceptId) {
    throw new AppError(
      'CONFLICT',
      `Serial number '${input.serialNo}' already exists for product '${label}'`,
    );
  }
}

/**
 * An item without a type takes its product category's (issue 29: an inverter's is 'Inverter'),
 * as the web form fills it; a type sent is kept.
 */
export async function createItem({ tx, actor }: ServiceCtx, input: TItemInput) {
  const { label, category } = await productOf(tx, input.productId);
  await assertSerialFree(tx, input, label);
  const type = input.type || itemTypeForCategory(category);
  const [row] = await tx
    .insert(items)
    .values({ ...input, type })
    .returning({ id: items.id });
  if (!row) throw new AppError('INTERNAL', 'Item was not created');
  const created = await findItem(tx, row.id);
  await auditChange(tx, actor, 'item.create', 'item', row.id, { after: created });
  return created;
}

/** An update without a type keeps the item's type. */
export async function updateItem({ tx, actor }: ServiceCtx, { id, ...sent }: TItemUpdate) {
  const current = await findItem(tx, id);
  const input = { ...sent, type: sent.type || current.type };
  const { label } = await productOf(tx, input.productId);
  const movesSerial = current.productId !== input.productId || current.serialNo !== input.serialNo;
  if (current.soldToInvoice && movesSerial) {
    throw new AppError(
      'CONFLICT',
      `Item '${current.serialNo}' is sold on an invoice; its product and serial number cannot change`,
    );
  }
  await assertSerialFree(tx, input, label, id);
  await tx
    .update(items)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(items.id, id));
  const after = await findItem(tx, id);
  await auditChange(tx, actor, 'item.update', 'item', id, { before: current, after });
  return after;
}

/** A sold item stays: its invoice names it. */
export async function deleteItem({ tx, actor }: ServiceCtx, { id }: { id: string }) {
  const current = await findItem(tx, id);
  const [onInvoice] = await tx
    .select({ n: count() })
    .from(invoiceLineSerials)
    .where(eq(invoiceLineSerials.itemId, id));
  if (current.soldToInvoice || (onInvoice?.n ?? 0) > 0) {
    throw new AppError(
      'CONFLICT',
      `Item '${current.serialNo}' is sold on an invoice and cannot be deleted`,
    );
  }
  await tx.delete(items).where(eq(items.id, id));
  await auditChange(tx, actor, 'item.delete', 'item', id, { before: current });
  return { id };
}

/** Ids of the existing items among these (productId, serialNo) pairs. */
export async function existingSerials(
  tx: Tx,
  pairs: readonly { productId: string; serialNo: string }[],
): Promise<Set<string>> {
  const serials = [...new Set(pairs.map((p) => p.serialNo))];
  if (serials.length === 0) return new Set();
  const rows = await tx
    .select({ productId: items.productId, serialNo: items.serialNo })
    .from(items)
    .where(inArray(items.serialNo, serials));
  return new Set(rows.map((r) => `${r.productId}\u0000${r.serialNo}`));
}
