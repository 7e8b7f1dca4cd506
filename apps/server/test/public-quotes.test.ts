// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, trpcData, trpcError, type Harness, type RequestOptions } from './helpers';

let h: Harness;
let cookie: string;
let ipCounter = 0;

beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own address (x-forwarded-for), so the per-IP limit
  // of one test does not leak into the next.
  h = await startHarness({ TRUST_PROXY: 'true', TENANT_CACHE_SECONDS: '0' });
  cookie = await h.login(h.a);
});
afterAll(async () => h?.close());

/** A fresh client address on the alpha shop's host. */
function visitor(tenant: string | null = 'alpha'): RequestOptions {
  ipCounter += 1;
  return { tenant, headers: { 'x-forwarded-for': `203.0.113.${ipCounter}` } };
}

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ananya Sen',
  gstin: '',
  address: '21 Lake Road, Kolkata 700029',
  userDemand: 6.5,
  phoneNumber: '+91 98300 11111',
  email: 'Ananya@Example.test',
  isInstallationRequired: true,
  userMessage: 'Flat roof, 3rd floor.',
  products: [],
  ...overrides,
});

const submit = (quoteData: unknown, options: RequestOptions = visitor()) =>
  h.rest('POST', '/public/quote', { ...options, body: { quoteData } });

const status = (phone: string, quoteNumber: string, options: RequestOptions = visitor()) =>
  h.rest(
    'GET',
    `/public/quote/${encodeURIComponent(phone)}/${encodeURIComponent(quoteNumber)}`,
    options,
  );

async function quoteCount(schema: string): Promise<number> {
  const [row] = await h.sql<{ n: number }>(`select count(*)::int as n from ${schema}.quotes`);
  return row?.n ?? 0;
}

describe('public quote request → back-office list → status check', () => {
  it('creates a Pending public quote the owner sees in the quote list, then reports its status', async () => {
    const reply = await submit(request());
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.message).toBe('Quote request submitted successfully!');
    const quoteNumber: string = reply.body.data.quoteNumber;
    expect(quoteNumber).toMatch(/\d/);

    const list = trpcData(
      await h.trpcQuery(
        'tenant.quotes.list',
        { page: 1, pageSize: 50 },
        { tenant: 'alpha', cookie },
      ),
    );
    const row = list.data.find((q: { quoteNumber: string }) => q.quoteNumber === quoteNumber);
    expect(row).toMatchObject({
      status: 'Pending',
      source: 'public',
      customerName: 'Ananya Sen',
      userDemand: '6.50',
    });
    const full = trpcData(
      await h.trpcQuery('tenant.quotes.get', { id: row.id }, { tenant: 'alpha', cookie }),
    );
    expect(full).toMatchObject({
      phoneNumber: '9830011111',
      email: 'ananya@example.test',
      address: '21 Lake Road, Kolkata 700029',
      isInstallationRequired: true,
      userMessage: 'Flat roof, 3rd floor.',
      lines: [],
    });
    const audit = await h.sql<{ actor_type: string; actor_id: string | null }>(
      `select actor_type, actor_id from ${h.a.schemaName}.audit_log where action = 'quote.create' and entity_id = '${row.id}'`,
    );
    expect(audit).toEqual([{ actor_type: 'public', actor_id: null }]);

    const pending = await status('9830011111', quoteNumber);
    expect(pending.status, pending.text).toBe(200);
    expect(pending.body).toEqual({
      message: { status: 'Pending', message: '', expectedDate: null },
    });

    await h.sql(
      `update ${h.a.schemaName}.quotes set status = 'Approved', status_message = 'Site visit on Monday', expected_date = '2026-12-01' where id = '${row.id}'`,
    );
    // Any way of writing the same phone matches; the number is case-insensitive.
    for (const phone of ['09830011111', '+91-98300-11111', '919830011111']) {
      const approved = await status(phone, quoteNumber.toLowerCase());
      expect(approved.body, approved.text).toEqual({
        message: {
          status: 'Approved',
          message: 'Site visit on Monday',
          expectedDate: '2026-12-01',
        },
      });
    }
  });

  it('the tRPC procedures do the same', async () => {
    const receipt = trpcData(
      await h.trpcMutation(
        'public.quotes.request',
        request({ phoneNumber: '9830022222', name: 'Rahul Das' }),
        visitor(),
      ),
    );
    expect(receipt.message).toBe('Quote request submitted successfully!');
    const result = trpcData(
      await h.trpcQuery(
        'public.quotes.status',
        { quoteNumber: receipt.quoteNumber, phoneNumber: '9830022222' },
        visitor(),
      ),
    );
    expect(result).toEqual({ status: 'Pending', message: '', expectedDate: null });
  });
});

describe('status check answers only when both match', () => {
  it('gives the same error for a wrong number, a wrong phone, a malformed phone and another shop', async () => {
    const made = await submit(request({ phoneNumber: '9830033333' }));
    const quoteNumber: string = made.body.data.quoteNumber;
    const replies = [
      await status('9830033333', `${quoteNumber}9`),
      await status('9830099999', quoteNumber),
      await status('12345', quoteNumber),
      await status('9830033333', 'QT/99-00/0001'),
      await status('9830033333', quoteNumber, visitor('beta')),
    ];
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(404);
      expect(reply.body).toEqual(replies[0]?.body);
    }
    expect(replies[0]?.body.error).toBe(
      'No quote matches this Quote ID and Phone Number. Please check both and try again.',
    );
  });

  it('needs both the quote number and the phone', async () => {
    const reply = await h.trpcQuery(
      'public.quotes.status',
      { quoteNumber: ' ', phoneNumber: '9830033333' },
      visitor(),
    );
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toBe(
      'Please enter both Quote ID and Phone Number to check status.',
    );
  });
});

