import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { unzipSync } from 'fflate';
import { shopExportsSettled } from '@gst/api';
import { seedBilling } from './billing-fixtures';
import { toReply, trpcData, type Harness } from './helpers';

/**
 * The shop-data export's tests (issue 33): a September 2025 of shop alpha made through the API,
 * an export run to its end, and the archive read back.
 */

type As = { tenant: string; cookie: string };

/**
 * I1 and I2 (modules and a battery), a receipt against I1, a credit note on I1 refunded in cash,
 * and a quote: 2 invoices, 1 note, 1 receipt, 1 refund, 1 quote = 6 issued documents.
 */
export async function enterMonth(h: Harness, as: As) {
  const fx = await seedBilling(h, h.a, 1);
  const mutate = async <T = { id: string }>(path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<T>(reply);
  };
  type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };
  const line = (productId: string, quantity: number, price: string) => ({
    productId,
    quantity,
    price,
  });
  const i1 = await mutate<Invoice>('tenant.invoices.create', {
    invoiceDate: '2025-09-10',
    billToId: fx.local.id,
    lines: [line(fx.module.id, 2, '10000')],
  });
  const i2 = await mutate<Invoice>('tenant.invoices.create', {
    invoiceDate: '2025-09-11',
    billToId: fx.remote.id,
    lines: [line(fx.battery.id, 1, '10000')],
  });
  await mutate('tenant.payments.create', {
    customerId: fx.local.id,
    paymentDate: '2025-09-15',
    amount: '21000',
    mode: 'cash',
    allocations: [{ invoiceId: i1.id, amount: '21000' }],
  });
  const cn = await mutate('tenant.creditNotes.create', {
    noteDate: '2025-09-20',
    reason: 'post-sale-discount',
    lines: [{ invoiceLineId: i1.lines[0]?.id, taxableValue: '1000' }],
  });
  await mutate('tenant.refunds.create', {
    customerId: fx.local.id,
    refundDate: '2025-09-26',
    amount: '1050',
    mode: 'cash',
    noteId: cn.id,
  });
  await mutate('tenant.quotes.create', {
    quoteDate: '2025-09-05',
    customerName: 'Quote Buyer',
    phoneNumber: '9830011111',
    lines: [
      {
        productId: fx.battery.id,
        productName: 'Li-ion battery 5 kWh',
        quantity: 1,
        price: '10000',
        gstPercentage: 18,
      },
    ],
  });
  // A stored PDF: the archive carries its bytes under files/ as well as the printed copy.
  const link = await h.trpcQuery('tenant.documents.invoiceFile', { id: i1.id }, as);
  expect(link.status, link.text).toBe(200);
  return { i1: i1.invoiceNumber, i2: i2.invoiceNumber };
}

export type Job = { id: string; status: string; error: string | null; percent: number };

/** Starts an export over REST, waits for it, and downloads it: the archive's entries. */
export async function exportShop(h: Harness, as: As, includePdfs = true) {
  const started = await h.rest('POST', '/api/export/shop', { ...as, body: { includePdfs } });
  expect(started.status, started.text).toBe(202);
  const job = (started.body as { data: Job }).data;
  await shopExportsSettled();
  const status = await h.rest('GET', `/api/export/shop/${job.id}`, as);
  expect((status.body as { data: Job }).data).toMatchObject({ status: 'done', percent: 100 });
  const file = await h.rest('GET', `/api/export/shop/${job.id}/file`, as);
  expect(file.status, file.text).toBe(200);
  const bytes = file.raw.rawPayload;
  return { job, bytes, entries: unzipSync(new Uint8Array(bytes)) };
}

export const text = (entries: Record<string, Uint8Array>, name: string) =>
  new TextDecoder().decode(entries[name]);

export const jsonLines = (entries: Record<string, Uint8Array>, table: string) =>
  text(entries, `data/${table}.jsonl`)
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** POST /api/master/tenant/import with the archive as the raw body. */
export async function restore(
  h: Harness,
  body: Uint8Array,
  query: string,
  cookie?: string,
  contentType = 'application/zip',
) {
  const raw = await h.app.inject({
    method: 'POST',
    url: `/api/master/tenant/import?${query}`,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(body),
  });
  return toReply(raw);
}
