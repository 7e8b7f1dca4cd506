import { createRequire } from 'node:module';
import { Socket, connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@gst/db/client';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './cluster';

/**
 * The two postgres.js 3.4.9 defects behind requests that hung while PostgreSQL restarted, fixed
 * by patches/postgres@3.4.9.patch; each case fails (hangs or times out) on the unpatched library.
 * Both the ESM copy (src/, what the server runs) and the CommonJS copy (cjs/) are checked. Runs on
 * a private cluster (./cluster.ts), like the restart test.
 */
type Sql = ((
  strings: TemplateStringsArray,
  ...args: unknown[]
) => Promise<any[]> & { execute: () => Promise<any[]> }) & {
  begin: <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>;
  end: (options?: { timeout?: number }) => Promise<void>;
  reserve: () => Promise<Sql>;
};
type PostgresFactory = (url: string, options: Record<string, unknown>) => Sql;

const dbPackage = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../packages/db/package.json',
);
const cjsEntry = createRequire(dbPackage).resolve('postgres');
const esmEntry = join(dirname(dirname(dirname(cjsEntry))), 'src', 'index.js');
const unavailable = privateClusterUnavailable();

/** Settles with the promise's outcome, or 'hung' when it has not settled within `ms`. */
async function outcome(promise: Promise<unknown>, ms = 8_000): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)));
  const settled = promise.then(
    (value) => `resolved ${JSON.stringify(value)}`,
    (error: { code?: string }) => `rejected ${error?.code ?? String(error)}`,
  );
  try {
    return await Promise.race([settled, hung]);
  } finally {
    clearTimeout(timer);
  }
}

let cluster: PrivateCluster | undefined;
beforeAll(async () => {
  if (!unavailable) cluster = await startPrivateCluster();
}, 120_000);
afterAll(async () => {
  await cluster?.destroy();
});

describe.skipIf(Boolean(unavailable)).each([
  ['ESM', esmEntry],
  ['CommonJS', cjsEntry],
])('patched postgres.js 3.4.9 (%s)', (_name, entry) => {
  async function open(extra: Record<string, unknown> = {}) {
    const mod = (await import(pathToFileURL(entry).href)) as { default: PostgresFactory };
    const sockets: Socket[] = [];
    const url = new URL(cluster!.url);
    const sql = mod.default(cluster!.url, {
      max: 1,
      connect_timeout: 3,
      onnotice: () => {},
      // Our own sockets, so a test can drop the connection at an exact moment.
      socket: () => {
        const socket = connect(Number(url.port), url.hostname);
        sockets.push(socket);
        return socket;
      },
      ...extra,
    });
    return { sql, sockets };
  }

  /** Runs `test` on a one-connection pool of its own, and ends the pool however the test ends. */
  async function withPool(test: (pool: Awaited<ReturnType<typeof open>>) => Promise<void>) {
    const pool = await open();
    try {
      await test(pool);
    } finally {
      await pool.sql.end({ timeout: 1 });
    }
  }

  it('a query on a transaction whose connection has closed is rejected, not left pending', () =>
    withPool(async ({ sql, sockets }) => {
      let tx: Sql | undefined;
      const transaction = sql.begin(async (t) => {
        tx = t;
        await t`select 1`;
        sockets.at(-1)?.destroy();
        await t`select pg_sleep(0.1)`;
      });
      expect(await outcome(transaction)).toBe('rejected CONNECTION_CLOSED');
      // The transaction handle is stale now: its queries must fail at once.
      expect(await outcome(tx!`select 1 as x`)).toBe('rejected CONNECTION_CLOSED');
      // And the pool serves new work on a fresh connection.
      expect(await outcome(sql`select 2 as x`)).toBe('resolved [{"x":2}]');
    }));

  it('a connection closed with a write still buffered reconnects instead of timing out forever', () =>
    withPool(async ({ sql, sockets }) => {
      const transaction = sql.begin(async (t) => {
        await t`select 1`;
        // The next query's bytes are buffered for setImmediate; the socket closes first.
        const pending = t`select 2`.execute();
        sockets.at(-1)?.destroy();
        await pending;
      });
      expect(await outcome(transaction)).toBe('rejected CONNECTION_CLOSED');
      // Same (only) connection of the pool, reconnecting: it must not carry the dead chunk along.
      expect(await outcome(sql`select 3 as x`)).toBe('resolved [{"x":3}]');
      expect(await outcome(sql`select 4 as x`)).toBe('resolved [{"x":4}]');
    }));
  it('a reserved handle used while its connection reconnects is refused and does not stall it', () =>
    withPool(async ({ sql, sockets }) => {
      const reserved = await sql.reserve();
      await reserved`select 1`;
      sockets.at(-1)?.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The pool reconnects its only connection for this query...
      const next = sql`select 5 as x`;
      void next.execute();
      while (sockets.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
      // ...and while it is still starting up, the stale handle sends a query on it.
      expect(await outcome(reserved`select 6 as x`)).toBe('rejected CONNECTION_CLOSED');
      expect(await outcome(next)).toBe('resolved [{"x":5}]');
      expect(await outcome(sql`select 7 as x`)).toBe('resolved [{"x":7}]');
    }));
});

describe.skipIf(Boolean(unavailable))('openDatabase on postgres', () => {
  it('a transaction that gets no connection in time fails as CONNECT_TIMEOUT and never runs', async () => {
    const database = await openDatabase({
      engine: 'postgres',
      url: cluster!.url,
      poolMax: 1,
      beginTimeoutMs: 300,
    });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const holding = new Promise<void>((resolve) => (started = resolve));
      const first = database.db.transaction(async () => {
        started();
        await held;
        return 'first';
      });
      await holding;
      let secondRan = false;
      const second = database.db.transaction(async () => {
        secondRan = true;
        return 'second';
      });
      expect(await outcome(second)).toBe('rejected CONNECT_TIMEOUT');
      release();
      expect(await outcome(first)).toBe('resolved "first"');
      // The waiting BEGIN got the connection after its caller gave up: rolled back, not run.
      expect(await outcome(database.db.transaction(async () => 'third'))).toBe('resolved "third"');
      expect(secondRan).toBe(false);
    } finally {
      await database.close();
    }
  });
});

if (unavailable) console.log(`note: the postgres.js patch tests are skipped: ${unavailable}`);
