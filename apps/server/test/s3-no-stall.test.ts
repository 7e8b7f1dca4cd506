// @engines pglite
// About PGlite's single session (a bucket call held inside a transaction): PGlite only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCitus } from '@gst/db/client';
import type { BillingFixture } from './billing-invoices-fixtures';
import { seedBilling } from './billing-fixtures';
import { fileIdOf, SHOP_SETTINGS } from './documents-helpers';
import type { FakeS3 } from './fake-s3';
import { trpcData, type Harness, type Reply } from './helpers';
import { fileIndexRows, invoiceInput, startS3Harness } from './s3-helpers';

/**
 * With FILE_STORAGE=s3 no bucket call runs inside a tenant transaction: on PGlite (one session)
 * such a call would make every other request wait for the bucket. The bucket here holds a call
 * until the test releases it, and the test releases it only once another request of the same
 * tenant has been answered; a server that waited on the bucket inside its transaction could not
 * answer that request before the bucket's timeout (S3_TIMEOUT_SECONDS) failed the held call.
 */

let fake: FakeS3;
let h: Harness;
let cookie: string;
let fx: BillingFixture;
let slot = 0;

const opts = () => ({ tenant: 'alpha', cookie });
const invoiceFile = (id: string) => h.rest('GET', `/api/invoice-file/${id}`, opts());
const keyOf = (fileId: string) => `gst/alpha/Tax Invoices/${fileId}`;
const newInvoice = async () =>
  trpcData<{ id: string }>(
    await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01N0001', slot++), opts()),
  ).id;
const rowsFor = async (sourceId: string) =>
  (await fileIndexRows(h, h.a)).filter((row) => row.sourceId === sourceId);

/**
 * Starts `slow` (a request the bucket will hold), waits until its call is held, then sends
 * `other`; the bucket answers once `other` has settled. Says in which order they settled.
 */
async function whileBucketHolds(
  method: 'PUT' | 'GET',
  slow: () => Promise<Reply>,
  other: () => Promise<Reply>,
) {
  const order: string[] = [];
  fake.hold(method);
  const slowReply = slow().finally(() => order.push('slow'));
  try {
    await vi.waitFor(() => expect(fake.heldCount()).toBe(1), { timeout: 30_000 });
  } catch (error) {
    fake.release();
    throw error;
  }
  const otherReply = other().finally(() => {
    order.push('other');
    fake.release();
  });
  const [slowDone, otherDone] = await Promise.all([slowReply, otherReply]);
  return { order, slow: slowDone, other: otherDone };
}

beforeAll(async () => {
  // Long enough that only the test's release ends a held call while the server behaves.
  ({ fake, h } = await startS3Harness({ timeoutSeconds: 5 }));
  fx = await seedBilling(h, h.a);
  cookie = await h.login(h.a);
  trpcData(await h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, opts()));
});
afterAll(async () => {
  fake?.release();
  await h?.close();
  await fake?.stop();
});

describe('FILE_STORAGE=s3: no bucket call inside a transaction', () => {
  it('answers another request while the bucket holds a new PDF’s upload', async () => {
    const invoiceId = await newInvoice();
    const { order, slow, other } = await whileBucketHolds(
      'PUT',
      () => invoiceFile(invoiceId),
      () => h.rest('GET', '/api/settings', opts()),
    );
    expect(order).toEqual(['other', 'slow']);
    expect(other.status, other.text).toBe(200);
    expect(other.body.data.shopName).toBe(SHOP_SETTINGS.shopName);
    expect(slow.status, slow.text).toBe(200);
    const fileId = fileIdOf(String(slow.body.data.fileLink));
    expect(fake.objects.has(keyOf(fileId))).toBe(true);
    expect((await rowsFor(invoiceId)).map((row) => row.id)).toEqual([fileId]);
    expect(fake.log.some((entry) => entry.aborted)).toBe(false);
  });

  it('answers another request while the bucket holds a stored file’s download', async () => {
    const invoiceId = await newInvoice();
    const link = String((await invoiceFile(invoiceId)).body.data.fileLink);
    const { order, slow, other } = await whileBucketHolds(
      'GET',
      () => h.inject('GET', link, opts()),
      () => h.trpcQuery('tenant.settings.get', undefined, opts()),
    );
    expect(order).toEqual(['other', 'slow']);
    expect(other.status, other.text).toBe(200);
    expect(slow.status, slow.text).toBe(200);
    expect(slow.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fake.log.some((entry) => entry.aborted)).toBe(false);
  });

  it('answers a delete and other requests while the bucket holds the object’s DELETE', async () => {
    const invoiceId = await newInvoice();
    const key = keyOf(fileIdOf(String((await invoiceFile(invoiceId)).body.data.fileLink)));
    fake.hold('DELETE');
    try {
      trpcData(await h.trpcMutation('tenant.invoices.delete', { id: invoiceId }, opts()));
      await vi.waitFor(() => expect(fake.heldCount()).toBe(1));
      const other = await h.rest('GET', '/api/settings', opts());
      expect(other.status, other.text).toBe(200);
      expect(fake.heldCount()).toBe(1);
    } finally {
      fake.release();
    }
    await vi.waitFor(() => expect(fake.objects.has(key)).toBe(false));
    expect(fake.log.some((entry) => entry.aborted)).toBe(false);
  });

  /** Trigger DDL, which Citus takes on a tenant's (distributed) tables only with this setting. */
  const triggerDdl = (statement: string) =>
    h.database.db.transaction(async (tx) => {
      if (await isCitus(tx)) {
        await tx.execute(`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
      }
      await tx.execute(statement);
    });

  it('deletes the uploaded object when the transaction adding its row fails', async () => {
    const invoiceId = await newInvoice();
    const schema = h.a.schemaName;
    // The row goes in, and the transaction fails at COMMIT (a deferred constraint trigger).
    await h.sql(
      `create function ${schema}.refuse_file() returns trigger language plpgsql
         as $$ begin raise exception 'file refused by the test'; end $$`,
    );
    await triggerDdl(
      `create constraint trigger files_refused after insert on ${schema}.files
         deferrable initially deferred for each row execute function ${schema}.refuse_file()`,
    );
    const putsBefore = fake.log.filter((entry) => entry.method === 'PUT').length;
    try {
      const reply = await invoiceFile(invoiceId);
      expect(reply.status).toBe(500);
    } finally {
      await triggerDdl(`drop trigger files_refused on ${schema}.files`);
      await h.sql(`drop function ${schema}.refuse_file()`);
    }
    expect(await rowsFor(invoiceId)).toEqual([]);
    const puts = fake.log.filter((entry) => entry.method === 'PUT').slice(putsBefore);
    expect(puts.map((entry) => entry.status)).toEqual([200]);
    const uploaded = puts[0]?.key ?? '';
    await vi.waitFor(() => {
      expect(fake.log).toContainEqual(
        expect.objectContaining({ method: 'DELETE', key: uploaded, status: 204 }),
      );
      expect(fake.objects.has(uploaded)).toBe(false);
    });

    const retry = await invoiceFile(invoiceId);
    expect(retry.status, retry.text).toBe(200);
    expect(fake.objects.has(keyOf(fileIdOf(String(retry.body.data.fileLink))))).toBe(true);
  });
});
