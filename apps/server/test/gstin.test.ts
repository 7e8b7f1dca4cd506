// @engines pglite
// The outbound GSTIN lookup only: one engine (docs/CONVENTIONS.md, Engines).
import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@gst/domain';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { type Harness, staffSession, startHarness, trpcData, trpcError } from './helpers';

/** GSTIN lookup against a fake provider on loopback (spec §5, §7). */
const KEY = 'fake-provider-secret-key';
const KNOWN = '19AAHFS5678Q1Z1';
const NO_NAME = '24AAHFS5678Q1ZA';
const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const BROKEN = withCheck('27AAHFS5678Q1Z');
const UNKNOWN = withCheck('29AAHFS5678Q1Z');
const ODD_STATE = withCheck('33AAHFS5678Q1Z');

type Seen = { url: string; headers: IncomingHttpHeaders };
const seen: Seen[] = [];
let provider: Server;
let h: Harness;
let cookie: string;
const lookup = (gstin: string, as = { tenant: 'alpha', cookie: '' }) =>
  h.trpcQuery('tenant.gstin.lookup', { gstin }, as.cookie ? as : { tenant: 'alpha', cookie });

function answer(gstin: string): { status: number; body: unknown } {
  const address = {
    door_num: '12',
    floor_num: '2nd Floor',
    building_name: 'Sun House',
    street: 'Park Street',
    location: 'Esplanade',
    city: 'Kolkata',
    district: 'Kolkata',
    state: 'West Bengal',
    pin_code: '700016',
  };
  if (gstin === KNOWN)
    return {
      status: 200,
      body: { data: { trade_name: 'Sun Traders', place_of_business_principal: { address } } },
    };
  if (gstin === ODD_STATE)
    return {
      status: 200,
      body: {
        data: {
          trade_name: 'Chennai Solar',
          place_of_business_principal: {
            address: { city: 'Chennai', state: 'TN', pin_code: 600001 },
          },
        },
      },
    };
  if (gstin === NO_NAME)
    return {
      status: 200,
      body: { data: { trade_name: '', place_of_business_principal: { address } } },
    };
  if (gstin === BROKEN) return { status: 502, body: { error: 'upstream down' } };
  return { status: 404, body: { error: 'not found' } };
}

beforeAll(async () => {
  provider = createHttpServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const match = /^\/v1\/gstin\/([A-Z0-9]+)\/details$/.exec(req.url ?? '');
    const { status, body } = match?.[1] ? answer(match[1]) : { status: 400, body: {} };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  h = await startHarness({
    GSTIN_API_BASE_URL: `http://127.0.0.1:${port}/`,
    GSTIN_API_KEY: KEY,
    GSTIN_API_KEY_HEADER: 'x-api-key',
  });
  cookie = await h.login(h.a);
});
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

describe('with a provider configured', () => {
  it('fills name, state code and address exactly as spec §5, sending the key in the header', async () => {
    const reply = await lookup(KNOWN.toLowerCase());
    expect(trpcData(reply)).toEqual({
      status: 'validated',
      message: 'GSTIN Validated Successfully',
      gstin: KNOWN,
      name: 'Sun Traders',
      stateCode: 19,
      address:
        '12, 2nd Floor, Sun House, Park Street, Esplanade, Kolkata, Kolkata, West Bengal - 700016',
    });
    const call = seen.at(-1);
    expect(call?.url).toBe(`/v1/gstin/${KNOWN}/details`);
    expect(call?.headers['x-api-key']).toBe(KEY);
    expect(reply.text).not.toContain(KEY);
  });

  it("falls back to the GSTIN's state digits when the state name matches no state", async () => {
    const result = trpcData(await lookup(ODD_STATE));
    expect(result).toMatchObject({
      status: 'validated',
      stateCode: 33,
      address: 'Chennai, TN - 600001',
    });
  });

  it("says 'Invalid GSTIN or No Trade Name Found' for no trade name or an unknown GSTIN", async () => {
    for (const gstin of [NO_NAME, UNKNOWN]) {
      expect(trpcData(await lookup(gstin))).toEqual({
        status: 'not-found',
        message: 'Invalid GSTIN or No Trade Name Found',
        gstin,
      });
    }
  });

  it("a provider failure is 503 'Failed to fetch GSTIN details.'", async () => {
    const reply = await lookup(BROKEN);
    expect(reply.status).toBe(503);
    expect(trpcError(reply).message).toBe('Failed to fetch GSTIN details.');
  });

  it('a wrong check character is reported without calling the provider', async () => {
    const before = seen.length;
    const result = trpcData(await lookup('19AAHFS5678Q1Z2'));
    expect(result).toEqual({
      status: 'invalid',
      message: 'GSTIN check character is wrong',
      gstin: '19AAHFS5678Q1Z2',
    });
    expect(trpcData(await lookup('19AAHFS5678'))).toMatchObject({ status: 'invalid' });
    expect(seen.length).toBe(before);
  });

  it('needs the create or edit flag on customers; a viewer gets 403 and no call goes out', async () => {
    const viewer = await staffSession(h, 'viewer@alpha.test', { 'manage-customer': ['view'] });
    const editor = await staffSession(h, 'editor@alpha.test', {
      'manage-customer': ['view', 'edit'],
    });
    const before = seen.length;
    const refused = await lookup(KNOWN, { tenant: 'alpha', cookie: viewer });
    expect(refused.status).toBe(403);
    expect(seen.length).toBe(before);
    expect(trpcData(await lookup(KNOWN, { tenant: 'alpha', cookie: editor })).status).toBe(
      'validated',
    );
    const anonymous = await h.trpcQuery(
      'tenant.gstin.lookup',
      { gstin: KNOWN },
      { tenant: 'alpha' },
    );
    expect(anonymous.status).toBe(401);
    // Tenant A's cookie is no session at tenant B.
    const crossed = await h.trpcQuery(
      'tenant.gstin.lookup',
      { gstin: KNOWN },
      { tenant: 'beta', cookie },
    );
    expect(crossed.status).toBe(401);
  });
});

describe('with no provider configured', () => {
  // A second server on the same database (sessions live there), built without GSTIN_API_*.
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = await createServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRET_KEY: '5e'.repeat(32) }),
      database: h.database,
      logger: false,
    });
    await bare.ready();
  });
  afterAll(async () => bare?.close());

  const ask = async (gstin: string) => {
    const reply = await bare.inject({
      method: 'GET',
      url: `/trpc/tenant.gstin.lookup?input=${encodeURIComponent(JSON.stringify({ gstin }))}`,
      headers: { host: 'localhost', 'x-tenant-id': 'alpha', cookie },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return (JSON.parse(reply.body) as { result: { data: Record<string, unknown> } }).result.data;
  };

  it('says lookup is not configured, and the checksum still works', async () => {
    const before = seen.length;
    const ok = await ask(KNOWN);
    expect(ok).toMatchObject({ status: 'unconfigured', gstin: KNOWN });
    expect(ok.message).toMatch(/not configured/);
    expect(await ask('19AAHFS5678Q1Z2')).toMatchObject({
      status: 'invalid',
      message: 'GSTIN check character is wrong',
    });
    expect(seen.length).toBe(before);
  });
});
