import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApiDeps, DEFAULT_API_CONFIG } from '@gst/api';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, trpcData, type Harness } from './helpers';

/**
 * A webhook receiver for the tests (issue 34): a real HTTP server on 127.0.0.1 that records every
 * request it gets (headers and the raw body, as bytes arrived) and answers the status codes it is
 * told, one per request (then 200).
 */
export type Received = {
  headers: IncomingHttpHeaders;
  raw: string;
  body: {
    id: string;
    type: string;
    createdAt: string;
    shop: unknown;
    data: { id: string } & Record<string, unknown>;
  };
};

export async function startReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? 'ok' : `receiver says no (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/gst`,
    received,
    /** The next requests' status codes, in order. */
    answer: (...codes: number[]) => answers.push(...codes),
    /** Waits until `count` requests in all have arrived (10 s). */
    async waitFor(count: number, ms = 10_000) {
      const end = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > end) {
          throw new Error(`receiver got ${received.length} of ${count} deliveries`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The receiver's check written out by hand (not the product's verify): HMAC-SHA256 of "t.body". */
export function handVerified(secret: string, header: string, raw: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = parts.t;
  const v1 = parts.v1;
  if (!t || !v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type Delivery = {
  id: string;
  endpointId: string;
  eventId: string;
  event: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  lastError: string;
  payload: { data: { id: string } };
};

/** A shop's delivery rows, straight from its schema, oldest first. */
export async function deliveryRows(h: Harness, schema: string): Promise<Delivery[]> {
  return h.sql<Delivery>(
    `select id, endpoint_id as "endpointId", event_id as "eventId", event, status, attempts,
       response_status as "responseStatus", last_error as "lastError", payload
     from ${schema}.webhook_deliveries order by created_at, event`,
  );
}

/** Waits until `check` passes on the shop's delivery rows (10 s). */
export async function untilDeliveries(
  h: Harness,
  schema: string,
  check: (rows: Delivery[]) => boolean,
  ms = 10_000,
): Promise<Delivery[]> {
  const end = Date.now() + ms;
  for (;;) {
    const rows = await deliveryRows(h, schema);
    if (check(rows)) return rows;
    if (Date.now() > end) {
      expect(rows, 'delivery rows did not reach the expected state').toBe('expected state');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Endpoint = { id: string; secret: string };
const TEST_SECRET_KEY = new Uint8Array(Buffer.from('5e'.repeat(32), 'hex'));
export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The job handler's deps as the queue gives them, on this harness's database. */
export function handlerDeps(h: Harness, allowPrivate = true) {
  return createApiDeps(h.database.db, {
    ...DEFAULT_API_CONFIG,
    secretKey: TEST_SECRET_KEY,
    webhooks: { allowPrivate },
  });
}

/**
 * A test file's webhook setup: a harness whose operator allows private endpoints (so the
 * receiver on 127.0.0.1 may be registered), no queue (JOBS=off: the in-process sender), shop
 * alpha's billing catalogue, a receiver, and each test starting with no endpoints (those of the
 * tests before are removed with their log).
 */
export function webhookSuite() {
  const suite = ownerSuite({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, async (h) => ({
    fx: await seedBilling(h, h.a, 1),
  }));
  let current: Receiver | undefined;
  beforeAll(async () => {
    current = await startReceiver();
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    if (suite.h) await suite.h.sql(`delete from ${suite.h.a.schemaName}.webhook_endpoints`);
  });
  const mutate = (path: string, input: unknown) =>
    suite.h.trpcMutation(path, input, suite.asOwner());
  const receiver = (): Receiver => {
    if (!current) throw new Error('the receiver starts in beforeAll');
    return current;
  };
  return {
    suite,
    get receiver(): Receiver {
      return receiver();
    },
    mutate,
    register: async (events: string[], url = receiver().url): Promise<Endpoint> => {
      const created = trpcData<Endpoint>(
        await mutate('tenant.webhooks.create', { url, description: 'Test ERP', events }),
      );
      suite.h.secrets.add(created.secret);
      return created;
    },
    battery: async (price: string) => {
      return trpcData<{ id: string; invoiceNumber: string; lines: { id: string }[] }>(
        await mutate('tenant.invoices.create', {
          invoiceDate: '2025-10-01',
          billToId: suite.fx.local.id,
          lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
        }),
      );
    },
  };
}
