// @engines pglite
// The bucket file store only: one engine (docs/CONVENTIONS.md, Engines).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { fileIdOf, SHOP_SETTINGS } from './documents-helpers';
import { verifySigV4, type FakeS3 } from './fake-s3';
import { expectRestError, trpcData, type Harness } from './helpers';
import {
  fileIndexRows,
  invoiceInput,
  quoteInput,
  S3_CREDENTIALS,
  startS3Harness,
} from './s3-helpers';

let fake: FakeS3;
let h: Harness;
let cookie: string;
let cookieB: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;
let invoiceId: string;
let firstFileId: string;

const opts = () => ({ tenant: 'alpha', cookie });
const invoiceFile = (id: string) => h.rest('GET', `/api/invoice-file/${id}`, opts());
const keyOf = (folder: string, fileId: string) => `gst/alpha/${folder}/${fileId}`;
const rowsFor = async (sourceId: string) =>
  (await fileIndexRows(h, h.a)).filter((row) => row.sourceId === sourceId);
const createQuote = async (customerName: string, quantity = 1) =>
  trpcData<{ id: string }>(
    await h.trpcMutation('tenant.quotes.create', quoteInput(customerName, quantity), opts()),
  ).id;

beforeAll(async () => {
  ({ fake, h } = await startS3Harness({ timeoutSeconds: 1 }));
  fx = await seedBilling(h, h.a);
  cookie = await h.login(h.a);
  cookieB = await h.login(h.b);
  trpcData<{ id: string }>(await h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, opts()));
  invoiceId = trpcData<{ id: string }>(
    await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB02AK4417'), opts()),
  ).id;
});
afterAll(async () => {
  await h?.close();
  await fake?.stop();
});

describe('the fake bucket’s signature check', () => {
  // AWS's published Signature V4 example for S3 (GET Object with a Range header).
  const example = {
    method: 'GET',
    url: '/test.txt',
    headers: {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    },
    body: new Uint8Array(),
  };
  const awsKeys = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };

  it('accepts AWS’s example and refuses it with another secret, header or body', () => {
    expect(verifySigV4(example, awsKeys)).toBeNull();
    expect(verifySigV4(example, { ...awsKeys, secretAccessKey: 'wrong' })).toBe(
      'signature does not match',
    );
    const otherRange = { ...example, headers: { ...example.headers, range: 'bytes=0-10' } };
    expect(verifySigV4(otherRange, awsKeys)).toBe('signature does not match');
    expect(verifySigV4({ ...example, body: new Uint8Array([1]) }, awsKeys)).toBe(
      'payload hash does not match the body',
    );
  });
});

