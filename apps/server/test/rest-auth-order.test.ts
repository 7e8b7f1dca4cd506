// @engines pglite
// The HTTP edge only (who is refused before any input is read): one engine (docs/CONVENTIONS.md).
import { describe, expect, it } from 'vitest';
import { REST_ROUTES, securityOf } from '@gst/api/rest';
import { harnessSuite, type Reply } from './helpers';

/**
 * Issue 28, item 12: a REST write route checks the caller (and the shop) before it reads the
 * body. Every write route of the route table that needs credentials, sent a bad body with no key
 * or with a bad key, answers 401, never the 400 the body would get; sent to an unknown shop, 404.
 */
const suite = harnessSuite();
const ID = '00000000-0000-4000-8000-000000000001';
const BAD_KEY = `gst_${'a'.repeat(32)}`;
/** Bodies every write route refuses: the wrong shape, the wrong kind. */
const BAD_BODIES: unknown[] = [{ nonsense: [1, 2] }, [1]];

const WRITE_ROUTES = REST_ROUTES.filter((r) => r.method !== 'GET' && securityOf(r) !== undefined);

function send(
  route: (typeof WRITE_ROUTES)[number],
  body: unknown,
  options: { key?: string; tenant?: string },
): Promise<Reply> {
  return suite.h.rest(route.method, route.url.replace(/:[A-Za-z]+/g, ID), {
    tenant: route.scope === 'tenant' ? (options.tenant ?? 'alpha') : null,
    headers: options.key ? { authorization: `Bearer ${options.key}` } : {},
    body,
  });
}

describe('REST write routes authenticate before they parse', () => {
  it('covers the tenant and master write routes of the table', () => {
    expect(WRITE_ROUTES.filter((r) => r.scope === 'tenant').length).toBeGreaterThan(20);
    expect(WRITE_ROUTES.filter((r) => r.scope === 'master').length).toBeGreaterThan(3);
  });

  it('no key or a bad key with a bad body is 401 on every write route', async () => {
    const wrong: string[] = [];
    for (const route of WRITE_ROUTES) {
      // No key with one bad body, a bad key with the other: both refusals, both kinds of body.
      for (const [key, body] of [
        [undefined, BAD_BODIES[0]],
        [BAD_KEY, BAD_BODIES[1]],
      ] as const) {
        const reply = await send(route, body, { key });
        if (reply.status !== 401 || reply.body?.code !== 'UNAUTHENTICATED') {
          const sent = `key=${key ? 'bad' : 'none'} ${JSON.stringify(body)}`;
          wrong.push(`${route.method} ${route.url} ${sent}: ${reply.status} ${reply.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an unknown shop with a bad body is 404 on every tenant write route', async () => {
    const wrong: string[] = [];
    for (const route of WRITE_ROUTES.filter((r) => r.scope === 'tenant')) {
      const reply = await send(route, {}, { key: BAD_KEY, tenant: 'no-such-shop' });
      if (reply.status !== 404 || reply.body?.code !== 'TENANT_NOT_FOUND') {
        wrong.push(`${route.method} ${route.url}: ${reply.status} ${reply.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a read with a query parameter it does not take is 401, not 400, without a valid key', async () => {
    const reads = REST_ROUTES.filter((r) => r.method === 'GET' && securityOf(r) !== undefined);
    const wrong: string[] = [];
    for (const route of reads) {
      const url = `${route.url.replace(/:[A-Za-z]+/g, ID)}?bogus=1`;
      const reply = await suite.h.rest('GET', url, {
        tenant: route.scope === 'tenant' ? 'alpha' : null,
        headers: { authorization: `Bearer ${BAD_KEY}` },
      });
      if (reply.status !== 401) wrong.push(`GET ${route.url}: ${reply.status}`);
    }
    expect(reads.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
