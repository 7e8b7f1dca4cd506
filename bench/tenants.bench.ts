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
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../apps/server/load/server';
import { openDatabase, rowsOf } from '../packages/db/src/index';
import { migrateAll } from '../packages/db/src/migrate';
import { provisionTenant } from '../packages/db/src/provision';
import {
  benchDatabaseUrl,
  citusBenchDatabase,
  importDefault,
  machine,
  median,
  pgAdmin,
  ratioOf,
  round,
  rssMiB,
  sideBySide,
  writeResult,
} from './lib/common';

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

type Engine = 'postgres' | 'citus';
/**
 * One engine, start to end. PostgreSQL: the bench's own database on BENCH_DATABASE_URL's server.
 * Citus (`comparing`, --engine citus): on BENCH_CITUS_URL's cluster, every node. `comparing`: no
 * file is written here.
 */
async function measureTenants(engine: Engine, comparing: boolean) {
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
    if (exists && !values.keep) await admin.drop(DB_NAME);
    if (!exists || !values.keep) await admin.create(DB_NAME);
    finish = async () => {
      if (!values.keep) await admin.drop(DB_NAME);
      await admin.end();
    };
  } else {
    const citus = await citusBenchDatabase(DB_NAME, values.keep ?? false);
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
  const { db } = database;
  const q = async <T>(text: string) => rowsOf<T>(await db.execute(text));
  await migrateAll(db);

  const tenantId = (i: number) => `t${String(i).padStart(5, '0')}`;
  const existing = Number(
    (await q<{ n: number }>('select count(*)::int as n from master.tenants'))[0]?.n ?? 0,
  );
  const provisionMs: number[] = [];
  console.log(
    `\n== Tenants at scale: ${N} tenants on ${engine === 'citus' ? 'Citus' : 'PostgreSQL'} ${pgVersion}`,
  );
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
  const provisioning = provisionMs.length
    ? {
        tenants: provisionMs.length,
        medianMs: round(median(provisionMs)),
        p90Ms: round(sorted[Math.floor(sorted.length * 0.9)] ?? 0),
        firstHundredMedianMs: round(median(provisionMs.slice(0, 100))),
        lastHundredMedianMs: round(median(provisionMs.slice(-100))),
        totalS: round(provisionMs.reduce((a, b) => a + b, 0) / 1000, 1),
      }
    : null;

  // ---- migrate all ---------------------------------------------------------------------------
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

  // ---- memory while serving every tenant -----------------------------------------------------
  const owners = await q<{ id: string; tenant_id: string; schema_name: string }>(
    'select id, tenant_id, schema_name from master.tenants order by tenant_id',
  );
  const cookies = new Map<string, string>();
  for (const t of owners) {
    const token = randomBytes(20).toString('hex');
    const id = createHash('sha256').update(token).digest('hex');
    await db.execute(
      `insert into master.sessions (id, kind, tenant_id, user_id, expires_at)
     select '${id}', 'user', '${t.id}', (select id from ${t.schema_name}.users order by created_at limit 1), now() + interval '12 hours'`,
    );
    cookies.set(t.tenant_id, `gst_session=${token}`);
  }

  // Server output is kept (the last 500 lines), and printed below if any request failed.
  const app = await startServerProcess(bench, { LOG_LEVEL: 'warn' }, 120_000);
  const { base } = app;
  const pid = app.child.pid ?? 0;

  /**
   * Private memory of this database's backends (shared buffers are not counted); on Citus those of
   * the coordinator and of every worker.
   */
  async function backendsMiB(): Promise<{ backends: number; rssAnonMiB: number }> {
    const pids = await q<{ pid: number }>(
      `select pid from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`,
    );
    for (const sql of workerSqls) {
      pids.push(
        ...((await sql.unsafe(
          `select pid from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`,
        )) as { pid: number }[]),
      );
    }
    let kb = 0;
    for (const { pid: p } of pids) {
      try {
        kb += Number(/RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // backend gone
      }
    }
    return { backends: pids.length, rssAnonMiB: round(kb / 1024, 1) };
  }

  const PATHS = [
    `tenant.invoices.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }))}`,
    `tenant.customers.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }))}`,
    'tenant.settings.get',
  ];
  let failures = 0;
  let requests = 0;
  async function touch(t: string) {
    for (const path of PATHS) {
      const reply = await fetch(`${base}/trpc/${path}`, {
        headers: { cookie: cookies.get(t) ?? '', 'x-tenant-id': t },
        signal: AbortSignal.timeout(30_000),
      });
      await reply.arrayBuffer();
      requests++;
      if (reply.status !== 200) failures++;
    }
  }

  type Sample = {
    pass: number;
    touched: number;
    rssMiB: number;
    pgBackends: number;
    pgRssAnonMiB: number;
  };
  const samples: Sample[] = [];
  async function sample(pass: number, touched: number) {
    const pg = await backendsMiB();
    const s = {
      pass,
      touched,
      rssMiB: rssMiB(pid),
      pgBackends: pg.backends,
      pgRssAnonMiB: pg.rssAnonMiB,
    };
    samples.push(s);
    console.log(
      `pass ${pass} ${String(touched).padStart(5)} tenants touched: server RSS ${s.rssMiB} MiB, ${s.pgBackends} PG backends ${s.pgRssAnonMiB} MiB private`,
    );
  }

  const started = Date.now();
  await sample(0, 0);
  for (const pass of [1, 2]) {
    let next = 0;
    let done = 0;
    let nextSample = SAMPLE_EVERY;
    const worker = async () => {
      while (next < owners.length) {
        const t = owners[next++]?.tenant_id ?? '';
        await touch(t);
        done++;
        if (done >= nextSample || done === owners.length) {
          nextSample += SAMPLE_EVERY;
          await sample(pass, done);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  const servingS = round((Date.now() - started) / 1000, 1);
  await app.stop();
  if (failures > 0) console.log(`server output:\n${app.output.join('\n')}`);

  const pass1 = samples.filter((s) => s.pass === 1);
  const pass2 = samples.filter((s) => s.pass === 2);
  const at = (list: Sample[], fraction: number) =>
    list[Math.min(list.length - 1, Math.floor(list.length * fraction))];
  const mean = (list: Sample[]) =>
    list.reduce((a, s) => a + s.rssMiB, 0) / Math.max(1, list.length);
  const lastHalf = (list: Sample[]) => list.slice(Math.floor(list.length / 2));
  const firstHalf = (at(pass1, 0.5)?.rssMiB ?? 0) - (samples[0]?.rssMiB ?? 0);
  const secondHalf = (pass1.at(-1)?.rssMiB ?? 0) - (at(pass1, 0.5)?.rssMiB ?? 0);
  const secondPass = (pass2.at(-1)?.rssMiB ?? 0) - (pass1.at(-1)?.rssMiB ?? 0);
  const perHundred = (mib: number, tenants: number) => round((mib / Math.max(1, tenants)) * 100, 2);
  // V8 grows its heap lazily and collects in steps, so RSS is a sawtooth: compare plateaus, not
  // end points. Levelled off: the second pass over the same tenants sits within 25% of the first
  // pass's second half, and is flat (within 5%) over its own second half.
  const plateau1 = mean(lastHalf(pass1));
  const plateau2 = mean(lastHalf(pass2));
  const tail2 = lastHalf(pass2);
  const tailChange =
    ((tail2.at(-1)?.rssMiB ?? 0) - (tail2[0]?.rssMiB ?? 0)) / Math.max(1, tail2[0]?.rssMiB ?? 1);
  const memory = {
    requests,
    failures,
    servingS,
    samples,
    growthMiB: {
      firstHalf: round(firstHalf, 1),
      secondHalf: round(secondHalf, 1),
      secondPass: round(secondPass, 1),
    },
    slopeMiBPer100Tenants: {
      firstHalf: perHundred(firstHalf, N / 2),
      secondHalf: perHundred(secondHalf, N / 2),
      secondPass: perHundred(secondPass, N),
    },
    peakMiB: {
      pass1: Math.max(...pass1.map((s) => s.rssMiB)),
      pass2: Math.max(...pass2.map((s) => s.rssMiB)),
    },
    plateauMiB: { pass1SecondHalf: round(plateau1, 1), pass2SecondHalf: round(plateau2, 1) },
    pgBackendsPrivateMiB: {
      afterPass1: pass1.at(-1)?.pgRssAnonMiB,
      afterPass2: pass2.at(-1)?.pgRssAnonMiB,
    },
    leveledOff: plateau2 <= plateau1 * 1.25 && Math.abs(tailChange) <= 0.05,
  };
  console.log(
    `server RSS: +${memory.growthMiB.firstHalf} MiB over the first ${N / 2} tenants, +${memory.growthMiB.secondHalf} MiB over the second ${N / 2}, ` +
      `plateau ${memory.plateauMiB.pass1SecondHalf} MiB (pass 1) vs ${memory.plateauMiB.pass2SecondHalf} MiB (pass 2 over the same tenants): ${memory.leveledOff ? 'levels off' : 'DOES NOT level off'} ` +
      `(${requests} requests, ${failures} failed, ${servingS} s)`,
  );

  const result = {
    bench: 'tenants',
    at: new Date().toISOString(),
    machine: machine(engine === 'citus' ? serverInfo : { postgres: pgVersion }),
    settings: { tenants: N, sampleEvery: SAMPLE_EVERY, concurrency: CONCURRENCY, poolMax: 10 },
    provisioning,
    migration,
    memory,
  };
  if (!comparing) writeResult('tenants', result);

  await database.close();
  await finish();
  if (failures > 0) process.exitCode = 1;
  return result;
}

type Result = Awaited<ReturnType<typeof measureTenants>>;

/** `--engine citus`: both engines' figures side by side, Citus/PostgreSQL, one result file. */
function compare(pg: Result, citus: Result) {
  const figures: [string, string, (r: Result) => number | null | undefined][] = [
    ['provisioning median ms', 'provisioning.medianMs', (r) => r.provisioning?.medianMs],
    ['provisioning p90 ms', 'provisioning.p90Ms', (r) => r.provisioning?.p90Ms],
    ['provisioning total s', 'provisioning.totalS', (r) => r.provisioning?.totalS],
    ['migrateAll, up to date ms', 'migration.upToDate.ms', (r) => r.migration.upToDate.ms],
    [
      'migrateAll, every tenant visited ms',
      'migration.everyTenantVisited.ms',
      (r) => r.migration.everyTenantVisited.ms,
    ],
    [
      '  per tenant ms',
      'migration.everyTenantVisited.perTenantMs',
      (r) => r.migration.everyTenantVisited.perTenantMs,
    ],
    [
      'column + index on every tenant ms',
      'migration.realDdlEveryTenant.ms',
      (r) => r.migration.realDdlEveryTenant.ms,
    ],
    [
      '  per tenant ms',
      'migration.realDdlEveryTenant.perTenantMs',
      (r) => r.migration.realDdlEveryTenant.perTenantMs,
    ],
    [
      'server RSS growth, first half MiB',
      'memory.growthMiB.firstHalf',
      (r) => r.memory.growthMiB.firstHalf,
    ],
    [
      'server RSS growth, second half MiB',
      'memory.growthMiB.secondHalf',
      (r) => r.memory.growthMiB.secondHalf,
    ],
    [
      'server RSS growth, second pass MiB',
      'memory.growthMiB.secondPass',
      (r) => r.memory.growthMiB.secondPass,
    ],
    [
      'server RSS plateau, pass 1 MiB',
      'memory.plateauMiB.pass1SecondHalf',
      (r) => r.memory.plateauMiB.pass1SecondHalf,
    ],
    [
      'server RSS plateau, pass 2 MiB',
      'memory.plateauMiB.pass2SecondHalf',
      (r) => r.memory.plateauMiB.pass2SecondHalf,
    ],
    ['server RSS peak MiB', 'memory.peakMiB.pass2', (r) => r.memory.peakMiB.pass2],
    [
      'DB backends private MiB, after pass 1',
      'memory.pgBackendsPrivateMiB.afterPass1',
      (r) => r.memory.pgBackendsPrivateMiB.afterPass1,
    ],
    [
      'DB backends private MiB, after pass 2',
      'memory.pgBackendsPrivateMiB.afterPass2',
      (r) => r.memory.pgBackendsPrivateMiB.afterPass2,
    ],
    ['serving both passes s', 'memory.servingS', (r) => r.memory.servingS],
    [
      'serving requests/s',
      'memory.requestsPerSecond',
      (r) => round(r.memory.requests / Math.max(0.1, r.memory.servingS), 1),
    ],
  ];
  const ratios: Record<string, number | null> = {};
  for (const [, key, get] of figures) ratios[key] = ratioOf(get(pg), get(citus));
  console.log(
    `\n== Tenants at scale, PostgreSQL and Citus: ${N} tenants, one engine after the other\n` +
      sideBySide(figures.map(([label, , get]) => [label, get(pg), get(citus)])).join('\n') +
      `\n  server memory levels off: PostgreSQL ${pg.memory.leveledOff ? 'yes' : 'NO'}, Citus ${citus.memory.leveledOff ? 'yes' : 'NO'}` +
      `\n  failed requests: PostgreSQL ${pg.memory.failures}, Citus ${citus.memory.failures}; ` +
      `failed tenant migrations: PostgreSQL ${pg.migration.everyTenantVisited.failed}, Citus ${citus.migration.everyTenantVisited.failed}`,
  );
  const strip = ({ bench: _bench, ...rest }: Result) => rest;
  writeResult('tenants-citus', {
    bench: 'tenants-citus',
    at: new Date().toISOString(),
    machine: machine(),
    settings: pg.settings,
    note: 'PostgreSQL, then Citus, same settings; ratios are Citus / PostgreSQL',
    engines: { postgres: strip(pg), citus: strip(citus) },
    ratios,
  });
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
