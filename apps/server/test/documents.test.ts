// @engines pglite
// Rendering (PDF pages and their text): one engine (docs/CONVENTIONS.md, Engines); access across shops is documents-access.test.ts, on all three.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { intraStateInvoice, type BillingFixture } from './billing-invoices-fixtures';
import {
  fileIdOf,
  fileRows,
  pdfText,
  PDFTOTEXT,
  setWarranties,
  SHOP_SETTINGS,
  unzip,
} from './documents-helpers';
import { expectRestError, startHarness, trpcData, type Harness } from './helpers';

let h: Harness;
let cookie: string;
let cookieB: string;
let fx: BillingFixture;
let invoiceId: string;
let noSerialsId: string;

const opts = () => ({ tenant: 'alpha', cookie });

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a);
  await setWarranties(h, h.a, [fx.module.id, fx.inverter.id]);
  cookie = await h.login(h.a);
  cookieB = await h.login(h.b);
  trpcData(await h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, opts()));
  const invoice = trpcData(
    await h.trpcMutation(
      'tenant.invoices.create',
      intraStateInvoice(fx, { vehicleNumber: 'WB02AK4417', invoiceDate: '2026-11-21' }),
      opts(),
    ),
  );
  invoiceId = invoice.id;
  const plain = trpcData(
    await h.trpcMutation(
      'tenant.invoices.create',
      {
        invoiceDate: '2026-11-22',
        billToId: fx.remote.id,
        lines: [{ productId: fx.battery.id, quantity: 1, price: '65000' }],
      },
      opts(),
    ),
  );
  noSerialsId = plain.id;
});
afterAll(async () => h?.close());

const invoiceFile = (id: string, options = opts()) =>
  h.rest('GET', `/api/invoice-file/${id}`, options);

describe('invoice file links', () => {
  let firstLink: string;

  it('generates the PDF on first request and answers {success, message, data: {fileLink}}', async () => {
    const reply = await invoiceFile(invoiceId);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'PDF generated' });
    firstLink = reply.body.data.fileLink;
    expect(firstLink).toMatch(/^\/files\/[A-Za-z0-9_-]{32}$/);
    const rows = await fileRows(h, h.a);
    expect(rows).toEqual([
      {
        id: fileIdOf(firstLink),
        folder: 'Tax Invoices',
        name: 'Invoice-INV-26-27-0001.pdf',
        sourceId: invoiceId,
      },
    ]);
  });

  it('reuses the stored file while nothing on it changed (REST and tRPC)', async () => {
    const again = await invoiceFile(invoiceId);
    expect(again.body).toMatchObject({ success: true, message: 'PDF link found' });
    expect(again.body.data.fileLink).toBe(firstLink);
    const viaTrpc = trpcData(
      await h.trpcQuery('tenant.documents.invoiceFile', { id: invoiceId }, opts()),
    );
    expect(viaTrpc).toEqual({ fileLink: firstLink, generated: false });
    expect(await fileRows(h, h.a)).toHaveLength(1);
  });

  it('serves the PDF inline to a session of the same tenant, with the Rule 46 fields', async () => {
    const reply = await h.inject('GET', firstLink, { tenant: 'alpha', cookie });
    expect(reply.status).toBe(200);
    expect(reply.raw.headers['content-type']).toBe('application/pdf');
    expect(reply.raw.headers['content-disposition']).toMatch(
      /^inline; filename="Invoice-INV-26-27-0001\.pdf"/,
    );
    expect(reply.raw.headers['cache-control']).toBe('private, no-store');
    expect(reply.raw.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    const bytes = reply.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (PDFTOTEXT) {
      const text = pdfText(bytes);
      expect(text).toContain('Alpha Solar Traders');
      expect(text).toContain('Invoice No.: INV/26-27/0001');
      expect(text).toContain('Sunrise RWA');
      expect(text).toContain('GSTIN: 19AABCD1234E1Z5');
      expect(text).toContain('Tax payable on reverse charge: No');
      expect(text).toContain('S/N: M-1000, M-1001');
      expect(text).toContain('Grand Total ₹1,51,250.00');
      expect(text).toContain('One Lakh Fifty One Thousand Two Hundred Fifty Rupees Only');
    }
    const download = await h.inject('GET', `${firstLink}?download=1`, { tenant: 'alpha', cookie });
    expect(download.raw.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('serves it from the tenant host alone, as an iframe loads it', async () => {
    const reply = await h.inject('GET', firstLink, { host: 'alpha.localhost', cookie });
    expect(reply.status).toBe(200);
  });

  it('answers 404 to another tenant, to a replayed cookie and to anonymous callers', async () => {
    const other = await h.inject('GET', firstLink, { tenant: 'beta', cookie: cookieB });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: 'Not found' });
    const replayed = await h.inject('GET', firstLink, { tenant: 'alpha', cookie: cookieB });
    expect(replayed.status).toBe(404);
    const crossTenantCookie = await h.inject('GET', firstLink, { tenant: 'beta', cookie });
    expect(crossTenantCookie.status).toBe(404);
    const anonymous = await h.inject('GET', firstLink, { tenant: 'alpha' });
    expect(anonymous.status).toBe(404);
    const unknown = await h.inject('GET', `/files/${'x'.repeat(32)}`, { tenant: 'alpha', cookie });
    expect(unknown.status).toBe(404);
    const malformed = await h.inject('GET', '/files/..%2F..%2Fetc', { tenant: 'alpha', cookie });
    expect(malformed.status).toBe(404);
    // tenant B cannot make a link for tenant A's invoice either
    expect((await invoiceFile(invoiceId, { tenant: 'beta', cookie: cookieB })).status).toBe(404);
  });

  it('makes a new file when the invoice changes, and drops the old one', async () => {
    const update = await h.trpcMutation(
      'tenant.invoices.update',
      {
        id: invoiceId,
        ...intraStateInvoice(fx, { vehicleNumber: 'WB02ZZ0001', invoiceDate: '2026-11-21' }),
      },
      opts(),
    );
    expect(update.status, update.text).toBe(200);
    const reply = await invoiceFile(invoiceId);
    expect(reply.body.message).toBe('PDF generated');
    const link = reply.body.data.fileLink;
    expect(link).not.toBe(firstLink);
    expect((await h.inject('GET', firstLink, { tenant: 'alpha', cookie })).status).toBe(404);
    const pdf = await h.inject('GET', link, { tenant: 'alpha', cookie });
    if (PDFTOTEXT) expect(pdfText(pdf.raw.rawPayload)).toContain('Vehicle No.: WB02ZZ0001');
    expect(await fileRows(h, h.a)).toHaveLength(1);
    firstLink = link;
  });

  it('makes a new file when a shop setting on the page changes, and for the other style', async () => {
    trpcData(await h.trpcMutation('tenant.settings.update', { invoiceStyle: '1' }, opts()));
    const kw = await invoiceFile(invoiceId);
    expect(kw.body.message).toBe('PDF generated');
    const pdf = await h.inject('GET', kw.body.data.fileLink, { tenant: 'alpha', cookie });
    if (PDFTOTEXT) expect(pdfText(pdf.raw.rawPayload)).toContain('System Capacity: 1.08 kWp');
    trpcData(await h.trpcMutation('tenant.settings.update', { invoiceStyle: '0' }, opts()));
  });

  it('refuses an unknown invoice and a malformed id', async () => {
    expectRestError(await invoiceFile('00000000-0000-4000-8000-000000000000'), 404);
    expectRestError(await invoiceFile('not-an-id'), 400);
  });
});

