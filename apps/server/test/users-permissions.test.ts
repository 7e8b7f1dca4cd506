// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerInput,
  expectRestError,
  ownerSuite,
  permissionRows,
  type Reply,
  trpcData,
  trpcError,
} from './helpers';

/**
 * A staff user granted only dashboard + manage-customer view: the server refuses everything else
 * on tRPC and REST, writes nothing, and a flag granted through the users page applies to the
 * very next request.
 */
const STAFF = { email: 'narrow@alpha.test', password: 'narrow-pass-123' };
const ZERO_ID = '00000000-0000-4000-8000-000000000000';

const suite = ownerSuite({}, async (h) => {
  const staffId = await h.createUser(h.a, {
    ...STAFF,
    name: 'Narrow Staff',
    permissions: permissionRows({ dashboard: ['view'], 'manage-customer': ['view'] }),
  });
  return { staffId, staffCookie: await h.login('alpha', STAFF.email, STAFF.password) };
});

const asStaff = () => ({ tenant: 'alpha', cookie: suite.staffCookie });

function expectForbidden(reply: Reply) {
  expect(reply.status, reply.text).toBe(403);
  if (reply.body?.error?.data) expect(trpcError(reply).data.appCode).toBe('FORBIDDEN');
  else expectRestError(reply, 403);
}

async function snapshot() {
  const s = suite.h.a.schemaName;
  return suite.h.sql(
    `select (select count(*) from ${s}.users) as users,
            (select count(*) from ${s}.permission_sets) as sets,
            (select count(*) from ${s}.customers) as customers,
            (select count(*) from ${s}.api_keys) as keys,
            (select string_agg(key || '=' || value, ';' order by key) from ${s}.settings) as settings`,
  );
}

describe('staff with dashboard + manage-customer view only', () => {
  it('may read customers (tRPC and REST)', async () => {
    trpcData(await suite.h.trpcQuery('tenant.customers.list', {}, asStaff()));
    expect((await suite.h.rest('GET', '/api/customer', asStaff())).status).toBe(200);
  });

  it('is refused every user, settings and API-key call on tRPC, and nothing is written', async () => {
    const before = await snapshot();
    const user = { name: 'X', email: 'x@alpha.test', password: 'x-pass-1234' };
    const calls = [
      await suite.h.trpcQuery('tenant.users.list', {}, asStaff()),
      await suite.h.trpcQuery('tenant.users.get', { id: suite.staffId }, asStaff()),
      await suite.h.trpcMutation('tenant.users.create', user, asStaff()),
      await suite.h.trpcMutation('tenant.users.update', { id: suite.staffId, ...user }, asStaff()),
      await suite.h.trpcMutation('tenant.users.delete', { id: ZERO_ID }, asStaff()),
      await suite.h.trpcQuery('tenant.settings.get', undefined, asStaff()),
      await suite.h.trpcMutation('tenant.settings.update', { shopName: 'Hijacked' }, asStaff()),
      await suite.h.trpcQuery('tenant.apiKeys.list', undefined, asStaff()),
      await suite.h.trpcMutation('tenant.apiKeys.create', { name: 'Mine' }, asStaff()),
      await suite.h.trpcMutation('tenant.apiKeys.revoke', { id: ZERO_ID }, asStaff()),
      await suite.h.trpcMutation('tenant.customers.create', customerInput('Sneaky'), asStaff()),
    ];
    for (const reply of calls) expectForbidden(reply);
    expect(await snapshot()).toEqual(before);
  });

  it('is refused the same on REST, and nothing is written', async () => {
    const before = await snapshot();
    const user = { name: 'X', email: 'x@alpha.test', password: 'x-pass-1234' };
    const calls = [
      await suite.h.rest('GET', '/api/user', asStaff()),
      await suite.h.rest('GET', `/api/user/${suite.staffId}`, asStaff()),
      await suite.h.rest('POST', '/api/user', { ...asStaff(), body: user }),
      await suite.h.rest('PATCH', `/api/user/${suite.staffId}`, { ...asStaff(), body: user }),
      await suite.h.rest('DELETE', `/api/user/hard-delete/${ZERO_ID}`, asStaff()),
      await suite.h.rest('GET', '/api/settings', asStaff()),
      await suite.h.rest('PATCH', '/api/settings', {
        ...asStaff(),
        body: { shopName: 'Hijacked' },
      }),
      await suite.h.rest('POST', '/api/customer', {
        ...asStaff(),
        body: { customers: [customerInput('Sneaky')] },
      }),
    ];
    for (const reply of calls) expectRestError(reply, 403);
    expect(await snapshot()).toEqual(before);
  });

  it('cannot raise its own permissions through the users page', async () => {
    const reply = await suite.h.trpcMutation(
      'tenant.users.update',
      {
        id: suite.staffId,
        name: 'Narrow Staff',
        email: STAFF.email,
        permissionSets: [{ page: 'manage-user', permissions: { view: true, edit: true } }],
      },
      asStaff(),
    );
    expectForbidden(reply);
  });

  it('a flag granted on the users page applies to the very next request, and its removal too', async () => {
    const grant = (permissionSets: unknown) =>
      suite.h.trpcMutation(
        'tenant.users.update',
        { id: suite.staffId, name: 'Narrow Staff', email: STAFF.email, permissionSets },
        suite.asOwner(),
      );
    trpcData(
      await grant([
        { page: 'dashboard', permissions: { view: true } },
        { page: 'manage-customer', permissions: { view: true } },
        { page: 'change-details', permissions: { view: true, edit: true } },
      ]),
    );
    // Same session, next request: now allowed.
    const settings = await suite.h.rest('GET', '/api/settings', asStaff());
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body.data.shopName).toBe('Alpha Solar');
    trpcData(
      await suite.h.trpcMutation('tenant.settings.update', { topText: 'Granted' }, asStaff()),
    );

    trpcData(
      await grant([
        { page: 'dashboard', permissions: { view: true } },
        { page: 'change-details', permissions: { view: true } },
      ]),
    );
    // Viewing settings is not editing them.
    expectForbidden(
      await suite.h.trpcMutation('tenant.settings.update', { topText: 'Nope' }, asStaff()),
    );
    trpcData(await grant([{ page: 'dashboard', permissions: { view: true } }]));
    expectForbidden(await suite.h.trpcQuery('tenant.customers.list', {}, asStaff()));
    expectRestError(await suite.h.rest('GET', '/api/settings', asStaff()), 403);
    const [topText] = await suite.h.sql<{ value: string }>(
      `select value from ${suite.h.a.schemaName}.settings where key = 'topText'`,
    );
    expect(topText?.value).toBe('Granted');
  });
});

