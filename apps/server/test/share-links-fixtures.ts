import { expect } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { startHarness, trpcData, type Harness, type RequestOptions } from './helpers';

/**
 * Share links' test shops (issue 34): both shops with the billing catalogue, alpha with a UPI ID,
 * both owners logged in, and a low per-IP limit on the public share calls (each test speaks from
 * its own address, so one test's calls never count against another's).
 */
export const SHARE_LIMIT = 12;

export async function startShareShops() {
  const h = await startHarness({
    SHARE_LINK_REQUESTS_PER_IP: String(SHARE_LIMIT),
    TENANT_CACHE_SECONDS: '0',
  });
  const fx = await seedBilling(h, h.a);
  const fxB = await seedBilling(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  await h.sql(
    `update ${h.a.schemaName}.customers set phone_number = '9830012345' where id = '${fx.local.id}'`,
  );
  const reply = await h.rest('PATCH', '/api/settings', {
    tenant: 'alpha',
    cookie: owner,
    body: { upiId: 'alpha.solar@okaxis' },
  });
  expect(reply.status, reply.text).toBe(200);
  return { h, fx, fxB, owner, ownerB };
}

export type ShareShops = Awaited<ReturnType<typeof startShareShops>>;

let address = 0;

/** A visitor on `host` (no x-tenant-id, as a browser opening the link), from a new address. */
export function visitor(host = 'alpha.localhost'): RequestOptions {
  address += 1;
  return { tenant: null, host, remoteAddress: `198.51.100.${address}` };
}

/** One battery at `price` (+ 9 % CGST + 9 % SGST) to the local customer, issued by alpha. */
export async function issueBattery(s: ShareShops, price: string) {
  return trpcData<{ id: string; invoiceNumber: string; totalAmount: string }>(
    await s.h.trpcMutation(
      'tenant.invoices.create',
      {
        invoiceDate: '2025-10-01',
        billToId: s.fx.local.id,
        lines: [{ productId: s.fx.battery.id, quantity: 1, price }],
      },
      { tenant: 'alpha', cookie: s.owner },
    ),
  );
}

export type LinkView = {
  id: string;
  token: string;
  url: string;
  state: 'live' | 'expired' | 'revoked';
  expiresAt: string;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
};

export async function share(
  h: Harness,
  input: Record<string, unknown>,
  opts: RequestOptions,
): Promise<LinkView> {
  return trpcData<LinkView>(await h.trpcMutation('tenant.shareLinks.create', input, opts));
}

export async function linksOf(h: Harness, input: Record<string, unknown>, opts: RequestOptions) {
  return trpcData<{ links: LinkView[]; recipient: Record<string, unknown> }>(
    await h.trpcQuery('tenant.shareLinks.list', input, opts),
  );
}