describe('quote file links', () => {
  it('generates and reuses the quotation PDF', async () => {
    const quote = trpcData(
      await h.trpcMutation(
        'tenant.quotes.create',
        {
          customerId: fx.local.id,
          quoteDate: '2026-11-21',
          userDemand: 5,
          isInstallationRequired: false,
          lines: [
            {
              productId: fx.module.id,
              productName: 'Mono PERC 540 Wp',
              quantity: 10,
              price: '13250',
              gstPercentage: 5,
            },
          ],
        },
        opts(),
      ),
    );
    const reply = await h.rest('GET', `/api/quote-file/${quote.id}`, opts());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'PDF generated' });
    const link = reply.body.data.fileLink;
    const pdf = await h.inject('GET', link, { tenant: 'alpha', cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-disposition']).toMatch(/filename="Quote-QT-26-27-0001\.pdf"/);
    if (PDFTOTEXT) {
      const text = pdfText(pdf.raw.rawPayload);
      expect(text).toContain('QUOTATION');
      expect(text).toContain('Valid Until: 28 Nov 2026');
      expect(text).toContain('Power Demand: 5 kW');
      expect(text).toContain('Total ₹1,39,125.00');
    }
    const again = await h.rest('GET', `/api/quote-file/${quote.id}`, opts());
    expect(again.body.data.fileLink).toBe(link);
  });
});

describe('warranty bundle', () => {
  it('returns Warranty-{number}.zip with one certificate per serial, named by serial', async () => {
    const reply = await h.rest('GET', `/api/gen-warranty-file/${invoiceId}`, opts());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toBe('application/zip');
    expect(reply.raw.headers['content-disposition']).toBe(
      'attachment; filename="Warranty-INV-26-27-0001.zip"',
    );
    const entries = unzip(reply.raw.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['I-2000.pdf', 'M-1000.pdf', 'M-1001.pdf']);
    if (PDFTOTEXT) {
      const text = pdfText(entries['M-1000.pdf']!);
      expect(text).toContain('WARRANTY CERTIFICATE');
      expect(text).toContain('Serial No. M-1000');
      expect(text).toContain('Sunrise RWA');
      expect(text).toMatch(/Product warranty 12 years 21 Nov 2026 21 Nov 2038/);
      expect(text).toMatch(/Output \(performance\) warranty 30 years 21 Nov 2026 21 Nov 2056/);
      expect(pdfText(entries['I-2000.pdf']!)).toMatch(
        /Output \(performance\) warranty Not applicable/,
      );
    }
  });

  it('refuses an invoice without serial numbers with a clear 400, not an empty zip', async () => {
    const reply = await h.rest('GET', `/api/gen-warranty-file/${noSerialsId}`, opts());
    expectRestError(reply, 400, /no serial-numbered items/);
  });
});