describe('a non-superadmin user manager', () => {
  let managerCookie: string;
  const MANAGER = { email: 'manager@alpha.test', password: 'manager-pass-1' };

  beforeAll(async () => {
    await suite.h.createUser(suite.h.a, {
      ...MANAGER,
      role: 'admin',
      permissions: [
        {
          page: 'manage-user',
          permissions: { view: true, create: true, edit: true, delete: true },
        },
        { page: 'manage-customer', permissions: { view: true } },
      ],
    });
    managerCookie = await suite.h.login('alpha', MANAGER.email, MANAGER.password);
  });
  const asManager = () => ({ tenant: 'alpha', cookie: managerCookie });

  it('may create staff with flags it holds, but not superadmins or flags it lacks', async () => {
    trpcData(
      await suite.h.trpcMutation(
        'tenant.users.create',
        {
          name: 'Made By Manager',
          email: 'made@alpha.test',
          password: 'made-pass-123',
          permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
        },
        asManager(),
      ),
    );
    const superadmin = await suite.h.trpcMutation(
      'tenant.users.create',
      { name: 'Boss', email: 'boss@alpha.test', password: 'boss-pass-123', role: 'superadmin' },
      asManager(),
    );
    expectForbidden(superadmin);
    expect(trpcError(superadmin).message).toBe('Only a superadmin can create a superadmin');
    const tooMuch = await suite.h.trpcMutation(
      'tenant.users.create',
      {
        name: 'Too Much',
        email: 'toomuch@alpha.test',
        password: 'toomuch-pass-1',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true, delete: true } }],
      },
      asManager(),
    );
    expectForbidden(tooMuch);
    expect(trpcError(tooMuch).message).toContain("'delete' permission on manage-customer");
  });

  it('may neither change, promote to, nor delete a superadmin', async () => {
    const owner = trpcData(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner()),
    ).user;
    expectForbidden(
      await suite.h.trpcMutation(
        'tenant.users.update',
        { id: owner.id, name: owner.name, email: owner.email, password: 'taken-over-123' },
        asManager(),
      ),
    );
    expectForbidden(
      await suite.h.trpcMutation(
        'tenant.users.update',
        { id: suite.staffId, name: 'Narrow Staff', email: STAFF.email, role: 'superadmin' },
        asManager(),
      ),
    );
    expectForbidden(
      await suite.h.trpcMutation('tenant.users.delete', { id: owner.id }, asManager()),
    );
    expectForbidden(await suite.h.trpcQuery('tenant.apiKeys.list', undefined, asManager()));
    await suite.h.login(suite.h.a); // the owner's password is unchanged
  });
});
