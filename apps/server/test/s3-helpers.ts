import type { seedBilling } from './billing-fixtures';
import type { Harness, TestTenant } from './helpers';

type Fixtures = Awaited<ReturnType<typeof seedBilling>>;

/** An invoice for the seeded customer; `slot` > 0 sells one module serial no other slot sells. */
export function invoiceInput(fx: Fixtures, vehicleNumber: string, slot = 0) {
  const lines =
    slot === 0
      ? [
          {
            productId: fx.module.id,
            quantity: 2,
            price: '14500',
            serialItemIds: fx.moduleSerials.slice(0, 2),
          },
          {
            productId: fx.inverter.id,
            quantity: 1,
            price: '42000',
            serialItemIds: [fx.inverterSerials[0]],
          },
        ]
      : [
          {
            productId: fx.module.id,
            quantity: 1,
            price: '14500',
            serialItemIds: [fx.moduleSerials[1 + slot]],
          },
        ];
  return { invoiceDate: '2026-11-21', billToId: fx.local.id, vehicleNumber, lines };
}

/** The tenant's `files` index: which file, made from what, and how many bytes `content` holds. */
export async function fileIndexRows(h: Harness, tenant: TestTenant) {
  const rows = await h.sql<{ id: string; source_id: string; content_bytes: number; size: number }>(
    `select id, source_id, octet_length(content)::int as content_bytes, size
       from ${tenant.schemaName}.files order by created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    sourceId: row.source_id,
    contentBytes: Number(row.content_bytes),
    size: Number(row.size),
  }));
}
