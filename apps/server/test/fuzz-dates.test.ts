// @engines pglite
// Validation only (extreme dates refused): one engine (docs/CONVENTIONS.md, Engines).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { EXTREME_DATES, replaceAt, skeleton, type Path } from './fuzz-arbitraries';
import { procedures } from './fuzz-fixtures';
import { expectCleanError, startHarness, type Harness, type Reply } from './helpers';

/**
 * Issue 19, "What an attacker found" 1: every date an input takes, on every tRPC procedure and
 * every REST route with a date, is sent each extreme date ('0001-01-01', '9999-12-31',
 * '2024-02-30', '1969-12-31', '+275760-09-13', ''). Each is a 400 naming the field (a blank
 * optional filter may mean "no bound"); never a 500; nothing is stored.
 */
let h: Harness;
let cookie = '';
let masterCookie = '';
let fx: Awaited<ReturnType<typeof seedBilling>>;

/** A key that holds a calendar date in this product's contracts. */
const DATE_KEY = /(^|[a-z])(Date|date)$|^(from|to|asOf|startDate|endDate)$/;

/** Paths of date-named string leaves in a skeleton input. */
function datePaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((v, i) => datePaths(v, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // A date-named key holding an e-mail address (a mail's `to`) is not a date.
      if (typeof v === 'string' && DATE_KEY.test(k) && !v.includes('@')) out.push([...path, k]);
      else datePaths(v, [...path, k], out);
    }
  }
  return out;
}

async function storedCounts() {
  const s = h.a.schemaName;
  const [row] = await h.sql<Record<string, number>>(
    `select (select count(*)::int from "${s}".invoices) as invoices,
            (select count(*)::int from "${s}".quotes) as quotes,
            (select count(*)::int from "${s}".payments) as payments`,
  );
  return row;
}

beforeAll(async () => {
  h = await startHarness({ LOGIN_MAX_FAILURES: '1000' });
  fx = await seedBilling(h, h.a, 3);
  cookie = await h.login(h.a);
  masterCookie = await h.masterLogin();
});
afterAll(async () => h?.close());

function expectDateRefused(reply: Reply, date: string, field: string, blankMayPass: boolean) {
  const where = `${field}=${JSON.stringify(date)}: ${reply.text.slice(0, 300)}`;
  expect(reply.status, where).toBeLessThan(500);
  // A blank optional date is "not given" (the server's default, or no bound): the call may pass,
  // or fail on the skeleton's other fields.
  if (date === '' && blankMayPass) return;
  expectCleanError(reply, 400);
  // The date is named: in the message, or (a tRPC input with many bad fields) in fieldErrors.
  const message = String(reply.body?.error?.message ?? reply.body?.error ?? '');
  const top = field.split('.')[0] ?? field;
  const fieldErrors = (reply.body?.error?.data?.fieldErrors ?? {}) as Record<string, string[]>;
  const named =
    /date|YYYY/i.test(message) || (fieldErrors[top] ?? []).some((m) => /date|YYYY/i.test(m));
  expect(named, where).toBe(true);
}

describe('fuzz: extreme dates on every tRPC input that takes a date', () => {
  const targets = procedures
    .map(([path, procedure]) => {
      const base = skeleton(procedure._def.inputs[0]);
      return { path, type: procedure._def.type, base, dates: datePaths(base) };
    })
    .filter((t) => t.dates.length > 0);

  it('finds the dated inputs (invoices, quotes, notes, receipts, filters, exports, e-invoices)', () => {
    const paths = targets.map((t) => t.path);
    for (const expected of [
      'tenant.invoices.create',
      'tenant.invoices.update',
      'tenant.invoices.list',
      'tenant.invoices.exportRows',
      'tenant.quotes.create',
      'tenant.creditNotes.create',
      'tenant.debitNotes.create',
      'tenant.payments.create',
      'tenant.payments.receivables',
      'tenant.payments.statement',
      'tenant.dashboard.get',
      'tenant.invoices.einvoiceBatch',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  for (const target of targets) {
    it(`${target.type} ${target.path}: ${target.dates.map((p) => p.join('.')).join(', ')}`, async () => {
      const before = await storedCounts();
      const options = target.path.startsWith('master.')
        ? { cookie: masterCookie }
        : { tenant: 'alpha', cookie };
      for (const path of target.dates) {
        for (const date of EXTREME_DATES) {
          const input = replaceAt(target.base, path, date);
          const reply =
            target.type === 'query'
              ? await h.trpcQuery(target.path, input, options)
              : await h.trpcMutation(target.path, input, options);
          // A blank optional date is "not given" (the server's default or no bound).
          expectDateRefused(reply, date, path.join('.'), true);
        }
      }
      expect(await storedCounts()).toEqual(before);
    });
  }
});

describe('fuzz: extreme dates on the REST routes that take one', () => {
  /** POST /api/invoice of one battery to the local customer, `field` set to the date. */
  const postInvoiceWith = (field: 'invoiceDate' | 'dueDate') => (date: string) =>
    h.rest('POST', '/api/invoice', {
      tenant: 'alpha',
      cookie,
      body: {
        invoices: [{ [field]: date, billTo: fx.local.id, products: [{ product: fx.battery.id }] }],
      },
    });
  const routes: [string, (date: string) => Promise<Reply>, boolean][] = [
    ['POST /api/invoice invoiceDate', postInvoiceWith('invoiceDate'), false],
    ['POST /api/invoice dueDate', postInvoiceWith('dueDate'), false],
    [
      'POST /api/loose-quote expiryDate',
      (date) =>
        h.rest('POST', '/api/loose-quote', {
          tenant: 'alpha',
          cookie,
          body: { quotes: [{ name: 'Walk-in', expiryDate: date, products: [] }] },
        }),
      false,
    ],
    [
      'POST /api/payment date',
      (date) =>
        h.rest('POST', '/api/payment', {
          tenant: 'alpha',
          cookie,
          body: { payments: [{ customerId: fx.local.id, amount: '10', mode: 'cash', date }] },
        }),
      false,
    ],
    [
      'POST /api/dashboard startDate',
      (date) =>
        h.rest('POST', '/api/dashboard', { tenant: 'alpha', cookie, body: { startDate: date } }),
      true,
    ],
    [
      'POST /api/v2/invoice/file fromDateInput',
      (date) =>
        h.rest('POST', '/api/v2/invoice/file', {
          tenant: 'alpha',
          cookie,
          body: { fromDateInput: date, toDateInput: '2025-01-31' },
        }),
      false,
    ],
    [
      'GET /api/receivables?asOf=',
      (date) =>
        h.rest('GET', `/api/receivables?asOf=${encodeURIComponent(date)}`, {
          tenant: 'alpha',
          cookie,
        }),
      true,
    ],
    [
      'GET /api/customer-statement/:id?from=',
      (date) =>
        h.rest(
          'GET',
          `/api/customer-statement/${fx.local.id}?from=${encodeURIComponent(date)}&to=2025-01-31`,
          { tenant: 'alpha', cookie },
        ),
      false,
    ],
    [
      'GET /api/einvoice?from=',
      (date) =>
        h.rest('GET', `/api/einvoice?from=${encodeURIComponent(date)}&to=2025-01-31`, {
          tenant: 'alpha',
          cookie,
        }),
      false,
    ],
  ];

  it.each(routes)('%s', async (name, send, blankMayPass) => {
    const before = await storedCounts();
    for (const date of EXTREME_DATES) expectDateRefused(await send(date), date, name, blankMayPass);
    expect(await storedCounts()).toEqual(before);
  });
});
