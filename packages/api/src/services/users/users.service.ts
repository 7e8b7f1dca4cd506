import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { PERMISSION_FLAGS, type PermissionSet } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { hashPassword } from '@gst/db/password';
import { permissionSets, users } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { deleteUserSessions } from '../auth/session';
import { AppError } from '../../errors';
import { assertMayGrant, assertMayManage, assertMayUpdate } from './users.policy';
import { actingUser, type ServiceCtx } from '../context';
import type { TUser, TUserCreate, TUserListInput, TUserUpdate } from './users.schema';
import { matchingAny } from '../shared/list-query';
import { storedPhoto } from '../shared/photos';

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow, sets: PermissionSet[]): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    permissionSets: sets,
  };
}

async function setsByUser(tx: Tx, ids: string[]): Promise<Map<string, PermissionSet[]>> {
  const map = new Map<string, PermissionSet[]>();
  if (ids.length === 0) return map;
  const rows = await tx
    .select()
    .from(permissionSets)
    .where(inArray(permissionSets.userId, ids))
    .orderBy(asc(permissionSets.page));
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ page: row.page, permissions: row.permissions });
    map.set(row.userId, list);
  }
  return map;
}

/** Only granted flags are stored; a page with none is not stored at all. */
export function grantedOnly(sets: PermissionSet[]): PermissionSet[] {
  return sets
    .map((set) => ({
      page: set.page,
      permissions: Object.fromEntries(
        PERMISSION_FLAGS.filter((f) => set.permissions[f] === true).map((f) => [f, true]),
      ),
    }))
    .filter((set) => Object.keys(set.permissions).length > 0);
}

async function assertEmailFree(tx: Tx, email: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email), exceptId ? ne(users.id, exceptId) : undefined),
    );
  if (taken) throw new AppError('CONFLICT', 'A user with this email already exists');
}

async function replaceSets(tx: Tx, userId: string, sets: PermissionSet[]) {
  await tx.delete(permissionSets).where(eq(permissionSets.userId, userId));
  if (sets.length) {
    await tx.insert(permissionSets).values(sets.map((set) => ({ userId, ...set })));
  }
}

/** Locks the superadmin rows, so two concurrent demotions cannot leave the shop with none. */
async function otherSuperadmins(tx: Tx, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
}

async function findUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/**
 * The user about to be edited or deleted, its row locked until the transaction ends, so a
 * concurrent change of its role or permissions (which writes the row too) cannot slip between
 * the checks and the write. A superadmin's row is locked with all the others first, in the one
 * statement the last-superadmin check uses, so two demotions cannot deadlock.
 */
async function lockUser(tx: Tx, id: string): Promise<UserRow> {
  if ((await findUser(tx, id)).role === 'superadmin') await otherSuperadmins(tx, id);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

/** A page of users, with the permission flags the matrix shows (`permissionsKeys`). */
export async function listUsers({ tx }: ServiceCtx, input: TUserListInput) {
  const where = matchingAny(input.search, [users.name, users.email]);
  const sortColumn = users[input.sort?.field ?? 'createdAt'];
  // Newest first by default: the spec lists users in reverse order.
  const order = input.sort?.dir === 'asc' ? asc(sortColumn) : desc(sortColumn);
  const [rows, totals] = await Promise.all([
    tx
      .select()
      .from(users)
      .where(where)
      .orderBy(order, desc(users.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    tx.select({ total: count() }).from(users).where(where),
  ]);
  const sets = await setsByUser(
    tx,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toUser(row, sets.get(row.id) ?? [])),
    total: totals[0]?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    permissionsKeys: [...PERMISSION_FLAGS],
  };
}

/** One user, with the permission flags the matrix shows (`permissionsKeys`). */
export async function getUser({ tx }: ServiceCtx, { id }: { id: string }) {
  const row = await findUser(tx, id);
  const sets = await setsByUser(tx, [id]);
  const user: TUser = toUser(row, sets.get(id) ?? []);
  return { user, permissionsKeys: [...PERMISSION_FLAGS] };
}

/** `me`, the acting user, is a user or an API key acting as a non-superadmin. */
export async function createUser(ctx: ServiceCtx, input: TUserCreate) {
  const { tx, actor } = ctx;
  const me = actingUser(ctx);
  if (input.role === 'superadmin' && me.role !== 'superadmin') {
    throw new AppError('FORBIDDEN', 'Only a superadmin can create a superadmin');
  }
  const sets = grantedOnly(input.permissionSets);
  assertMayGrant(me, { role: input.role, permissionSets: sets });
  await assertEmailFree(tx, input.email);
  const [row] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      image: (await storedPhoto(input.image)) || null,
      role: input.role,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'User was not created');
  await replaceSets(tx, row.id, sets);
  const created = toUser(row, sets);
  await auditChange(tx, actor, 'user.create', 'user', row.id, { after: created });
  return created;
}

export async function updateUser(ctx: ServiceCtx, input: TUserUpdate) {
  const { tx, actor } = ctx;
  const me = actingUser(ctx);
  const target = await lockUser(tx, input.id);
  const role = input.role ?? target.role;
  if ((target.role === 'superadmin' || role === 'superadmin') && me.role !== 'superadmin') {
    throw new AppError('FORBIDDEN', 'Only a superadmin can change or promote a superadmin');
  }
  if (target.role === 'superadmin' && role !== 'superadmin') {
    if ((await otherSuperadmins(tx, target.id)) === 0) {
      throw new AppError('CONFLICT', 'The shop needs at least one superadmin');
    }
  }
  const currentSets = (await setsByUser(tx, [target.id])).get(target.id) ?? [];
  const sets = input.permissionSets ? grantedOnly(input.permissionSets) : undefined;
  assertMayUpdate(
    me,
    actor.type === 'user' && target.id === me.id,
    { ...target, permissionSets: currentSets },
    { role, permissionSets: sets ?? currentSets, email: input.email, password: input.password },
  );
  await assertEmailFree(tx, input.email, target.id);
  const [row] = await tx
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      role,
      ...(input.image !== undefined ? { image: (await storedPhoto(input.image)) || null } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, target.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  if (sets) await replaceSets(tx, row.id, sets);
  // A new password ends the user's sessions (never one's own: refused above, see users.policy).
  if (input.password) await deleteUserSessions(tx, ctx.tenant.id, row.id);
  const after = toUser(row, sets ?? currentSets);
  // The password itself never reaches the trail: only that it changed.
  await auditChange(
    tx,
    actor,
    'user.update',
    'user',
    row.id,
    { before: toUser(target, currentSets), after },
    { passwordChanged: Boolean(input.password) },
  );
  return after;
}

export async function deleteUser(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const me = actingUser(ctx);
  if (id === me.id) throw new AppError('CONFLICT', 'You cannot delete your own account');
  const target = await lockUser(tx, id);
  if (target.role === 'superadmin') {
    if (me.role !== 'superadmin') {
      throw new AppError('FORBIDDEN', 'Only a superadmin can delete a superadmin');
    }
    if ((await otherSuperadmins(tx, id)) === 0) {
      throw new AppError('CONFLICT', 'The last superadmin cannot be deleted');
    }
  }
  const before = toUser(target, (await setsByUser(tx, [id])).get(id) ?? []);
  assertMayManage(me, before, 'delete');
  await tx.delete(users).where(eq(users.id, id));
  await deleteUserSessions(tx, ctx.tenant.id, id);
  await auditChange(tx, actor, 'user.delete', 'user', id, { before });
  return { id };
}
