/**
 * The server side of bench/api-ceiling.bench.ts, in its own process so the load generator does not
 * share its event loop. Opens the database (PostgreSQL or PGlite), seeds the 'large' tenant with
 * HOST_INVOICES invoices if it does not hold exactly that many, then serves on loopback:
 *  - the app, built by createServer exactly as main.ts builds it (tRPC and REST);
 *  - the ceiling: a bare Fastify route running the SQL the invoice list runs (captured from the
 *    app's own query builder), straight on the driver: postgres.js `unsafe` or PGlite `query`.
 * Prints `READY {json}` and serves until SIGTERM.
 */
import { createHash } from 'node:crypto';
import { createServer } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { listInvoices } from '../../packages/api/src/services/invoices/invoices.queries';
import { ZInvoiceListInput } from '../../packages/api/src/services/invoices/invoices.schema';
import { openDatabase, rowsOf, withTenant, type Database } from '../../packages/db/src/index';
import { migrateAll } from '../../packages/db/src/migrate';
import * as schema from '../../packages/db/src/schema/index';
import { LARGE_DEFAULTS, seedLarge } from '../../packages/db/src/seed/large';
import { importDefault, importFrom } from './common';

const engine = process.env.HOST_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const invoices = Number(process.env.HOST_INVOICES ?? 100_000);
const poolMax = Number(process.env.HOST_POOL ?? 10);
const SCHEMA = 'tenant_large';

const database: Database =
  engine === 'postgres'
    ? await openDatabase({ engine, url: process.env.HOST_DB_URL ?? '', poolMax })
    : await openDatabase({ engine: 'pglite', dataDir: process.env.HOST_DATA_DIR ?? '' });
const { db } = database;
await migrateAll(db);

