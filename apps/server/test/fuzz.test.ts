// @engines postgres citus
// Bad input everywhere: on PostgreSQL (PGlite is the same PostgreSQL compiled to WASM: same parser
// and types, but a slower engine on CI's critical path), and again on Citus for what distribution
// adds (NUL bytes and long strings reaching distributed tables).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '@gst/api/rest';
import { badInput, badParam, badQuery, badValue } from './fuzz-arbitraries';
import { expectRefusedCleanly, fuzzSuite, isLogout, procedures, RUNS, SEED } from './fuzz-fixtures';

/**
 * Bad-input fuzzing (issue 10): every tRPC procedure of appRouter and every REST route of
 * REST_ROUTES gets generated invalid bodies, wrong types, huge strings and deep nesting. Every
 * answer must be a readable 4xx (never a 500, never a stack trace) and the stored data must not
 * change. Malformed requests at the transport level: fuzz-transport.test.ts.
 */
const suite = fuzzSuite();

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

describe('fuzz: every tRPC procedure refuses bad input with a readable 4xx and stores nothing', () => {
  it('walks the whole router', () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  for (const [path, procedure] of procedures) {
    const { type, inputs } = procedure._def;
    const schema = inputs[0];
    it(`${type} ${path}`, async () => {
      const as = () => suite.as(path.startsWith('master.'));
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
              ? await suite.h.trpcQuery(path, input ?? undefined, as())
              : // The exact value is sent (the harness helper would turn null into {}).
                await suite.h.inject('POST', `/trpc/${path}`, {
                  ...as(),
                  ...(input === undefined ? {} : { payload: input }),
                });
          // Queries may answer valid input; mutations without input (logout) may succeed.
          expectRefusedCleanly(reply, type === 'query' || !schema);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (isLogout(path)) await suite.login();
      await suite.expectDataUnchanged(path);
    });
  }

  it('a batch of bad calls to many procedures answers each with a readable error', async () => {
    const paths = procedures.filter(([, p]) => p._def.type === 'query').map(([path]) => path);
    const batch = paths.filter((p) => p.startsWith('tenant.')).slice(0, 20);
    const input = Object.fromEntries(batch.map((_, i) => [i, { page: 'x', id: 42 }]));
    const reply = await suite.h.trpcQuery(
      `${batch.join(',')}?batch=1&x=1`,
      undefined,
      suite.as(false),
    );
    expect(reply.status).toBeLessThan(500);
    const url = `/trpc/${batch.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    const batched = await suite.h.inject('GET', url, suite.as(false));
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
            const reply = await suite.h.rest(route.method, url, {
              ...suite.as(master),
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
      if (isLogout(route.url)) await suite.login();
      await suite.expectDataUnchanged(label);
    });
  }
});
