import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from './client';
import { createServerDatabase, serverIsCitus } from './server-database';
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
  const created = await createServerDatabase(serverUrl, name);
  const database = await openDatabase({ engine: 'postgres', url: created.url, poolMax: 5 });
  await migrateMaster(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** True when TEST_DATABASE_URL names a Citus coordinator (the CI's third round). */
export async function testDatabaseIsCitus(): Promise<boolean> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverIsCitus(serverUrl) : false;
}
