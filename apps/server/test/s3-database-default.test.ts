// @engines pglite
// Configuration only: one engine (docs/CONVENTIONS.md, Engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { seedBilling } from './billing-fixtures';
import { fileIdOf } from './documents-helpers';
import { startHarness, trpcData, type Harness } from './helpers';
import { fileIndexRows, invoiceInput } from './s3-helpers';

const S3_ENV = {
  FILE_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'gst-files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('file storage config', () => {
  it('defaults to the database, and refuses FILE_STORAGE=s3 without what it needs', () => {
    expect(loadConfig({}).env.FILE_STORAGE).toBe('database');
    expect(loadConfig(S3_ENV).env).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_TIMEOUT_SECONDS: 15,
    });
    const { S3_BUCKET: _bucket, ...noBucket } = S3_ENV;
    expect(() => loadConfig(noBucket)).toThrow(/FILE_STORAGE=s3 needs S3_BUCKET$/m);
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
      'FILE_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ FILE_STORAGE: 'disk' })).toThrow(/FILE_STORAGE/);
  });
});

describe('FILE_STORAGE=database (default)', () => {
  let h: Harness;
  let cookie: string;
  let fx: Awaited<ReturnType<typeof seedBilling>>;
  const opts = () => ({ tenant: 'alpha', cookie });

  beforeAll(async () => {
    h = await startHarness();
    fx = await seedBilling(h, h.a);
    cookie = await h.login(h.a);
  });
  afterAll(async () => h?.close());

  it('keeps the bytes in files.content and serves them', async () => {
    const id = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01A0001'), opts()),
    ).id;
    const link = String(
      (await h.rest('GET', `/api/invoice-file/${id}`, opts())).body.data.fileLink,
    );
    const served = await h.inject('GET', link, opts());
    expect(served.status).toBe(200);
    const [row] = await fileIndexRows(h, h.a);
    expect(row).toEqual({
      id: fileIdOf(link),
      sourceId: id,
      contentBytes: served.raw.rawPayload.length,
      size: served.raw.rawPayload.length,
    });
    // A row whose bytes went to a bucket (FILE_STORAGE=s3 earlier) is a 404, not an empty PDF.
    await h.sql(`update ${h.a.schemaName}.files set content = '' where id = '${row?.id}'`);
    expect((await h.inject('GET', link, opts())).status).toBe(404);
  });

  it('deletes an invoice’s and a quote’s files (rows) with them', async () => {
    const newest = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, 'WB01A0002', 1), opts()),
    ).id;
    const quote = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.quotes.create',
        { customerName: 'Walk-in', lines: [{ productName: 'Panel', quantity: 1, price: '9000' }] },
        opts(),
      ),
    ).id;
    await h.rest('GET', `/api/invoice-file/${newest}`, opts());
    await h.rest('GET', `/api/quote-file/${quote}`, opts());
    const sources = async () => (await fileIndexRows(h, h.a)).map((row) => row.sourceId);
    expect(await sources()).toEqual(expect.arrayContaining([newest, quote]));
    trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.delete', { id: newest }, opts()),
    );
    trpcData<{ id: string }>(await h.trpcMutation('tenant.quotes.delete', { id: quote }, opts()));
    const left = await sources();
    expect(left).not.toContain(newest);
    expect(left).not.toContain(quote);
    expect(left).toHaveLength(1);
  });
});
