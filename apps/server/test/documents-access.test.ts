// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The same module instance the API renders with (workspace packages resolve to their sources).
import { pdfPoolStats } from '../../../packages/documents/src/pool';
import { seedBilling } from './billing-fixtures';
import { fileIdOf, fileRows, SHOP_SETTINGS } from './documents-helpers';
import {
  expectRestError,
  permissionRows,
  startHarness,
  trpcData,
  trpcError,
  type Grants,
  type Harness,
} from './helpers';

let h: Harness;
let owner: string;
let staff: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;
const invoiceIds: string[] = [];
let quoteId: string;
let invoiceLink: string;

const asOwner = () => ({ tenant: 'alpha', cookie: owner });
const asStaff = () => ({ tenant: 'alpha', cookie: staff });

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a, 12);
  owner = await h.login(h.a);
  trpcData(await h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, asOwner()));
  for (let i = 0; i < 10; i++) {
    const invoice = trpcData(
      await h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-11-21',
          billToId: i % 2 ? fx.remote.id : fx.local.id,
          lines: [
            {
              productId: fx.module.id,
              quantity: 1,
              price: '14500',
              serialItemIds: [fx.moduleSerials[i]],
            },
          ],
        },
        asOwner(),
      ),
    );
    invoiceIds.push(invoice.id);
  }
  quoteId = trpcData(
    await h.trpcMutation(
      'tenant.quotes.create',
      {
        customerName: 'Walk-in buyer',
        lines: [{ productName: 'Panel', quantity: 2, price: '9000' }],
      },
      asOwner(),
    ),
  ).id;
  // Staff: quotes only.
  await h.createUser(h.a, {
    email: 'quotes@alpha.test',
    password: 'quotes-pass-123',
    permissions: [{ page: 'manage-quote', permissions: { view: true } }],
  });
  staff = await h.login('alpha', 'quotes@alpha.test', 'quotes-pass-123');
  const link = await h.rest('GET', `/api/invoice-file/${invoiceIds[0]}`, asOwner());
  invoiceLink = link.body.data.fileLink;
});
afterAll(async () => h?.close());

describe('permissions', () => {
  it('refuses invoice links and warranty bundles without manage-invoice view', async () => {
    expectRestError(await h.rest('GET', `/api/invoice-file/${invoiceIds[1]}`, asStaff()), 403);
    expectRestError(await h.rest('GET', `/api/gen-warranty-file/${invoiceIds[1]}`, asStaff()), 403);
    const viaTrpc = await h.trpcQuery(
      'tenant.documents.invoiceFile',
      { id: invoiceIds[1] },
      asStaff(),
    );
    expect(trpcError(viaTrpc).data.httpStatus).toBe(403);
    expectRestError(
      await h.rest('GET', `/api/invoice-file/${invoiceIds[1]}`, { tenant: 'alpha' }),
      401,
    );
  });

  it('lets the quote-only user have the quote PDF but not the invoice file', async () => {
    const quote = await h.rest('GET', `/api/quote-file/${quoteId}`, asStaff());
    expect(quote.status, quote.text).toBe(200);
    const pdf = await h.inject('GET', quote.body.data.fileLink, asStaff());
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect((await h.inject('GET', invoiceLink, asStaff())).status).toBe(404);
  });

  it('serves links and files to an API key with the permission, and refuses one without', async () => {
    // An API key of alpha holding `grants`, as its bearer header on `tenant`.
    const newKey = async (name: string, grants: Grants) =>
      trpcData<{ key: string }>(
        await h.trpcMutation(
          'tenant.apiKeys.create',
          { name, permissionSets: permissionRows(grants) },
          asOwner(),
        ),
      ).key;
    const bearerOf = (key: string, tenant = 'alpha') => ({
      tenant,
      headers: { authorization: `Bearer ${key}` },
    });
    const key = await newKey('ERP', { 'manage-invoice': ['view'] });
    const bearer = bearerOf(key);
    const link = await h.rest('GET', `/api/invoice-file/${invoiceIds[0]}`, bearer);
    expect(link.status, link.text).toBe(200);
    expect(link.body.data.fileLink).toBe(invoiceLink);
    const file = await h.inject('GET', invoiceLink, bearer);
    expect(file.status).toBe(200);
    const zip = await h.rest('GET', `/api/gen-warranty-file/${invoiceIds[0]}`, bearer);
    expect(zip.status).toBe(200);

    const other = bearerOf(await newKey('Quotes', { 'manage-quote': ['view'] }));
    expectRestError(await h.rest('GET', `/api/invoice-file/${invoiceIds[0]}`, other), 403);
    expect((await h.inject('GET', invoiceLink, other)).status).toBe(404);
    // A key of tenant A is nothing on tenant B.
    const onB = bearerOf(key, 'beta');
    expect((await h.inject('GET', invoiceLink, onB)).status).toBe(404);
  });
});

describe('rendering', () => {
  it('gives concurrent requests for one invoice one file', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        h.rest('GET', `/api/invoice-file/${invoiceIds[2]}`, asOwner()),
      ),
    );
    const links = new Set(replies.map((r) => r.body.data.fileLink as string));
    expect(links.size).toBe(1);
    const [link] = [...links];
    const rows = (await fileRows(h, h.a)).filter((r) => r.sourceId === invoiceIds[2]);
    expect(rows.map((r) => r.id)).toEqual([fileIdOf(link ?? '')]);
  });

  it('renders a batch on the worker pool while other calls are answered', async () => {
    const before = pdfPoolStats().completed;
    const answered: string[] = [];
    const batch = Promise.all(
      invoiceIds.slice(3).map((id) => h.rest('GET', `/api/invoice-file/${id}`, asOwner())),
    ).then((replies) => {
      answered.push('batch');
      return replies;
    });
    const health = await h.inject('GET', '/healthz', {});
    answered.push('health');
    const replies = await batch;
    expect(health.status).toBe(200);
    expect(replies.every((r) => r.status === 200 && r.body.message === 'PDF generated')).toBe(true);
    expect(pdfPoolStats().completed - before).toBe(7);
    expect(pdfPoolStats().threads).toBeGreaterThan(0);
    // Not queued behind seven renders: /healthz answered while the batch was still rendering
    // (an order, not a time: a loaded machine only makes the renders slower).
    expect(answered).toEqual(['health', 'batch']);
  });

  it('stops serving a deleted invoice’s file', async () => {
    const newest = invoiceIds[9] ?? '';
    const link = (await h.rest('GET', `/api/invoice-file/${newest}`, asOwner())).body.data.fileLink;
    expect((await h.inject('GET', link, asOwner())).status).toBe(200);
    const removed = await h.trpcMutation('tenant.invoices.delete', { id: newest }, asOwner());
    expect(removed.status, removed.text).toBe(200);
    expect((await h.inject('GET', link, asOwner())).status).toBe(404);
  });
});
