import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { fileIdOf, SHOP_SETTINGS } from './documents-helpers';
import type { FakeS3 } from './fake-s3';
import {
  expectRestError,
  trpcData,
  type Harness,
  type RequestOptions,
  type TestTenant,
} from './helpers';
import { createdTenant, schemaExists, tenantInput } from './master-helpers';
import { invoiceInput, quoteInput, startS3Harness } from './s3-helpers';

/**
 * Deleting a shop from the master panel with FILE_STORAGE=s3: once the schema drop has
 * committed, every object under `[S3_PREFIX/]<tenantId>/` goes too (ListObjectsV2, paginated,
 * then DELETE per object), best-effort: a bucket that is down does not stop the delete.
 */

let fake: FakeS3;
let h: Harness;
let master: string;
const cookies = new Map<string, string>();

const asMaster = () => ({ cookie: master });
const asShop = (tenant: TestTenant): RequestOptions => ({
  tenant: tenant.tenantId,
  cookie: cookies.get(tenant.tenantId) ?? '',
});
const keysUnder = (prefix: string) => [...fake.objects.keys()].filter((k) => k.startsWith(prefix));
const listCalls = () => fake.log.filter((entry) => entry.method === 'GET' && entry.key === '');

/** Two invoice PDFs and a quotation PDF in the tenant's bucket folder; their file ids. */
async function makePdfs(tenant: TestTenant): Promise<string[]> {
  const fx = await seedBilling(h, tenant);
  cookies.set(tenant.tenantId, await h.login(tenant));
  const opts = asShop(tenant);
  trpcData(await h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, opts));
  const links: string[] = [];
  for (const [vehicle, slot] of [
    ['WB02AK4417', 0],
    ['WB01X0002', 1],
  ] as const) {
    const invoice = trpcData<{ id: string }>(
      await h.trpcMutation('tenant.invoices.create', invoiceInput(fx, vehicle, slot), opts),
    ).id;
    const reply = await h.rest('GET', `/api/invoice-file/${invoice}`, opts);
    expect(reply.status, reply.text).toBe(200);
    links.push(String(reply.body.data.fileLink));
  }
  const quote = trpcData<{ id: string }>(
    await h.trpcMutation('tenant.quotes.create', quoteInput('Walk-in buyer'), opts),
  ).id;
  const reply = await h.rest('GET', `/api/quote-file/${quote}`, opts);
  expect(reply.status, reply.text).toBe(200);
  links.push(String(reply.body.data.fileLink));
  return links.map(fileIdOf);
}

async function deactivateAndDelete(id: string) {
  const off = await h.rest('PATCH', `/api/master/tenant/${id}`, {
    ...asMaster(),
    body: { status: 'inactive' },
  });
  expect(off.status, off.text).toBe(200);
  return h.rest('DELETE', `/api/master/tenant/${id}`, asMaster());
}

beforeAll(async () => {
  // Two keys per page: a shop's three PDFs take two ListObjectsV2 calls.
  ({ fake, h } = await startS3Harness({ listPageSize: 2, timeoutSeconds: 1 }));
  master = await h.masterLogin();
});
afterAll(async () => {
  await h?.close();
  await fake?.stop();
});

describe('deleting a shop with FILE_STORAGE=s3', () => {
  it('removes every object under the deleted shop’s prefix and keeps the other shop’s', async () => {
    const filesA = await makePdfs(h.a);
    const filesB = await makePdfs(h.b);
    expect(keysUnder('gst/alpha/')).toHaveLength(3);
    expect(keysUnder('gst/beta/')).toHaveLength(3);
    // A neighbour whose id merely starts with A's: the prefix ends at the '/'.
    const neighbour = 'gst/alphabet/Tax Invoices/neighbour';
    fake.objects.set(neighbour, { bytes: Buffer.from('%PDF-'), contentType: 'application/pdf' });
    const listsBefore = listCalls().length;

    const reply = await deactivateAndDelete(h.a.id);
    expect(reply.status, reply.text).toBe(200);
    expect(await schemaExists(h, h.a.schemaName)).toBe(false);

    expect(keysUnder('gst/alpha/')).toEqual([]);
    expect(filesA.some((id) => [...fake.objects.keys()].some((k) => k.endsWith(id)))).toBe(false);
    expect(keysUnder('gst/beta/').sort()).toEqual(
      filesB.map((id) => keysUnder('gst/beta/').find((k) => k.endsWith(`/${id}`))).sort(),
    );
    expect(fake.objects.has(neighbour)).toBe(true);
    // Paginated (3 keys, 2 per page) and signed: the fake refuses a bad signature with 403.
    const lists = listCalls().slice(listsBefore);
    expect(lists.map((entry) => entry.status)).toEqual([200, 200]);
    expect(fake.log.every((entry) => entry.status < 300)).toBe(true);

    // The other shop still serves its files from the bucket.
    const served = await h.inject('GET', `/files/${filesB[0]}`, asShop(h.b));
    expect(served.status, served.text).toBe(200);
    expect(served.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('still deletes the shop when the bucket is down, leaving its objects to remove by hand', async () => {
    const created = await h.rest('POST', '/api/master/tenant', {
      ...asMaster(),
      body: tenantInput({ tenantId: 'gamma' }),
    });
    expect(created.status, created.text).toBe(201);
    const gamma = createdTenant(created);
    const left = 'gst/gamma/Tax Invoices/left-behind';
    fake.objects.set(left, { bytes: Buffer.from('%PDF-'), contentType: 'application/pdf' });

    await fake.stop();
    let reply;
    try {
      reply = await deactivateAndDelete(gamma.id);
    } finally {
      await fake.start();
    }
    expect(reply.status, reply.text).toBe(200);
    expect(await schemaExists(h, gamma.schemaName)).toBe(false);
    expectRestError(await h.rest('GET', `/api/master/tenant/${gamma.id}`, asMaster()), 404);
    // Nothing retries later: the object stays until someone removes it under the prefix.
    expect(keysUnder('gst/gamma/')).toEqual([left]);
    expect(keysUnder('gst/beta/')).toHaveLength(3);
  });
});
