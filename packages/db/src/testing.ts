import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase, type Database, type DatabaseLimits } from './client';
import {
  copyServerDatabase,
  createServerDatabase,
  dropServerDatabaseIfIdle,
  sealTemplateDatabase,
  serverIsCitus,
} from './server-database';
import { migrateMaster } from './migrate';
import { MASTER_MIGRATIONS_DIR, TENANT_MIGRATIONS_DIR } from './paths';

/**
 * What a test file's database starts with beyond the migrated master schema (e.g. two provisioned
 * shops and a master operator). `build` runs once per fingerprint and engine: its result is kept
 * as a snapshot (PGlite) or a template database (PostgreSQL) that later files copy. `key` names
 * it; the fingerprint also covers `build`'s own source and every source file of @gst/db and
 * @gst/domain, so a changed migration, provisioning step or default never reuses a stale copy.
 */
export type TestDatabaseSetup = {
  key: string;
  build: (database: Database) => Promise<void>;
};

const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIRS = [here, join(here, '../../domain/src')];

function hashTree(hash: ReturnType<typeof createHash>, dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (/\.(ts|sql)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(path));
  }
}

let baseFingerprint: string | undefined;

/** Key snapshots by the migrations and the sources that write a fresh database's rows. */
function fingerprint(setup?: TestDatabaseSetup): string {
  if (!baseFingerprint) {
    const hash = createHash('sha256');
    for (const dir of [MASTER_MIGRATIONS_DIR, TENANT_MIGRATIONS_DIR, ...SOURCE_DIRS]) {
      hashTree(hash, dir);
    }
    baseFingerprint = hash.digest('hex');
  }
  const hash = createHash('sha256').update(baseFingerprint);
  if (setup) hash.update(setup.key).update(setup.build.toString());
  // The sources' part first: templates of the same sources (other setups) are kept, older ones
  // dropped.
  return `${baseFingerprint.slice(0, 12)}_${hash.digest('hex').slice(0, 12)}`;
}

/** A Database over an open PGlite client (for building a snapshot). */
async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle({ client, casing: 'snake_case' }) as unknown as Database['db'];
  return { db, engine: 'pglite', location: 'memory', close: () => client.close() };
}

/**
 * A fresh PGlite initdb costs 4–7 s; loading a dumped data dir costs under 1 s. The first test
 * file to need a snapshot builds it (master migrated, then `setup`), the rest load it.
 */
async function pgliteSnapshot(setup?: TestDatabaseSetup): Promise<Blob> {
  // Uncompressed: every test file loads one, and gunzipping 47 MB cost each ~0.3 s of CPU.
  const path = join(tmpdir(), `gst-platform-pglite-${fingerprint(setup)}.tar`);
  const loaded = snapshots.get(path);
  if (loaded) return loaded;
  if (!existsSync(path)) {
    const client = await PGlite.create();
    const database = await pgliteDatabase(client);
    await migrateMaster(database.db);
    if (setup) await setup.build(database);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, path);
  }
  const snapshot = new Blob([readFileSync(path)]);
  snapshots.set(path, snapshot);
  return snapshot;
}

/** Snapshots read in this process (a vitest worker opens one per test file, from a few files). */
const snapshots = new Map<string, Blob>();

/**
 * How long a test database's BEGIN may wait for a pooled connection. The product's 10 s (503
 * past it) is tested on its own (apps/server/test/read-path.test.ts, load/postgres-js.test.ts);
 * here the suites that fire 100-200 writes at once on 5 connections must not get 503s because CI
 * runs them beside other work on 2 cores.
 */
const TEST_BEGIN_TIMEOUT_MS = 60_000;

