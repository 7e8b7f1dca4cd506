// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { formatINRWhole } from '@gst/domain';
import { seedDashboard } from './dashboard-fixtures';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * Who may see the dashboard (the 'dashboard' page's view flag), on tRPC and REST, across tenants;
 * and the two PDF routes: the dashboard PDF and print-dashboard's sanitised HTML.
 */
const suite = ownerSuite({}, async (h, { cookie }) => ({
  ownerB: await h.login(h.b),
  a: await seedDashboard(h, h.a, cookie, 12, 3),
  viewer: await staffSession(h, 'viewer@alpha.test', { dashboard: ['view'] }),
  outsider: await staffSession(h, 'clerk@alpha.test', { 'manage-invoice': ['view', 'create'] }),
}));

const as = (cookie: string, tenant = 'alpha') => ({ tenant, cookie });

describe('permission to view the dashboard', () => {
  it("a user with the dashboard's view flag gets it on tRPC and REST", async () => {
    const data = trpcData(await suite.h.trpcQuery('tenant.dashboard.get', {}, as(suite.viewer)));
    expect(data.totalInvoices).toBe(12);
    const rest = await suite.h.rest('POST', '/api/dashboard', { ...as(suite.viewer), body: {} });
    expect(rest.status).toBe(200);
    expect(rest.body.totalInvoices).toBe(12);
  });

  it('a user without it is refused everything, with a clean 403', async () => {
    for (const path of [
      'tenant.dashboard.get',
      'tenant.dashboard.filterOptions',
      'tenant.dashboard.customerOptions',
      'tenant.dashboard.report',
    ]) {
      const reply = await suite.h.trpcQuery(
        path,
        path.endsWith('Options') ? undefined : {},
        as(suite.outsider),
      );
      expect(reply.status, path).toBe(403);
      expect(trpcError(reply).data.appCode).toBe('FORBIDDEN');
    }
    for (const url of ['/api/dashboard', '/api/dashboard/pdf']) {
      expectRestError(await suite.h.rest('POST', url, { ...as(suite.outsider), body: {} }), 403);
    }
    expectRestError(
      await suite.h.rest('POST', '/api/print-dashboard', {
        ...as(suite.outsider),
        body: { htmlToPrint: '<p>x</p>' },
      }),
      403,
    );
  });

  it('without a session: 401 on tRPC and REST', async () => {
    expect((await suite.h.trpcQuery('tenant.dashboard.get', {}, { tenant: 'alpha' })).status).toBe(
      401,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/dashboard', { tenant: 'alpha', body: {} }),
      401,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/print-dashboard', {
        tenant: 'alpha',
        body: { htmlToPrint: '<p>x</p>' },
      }),
      401,
    );
  });

  it("A's session sent to tenant B is not a session there; B sees only B (empty)", async () => {
    expect(
      (await suite.h.trpcQuery('tenant.dashboard.get', {}, as(suite.cookie, 'beta'))).status,
    ).toBe(401);
    expectRestError(
      await suite.h.rest('POST', '/api/dashboard', { ...as(suite.cookie, 'beta'), body: {} }),
      401,
    );
    const b = trpcData(
      await suite.h.trpcQuery('tenant.dashboard.get', {}, as(suite.ownerB, 'beta')),
    );
    expect(b).toMatchObject({ totalInvoices: 0, totalRevenue: '0.00', recentInvoices: [] });
    const options = trpcData(
      await suite.h.trpcQuery(
        'tenant.dashboard.filterOptions',
        undefined,
        as(suite.ownerB, 'beta'),
      ),
    );
    expect(options).toEqual({ products: [], categories: [], customerCount: 0 });
  });
});

describe('filter options', () => {
  it('lists products and categories; customers are searched, selected ones always included', async () => {
    const options = trpcData(
      await suite.h.trpcQuery('tenant.dashboard.filterOptions', undefined, as(suite.viewer)),
    );
    expect(options.categories).toEqual([
      'Li-Ion Battery',
      'Mono PERC',
      'Single Phase On Grid Inverter',
    ]);
    expect(options.customerCount).toBe(3);
    const zenith = suite.a.customers.find((c) => c.name === 'Zenith Hospital')?.id;
    const found = trpcData(
      await suite.h.trpcQuery(
        'tenant.dashboard.customerOptions',
        { search: 'pat', ids: [zenith] },
        as(suite.viewer),
      ),
    );
    expect(found.map((c: { name: string }) => c.name).sort()).toEqual([
      'Patel Textiles',
      'Zenith Hospital',
    ]);
  });
});

describe('dashboard PDF', () => {
  it('is a PDF named {shopName}-Dashboard.pdf with the filters, KPIs and recent invoices', async () => {
    const mono = suite.a.products.find((p) => p.uniqueId === 'MOD-540')?.id;
    const reply = await suite.h.inject('POST', '/api/dashboard/pdf', {
      ...as(suite.viewer),
      payload: { products: [mono], startDate: '2025-01-01' },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toBe('application/pdf');
    expect(reply.raw.headers['content-disposition']).toBe(
      'attachment; filename="Alpha Solar-Dashboard.pdf"',
    );
    const bytes = reply.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (!PDFTOTEXT) return;
    const text = pdfText(bytes);
    const data = trpcData(
      await suite.h.trpcQuery(
        'tenant.dashboard.get',
        { products: [mono], startDate: '2025-01-01' },
        as(suite.viewer),
      ),
    );
    expect(text).toContain('Alpha Solar');
    expect(text).toContain('Mono PERC 540 Wp');
    expect(text).toContain('01 Jan 2025 to today');
    expect(text).toContain(formatINRWhole(data.totalRevenue));
    expect(text).toContain(formatINRWhole(data.totalGST));
    for (const invoice of data.recentInvoices) expect(text).toContain(invoice.invoiceNumber);
  });

  it('a shop name in Bengali keeps its exact name (RFC 6266 filename*) and an ASCII fallback', async () => {
    await suite.h.sql(
      `update ${suite.h.b.schemaName}.settings set value = 'সূর্য সোলার' where key = 'shopName'`,
    );
    const reply = await suite.h.inject('POST', '/api/dashboard/pdf', {
      ...as(suite.ownerB, 'beta'),
      payload: {},
    });
    expect(reply.status, reply.text).toBe(200);
    const header = String(reply.raw.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('সূর্য সোলার-Dashboard.pdf');
  });

  it('print-dashboard sanitises the HTML and converts it', async () => {
    const reply = await suite.h.inject('POST', '/api/print-dashboard', {
      ...as(suite.viewer),
      payload: {
        htmlToPrint:
          '<h1>Quarterly sales</h1><p onclick="x()">Total <b>₹1,23,456</b></p><script>steal()</script>' +
          '<table><tr><th>Invoice No</th></tr><tr><td>INV/1</td></tr></table><img src="http://evil.test/x.png">',
      },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-disposition']).toContain('Alpha Solar-Dashboard.pdf');
    if (!PDFTOTEXT) return;
    const text = pdfText(reply.raw.rawPayload);
    for (const s of ['Quarterly sales', 'Total ₹1,23,456', 'Invoice No', 'INV/1'])
      expect(text).toContain(s);
    expect(text).not.toContain('steal');
  });

  it('print-dashboard without HTML is a 400 with a readable message', async () => {
    expectRestError(
      await suite.h.rest('POST', '/api/print-dashboard', { ...as(suite.viewer), body: {} }),
      400,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/print-dashboard', {
        ...as(suite.viewer),
        body: { htmlToPrint: '  ' },
      }),
      400,
      'htmlToPrint',
    );
  });
});
