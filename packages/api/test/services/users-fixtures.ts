import { asc, inArray } from 'drizzle-orm';
import {
  fullPermissionSets,
  type PageKey,
  type PermissionFlag,
  type PermissionSet,
  type UserRole,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { hashPassword } from '@gst/db/password';
import { permissionSets, users } from '@gst/db/schema';
import type { ServiceCtx, SessionUser } from '../../src/services/context';
import { readUser } from '../service-harness';

/**
 * The people of the user-management tests (issue 28, items 3 and 4): managers with a few
 * representative permission sets, and targets holding more, less or other things than they do.
 */
export function sets(grants: Partial<Record<PageKey, PermissionFlag[]>>): PermissionSet[] {
  return Object.entries(grants).map(([page, flags]) => ({
    page: page as PageKey,
    permissions: Object.fromEntries((flags ?? []).map((f) => [f, true])),
  }));
}

const ALL: PermissionFlag[] = ['view', 'create', 'edit', 'delete'];

export type Person = { key: string; role: UserRole; permissionSets: PermissionSet[] };

/** Managers: who acts (besides the owner, a superadmin, and an API key). */
export const MANAGERS: Person[] = [
  { key: 'admin-all', role: 'admin', permissionSets: fullPermissionSets() },
  {
    key: 'admin-users',
    role: 'admin',
    permissionSets: sets({ 'manage-user': ALL, 'manage-customer': ['view'] }),
  },
  // The attacker: a staff user whose only permission is manage-user {view, edit}.
  {
    key: 'staff-user-edit',
    role: 'staff',
    permissionSets: sets({ 'manage-user': ['view', 'edit'] }),
  },
  {
    key: 'staff-users',
    role: 'staff',
    permissionSets: sets({ 'manage-user': ALL, 'manage-invoice': ['view'] }),
  },
];

/** Targets that only ever are acted on. */
export const TARGETS: Person[] = [
  { key: 'super-2', role: 'superadmin', permissionSets: [] },
  {
    key: 'admin-audit',
    role: 'admin',
    permissionSets: sets({ 'audit-trail': ['view'], 'manage-invoice': ALL }),
  },
  { key: 'admin-cust', role: 'admin', permissionSets: sets({ 'manage-customer': ['view'] }) },
  { key: 'staff-cust', role: 'staff', permissionSets: sets({ 'manage-customer': ['view'] }) },
  { key: 'staff-none', role: 'staff', permissionSets: [] },
  // A stored audit-trail set does nothing for staff; promoting them to admin would switch it on.
  { key: 'staff-audit-set', role: 'staff', permissionSets: sets({ 'audit-trail': ['view'] }) },
];

export const emailOf = (key: string) => `${key}@alpha.test`;
export const PASSWORD = 'people-pass-123';

/** Inserts MANAGERS and TARGETS (one hash for all: the seed stays quick). */
export async function seedPeople(tx: Tx): Promise<Record<string, SessionUser>> {
  const passwordHash = await hashPassword(PASSWORD);
  const out: Record<string, SessionUser> = {};
  for (const person of [...MANAGERS, ...TARGETS]) {
    const [row] = await tx
      .insert(users)
      .values({ name: person.key, email: emailOf(person.key), passwordHash, role: person.role })
      .returning({ id: users.id });
    if (!row) throw new Error('user not created');
    if (person.permissionSets.length) {
      await tx
        .insert(permissionSets)
        .values(person.permissionSets.map((s) => ({ userId: row.id, ...s })));
    }
    out[person.key] = await readUser(tx, emailOf(person.key));
  }
  return out;
}

/** A verb's ctx acting as `user` (a signed-in user) or as an API key with `user`'s grants. */
export function actingAs(ctx: ServiceCtx, user: SessionUser, kind: 'user' | 'api-key' = 'user') {
  return {
    ...ctx,
    user,
    actor: { type: kind, id: user.id },
    sessionId: kind === 'user' ? 'test-session' : null,
  } satisfies ServiceCtx;
}

export type StoredUser = {
  id: string;
  email: string;
  role: UserRole;
  passwordHash: string;
  name: string;
  permissionSets: PermissionSet[];
};

/** Every user of the shop with the password hash and the stored sets, by id. */
export async function storedUsers(tx: Tx): Promise<Map<string, StoredUser>> {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      name: users.name,
    })
    .from(users);
  const setRows = await tx
    .select()
    .from(permissionSets)
    .where(
      inArray(
        permissionSets.userId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(permissionSets.page));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        permissionSets: setRows
          .filter((s) => s.userId === r.id)
          .map((s) => ({ page: s.page, permissions: s.permissions })),
      },
    ]),
  );
}
