/**
 * The tenants bench's database and first two phases (issue 10): the bench's own database on
 * PostgreSQL or on every node of the Citus cluster, N tenants provisioned one transaction each,
 * and migrateAll timed up to date, with every tenant visited, and with a real DDL change.
 */
import { openDatabase, rowsOf } from '../../packages/db/src/index';
import { migrateAll } from '../../packages/db/src/migrate';
import { provisionTenant } from '../../packages/db/src/provision';
import {
  benchDatabaseUrl,
  citusBenchDatabase,
  importDefault,
  median,
  pgAdmin,
  round,
} from './common';

export type Engine = 'postgres' | 'citus';
export type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** A query's rows. */
export const queryOf =
  (db: BenchDb) =>
  async <T>(text: string) =>
    rowsOf<T>(await db.execute(text));

/**
 * The bench's database: PostgreSQL, on BENCH_DATABASE_URL's server; Citus, on BENCH_CITUS_URL's
 * cluster, every node (the workers' connections are kept for sampling their backends).
 * `keep`: reuse it when it is there, and do not drop it at the end.
 */
export async function openBenchDatabase(engine: Engine, keep: boolean) {
  const DB_NAME = engine === 'citus' ? 'gst_bench_tenants_citus' : 'gst_bench_tenants';
  let bench: string;
  let pgVersion: string;
  let serverInfo: Record<string, unknown>;
  let finish: () => Promise<void>;
  /** Citus workers' copies of the bench database, for sampling their backends. */
  const workerSqls: any[] = [];
  if (engine === 'postgres') {
    const { server, bench: url } = benchDatabaseUrl(DB_NAME);
    bench = url;
    const admin = await pgAdmin(server);
    pgVersion = await admin.version();
    serverInfo = { postgres: pgVersion };
    const exists = await admin.exists(DB_NAME);
    if (exists && !keep) await admin.drop(DB_NAME);
    if (!exists || !keep) await admin.create(DB_NAME);
    finish = async () => {
      if (!keep) await admin.drop(DB_NAME);
      await admin.end();
    };
  } else {
    const citus = await citusBenchDatabase(DB_NAME, keep);
    bench = citus.url;
    serverInfo = citus.info;
    pgVersion = `${String(citus.info.citus)} (PostgreSQL ${String(citus.info.postgres)}, ${(citus.info.workers as string[]).length} workers)`;
    const postgres = await importDefault('packages/db', 'postgres');
    for (const url of citus.nodeUrls.slice(1)) {
      workerSqls.push(postgres(url, { max: 1, onnotice: () => {} }));
    }
    finish = async () => {
      for (const sql of workerSqls) await sql.end({ timeout: 5 });
      await citus.drop();
    };
  }
  const database = await openDatabase({ engine: 'postgres', url: bench, poolMax: 4 });
  await migrateAll(database.db);
  return { dbName: DB_NAME, bench, pgVersion, serverInfo, workerSqls, database, finish };
}

export const tenantId = (i: number) => `t${String(i).padStart(5, '0')}`;

/** Provisions tenants t00000… up to `n` (unless the database already holds them): per-tenant times. */
export async function provisionTenants(db: BenchDb, n: number, dbName: string) {
  const q = queryOf(db);
  const N = n;
  const DB_NAME = dbName;
  const existing = Number(
    (await q<{ n: number }>('select count(*)::int as n from master.tenants'))[0]?.n ?? 0,
  );
  const provisionMs: number[] = [];
  if (existing !== N) {
    if (existing > 0) throw new Error(`${DB_NAME} holds ${existing} tenants; run without --keep`);
    const started = Date.now();
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      await provisionTenant(db, {
        tenantId: tenantId(i),
        name: `Shop ${i}`,
        ownerEmail: `owner@${tenantId(i)}.test`,
        owner: {
          name: `Owner ${i}`,
          email: `owner@${tenantId(i)}.test`,
          password: 'bench-pass-123',
        },
      });
      provisionMs.push(performance.now() - t);
      if ((i + 1) % 100 === 0 || i + 1 === N) {
        console.log(
          `provisioned ${i + 1}/${N}: median ${round(median(provisionMs))} ms, ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
    }
  } else {
    console.log(`reusing ${N} provisioned tenants in ${DB_NAME}`);
  }
  const sorted = [...provisionMs].sort((a, b) => a - b);
  return provisionMs.length
    ? {
        tenants: provisionMs.length,
        medianMs: round(median(provisionMs)),
        p90Ms: round(sorted[Math.floor(sorted.length * 0.9)] ?? 0),
        firstHundredMedianMs: round(median(provisionMs.slice(0, 100))),
        lastHundredMedianMs: round(median(provisionMs.slice(-100))),
        totalS: round(provisionMs.reduce((a, b) => a + b, 0) / 1000, 1),
      }
    : null;
}

/** migrateAll up to date, with every tenant visited, and a column + index on every tenant. */
export async function measureMigrations(db: BenchDb) {
  const q = queryOf(db);
  async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
    const t = performance.now();
    const result = await fn();
    return [round(performance.now() - t, 1), result];
  }
  const [upToDateMs, upToDate] = await timed(() => migrateAll(db));
  await db.execute('delete from master.tenant_migration_state');
  const [revisitMs, revisit] = await timed(() => migrateAll(db));
  const tenantsList = await q<{ schema_name: string }>(
    'select schema_name from master.tenants order by tenant_id',
  );
  const [ddlMs] = await timed(async () => {
    for (const t of tenantsList) {
      await db.transaction(async (tx) => {
        await tx.execute(`set local search_path to ${t.schema_name}`);
        await tx.execute('alter table invoices add column bench_note text');
        await tx.execute('create index invoices_bench_note_idx on invoices (bench_note)');
      });
    }
  });
  for (const t of tenantsList) {
    await db.execute(`alter table ${t.schema_name}.invoices drop column bench_note`);
  }
  const migration = {
    upToDate: {
      ms: upToDateMs,
      tenants: upToDate.tenants,
      applied: upToDate.tenantMigrationsApplied,
    },
    everyTenantVisited: {
      ms: revisitMs,
      perTenantMs: round(revisitMs / Math.max(1, revisit.tenants), 2),
      applied: revisit.tenantMigrationsApplied,
      failed: revisit.failed.length,
    },
    realDdlEveryTenant: {
      ms: ddlMs,
      perTenantMs: round(ddlMs / Math.max(1, tenantsList.length), 2),
    },
  };
  console.log(
    `migrateAll, all up to date: ${upToDateMs} ms; every tenant visited (nothing to apply): ${revisitMs} ms ` +
      `(${migration.everyTenantVisited.perTenantMs} ms/tenant); a column + index on every tenant: ${ddlMs} ms`,
  );
  return migration;
}
