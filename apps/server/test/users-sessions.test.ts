import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcData, trpcError, type Harness } from './helpers';
import { startUsersHarness, staffInput, userRows } from './users-fixtures';

/** Users over tRPC: password changes end sessions, the last superadmin stays, deletes end sessions. */
let h: Harness;
let ownerCookie: string;
let ownerId: string;
let staffId: string;

beforeAll(async () => {
  ({ h, ownerCookie, ownerId } = await startUsersHarness());
  staffId = trpcData(
    await h.trpcMutation('tenant.users.create', staffInput('Sita Staff'), asOwner()),
  ).id;
});
afterAll(async () => h?.close());

function asOwner() {
  return { tenant: 'alpha', cookie: ownerCookie };
}

describe('tRPC users: passwords, sessions and deletes', () => {
  it('edit without a password keeps it; with one, changes it and ends their sessions', async () => {
    const before = (await userRows(h)).find((r) => r.id === staffId)?.password_hash;
    const staffCookie = await h.login('alpha', 'sita.staff@alpha.test', 'staff-pass-123');
    for (const password of [undefined, '']) {
      trpcData(
        await h.trpcMutation(
          'tenant.users.update',
          { id: staffId, name: 'Sita S.', email: 'sita.staff@alpha.test', password },
          asOwner(),
        ),
      );
    }
    expect((await userRows(h)).find((r) => r.id === staffId)?.password_hash).toBe(before);
    // Permissions untouched when not sent.
    const { user } = trpcData(await h.trpcQuery('tenant.users.get', { id: staffId }, asOwner()));
    expect(user.permissionSets).toHaveLength(1);
    expect(
      (
        await h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: staffCookie,
        })
      ).status,
    ).toBe(200);

    trpcData(
      await h.trpcMutation(
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
    const verify = await h.trpcQuery('tenant.auth.verifyUser', undefined, {
      tenant: 'alpha',
      cookie: staffCookie,
    });
    expect(verify.status).toBe(401);
    await h.login('alpha', 'sita.staff@alpha.test', 'new-staff-pass-1');
  });

  it('changing one’s own password on the users page keeps this session and ends the others', async () => {
    const otherBrowser = await h.login(h.a);
    trpcData(
      await h.trpcMutation(
        'tenant.users.update',
        {
          id: ownerId,
          name: 'Alpha Owner',
          email: 'owner@alpha.test',
          password: 'owner-new-pass-1',
        },
        asOwner(),
      ),
    );
    expect((await h.trpcQuery('tenant.auth.verifyUser', undefined, asOwner())).status).toBe(200);
    expect(
      (
        await h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: otherBrowser,
        })
      ).status,
    ).toBe(401);
    trpcData(
      await h.trpcMutation(
        'tenant.users.update',
        {
          id: ownerId,
          name: 'Alpha Owner',
          email: 'owner@alpha.test',
          password: h.a.owner.password,
        },
        asOwner(),
      ),
    );
  });

  it('nobody deletes themselves; the last superadmin can be neither deleted nor demoted', async () => {
    const self = await h.trpcMutation('tenant.users.delete', { id: ownerId }, asOwner());
    expect(self.status).toBe(409);
    expect(trpcError(self).message).toBe('You cannot delete your own account');
    const demote = await h.trpcMutation(
      'tenant.users.update',
      { id: ownerId, name: 'Alpha Owner', email: 'owner@alpha.test', role: 'admin' },
      asOwner(),
    );
    expect(demote.status).toBe(409);
    expect(trpcError(demote).message).toBe('The shop needs at least one superadmin');

    // With a second superadmin, the first may be demoted by... the second, and not deleted by itself.
    const second = trpcData(
      await h.trpcMutation(
        'tenant.users.create',
        staffInput('Second Super', { role: 'superadmin', permissionSets: [] }),
        asOwner(),
      ),
    );
    const secondCookie = await h.login('alpha', 'second.super@alpha.test', 'staff-pass-123');
    const asSecond = { tenant: 'alpha', cookie: secondCookie };
    // The second superadmin deletes the first? No: the owner stays; delete the second instead.
    const lastStanding = await h.trpcMutation('tenant.users.delete', { id: second.id }, asOwner());
    expect(lastStanding.status, lastStanding.text).toBe(200);
    // Their session ended with them.
    expect((await h.trpcQuery('tenant.auth.verifyUser', undefined, asSecond)).status).toBe(401);
    expect((await userRows(h)).filter((r) => r.role === 'superadmin').map((r) => r.id)).toEqual([
      ownerId,
    ]);
  });

  it('deleting a user ends every session they had and writes an audit row', async () => {
    const target = trpcData(
      await h.trpcMutation('tenant.users.create', staffInput('Leaving Soon'), asOwner()),
    );
    const one = await h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    await h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    const sessionsOf = async () =>
      h.sql(`select id from master.sessions where user_id = '${target.id}'`);
    expect(await sessionsOf()).toHaveLength(2);
    trpcData(await h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner()));
    expect(await sessionsOf()).toHaveLength(0);
    expect(
      (await h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant: 'alpha', cookie: one }))
        .status,
    ).toBe(401);
    const audit = await h.sql<{ actor_type: string; actor_id: string; action: string }>(
      `select actor_type, actor_id, action from ${h.a.schemaName}.audit_log where entity_id = '${target.id}' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'user.create',
      'user.login',
      'user.login',
      'user.delete',
    ]);
    expect(audit.at(-1)).toMatchObject({ actor_type: 'user', actor_id: ownerId });
    const again = await h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner());
    expect(again.status).toBe(404);
  });
});
