import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { isCitus } from './citus';
import type { Db, Tx } from './client';
import { rowsOf } from './client';
import { MASTER_MIGRATIONS_DIR, TENANT_MIGRATIONS_DIR } from './paths';
import { tenantMigrationState, tenants } from './schema/master/index';
import { assertSchemaName } from './tenant-id';

type Migration = ReturnType<typeof readMigrationFiles>[number];

let cachedTracks: { master: Migration[]; tenant: Migration[]; tenantTags: string[] } | undefined;
function tracks() {
  if (!cachedTracks) {
    const master = readMigrationFiles({ migrationsFolder: MASTER_MIGRATIONS_DIR });
    const tenant = readMigrationFiles({ migrationsFolder: TENANT_MIGRATIONS_DIR });
    for (const m of tenant) {
      // Tenant SQL must run in whichever schema search_path names.
      if (m.sql.some((s) => /"(public|master|drizzle)"\./.test(s))) {
        throw new Error('Tenant migrations must not contain a schema qualifier');
      }
    }
    cachedTracks = { master, tenant, tenantTags: tenant.map((m) => String(m.folderMillis)) };
  }
  return cachedTracks;
}

export function tenantMigrationCount(): number {
  return tracks().tenant.length;
}

/**
 * Applies the migrations newer than the last one recorded in `<journalSchema>.__drizzle_migrations`
 * (the same journal layout drizzle's own migrator keeps), inside the caller's transaction.
 * drizzle's `migrate()` opens its own transaction, which cannot nest in ours; hence this runner.
 */
async function applyTrack(tx: Tx, journalSchema: string, migrations: Migration[]): Promise<number> {
  const journal = sql.identifier(journalSchema);
  await tx.execute(sql`create schema if not exists ${journal}`);
  await tx.execute(
    sql`create table if not exists ${journal}.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const last = rowsOf<{ created_at: string | number }>(
    await tx.execute(
      sql`select created_at from ${journal}.__drizzle_migrations order by created_at desc limit 1`,
    ),
  )[0];
  const lastMillis = last ? Number(last.created_at) : 0;
  let applied = 0;
  for (const migration of migrations) {
    if (migration.folderMillis <= lastMillis) continue;
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into ${journal}.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
    applied++;
  }
  return applied;
}

/**
 * Creates (if needed) and migrates one tenant schema inside the caller's transaction.
 *
 * On Citus a new schema is created as a plain coordinator schema (schema-based sharding off for
 * this transaction), so the tenant track runs exactly as on PostgreSQL; `provisionTenant` then
 * distributes it (`distributeTenantSchema` in citus.ts). Migrations of a schema that is already
 * distributed run through Citus with `citus.enable_unsafe_triggers` on for this transaction only:
 * Citus refuses to create triggers on distributed tables without it, and the roll-up triggers
 * (0002–0004) only write tables of their own schema, which live on the same worker. See
 * docs/architecture/tenancy.md "Beyond one node".
 */
export async function migrateTenantSchema(tx: Tx, schemaName: string): Promise<number> {
  const schema = assertSchemaName(schemaName);
  if (await isCitus(tx)) {
    await tx.execute(sql`select set_config('citus.enable_schema_based_sharding', 'off', true)`);
    await tx.execute(sql`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
  }
  await tx.execute(sql`create schema if not exists ${sql.identifier(schema)}`);
  await tx.execute(sql`select set_config('search_path', ${schema}, true)`);
  return applyTrack(tx, schema, tracks().tenant);
}

export async function recordTenantMigrationState(tx: Tx, tenantRowId: string): Promise<void> {
  const { tenant } = tracks();
  const lastMigration = tenant.at(-1);
  if (!lastMigration) return;
  const values = {
    tenantId: tenantRowId,
    lastMigrationTag: lastMigration.hash.slice(0, 16),
    lastMigrationAt: Math.floor(lastMigration.folderMillis / 1000),
    migratedAt: new Date(),
  };
  await tx
    .insert(tenantMigrationState)
    .values(values)
    .onConflictDoUpdate({ target: tenantMigrationState.tenantId, set: values });
}

export async function migrateMaster(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together must not both run the DDL.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gst-platform:migrate:master'))`);
    // On Citus the master schema (and drizzle's journal) stay plain tables on the coordinator:
    // one small schema every request reads, joined by foreign keys, never sharded.
    if (await isCitus(tx)) {
      await tx.execute(sql`select set_config('citus.enable_schema_based_sharding', 'off', true)`);
    }
    return applyTrack(tx, 'drizzle', tracks().master);
  });
}

export type MigrationSummary = {
  masterApplied: number;
  tenants: number;
  tenantMigrationsApplied: number;
  failed: { tenantId: string; error: string }[];
};

/**
 * Master first, then each tenant in its own transaction, so one broken tenant neither blocks nor
 * rolls back the others, and a re-run resumes where it stopped. Re-running is a no-op.
 */
export async function migrateAll(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<MigrationSummary> {
  const masterApplied = await migrateMaster(db);
  const all = await db
    .select({ id: tenants.id, tenantId: tenants.tenantId, schemaName: tenants.schemaName })
    .from(tenants)
    .orderBy(tenants.tenantId);
  const lastAt = Math.floor((tracks().tenant.at(-1)?.folderMillis ?? 0) / 1000);
  const states = new Map(
    (await db.select().from(tenantMigrationState)).map((s) => [s.tenantId, s.lastMigrationAt]),
  );
  const summary: MigrationSummary = {
    masterApplied,
    tenants: all.length,
    tenantMigrationsApplied: 0,
    failed: [],
  };
  let done = 0;
  for (const tenant of all) {
    if (states.get(tenant.id) !== lastAt) {
      try {
        summary.tenantMigrationsApplied += await db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${'gst-platform:migrate:' + tenant.tenantId}))`,
          );
          const applied = await migrateTenantSchema(tx, tenant.schemaName);
          await recordTenantMigrationState(tx, tenant.id);
          return applied;
        });
      } catch (error) {
        summary.failed.push({ tenantId: tenant.tenantId, error: (error as Error).message });
      }
    }
    onProgress?.(++done, all.length);
  }
  return summary;
}

export async function tenantMigrationStateOf(db: Db, tenantRowId: string) {
  const [row] = await db
    .select()
    .from(tenantMigrationState)
    .where(eq(tenantMigrationState.tenantId, tenantRowId));
  return row;
}
