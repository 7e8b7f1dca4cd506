// @engines pglite postgres
// Requests within two shops' schemas (isolation over HTTP): no Citus round.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  expectRestError,
  ownerSuite,
  sleep,
  staffSession,
  trpcData,
  trpcError,
  type Reply,
  type RequestOptions,
} from './helpers';

/**
 * Webhook endpoints over tRPC and REST (issue 34), on a server whose operator has NOT allowed
 * private endpoints: loopback, private and link-local URLs are refused; the secret is answered on
 * create and on roll only, stored encrypted, never listed nor logged; an API key holding the
 * 'webhooks' page manages its endpoints over REST; a user without it is refused; shop beta can
 * neither see nor touch alpha's endpoints or deliveries.
 */
const PUBLIC_URL = 'https://93.184.215.14/hooks/gst';

const suite = ownerSuite({}, async (h) => ({
  beta: { tenant: 'beta', cookie: await h.login(h.b) },
}));

type Endpoint = {
  id: string;
  _id?: string;
  url: string;
  events: string[];
  active: boolean;
  secret?: string;
  secretEncrypted?: string;
};

const o = () => suite.asOwner();

async function create(body: object, as: RequestOptions = o()): Promise<Reply> {
  const reply = await suite.h.rest('POST', '/api/webhooks', { ...as, body });
  const secret = (reply.body as { data?: { secret?: string } } | undefined)?.data?.secret;
  if (secret) suite.h.secrets.add(secret);
  return reply;
}

describe('registering endpoints', () => {
  it('refuses private, loopback and link-local URLs unless the operator allows them', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
    ]) {
      const reply = await create({ url, events: ['invoice.issued'] });
      expectRestError(reply, 400, /operator has not allowed private endpoints/);
    }
    expectRestError(
      await create({ url: 'ftp://93.184.215.14/x', events: ['invoice.issued'] }),
      400,
    );
    expectRestError(await create({ url: PUBLIC_URL, events: [] }), 400, /at least one event/);
    expectRestError(
      await create({ url: PUBLIC_URL, events: ['invoice.deleted'] }),
      400,
      /Unknown event/,
    );
    const rows = await suite.h.sql(`select id from ${suite.h.a.schemaName}.webhook_endpoints`);
    expect(rows).toEqual([]);
  });

  it('answers the secret once; lists and gets never carry it; it is stored encrypted', async () => {
    const h = suite.h;
    const created = await create({
      url: PUBLIC_URL,
      description: 'Office ERP',
      events: ['receipt.recorded', 'invoice.issued'],
    });
    expect(created.status, created.text).toBe(201);
    const endpoint = (created.body as { data: Endpoint }).data;
    expect(endpoint).toMatchObject({
      url: PUBLIC_URL,
      description: 'Office ERP',
      // Kept in the contract's order.
      events: ['invoice.issued', 'receipt.recorded'],
      active: true,
      _id: endpoint.id,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint.secretEncrypted).toBeUndefined();
    const listed = await h.rest('GET', '/api/webhooks', o());
    const got = await h.rest('GET', `/api/webhooks/${endpoint.id}`, o());
    const viaTrpc = await h.trpcQuery('tenant.webhooks.list', undefined, o());
    for (const reply of [listed, got, viaTrpc]) {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.text).not.toContain(endpoint.secret);
      expect(reply.text).not.toMatch(/whsec_|secretEncrypted/);
    }
    const [stored] = await h.sql<{ secret_encrypted: string }>(
      `select secret_encrypted from ${h.a.schemaName}.webhook_endpoints where id = '${endpoint.id}'`,
    );
    expect(stored?.secret_encrypted).toMatch(/^v1\./);
    expect(stored?.secret_encrypted).not.toContain(endpoint.secret!.slice(6));

    const rolled = await h.rest('POST', `/api/webhooks/${endpoint.id}/roll-secret`, o());
    expect(rolled.status, rolled.text).toBe(200);
    const secret2 = (rolled.body as { data: Endpoint }).data.secret!;
    h.secrets.add(secret2);
    expect(secret2).toMatch(/^whsec_/);
    expect(secret2).not.toBe(endpoint.secret);

    const changed = await h.rest('PATCH', `/api/webhooks/${endpoint.id}`, {
      ...o(),
      body: { events: ['invoice.cancelled'], active: false },
    });
    expect(changed.body).toMatchObject({
      message: 'Webhook endpoint updated',
      data: { events: ['invoice.cancelled'], active: false },
    });
    expectRestError(
      await h.rest('PATCH', `/api/webhooks/${endpoint.id}`, {
        ...o(),
        body: { url: 'http://10.0.0.7/hook' },
      }),
      400,
      /private \(RFC 1918\)/,
    );
    const deliveries = await h.rest(
      'GET',
      `/api/webhooks/${endpoint.id}/deliveries?status=failed`,
      o(),
    );
    expect(deliveries.body).toMatchObject({ data: [], total: 0 });
    const removed = await h.rest('DELETE', `/api/webhooks/${endpoint.id}`, o());
    expect(removed.body).toEqual({ message: 'Webhook endpoint removed' });
    expectRestError(await h.rest('GET', `/api/webhooks/${endpoint.id}`, o()), 404);

    const audit = trpcData<{ data: { action: string; details: unknown }[] }>(
      await h.trpcQuery('tenant.audit.list', { entity: 'webhook-endpoint', pageSize: 50 }, o()),
    );
    expect(audit.data.map((a) => a.action).sort()).toEqual([
      'webhook-endpoint.create',
      'webhook-endpoint.delete',
      'webhook-endpoint.roll-secret',
      'webhook-endpoint.update',
    ]);
    expect(JSON.stringify(audit.data)).not.toMatch(/whsec_|v1\./);
  });
});

