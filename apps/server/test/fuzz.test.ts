// @engines pglite citus
// Bad input everywhere: on PGlite, and again on Citus for what distribution adds (NUL bytes and long
// strings reaching distributed tables); the PostgreSQL round adds nothing PGlite and Citus miss.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@gst/api';
import { REST_ROUTES } from '@gst/api/rest';
import { seedBilling } from './billing-fixtures';
import {
  badInput,
  badParam,
  badQuery,
  badValue,
  badXlsxBytes,
  deepNesting,
  hugeString,
} from './fuzz-arbitraries';
import { expectCleanError, startHarness, type Harness, type Reply } from './helpers';

/**
 * Bad-input fuzzing (issue 10): every tRPC procedure of appRouter and every REST route of
 * REST_ROUTES gets generated invalid bodies, wrong types, huge strings, deep nesting, malformed
 * images and spreadsheets. Every answer must be a readable 4xx (never a 500, never a stack trace)
 * and the stored data must not change. FUZZ_RUNS raises the number of runs per target (default 6);
 * FUZZ_SEED replays a failing run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const BODY_LIMIT = 1024 * 1024;

/** Statuses a refused bad request may get. */
const CLIENT_ERRORS = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429];

type AnyProcedure = { _def: { type: string; inputs: unknown[] } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } })._def.procedures,
);

let h: Harness;
let tenantCookie = '';
let masterCookie = '';
let checksum = '';

/** Columns a refused request or a re-login may touch: Last Ping, last login. */
const VOLATILE = `array['last_ping', 'last_login', 'last_login_at']`;

/**
 * One line per stored table: row count and md5 of every row, for both tenants and master. Tables
 * a refused request may legitimately write (sessions, login attempts, the audit log) and the
 * Last Ping column are left out.
 */
