import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase, type Database } from './client';
import { migrateMaster } from './migrate';
import { MASTER_MIGRATIONS_DIR, TENANT_MIGRATIONS_DIR } from './paths';

/** Key snapshots by the migrations, so a changed migration never reuses a stale snapshot. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of [MASTER_MIGRATIONS_DIR, TENANT_MIGRATIONS_DIR]) {
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(dir, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite initdb costs 4–7 s; loading a dumped, master-migrated data dir costs under 1 s.
 * The first test file to run builds the snapshot, the rest load it.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const path = join(tmpdir(), `gst-platform-pglite-${migrationsFingerprint()}.tar.gz`);
  if (!existsSync(path)) {
    const client = await PGlite.create();
    const { drizzle } = await import('drizzle-orm/pglite');
    const { db } = { db: drizzle({ client, casing: 'snake_case' }) };
    await migrateMaster(db);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
    renameSync(temp, path);
  }
  return new Blob([readFileSync(path)]);
}

type CitusNode = { nodename: string; nodeport: number };

/**
 * On a Citus coordinator (TEST_DATABASE_URL names one, e.g. infra/citus/cluster.sh's), the workers
 * the cluster's own database knows; undefined on plain PostgreSQL.
 */
async function citusWorkersOf(admin: postgres.Sql): Promise<CitusNode[] | undefined> {
  const [loaded] = await admin<{ citus: boolean }[]>`
    select exists (select 1 from pg_extension where extname = 'citus') as citus`;
  if (!loaded?.citus) return undefined;
  return admin<CitusNode[]>`
    select nodename, nodeport from pg_dist_node where groupid > 0 and noderole = 'primary'
    order by nodeid`;
}

/**
 * Citus keeps its metadata per database: a new test database (created on every node by
 * `citus.enable_create_database_propagation`) needs the extension on each node and the same
 * coordinator and workers registered in it. About 0.7 s.
 */
async function joinCitusCluster(url: URL, workers: CitusNode[]): Promise<void> {
  for (const worker of workers) {
    const node = new URL(url);
    node.hostname = worker.nodename;
    node.port = String(worker.nodeport);
    const sql = postgres(node.toString(), { max: 1, onnotice: () => {} });
    await sql`create extension if not exists citus`;
    await sql.end();
  }
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await sql`create extension if not exists citus`;
  await sql`select citus_set_coordinator_host(${url.hostname}, ${Number(url.port || 5432)})`;
  for (const worker of workers) {
    await sql`select citus_add_node(${worker.nodename}, ${worker.nodeport})`;
  }
  await sql.end();
}

/**
 * Drops a test database on every node. Connections that Citus opened from the coordinator's
 * backends to the workers can outlive those backends for a moment, and the propagated drop then
 * finds the database "being accessed by other users" (55006): they are ended and the drop retried.
 */
async function dropOnCitus(admin: postgres.Sql, name: string, url: URL, workers: CitusNode[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
      for (const worker of workers) {
        const node = new URL(url);
        node.hostname = worker.nodename;
        node.port = String(worker.nodeport);
        node.pathname = '/postgres';
        const sql = postgres(node.toString(), { max: 1, onnotice: () => {} });
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
        await sql.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/**
 * A database of its own for one test file, master schema migrated: PGlite in memory by default,
 * or a new database on the server named by TEST_DATABASE_URL (dropped on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ engine: 'pglite-memory', snapshot: await pgliteSnapshot() });
  }
  const name = `gst_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const citus = await citusWorkersOf(admin);
  if (citus) {
    await admin.unsafe(`set citus.enable_create_database_propagation = on`);
  }
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (citus) await joinCitusCluster(url, citus);
  const database = await openDatabase({ engine: 'postgres', url: url.toString(), poolMax: 5 });
  await migrateMaster(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      if (citus) {
        await admin.unsafe(`set citus.enable_create_database_propagation = on`);
        await dropOnCitus(admin, name, url, citus);
      } else {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    },
  };
}

/** True when TEST_DATABASE_URL names a Citus coordinator (the CI's third round). */
export async function testDatabaseIsCitus(): Promise<boolean> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return false;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return (await citusWorkersOf(admin)) !== undefined;
  } finally {
    await admin.end();
  }
}
