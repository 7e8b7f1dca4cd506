import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { preparedByDefault } from './postgres-prepared';
import type { Db } from './db-types';
import { registerJobDb, registerReadPool, registerTenantGate } from './tenant';

export type { Db, Queryable, Tx } from './db-types';

export type Engine = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  engine: Engine;
  /** Where the data lives, for logs: a data dir or the URL without its password. */
  location: string;
  /** The embedded database itself (engine pglite): the job queue runs over it (issue 34). */
  pglite?: PGlite;
  /**
   * `select 1` within `deadlineMs` on a connection of its own (never behind the pools):
   * 'ok', 'slow' (no answer in time) or 'down' (refused, unreachable).
   */
  ping?: (deadlineMs: number) => Promise<'ok' | 'slow' | 'down'>;
  close: () => Promise<void>;
};

/**
 * What a request may cost the database (issue 28, item 5). The request pools' connections start
 * with these timeouts (statement, lock wait, idle in a transaction; 0 = none); one shop holds at
 * most `tenantConnections` connections of each pool at a time, and a request waits at most
 * `tenantWaitMs` for one of them (then 503). Long jobs (migrations, seeds, provisioning, tenant
 * moves, imports) run on `jobDb(db)`: a small pool whose statements have `jobStatementTimeoutMs`.
 */
export type DatabaseLimits = {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  tenantConnections: number;
  tenantWaitMs: number;
  jobStatementTimeoutMs: number;
};

/** Connections of the long-jobs pool (jobDb): migrations, seeds, operators' work, imports. */
const JOB_POOL_MAX = 2;

export type OpenOptions =
  | {
      engine: 'postgres';
      url: string;
      poolMax?: number;
      beginTimeoutMs?: number;
      /** Unset: no timeouts and no per-shop share (scripts, benches, most tests). */
      limits?: DatabaseLimits;
    }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite-memory'; snapshot?: Blob | File };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process, or set DATA_DIR to another folder.',
    );
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must never be opened by two processes (it corrupts the data dir), so a lock file holds
 * the owner's pid. A lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, '.gst-platform.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

const connectTimeout = (message: string) =>
  Object.assign(new Error(message), { code: 'CONNECT_TIMEOUT' });

/**
 * A transaction waits at most `ms` for a connection and its BEGIN, then fails as CONNECT_TIMEOUT
 * (a 503 "database unavailable" in errors.ts); if it gets its connection later, it is rolled back
 * before any of its work runs, since the request was already answered. A backstop against any
 * request waiting on the pool for ever (issue 10: PostgreSQL restarted under write load).
 */
function beginWithin<T>(sql: T, ms: number): T {
  const target = sql as unknown as { begin: (...args: unknown[]) => Promise<unknown> };
  const begin = (...args: unknown[]) => {
    const fn = args.pop() as (tx: unknown) => unknown;
    let timer: NodeJS.Timeout | undefined;
    let late = false;
    const waited = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        late = true;
        reject(connectTimeout(`No database connection within ${ms} ms`));
      }, ms);
    });
    const work = target.begin(...args, (tx: unknown) => {
      clearTimeout(timer);
      if (late) throw connectTimeout('The transaction started after its caller gave up');
      return fn(tx);
    });
    work.catch(() => undefined);
    return Promise.race([work, waited]).finally(() => clearTimeout(timer));
  };
  return new Proxy(target, {
    get: (object, property): unknown =>
      property === 'begin' ? begin : (Reflect.get(object, property) as unknown),
  }) as unknown as T;
}

/** A deadline on a promise: its value, or 'late' once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function pingWithin(
  query: () => Promise<unknown>,
  ms: number,
): Promise<'ok' | 'slow' | 'down'> {
  const answer = query().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  const result = await within(answer, ms);
  return result === 'late' ? 'slow' : result;
}

/** Startup parameters (sent with the connection, no round trip) for a pool's sessions. */
function timeoutParameters(statementMs: number, lockMs: number, idleInTxMs: number) {
  return {
    statement_timeout: statementMs,
    lock_timeout: lockMs,
    idle_in_transaction_session_timeout: idleInTxMs,
  };
}

