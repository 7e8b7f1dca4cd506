import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@gst/db/client';
import {
  integrityProblems,
  invoiceInput,
  pick,
  quoteInput,
  seedTenants,
  type Acknowledged,
  type LoadTenant,
} from './data';
import { call, hasProcedure, login, trpcGet, trpcPost, type Answer } from './http';
import { FULL, createLoadDatabase, startServerProcess, type ServerProcess } from './server';

/**
 * 50 virtual users, a mixed workload against a real server process on PostgreSQL: log in, list,
 * create quotes and invoices (some selling serial-numbered items that other users want too),
 * dashboard and PDFs where those procedures exist. Small by default; LOAD_FULL=1 for full size.
 * Then: no errors, every acknowledged invoice stored, numbers gapless, no serial sold twice.
 */
const USERS = 50;
const TENANTS = 5;
const ITERATIONS = FULL ? 40 : 4;
const SERIALS = FULL ? 400 : 60;
const DATES = ['2025-06-10', '2026-11-21', '2026-04-01', '2026-03-31'];

let db: Awaited<ReturnType<typeof createLoadDatabase>>;
let database: Database;
let server: ServerProcess;
let tenants: LoadTenant[];

beforeAll(async () => {
  db = await createLoadDatabase('gst_load_mixed');
  database = await openDatabase({ engine: 'postgres', url: db.url, poolMax: 4 });
  tenants = await seedTenants(database, TENANTS, SERIALS, USERS / TENANTS);
  server = await startServerProcess(db.url);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  await db?.drop();
});

type Stats = {
  calls: number;
  byKind: Record<string, number[]>;
  failures: string[];
  conflicts: number;
};

describe(`load: ${USERS} virtual users, ${ITERATIONS} iterations each (${FULL ? 'full' : 'small'} size)`, () => {
  it('serves the mixed workload without errors and loses nothing', async () => {
    const dashboard = hasProcedure('tenant.dashboard.get');
    const pdf = hasProcedure('tenant.documents.invoiceFile');
    if (!dashboard)
      console.log('note: tenant.dashboard.get does not exist yet: dashboard calls skipped');
    if (!pdf)
      console.log('note: tenant.documents.invoiceFile does not exist yet: PDF calls skipped');

    const acknowledged: Acknowledged[] = [];
    const stats: Stats = { calls: 0, byKind: {}, failures: [], conflicts: 0 };
    const record = (kind: string, answer: Answer, ok: boolean) => {
      stats.calls++;
      (stats.byKind[kind] ??= []).push(answer.ms);
      if (!ok) {
        stats.failures.push(
          `${kind}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body).slice(0, 300)}`,
        );
      }
    };
    const started = Date.now();

    async function virtualUser(n: number) {
      const tenant = tenants[n % TENANTS] as LoadTenant;
      const cookie = await login(server.base, tenant, tenant.users[Math.floor(n / TENANTS)]);
      const auth = { tenant: tenant.tenantId, cookie };
      let mine: Acknowledged | undefined;
      for (let i = 0; i < ITERATIONS; i++) {
        const list = await trpcGet(
          server.base,
          'tenant.invoices.list',
          { page: 1, pageSize: 20 },
          auth,
        );
        record('list', list, list.status === 200);

        const quote = await trpcPost(
          server.base,
          'tenant.quotes.create',
          quoteInput(tenant, i),
          auth,
        );
        record('quote', quote, quote.status === 200);

        // Every other invoice sells 1–2 serials picked at random: users collide on purpose.
        const serialIds = i % 2 === 0 ? pick(tenant.serialIds, 1 + (i % 3 === 0 ? 1 : 0)) : [];
        const input = invoiceInput(tenant, {
          date: DATES[(n + i) % DATES.length] as string,
          serialIds,
          key: `vu${n}-it${i}-${Math.random().toString(36).slice(2)}`,
          customer: i % 2,
        });
        const invoice = await trpcPost(server.base, 'tenant.invoices.create', input, auth);
        const data = invoice.body?.result?.data;
        if (invoice.status === 200 && data?.id) {
          mine = {
            tenantId: tenant.tenantId,
            id: data.id,
            invoiceNumber: data.invoiceNumber,
            financialYear: data.financialYear,
            sequence: data.sequence,
            serialIds,
          };
          acknowledged.push(mine);
          record('invoice', invoice, true);
        } else if (invoice.status === 409 && serialIds.length) {
          // Another user sold that serial first: a clear refusal, not an error.
          stats.conflicts++;
          record('invoice', invoice, /already sold/i.test(JSON.stringify(invoice.body)));
        } else {
          record('invoice', invoice, false);
        }

        if (dashboard && i % 2 === 0) {
          const answer = await trpcGet(server.base, 'tenant.dashboard.get', {}, auth);
          record('dashboard', answer, answer.status === 200);
        }
        const last = mine;
        if (pdf && last && (n + i) % 4 === 1) {
          // Rendering queues on the PDF worker pool: on 2 busy cores a PDF may wait many seconds.
          const answer = await call(
            server.base,
            'GET',
            `/trpc/tenant.documents.invoiceFile?input=${encodeURIComponent(JSON.stringify({ id: last.id }))}`,
            { ...auth, timeoutMs: 90_000 },
          );
          record('pdf', answer, answer.status === 200);
        }
      }
    }

    await Promise.all(Array.from({ length: USERS }, (_, n) => virtualUser(n)));
    const seconds = (Date.now() - started) / 1000;
    const p = (values: number[], q: number) =>
      [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(values.length * q))
      ] ?? 0;
    console.log(
      `${stats.calls} calls in ${seconds.toFixed(1)} s (${(stats.calls / seconds).toFixed(1)}/s), ` +
        `${acknowledged.length} invoices, ${stats.conflicts} serial conflicts refused\n` +
        Object.entries(stats.byKind)
          .map(
            ([kind, ms]) =>
              `  ${kind.padEnd(9)} n=${ms.length} p50 ${p(ms, 0.5)} ms p99 ${p(ms, 0.99)} ms`,
          )
          .join('\n'),
    );
    expect(stats.failures.slice(0, 10)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(await integrityProblems(database, tenants, acknowledged)).toEqual([]);
    // Some serial sales went through, so the serial checks above were exercised.
    expect(acknowledged.some((a) => a.serialIds.length)).toBe(true);
    const healthz = await call(server.base, 'GET', '/healthz');
    expect(healthz.status).toBe(200);
  }, 600_000);
});
