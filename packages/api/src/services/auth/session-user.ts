import { eq, sql } from 'drizzle-orm';
import type { PermissionSet } from '@gst/domain';
import { compiledSelect, type Tx } from '@gst/db/client';
import { permissionSets, sessions, users } from '@gst/db/schema';
import type { RequestScope, SessionUser } from '../context';

export type { SessionUser };
import { checkSession, sessionIdFromCookie, type ValidSession } from './session';

/** The user's permission sets as one JSON array, read inside the same statement. */
const permissionSetsJson = sql<
  PermissionSet[] | string
>`coalesce((select json_agg(json_build_object('page', ${permissionSets.page}, 'permissions', ${permissionSets.permissions})) from ${permissionSets} where ${permissionSets.userId} = ${users.id}), '[]'::json)`;

const sessionUserSelect = (tx: Tx) =>
  tx
    .select({
      session: sessions,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        image: users.image,
        role: users.role,
        lastLogin: users.lastLogin,
      },
      permissionSets: permissionSetsJson,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')));
type SessionUserRow = Awaited<ReturnType<typeof sessionUserSelect>>[number];

/**
 * The session named by the user cookie with its user and the user's permission sets, in ONE
 * statement (master.sessions joined to the tenant's users through the transaction's
 * search_path): one round trip where a session read, a user read and a permission read took
 * three (issue 10's API benchmark). Expiry, kind and sliding bump are checked as `readSession`
 * does. The caller still checks that the session belongs to the request's tenant.
 */
export async function readSessionUser(
  ctx: Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  tx: Tx,
): Promise<{ session: ValidSession; user: SessionUser | undefined } | undefined> {
  const id = sessionIdFromCookie(ctx, 'user');
  if (!id) return undefined;
  // Built by drizzle once, run with the id as its parameter (compiledSelect).
  const [row] = await compiledSelect<SessionUserRow>(
    tx,
    'session-user',
    () => sessionUserSelect(tx),
    {
      id,
    },
  );
  const session = await checkSession(ctx, tx, 'user', row?.session);
  if (!row || !session) return undefined;
  const { user } = row;
  if (!user) return { session, user: undefined };
  const sets = row.permissionSets;
  return {
    session,
    user: {
      ...user,
      lastLogin: user.lastLogin?.toISOString() ?? null,
      permissionSets: typeof sets === 'string' ? (JSON.parse(sets) as PermissionSet[]) : sets,
    },
  };
}

export async function loadUser(tx: Tx, userId: string): Promise<SessionUser | undefined> {
  // Both reads at once: on postgres.js they go out in one write and one round trip (issue 10).
  const [[user], sets] = await Promise.all([
    tx.select().from(users).where(eq(users.id, userId)),
    tx
      .select({ page: permissionSets.page, permissions: permissionSets.permissions })
      .from(permissionSets)
      .where(eq(permissionSets.userId, userId)),
  ]);
  if (!user) return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    role: user.role,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    permissionSets: sets,
  };
}
