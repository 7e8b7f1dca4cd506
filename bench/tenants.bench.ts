/**
 * Tenants at scale (issue 10): provision N tenants (default 1,000) on PostgreSQL, then
 *  - provisioning time per tenant (median, p90) — master row, schema, every tenant table and
 *    index, owner (argon2id hash) and default settings, one transaction each;
 *  - migrateAll on the already-migrated set (the boot path: state rows say up to date), and after
 *    clearing the migration state (every tenant visited in its own transaction, nothing to apply),
 *    and a real DDL change (a column and an index) applied to every tenant, one transaction each;
 *  - the server's memory (RSS of a real `src/main.ts` process) while requests are spread over all
 *    tenants, sampled every --sample-every tenants touched, then a second pass over all of them:
 *    it must level off, not grow with every tenant touched. The PostgreSQL backends' private memory
 *    (RssAnon) is sampled alongside, since per-backend catalog caches grow with schemas touched.
 *
 *   node --import tsx ../../bench/tenants.bench.ts   (from apps/server; or pnpm bench)
 *     [--engine postgres|citus] [--tenants 1000] [--sample-every 50] [--concurrency 8] [--keep]
 *
 * BENCH_DATABASE_URL names the server; the bench uses its own database `gst_bench_tenants` and
 * drops it at the end (--keep reuses it when it already holds that many tenants).
 * Writes bench/results/tenants.json.
 *
 * `--engine citus`: PostgreSQL as above, then the Citus cluster BENCH_CITUS_URL names (default
 * postgres://postgres@127.0.0.1:9700/postgres, infra/citus/cluster.sh) with the same settings,
 * database `gst_bench_tenants_citus` on every node (packages/db createServerDatabase): provisioning
 * there also distributes each tenant schema and places it on the least loaded worker, and the
 * backends' private memory is summed over the coordinator and the workers. Prints the figures side
 * by side with Citus/PostgreSQL and writes only bench/results/tenants-citus.json.
 */
import { parseArgs } from 'node:util';
import { machine, round, writeResult } from './lib/common';
import { sideBySideFigures, writeEngineComparison } from './lib/engine-compare';
import { measureServing } from './lib/tenants-memory';
import {
  measureMigrations,
  openBenchDatabase,
  provisionTenants,
  type Engine,
} from './lib/tenants-setup';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '1000' },
    'sample-every': { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '8' },
    keep: { type: 'boolean', default: false },
    engine: { type: 'string', default: 'postgres' },
  },
});
const N = Number(values.tenants);
const SAMPLE_EVERY = Math.max(1, Number(values['sample-every']));
const CONCURRENCY = Number(values.concurrency);
const CITUS = values.engine === 'citus';
if (!CITUS && values.engine !== 'postgres') {
  throw new Error(`--engine ${values.engine}: the tenants bench runs on postgres or citus`);
}

/**
 * One engine, start to end. PostgreSQL: the bench's own database on BENCH_DATABASE_URL's server.
 * Citus (`comparing`, --engine citus): on BENCH_CITUS_URL's cluster, every node. `comparing`: no
 * file is written here.
 */
async function measureTenants(engine: Engine, comparing: boolean) {
  const opened = await openBenchDatabase(engine, values.keep ?? false);
  const { db } = opened.database;
  console.log(
    `\n== Tenants at scale: ${N} tenants on ${engine === 'citus' ? 'Citus' : 'PostgreSQL'} ${opened.pgVersion}`,
  );
  const provisioning = await provisionTenants(db, N, opened.dbName);
  const migration = await measureMigrations(db);
  const memory = await measureServing({
    db,
    bench: opened.bench,
    dbName: opened.dbName,
    workerSqls: opened.workerSqls,
    tenants: N,
    sampleEvery: SAMPLE_EVERY,
    concurrency: CONCURRENCY,
  });

  const result = {
    bench: 'tenants',
    at: new Date().toISOString(),
    machine: machine(engine === 'citus' ? opened.serverInfo : { postgres: opened.pgVersion }),
    settings: { tenants: N, sampleEvery: SAMPLE_EVERY, concurrency: CONCURRENCY, poolMax: 10 },
    provisioning,
    migration,
    memory,
  };
  if (!comparing) writeResult('tenants', result);

  await opened.database.close();
  await opened.finish();
  if (memory.failures > 0) process.exitCode = 1;
  return result;
}

type Result = Awaited<ReturnType<typeof measureTenants>>;

/** Both engines' figures, by their path in a result. */
const FIGURES: [string, string][] = [
  ['provisioning median ms', 'provisioning.medianMs'],
  ['provisioning p90 ms', 'provisioning.p90Ms'],
  ['provisioning total s', 'provisioning.totalS'],
  ['migrateAll, up to date ms', 'migration.upToDate.ms'],
  ['migrateAll, every tenant visited ms', 'migration.everyTenantVisited.ms'],
  ['  per tenant ms', 'migration.everyTenantVisited.perTenantMs'],
  ['column + index on every tenant ms', 'migration.realDdlEveryTenant.ms'],
  ['  per tenant ms', 'migration.realDdlEveryTenant.perTenantMs'],
  ['server RSS growth, first half MiB', 'memory.growthMiB.firstHalf'],
  ['server RSS growth, second half MiB', 'memory.growthMiB.secondHalf'],
  ['server RSS growth, second pass MiB', 'memory.growthMiB.secondPass'],
  ['server RSS plateau, pass 1 MiB', 'memory.plateauMiB.pass1SecondHalf'],
  ['server RSS plateau, pass 2 MiB', 'memory.plateauMiB.pass2SecondHalf'],
  ['server RSS peak MiB', 'memory.peakMiB.pass2'],
  ['DB backends private MiB, after pass 1', 'memory.pgBackendsPrivateMiB.afterPass1'],
  ['DB backends private MiB, after pass 2', 'memory.pgBackendsPrivateMiB.afterPass2'],
  ['serving both passes s', 'memory.servingS'],
  ['serving requests/s', 'memory.requestsPerSecond'],
];

/** `--engine citus`: both engines' figures side by side, Citus/PostgreSQL, one result file. */
function compare(pg: Result, citus: Result) {
  const withRate = (r: Result) => ({
    ...r,
    memory: {
      ...r.memory,
      requestsPerSecond: round(r.memory.requests / Math.max(0.1, r.memory.servingS), 1),
    },
  });
  const { lines, ratios } = sideBySideFigures(FIGURES, withRate(pg), withRate(citus));
  console.log(
    `\n== Tenants at scale, PostgreSQL and Citus: ${N} tenants, one engine after the other\n` +
      lines.join('\n') +
      `\n  server memory levels off: PostgreSQL ${pg.memory.leveledOff ? 'yes' : 'NO'}, Citus ${citus.memory.leveledOff ? 'yes' : 'NO'}` +
      `\n  failed requests: PostgreSQL ${pg.memory.failures}, Citus ${citus.memory.failures}; ` +
      `failed tenant migrations: PostgreSQL ${pg.migration.everyTenantVisited.failed}, Citus ${citus.migration.everyTenantVisited.failed}`,
  );
  writeEngineComparison('tenants-citus', pg, citus, ratios);
}

if (CITUS) {
  const pg = await measureTenants('postgres', true);
  const citus = await measureTenants('citus', true);
  compare(pg, citus);
  // With --keep createServerDatabase's admin connection stays open (nothing to drop).
  process.exit(process.exitCode ?? 0);
} else {
  await measureTenants('postgres', false);
}