const serverDatabaseName = () =>
  `gst_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/**
 * A database on the server, master schema migrated and `setup` built: the slow way. On a Citus
 * cluster under load the first build of a fresh cluster has failed now and then (CI, twice, at
 * the api suite's first file); it is tried up to three times, each in a database of its own, and
 * a failed one is dropped on a best-effort basis so its drop can never hide the build's error.
 */
async function freshServerDatabase(serverUrl: string, setup?: TestDatabaseSetup) {
  for (let attempt = 1; ; attempt++) {
    const created = await createServerDatabase(serverUrl, serverDatabaseName());
    const database = await openDatabase({ engine: 'postgres', url: created.url, poolMax: 5 });
    try {
      await migrateMaster(database.db);
      if (setup) await setup.build(database);
      return { created, database };
    } catch (error) {
      await database.close().catch(() => undefined);
      await created.drop().catch(() => undefined);
      if (attempt >= 3) throw error;
      console.warn(
        `test database build failed (attempt ${attempt} of 3), trying again: ${(error as Error).message}`,
      );
    }
  }
}

/**
 * On a server a migrated (and set-up) database is built once as a template, named by its
 * fingerprint, and every test file's database is a copy of it: CREATE DATABASE … TEMPLATE copies
 * the files in well under a second where migrating and provisioning two shops took ~5 s on
 * PostgreSQL and ~25 s on Citus. On Citus every node copies its own part under the same name
 * (copyServerDatabase). Parallel workers serialise on an advisory lock while they build or copy;
 * templates of other fingerprints (an older checkout's) are dropped when a new one is made.
 */
async function copyOfTemplate(serverUrl: string, setup?: TestDatabaseSetup) {
  const template = `gst_tpl_${fingerprint(setup)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(hashtext('gst-platform test templates'))`;
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${template}`;
      if (!found) {
        const { created, database } = await freshServerDatabase(serverUrl, setup);
        await database.close();
        await sealTemplateDatabase(serverUrl, new URL(created.url).pathname.slice(1), template);
        // Templates of older sources (another checkout's, or before a change) go; those of the
        // same sources and another setup (the db suite's, the server harness's) stay.
        const current = `${template.slice(0, 'gst_tpl_'.length + 12)}_%`.replace(/_/g, '\\_');
        const stale = await admin<{ datname: string }[]>`
          select datname from pg_database where datname like 'gst\\_tpl\\_%'
            and datname not like ${current}`;
        for (const { datname } of stale) await dropServerDatabaseIfIdle(serverUrl, datname);
      }
      return await copyServerDatabase(serverUrl, template, serverDatabaseName());
    } finally {
      await admin`select pg_advisory_unlock(hashtext('gst-platform test templates'))`;
    }
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file, master schema migrated and `setup` built: PGlite in
 * memory by default, or on the server named by TEST_DATABASE_URL (PostgreSQL or a Citus
 * coordinator) a copy of a template, dropped on close.
 */
export async function openTestDatabase(
  setup?: TestDatabaseSetup,
  /** `limits`: the server's timeouts and per-shop share (ignored on PGlite). */
  options: { limits?: DatabaseLimits } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ engine: 'pglite-memory', snapshot: await pgliteSnapshot(setup) });
  }
  const copy = await copyOfTemplate(serverUrl, setup);
  const database = await openDatabase({
    engine: 'postgres',
    url: copy.url,
    poolMax: 5,
    beginTimeoutMs: TEST_BEGIN_TIMEOUT_MS,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return withDrop(database, copy.drop);
}

function withDrop(database: Database, drop: () => Promise<void>): Database {
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

const citusByUrl = new Map<string, Promise<boolean>>();
function serverIsCitusCached(serverUrl: string): Promise<boolean> {
  let known = citusByUrl.get(serverUrl);
  if (!known) {
    known = serverIsCitus(serverUrl);
    citusByUrl.set(serverUrl, known);
  }
  return known;
}

/** True when TEST_DATABASE_URL names a Citus coordinator (the CI's third round). */
export async function testDatabaseIsCitus(): Promise<boolean> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverIsCitusCached(serverUrl) : false;
}
