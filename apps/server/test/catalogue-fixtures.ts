import { withTenant } from '@gst/db/client';
import { auditLog, customers, items, products } from '@gst/db/schema';
// @gst/documents is not a dependency of the server package; the tests read exported workbooks
// with the same reader the server's package uses, through its source path.
import { readFirstSheet } from '../../../packages/documents/src/xlsx';
import type { Harness, Reply, TestTenant } from './helpers';

/** A product as the web form and the Excel sheet send it: the service tests' productInput. */
export { productInput } from '../../../packages/api/test/services/catalogue-fixtures';

/** The rows of an .xlsx reply's first sheet. */
export function sheetRows(reply: Reply): Record<string, unknown>[] {
  return readFirstSheet(new Uint8Array(reply.raw.rawPayload));
}

export async function tableCounts(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, async (tx) => ({
    products: (await tx.select({ id: products.id }).from(products)).length,
    items: (await tx.select({ id: items.id }).from(items)).length,
    customers: (await tx.select({ id: customers.id }).from(customers)).length,
  }));
}

export async function auditActions(h: Harness, tenant: TestTenant): Promise<string[]> {
  const rows = await withTenant(h.database.db, tenant, (tx) =>
    tx.select({ action: auditLog.action }).from(auditLog),
  );
  return rows.map((r) => r.action);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
