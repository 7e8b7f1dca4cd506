import { expect } from 'vitest';
import { fileSuite, startHarness, trpcData, type Harness, type Reply } from './helpers';

/** Shared by the users suites: a harness logged in as tenant alpha's owner (a superadmin). */
export async function startUsersHarness() {
  const h = await startHarness();
  const ownerCookie = await h.login(h.a);
  const ownerId = trpcData(
    await h.trpcQuery('tenant.auth.verifyUser', undefined, {
      tenant: 'alpha',
      cookie: ownerCookie,
    }),
  ).user.id as string;
  return { h, ownerCookie, ownerId };
}

/** startUsersHarness for the whole file (fileSuite); `asOwner()` sends as alpha's owner. */
export function usersSuite() {
  const suite = fileSuite(startUsersHarness, ({ h }) => h.close());
  return Object.assign(suite, {
    asOwner: () => ({ tenant: 'alpha', cookie: suite.ownerCookie }),
  });
}

export const staffInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@alpha.test`,
  password: 'staff-pass-123',
  role: 'staff',
  permissionSets: [{ page: 'manage-customer', permissions: { view: true, create: true } }],
  ...extra,
});

export async function userRows(h: Harness) {
  return h.sql<{ id: string; email: string; role: string; password_hash: string }>(
    `select id, email, role, password_hash from ${h.a.schemaName}.users order by created_at`,
  );
}

export function expectNoHashes(reply: Reply) {
  expect(reply.text).not.toMatch(/passwordHash|password_hash|\$argon2/);
}