async function dataChecksum(): Promise<string> {
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

async function login() {
  tenantCookie = await h.login(h.a);
  masterCookie = await h.masterLogin();
}

beforeAll(async () => {
  h = await startHarness({ BODY_LIMIT_BYTES: String(BODY_LIMIT), LOGIN_MAX_FAILURES: '1000' });
  await seedBilling(h, h.a, 3);
  await login();
  checksum = await dataChecksum();
});
afterAll(async () => h?.close());

/** A 4xx with a readable message and nothing internal; 2xx only where `okAllowed`. */
function expectRefusedCleanly(reply: Reply, okAllowed: boolean) {
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

async function expectDataUnchanged(label: string) {
  const before = checksum;
  const now = await dataChecksum();
  checksum = now;
  const was = new Set(before.split('\n'));
  const changed = now.split('\n').filter((line) => !was.has(line));
  expect(changed, `stored data changed while fuzzing ${label}`).toEqual([]);
}

async function parses(schema: unknown, value: unknown): Promise<boolean> {
  const s = schema as { safeParseAsync?: (v: unknown) => Promise<{ success: boolean }> };
  if (!s?.safeParseAsync) return false;
  try {
    return (await s.safeParseAsync(value)).success;
  } catch {
    return false;
  }
}

/**
 * The input as the server receives it: JSON drops `undefined` members, so `{k: undefined}` in a
 * record arrives as `{}` (which may be valid). Unserialisable values are sent as they are.
 */
function onTheWire(value: unknown): unknown {
  if (value === undefined) return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return value;
  }
}

function isLogout(name: string) {
  return /logout/i.test(name);
}

describe('fuzz: every tRPC procedure refuses bad input with a readable 4xx and stores nothing', () => {
  it('walks the whole router', () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  for (const [path, procedure] of procedures) {
    const { type, inputs } = procedure._def;
    const schema = inputs[0];
    it(`${type} ${path}`, async () => {
      const cookieFor = path.startsWith('master.') ? () => masterCookie : () => tenantCookie;
      const tenant = path.startsWith('master.') ? null : 'alpha';
      await fc.assert(
        fc.asyncProperty(badInput(schema), async (input) => {
          if (type === 'mutation' && schema) {
            // Only invalid input: a valid one may legitimately change data.
            // Only invalid input, however tRPC reads a null or missing one.
            const sent = onTheWire(input);
            fc.pre(
              !(await parses(schema, input)) &&
                !(await parses(schema, input ?? undefined)) &&
                !(await parses(schema, sent)) &&
                !(await parses(schema, sent ?? undefined)),
            );
          }
          const reply =
            type === 'query'
              ? await h.trpcQuery(path, input ?? undefined, { tenant, cookie: cookieFor() })
              : // The exact value is sent (the harness helper would turn null into {}).
                await h.inject('POST', `/trpc/${path}`, {
                  tenant,
                  cookie: cookieFor(),
                  ...(input === undefined ? {} : { payload: input }),
                });
          // Queries may answer valid input; mutations without input (logout) may succeed.
          expectRefusedCleanly(reply, type === 'query' || !schema);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (isLogout(path)) await login();
      await expectDataUnchanged(path);
    });
  }

  it('a batch of bad calls to many procedures answers each with a readable error', async () => {
    const paths = procedures.filter(([, p]) => p._def.type === 'query').map(([path]) => path);
    const batch = paths.filter((p) => p.startsWith('tenant.')).slice(0, 20);
    const input = Object.fromEntries(batch.map((_, i) => [i, { page: 'x', id: 42 }]));
    const reply = await h.trpcQuery(`${batch.join(',')}?batch=1&x=1`, undefined, {
      tenant: 'alpha',
      cookie: tenantCookie,
    });
    expect(reply.status).toBeLessThan(500);
    const url = `/trpc/${batch.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    const batched = await h.inject('GET', url, { tenant: 'alpha', cookie: tenantCookie });
    expect(batched.status, batched.text.slice(0, 300)).toBeLessThan(500);
    expect(batched.text).not.toMatch(/"stack"|node_modules/);
  });
});

const restRoutes = REST_ROUTES.map((route) => route);

/** REST envelopes that reach the procedures: `{invoices:[…]}`, `{customers:[…]}`, … */
const ENVELOPE_KEYS = [
  'invoices',
  'quotes',
  'customers',
  'products',
  'items',
  'users',
  'quoteData',
  'tenant',
  'data',
];

const restBody = fc.oneof(
  { weight: 2, arbitrary: badValue },
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.constantFrom(...ENVELOPE_KEYS),
      fc.oneof(badValue, fc.array(badValue, { maxLength: 3 })),
      { minKeys: 1, maxKeys: 2 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('email', 'password', 'name', '_id', 'id', 'image', 'shopLogo', 'status'),
      badValue,
      { minKeys: 1, maxKeys: 4 },
    ),
  },
);

describe('fuzz: every REST route refuses bad input with a readable 4xx and stores nothing', () => {
  it('covers the whole route table', () => {
    expect(restRoutes.length).toBeGreaterThan(30);
  });

  for (const route of restRoutes) {
    const label = `${route.method} ${route.url}`;
    it(label, async () => {
      const master = route.scope === 'master';
      await fc.assert(
        fc.asyncProperty(
          fc.array(badParam, { minLength: 3, maxLength: 3 }),
          badQuery,
          route.body ? badInput(route.body) : restBody,
          async (params, query, body) => {
            let i = 0;
            const path = route.url.replace(/:[A-Za-z]+/g, () => params[i++ % params.length] ?? 'x');
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const url = search ? `${path}?${search}` : path;
            const reply = await h.rest(route.method, url, {
              tenant: master ? null : 'alpha',
              cookie: master ? masterCookie : tenantCookie,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body }),
            });
            // REST bodies are reshaped before they reach a procedure, so a REST call may succeed
            // where its input happened to make sense (a read, a logout, unknown keys ignored);
            // what must hold is no 5xx, a readable error otherwise, and no stored change.
            expectRefusedCleanly(reply, true);
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (isLogout(route.url)) await login();
      await expectDataUnchanged(label);
    });
  }
});

describe('fuzz: malformed requests at the transport level', () => {
  const writes = [
    ...restRoutes.filter((r) => r.method !== 'GET').map((r) => ({ method: r.method, url: r.url })),
    ...procedures
      .filter(([, p]) => p._def.type === 'mutation')
      .map(([path]) => ({ method: 'POST' as const, url: `/trpc/${path}` })),
  ].map((w) => ({ ...w, url: w.url.replace(/:[A-Za-z]+/g, 'x') }));

  it('spreadsheets, multipart, text and broken JSON are refused on every write', async () => {
    const bodies = fc.sample(badXlsxBytes, { numRuns: 4, seed: SEED ?? 42 });
    for (const { method, url } of writes) {
      const cookie = url.includes('master') ? masterCookie : tenantCookie;
      const tenant = url.includes('master') ? null : 'alpha';
      const cases: { type: string; payload: string | Buffer }[] = [
        {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          payload: bodies[0] ?? Buffer.alloc(0),
        },
        { type: 'application/octet-stream', payload: bodies[1] ?? Buffer.alloc(1) },
        {
          type: 'multipart/form-data; boundary=xyz',
          payload: `--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\n${(bodies[2] ?? Buffer.alloc(0)).toString('latin1')}\r\n--xyz--\r\n`,
        },
        { type: 'text/plain', payload: 'hello' },
        { type: 'application/json', payload: '{"invoices": [' },
        { type: 'application/json', payload: '{"__proto__": {"isAdmin": true}}' },
        { type: 'application/json', payload: '' },
        // JSON that is not an object: a handler must not read a field of it unguarded.
        { type: 'application/json', payload: 'null' },
        { type: 'application/json', payload: '[]' },
        { type: 'application/json', payload: '"text"' },
        { type: 'application/json', payload: '0' },
        { type: 'application/json', payload: 'true' },
      ];
      for (const c of cases) {
        const raw = await h.app.inject({
          method,
          url,
          headers: {
            host: 'localhost',
            origin: 'http://localhost',
            'content-type': c.type,
            cookie,
            ...(tenant ? { 'x-tenant-id': tenant } : {}),
          },
          payload: c.payload,
        });
        const reply: Reply = {
          status: raw.statusCode,
          body: (() => {
            try {
              return raw.json();
            } catch {
              return undefined;
            }
          })(),
          text: raw.body,
          raw,
        };
        expect(
          reply.status >= 500 && reply.status !== 501,
          `${method} ${url} ${c.type}: ${reply.status} ${raw.body.slice(0, 300)}`,
        ).toBe(false);
        if (reply.status >= 300) expectCleanError(reply, [...CLIENT_ERRORS, 501]);
      }
    }
    await login();
    await expectDataUnchanged('raw bodies');
  });

  it('oversized bodies get 413 and huge or deeply nested JSON never a 500', async () => {
    const big = JSON.stringify({ invoices: ['x'.repeat(BODY_LIMIT + 10)] });
    const [huge] = fc.sample(hugeString, { numRuns: 1, seed: SEED ?? 7 });
    const [deep] = fc.sample(deepNesting, { numRuns: 1, seed: SEED ?? 7 });
    for (const { method, url } of writes) {
      const cookie = url.includes('master') ? masterCookie : tenantCookie;
      const tenant = url.includes('master') ? null : 'alpha';
      const tooBig = await h.inject(method, url, {
        tenant,
        cookie,
        rawBody: big,
        headers: { 'content-type': 'application/json' },
      });
      // The body limit is checked before routing to the handler.
      expectCleanError(tooBig, [413, 415, 400]);
      for (const payload of [{ invoices: [huge] }, deep, { a: deep }]) {
        const reply = await h.inject(method, url, { tenant, cookie, payload });
        expect(
          reply.status >= 500 && reply.status !== 501,
          `${method} ${url}: ${reply.status} ${reply.text.slice(0, 300)}`,
        ).toBe(false);
      }
    }
    await login();
    await expectDataUnchanged('oversized bodies');
  });
});
