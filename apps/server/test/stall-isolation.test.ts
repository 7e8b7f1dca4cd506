// @engines postgres citus
// Needs a second connection holding a lock while the server answers: a server engine only.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '@gst/db/client';
import { openTestDatabase } from '@gst/db/testing';
import { createServer } from '../src/app';
import { databaseLimitsOf, loadConfig } from '../src/config';
import {
  customerInput,
  HARNESS_SETUP,
  MASTER,
  TENANT_A,
  TENANT_B,
  toReply,
  type Reply,
} from './helpers';

/**
 * Issue 28, item 5: one shop's table locked (ACCESS EXCLUSIVE, from a connection of its own) must
 * not stall the other shops. With alpha's `customers` locked, alpha's own requests (more than
 * its share of connections) get 503 "try again" and write nothing, while beta's read, write and
 * login, an operator's login and /healthz all answer before the lock is released. The server's
 * limits come from its config, lowered so the test is short.
 */
const ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DB_STATEMENT_TIMEOUT_MS: '4000',
  DB_LOCK_TIMEOUT_MS: '1000',
  DB_IDLE_IN_TX_TIMEOUT_MS: '10000',
  DB_TENANT_MAX_CONNECTIONS: '2',
  DB_TENANT_WAIT_MS: '1000',
};
const HOLD_AT_MOST_MS = 30_000;

let database: Database;
let app: FastifyInstance;
/** A connection of the test's own, outside the server's pools: it holds the lock. */
let holder: Database;

beforeAll(async () => {
  const config = loadConfig(ENV);
  database = await openTestDatabase(HARNESS_SETUP, { limits: databaseLimitsOf(config.env) });
  app = await createServer({ config, database, logger: false });
  await app.ready();
  const [named] = rowsOf<{ name: string }>(
    await database.db.execute('select current_database() as name'),
  );
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${named?.name ?? ''}`;
  holder = await openDatabase({ engine: 'postgres', url: url.toString(), poolMax: 2 });
}, 120_000);

afterAll(async () => {
  await holder?.close();
  await app?.close();
  await database?.close();
});

async function call(method: 'GET' | 'POST', url: string, tenant: string | null, body?: unknown) {
  const raw = await app.inject({
    method,
    url,
    headers: {
      host: 'localhost',
      ...(tenant ? { 'x-tenant-id': tenant } : {}),
      ...(method === 'POST'
        ? { origin: 'http://localhost', 'content-type': 'application/json' }
        : {}),
      ...(cookies[tenant ?? ''] ? { cookie: cookies[tenant ?? ''] } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return toReply(raw);
}

const cookies: Record<string, string> = {};

async function login(tenant: string, email: string, password: string): Promise<Reply> {
  return call('POST', '/trpc/tenant.auth.login', tenant, { email, password });
}

const listCustomers = (tenant: string) =>
  call('GET', `/trpc/tenant.customers.list?input=${encodeURIComponent('{}')}`, tenant);
const createCustomer = (tenant: string, name: string) =>
  call('POST', '/trpc/tenant.customers.create', tenant, customerInput(name));

async function customerNames(schema: string): Promise<string[]> {
  return (await rowsOn<{ name: string }>(`select name from ${schema}.customers`)).map(
    (row) => row.name,
  );
}

async function rowsOn<T>(text: string): Promise<T[]> {
  return rowsOf<T>(await holder.db.execute(text));
}

describe('one shop cannot stall the others', () => {
  it(
    'with alpha locked, beta and /healthz answer before the lock is released',
    async () => {
      for (const [tenant, spec] of [
        ['alpha', TENANT_A],
        ['beta', TENANT_B],
      ] as const) {
        const reply = await login(tenant, spec.owner.email, spec.owner.password);
        expect(reply.status, reply.text).toBe(200);
        const cookie = reply.raw.cookies.find((c) => c.name === 'gst_session');
        cookies[tenant] = `gst_session=${cookie?.value ?? ''}`;
      }
      const [alphaRow] = await rowsOn<{ schema: string }>(
        `select schema_name as schema from master.tenants where tenant_id = 'alpha'`,
      );
      const alphaSchema = alphaRow?.schema ?? '';
      const alphaBefore = await customerNames(alphaSchema);

      let release = () => {};
      let releasedAt = 0;
      // Events in the order they happened (answers, the release): order, not milliseconds.
      let order = 0;
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held = holder.db.transaction(async (tx) => {
        await tx.execute(`lock table ${alphaSchema}.customers in access exclusive mode`);
        locked();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HOLD_AT_MOST_MS);
          release = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        releasedAt = ++order;
      });
      await isLocked;

      const answered: Record<string, { at: number; reply: Reply }> = {};
      const timed = (name: string, reply: Promise<Reply>) =>
        reply.then((r) => (answered[name] = { at: ++order, reply: r }));
      // Alpha first, more requests than either pool has connections (5 in tests), each waiting on
      // the lock: without a share per shop they would hold every connection.
      const alpha = [
        ...Array.from({ length: 6 }, (_, n) => timed(`alpha read ${n}`, listCustomers('alpha'))),
        ...Array.from({ length: 6 }, (_, n) =>
          timed(`alpha write ${n}`, createCustomer('alpha', `Stalled Alpha ${n}`)),
        ),
      ];
      await untilWaiting(alphaSchema, 2);
      const others = [
        timed('beta read', listCustomers('beta')),
        timed('beta write', createCustomer('beta', 'Beta Not Stalled')),
        timed('beta login', login('beta', TENANT_B.owner.email, TENANT_B.owner.password)),
        timed('master login', call('POST', '/trpc/master.auth.login', null, MASTER)),
        timed('healthz', call('GET', '/healthz', null)),
      ];
      // The lock is held until every request has answered (or 30 s have passed).
      await Promise.all([...alpha, ...others]).finally(() => release());
      await held;

      // The other shop, the operator and /healthz first, then alpha's own refusals.
      const names = Object.keys(answered).sort(
        (x, y) => Number(x.startsWith('alpha')) - Number(y.startsWith('alpha')),
      );
      for (const name of names) {
        expect(answered[name]?.at, `${name} answered after the lock was released`).toBeLessThan(
          releasedAt,
        );
      }
      for (const name of ['beta read', 'beta write', 'beta login', 'master login', 'healthz']) {
        expect(answered[name]?.reply.status, `${name}: ${answered[name]?.reply.text}`).toBe(200);
      }
      expect(answered.healthz?.reply.body).toMatchObject({ status: 'ok' });
      for (const [name, { reply }] of Object.entries(answered)) {
        if (!name.startsWith('alpha')) continue;
        expect(reply.status, `${name}: ${reply.text}`).toBe(503);
        expect(reply.body.error.message).toMatch(/try again/i);
      }
      // Nothing of alpha's refused writes was written; beta's write was.
      expect(await customerNames(alphaSchema)).toEqual(alphaBefore);
      const [betaRow] = await rowsOn<{ schema: string }>(
        `select schema_name as schema from master.tenants where tenant_id = 'beta'`,
      );
      expect(await customerNames(betaRow?.schema ?? '')).toContain('Beta Not Stalled');
    },
    HOLD_AT_MOST_MS + 30_000,
  );
});

/** Polls until `count` backends wait for a lock on the schema's tables (at most 10 s). */
async function untilWaiting(schema: string, count: number) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await rowsOn<{ n: number }>(
      `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
       join pg_namespace s on s.oid = c.relnamespace
       where not l.granted and s.nspname = '${schema}'`,
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} requests waited on the lock`);
}
