// @engines pglite postgres
// Concurrent attaches to one record need real concurrent transactions: PostgreSQL as well.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { ownerSuite } from './helpers';

/**
 * Issue 31: attaches racing for one purchase bill (the row is locked, then the old file
 * removed): every request answers, the bill ends with exactly one attachment, and no other
 * attachment file of the bill is left behind in the store.
 */
const suite = ownerSuite({}, async (h, asOwner) => {
  const fx = await seedBilling(h, h.a, 1);
  const supplierId = await withTenant(h.database.db, h.a, async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ name: 'Race Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return row?.id ?? '';
  });
  const bill = await h.rest('POST', '/api/purchase-bill', {
    ...asOwner,
    body: {
      supplierId,
      supplierInvoiceNumber: 'RACE-1',
      billDate: '2026-05-04',
      supplierTotal: '12600.00',
      lines: [{ productId: fx.module.id, quantity: 1, price: '12000', gstPercentage: 5 }],
    },
  });
  return { billId: (bill.body as { data: { id: string } }).data.id };
});

const pdf = (n: number) =>
  `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n% copy ${n}\n%%EOF\n`).toString('base64')}`;

describe('attachments racing (issue 31)', () => {
  it('8 attaches at once: all answer 201, one file stays linked, none is orphaned', async () => {
    const url = `/api/purchase-bill/${suite.billId}/attachment`;
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        suite.h.rest('POST', url, {
          ...suite.asOwner(),
          body: { file: pdf(n), name: `copy-${n}.pdf` },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(201));
    const schema = `"${suite.h.a.schemaName}"`;
    const [bill] = await suite.h.sql<{ attachment_file_id: string }>(
      `select attachment_file_id from ${schema}.purchase_bills where id = '${suite.billId}'`,
    );
    const files = await suite.h.sql<{ id: string }>(
      `select id from ${schema}.files
        where source_type = 'purchase-bill-attachment' and source_id = '${suite.billId}'`,
    );
    expect(files.map((f) => f.id)).toEqual([bill?.attachment_file_id]);
    // The audit trail has all 8, each replacing the one before.
    const [audits] = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from ${schema}.audit_log
        where entity_id = '${suite.billId}' and action = 'purchase-bill.attach'`,
    );
    expect(audits?.n).toBe(8);
  });
});
