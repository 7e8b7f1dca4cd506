import { describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '@gst/db/client';
import { auditLog } from '@gst/db/schema';
import { QUARTER, returnsSuite } from './returns-fixtures';
import { trpcData, trpcError, type Reply } from './helpers';

/**
 * Filed periods (issue 17): once July–September 2024 is marked as filed, every write dated in it
 * is refused with a 400 naming the period and nothing changes; only a superadmin unlocks it, and
 * both actions are audited. On both engines.
 */
const suite = returnsSuite();
const mutate = (path: string, input: unknown, cookie = suite.cookie) =>
  suite.h.trpcMutation(path, input, { tenant: 'alpha', cookie });

async function books() {
  return withTenant(suite.h.database.db, suite.h.a, async (tx) => {
    const count = async (table: string) =>
      Number(
        rowsOf<{ n: number }>(await tx.execute(`select count(*)::int as n from ${table}`))[0]?.n,
      );
    return {
      invoices: await count('invoices'),
      notes: await count('notes'),
      payments: await count('payments'),
      cancelled: await count("invoices where status = 'cancelled'"),
      revisions: await count('invoices where revision > 1'),
    };
  });
}

async function auditedReturns() {
  const rows = await withTenant(suite.h.database.db, suite.h.a, (tx) => tx.select().from(auditLog));
  rows.sort((a, b) => a.id - b.id);
  return rows.filter((r) => r.entity === 'return-period').map((r) => [r.action, r.entityId]);
}

describe('filed periods', () => {
  it('refuses a period that has not ended, and a month inside a quarterly shop', async () => {
    const now = new Date();
    const quarterEnd = String(Math.ceil((now.getUTCMonth() + 1) / 3) * 3).padStart(2, '0');
    expect(
      trpcError(
        await mutate('tenant.returns.lock', { period: `${quarterEnd}${now.getUTCFullYear()}` }),
      ).message,
    ).toContain('has not ended yet');
    expect(trpcError(await mutate('tenant.returns.lock', { period: '082024' })).message).toContain(
      'quarterly (QRMP)',
    );
  });

  it('locks the quarter: every write dated in it is a 400 naming the period, nothing changes', async () => {
    const before = await books();
    const locked = trpcData(await mutate('tenant.returns.lock', { period: QUARTER }));
    expect(locked).toMatchObject({
      period: QUARTER,
      from: '2024-07-01',
      to: '2024-09-30',
      label: 'July–September 2024',
    });
    expect(
      trpcError(await mutate('tenant.returns.lock', { period: QUARTER })).data.httpStatus,
    ).toBe(409);

    const { fx, docs } = suite;
    const label = 'July–September 2024 is filed';
    const correct = `${label}; issue a credit or debit note in an open month instead`;
    const correctNote = `${label}; issue a further credit or debit note in an open month instead`;
    const refusals: [() => Promise<Reply>, string][] = [
      [
        () =>
          mutate('tenant.invoices.create', {
            invoiceDate: '2024-09-15',
            billToId: fx.local.id,
            lines: [{ productId: fx.module.id, quantity: 1, price: '1000' }],
          }),
        `${label}; date the invoice in an open month instead`,
      ],
      // I4 has no notes, so only the lock stands in the way of editing or cancelling it.
      [
        () =>
          mutate('tenant.invoices.update', {
            id: docs.I4.id,
            invoiceDate: '2024-07-16',
            billToId: suite.mumbai.id,
            lines: [{ productId: fx.battery.id, quantity: 1, price: '140000' }],
          }),
        correct,
      ],
      // Moving an invoice out of the filed quarter is a change to it, too.
      [
        () =>
          mutate('tenant.invoices.update', {
            id: docs.I4.id,
            invoiceDate: '2024-10-01',
            billToId: suite.mumbai.id,
            lines: [{ productId: fx.battery.id, quantity: 1, price: '150000' }],
          }),
        correct,
      ],
      [() => mutate('tenant.invoices.delete', { id: docs.I4.id }), correct],
      [
        () =>
          mutate('tenant.creditNotes.create', {
            noteDate: '2024-09-25',
            reason: 'post-sale-discount',
            lines: [{ invoiceLineId: docs.I4.lines[0]!.id, taxableValue: '100' }],
          }),
        `${label}; date the credit note in an open month instead`,
      ],
      [() => mutate('tenant.creditNotes.delete', { id: docs.CN1.id }), correctNote],
      [
        () =>
          mutate('tenant.debitNotes.update', {
            id: docs.DN1.id,
            reason: 'price-revision',
            lines: [{ invoiceLineId: docs.I2.lines[0]!.id, taxableValue: '600' }],
          }),
        correctNote,
      ],
    ];
    for (const [sent, message] of refusals) {
      const reply = await sent();
      const error = trpcError(reply);
      expect(error.data.httpStatus, error.message).toBe(400);
      // Worded for people (issue 29 item 7); the period and date stay machine-readable.
      expect(error.message).toBe(message);
      expect((reply.body.error.data as { details: unknown }).details).toMatchObject({
        reason: 'PERIOD_FILED',
        period: QUARTER,
        date: expect.stringMatching(/^2024-0[79]-\d\d$/),
      });
    }
    expect(await books()).toEqual(before);

    // A receipt changes no return: one dated in the filed quarter is recorded and reversed
    // (issue 29 item 6: a cheque dated 30 September entered after the quarter was filed).
    const cheque = trpcData<{ id: string }>(
      await mutate('tenant.payments.create', {
        customerId: fx.local.id,
        paymentDate: '2024-09-30',
        amount: '1000',
        mode: 'cheque',
        reference: '000123',
      }),
    );
    trpcData(await mutate('tenant.payments.delete', { id: cheque.id }));
    expect(await books()).toEqual({ ...before, payments: before.payments + 1 });

    // A note dated after the quarter, on an invoice in it, is a new document of an open period.
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2024-10-02',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: docs.I4.lines[0]!.id, taxableValue: '100' }],
      }),
    );
    expect(
      trpcData(
        await suite.h.trpcQuery('tenant.returns.overview', { period: QUARTER }, suite.opts()),
      ).filed,
    ).toMatchObject({ period: QUARTER });
  });

  it('only a superadmin unlocks; approve is needed to lock; both are audited', async () => {
    const h = suite.h;
    await h.createUser(h.a, {
      email: 'accountant@alpha.test',
      password: 'Accountant-pass-1',
      role: 'admin',
      permissions: [{ page: 'returns', permissions: { view: true, export: true, approve: true } }],
    });
    await h.createUser(h.a, {
      email: 'viewer2@alpha.test',
      password: 'Viewer-pass-2',
      permissions: [{ page: 'returns', permissions: { view: true } }],
    });
    const accountant = await h.login(h.a, 'accountant@alpha.test', 'Accountant-pass-1');
    const viewer = await h.login(h.a, 'viewer2@alpha.test', 'Viewer-pass-2');
    expect(
      trpcError(await mutate('tenant.returns.unlock', { period: QUARTER }, accountant)).message,
    ).toBe('Only a superadmin can unlock a filed return period');
    expect(
      trpcError(await mutate('tenant.returns.unlock', { period: QUARTER }, viewer)).data.httpStatus,
    ).toBe(403);
    expect(
      trpcError(await mutate('tenant.returns.lock', { period: '122024' }, viewer)).data.httpStatus,
    ).toBe(403);
    // Over REST: DELETE /api/returns/lock/{period} as the owner (a superadmin).
    const reply = await h.rest('DELETE', `/api/returns/lock/${QUARTER}`, suite.opts());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({
      message: 'Period unlocked',
      data: { period: QUARTER, unlocked: true },
    });
    expect((await h.rest('DELETE', `/api/returns/lock/${QUARTER}`, suite.opts())).status).toBe(404);
    expect(await auditedReturns()).toEqual([
      ['returns.lock', QUARTER],
      ['returns.unlock', QUARTER],
    ]);

    // Writes dated in the quarter work again.
    trpcData(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2024-09-15',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.module.id, quantity: 1, price: '1000' }],
      }),
    );
    // The accountant (approve) locks it again over REST; the lock is listed.
    const locked = await h.rest('POST', '/api/returns/lock', {
      tenant: 'alpha',
      cookie: accountant,
      body: { period: QUARTER },
    });
    expect(locked.status, locked.text).toBe(201);
    expect(locked.body.data).toMatchObject({
      period: QUARTER,
      filedBy: 'Test User <accountant@alpha.test>',
    });
    const listed = await h.rest('GET', '/api/returns/lock', suite.opts());
    expect((listed.body.data as { period: string }[]).map((p) => p.period)).toEqual([QUARTER]);
  });

  it("a lock is the shop's own: another shop has none", async () => {
    const beta = await suite.h.login(suite.h.b);
    const filed = trpcData(
      await suite.h.trpcQuery('tenant.returns.filed', undefined, { tenant: 'beta', cookie: beta }),
    );
    expect(filed).toEqual([]);
  });
});
