import { expect } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedGst } from '../../../packages/api/test/services/billing-fixtures';
import { trpcData, type Harness } from './helpers';

/**
 * The books of reports-gst.test.ts (issue 33), a shop in West Bengal (19) filing monthly, made
 * through the API. Amounts before tax unless said (₹):
 *  S1 05-09-2026 Sunrise RWA (19, registered)  2 modules × 10,000 @5 %  CGST 500, SGST 500
 *  S2 10-09-2026 Patel Textiles (24, registered) 1 battery 10,000 @18 % IGST 1,800
 *  S3 12-09-2026 Walk-in buyer (19, unregistered) 1 battery 5,000 @18 % CGST 450, SGST 450
 *  CN1 20-09-2026 on S1, a discount of 10,000 (no goods back) CGST 250, SGST 250
 *  P1 08-09-2026 Eastern Solar (19)  5 batteries × 40,000 @18 %  CGST 18,000, SGST 18,000
 *  PR1 25-09-2026 one battery of P1 back: 40,000, CGST 3,600, SGST 3,600
 *  S4 03-10-2026 Patel Textiles 1 battery 50,000 @18 % IGST 9,000
 *  P2 06-10-2026 Deccan Batteries (29) 1 battery 30,000 @18 % IGST 5,400
 */
export async function enterGstBooks(h: Harness, as: { tenant: string; cookie: string }) {
  const fx = await withTenant(h.database.db, h.a, (tx) => seedGst(tx));
  const [eastern, deccan] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values([
        { name: 'Eastern Solar', gstin: '19AAACE1234F1Z3', stateCode: 19 },
        { name: 'Deccan Batteries', gstin: '29AAACD1234F1Z5', stateCode: 29 },
      ])
      .returning(),
  );
  if (!eastern || !deccan) throw new Error('suppliers not seeded');
  const mutate = async <T = { id: string }>(path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<T>(reply);
  };
  const battery = (quantity: number, price: string) => ({
    productId: fx.battery.id,
    quantity,
    price,
    gstPercentage: 18,
  });
  const bill = (
    supplierId: string,
    no: string,
    billDate: string,
    total: string,
    lines: unknown[],
  ) =>
    mutate('tenant.purchases.create', {
      supplierId,
      supplierInvoiceNumber: no,
      billDate,
      supplierTotal: total,
      lines,
    });
  const p1 = await bill(eastern.id, 'ES-9', '2026-09-08', '236000.00', [battery(5, '40000')]);
  await bill(deccan.id, 'DB-10', '2026-10-06', '35400.00', [battery(1, '30000')]);
  const p1Lines = trpcData<{ lines: { id: string }[] }>(
    await h.trpcQuery('tenant.purchases.get', { id: p1.id }, as),
  ).lines;
  await mutate('tenant.purchases.createReturn', {
    billId: p1.id,
    kind: 'supplier-credit-note',
    returnDate: '2026-09-25',
    reason: 'Damaged',
    lines: [{ billLineId: p1Lines[0]?.id, quantity: 1 }],
  });
  type Invoice = { id: string; lines: { id: string }[] };
  const invoice = (
    invoiceDate: string,
    billToId: string,
    product: { id: string },
    qty: number,
    price: string,
  ) =>
    mutate<Invoice>('tenant.invoices.create', {
      invoiceDate,
      billToId,
      lines: [{ productId: product.id, quantity: qty, price }],
    });
  const s1 = await invoice('2026-09-05', fx.local.id, fx.module, 2, '10000');
  await invoice('2026-09-10', fx.remote.id, fx.battery, 1, '10000');
  await invoice('2026-09-12', fx.walkIn.id, fx.battery, 1, '5000');
  await mutate('tenant.creditNotes.create', {
    noteDate: '2026-09-20',
    reason: 'post-sale-discount',
    lines: [{ invoiceLineId: s1.lines[0]?.id, taxableValue: '10000' }],
  });
  await invoice('2026-10-03', fx.remote.id, fx.battery, 1, '50000');
  return { fx };
}
