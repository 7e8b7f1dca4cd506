// @engines pglite
// Permission flags and shop isolation of the share-link calls (issue 34), checked at the edge and
// on one shop's rows: one engine (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { fileSuite, staffSession, trpcData, trpcError, type RequestOptions } from './helpers';
import { issueBattery, linksOf, share, startShareShops, visitor } from './share-links-fixtures';

const s = fileSuite(
  async () => {
    const shops = await startShareShops();
    const viewer = await staffSession(shops.h, 'viewer@alpha.test', {
      'manage-invoice': ['view'],
      'manage-customer': ['view'],
    });
    const quoteEditor = await staffSession(shops.h, 'quotes@alpha.test', {
      'manage-quote': ['view', 'edit'],
    });
    return { ...shops, viewer, quoteEditor };
  },
  ({ h }) => h.close(),
);

const asOwner = (): RequestOptions => ({ tenant: 'alpha', cookie: s.owner });
const asB = (): RequestOptions => ({ tenant: 'beta', cookie: s.ownerB });

describe('another shop', () => {
  it("cannot list or revoke shop A's links, by tRPC or REST, and A's link keeps working", async () => {
    const invoice = await issueBattery(s, '5000');
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());

    const list = await s.h.trpcQuery(
      'tenant.shareLinks.list',
      { kind: 'invoice', documentId: invoice.id },
      asB(),
    );
    expect(list.status).toBe(404);
    expect(list.text).not.toContain(link.token);
    const restList = await s.h.rest(
      'GET',
      `/api/share-links?kind=invoice&documentId=${invoice.id}`,
      asB(),
    );
    expect(restList.status).toBe(404);
    expect(restList.text).not.toContain(link.token);
    // Making a link of A's invoice from B: B has no such invoice.
    const make = await s.h.rest('POST', '/api/share-links', {
      ...asB(),
      body: { kind: 'invoice', documentId: invoice.id },
    });
    expect(make.status).toBe(404);

    const revoke = await s.h.trpcMutation('tenant.shareLinks.revoke', { id: link.id }, asB());
    expect(revoke.status).toBe(404);
    expect(trpcError(revoke).message).toBe('Share link not found');
    const restRevoke = await s.h.rest('POST', `/api/share-links/${link.id}/revoke`, asB());
    expect(restRevoke.status).toBe(404);

    const [row] = await s.h.sql<{ revoked: boolean }>(
      `select revoked_at is not null as revoked from ${s.h.a.schemaName}.share_links where id = '${link.id}'`,
    );
    expect(row?.revoked).toBe(false);
    expect((await s.h.rest('GET', `/public/share/${link.token}`, visitor())).status).toBe(200);
    // B's own list of its own documents holds none of A's links.
    const [count] = await s.h.sql<{ n: number }>(
      `select count(*)::int as n from ${s.h.b.schemaName}.share_links`,
    );
    expect(count?.n).toBe(0);
  });
});

describe('permissions', () => {
  it("'view' on the page lists a document's links; making or revoking one needs 'edit'", async () => {
    const invoice = await issueBattery(s, '6000');
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    const asViewer: RequestOptions = { tenant: 'alpha', cookie: s.viewer };

    const listed = await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asViewer);
    expect(listed.links.map((l) => l.id)).toEqual([link.id]);

    const make = await s.h.trpcMutation(
      'tenant.shareLinks.create',
      { kind: 'invoice', documentId: invoice.id, expiresInDays: 7 },
      asViewer,
    );
    expect(make.status).toBe(403);
    expect(trpcError(make).message).toBe("You do not have the 'edit' permission on manage-invoice");
    const revoke = await s.h.rest('POST', `/api/share-links/${link.id}/revoke`, asViewer);
    expect(revoke.status).toBe(403);
    const statement = await s.h.rest('POST', '/api/share-links', {
      ...asViewer,
      body: {
        kind: 'statement',
        customerId: s.fx.local.id,
        periodFrom: '2025-04-01',
        periodTo: '2025-09-30',
      },
    });
    expect(statement.status).toBe(403);
    expect(statement.body.error).toMatch(/'edit' permission on manage-customer/);
    // Nothing changed: the same live link, its expiry as it was.
    const after = await linksOf(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    expect(after.links).toHaveLength(1);
    expect(after.links[0]).toMatchObject({ state: 'live', expiresAt: link.expiresAt });
  });

  it("a user without the invoice page sees no invoice's links; the quote page's editor shares quotes only", async () => {
    const invoice = await issueBattery(s, '7000');
    const link = await share(s.h, { kind: 'invoice', documentId: invoice.id }, asOwner());
    const asQuotes: RequestOptions = { tenant: 'alpha', cookie: s.quoteEditor };
    const list = await s.h.trpcQuery(
      'tenant.shareLinks.list',
      { kind: 'invoice', documentId: invoice.id },
      asQuotes,
    );
    expect(list.status).toBe(403);
    expect(list.text).not.toContain(link.token);
    expect(
      (await s.h.trpcMutation('tenant.shareLinks.revoke', { id: link.id }, asQuotes)).status,
    ).toBe(403);

    const quote = trpcData<{ id: string }>(
      await s.h.trpcMutation(
        'tenant.quotes.create',
        { customerName: 'A buyer', phoneNumber: '9830011111', lines: [] },
        asOwner(),
      ),
    );
    const made = await share(s.h, { kind: 'quote', documentId: quote.id }, asQuotes);
    expect(made.state).toBe('live');
    const revoked = trpcData<{ state: string }>(
      await s.h.trpcMutation('tenant.shareLinks.revoke', { id: made.id }, asQuotes),
    );
    expect(revoked.state).toBe('revoked');
  });

  it('needs a login: no session is a 401', async () => {
    const reply = await s.h.rest('GET', '/api/share-links?kind=invoice&documentId=x', {
      tenant: 'alpha',
    });
    expect(reply.status).toBe(401);
  });
});
