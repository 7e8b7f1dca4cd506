// @engines postgres
// The rule is logic over a few rows (one engine); the PostgreSQL round's, which has room beside the
// Citus round on CI, where the PGlite round is the critical path.
import { randomUUID } from 'node:crypto';
import { describe, expect, vi } from 'vitest';
import {
  hasPermission,
  holdsAllOf,
  USER_ROLES,
  type PermissionFlag,
  type PermissionSet,
} from '@gst/domain';
import { toAppError, type AppError } from '../../src/errors';
import type { ServiceCtx, SessionUser } from '../../src/services/context';
import { ZUserCreate, ZUserUpdate } from '../../src/services/users/users.schema';
import { createUser, deleteUser, updateUser } from '../../src/services/users/users.service';
import { inSavepoint, serviceSuite } from '../service-harness';
import {
  actingAs,
  emailOf,
  MANAGERS,
  seedPeople,
  sets,
  storedUsers,
  TARGETS,
  type Person,
  type StoredUser,
} from './users-fixtures';

/**
 * Issue 28, items 3 and 4 and the permission matrix: every user-management action (create,
 * update of name, e-mail, password, role and permissions, delete), by every kind of actor
 * (superadmin, admins and staff with representative sets, an API key), on every kind of target
 * (more, less, other grants; a superadmin; themselves). Whatever is allowed, no actor ends up
 * with, or able to act as, more than they had: checked on the stored rows after each call.
 */
// argon2 costs tens of milliseconds a hash; the rules only need to see that a hash changed.
vi.mock('@gst/db/password', () => ({
  hashPassword: (password: string) => Promise.resolve(`test-hash:${password}`),
}));

const suite = serviceSuite({ seed: (ctx) => seedPeople(ctx.tx) });

type Call = (ctx: ServiceCtx) => Promise<unknown>;
type Action = { name: string; flag: PermissionFlag; call: (target: StoredUser) => Call };

const update =
  (input: Record<string, unknown>): Call =>
  (ctx) =>
    updateUser(ctx, ZUserUpdate.parse(input));
const same = (t: StoredUser) => ({ id: t.id, name: t.name, email: t.email });
const plus = (t: StoredUser, extra: PermissionSet[]) => [
  ...t.permissionSets.filter((s) => !extra.some((e) => e.page === s.page)),
  ...extra.map((e) => ({
    page: e.page,
    permissions: {
      ...t.permissionSets.find((s) => s.page === e.page)?.permissions,
      ...e.permissions,
    },
  })),
];

const ACTIONS: Action[] = [
  { name: 'rename', flag: 'edit', call: (t) => update({ ...same(t), name: 'Renamed' }) },
  {
    name: 'email',
    flag: 'edit',
    call: (t) => update({ ...same(t), email: `changed.${t.email}` }),
  },
  { name: 'password', flag: 'edit', call: (t) => update({ ...same(t), password: 'taken-over-1' }) },
  ...USER_ROLES.map((role): Action => ({
    name: `role ${role}`,
    flag: 'edit',
    call: (t) => update({ ...same(t), role }),
  })),
  ...[sets({ 'manage-user': ['delete'] }), sets({ 'audit-trail': ['view'] })].map(
    (extra): Action => ({
      name: `grant ${extra[0]?.page}`,
      flag: 'edit',
      call: (t) => update({ ...same(t), permissionSets: plus(t, extra) }),
    }),
  ),
  {
    name: 'clear permissions',
    flag: 'edit',
    call: (t) => update({ ...same(t), permissionSets: [] }),
  },
  { name: 'delete', flag: 'delete', call: (t) => (ctx) => deleteUser(ctx, { id: t.id }) },
];

/** New users shaped like every person of the fixtures, and a superadmin. */
const PROFILES: Person[] = [
  ...MANAGERS,
  ...TARGETS,
  { key: 'new-super', role: 'superadmin', permissionSets: [] },
];
const createAs =
  (profile: Person, i: number): Call =>
  (ctx) =>
    createUser(
      ctx,
      ZUserCreate.parse({
        name: `New ${profile.key}`,
        email: `new-${i}.${profile.key}@alpha.test`,
        password: 'new-user-pass-1',
        role: profile.role,
        permissionSets: profile.permissionSets,
      }),
    );

