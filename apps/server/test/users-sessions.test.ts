// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { beforeAll, describe, expect, it } from 'vitest';
import { trpcData, trpcError } from './helpers';
import { staffInput, userRows, usersSuite } from './users-fixtures';

/** Users over tRPC: password changes end sessions, the last superadmin stays, deletes end sessions. */
const suite = usersSuite();
const { asOwner } = suite;
let staffId: string;

beforeAll(async () => {
  staffId = trpcData(
    await suite.h.trpcMutation('tenant.users.create', staffInput('Sita Staff'), asOwner()),
  ).id;
});

/** The owner edits their own user on the users page, changing only the password. */
const setOwnerPassword = (password: string) =>
  suite.h.trpcMutation(
    'tenant.users.update',
    { id: suite.ownerId, name: 'Alpha Owner', email: 'owner@alpha.test', password },
    asOwner(),
  );

describe('tRPC users: passwords, sessions and deletes', () => {
  it('edit without a password keeps it; with one, changes it and ends their sessions', async () => {
    const before = (await userRows(suite.h)).find((r) => r.id === staffId)?.password_hash;
    const staffCookie = await suite.h.login('alpha', 'sita.staff@alpha.test', 'staff-pass-123');
    for (const password of [undefined, '']) {
      trpcData(
        await suite.h.trpcMutation(
          'tenant.users.update',
          { id: staffId, name: 'Sita S.', email: 'sita.staff@alpha.test', password },
          asOwner(),
        ),
      );
    }
    expect((await userRows(suite.h)).find((r) => r.id === staffId)?.password_hash).toBe(before);
    // Permissions untouched when not sent.
    const { user } = trpcData(
      await suite.h.trpcQuery('tenant.users.get', { id: staffId }, asOwner()),
    );
    expect(user.permissionSets).toHaveLength(1);
    expect(
      (
        await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: staffCookie,
        })
      ).status,
    ).toBe(200);

    trpcData(
      await suite.h.trpcMutation(
        'tenant.users.update',
        {
          id: staffId,
          name: 'Sita S.',
          email: 'sita.staff@alpha.test',
          password: 'new-staff-pass-1',
        },
        asOwner(),
      ),
    );
    const verify = await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
      tenant: 'alpha',
      cookie: staffCookie,
    });
    expect(verify.status).toBe(401);
    await suite.h.login('alpha', 'sita.staff@alpha.test', 'new-staff-pass-1');
  });

  it('one’s own password is not set on the users page (the profile asks for the current one)', async () => {
    const otherBrowser = await suite.h.login(suite.h.a);
    const reply = await setOwnerPassword('owner-new-pass-1');
    expect(reply.status, reply.text).toBe(403);
    expect(trpcError(reply).message).toBe(
      'Change your own password on your profile, with your current password',
    );
    // Nothing changed: both sessions live, the old password still works.
    for (const cookie of [suite.ownerCookie, otherBrowser]) {
      const verify = await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
        tenant: 'alpha',
        cookie,
      });
      expect(verify.status).toBe(200);
    }
    await suite.h.login(suite.h.a);
  });

  it('nobody deletes themselves; the last superadmin can be neither deleted nor demoted', async () => {
    const self = await suite.h.trpcMutation(
      'tenant.users.delete',
      { id: suite.ownerId },
      asOwner(),
    );
    expect(self.status).toBe(409);
    expect(trpcError(self).message).toBe('You cannot delete your own account');
    const demote = await suite.h.trpcMutation(
      'tenant.users.update',
      { id: suite.ownerId, name: 'Alpha Owner', email: 'owner@alpha.test', role: 'admin' },
      asOwner(),
    );
    expect(demote.status).toBe(409);
    expect(trpcError(demote).message).toBe('The shop needs at least one superadmin');

    // With a second superadmin, the first may be demoted by... the second, and not deleted by itself.
    const second = trpcData(
      await suite.h.trpcMutation(
        'tenant.users.create',
        staffInput('Second Super', { role: 'superadmin', permissionSets: [] }),
        asOwner(),
      ),
    );
    const secondCookie = await suite.h.login('alpha', 'second.super@alpha.test', 'staff-pass-123');
    const asSecond = { tenant: 'alpha', cookie: secondCookie };
    // The second superadmin deletes the first? No: the owner stays; delete the second instead.
    const lastStanding = await suite.h.trpcMutation(
      'tenant.users.delete',
      { id: second.id },
      asOwner(),
    );
    expect(lastStanding.status, lastStanding.text).toBe(200);
    // Their session ended with them.
    expect((await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, asSecond)).status).toBe(
      401,
    );
    expect(
      (await userRows(suite.h)).filter((r) => r.role === 'superadmin').map((r) => r.id),
    ).toEqual([suite.ownerId]);
  });

  it('deleting a user ends every session they had and writes an audit row', async () => {
    const target = trpcData(
      await suite.h.trpcMutation('tenant.users.create', staffInput('Leaving Soon'), asOwner()),
    );
    const one = await suite.h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    await suite.h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    const sessionsOf = async () =>
      suite.h.sql(`select id from master.sessions where user_id = '${target.id}'`);
    expect(await sessionsOf()).toHaveLength(2);
    trpcData(await suite.h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner()));
    expect(await sessionsOf()).toHaveLength(0);
    expect(
      (
        await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: one,
        })
      ).status,
    ).toBe(401);
    const audit = await suite.h.sql<{ actor_type: string; actor_id: string; action: string }>(
      `select actor_type, actor_id, action from ${suite.h.a.schemaName}.audit_log where entity_id = '${target.id}' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'user.create',
      'user.login',
      'user.login',
      'user.delete',
    ]);
    expect(audit.at(-1)).toMatchObject({ actor_type: 'user', actor_id: suite.ownerId });
    const again = await suite.h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner());
    expect(again.status).toBe(404);
  });
});
