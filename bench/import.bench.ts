/**
 * Excel imports at the spec's size: 10,000 customers and 10,000 serial-numbered items in ONE
 * request each, through the real server (Fastify inject → tRPC → session, permission check,
 * per-row validation, the all-or-nothing checks, one jsonb_to_recordset insert, audit), next to a
 * baseline measured in the same run: the same rows as one plain multi-row INSERT straight through
 * the database (no HTTP, no validation). Prints the medians and the ratio, and the import's own
 * one-parameter insert timed alone (what HTTP, session, validation and checks add on top).
 *
 *   pnpm bench import [-- --runs 5 --rows 10000]
 *
 * Engines: embedded PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set (the bench makes
 * and drops its own database `gst_bench_import` on that server). Writes bench/results/import.json.
 */
import { parseArgs } from 'node:util';
import { bulkInsert } from '../packages/api/src/infra/bulk-insert';
import { createServer } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, withTenant, type Database } from '../packages/db/src/index';
import { migrateAll } from '../packages/db/src/migrate';
import { provisionTenant } from '../packages/db/src/provision';
import { customers, items, products } from '../packages/db/src/schema/index';
import { benchDatabaseUrl, machine, median, pgAdmin, round, writeResult } from './lib/common';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, rows: { type: 'string', default: '10000' } },
  strict: false,
});
const RUNS = Number(values.runs);
const ROWS = Number(values.rows);
const OWNER = { name: 'Bench Owner', email: 'owner@bench.test', password: 'bench-pass-123' };
const TENANT = 'bench';
const HEADERS = { host: 'localhost', origin: 'http://localhost', 'x-tenant-id': TENANT };

const customerRows = Array.from({ length: ROWS }, (_, i) => ({
  name: `Bench Customer ${i}`,
  email: `customer${i}@bench.test`,
  address: `${i} Park Street, Kolkata 700016`,
  phoneNumber: String(9_830_000_000 + i),
  gstin: '',
  stateCode: 19,
}));
const itemRows = Array.from({ length: ROWS }, (_, i) => ({
  product: 'BENCH-PANEL',
  type: 'Module',
  serialNo: `SN-${String(i).padStart(6, '0')}`,
}));

async function timed(fn: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

async function runEngine(label: string, database: Database) {
  const { db } = database;
  await migrateAll(db);
  const tenant = await provisionTenant(db, {
    tenantId: TENANT,
    name: 'Bench Solar',
    ownerEmail: OWNER.email,
    owner: OWNER,
  });
  const productId = await withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ productUniqueId: 'BENCH-PANEL', productName: 'Panel', productLabel: 'Panel' })
      .returning({ id: products.id });
    return row?.id ?? '';
  });
  const app = await createServer({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/trpc/tenant.auth.login',
    headers: { ...HEADERS, 'content-type': 'application/json' },
    payload: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  const cookie = login.cookies.find((c) => c.name.endsWith('gst_session'));
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  const headers = {
    ...HEADERS,
    'content-type': 'application/json',
    cookie: `${cookie.name}=${cookie.value}`,
  };
  const clear = () =>
    withTenant(db, tenant, async (tx) => {
      // bench/ cannot import drizzle-orm's operators (no node_modules here): plain SQL.
      await tx.execute('delete from items');
      await tx.execute('delete from customers');
    });
  const call = async (path: string, body: unknown) => {
    const reply = await app.inject({
      method: 'POST',
      url: `/trpc/${path}`,
      headers,
      payload: JSON.stringify(body),
    });
    if (reply.statusCode !== 200) throw new Error(`${path}: ${reply.body.slice(0, 300)}`);
    const count = (JSON.parse(reply.body) as { result: { data: { count: number } } }).result.data
      .count;
    if (count !== ROWS) throw new Error(`${path} imported ${count}, not ${ROWS}`);
  };

  const figures = {
    customers: { api: [] as number[], baseline: [] as number[], direct: [] as number[] },
    items: { api: [] as number[], baseline: [] as number[], direct: [] as number[] },
  };
  // Run 0 warms up (JIT, plan caches) and is not counted.
  for (let run = 0; run <= RUNS; run++) {
    await clear();
    const apiCustomers = await timed(() =>
      call('tenant.customers.createMany', { customers: customerRows }),
    );
    const apiItems = await timed(() => call('tenant.items.createMany', { items: itemRows }));
    await clear();
    const baseCustomers = await timed(() =>
      withTenant(db, tenant, async (tx) => {
        await tx.insert(customers).values(customerRows);
      }),
    );
    const baseItems = await timed(() =>
      withTenant(db, tenant, async (tx) => {
        await tx
          .insert(items)
          .values(itemRows.map((r) => ({ productId, serialNo: r.serialNo, type: r.type })));
      }),
    );
    await clear();
    // The import's own insert (one jsonb parameter) without HTTP, session or validation.
    const directCustomers = await timed(() =>
      withTenant(db, tenant, async (tx) => {
        await bulkInsert(tx, customers, customerRows);
      }),
    );
    const directItems = await timed(() =>
      withTenant(db, tenant, async (tx) => {
        await bulkInsert(
          tx,
          items,
          itemRows.map((r) => ({ productId, serialNo: r.serialNo, type: r.type })),
        );
      }),
    );
    if (run === 0) continue;
    figures.customers.direct.push(directCustomers);
    figures.items.direct.push(directItems);
    figures.customers.api.push(apiCustomers);
    figures.customers.baseline.push(baseCustomers);
    figures.items.api.push(apiItems);
    figures.items.baseline.push(baseItems);
  }
  await app.close();

  const summary = (f: { api: number[]; baseline: number[]; direct: number[] }) => {
    const api = median(f.api);
    const baseline = median(f.baseline);
    const direct = median(f.direct);
    return {
      apiMedianMs: round(api, 1),
      baselineMedianMs: round(baseline, 1),
      ratio: round(api / baseline, 2),
      directJsonbInsertMs: round(direct, 1),
      apiOverDirect: round(api / direct, 2),
      apiRunsMs: f.api.map((v) => round(v, 1)),
      baselineRunsMs: f.baseline.map((v) => round(v, 1)),
    };
  };
  const result = { customers: summary(figures.customers), items: summary(figures.items) };
  for (const [what, r] of Object.entries(result)) {
    console.log(
      `${label} ${ROWS} ${what}: import ${r.apiMedianMs} ms (median of ${RUNS}), plain INSERT ${r.baselineMedianMs} ms, ratio ${r.ratio}; the import's insert alone ${r.directJsonbInsertMs} ms (import = ${r.apiOverDirect}x)`,
    );
  }
  return result;
}

const engines: Record<string, unknown> = {};
const memory = await openDatabase({ engine: 'pglite-memory' });
try {
  engines.pglite = await runEngine('pglite', memory);
} finally {
  await memory.close();
}

if (process.env.BENCH_DATABASE_URL) {
  const NAME = 'gst_bench_import';
  const { server, bench } = benchDatabaseUrl(NAME);
  const admin = await pgAdmin(server);
  await admin.drop(NAME);
  await admin.create(NAME);
  const pg = await openDatabase({ engine: 'postgres', url: bench, poolMax: 4 });
  try {
    engines.postgres = { version: await admin.version(), ...(await runEngine('postgres', pg)) };
  } finally {
    await pg.close();
    await admin.drop(NAME);
    await admin.end();
  }
} else {
  console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to measure it too');
}

writeResult('import', {
  at: new Date().toISOString(),
  machine: machine(),
  rows: ROWS,
  runs: RUNS,
  engines,
});