class Undo extends Error {}

/** Runs `call` as a procedure would (a savepoint), reads every user, then undoes it all. */
async function attempt(ctx: ServiceCtx, call: Call) {
  let outcome: { error?: AppError; after: Map<string, StoredUser> } | undefined;
  try {
    await ctx.tx.transaction(async (tx) => {
      let error: AppError | undefined;
      try {
        await inSavepoint({ ...ctx, tx }, call);
      } catch (e) {
        error = toAppError(e);
      }
      outcome = { error, after: await storedUsers(tx) };
      throw new Undo();
    });
  } catch (e) {
    if (!(e instanceof Undo)) throw e;
  }
  if (!outcome) throw new Error('no outcome');
  return outcome;
}

const isSame = (a: StoredUser, b: StoredUser) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What no call may leave behind, whoever made it: the stored users after it, against before.
 * Returns the broken rules (empty when the call kept to them).
 */
function brokenRules(
  actor: SessionUser,
  before: Map<string, StoredUser>,
  after: Map<string, StoredUser>,
): string[] {
  const isSuper = actor.role === 'superadmin';
  const covers = (u: StoredUser) => isSuper || holdsAllOf(actor, u);
  const broken: string[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(id);
    const a = after.get(id);
    if (!b && a) {
      if (!covers(a)) broken.push(`created ${a.email} holding more than the actor`);
      if (a.role === 'superadmin' && !isSuper) broken.push('created a superadmin');
      continue;
    }
    if (b && !a) {
      if (id === actor.id) broken.push('deleted themselves');
      if (!covers(b)) broken.push(`deleted ${b.email}, who holds more than the actor`);
      continue;
    }
    if (!a || !b || isSame(a, b)) continue;
    const credentials = a.email !== b.email || a.passwordHash !== b.passwordHash;
    if (id === actor.id) {
      if (a.role !== b.role) broken.push('changed their own role');
      if (JSON.stringify(a.permissionSets) !== JSON.stringify(b.permissionSets)) {
        broken.push('changed their own permissions');
      }
      if (a.passwordHash !== b.passwordHash) broken.push('set their own password without it');
      continue;
    }
    if (!covers(b)) broken.push(`changed ${b.email}, who holds more than the actor`);
    if (!covers(a)) broken.push(`made ${b.email} hold more than the actor`);
    if (credentials && b.role !== 'staff' && !isSuper) {
      broken.push(`changed the credentials of ${b.role} ${b.email}`);
    }
  }
  return broken;
}

type Actor = { label: string; user: () => SessionUser; kind: 'user' | 'api-key' };
const ACTORS: Actor[] = [
  { label: 'owner (superadmin)', user: () => suite.owner, kind: 'user' },
  ...MANAGERS.map((m): Actor => ({ label: m.key, user: () => suite.fx[m.key]!, kind: 'user' })),
  {
    label: 'API key with staff-users grants',
    user: () => ({ ...suite.fx['staff-users']!, id: randomUUID(), name: 'Key', email: '' }),
    kind: 'api-key',
  },
];

type Result = { actor: string; target: string; action: string; error?: AppError };

/** Every action by `actor` on every user and every new-user profile; fails on a broken rule. */
async function runMatrix(ctx: ServiceCtx, actor: Actor): Promise<Result[]> {
  const me = actor.user();
  const as = actingAs(ctx, me, actor.kind);
  const before = await storedUsers(ctx.tx);
  const results: Result[] = [];
  const broken: string[] = [];
  const record = async (target: string, action: string, flag: PermissionFlag, call: Call) => {
    // The router's gate (manage-user view/create/edit/delete) comes first.
    if (!hasPermission(me, 'manage-user', flag)) return;
    const { error, after } = await attempt(as, call);
    results.push({ actor: actor.label, target, action, error });
    if (error) {
      expect(['FORBIDDEN', 'CONFLICT'], `${action} on ${target}: ${error.message}`).toContain(
        error.appCode,
      );
      expect([...after.values()], 'a refused call wrote nothing').toEqual([...before.values()]);
    }
    for (const rule of brokenRules(me, before, after)) {
      broken.push(`${actor.label} → ${action} on ${target}: ${rule}`);
    }
  };
  // Targets: the owner, oneself, one other manager (admin-all) and every TARGETS kind.
  const others = new Set(MANAGERS.map((m) => emailOf(m.key)));
  others.delete(emailOf('admin-all'));
  for (const target of before.values()) {
    if (others.has(target.email) && target.id !== me.id) continue;
    const label = target.id === me.id ? `${target.email} (self)` : target.email;
    for (const action of ACTIONS)
      await record(label, action.name, action.flag, action.call(target));
  }
  for (const [i, profile] of PROFILES.entries()) {
    await record(`new ${profile.key}`, 'create', 'create', createAs(profile, i));
  }
  expect(broken).toEqual([]);
  return results;
}

