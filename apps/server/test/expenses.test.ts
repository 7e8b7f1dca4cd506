// @engines pglite postgres
// Isolation between shops and permission refusals for expenses over HTTP; nothing here depends
// on where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/** Expenses (issue 31): alpha's stay alpha's; the page's flags hold on tRPC and REST. */
const suite = ownerSuite({}, async (h, asOwner) => {
  const created = await h.rest('POST', '/api/expense', {
    ...asOwner,
    body: { expenseDate: '2026-05-31', category: 'Rent', amount: '18000.00', paidFrom: 'cash' },
  });
  expect(created.status, created.text).toBe(201);
  const expenseId = (created.body as { data: { id: string } }).data.id;
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'ex-viewer@alpha.test', { 'manage-expense': ['view'] });
  return { expenseId, cookieB, viewer };
});
const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });
const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewer });

async function expectAlphaUnchanged() {
  const row = trpcData<{ status: string; amount: string }>(
    await suite.h.trpcQuery('tenant.expenses.get', { id: suite.expenseId }, suite.asOwner()),
  );
  expect(row).toMatchObject({ status: 'active', amount: '18000.00' });
}

describe('expenses over HTTP', () => {
  it('the owner lists and reads them at /api/expense', async () => {
    const list = await suite.h.rest(
      'GET',
      '/api/expense?from=2026-05-01&to=2026-05-31',
      suite.asOwner(),
    );
    expect(list.body).toMatchObject({ total: 1, data: [{ expenseNumber: 'EX/26-27/0001' }] });
  });

  it("another shop can neither read nor cancel alpha's expense", async () => {
    expectRestError(
      await suite.h.rest('GET', `/api/expense?expenseId=${suite.expenseId}`, asB()),
      404,
    );
    expectRestError(await suite.h.rest('DELETE', `/api/expense/${suite.expenseId}`, asB()), 404);
    expect(
      trpcError(
        await suite.h.trpcMutation('tenant.expenses.delete', { id: suite.expenseId }, asB()),
      ).data.appCode,
    ).toBe('NOT_FOUND');
    expect((await suite.h.rest('GET', '/api/expense', asB())).body).toMatchObject({ total: 0 });
    await expectAlphaUnchanged();
  });

  it('a view-only user reads but cannot record, cancel or change categories', async () => {
    expect((await suite.h.rest('GET', '/api/expense', asViewer())).status).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/expense', {
        ...asViewer(),
        body: { expenseDate: '2026-05-31', category: 'Rent', amount: '1.00' },
      }),
      403,
    );
    expectRestError(
      await suite.h.rest('DELETE', `/api/expense/${suite.expenseId}`, asViewer()),
      403,
    );
    expect(
      trpcError(
        await suite.h.trpcMutation('tenant.expenses.createCategory', { name: 'Tea' }, asViewer()),
      ).data.appCode,
    ).toBe('FORBIDDEN');
    await expectAlphaUnchanged();
  });
});
