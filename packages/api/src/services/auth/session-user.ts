import { eq, sql } from 'drizzle-orm';
import type { PermissionSet } from '@gst/domain';
import { compiledSelect, isCitus, type Tx } from '@gst/db/client';
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
    .select({ ...userColumns, permissionSets: permissionSetsJson })
    .from(users)
    .where(
      eq(
        users.id,
        sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${sql.placeholder('id')})`,
      ),
    );
const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  image: users.image,
  role: users.role,
  lastLogin: users.lastLogin,
};

/** On one node: the session, its user and the permission sets in ONE statement (a join). */
const joinedSelect = (tx: Tx) =>
  tx
    .select({ session: sessions, user: userColumns, permissionSets: permissionSetsJson })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')));
type JoinedRow = Awaited<ReturnType<typeof joinedSelect>>[number];
type SessionRow = Awaited<ReturnType<typeof sessionSelect>>[number];
type SessionUserRow = Awaited<ReturnType<typeof sessionUserSelect>>[number];

/**
 * The session named by the user cookie, with its user and the user's permission sets.
 *
 * On PostgreSQL and PGlite: ONE statement joining master.sessions to the tenant's users (issue
 * 10: one round trip where three reads took three). On Citus that join cannot run (the master
 * schema stays on the coordinator, the tenant's tables live on a worker: "cannot push down this
 * subquery"), so there the session and the user are two statements sent together on one
 * connection, the second finding the user through an uncorrelated subquery on the session id,
 * which Citus runs first and then routes the rest to the worker. Measured on plain PostgreSQL the
 * two statements cost about a fifth more server CPU per request than the join
 * (docs/PERFORMANCE.md §7), hence the join wherever it runs. Expiry, kind and sliding bump are
 * checked as `readSession` does. The caller still checks that the session belongs to the tenant.
 */
export async function readSessionUser(
  ctx: Pick<RequestScope, 'meta' | 'cookies' | 'config' | 'db'>,
  tx: Tx,
): Promise<{ session: ValidSession; user: SessionUser | undefined } | undefined> {
  const id = sessionIdFromCookie(ctx, 'user');
  if (!id) return undefined;
  // Each built by drizzle once, run with the id as its parameter (compiledSelect).
  let row: SessionRow | undefined;
  let user: SessionUserRow | undefined;
  if (await isCitus(ctx.db, tx)) {
    [[row], [user]] = await Promise.all([
      compiledSelect<SessionRow>(tx, 'session', () => sessionSelect(tx), { id }),
      compiledSelect<SessionUserRow>(tx, 'session-user', () => sessionUserSelect(tx), { id }),
    ]);
  } else {
    const [joined] = await compiledSelect<JoinedRow>(tx, 'session-joined', () => joinedSelect(tx), {
      id,
    });
    row = joined?.session;
    user = joined?.user ? { ...joined.user, permissionSets: joined.permissionSets } : undefined;
  }
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
