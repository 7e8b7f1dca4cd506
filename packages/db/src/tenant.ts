import { sql } from 'drizzle-orm';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type { Db, Tx } from './db-types';
import { preparedByDefault } from './postgres-prepared';

export { compiledSelect } from './postgres-prepared';
import { assertSchemaName } from './tenant-id';

export type TenantRef = { id: string; tenantId: string; schemaName: string };

/** The transaction-scoped postgres.js `sql` under a drizzle transaction; undefined on PGlite. */
type PostgresJsTxClient = {
  unsafe: (query: string, params: unknown[]) => { execute: () => PromiseLike<unknown> };
  savepoint?: unknown;
};

function postgresJsClientOf(tx: Tx): PostgresJsTxClient | undefined {
  // drizzle keeps the driver's transaction handle on the (internal) session; postgres.js's has
  // `savepoint`, PGlite's does not.
  const client = (tx as unknown as { session?: { client?: PostgresJsTxClient } }).session?.client;
  return typeof client?.unsafe === 'function' && typeof client.savepoint === 'function'
    ? client
    : undefined;
}

/**
 * The only way to reach tenant tables: one transaction whose first statement points search_path
 * at the tenant schema. `set_config(..., true)` is transaction-local, so nothing leaks into the
 * next request on a pooled connection (or the single PGlite session).
 *
 * On postgres.js the set_config is sent without waiting for its answer, so it leaves in the same
 * socket write as `fn`'s first statement: one round trip fewer per call (issue 10). Order is
 * still guaranteed: a postgres.js query reaches its connection one microtask after it is started,
 * and this one is started before `fn` runs, so it is ahead of every statement of `fn` on the
 * transaction's connection; if it failed, the transaction is aborted and every later statement
 * fails (and the public schema holds no tables for them to reach).
 */
export async function withTenant<T>(
  db: Db,
  tenant: Pick<TenantRef, 'schemaName'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const schemaName = assertSchemaName(tenant.schemaName);
  return db.transaction(async (tx) => {
    const client = postgresJsClientOf(tx);
    if (!client) {
      await tx.execute(sql`select set_config('search_path', ${schemaName}, true)`);
      return fn(tx);
    }
    const searchPath = client
      .unsafe(`select set_config('search_path', $1, true)`, [schemaName])
      .execute();
    const result = await fn(tx);
    await searchPath;
    return result;
  });
}

/**
 * The read path without a transaction (issue 10's API benchmark): a read-only request pins one
 * connection of a pool used for nothing else (postgres.js `reserve()`), sets the tenant's
 * search_path for the session in the SAME socket write as its first statement, and gives the
 * connection back afterwards. No BEGIN and no COMMIT: two round trips fewer per call.
 *
 * Why a pool of its own: the search_path stays on the connection after release. Every user of
 * this pool is `withTenantRead`, and every use sets its own search_path first, ahead of all its
 * statements in the connection's order, so no read ever runs on the previous tenant's path; the
 * main pool (master tables, migrations, provisioning, transactions) never sees it. If the
 * set_config fails, the request fails and whatever its pipelined statements read is dropped.
 */

type Unsafe = (query: string, params?: unknown[], options?: Record<string, unknown>) => unknown;
type Reserved = { unsafe: Unsafe; release: () => void };
type Connection = { reserved: unknown };
type DrizzleSessionParts = { dialect: unknown; schema: unknown; options: unknown };
type ReadPool = { reserve: () => Promise<Reserved>; waitMs: number };

const readPools = new WeakMap<object, ReadPool>();

/** client.ts registers the read pool of a postgres.js database; PGlite has none. */
export function registerReadPool(db: Db, sql: { reserve: () => Promise<unknown> }, waitMs: number) {
  readPools.set(db, { reserve: () => sql.reserve() as Promise<Reserved>, waitMs });
}

const connectTimeout = (message: string) =>
  Object.assign(new Error(message), { code: 'CONNECT_TIMEOUT' });

/** reserve() waits for ever when every connection is busy or down: give up after `ms` (503). */
function reserveWithin(pool: ReadPool): Promise<Reserved> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const reserved = pool.reserve().then((handle) => {
    clearTimeout(timer);
    if (late) handle.release(); // the request was already answered
    return handle;
  });
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(connectTimeout(`No database connection within ${pool.waitMs} ms`));
    }, pool.waitMs);
  });
  reserved.catch(() => undefined);
  return Promise.race([reserved, waited]).finally(() => clearTimeout(timer));
}

/** The drizzle handle over one reserved connection; refuses queries once released. */
function readTx(db: Db, reserved: Reserved, isReleased: () => boolean): Tx {
  const prepared = preparedByDefault(reserved);
  const client = {
    unsafe: (query: string, params?: unknown[], options?: Record<string, unknown>) => {
      if (isReleased()) throw new Error('Query after the read connection was released');
      return prepared.unsafe(query, params, options);
    },
  };
  // drizzle's own internals, as its transaction() builds them for every transaction.
  const main = (db as unknown as { session: DrizzleSessionParts }).session;
  const session = new PostgresJsSession(
    client as never,
    main.dialect as never,
    main.schema as never,
    main.options as never,
  );
  return new PostgresJsTransaction(
    main.dialect as never,
    session,
    main.schema as never,
  ) as unknown as Tx;
}

/**
 * Runs a read-only `fn` with search_path set to the tenant schema: on postgres.js on a reserved
 * connection without a transaction (above), on PGlite in `withTenant`'s transaction. `fn` must
 * not write tenant data (its statements are not atomic together) nor open a transaction.
 */
export async function withTenantRead<T>(
  db: Db,
  tenant: Pick<TenantRef, 'schemaName'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pool = readPools.get(db);
  if (!pool) return withTenant(db, tenant, fn);
  const schemaName = assertSchemaName(tenant.schemaName);
  const reserved = await reserveWithin(pool);
  let released = false;
  let connection: Connection | undefined;
  // The schema name is checked (lower-case letters, digits, underscores), so it is inlined: a
  // statement without parameters is never "describe first", so postgres.js reports the connection
  // it runs on through onexecute (needed below) and it leaves with fn's first statement.
  const searchPath = (
    reserved.unsafe(`select set_config('search_path', '${schemaName}', false)`, [], {
      onexecute: (c: Connection) => ((connection = c), true),
    }) as { execute: () => Promise<unknown> }
  ).execute();
  searchPath.catch(() => undefined);
  try {
    const result = await fn(readTx(db, reserved, () => released));
    await searchPath;
    return result;
  } finally {
    released = true;
    // A connection that closed while reserved is already back in the pool's `closed` queue
    // (postgres.js clears `reserved` then); releasing it would put a dead connection into the
    // `open` queue. One that never ran the set_config was dead from the start.
    if (connection && connection.reserved) reserved.release();
  }
}
