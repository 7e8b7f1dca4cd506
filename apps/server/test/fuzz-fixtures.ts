import { expect } from 'vitest';
import { appRouter } from '@gst/api';
import { seedBilling } from './billing-fixtures';
import { expectCleanError, fileSuite, startHarness, type Harness, type Reply } from './helpers';

/**
 * The bad-input fuzzing suites' harness and checks (issue 10; fuzz.test.ts, fuzz-transport.test.ts).
 * FUZZ_RUNS raises the number of runs per target (default 6); FUZZ_SEED replays a failing run.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const BODY_LIMIT = 1024 * 1024;

/** Statuses a refused bad request may get. */
export const CLIENT_ERRORS = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429];

type AnyProcedure = { _def: { type: string; inputs: unknown[] } };
export const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } })._def.procedures,
);

/** Columns a refused request or a re-login may touch: Last Ping, last login. */
const VOLATILE = `array['last_ping', 'last_login', 'last_login_at']`;

/**
 * One line per stored table: row count and md5 of every row, for both tenants and master. Tables
 * a refused request may legitimately write (sessions, login attempts, the audit log) and the
 * Last Ping column are left out.
 */
async function dataChecksum(h: Harness): Promise<string> {
  const tables = await h.sql<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE'
       and table_schema in ('master', '${h.a.schemaName}', '${h.b.schemaName}')
       and table_name not in ('sessions', 'login_attempts', 'audit_log')
     order by 1, 2`,
  );
  const parts = tables.map(
    (t) =>
      `select '${t.schema}.${t.name}' as t, count(*)::int as n,
              md5(coalesce(string_agg((to_jsonb(x) - ${VOLATILE})::text, '|' order by (to_jsonb(x) - ${VOLATILE})::text), '')) as h
       from "${t.schema}"."${t.name}" x`,
  );
  const rows = await h.sql<{ t: string; n: number; h: string }>(parts.join(' union all '));
  return rows
    .map((r) => `${r.t}:${r.n}:${r.h}`)
    .sort()
    .join('\n');
}

/**
 * A harness for the file with alpha's billing catalogue, alpha's owner and the master operator
 * logged in, and the checksum of every stored table taken after that.
 */
export function fuzzSuite() {
  let checksum = '';
  const suite = fileSuite(
    async () => {
      const h = await startHarness({
        BODY_LIMIT_BYTES: String(BODY_LIMIT),
        LOGIN_MAX_FAILURES: '1000',
      });
      await seedBilling(h, h.a, 3);
      const started = { h, tenantCookie: await h.login(h.a), masterCookie: await h.masterLogin() };
      checksum = await dataChecksum(h);
      return started;
    },
    ({ h }) => h.close(),
  );
  return Object.assign(suite, {
    /** New sessions for both, after a logout was fuzzed. */
    async login() {
      suite.tenantCookie = await suite.h.login(suite.h.a);
      suite.masterCookie = await suite.h.masterLogin();
    },
    /** Request options of the master operator (`master`) or of alpha's owner. */
    as(master: boolean) {
      return master
        ? { tenant: null, cookie: suite.masterCookie }
        : { tenant: 'alpha', cookie: suite.tenantCookie };
    },
    /** No stored row changed since the last check (or the start). */
    async expectDataUnchanged(label: string) {
      const before = checksum;
      const now = await dataChecksum(suite.h);
      checksum = now;
      const was = new Set(before.split('\n'));
      const changed = now.split('\n').filter((line) => !was.has(line));
      expect(changed, `stored data changed while fuzzing ${label}`).toEqual([]);
    },
  });
}

/** A 4xx with a readable message and nothing internal; 2xx only where `okAllowed`. */
export function expectRefusedCleanly(reply: Reply, okAllowed: boolean) {
  const serverError = reply.status >= 500;
  expect(serverError, `${reply.status}: ${reply.text.slice(0, 500)}`).toBe(false);
  if (reply.status < 300 && okAllowed) return;
  expectCleanError(reply, CLIENT_ERRORS);
  const message: unknown = reply.body?.error?.message ?? reply.body?.error;
  expect(typeof message, reply.text.slice(0, 500)).toBe('string');
  expect((message as string).length).toBeGreaterThan(0);
  // Readable: a sentence, not a dump of the input.
  expect((message as string).length, (message as string).slice(0, 300)).toBeLessThan(2000);
}

/** No 5xx but 501 (a method a route does not have). */
export function expectNoServerError(reply: Reply, label: string) {
  expect(
    reply.status >= 500 && reply.status !== 501,
    `${label}: ${reply.status} ${reply.text.slice(0, 300)}`,
  ).toBe(false);
}

export function isLogout(name: string) {
  return /logout/i.test(name);
}
