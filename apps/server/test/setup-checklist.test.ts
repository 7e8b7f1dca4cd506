// @engines pglite
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { harnessSuite, sessionCookie, staffSession, trpcData, type Reply } from './helpers';
import { tenantInput } from './master-helpers';

/**
 * Issue 29 item 1: a new shop's setup checklist (tenant.setup.checklist, GET /api/setup/checklist):
 * each step's state comes from what the shop has. A shop made in the master panel starts with
 * every step open; the harness shop (particulars, catalogue, customers) has the required ones
 * done. Dashboard view is needed; another shop's session sees nothing of this one.
 */
const FRESH = 'fresh-shop';

const suite = harnessSuite({}, async (h) => {
  await seedBilling(h, h.a);
  const master = await h.masterLogin();
  const input = tenantInput({ tenantId: FRESH });
  const created = await h.rest('POST', '/api/master/tenant', { cookie: master, body: input });
  expect(created.status, created.text).toBe(201);
  const login = await h.trpcMutation(
    'tenant.auth.login',
    { email: input.ownerUser.email, password: input.ownerUser.password },
    { tenant: FRESH },
  );
  return {
    owner: await h.login(h.a),
    ownerB: await h.login(h.b),
    fresh: sessionCookie(login, 'gst_session'),
    clerk: await staffSession(h, 'clerk@alpha.test', { 'manage-invoice': ['view', 'create'] }),
  };
});

type Checklist = {
  items: { key: string; done: boolean; required: boolean; href: string; hint: string }[];
  complete: boolean;
};

const states = (list: Checklist) => Object.fromEntries(list.items.map((i) => [i.key, i.done]));

const checklist = async (tenant: string, cookie: string) =>
  trpcData<Checklist>(
    await suite.h.trpcQuery('tenant.setup.checklist', undefined, { tenant, cookie }),
  );

describe('setup checklist (issue 29 item 1)', () => {
  it('a shop new from the master panel has every step open, linked to where it is done', async () => {
    const list = await checklist(FRESH, suite.fresh);
    expect(states(list)).toEqual({
      particulars: false,
      numbering: false,
      bank: false,
      logo: false,
      product: false,
      customer: false,
    });
    expect(list.complete).toBe(false);
    const particulars = list.items.find((i) => i.key === 'particulars');
    expect(particulars?.hint).toBe('Missing: Address, PIN Code, GSTIN (CGST Rule 46(a))');
    expect(particulars?.href).toBe('/admin/change-details#contact-info');
    expect(list.items.map((i) => i.href)).toEqual([
      '/admin/change-details#contact-info',
      '/admin/change-details#basic-info',
      '/admin/change-details#banking-info',
      '/admin/change-details#branding',
      '/admin/manage-product',
      '/admin/manage-customer',
    ]);
    expect(list.items.filter((i) => !i.required).map((i) => i.key)).toEqual(['bank', 'logo']);
  });

  it('follows what the shop sets: particulars, numbering, bank/UPI, catalogue and customers', async () => {
    const { h, owner } = suite;
    const asOwner = { tenant: 'alpha', cookie: owner };
    // The harness shop: particulars, products and customers, no invoice, no bank, no logo.
    expect(states(await checklist('alpha', owner))).toMatchObject({
      particulars: true,
      numbering: false,
      bank: false,
      product: true,
      customer: true,
    });
    const saved = await h.trpcMutation(
      'tenant.settings.update',
      { invoiceNumberingFormat: 'AS/{fiscalYear}/{number:4}', upiId: 'alpha@okaxis' },
      asOwner,
    );
    expect(saved.status, saved.text).toBe(200);
    const after = await checklist('alpha', owner);
    expect(states(after)).toMatchObject({ numbering: true, bank: true, logo: false });
    // The logo is recommended, not required: the checklist is complete without it.
    expect(after.complete).toBe(true);

    // REST answers the same list in the {message, data} envelope.
    const rest = await h.rest('GET', '/api/setup/checklist', asOwner);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toEqual(after);
  });

  it('needs dashboard view, and another shop sees only its own', async () => {
    const { h } = suite;
    const refused = (reply: Reply) => expect(reply.status, reply.text).toBe(403);
    refused(
      await h.trpcQuery('tenant.setup.checklist', undefined, {
        tenant: 'alpha',
        cookie: suite.clerk,
      }),
    );
    refused(await h.rest('GET', '/api/setup/checklist', { tenant: 'alpha', cookie: suite.clerk }));
    // Beta's session on alpha's host is not a session there.
    const crossed = await h.trpcQuery('tenant.setup.checklist', undefined, {
      tenant: 'alpha',
      cookie: suite.ownerB,
    });
    expect(crossed.status).toBe(401);
    // Beta has no products or customers though alpha has: nothing of alpha's leaks into it.
    expect(states(await checklist('beta', suite.ownerB))).toMatchObject({
      particulars: true,
      product: false,
      customer: false,
    });
  });
});
