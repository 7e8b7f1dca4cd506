// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import { expectRestError, harnessSuite, trpcData, trpcError } from './helpers';
import { firstOfMonthsAgo, profileInput, seedRecurring } from './recurring-fixtures';

/**
 * Recurring invoice profiles across shops and permissions (issue 34): shop beta can neither see
 * nor change, pause, resume, run or delete alpha's profiles, by tRPC or REST; a user without the
 * page's flags is refused.
 */
const suite = harnessSuite({}, async (h) => {
  const fx = await seedRecurring(h, h.a);
  await seedRecurring(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  const created = await h.trpcMutation(
    'tenant.recurring.create',
    profileInput(fx, { name: 'Alpha draft AMC', mode: 'draft' }),
    { tenant: 'alpha', cookie: owner },
  );
  const profile = trpcData<{ id: string }>(created);
  const runs = trpcData<{ id: string }[]>(
    await h.trpcQuery(
      'tenant.recurring.runs',
      { id: profile.id },
      { tenant: 'alpha', cookie: owner },
    ),
  );
  return { fx, owner, ownerB, profileId: profile.id, runId: runs[0]?.id ?? '' };
});

describe('recurring profiles: isolation between shops', () => {
  it("shop beta cannot list, read, change, pause, resume, run or delete alpha's profile", async () => {
    const { h, ownerB, profileId, runId, fx } = suite;
    const b = { tenant: 'beta', cookie: ownerB };
    const list = await h.rest('GET', '/api/recurring-invoices', b);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/recurring-invoices/${profileId}`],
      ['GET', `/api/recurring-invoices/${profileId}/runs`],
      ['PATCH', `/api/recurring-invoices/${profileId}`],
      ['POST', `/api/recurring-invoices/${profileId}/pause`],
      ['POST', `/api/recurring-invoices/${profileId}/resume`],
      ['POST', `/api/recurring-invoices/${profileId}/runs/${runId}/issue`],
      ['POST', `/api/recurring-invoices/${profileId}/runs/${runId}/skip`],
      ['DELETE', `/api/recurring-invoices/${profileId}`],
    ] as const) {
      const reply = await h.rest(method, url, {
        ...b,
        ...(method === 'PATCH' ? { body: { name: 'Taken over' } } : {}),
      });
      expectRestError(reply, 404);
    }
    for (const [path, input] of [
      ['tenant.recurring.pause', { id: profileId }],
      ['tenant.recurring.update', { id: profileId, name: 'Taken over' }],
      ['tenant.recurring.delete', { id: profileId }],
      ['tenant.recurring.issueRun', { id: profileId, runId }],
    ] as const) {
      expect(trpcError(await h.trpcMutation(path, input, b)).data.httpStatus).toBe(404);
    }
    // A profile in beta naming alpha's customer is refused: the customer is not beta's.
    const foreign = await h.trpcMutation('tenant.recurring.create', profileInput(fx), b);
    expect(trpcError(foreign).data.httpStatus).toBe(400);
    // Alpha's profile is as it was.
    const mine = await h.rest('GET', `/api/recurring-invoices/${profileId}`, {
      tenant: 'alpha',
      cookie: suite.owner,
    });
    expect(mine.body.data).toMatchObject({ name: 'Alpha draft AMC', status: 'active' });
    const runs = await h.rest('GET', `/api/recurring-invoices/${profileId}/runs`, {
      tenant: 'alpha',
      cookie: suite.owner,
    });
    expect(runs.body.data).toEqual([expect.objectContaining({ status: 'draft', invoiceId: null })]);
  });
});

describe('recurring profiles: permissions', () => {
  it('refuses a user without the flags; a viewer reads but cannot change', async () => {
    const { h, fx, profileId } = suite;
    await h.createUser(h.a, {
      email: 'billing@alpha.test',
      password: 'Billing#2026',
      permissions: [{ page: 'manage-invoice', permissions: { view: true, create: true } }],
    });
    const clerk = {
      tenant: 'alpha',
      cookie: await h.login(h.a, 'billing@alpha.test', 'Billing#2026'),
    };
    expectRestError(await h.rest('GET', '/api/recurring-invoices', clerk), 403);
    expect(
      trpcError(await h.trpcMutation('tenant.recurring.create', profileInput(fx), clerk)).data
        .httpStatus,
    ).toBe(403);
    await h.createUser(h.a, {
      email: 'viewer@alpha.test',
      password: 'Viewer#2026',
      permissions: [{ page: 'manage-recurring-invoice', permissions: { view: true } }],
    });
    const viewer = {
      tenant: 'alpha',
      cookie: await h.login(h.a, 'viewer@alpha.test', 'Viewer#2026'),
    };
    expect((await h.rest('GET', `/api/recurring-invoices/${profileId}`, viewer)).status).toBe(200);
    expectRestError(
      await h.rest('POST', `/api/recurring-invoices/${profileId}/pause`, viewer),
      403,
    );
    expectRestError(await h.rest('DELETE', `/api/recurring-invoices/${profileId}`, viewer), 403);
    expectRestError(
      await h.rest('POST', '/api/recurring-invoices', {
        ...viewer,
        body: profileInput(fx, { startDate: firstOfMonthsAgo(-1) }),
      }),
      403,
    );
  });
});