describe('who may manage endpoints', () => {
  it('an API key holding the webhooks page manages its endpoint over REST', async () => {
    const h = suite.h;
    const made = trpcData<{ key: string }>(
      await h.trpcMutation(
        'tenant.apiKeys.create',
        {
          name: 'ERP connector',
          permissionSets: [
            { page: 'webhooks', permissions: { view: true, create: true, edit: true } },
          ],
        },
        o(),
      ),
    );
    const asKey = {
      tenant: 'alpha',
      headers: { authorization: `Bearer ${made.key}`, origin: undefined },
    };
    const created = await create({ url: PUBLIC_URL, events: ['invoice.paid'] }, asKey);
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { data: Endpoint }).data.id;
    expect((await h.rest('GET', '/api/webhooks', asKey)).status).toBe(200);
    expect((await h.rest('GET', `/api/webhooks/${id}/deliveries`, asKey)).status).toBe(200);
    // The key has no delete flag.
    expectRestError(await h.rest('DELETE', `/api/webhooks/${id}`, asKey), 403);
  });

  it('refuses users without the page, and viewers who try to change', async () => {
    const h = suite.h;
    const clerk = await staffSession(h, 'hooks-clerk@alpha.test', { 'manage-invoice': ['view'] });
    const viewer = await staffSession(h, 'hooks-viewer@alpha.test', { webhooks: ['view'] });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    expect(
      trpcError(await h.trpcQuery('tenant.webhooks.list', undefined, as(clerk))).data.httpStatus,
    ).toBe(403);
    expectRestError(await h.rest('GET', '/api/webhooks', as(clerk)), 403);
    expect((await h.rest('GET', '/api/webhooks', as(viewer))).status).toBe(200);
    expectRestError(await create({ url: PUBLIC_URL, events: ['invoice.issued'] }, as(viewer)), 403);
  });
});

describe('isolation', () => {
  it("shop beta neither sees nor touches alpha's endpoints and deliveries", async () => {
    const h = suite.h;
    const created = await create({ url: PUBLIC_URL, events: ['invoice.issued'] });
    const mine = (created.body as { data: Endpoint }).data;
    // A delivery row of alpha's, as an event leaves it.
    const [delivery] = await h.sql<{ id: string }>(
      `insert into ${h.a.schemaName}.webhook_deliveries (endpoint_id, event_id, event, payload, status)
       values ('${mine.id}', gen_random_uuid(), 'invoice.issued', '{}', 'failed') returning id`,
    );
    const beta = suite.beta;
    const listed = trpcData<Endpoint[]>(await h.trpcQuery('tenant.webhooks.list', undefined, beta));
    expect(listed.map((e) => e.id)).not.toContain(mine.id);
    for (const [path, input] of [
      ['tenant.webhooks.update', { id: mine.id, active: false }],
      ['tenant.webhooks.delete', { id: mine.id }],
      ['tenant.webhooks.rollSecret', { id: mine.id }],
      ['tenant.webhooks.test', { id: mine.id }],
      ['tenant.webhooks.redeliver', { id: delivery!.id }],
    ] as const) {
      expect(trpcError(await h.trpcMutation(path, input, beta)).data.httpStatus, path).toBe(404);
    }
    expect(
      trpcError(await h.trpcQuery('tenant.webhooks.deliveries', { endpointId: mine.id }, beta)).data
        .httpStatus,
    ).toBe(404);
    expectRestError(await h.rest('GET', `/api/webhooks/${mine.id}`, beta), 404);
    expectRestError(
      await h.rest('PATCH', `/api/webhooks/${mine.id}`, { ...beta, body: { active: false } }),
      404,
    );
    expectRestError(await h.rest('DELETE', `/api/webhooks/${mine.id}`, beta), 404);
    expectRestError(await h.rest('POST', `/api/webhooks/${mine.id}/roll-secret`, beta), 404);
    expectRestError(await h.rest('POST', `/api/webhooks/${mine.id}/test`, beta), 404);
    expectRestError(await h.rest('GET', `/api/webhooks/${mine.id}/deliveries`, beta), 404);
    expectRestError(
      await h.rest('POST', `/api/webhooks/deliveries/${delivery!.id}/redeliver`, beta),
      404,
    );
    // Still alpha's, unchanged.
    const still = await h.rest('GET', `/api/webhooks/${mine.id}`, o());
    expect(still.body).toMatchObject({ data: { id: mine.id, active: true } });
  });

  it('no secret reaches the server log', async () => {
    await sleep(300);
    const log = readFileSync(suite.h.logFile, 'utf8');
    expect(suite.h.secrets.values.size).toBeGreaterThan(3);
    for (const secret of suite.h.secrets.values) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/whsec_/);
  });
});
