/**
 * API ceiling (issue 10): the invoice list (page 1 of 20, customer names, newest first) on a tenant
 * with 100,000 invoices, through tRPC and through the REST adapter, next to a bare Fastify handler
 * running the same SQL on the same driver (the ceiling), all on loopback in the same run.
 * autocannon, 32 connections, a fixed duration per target, rounds interleaved so drift on a shared
 * machine hits all three alike. Goal: tRPC and REST at >= 0.8 of the ceiling's req/s.
 *
 *   node --import tsx ../../bench/api-ceiling.bench.ts            (from apps/server; or pnpm bench)
 *     [--engine postgres|pglite|both|citus] [--duration 10] [--connections 32] [--rounds 2]
 *     [--invoices 100000] [--pool 10] [--keep] [--targets ceiling,trpc,rest,appSql]
 *
 * PostgreSQL: BENCH_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/
 * postgres); the bench creates `gst_bench_api` and drops it at the end (--keep reuses it).
 * PGlite: a data dir under the OS temp dir (kept with --keep). Seeding is set-based
 * (packages/db seedLarge: INSERT … SELECT generate_series). Writes bench/results/api-ceiling.json
 * and bench/results/api-ceiling-pglite.json.
 *
 * `--engine citus`: PostgreSQL as above, then the Citus cluster BENCH_CITUS_URL names (default
 * postgres://postgres@127.0.0.1:9700/postgres, infra/citus/cluster.sh) with the same settings,
 * database `gst_bench_api_citus` on every node (packages/db createServerDatabase; the 'large'
 * tenant's schema is distributed, on one worker). The app-sequence target reads the session and
 * user as the app does on each engine: one joined statement, two statements on Citus
 * (lib/api-host.ts HOST_SESSION_SQL).
 * Prints the figures side by side with Citus/PostgreSQL and writes only
 * bench/results/api-ceiling-citus.json (both engines and the ratios).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LARGE_OWNER } from '../packages/db/src/seed/large';
import {
  benchDatabaseUrl,
  cannon,
  citusBenchDatabase,
  cpuMs,
  machine,
  pgAdmin,
  round,
  sideBySide,
  ratioOf,
  spawnTs,
  stopChild,
  waitReady,
  writeResult,
  type LoadFigures,
} from './lib/common';
import { writeEngineComparison } from './lib/engine-compare';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
    invoices: { type: 'string', default: '100000' },
    pool: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    // A comma list of targets to measure (ceiling is always measured: the ratios need it).
    targets: { type: 'string', default: 'ceiling,trpc,rest,appSql' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const invoices = Number(values.invoices);
const pool = Number(values.pool);
const DB_NAME = 'gst_bench_api';
const CITUS_DB_NAME = 'gst_bench_api_citus';
type Engine = 'postgres' | 'pglite' | 'citus';
const ENGINE_NAMES: Record<Engine, string> = {
  postgres: 'PostgreSQL',
  pglite: 'PGlite',
  citus: 'Citus',
};
/** A target left out with --targets: zeros. */
const emptyFigures: LoadFigures = {
  reqPerSec: 0,
  p50: 0,
  p99: 0,
  avg: 0,
  requests: 0,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
};
const GOAL = 0.8;

type Ready = {
  engine: string;
  pid: number;
  app: number;
  ceiling: number;
  data: { invoices: number; lines: number; customers: number; seedMs: number | null };
  sql: string[];
};

async function login(port: number): Promise<string> {
  const reply = await fetch(`http://127.0.0.1:${port}/trpc/tenant.auth.login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${port}`,
      'x-tenant-id': 'large',
    },
    body: JSON.stringify({ email: LARGE_OWNER.email, password: LARGE_OWNER.password }),
  });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${await reply.text()}`);
  const cookies = reply.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

type Target = {
  name: 'ceiling' | 'trpc' | 'rest' | 'appSql';
  url: string;
  headers: Record<string, string>;
};

function targets(ready: Ready, cookie: string): Target[] {
  const input = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }));
  const auth = { cookie, 'x-tenant-id': 'large' };
  return [
    { name: 'ceiling', url: `http://127.0.0.1:${ready.ceiling}/invoices`, headers: {} },
    {
      name: 'trpc',
      url: `http://127.0.0.1:${ready.app}/trpc/tenant.invoices.list?input=${input}`,
      headers: auth,
    },
    {
      name: 'rest',
      url: `http://127.0.0.1:${ready.app}/api/invoice?page=1&pageSize=20`,
      headers: auth,
    },
    // Not a goal: the app's statement sequence on the bare driver, to split the gap between
    // database round trips and the framework.
    {
      name: 'appSql',
      url: `http://127.0.0.1:${ready.ceiling}/invoices-as-app`,
      headers: { cookie },
    },
  ];
}

