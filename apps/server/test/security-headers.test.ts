// @engines pglite
// The HTTP edge only (response headers): one engine (docs/CONVENTIONS.md, Engines).
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders, helmetOptions } from '../src/security-headers';
import { startHarness, type Harness } from './helpers';

/** What helmet's own middleware sends from a plain Node server, for the same options. */
async function helmetOverHttp(isProduction: boolean): Promise<Record<string, string>> {
  const middleware = helmet(helmetOptions(isProduction));
  const server: Server = createHttpServer((req, res) => {
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const reply = await fetch(`http://127.0.0.1:${port}/`);
    const skip = new Set([
      'date',
      'connection',
      'keep-alive',
      'content-length',
      'transfer-encoding',
    ]);
    return Object.fromEntries([...reply.headers].filter(([name]) => !skip.has(name)));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers computed once from helmet', () => {
  it.each([false, true])('equal what helmet sends itself (production %s)', async (production) => {
    const expected = await helmetOverHttp(production);
    expect(helmetHeaders(helmetOptions(production))).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    expect('strict-transport-security' in expected).toBe(production);
  });

  it('frames a PDF previewed from an object URL, and still no plugin content', () => {
    const csp = helmetHeaders(helmetOptions(true))['content-security-policy'] ?? '';
    expect(csp).toMatch(/frame-src 'self' blob: /);
    expect(csp).toContain("object-src 'none'");
  });

  describe('on every kind of answer the server gives', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(async () => h?.close());

    it.each([
      ['health', '/healthz'],
      ['REST', '/api/settings'],
      ['tRPC query', '/trpc/tenant.settings.get'],
      ['unknown API path', '/api/nothing-here'],
    ])('%s', async (_name, url) => {
      const expected = helmetHeaders(helmetOptions(false));
      const reply = await h.inject('GET', url, { tenant: h.a.tenantId });
      for (const [name, value] of Object.entries(expected)) {
        expect(reply.raw.headers[name], name).toBe(value);
      }
      expect(reply.raw.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    });
  });
});