describe('validation (spec §5)', () => {
  it('names every missing required field under the spec message, and creates nothing', async () => {
    const before = await quoteCount(h.a.schemaName);
    const reply = await submit({ name: ' ', gstin: '', isInstallationRequired: true });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error).toBe('Please fill in all required fields.');
    expect(Object.keys(reply.body.details.fieldErrors).sort()).toEqual([
      'address',
      'email',
      'name',
      'phoneNumber',
      'userDemand',
    ]);
    expect(await quoteCount(h.a.schemaName)).toBe(before);
  });

  it('checks formats field by field: phone, email, demand and a GSTIN when given', async () => {
    const before = await quoteCount(h.a.schemaName);
    const reply = await submit(
      request({
        phoneNumber: '12345',
        email: 'not-an-email',
        userDemand: 'lots',
        gstin: '19AABCD1234E1Z4',
      }),
    );
    expect(reply.status).toBe(400);
    expect(reply.body.details.fieldErrors).toEqual({
      userDemand: 'Power demand must be a number of kW between 0 and 10000',
      phoneNumber: 'Enter a valid 10-digit phone number',
      email: 'Enter a valid email address',
      gstin: 'GSTIN check character is wrong',
    });
    expect(reply.body.error).toContain('phoneNumber: Enter a valid 10-digit phone number');
    for (const userDemand of [0, -3, 10_001]) {
      expect((await submit(request({ userDemand }))).status).toBe(400);
    }
    expect(await quoteCount(h.a.schemaName)).toBe(before);
  });

  it('accepts and stores a valid GSTIN; an empty one is simply absent', async () => {
    const reply = await submit(request({ gstin: '19aabcd1234e1z5', phoneNumber: '9830044444' }));
    expect(reply.status, reply.text).toBe(201);
    const [row] = await h.sql<{ gstin: string }>(
      `select gstin from ${h.a.schemaName}.quotes where quote_number = '${reply.body.data.quoteNumber}'`,
    );
    expect(row?.gstin).toBe('19AABCD1234E1Z5');
  });

  it('limits field lengths', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ address: 'x'.repeat(501) }, 'Address must be at most 500 characters'],
      [{ userMessage: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
      [{ email: `${'x'.repeat(250)}@a.in` }, 'Email must be at most 254 characters'],
    ];
    for (const [overrides, message] of cases) {
      const reply = await submit(request(overrides));
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.error).toContain(message);
    }
  });
});

describe('abuse', () => {
  it('the spam trap answers like a success and drops the request', async () => {
    const before = await quoteCount(h.a.schemaName);
    const reply = await submit(request({ leaveBlank: 'http://spam.example', phoneNumber: 'junk' }));
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      message: 'Quote request submitted successfully!',
      data: { quoteNumber: null },
    });
    expect(await quoteCount(h.a.schemaName)).toBe(before);
  });

  it('takes at most 3 requests per phone number per hour, whatever the address', async () => {
    const phone = '9830055555';
    for (let i = 0; i < 3; i++)
      expect((await submit(request({ phoneNumber: phone }))).status).toBe(201);
    const refused = await submit(request({ phoneNumber: `+91 ${phone}` }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/recent quote requests/);
    expect((await submit(request({ phoneNumber: '9830055556' }))).status).toBe(201);
  });

  it('limits requests and status checks per IP address', async () => {
    const ip = visitor();
    for (let i = 0; i < 10; i++) {
      const reply = await submit({ name: 'x' }, ip);
      expect(reply.status).toBe(400);
    }
    const limited = await submit(request({ phoneNumber: '9830066666' }), ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests from your network/);
    expect((await submit(request({ phoneNumber: '9830066666' }))).status).toBe(201);

    const checker = visitor();
    for (let i = 0; i < 30; i++)
      expect((await status('9830066666', 'nope', checker)).status).toBe(404);
    expect((await status('9830066666', 'nope', checker)).status).toBe(429);
  });
});

describe('whose site', () => {
  it('without DEFAULT_TENANT a bare host takes no quotes and has no shop details', async () => {
    for (const host of ['localhost', 'www.localhost']) {
      const reply = await submit(request(), { ...visitor(null), host });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body).toMatchObject({
        code: 'TENANT_REQUIRED',
        error: 'Quotes are not taken on this site. Please contact the shop on its own address.',
      });
      const shop = await h.rest('GET', '/auth/shop-details', { host });
      expect(shop.status).toBe(400);
    }
  });

  it('the shop comes from the host, and a disabled or unknown shop takes nothing', async () => {
    const byHost = await submit(request({ phoneNumber: '9830077777' }), {
      ...visitor(null),
      host: 'beta.localhost',
    });
    expect(byHost.status, byHost.text).toBe(201);
    const [row] = await h.sql<{ n: number }>(
      `select count(*)::int as n from ${h.b.schemaName}.quotes where phone_number = '9830077777'`,
    );
    expect(row?.n).toBe(1);

    expect((await submit(request(), visitor('nosuchshop'))).status).toBe(404);
    await h.sql(`update master.tenants set status = 'inactive' where tenant_id = 'beta'`);
    try {
      expect((await submit(request(), visitor('beta'))).status).toBe(403);
      expect((await status('9830077777', 'x', visitor('beta'))).status).toBe(403);
    } finally {
      await h.sql(`update master.tenants set status = 'active' where tenant_id = 'beta'`);
    }
  });
});
