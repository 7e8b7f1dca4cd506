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
  const leave = await enterGate(tenantGates.get(db), schemaName);
  try {
    return await transactionIn(db, schemaName, fn);
  } finally {
    leave();
  }
}

/**
 * A long read of a whole tenant that must see one moment (issue 33's export): a read-only
 * REPEATABLE READ transaction, so rows written while it reads (an invoice and its lines) are
 * all in or all out. On PostgreSQL it blocks no writer; on PGlite (one session) the shop's other
 * requests wait for it, as for any transaction there.
 */
export async function withTenantSnapshot<T>(
  db: Db,
  tenant: Pick<TenantRef, 'schemaName'>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const schemaName = assertSchemaName(tenant.schemaName);
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('search_path', ${schemaName}, true)`);
      return fn(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function transactionIn<T>(db: Db, schemaName: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
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
type ReadPool = { reserve: () => Promise<Reserved>; waitMs: number; gate?: TenantGate };

const readPools = new WeakMap<object, ReadPool>();

/** client.ts registers the read pool of a postgres.js database; PGlite has none. */
export function registerReadPool(
  db: Db,
  sql: { reserve: () => Promise<unknown> },
  waitMs: number,
  share?: GateShare,
) {
  readPools.set(db, {
    reserve: () => sql.reserve() as Promise<Reserved>,
    waitMs,
    gate: share && newGate(share),
  });
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
  const leave = await enterGate(pool.gate, schemaName);
  try {
    return await readOn(db, pool, schemaName, fn);
  } finally {
    leave();
  }
}

async function readOn<T>(
  db: Db,
  pool: ReadPool,
  schemaName: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
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

/**
 * One shop's share of a pool (issue 28, item 5): at most `max` of its scopes hold a connection at
 * once, in this process. A scope past the share waits at most `waitMs` for one of them, then
 * fails with code TENANT_BUSY (a 503 "try again" in errors.ts). A shop whose statements are stuck
 * (a lock held on one of its tables) so holds at most its share, and every other shop keeps the
 * rest of the pool. Per process: N instances let a shop hold N shares of the server's
 * connections, each instance's pool its own.
 */
export type GateShare = { max: number; waitMs: number };
type Waiter = { wake: () => void; timer: NodeJS.Timeout };
type TenantGate = GateShare & { active: Map<string, number>; queues: Map<string, Waiter[]> };

const tenantGates = new WeakMap<object, TenantGate>();
const jobDbs = new WeakMap<object, Db>();

function newGate(share: GateShare): TenantGate {
  return { ...share, active: new Map(), queues: new Map() };
}

/** client.ts registers a pool's share per shop when the database is opened with limits. */
export function registerTenantGate(db: Db, share: GateShare | undefined) {
  if (share) tenantGates.set(db, newGate(share));
}

/** client.ts registers the long-jobs pool of a database opened with limits. */
export function registerJobDb(db: Db, jobDb: Db) {
  jobDbs.set(db, jobDb);
}

/**
 * The handle long jobs run on (migrations, seeds, provisioning, tenant moves, imports): a small
 * pool without the request timeouts. `db` itself where none is registered (PGlite, scripts).
 */
export function jobDb(db: Db): Db {
  return jobDbs.get(db) ?? db;
}

const tenantBusy = (waitMs: number) =>
  Object.assign(
    new Error(`The shop's share of database connections stayed busy for ${waitMs} ms`),
    {
      code: 'TENANT_BUSY',
    },
  );

/** Takes one of the shop's places (waiting at most waitMs); returns its release. */
async function enterGate(gate: TenantGate | undefined, key: string): Promise<() => void> {
  if (!gate) return () => undefined;
  const taken = gate.active.get(key) ?? 0;
  if (taken >= gate.max) {
    await new Promise<void>((resolve, reject) => {
      const queue = gate.queues.get(key) ?? [];
      gate.queues.set(key, queue);
      const waiter: Waiter = {
        wake: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          if (queue.length === 0) gate.queues.delete(key);
          reject(tenantBusy(gate.waitMs));
        }, gate.waitMs),
      };
      queue.push(waiter);
    });
    // The leaving scope handed its place over without giving it back (below).
  } else {
    gate.active.set(key, taken + 1);
  }
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const queue = gate.queues.get(key);
    const next = queue?.shift();
    if (queue && queue.length === 0) gate.queues.delete(key);
    if (next) return next.wake(); // the place passes on: the count stays
    const now = (gate.active.get(key) ?? 1) - 1;
    if (now > 0) gate.active.set(key, now);
    else gate.active.delete(key);
  };
}
