import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_ERRORS } from '@gst/domain';
import {
  expectRestError,
  sessionCookie,
  startHarness,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';
import { pngHeader } from './image-fixtures';
import { footprint, gstinFor, schemaExists, tenantInput } from './master-helpers';

/**
 * A refused create leaves nothing behind: no master row, no schema (checked in master.tenants
 * and pg_namespace), and says which rule was broken in words an operator can act on.
 */
let h: Harness;
let master: string;
let before: { tenants: number; schemas: number };

beforeAll(async () => {
  h = await startHarness();
  master = await h.masterLogin();
  before = await footprint(h);
});
afterAll(async () => h?.close());

const create = (body: unknown) => h.rest('POST', '/api/master/tenant', { cookie: master, body });
const createTrpc = (input: unknown) =>
  h.trpcMutation('master.tenants.create', input, { cookie: master });

/** A tiny real PNG (1x1), as the drawer sends an uploaded image. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('tenantId', () => {
  it.each([
    ['a', 'Tenant ID must be at least 2 characters'],
    ['x'.repeat(41), 'Tenant ID must be at most 40 characters'],
    ['Acme', 'Tenant ID may contain only lower-case letters, digits and hyphens'],
    ['acme_solar', 'Tenant ID may contain only lower-case letters, digits and hyphens'],
    ['acme.solar', 'Tenant ID may contain only lower-case letters, digits and hyphens'],
    ["acme'; drop schema master cascade; --", 'may contain only lower-case letters'],
    ['-acme', 'Tenant ID must start and end with a letter or digit'],
    ['acme-', 'Tenant ID must start and end with a letter or digit'],
    ['ac--me', 'Tenant ID may not contain two hyphens in a row'],
    ['www', 'This Tenant ID is reserved; choose another'],
    ['api', 'This Tenant ID is reserved; choose another'],
    ['admin', 'This Tenant ID is reserved; choose another'],
    ['master', 'This Tenant ID is reserved; choose another'],
    ['public', 'This Tenant ID is reserved; choose another'],
  ])('%s: 400 naming the rule, nothing created', async (tenantId, message) => {
    expectRestError(await create(tenantInput({ tenantId })), 400, message);
    expect(await footprint(h)).toEqual(before);
  });

  it('missing tenantId: 400 that names the field', async () => {
    const { tenantId: _omitted, ...rest } = tenantInput({ tenantId: 'x-missing' });
    expectRestError(await create(rest), 400, /tenantId/);
    expect(await footprint(h)).toEqual(before);
  });

  it('a duplicate tenantId: 409 saying it exists; the original is untouched', async () => {
    const reply = await create(tenantInput({ tenantId: 'alpha' }));
    expectRestError(reply, 409, "A tenant with Tenant ID 'alpha' already exists");
    expect(await footprint(h)).toEqual(before);
    const [row] = await h.sql<{ name: string; owner_email: string }>(
      `select name, owner_email from master.tenants where tenant_id = 'alpha'`,
    );
    expect(row).toEqual({ name: 'Alpha Solar', owner_email: 'owner@alpha.test' });
    expect((await h.login(h.a)).length).toBeGreaterThan(0);
  });

  it('the same id in another case or with spaces is the same id', async () => {
    const trimmed = await createTrpc({
      ...tenantInput({ tenantId: 'beta' }),
      tenantId: '  beta  ',
    });
    expect(trimmed.status, trimmed.text).toBe(409);
    expect(trpcError(trimmed).message).toContain('already exists');
    expectRestError(
      await create({ ...tenantInput({ tenantId: 'beta' }), tenantId: 'BETA' }),
      400,
      'lower-case',
    );
    expect(await footprint(h)).toEqual(before);
  });
});

describe('GSTIN, owner and the other fields', () => {
  it.each([
    ['19AAHFS5678Q1Z', GSTIN_ERRORS.length],
    ['19AAHFS5678Q1ZZZ', GSTIN_ERRORS.length],
    ['ABCDEFGHIJKLMNO', GSTIN_ERRORS.format],
    ['00AAHFS5678Q1Z5', GSTIN_ERRORS.stateCode],
    ['19AAHFS5678Q1Z2', GSTIN_ERRORS.checkCharacter],
  ])('GSTIN %s: 400 with the domain message, nothing created', async (gstin, message) => {
    const reply = await create(tenantInput({ tenantId: 'gst-check', gstin }));
    expectRestError(reply, 400, `gstin: ${message}`);
    expect(await footprint(h)).toEqual(before);
  });

  it.each([
    [
      'owner email',
      { owner: { email: 'not-an-email' } },
      'ownerUser.email: Enter a valid email address',
    ],
    [
      'owner password',
      { ownerPassword: 'short' },
      'ownerUser.password: Password must be at least 8 characters',
    ],
    ['owner name', { owner: { name: '  ' } }, 'ownerUser.name: Owner name is required'],
    ['owner pages', { owner: { pages: [] } }, 'ownerUser.pages: Choose at least one page'],
    ['owner page key', { owner: { pages: ['manage-tenant'] } }, 'ownerUser.pages.0'],
    [
      'owner image type',
      { owner: { image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' } },
      'SVG images are not accepted',
    ],
    ['owner image text', { owner: { image: 'https://example.com/a.png' } }, 'ownerUser.image'],
    [
      'owner image size',
      { owner: { image: `data:image/png;base64,${'A'.repeat(1_500_000)}` } },
      'the limit is 1.0 MB',
    ],
    [
      'owner image pixels (issue 28 item 6)',
      { owner: { image: pngHeader(12_000, 12_000) } },
      'Photo: the image is 12000 × 12000 pixels (144 megapixels); the largest accepted is 4000 × 4000 (16 megapixels)',
    ],
    [
      'tenant email',
      { extra: { ownerEmail: 'nobody' } },
      'ownerEmail: Enter a valid email address',
    ],
    ['name', { extra: { name: '' } }, 'name: Name is required'],
    ['domain', { extra: { domain: 'https://shop.example.com/x' } }, 'domain: Enter a domain'],
    ['status', { extra: { status: 'paused' } }, "status: Status must be 'active' or 'inactive'"],
  ])('%s: 400 naming the field, nothing created', async (_what, options, message) => {
    const reply = await create(tenantInput({ tenantId: 'field-check', ...options }));
    expectRestError(reply, 400, message);
    expect(await footprint(h)).toEqual(before);
  });

  it('no ownerUser at all: 400, nothing created', async () => {
    const { ownerUser: _omitted, ...rest } = tenantInput({ tenantId: 'no-owner' });
    expectRestError(await create(rest), 400, /ownerUser/);
    expect(await footprint(h)).toEqual(before);
  });
});

describe('what a good create keeps', () => {
  it('a PNG owner photo, chosen pages, inactive status and a GSTIN are stored as sent', async () => {
    const reply = await create(
      tenantInput({
        tenantId: 'delta-7',
        gstin: gstinFor(77).toLowerCase(),
        status: 'inactive',
        owner: { image: PNG, pages: ['dashboard', 'manage-invoice', 'dashboard'] },
      }),
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data).toMatchObject({ gstin: gstinFor(77), status: 'inactive' });
    expect(await schemaExists(h, 'tenant_delta_7')).toBe(true);
    const users = await h.sql<{ image: string; role: string }>(
      `select image, role from tenant_delta_7.users`,
    );
    expect(users).toEqual([{ image: PNG, role: 'superadmin' }]);
    const pages = await h.sql<{ page: string }>(
      `select page from tenant_delta_7.permission_sets order by page`,
    );
    expect(pages.map((p) => p.page)).toEqual(['dashboard', 'manage-invoice']);
    // Created inactive: the owner may sign in only to take the shop's data (issue 33); every
    // other call is refused until the operator activates it.
    const login = await h.trpcMutation(
      'tenant.auth.login',
      { email: 'owner@delta-7.test', password: 'delta-7-pass-123' },
      { tenant: 'delta-7' },
    );
    expect(login.status, login.text).toBe(200);
    const cookie = sessionCookie(login, 'gst_session');
    const refused = await h.trpcQuery('tenant.auth.verifyUser', undefined, {
      tenant: 'delta-7',
      cookie,
    });
    expect(trpcError(refused).data.appCode).toBe('TENANT_DISABLED');
  });

  it('two creates racing for one id: one wins, the other gets 409, one schema', async () => {
    const body = tenantInput({ tenantId: 'race-id' });
    const replies = await Promise.all([create(body), create(body), createTrpc(body)]);
    // REST answers a create 201, tRPC 200: whichever of the three wins.
    const outcomes = replies.map((r) => (r.status === 409 ? 'exists' : r.status)).sort();
    expect([
      [201, 'exists', 'exists'],
      [200, 'exists', 'exists'],
    ]).toContainEqual(outcomes);
    const rows = await h.sql(`select id from master.tenants where tenant_id = 'race-id'`);
    expect(rows).toHaveLength(1);
    expect(await schemaExists(h, 'tenant_race_id')).toBe(true);
  });
});

describe('list input', () => {
  it('page sizes outside the spec list are refused; sort fields are a closed set', async () => {
    const bad = await h.trpcQuery('master.tenants.list', { pageSize: 7 }, { cookie: master });
    expect(bad.status).toBe(400);
    expect(trpcError(bad).message).toContain('Page size must be one of 5, 10, 20');
    const sort = await h.trpcQuery(
      'master.tenants.list',
      { sort: { field: 'schema_name; drop', dir: 'asc' } },
      { cookie: master },
    );
    expect(sort.status).toBe(400);
    const rest = await h.rest('GET', '/api/master/tenant?pageSize=3', { cookie: master });
    expectRestError(rest, 400, 'Page size must be one of');
    const ok = trpcData(await h.trpcQuery('master.tenants.list', {}, { cookie: master }));
    expect(ok.pageSize).toBe(5);
  });
});