function openPostgres(options: Extract<OpenOptions, { engine: 'postgres' }>): Database {
  const waitMs = options.beginTimeoutMs ?? 10_000;
  const max = options.poolMax ?? 10;
  const limits = options.limits;
  const poolOptions = {
    max,
    // Recycle connections so per-backend catalog caches of many tenant schemas stay bounded.
    max_lifetime: 60 * 30,
    idle_timeout: 60,
    connect_timeout: 10,
    // Seconds before a failed connection tries again. postgres.js's default grows 3^n / 100 with
    // a failure count shared by the whole pool, so a one-second restart (10 connections refused
    // a few times each) pushed reconnects 10-20 s out while requests waited on them (issue 10).
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1),
    onnotice: () => {},
    ...(limits
      ? {
          connection: timeoutParameters(
            limits.statementTimeoutMs,
            limits.lockTimeoutMs,
            limits.idleInTransactionTimeoutMs,
          ),
        }
      : {}),
  };
  const client = postgres(options.url, poolOptions);
  // Read-only tenant requests pin connections of their own pool (tenant.ts).
  const reads = postgres(options.url, poolOptions);
  // /healthz's own connection: it never waits behind the pools, and gives up within 2 s.
  const health = postgres(options.url, {
    ...poolOptions,
    max: 1,
    connect_timeout: 2,
    connection: timeoutParameters(2000, 2000, 2000),
  });
  const drizzleOf = (sql: postgres.Sql) =>
    // Prepared statements: one round trip per statement instead of two (postgres-prepared.ts).
    drizzlePostgres({
      client: preparedByDefault(beginWithin(sql, waitMs)),
      casing: 'snake_case',
    }) as unknown as Db;
  const db = drizzleOf(client);
  const share = limits ? { max: limits.tenantConnections, waitMs: limits.tenantWaitMs } : undefined;
  registerReadPool(db, reads, waitMs, share);
  const pools = [client, reads, health];
  if (limits) {
    registerTenantGate(db, share);
    // Long jobs: no lock or idle limit, their own statement limit, one connection per shop.
    const jobs = postgres(options.url, {
      ...poolOptions,
      max: JOB_POOL_MAX,
      connection: timeoutParameters(limits.jobStatementTimeoutMs, 0, 0),
    });
    const jobDb = drizzleOf(jobs);
    registerTenantGate(jobDb, { max: Math.ceil(JOB_POOL_MAX / 2), waitMs });
    registerJobDb(db, jobDb);
    pools.push(jobs);
  }
  return {
    db,
    engine: 'postgres',
    location: redactUrl(options.url),
    ping: (deadlineMs) => pingWithin(() => health`select 1`, deadlineMs),
    close: async () => {
      await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
    },
  };
}

/**
 * PGlite's WebAssembly module and file-system bundle, compiled and read once per process: every
 * `PGlite.create` otherwise compiles the 9 MB module again (and V8 tiers its hot functions up
 * again, on background threads). The test suites open one in-memory database per test file, a few
 * hundred per run, in workers that live across files.
 */
type PgliteAssets = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
let pgliteAssets: Promise<PgliteAssets> | undefined;
// The WebAssembly global, which this project's lib (ES2023, Node types) does not declare.
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile: (bytes: Uint8Array) => Promise<PgliteAssets['pgliteWasmModule']> };
  }
).WebAssembly;
function pgliteAssetsOnce() {
  pgliteAssets ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteAssets;
}

/**
 * PGlite and its drizzle driver are loaded only when an embedded database is opened: a server on
 * PostgreSQL (and the shop-export process it starts) never holds them, about 35 MiB of resident
 * memory (issue 33).
 */
async function pgliteModules() {
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  return { PGlite, drizzlePglite };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.engine === 'postgres') return openPostgres(options);
  const { PGlite, drizzlePglite } = await pgliteModules();
  if (options.engine === 'pglite-memory') {
    const assets = await pgliteAssetsOnce();
    const client = await PGlite.create({
      ...assets,
      ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    });
    const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      location: 'memory',
      pglite: client,
      ping: (deadlineMs) => pingWithin(() => client.query('select 1'), deadlineMs),
      close: () => client.close(),
    };
  }
  const dataDir = resolve(options.dataDir);
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
    const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      location: dataDir,
      pglite: client,
      ping: (deadlineMs) => pingWithin(() => client.query('select 1'), deadlineMs),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** drizzle's `execute()` returns rows directly on postgres.js and `{ rows }` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** /healthz's check: the database's own ping within `deadlineMs` ('ok', 'slow' or 'down'). */
export function checkDatabase(
  database: Database,
  deadlineMs: number,
): Promise<'ok' | 'slow' | 'down'> {
  if (database.ping) return database.ping(deadlineMs);
  return pingWithin(() => pingDatabase(database.db), deadlineMs);
}