describe('FILE_STORAGE=s3', () => {
  it('puts the invoice PDF in the bucket, keeps only the index row, and serves it', async () => {
    const reply = await invoiceFile(invoiceId);
    expect(reply.status, reply.text).toBe(200);
    firstFileId = fileIdOf(String(reply.body.data.fileLink));
    const object = fake.objects.get(keyOf('Tax Invoices', firstFileId));
    expect(object?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(object?.contentType).toBe('application/pdf');
    expect(await rowsFor(invoiceId)).toEqual([
      { id: firstFileId, sourceId: invoiceId, contentBytes: 0, size: object?.bytes.length },
    ]);
    // Every call was signed (the fake refuses anything else) and the payload hash was signed.
    expect(fake.log.every((entry) => entry.status < 300)).toBe(true);

    const served = await h.inject('GET', `/files/${firstFileId}`, opts());
    expect(served.status, served.text).toBe(200);
    expect(served.raw.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(served.raw.rawPayload, object?.bytes ?? Buffer.alloc(0))).toBe(0);
  });

  it('answers 404 to another tenant and to anonymous callers, without a bucket call', async () => {
    const calls = fake.log.length;
    const otherTenant = await h.inject('GET', `/files/${firstFileId}`, {
      tenant: 'beta',
      cookie: cookieB,
    });
    expect(otherTenant.status).toBe(404);
    expect((await h.inject('GET', `/files/${firstFileId}`, { tenant: 'alpha' })).status).toBe(404);
    expect((await h.inject('GET', `/files/${firstFileId}`, {})).status).toBe(404);
    expect(fake.log.length).toBe(calls);
  });

  it('replaces the object when the invoice changes, deleting the old one', async () => {
    const update = await h.trpcMutation(
      'tenant.invoices.update',
      { id: invoiceId, ...invoiceInput(fx, 'WB02ZZ0001') },
      opts(),
    );
    expect(update.status, update.text).toBe(200);
    const reply = await invoiceFile(invoiceId);
    expect(reply.body.message).toBe('PDF generated');
    const newId = fileIdOf(String(reply.body.data.fileLink));
    expect(newId).not.toBe(firstFileId);
    expect(fake.objects.has(keyOf('Tax Invoices', newId))).toBe(true);
    await vi.waitFor(() =>
      expect(fake.objects.has(keyOf('Tax Invoices', firstFileId))).toBe(false),
    );
    expect((await rowsFor(invoiceId)).map((row) => row.id)).toEqual([newId]);
    expect((await h.inject('GET', `/files/${firstFileId}`, opts())).status).toBe(404);
    expect((await h.inject('GET', `/files/${newId}`, opts())).status).toBe(200);
    firstFileId = newId;
  });

  it('answers a clear 404 (not 500) when the row is there but the object is gone', async () => {
    const key = keyOf('Tax Invoices', firstFileId);
    const saved = fake.objects.get(key);
    fake.objects.delete(key);
    const reply = await h.inject('GET', `/files/${firstFileId}`, opts());
    expect(reply.status).toBe(404);
    expect(fake.log.at(-1)).toMatchObject({ method: 'GET', key, status: 404 });
    if (saved) fake.objects.set(key, saved);
  });

  it('still serves a file whose bytes are in its row (stored before the switch to s3)', async () => {
    const key = keyOf('Tax Invoices', firstFileId);
    const saved = fake.objects.get(key);
    if (!saved) throw new Error('object expected');
    await h.sql(
      `update ${h.a.schemaName}.files set content = decode('${saved.bytes.toString('hex')}', 'hex')
        where id = '${firstFileId}'`,
    );
    fake.objects.delete(key);
    const reply = await h.inject('GET', `/files/${firstFileId}`, opts());
    expect(reply.status).toBe(200);
    expect(Buffer.compare(reply.raw.rawPayload, saved.bytes)).toBe(0);
    await h.sql(`update ${h.a.schemaName}.files set content = '' where id = '${firstFileId}'`);
    fake.objects.set(key, saved);
  });

  it('answers 503 and stores no row when the bucket is down, and recovers', async () => {
    const second = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01X0002', 1), opts()),
    ).id;
    await fake.stop();
    try {
      expectRestError(await invoiceFile(second), 503, 'File storage is unavailable');
      expect(await rowsFor(second)).toEqual([]);
    } finally {
      await fake.start();
    }
    const reply = await invoiceFile(second);
    expect(reply.status, reply.text).toBe(200);
    expect(await rowsFor(second)).toHaveLength(1);
  });

  it('answers 503 and stores no row when the bucket does not answer in time', async () => {
    const third = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01X0003', 2), opts()),
    ).id;
    fake.setHang(true);
    try {
      expectRestError(await invoiceFile(third), 503, 'File storage is unavailable');
    } finally {
      fake.setHang(false);
    }
    expect(await rowsFor(third)).toEqual([]);
  });

  it('refuses with an error and stores no row when the bucket rejects the secret', async () => {
    const quote = await createQuote('Walk-in buyer', 2);
    fake.setCredentials({ ...S3_CREDENTIALS, secretAccessKey: 'rotated-secret' });
    try {
      const reply = await h.rest('GET', `/api/quote-file/${quote}`, opts());
      expectRestError(reply, 500, 'File storage refused the request');
      expect(fake.log.at(-1)).toMatchObject({ status: 403, reason: 'signature does not match' });
      expect(await rowsFor(quote)).toEqual([]);
    } finally {
      fake.setCredentials(S3_CREDENTIALS);
    }
    const retry = await h.rest('GET', `/api/quote-file/${quote}`, opts());
    expect(retry.status, retry.text).toBe(200);
    expect(fake.objects.has(keyOf('Quotations', fileIdOf(String(retry.body.data.fileLink))))).toBe(
      true,
    );
  });

  it('removes a deleted invoice’s and quote’s files: rows at once, objects after commit', async () => {
    const newest = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01X0004', 3), opts()),
    ).id;
    const invoiceKey = keyOf(
      'Tax Invoices',
      fileIdOf(String((await invoiceFile(newest)).body.data.fileLink)),
    );
    const quote = await createQuote('Another buyer');
    const quoteLink = String(
      (await h.rest('GET', `/api/quote-file/${quote}`, opts())).body.data.fileLink,
    );
    const quoteKey = keyOf('Quotations', fileIdOf(quoteLink));
    expect(fake.objects.has(invoiceKey) && fake.objects.has(quoteKey)).toBe(true);

    trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.delete', { id: newest }, opts()),
    );
    trpcData<{ id: string }>(await h.trpcMutation('tenant.quotes.delete', { id: quote }, opts()));
    expect(await rowsFor(newest)).toEqual([]);
    expect(await rowsFor(quote)).toEqual([]);
    await vi.waitFor(() => {
      expect(fake.objects.has(invoiceKey)).toBe(false);
      expect(fake.objects.has(quoteKey)).toBe(false);
    });
    // The other invoices' files stay.
    expect(fake.objects.has(keyOf('Tax Invoices', firstFileId))).toBe(true);
  });

  it('hands the warranty ZIP straight back: it is not stored, so no bucket call', async () => {
    await h.sql(
      `update ${h.a.schemaName}.products set product_warranty = 10 where id = '${fx.module.id}'`,
    );
    const calls = fake.log.length;
    const reply = await h.rest('GET', `/api/gen-warranty-file/${invoiceId}`, opts());
    expect(reply.status, reply.text).toBe(200);
    expect(fake.log.length).toBe(calls);
  });
});