/** The three answer the same page: same invoice numbers, same total. */
async function samePage(list: Target[]) {
  const pages = await Promise.all(
    list.map(async (t) => {
      const reply = await fetch(t.url, { headers: t.headers });
      const body = (await reply.json()) as any;
      const page = t.name === 'trpc' ? body.result.data : body;
      const numbers = (page.data as any[]).map((r) => r.invoiceNumber ?? r.invoice_number);
      return { name: t.name, status: reply.status, total: Number(page.total), numbers };
    }),
  );
  const [first] = pages;
  for (const p of pages) {
    if (p.status !== 200) throw new Error(`${p.name} answered ${p.status}`);
    if (p.total !== first?.total || p.numbers.join() !== first?.numbers.join()) {
      throw new Error(`${p.name} returned a different page than ${first?.name}`);
    }
  }
  return { total: first?.total ?? 0, newest: first?.numbers[0], rows: first?.numbers.length ?? 0 };
}

/** One engine, start to end. `comparing` (--engine citus): no file is written here. */
async function measure(engine: Engine, comparing = false) {
  console.log(
    `\n== API ceiling on ${ENGINE_NAMES[engine]}: ${invoices} invoices, ${connections} connections, ${rounds} x ${duration} s per target`,
  );
  let env: Record<string, string>;
  let cleanup = async () => {};
  let pgInfo: Record<string, string> = {};
  if (engine === 'postgres') {
    const { server, bench } = benchDatabaseUrl(DB_NAME);
    const admin = await pgAdmin(server);
    pgInfo = {
      postgres: await admin.version(),
      sharedBuffers: await admin.setting('shared_buffers'),
    };
    const exists = await admin.exists(DB_NAME);
    if (exists && !values.keep) await admin.drop(DB_NAME);
    if (!exists || !values.keep) await admin.create(DB_NAME);
    env = { HOST_ENGINE: 'postgres', HOST_DB_URL: bench };
    cleanup = async () => {
      if (!values.keep) await admin.drop(DB_NAME);
      await admin.end();
    };
  } else if (engine === 'citus') {
    const citus = await citusBenchDatabase(CITUS_DB_NAME, values.keep ?? false);
    pgInfo = citus.info as Record<string, string>;
    // The app reads session and user in two statements on Citus only (session-user.ts).
    env = { HOST_ENGINE: 'postgres', HOST_DB_URL: citus.url, HOST_SESSION_SQL: 'split' };
    cleanup = citus.drop;
  } else {
    const dataDir = join(tmpdir(), 'gst-bench-api-pglite');
    if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
    env = { HOST_ENGINE: 'pglite', HOST_DATA_DIR: dataDir };
    cleanup = async () => {
      if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const host = spawnTs(join('..', '..', 'bench', 'lib', 'api-host.ts'), {
    ...env,
    HOST_INVOICES: String(invoices),
    HOST_POOL: String(pool),
  });
  try {
    const ready = await waitReady<Ready>(host, 30 * 60_000);
    console.log(`data: ${JSON.stringify(ready.data)}`);
    const cookie = await login(ready.app);
    const wanted = new Set(['ceiling', ...(values.targets ?? '').split(',')]);
    const list = targets(ready, cookie).filter((t) => wanted.has(t.name));
    const page = await samePage(list);
    console.log(`all three return the same page (total ${page.total}, newest ${page.newest})`);
    // Warm-up: JIT, plan caches, pool connections.
    for (const t of list) await cannon({ ...t, connections, duration: 2 });
    type Figures = LoadFigures & { cpuUsPerRequest: number };
    const runs: Record<Target['name'], Figures[]> = {
      ceiling: [],
      trpc: [],
      rest: [],
      appSql: [],
    };
    for (let r = 0; r < rounds; r++) {
      for (const t of list) {
        const cpuBefore = cpuMs(ready.pid);
        const load = await cannon({ ...t, connections, duration });
        // The host serves the ceiling and the app: its CPU per answered request, in µs.
        const cpuUsPerRequest = Math.round(
          ((cpuMs(ready.pid) - cpuBefore) * 1000) / Math.max(1, load.requests),
        );
        const figures = { ...load, cpuUsPerRequest };
        runs[t.name].push(figures);
        console.log(
          `round ${r + 1} ${t.name.padEnd(7)} ${figures.reqPerSec.toFixed(1).padStart(8)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  server CPU ${cpuUsPerRequest} µs/req  non2xx ${figures.non2xx}  errors ${figures.errors}`,
        );
      }
    }
    const summary = (name: Target['name']) => {
      const all = runs[name].length ? runs[name] : [{ ...emptyFigures, cpuUsPerRequest: 0 }];
      const mean = (f: (x: Figures) => number) =>
        round(all.reduce((s, x) => s + f(x), 0) / all.length, 1);
      return {
        reqPerSec: mean((x) => x.reqPerSec),
        p50: mean((x) => x.p50),
        p99: mean((x) => x.p99),
        cpuUsPerRequest: mean((x) => x.cpuUsPerRequest),
        non2xx: all.reduce((s, x) => s + x.non2xx, 0),
        errors: all.reduce((s, x) => s + x.errors, 0),
        rounds: all,
      };
    };
    const ceiling = summary('ceiling');
    const trpc = summary('trpc');
    const rest = summary('rest');
    const appSql = summary('appSql');
    const ratio = (x: { reqPerSec: number }) => round(x.reqPerSec / ceiling.reqPerSec, 3);
    const result = {
      bench: engine === 'postgres' ? 'api-ceiling' : `api-ceiling-${engine}`,
      engine,
      at: new Date().toISOString(),
      machine: machine(pgInfo),
      settings: { invoices, connections, duration, rounds, pool },
      data: ready.data,
      page,
      sql: ready.sql,
      ceiling,
      trpc: { ...trpc, ratio: ratio(trpc) },
      rest: { ...rest, ratio: ratio(rest) },
      appStatementsOnDriver: { ...appSql, ratio: ratio(appSql) },
      goal: { ratio: GOAL, trpcMet: ratio(trpc) >= GOAL, restMet: ratio(rest) >= GOAL },
    };
    console.log(
      `\n${ENGINE_NAMES[engine]}: ceiling ${ceiling.reqPerSec} req/s (p50 ${ceiling.p50} / p99 ${ceiling.p99} ms)\n` +
        `  tRPC ${trpc.reqPerSec} req/s (p50 ${trpc.p50} / p99 ${trpc.p99} ms) = ${ratio(trpc)} of the ceiling\n` +
        `  server CPU per request: ceiling ${ceiling.cpuUsPerRequest} µs, tRPC ${trpc.cpuUsPerRequest} µs, REST ${rest.cpuUsPerRequest} µs\n` +
        `  REST ${rest.reqPerSec} req/s (p50 ${rest.p50} / p99 ${rest.p99} ms) = ${ratio(rest)} of the ceiling\n` +
        `  (the app's statements on the bare driver: ${appSql.reqPerSec} req/s = ${ratio(appSql)})\n` +
        `  goal >= ${GOAL}: tRPC ${result.goal.trpcMet ? 'met' : 'NOT met'}, REST ${result.goal.restMet ? 'met' : 'NOT met'}`,
    );
    if (!comparing) writeResult(result.bench, result);
    return result;
  } finally {
    await stopChild(host);
    await cleanup();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

/** `--engine citus`: both engines' figures side by side, Citus/PostgreSQL, one result file. */
function compare(pg: Result, citus: Result) {
  const wanted = new Set(['ceiling', ...(values.targets ?? '').split(',')]);
  const parts = (
    [
      ['ceiling', 'ceiling'],
      ['trpc', 'trpc'],
      ['rest', 'rest'],
      ['appSql', 'appStatementsOnDriver'],
    ] as const
  ).filter(([target]) => wanted.has(target));
  const figures = [
    ['reqPerSec', 'req/s'],
    ['p50', 'p50 ms'],
    ['p99', 'p99 ms'],
    ['cpuUsPerRequest', 'server CPU µs/req'],
  ] as const;
  const ratios: Record<string, Record<string, number | null>> = {};
  const rows: [string, unknown, unknown][] = [];
  for (const [target, key] of parts) {
    ratios[key] = {};
    for (const [figure, label] of figures) {
      ratios[key][figure] = ratioOf(pg[key][figure], citus[key][figure]);
      rows.push([`${target} ${label}`, pg[key][figure], citus[key][figure]]);
    }
    if (key !== 'ceiling') {
      ratios[key].ratioToCeiling = ratioOf(pg[key].ratio, citus[key].ratio);
      rows.push([`${target} share of the ceiling`, pg[key].ratio, citus[key].ratio]);
    }
  }
  const errors = (r: Result) => parts.reduce((n, [, key]) => n + r[key].non2xx + r[key].errors, 0);
  console.log(
    `\n== API ceiling, PostgreSQL and Citus: ${invoices} invoices, ${connections} connections, ` +
      `${rounds} x ${duration} s per target, one engine after the other\n` +
      sideBySide(rows).join('\n') +
      `\n  goal >= ${GOAL} of each engine's own ceiling: PostgreSQL tRPC ${pg.goal.trpcMet ? 'met' : 'NOT met'}, ` +
      `REST ${pg.goal.restMet ? 'met' : 'NOT met'}; Citus tRPC ${citus.goal.trpcMet ? 'met' : 'NOT met'}, ` +
      `REST ${citus.goal.restMet ? 'met' : 'NOT met'}` +
      `\n  failed requests (non-2xx + errors): PostgreSQL ${errors(pg)}, Citus ${errors(citus)}`,
  );
  writeEngineComparison('api-ceiling-citus', pg, citus, ratios);
}

if (values.engine === 'citus') {
  const pg = await measure('postgres', true);
  const citus = await measure('citus', true);
  compare(pg, citus);
  // With --keep createServerDatabase's admin connection stays open (nothing to drop).
  process.exit(0);
} else {
  const engines: ('postgres' | 'pglite')[] =
    values.engine === 'both'
      ? ['postgres', 'pglite']
      : [values.engine === 'pglite' ? 'pglite' : 'postgres'];
  for (const engine of engines) await measure(engine);
}
