// @engines pglite
// The HTTP edge only (REST envelopes): one engine (docs/CONVENTIONS.md, Engines).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '@gst/api/rest';
import { customerInput, expectRestError, pluck, startHarness, type Harness } from './helpers';

/** The REST adapter speaks the spec's envelopes: `{message, data}` with `_id`, and `{error}`. */
let h: Harness;
let cookie: string;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gst-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>GST test shell</title>');
  h = await startHarness({ WEB_DIST: webDist });
  cookie = await h.login(h.a);
});
afterAll(async () => {
  await h?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const asA = () => ({ tenant: 'alpha', cookie });

describe('customer envelopes', () => {
  let id: string;

  it('POST one customer: 201 {message, data: [row with _id]}', async () => {
    const reply = await h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Rest One', { gstin: '19AAHFS5678Q1Z1' })] },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.message).toBe('Customer created successfully!');
    expect(reply.body.data).toHaveLength(1);
    const [row] = reply.body.data;
    expect(row._id).toBe(row.id);
    expect(row).toMatchObject({ name: 'Rest One', gstin: '19AAHFS5678Q1Z1', stateCode: 19 });
    id = row._id;
  });

  it('POST many customers: 201 with every row', async () => {
    const reply = await h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Rest Two'), customerInput('Rest Three')] },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.message).toBe('Customers uploaded successfully');
    expect(pluck(reply.body.data, 'name')).toEqual(['Rest Two', 'Rest Three']);
    for (const id of pluck(reply.body.data, '_id')) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/customer: {message, data} with _id on every row, plus paging', async () => {
    const reply = await h.rest('GET', '/api/customer', asA());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({
      message: 'Customers fetched',
      total: 3,
      page: 1,
      pageSize: 1000,
    });
    expect(reply.body.data).toHaveLength(3);
    for (const row of reply.body.data) expect(row._id).toMatch(/^[0-9a-f-]{36}$/);
    const paged = await h.rest('GET', '/api/customer?page=2&pageSize=5&search=rest', asA());
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 5, data: [] });
  });

  it('GET ?customerId=: one record as data, with _id', async () => {
    const reply = await h.rest('GET', `/api/customer?customerId=${id}`, asA());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toBe('Customer fetched');
    expect(reply.body.data).toMatchObject({ _id: id, id, name: 'Rest One' });
  });

  it('PATCH with _id updates; DELETE removes; a second DELETE is 404 {error}', async () => {
    const patch = await h.rest('PATCH', '/api/customer', {
      ...asA(),
      body: { customers: [{ _id: id, ...customerInput('Rest One Renamed') }] },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(patch.body.message).toBe('Customer updated successfully!');
    expect(patch.body.data[0]).toMatchObject({ _id: id, name: 'Rest One Renamed', gstin: '' });
    const del = await h.rest('DELETE', `/api/customer/hard-delete/${id}`, asA());
    expect(del.status, del.text).toBe(200);
    expectRestError(
      await h.rest('DELETE', `/api/customer/hard-delete/${id}`, asA()),
      404,
      'Customer not found',
    );
    expect((await h.customerRows(h.a)).map((r) => r.id)).not.toContain(id);
  });

  it('verify-user and shop-details answer the shapes the web reads', async () => {
    const me = await h.rest('GET', '/auth/verify-user', asA());
    expect(me.body.user).toMatchObject({ email: h.a.owner.email, role: 'superadmin' });
    expect(me.body.user.passwordHash).toBeUndefined();
    expect(me.text).not.toContain('argon2');
    expect(me.body.permissionsKeys).toEqual(
      expect.arrayContaining(['view', 'create', 'edit', 'delete']),
    );
    const shop = await h.rest('GET', '/auth/shop-details', { tenant: 'alpha' });
    expect(shop.body.data).toMatchObject({ shopName: 'Alpha Solar', email: h.a.owner.email });
  });
});

describe('documentation and health', () => {
  it('/api/openapi.json lists every REST route, method by method', async () => {
    const reply = await h.rest('GET', '/api/openapi.json');
    expect(reply.status).toBe(200);
    expect(reply.body.openapi).toBe('3.1.0');
    const operations = Object.entries(
      reply.body.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    // The route table's, and the two streams the server serves itself (issue 33).
    const streams = ['GET /api/export/shop/{id}/file', 'POST /api/master/tenant/import'];
    expect(operations).toHaveLength(REST_ROUTES.length + streams.length);
    const expected = [
      ...REST_ROUTES.map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`),
      ...streams,
    ];
    expect(operations.sort()).toEqual(expected.sort());
    const createCustomer = reply.body.paths['/api/customer'].post;
    expect(createCustomer.requestBody.content['application/json'].schema).toBeTypeOf('object');
    for (const route of REST_ROUTES) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = reply.body.paths[path][route.method.toLowerCase()];
      expect(operation.responses['400'], path).toBeDefined();
      expect(operation.responses['501'], path).toBeUndefined();
    }
    // API keys are documented as a bearer scheme on the back-office routes.
    expect(reply.body.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(reply.body.paths['/api/settings'].get.security).toEqual([
      { sessionCookie: [] },
      { apiKey: [] },
    ]);
  });

  it('/api/docs is an HTML page', async () => {
    const reply = await h.rest('GET', '/api/docs');
    expect(reply.status).toBe(200);
    expect(reply.raw.headers['content-type']).toMatch(/text\/html/);
  });

  it('/healthz is 200 with the engine', async () => {
    const reply = await h.rest('GET', '/healthz');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'ok',
      engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('security headers are set', async () => {
    const reply = await h.rest('GET', '/healthz');
    expect(reply.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.raw.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('unknown URLs', () => {
  it('an unknown API URL is 404 {error}; a client-side route loads the web app', async () => {
    expectRestError(await h.rest('GET', '/api/nope'), 404, 'Not found');
    expectRestError(await h.rest('GET', '/trpc'), 404);
    const page = await h.rest('GET', '/admin/login');
    expect(page.status).toBe(200);
    expect(page.text).toContain('GST test shell');
  });
});

describe('webhook endpoint envelopes (issue 34)', () => {
  it('POST 201 {message, data with _id and the secret once}; GET lists without it', async () => {
    const created = await h.rest('POST', '/api/webhooks', {
      ...asA(),
      body: { url: 'https://93.184.215.14/hooks', events: ['invoice.issued'] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Webhook endpoint added');
    expect(created.body.data._id).toBe(created.body.data.id);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    h.secrets.add(created.body.data.secret);
    const listed = await h.rest('GET', '/api/webhooks', asA());
    expect(listed.body.message).toBe('Webhook endpoints fetched');
    expect(listed.body.data[0]).toMatchObject({ id: created.body.data.id });
    expect(listed.text).not.toContain('whsec_');
    const log = await h.rest('GET', `/api/webhooks/${created.body.data.id}/deliveries`, asA());
    expect(log.body).toMatchObject({
      message: 'Webhook deliveries fetched',
      total: 0,
      page: 1,
      data: [],
    });
  });
});

describe('share link envelopes (issue 34)', () => {
  it('POST 201 {message, data with _id}; GET {data, recipient}; revoke; the public page and /s/ HTML are noindex', async () => {
    const customer = await h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Share Buyer')] },
    });
    const customerId = customer.body.data[0]._id as string;
    const period = {
      kind: 'statement',
      customerId,
      periodFrom: '2025-04-01',
      periodTo: '2026-03-31',
    };
    const created = await h.rest('POST', '/api/share-links', { ...asA(), body: period });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Share link ready');
    expect(created.body.data._id).toBe(created.body.data.id);
    expect(created.body.data).toMatchObject({ state: 'live', viewCount: 0 });
    const query = new URLSearchParams(period).toString();
    const listed = await h.rest('GET', `/api/share-links?${query}`, asA());
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.message).toBe('Share links fetched');
    expect(listed.body.data[0]._id).toBe(created.body.data.id);
    expect(listed.body.recipient).toMatchObject({ customerName: 'Share Buyer' });
    const token = created.body.data.token as string;
    const shown = await h.rest('GET', `/public/share/${token}`, {
      tenant: null,
      host: 'alpha.localhost',
    });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body).toMatchObject({
      message: 'Shared document',
      data: { document: { kind: 'statement' } },
    });
    expect(shown.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    const html = await h.rest('GET', `/s/${token}`, { tenant: null, host: 'alpha.localhost' });
    expect(html.status).toBe(200);
    expect(html.text).toContain('GST test shell');
    expect(html.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    const revoked = await h.rest('POST', `/api/share-links/${created.body.data.id}/revoke`, asA());
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toMatchObject({
      message: 'Share link revoked',
      data: { state: 'revoked' },
    });
    expectRestError(
      await h.rest('GET', `/public/share/${token}`, { tenant: null, host: 'alpha.localhost' }),
      404,
    );
  });
});

describe('recurring invoice envelopes (issue 34)', () => {
  it('POST 201 {message, data with _id}; GET lists it with paging; runs are {message, data}', async () => {
    const [amc] = await h.sql<{ id: string }>(
      `insert into ${h.a.schemaName}.products (product_unique_id, product_name, product_label, product_hsn_code, gst_percentage)
       values ('REST-AMC', 'AMC', 'AMC visit', '998719', '18') returning id::text as id`,
    );
    const [customer] = await h.sql<{ id: string }>(
      `insert into ${h.a.schemaName}.customers (name, state_code) values ('Rest Recurring Buyer', 19)
       returning id::text as id`,
    );
    const created = await h.rest('POST', '/api/recurring-invoices', {
      ...asA(),
      body: {
        name: 'Rest AMC',
        customerId: customer?.id,
        template: { lines: [{ productId: amc?.id, price: '5000' }] },
        frequency: 'year',
        startDate: '2098-01-31',
        endDate: '2099-12-31',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Recurring invoice saved');
    expect(created.body.data._id).toBe(created.body.data.id);
    expect(created.body.data).toMatchObject({
      nextRunDate: '2098-01-31',
      upcoming: ['2098-01-31', '2099-01-31'],
    });
    const listed = await h.rest('GET', '/api/recurring-invoices?search=Rest%20AMC', asA());
    expect(listed.body).toMatchObject({ message: 'Recurring invoices fetched', total: 1, page: 1 });
    expect(listed.body.data[0]._id).toBe(created.body.data.id);
    const runs = await h.rest('GET', `/api/recurring-invoices/${created.body.data.id}/runs`, asA());
    expect(runs.body).toEqual({ message: 'Recurring runs fetched', data: [] });
    expectRestError(await h.rest('GET', '/api/recurring-invoices?status=sleeping', asA()), 400);
  });
});

describe('mail envelopes (issue 34)', () => {
  it('settings {message, data} without the password; test mail 202 {message, data with _id}; the log pages', async () => {
    const saved = await h.rest('PATCH', '/api/mail/settings', {
      ...asA(),
      body: {
        host: '',
        port: 587,
        security: 'starttls',
        username: 'shape-user',
        password: 'shape-smtp-secret-1',
        fromName: 'Alpha',
        fromAddress: 'billing@alpha.example',
        replyTo: '',
        remindersEnabled: false,
        reminderOffsets: [0, 7],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'Mail settings saved',
      data: { passwordSet: true },
    });
    expect(saved.text).not.toContain('shape-smtp-secret-1');
    const got = await h.rest('GET', '/api/mail/settings', asA());
    expect(got.body).toMatchObject({
      message: 'Mail settings fetched',
      data: { username: 'shape-user' },
    });
    const test = await h.rest('POST', '/api/mail/test', {
      ...asA(),
      body: { to: 'shape@alpha.example' },
    });
    expect(test.status, test.text).toBe(202);
    expect(test.body.message).toBe('Test mail queued');
    expect(test.body.data._id).toBe(test.body.data.id);
    const list = await h.rest('GET', '/api/mail/messages?kind=test&page=1&pageSize=10', asA());
    expect(list.body).toMatchObject({ message: 'Messages fetched', page: 1, pageSize: 10 });
    expect(list.body.data[0]._id).toBe(test.body.data.id);
    const one = await h.rest('GET', `/api/mail/messages/${test.body.data.id}`, asA());
    expect(one.body).toMatchObject({
      message: 'Message fetched',
      data: { _id: test.body.data.id },
    });
    const reminders = await h.rest('GET', '/api/mail/reminders', asA());
    expect(reminders.body).toMatchObject({ message: 'Reminders fetched', total: 0, data: [] });
    expectRestError(
      await h.rest('GET', '/api/mail/messages?colour=red', asA()),
      400,
      'Unrecognized query parameter',
    );
  });
});