const count = async (text: string) => {
  try {
    return Number(rowsOf<{ n: number }>(await db.execute(text))[0]?.n ?? 0);
  } catch {
    return -1;
  }
};
const existing = await count(`select count(*)::int as n from ${SCHEMA}.invoices`);
let seedMs: number | null = null;
if (existing !== invoices) {
  const started = Date.now();
  let last = 0;
  await seedLarge(
    db,
    {
      ...LARGE_DEFAULTS,
      invoices,
      reset: existing > 0,
      batch: engine === 'pglite' ? 5_000 : 10_000,
    },
    (done, total) => {
      if (done - last >= total / 5 || done === total) {
        console.log(
          `seeded ${done}/${total} invoices (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
        last = done;
      }
    },
  );
  seedMs = Date.now() - started;
}
const lines = await count(`select count(*)::int as n from ${SCHEMA}.invoice_lines`);
const customers = await count(`select count(*)::int as n from ${SCHEMA}.customers`);

// The SQL of the invoice list, captured from the app's own query builder.
type Captured = { query: string; params: unknown[] };
const captured: Captured[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
const client = (db as unknown as { $client: any }).$client;
const { drizzle } =
  engine === 'postgres'
    ? await importFrom('packages/db', 'drizzle-orm/postgres-js')
    : await importFrom('packages/db', 'drizzle-orm/pglite');
const loggingDb = drizzle({ client, schema, casing: 'snake_case', logger });
const input = ZInvoiceListInput.parse({ page: 1, pageSize: 20 });
await withTenant(loggingDb, { schemaName: SCHEMA }, (tx) => listInvoices({ tx }, input));
const listSql = captured.filter((q) => !/set_config|^begin|^commit/i.test(q.query));
if (listSql.length !== 2) throw new Error(`expected 2 list queries, got ${listSql.length}`);

// The ceiling: the same statements, nothing else (no session, tenant lookup or transaction).
let runList: () => Promise<{ data: unknown[]; total: unknown }>;
/**
 * The app's statement sequence on the bare driver, for attributing the gap: as a read-only
 * procedure runs on PostgreSQL (packages/db withTenantRead), a reserved connection, set_config
 * sent together with the session + user + permission sets read (one statement, as
 * tenantUserProcedure reads them off Citus), then the same two list statements together, no transaction;
 * on PGlite a transaction, as the app's. Not the ceiling; reported next to it.
 */
let runListAsApp: (sessionId: string) => Promise<{ data: unknown[]; total: unknown }>;
const SET_PATH = `select set_config('search_path', $1, true)`;
const SESSION_USER_SQL = `select s.*, u.id, u.name, u.email, u.image, u.role, u.last_login,
  coalesce((select json_agg(json_build_object('page', p.page, 'permissions', p.permissions))
    from permission_sets p where p.user_id = u.id), '[]'::json) as permission_sets
  from master.sessions s left join users u on u.id = s.user_id where s.id = $1`;
/**
 * HOST_SESSION_SQL=split: the session and its user as the app reads them on Citus (packages/api
 * session-user.ts readSessionUser): two statements sent together, the user found through an
 * uncorrelated subquery on the session id (Citus cannot run SESSION_USER_SQL's join of the
 * coordinator's master.sessions to a worker's users). Otherwise SESSION_USER_SQL, as the app
 * reads them on PostgreSQL and PGlite.
 */
const SPLIT_SESSION_SQL = [
  `select * from master.sessions where id = $1`,
  `select u.id, u.name, u.email, u.image, u.role, u.last_login,
  coalesce((select json_agg(json_build_object('page', p.page, 'permissions', p.permissions))
    from permission_sets p where p.user_id = u.id), '[]'::json) as permission_sets
  from users u where u.id = (select s.user_id from master.sessions s where s.id = $1)`,
];
const splitSession = process.env.HOST_SESSION_SQL === 'split';
let closeCeilingDb = async () => {};
if (engine === 'postgres') {
  const postgres = await importDefault('packages/db', 'postgres');
  const sql = postgres(process.env.HOST_DB_URL ?? '', {
    max: poolMax,
    connection: { search_path: SCHEMA },
    onnotice: () => {},
  });
  const [page, total] = listSql as [Captured, Captured];
  // Prepared statements, as the app's driver wrapper (packages/db postgres-prepared.ts) and
  // postgres.js's own tagged templates use: one round trip per statement, not two.
  const prepared = { prepare: true };
  runList = async () => {
    const [rows, totals] = await Promise.all([
      sql.unsafe(page.query, page.params, prepared),
      sql.unsafe(total.query, total.params, prepared),
    ]);
    return { data: rows, total: totals[0]?.count };
  };
  runListAsApp = async (sessionId) => {
    const tx = await sql.reserve();
    try {
      await Promise.all([
        tx.unsafe(`select set_config('search_path', '${SCHEMA}', false)`),
        ...(splitSession ? SPLIT_SESSION_SQL : [SESSION_USER_SQL]).map((text) =>
          tx.unsafe(text, [sessionId], prepared),
        ),
      ]);
      const [rows, totals] = await Promise.all([
        tx.unsafe(page.query, page.params, prepared),
        tx.unsafe(total.query, total.params, prepared),
      ]);
      return { data: rows, total: totals[0]?.count };
    } finally {
      tx.release();
    }
  };
  closeCeilingDb = () => sql.end({ timeout: 5 });
} else {
  // PGlite has one session: set its search_path once (the app sets its own per transaction).
  await client.query(`set search_path to ${SCHEMA}`);
  const [page, total] = listSql as [Captured, Captured];
  runList = async () => {
    const rows = await client.query(page.query, page.params);
    const totals = await client.query(total.query, total.params);
    return { data: rows.rows, total: totals.rows[0]?.count };
  };
  runListAsApp = (sessionId) =>
    client.transaction(async (tx: any) => {
      await tx.query(SET_PATH, [SCHEMA]);
      await tx.query(SESSION_USER_SQL, [sessionId]);
      const rows = await tx.query(page.query, page.params);
      const totals = await tx.query(total.query, total.params);
      return { data: rows.rows, total: totals.rows[0]?.count };
    });
}

const Fastify = await importDefault('apps/server', 'fastify');
const ceiling = Fastify({ logger: false });
ceiling.get('/invoices', async () => {
  const { data, total } = await runList();
  return { data, total: Number(total), page: 1, pageSize: 20 };
});
ceiling.get('/invoices-as-app', async (req: any) => {
  const token = /gst_session=([^;]+)/.exec(String(req.headers.cookie ?? ''))?.[1] ?? '';
  const sessionId = createHash('sha256').update(token).digest('hex');
  const { data, total } = await runListAsApp(sessionId);
  return { data, total: Number(total), page: 1, pageSize: 20 };
});
await ceiling.listen({ host: '127.0.0.1', port: 0 });

const app = await createServer({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DB_POOL_MAX: String(poolMax),
    ...(engine === 'postgres' ? { DATABASE_URL: process.env.HOST_DB_URL } : {}),
  }),
  database,
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });

const portOf = (server: { server: { address: () => unknown } }) =>
  (server.server.address() as { port: number }).port;
console.log(
  `READY ${JSON.stringify({
    engine,
    pid: process.pid,
    app: portOf(app),
    ceiling: portOf(ceiling),
    data: { invoices, lines, customers, seedMs },
    sql: listSql.map((q) => q.query),
  })}`,
);

let closing = false;
process.on('SIGTERM', () => {
  if (closing) return;
  closing = true;
  void (async () => {
    await ceiling.close();
    await app.close();
    await closeCeilingDb();
    await database.close();
    process.exit(0);
  })();
});
