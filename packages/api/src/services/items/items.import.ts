import { itemTypeForCategory } from '@gst/domain/contracts';
import { items, products } from '@gst/db/schema';
import type { Tx } from '@gst/db/client';
import { writeAudit } from '../../infra/audit';
import { bulkInsert } from '../../infra/bulk-insert';
import {
  duplicateRows,
  parseRows,
  rejectImport,
  sheetRowNumber,
  type RowProblem,
} from '../../infra/import/rows';
import type { ServiceCtx } from '../context';
import { ZItemImportRow, type TItemImportInput } from './items.schema';
import { existingSerials, itemsByIds } from './items.service';

type ProductRef = { id: string; uniqueId: string; label: string; name: string; category: string };
type Resolution = { id: string; category: string } | { problem: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sheet's `product` cell names a product by its productUniqueID (what the export writes),
 * its id, or else its label or name when exactly one product has it.
 */
async function productResolver(tx: Tx): Promise<(ref: string) => Resolution> {
  const all: ProductRef[] = await tx
    .select({
      id: products.id,
      uniqueId: products.productUniqueId,
      label: products.productLabel,
      name: products.productName,
      category: products.productCategory,
    })
    .from(products);
  const byId = new Map(all.map((p) => [p.id, p]));
  const byUniqueId = new Map(all.map((p) => [p.uniqueId, p]));
  const byUniqueIdLower = groupBy(all, (p) => p.uniqueId.toLowerCase());
  const byLabel = groupBy(all, (p) => p.label.toLowerCase());
  const byName = groupBy(all, (p) => p.name.toLowerCase());

  return (ref) => {
    const exact = (UUID.test(ref) ? byId.get(ref.toLowerCase()) : undefined) ?? byUniqueId.get(ref);
    if (exact) return { id: exact.id, category: exact.category };
    const lower = ref.toLowerCase();
    for (const index of [byUniqueIdLower, byLabel, byName]) {
      const matches = index.get(lower) ?? [];
      const [only] = matches;
      if (matches.length === 1 && only) return { id: only.id, category: only.category };
      if (matches.length > 1) {
        return {
          problem: `product '${ref}' matches more than one product; use its productUniqueID`,
        };
      }
    }
    return { problem: `unknown product '${ref}'` };
  };
}

function groupBy<T>(list: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const value of list) {
    const k = key(value);
    const bucket = map.get(k);
    if (bucket) bucket.push(value);
    else map.set(k, [value]);
  }
  return map;
}

/**
 * All or nothing: a row with a missing field, an unknown product, a serial repeated in the file
 * or already in stock rejects the file with a per-row report; otherwise one insert.
 */
export async function importItems(
  { tx, actor }: ServiceCtx,
  { items: rows, returnRows = false }: TItemImportInput,
) {
  const { parsed, problems } = parseRows(rows, ZItemImportRow);
  const resolve = await productResolver(tx);
  const resolved: {
    index: number;
    value: { productId: string; serialNo: string; type: string };
  }[] = [];
  for (const { index, value } of parsed) {
    const product = resolve(value.product);
    if ('problem' in product)
      problems.push({ row: sheetRowNumber(index), reason: product.problem });
    else
      resolved.push({
        index,
        // A row without a type takes its product category's (issue 29), as a new item does.
        value: {
          productId: product.id,
          serialNo: value.serialNo,
          type: value.type || itemTypeForCategory(product.category),
        },
      });
  }
  const key = (v: { productId: string; serialNo: string }) => `${v.productId}\u0000${v.serialNo}`;
  problems.push(
    ...duplicateRows(resolved, key, (v, first) => `serialNo '${v.serialNo}' repeats row ${first}`),
  );
  const taken = await existingSerials(
    tx,
    resolved.map((r) => r.value),
  );
  const inStock: RowProblem[] = resolved
    .filter((r) => taken.has(key(r.value)))
    .map((r) => ({
      row: sheetRowNumber(r.index),
      reason: `serialNo '${r.value.serialNo}' already exists for this product`,
    }));
  problems.push(...inStock);
  if (problems.length > 0) rejectImport(problems);
  const created = await bulkInsert(
    tx,
    items,
    resolved.map((r) => r.value),
  );
  // A summary row (count and ids), as for customers and products: see importCustomers.
  await writeAudit(tx, actor, 'item.import', 'item', null, {
    count: created.length,
    ids: created,
  });
  const data = returnRows ? await itemsByIds(tx, created) : [];
  return { count: created.length, ids: created, data };
}
