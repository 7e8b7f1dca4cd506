// @engines pglite postgres citus
// Citus: the public page resolves the shop by host and counts a view (Citus refused now() in its coalesce).
// Requests within one shop's schema (and the master tenants table): no Citus round (the rule in
// scripts/test-engines.mjs).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upiQrSvg } from '../../../packages/api/src/services/share-links/share-links.page';
import { fileSuite, trpcData, type Reply } from './helpers';
import {
  issueBattery,
  linksOf,
  share,
  SHARE_LIMIT,
  startShareShops,
  visitor,
  type LinkView,
} from './share-links-fixtures';

/**
 * Share links (issue 34): a live link shows the invoice with its status, amount due and UPI QR,
 * and its PDF; views are counted; revoked, expired, unknown and other shops' tokens are all the
 * same 404 with nothing of the shop in it; calls are limited per IP; nothing is indexed.
 */
const s = fileSuite(startShareShops, ({ h }) => h.close());
const asOwner = () => ({ tenant: 'alpha', cookie: s.owner });

const page = (token: string, opts = visitor()) => s.h.rest('GET', `/public/share/${token}`, opts);
const pdf = (token: string, opts = visitor()) =>
  s.h.rest('GET', `/public/share/${token}/pdf`, opts);

/** The one 404 every refused link gives: the same status and body, nothing of the shop. */
function expectLinkNotFound(reply: Reply, secrets: string[] = []) {
  expect(reply.status, reply.text).toBe(404);
  expect(reply.body.error).toMatch(/This link is not valid/);
  for (const secret of ['Alpha Solar', 'alpha.solar@okaxis', 'Sunrise RWA', ...secrets]) {
    expect(reply.text).not.toContain(secret);
  }
  expect(reply.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
}

describe('a live invoice link', () => {
  it('shows the invoice, its status, the amount due and the UPI QR for it, and its PDF; page views are counted', async () => {
    // 10,000 + 900 + 900 = 11,800; 5,000.50 received: 6,799.50 due, and past its due date.
    const invoice = await issueBattery(s, '10000');
    trpcData(
      await s.h.trpcMutation(
        'tenant.payments.create',
        {
          customerId: s.fx.local.id,
          paymentDate: '2025-10-05',
          amount: '5000.50',
          mode: 'upi',
          reference: 'UPI 1',
          allocations: [{ invoiceId: invoice.id, amount: '5000.50' }],
        },
        asOwner(),
      ),
    );
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No shop host in the request (x-tenant-id on localhost) and no SHOP_URL: the embedded default.
    expect(link.url).toBe(`http://alpha.localhost:3000/s/${link.token}`);
    expect(link.state).toBe('live');
    expect(link.viewCount).toBe(0);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const reply = await page(link.token);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    const doc = reply.body.data.document;
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: invoice.invoiceNumber,
      date: '2025-10-01',
      status: 'overdue',
      dueDate: '2025-10-08',
      paid: '5000.50',
      amountDue: '6799.50',
      shop: { name: 'Alpha Solar' },
      billTo: { name: 'Sunrise RWA' },
      totals: { taxableAmount: '10000.00', cgst: '900.00', sgst: '900.00', total: '11800.00' },
    });
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({
      quantity: '1.000',
      taxableValue: '10000.00',
      tax: '1800.00',
    });
    const upiLink = `upi://pay?pa=alpha.solar@okaxis&pn=Alpha%20Solar&am=6799.50&cu=INR&tn=${encodeURIComponent(invoice.invoiceNumber)}`;
    expect(doc.upi).toMatchObject({ link: upiLink, vpa: 'alpha.solar@okaxis', amount: '6799.50' });
    // The QR is exactly the one of that link (qrcode's output is deterministic).
    expect(doc.upi.qrSvg).toMatch(/^<svg /);
    expect(doc.upi.qrSvg).toBe(await upiQrSvg(upiLink));
    // No record's id reaches the visitor: not the invoice's, the customer's, the link's.
    for (const id of [invoice.id, s.fx.local.id, link.id, s.fx.battery.id]) {
      expect(reply.text).not.toContain(id);
    }

    // The PDF is the product's own: the very file the back-office downloads.
    const file = await pdf(link.token);
    expect(file.status, file.text).toBe(200);
    expect(file.raw.headers['content-type']).toBe('application/pdf');
    expect(file.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(file.raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const backOffice = await s.h.rest('GET', `/api/invoice-file/${invoice.id}`, asOwner());
    const stored = await s.h.rest('GET', backOffice.body.data.fileLink as string, asOwner());
    expect(Buffer.compare(file.raw.rawPayload, stored.raw.rawPayload)).toBe(0);

    // One page view so far (the PDF is not counted); a second moves the last view only.
    const [once] = (await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner()))
      .links;
    expect(once).toMatchObject({ id: link.id, viewCount: 1, state: 'live' });
    expect(once?.firstViewedAt).toBeTruthy();
    expect(once?.lastViewedAt).toBe(once?.firstViewedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await page(link.token)).status).toBe(200);
    const listed = await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    const [twice] = listed.links;
    expect(twice?.viewCount).toBe(2);
    expect(twice?.firstViewedAt).toBe(once?.firstViewedAt);
    expect(Date.parse(twice?.lastViewedAt ?? '')).toBeGreaterThan(
      Date.parse(once?.firstViewedAt ?? ''),
    );
    expect(listed.recipient).toMatchObject({
      shopName: 'Alpha Solar',
      customerName: 'Sunrise RWA',
      phone: '9830012345',
      reference: invoice.invoiceNumber,
      amountDue: '6799.50',
    });
  });

  it('is the same link when asked again; a chosen expiry re-dates it; the audit trail never holds the token', async () => {
    const invoice = await issueBattery(s, '2000');
    const first = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    const again = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(again.token).toBe(first.token);
    expect(again.expiresAt).toBe(first.expiresAt);
    const week = await share(
      s.h,
      { kind: 'invoice', documentId: invoice.id, expiresInDays: 7 },
      asOwner(),
    );
    expect(week.token).toBe(first.token);
    const days = (Date.parse(week.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // On the shop's own host the link names that host.
    const onHost = await share(
      s.h,
      { kind: 'invoice', documentId: invoice.id },
      { tenant: null, host: 'alpha.localhost:8443', cookie: s.owner },
    );
    expect(onHost.url).toBe(`http://alpha.localhost:8443/s/${first.token}`);

    const trail = await s.h.sql<{ action: string; details: unknown }>(
      `select action, details from ${s.h.a.schemaName}.audit_log where entity = 'share-link' and entity_id = '${first.id}' order by at, id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['share-link.create', 'share-link.update']);
    expect(JSON.stringify(trail)).not.toContain(first.token);
  });

  it('refuses to share a cancelled invoice, and a statement link without its period', async () => {
    const bad = await s.h.trpcMutation(
      'tenant.shareLinks.create',
      { kind: 'statement', customerId: s.fx.local.id, periodFrom: '2025-04-01' },
      asOwner(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/periodFrom and periodTo/);
    const mixed = await s.h.rest('POST', '/api/share-links', {
      ...asOwner(),
      body: { kind: 'invoice', documentId: s.fx.local.id, periodFrom: '2025-04-01' },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatch(/periodFrom is for a statement/);
    const tooLong = await s.h.rest('POST', '/api/share-links', {
      ...asOwner(),
      body: { kind: 'invoice', documentId: s.fx.local.id, expiresInDays: 400 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/at most 365 days/);
  });
});

describe('links that do not open', () => {
  it('a revoked, an expired, an unknown and a malformed token are the same 404 with nothing of the shop', async () => {
    const invoice = await issueBattery(s, '3000');
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect((await page(link.token)).status).toBe(200);

    const revoked = await s.h.rest('POST', `/api/share-links/${link.id}/revoke`, asOwner());
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: link.id, state: 'revoked' });
    const gone = await page(link.token);
    expectLinkNotFound(gone, [invoice.invoiceNumber]);
    expectLinkNotFound(await pdf(link.token), [invoice.invoiceNumber]);
    // Revoked links are not counted and stay listed; the next share makes a new token.
    const fresh = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(fresh.token).not.toBe(link.token);
    const { links } = await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(links.map((l: LinkView) => [l.id, l.state, l.viewCount])).toEqual([
      [fresh.id, 'live', 0],
      [link.id, 'revoked', 1],
    ]);

    // Expired a second ago.
    await s.h.sql(
      `update ${s.h.a.schemaName}.share_links set expires_at = now() - interval '1 second' where id = '${fresh.id}'`,
    );
    const expired = await page(fresh.token);
    expectLinkNotFound(expired, [invoice.invoiceNumber]);
    expectLinkNotFound(await pdf(fresh.token));
    const unknown = await page(randomBytes(32).toString('base64url'));
    expectLinkNotFound(unknown);
    expectLinkNotFound(await page('not-a-token'));
    // One answer for all: nothing tells a visitor which case it was.
    expect(expired.text).toBe(gone.text);
    expect(unknown.text).toBe(gone.text);
  });

  it("a link of shop A on shop B's host, a host naming no shop, or the bare host is the same 404", async () => {
    const invoice = await issueBattery(s, '4000');
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect((await page(link.token, visitor('alpha.localhost'))).status).toBe(200);
    const onBeta = await page(link.token, visitor('beta.localhost'));
    expectLinkNotFound(onBeta, [invoice.invoiceNumber, 'Beta Power']);
    expectLinkNotFound(await pdf(link.token, visitor('beta.localhost')));
    expectLinkNotFound(await page(link.token, visitor('nosuch.localhost')));
    expectLinkNotFound(await page(link.token, visitor('localhost')));
    // A header naming shop A does not move a request on B's host (or the bare host) to A.
    for (const host of ['beta.localhost', 'localhost']) {
      expectLinkNotFound(await page(link.token, { ...visitor(host), tenant: 'alpha' }));
    }
    // Over tRPC too (the web page's call).
    const trpc = await s.h.trpcQuery(
      'public.share.view',
      { token: link.token },
      visitor('beta.localhost'),
    );
    expect(trpc.status).toBe(404);
    expect(trpc.text).not.toContain('Alpha Solar');
    // The views of refused requests are not counted.
    const { links } = await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(links[0]?.viewCount).toBe(1);
  });
});

describe('limits and indexing', () => {
  it(`answers 429 with a readable message after ${SHARE_LIMIT} calls from one address`, async () => {
    const from = visitor();
    const token = randomBytes(32).toString('base64url');
    for (let i = 0; i < SHARE_LIMIT; i += 1) {
      expect((await page(token, from)).status).toBe(404);
    }
    const limited = await page(token, from);
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body.error).toMatch(/Too many requests from your network/);
    expect(limited.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await pdf(token, from)).status).toBe(429);
    // Another address is not held back.
    expect((await page(token, visitor())).status).toBe(404);
  });

  it('the page itself (/s/<token>) is sent with X-Robots-Tag: noindex', async () => {
    const reply = await s.h.rest('GET', `/s/${randomBytes(32).toString('base64url')}`, visitor());
    expect(reply.raw.headers['x-robots-tag']).toBe('noindex, nofollow');
    const other = await s.h.rest('GET', '/public/catalogue', visitor());
    expect(other.raw.headers['x-robots-tag']).toBeUndefined();
  });
});
