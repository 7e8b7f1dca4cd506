// @engines pglite postgres
// Issue 34: @gst/client, the typed client generated from the OpenAPI document, against the real
// server on a TCP port, as a third party calls it: an API key, no cookie, no Origin.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGstClient, type GstClient } from '@gst/client';
import { fullPermissionSets } from '@gst/domain';
import { customerInput, startHarness, trpcData, type Harness } from './helpers';

let h: Harness;
let baseUrl: string;
let key: string;
/** Shop alpha's client: its API key, the shop named by x-tenant-id (127.0.0.1 is no shop's host). */
let alpha: GstClient;

/** What GET/POST /api/customer answer (the document gives their text, not their shape). */
type CustomerRow = { _id: string; id: string; name: string; email: string; stateCode: number };
type Listed = {
  message: string;
  total: number;
  page: number;
  pageSize: number;
  data: CustomerRow[];
};

beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  const cookie = await h.login(h.a);
  key = trpcData<{ key: string }>(
    await h.trpcMutation(
      'tenant.apiKeys.create',
      { name: 'Typed client', permissionSets: fullPermissionSets() },
      { tenant: 'alpha', cookie },
    ),
  ).key;
  alpha = createGstClient({ baseUrl, apiKey: key, tenant: 'alpha' });
});
afterAll(async () => h?.close());

describe('@gst/client against the server', () => {
  let created: CustomerRow;

  it('lists, creates and reads back a customer with an API key', async () => {
    const before = await alpha.GET('/api/customer', { params: { query: { search: 'Typed' } } });
    expect(before.response.status).toBe(200);
    expect(before.error).toBeUndefined();
    expect(before.data).toMatchObject({ message: 'Customers fetched', total: 0, data: [] });

    const post = await alpha.POST('/api/customer', {
      body: { customers: [customerInput('Typed Client Traders', { gstin: '19AAHFS5678Q1Z1' })] },
    });
    expect(post.response.status, JSON.stringify(post.error)).toBe(201);
    const body = post.data as { message: string; data: CustomerRow[] };
    expect(body.message).toBe('Customer created successfully!');
    expect(body.data).toHaveLength(1);
    created = body.data[0]!;
    expect(created).toMatchObject({
      name: 'Typed Client Traders',
      email: 'typed.client.traders@example.test',
      stateCode: 19,
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);

    const one = await alpha.GET('/api/customer', {
      params: { query: { customerId: created._id } },
    });
    expect(one.response.status).toBe(200);
    expect(one.data).toMatchObject({
      message: 'Customer fetched',
      data: { _id: created._id, name: 'Typed Client Traders', gstin: '19AAHFS5678Q1Z1' },
    });

    const after = await alpha.GET('/api/customer', { params: { query: { search: 'Typed' } } });
    const listed = after.data as Listed;
    expect(listed.total).toBe(1);
    expect(listed.data.map((c) => c._id)).toEqual([created._id]);
    // Written by the key, in alpha's schema.
    expect((await h.customerRows(h.a)).map((c) => c.name)).toContain('Typed Client Traders');
  });

  it('gives refusals as the typed {error, code} body', async () => {
    // An empty list passes the types (they cannot say minItems) and the server refuses it: 400.
    const empty = await alpha.POST('/api/customer', { body: { customers: [] } });
    expect(empty.response.status).toBe(400);
    expect(empty.data).toBeUndefined();
    expect(empty.error?.code).toBe('BAD_REQUEST');
    expect(empty.error?.error).toMatch(/customers/i);

    // A body the document does not allow does not compile, and the server refuses it too.
    const wrong = await alpha.POST('/api/customer', {
      // @ts-expect-error: the body is {customers: [...]}, not {customer}
      body: { customer: { name: 'Nope' } },
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.code).toBe('BAD_REQUEST');

    // No key: 401, and nothing of the shop.
    const anonymous = createGstClient({ baseUrl, tenant: 'alpha' });
    const refused = await anonymous.GET('/api/customer');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(JSON.stringify(refused.error)).not.toContain('Typed Client Traders');

    // Alpha's key names another shop: 401, the key is no credential there.
    const elsewhere = createGstClient({ baseUrl, apiKey: key, tenant: 'beta' });
    const foreign = await elsewhere.GET('/api/customer');
    expect(foreign.response.status).toBe(401);
    expect(foreign.error).toMatchObject({ error: 'Invalid or revoked API key' });

    // A path the document does not have does not compile (and is not found).
    // @ts-expect-error: the route is /api/customer
    const missing = await alpha.GET('/api/customers');
    expect(missing.response.status).toBe(404);
  });
});