const allowed = (results: Result[], target: string, action: string) =>
  results.find((r) => r.target.startsWith(target) && r.action === action)?.error === undefined;

describe('the permission matrix: nothing lets an actor end up with, or act as, more', () => {
  suite.it('the owner (superadmin) may do anything but change their own role', async (ctx) => {
    const results = await runMatrix(ctx, ACTORS[0]!);
    expect(allowed(results, emailOf('admin-audit'), 'password')).toBe(true);
    expect(allowed(results, emailOf('super-2'), 'role admin')).toBe(true);
    expect(allowed(results, 'new new-super', 'create')).toBe(true);
    expect(allowed(results, `${suite.owner.email} (self)`, 'role admin')).toBe(false);
    expect(allowed(results, `${suite.owner.email} (self)`, 'rename')).toBe(true);
  });

  for (const actor of ACTORS.slice(1)) {
    suite.it(`${actor.label}`, async (ctx) => {
      const results = await runMatrix(ctx, actor);
      // Not vacuous: each manager may still manage someone holding less.
      expect(results.filter((r) => !r.error).length, actor.label).toBeGreaterThan(0);
      expect(allowed(results, emailOf('staff-none'), 'rename')).toBe(true);
      expect(allowed(results, emailOf('admin-audit'), 'password')).toBe(false);
      expect(allowed(results, emailOf('super-2'), 'rename')).toBe(false);
    });
  }
});

describe('the issue: a staff user manager with manage-user {view, edit} only', () => {
  const manager = () => suite.fx['staff-user-edit']!;

  suite.it('cannot take over an admin (e-mail and password): 403, nothing written', async (ctx) => {
    const admin = suite.fx['admin-cust']!;
    const before = await storedUsers(ctx.tx);
    const { error, after } = await attempt(
      actingAs(ctx, manager()),
      update({ id: admin.id, name: admin.name, email: 'me@evil.test', password: 'taken-over-1' }),
    );
    expect(error?.appCode).toBe('FORBIDDEN');
    expect(error?.message).toBe(
      'You cannot change admin-cust: they hold the admin role, which you do not',
    );
    expect(after).toEqual(before);
  });

  suite.it('cannot promote themselves to admin', async (ctx) => {
    const me = manager();
    const { error } = await attempt(
      actingAs(ctx, me),
      update({ id: me.id, name: me.name, email: me.email, role: 'admin' }),
    );
    expect(error?.appCode).toBe('FORBIDDEN');
    expect(error?.message).toBe('You cannot change your own role or permissions');
  });

  suite.it('may reset the password of staff who hold nothing they lack', async (ctx) => {
    const target = suite.fx['staff-none']!;
    const { error } = await attempt(
      actingAs(ctx, manager()),
      update({ id: target.id, name: target.name, email: target.email, password: 'reset-pass-1' }),
    );
    expect(error).toBeUndefined();
  });

  suite.it('an admin may not change another admin’s password; the superadmin may', async (ctx) => {
    const target = suite.fx['admin-cust']!;
    const input = {
      id: target.id,
      name: target.name,
      email: target.email,
      password: 'reset-1-pass',
    };
    const byAdmin = await attempt(actingAs(ctx, suite.fx['admin-all']!), update(input));
    expect(byAdmin.error?.message).toBe(
      "Only a superadmin can change an admin's email or password",
    );
    expect((await attempt(ctx, update(input))).error).toBeUndefined();
  });
});
