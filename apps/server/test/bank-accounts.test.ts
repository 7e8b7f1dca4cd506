// @engines pglite postgres
// Requests within two shops' schemas (isolation over HTTP): no Citus round.
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * The shop's bank accounts over HTTP (issue 33): tRPC `tenant.bankAccounts.*` and REST
 * `/api/bank-accounts` under Settings ('change-details': view lists, edit changes), the envelopes,
 * the audit trail, a permission refusal, and isolation: shop beta neither lists nor changes shop
 * alpha's accounts, and a receipt in beta naming alpha's account is refused.
 */
const suite = ownerSuite({}, async (h) => {
  const fx = await seedBilling(h, h.a, 1);
  const fxB = await seedBilling(h, h.b, 1);
  const beta = { tenant: 'beta', cookie: await h.login(h.b) };
  return { customerA: fx.local.id, customerB: fxB.local.id, beta };
});
type Account = { id: string; _id?: string; name: string; openingBalance: string; active: boolean };

describe('bank accounts over tRPC and REST', () => {
  it('are added, listed, changed and deactivated; REST has the envelopes; each write audited', async () => {
    const o = suite.asOwner();
    const added = await suite.h.rest('POST', '/api/bank-accounts', {
      ...o,
      body: {
        name: 'HDFC current ••1234',
        accountNumber: '50100012341234',
        openingBalance: '-250.5',
      },
    });
    expect(added.status, added.text).toBe(201);
    const hdfc = (added.body as { message: string; data: Account }).data;
    expect(added.body).toMatchObject({
      message: 'Bank account added',
      data: { name: 'HDFC current ••1234', openingBalance: '-250.50', active: true, _id: hdfc.id },
    });
    const sbi = trpcData<Account>(
      await suite.h.trpcMutation('tenant.bankAccounts.create', { name: 'SBI savings' }, o),
    );
    const listed = await suite.h.rest('GET', '/api/bank-accounts', o);
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Account[] }).data.map((a) => a.name)).toEqual([
      'HDFC current ••1234',
      'SBI savings',
    ]);
    const changed = await suite.h.rest('PATCH', `/api/bank-accounts/${sbi.id}`, {
      ...o,
      body: { name: 'SBI savings ••9911', openingBalance: 1000 },
    });
    expect(changed.body).toMatchObject({
      message: 'Bank account updated',
      data: { name: 'SBI savings ••9911', openingBalance: '1000.00' },
    });
    const gone = await suite.h.rest('DELETE', `/api/bank-accounts/${sbi.id}`, o);
    expect(gone.body).toEqual({ message: 'Bank account deactivated' });
    const active = await suite.h.rest('GET', '/api/bank-accounts?active=true', o);
    expect((active.body as { data: Account[] }).data.map((a) => a.id)).toEqual([hdfc.id]);
    expectRestError(
      await suite.h.rest('POST', '/api/bank-accounts', { ...o, body: { name: 'X', ifsc: 'nope' } }),
      400,
    );
    const audit = trpcData<{ data: { action: string }[] }>(
      await suite.h.trpcQuery('tenant.audit.list', { entity: 'bank-account', pageSize: 50 }, o),
    );
    expect(audit.data.map((a) => a.action).sort()).toEqual([
      'bank-account.create',
      'bank-account.create',
      'bank-account.deactivate',
      'bank-account.update',
    ]);
    // A receipt into HDFC over REST; cash with an account and UPI without one are refused.
    const receipt = (body: object) =>
      suite.h.rest('POST', '/api/payment', {
        ...o,
        body: { payments: [{ customerId: suite.customerA, amount: '100.00', ...body }] },
      });
    expect((await receipt({ mode: 'upi', bankAccountId: hdfc.id })).status).toBe(201);
    expectRestError(await receipt({ mode: 'upi' }), 400);
    expectRestError(await receipt({ mode: 'cash', bankAccountId: hdfc.id }), 400);
  });

  it('needs Settings: view to list, edit to change', async () => {
    const viewer = await staffSession(suite.h, 'bank-viewer@alpha.test', {
      'change-details': ['view'],
    });
    const clerk = await staffSession(suite.h, 'bank-clerk@alpha.test', {
      'manage-payment': ['view', 'create'],
    });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    expect((await suite.h.trpcQuery('tenant.bankAccounts.list', {}, as(viewer))).status).toBe(200);
    expect(
      trpcError(await suite.h.trpcQuery('tenant.bankAccounts.list', {}, as(clerk))).data.httpStatus,
    ).toBe(403);
    // The receipt drawer's choice of account is open to whoever records receipts.
    const pick = await suite.h.trpcQuery('tenant.bankAccounts.pick', undefined, as(clerk));
    expect(pick.status).toBe(200);
    expect(
      trpcError(
        await suite.h.trpcMutation('tenant.bankAccounts.create', { name: 'Nope' }, as(viewer)),
      ).data.httpStatus,
    ).toBe(403);
    expectRestError(
      await suite.h.rest('POST', '/api/bank-accounts', { ...as(viewer), body: { name: 'Nope' } }),
      403,
    );
    expectRestError(await suite.h.rest('GET', '/api/bank-accounts', as(clerk)), 403);
  });

  it("shop beta neither sees nor changes alpha's accounts, nor pays into them", async () => {
    const o = suite.asOwner();
    const mine = trpcData<Account>(
      await suite.h.trpcMutation('tenant.bankAccounts.create', { name: 'Alpha only' }, o),
    );
    const beta = suite.beta;
    const listed = trpcData<Account[]>(
      await suite.h.trpcQuery('tenant.bankAccounts.list', {}, beta),
    );
    expect(listed.map((a) => a.id)).not.toContain(mine.id);
    expect(listed.map((a) => a.name)).not.toContain('Alpha only');
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.bankAccounts.update',
          { id: mine.id, name: 'Taken over' },
          beta,
        ),
      ).data.httpStatus,
    ).toBe(404);
    expectRestError(
      await suite.h.rest('PATCH', `/api/bank-accounts/${mine.id}`, {
        ...beta,
        body: { name: 'Taken over' },
      }),
      404,
    );
    expectRestError(await suite.h.rest('DELETE', `/api/bank-accounts/${mine.id}`, beta), 404);
    // A receipt in beta naming alpha's account: no such account in beta's shop.
    const refused = await suite.h.trpcMutation(
      'tenant.payments.create',
      { customerId: suite.customerB, amount: '100.00', mode: 'upi', bankAccountId: mine.id },
      beta,
    );
    expect(trpcError(refused).data.httpStatus).toBe(400);
    expect(trpcError(refused).message).toContain("not one of the shop's active bank accounts");
    // Alpha's account is as it was.
    const after = trpcData<Account[]>(await suite.h.trpcQuery('tenant.bankAccounts.list', {}, o));
    expect(after.find((a) => a.id === mine.id)).toMatchObject({ name: 'Alpha only', active: true });
  });

  it("lists an expense paid from an account with the account's name, also once deactivated", async () => {
    const o = suite.asOwner();
    const account = trpcData<Account>(
      await suite.h.trpcMutation('tenant.bankAccounts.create', { name: 'Canara Current' }, o),
    );
    const created = await suite.h.rest('POST', '/api/expense', {
      ...o,
      body: {
        expenseDate: '2026-05-30',
        category: 'Rent',
        amount: '1200.00',
        paidFrom: 'bank',
        bankAccountId: account.id,
      },
    });
    expect(created.status, created.text).toBe(201);
    const nameOnList = async () => {
      const list = await suite.h.rest('GET', '/api/expense?from=2026-05-30&to=2026-05-30', o);
      const rows = list.body.data as { amount: string; bankAccountName: string | null }[];
      return rows.find((r) => r.amount === '1200.00')?.bankAccountName;
    };
    expect(await nameOnList()).toBe('Canara Current');
    const gone = trpcData<Account>(
      await suite.h.trpcMutation('tenant.bankAccounts.deactivate', { id: account.id }, o),
    );
    expect(gone.active).toBe(false);
    expect(await nameOnList()).toBe('Canara Current');
  });
});
