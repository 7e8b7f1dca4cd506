// @engines postgres citus
// Bad input everywhere: on PostgreSQL (PGlite is the same PostgreSQL compiled to WASM: same parser
// and types, but a slower engine on CI's critical path), and again on Citus for what distribution
// adds (NUL bytes and long strings reaching distributed tables).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { REST_ROUTES } from '@gst/api/rest';
import { badXlsxBytes, deepNesting, hugeString } from './fuzz-arbitraries';
import {
  BODY_LIMIT,
  CLIENT_ERRORS,
  expectNoServerError,
  fuzzSuite,
  procedures,
  SEED,
} from './fuzz-fixtures';
import { expectCleanError, toReply } from './helpers';

/**
 * Bad-input fuzzing (issue 10) below the inputs: spreadsheets, multipart, text and broken JSON
 * sent to every write, oversized bodies, huge and deeply nested JSON. Never a 500 (but 501) nor a
 * stack trace, and the stored data must not change. The inputs of every procedure and route:
 * fuzz.test.ts.
 */
const suite = fuzzSuite();
const restRoutes = REST_ROUTES.map((route) => route);

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
      const { cookie, tenant } = suite.as(url.includes('master'));
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
        const raw = await suite.h.app.inject({
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
        const reply = toReply(raw);
        expectNoServerError(reply, `${method} ${url} ${c.type}`);
        if (reply.status >= 300) expectCleanError(reply, [...CLIENT_ERRORS, 501]);
      }
    }
    await suite.login();
    await suite.expectDataUnchanged('raw bodies');
  });

  it('oversized bodies get 413 and huge or deeply nested JSON never a 500', async () => {
    const big = JSON.stringify({ invoices: ['x'.repeat(BODY_LIMIT + 10)] });
    const [huge] = fc.sample(hugeString, { numRuns: 1, seed: SEED ?? 7 });
    const [deep] = fc.sample(deepNesting, { numRuns: 1, seed: SEED ?? 7 });
    for (const { method, url } of writes) {
      const as = suite.as(url.includes('master'));
      const tooBig = await suite.h.inject(method, url, {
        ...as,
        rawBody: big,
        headers: { 'content-type': 'application/json' },
      });
      // The body limit is checked before routing to the handler.
      expectCleanError(tooBig, [413, 415, 400]);
      for (const payload of [{ invoices: [huge] }, deep, { a: deep }]) {
        expectNoServerError(
          await suite.h.inject(method, url, { ...as, payload }),
          `${method} ${url}`,
        );
      }
    }
    await suite.login();
    await suite.expectDataUnchanged('oversized bodies');
  });
});
