import { eq, sql } from 'drizzle-orm';
import type { PermissionSet } from '@gst/domain';
import { compiledSelect, type Tx } from '@gst/db/client';
import { permissionSets, sessions, users } from '@gst/db/schema';
import type { RequestScope, SessionUser } from '../context';

export type { SessionUser };
import { checkSession, sessionIdFromCookie, type ValidSession } from './session';

/**
 * The user's permission sets as one JSON array, read inside the same statement. The user's id is
 * written out qualified: in a select from one table drizzle renders its columns unqualified, and
 * a bare "id" inside this subquery would mean permission_sets.id.
 */
const permissionSetsJson = sql<
  PermissionSet[] | string
>`coalesce((select json_agg(json_build_object('page', ${permissionSets.page}, 'permissions', ${permissionSets.permissions})) from ${permissionSets} where ${permissionSets.userId} = ${sql.identifier('users')}.${sql.identifier('id')}), '[]'::json)`;

const sessionSelect = (tx: Tx) =>
  tx
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')));

/** The session's user with the permission sets, found through the session id (a subquery). */
const sessionUserSelect = (tx: Tx) =>
  tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      lastLogin: users.lastLogin,
      permissionSets: permissionSetsJson,
    })
    .from(users)
    .where(
      eq(
        users.id,
        sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${sql.placeholder('id')})`,
      ),
    );
type SessionRow = Awaited<ReturnType<typeof sessionSelect>>[number];
type SessionUserRow = Awaited<ReturnType<typeof sessionUserSelect>>[number];

/**
 * The session named by the user cookie, and its user with the user's permission sets: two
 * statements sent together (pipelined on one connection, one round trip), the second finding the
 * user through an uncorrelated subquery on the session id. Not one statement joining
 * master.sessions to the tenant's users: on Citus the master schema stays on the coordinator and
 * the tenant's tables live on a worker, and Citus cannot push such a join down ("cannot push down
 * this subquery"), while it runs the uncorrelated subquery first and routes the rest to the worker
 * (docs/ARCHITECTURE.md "Beyond one node"). Expiry, kind and sliding bump are checked as
 * `readSession` does. The caller still checks that the session belongs to the request's tenant.
 */
export async function readSessionUser(
  ctx: Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  tx: Tx,
): Promise<{ session: ValidSession; user: SessionUser | undefined } | undefined> {
  const id = sessionIdFromCookie(ctx, 'user');
  if (!id) return undefined;
  // Each built by drizzle once, run with the id as its parameter (compiledSelect).
  const [[row], [user]] = await Promise.all([
    compiledSelect<SessionRow>(tx, 'session', () => sessionSelect(tx), { id }),
    compiledSelect<SessionUserRow>(tx, 'session-user', () => sessionUserSelect(tx), { id }),
  ]);
  const session = await checkSession(ctx, tx, 'user', row);
  if (!row || !session) return undefined;
  if (!user || user.id !== row.userId) return { session, user: undefined };
  const { permissionSets: sets, ...rest } = user;
  return {
    session,
    user: {
      ...rest,
      lastLogin: rest.lastLogin?.toISOString() ?? null,
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
