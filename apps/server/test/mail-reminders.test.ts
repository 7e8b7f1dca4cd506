// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import { customerInput, trpcData } from './helpers';
import { mailSuite } from './mail-fixtures';

/**
 * Payment reminders (issue 34): on the schedule's days (3 before the due date, on it, 7 and 15
 * after) an issued invoice with an amount still due gets one reminder mail a day at most, however
 * often the day's run is made; a paid or cancelled invoice, an invoice due on another day and a
 * customer who opted out get none.
 */
const { suite, asOwner, mutate, query, invoice, saveSettings, settled } = mailSuite();

type Run = {
  enabled: boolean;
  sent: number;
  already: number;
  skipped: { invoiceNumber: string; reason: string }[];
};
type Reminder = {
  invoiceId: string;
  invoiceNumber: string;
  reminderDate: string;
  offsetDays: number;
  status: string;
  mailMessageId: string;
};

const run = async (date: string) =>
  trpcData<Run>(await mutate('tenant.mail.runReminders', { date }));
const due = { invoiceDate: '2025-10-01', dueDate: '2025-10-10' };

describe('payment reminders', () => {
  it('are sent once a day per unpaid invoice, never to a paid, cancelled or opted-out one', async () => {
    expect(await run('2025-10-17')).toMatchObject({ enabled: false, sent: 0 });
    await saveSettings({ remindersEnabled: true, reminderOffsets: [15, -3, 0, 7, 7] });
    const settings = trpcData<{ reminderOffsets: number[] }>(await query('tenant.mail.settings'));
    expect(settings.reminderOffsets).toEqual([-3, 0, 7, 15]);

    const unpaid = await invoice('10000', due);
    const partly = await invoice('20000', due);
    const paid = await invoice('30000', due);
    const cancelled = await invoice('40000', due);
    const otherDay = await invoice('50000', { invoiceDate: '2025-10-01', dueDate: '2025-10-11' });
    const optedOut = trpcData<{ id: string }>(
      await mutate(
        'tenant.customers.create',
        customerInput('Quiet Traders', { email: 'quiet@traders.example', remindersOptOut: true }),
      ),
    );
    const quiet = await invoice('10000', due, optedOut.id);
    const noMail = trpcData<{ id: string }>(
      await mutate('tenant.customers.create', customerInput('No Mail Co', { email: '' })),
    );
    const silent = await invoice('10000', due, noMail.id);
    const pay = (invoiceId: string, amount: string, customerId = suite.customer.id) =>
      mutate('tenant.payments.create', {
        customerId,
        paymentDate: '2025-10-12',
        amount,
        mode: 'upi',
        allocations: [{ invoiceId, amount }],
      });
    expect((await pay(paid.id, '35400')).status).toBe(200);
    expect((await pay(partly.id, '10000')).status).toBe(200);
    const cancel = await suite.h.rest(
      'DELETE',
      `/api/invoice/hard-delete/${cancelled.id}?reason=Duplicate`,
      asOwner(),
    );
    expect(cancel.status, cancel.text).toBe(200);

    // Due + 7 days.
    const first = await run('2025-10-17');
    expect(first).toMatchObject({ enabled: true, sent: 2, already: 0 });
    expect(first.skipped.map((s) => [s.invoiceNumber, s.reason]).sort()).toEqual(
      [
        [quiet.invoiceNumber, 'The customer opted out of reminders'],
        [silent.invoiceNumber, 'The customer has no e-mail address'],
      ].sort(),
    );
    // The same day again: nothing more.
    const second = await run('2025-10-17');
    expect(second).toMatchObject({ sent: 0, already: 2 });

    const list = trpcData<{ data: Reminder[]; total: number }>(
      await query('tenant.mail.reminders', { page: 1, pageSize: 50 }),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((r) => r.invoiceId).sort()).toEqual([unpaid.id, partly.id].sort());
    for (const r of list.data)
      expect(r).toMatchObject({ reminderDate: '2025-10-17', offsetDays: 7 });
    const partlyMail = await settled(
      list.data.find((r) => r.invoiceId === partly.id)!.mailMessageId,
    );
    expect(partlyMail.status).toBe('sent');
    // The amount still due (23,600 − 10,000), not the invoice total.
    expect(partlyMail.body).toContain('₹13,600.00');
    expect(partlyMail.subject).toBe(
      `Payment reminder: invoice ${partly.invoiceNumber} due 10 Oct 2025`,
    );
    const rows = await suite.h.sql<{ invoice_id: string }>(
      'select invoice_id from tenant_alpha.payment_reminders',
    );
    expect(rows.map((r) => r.invoice_id)).not.toContain(paid.id);
    expect(rows.map((r) => r.invoice_id)).not.toContain(cancelled.id);
    expect(rows.map((r) => r.invoice_id)).not.toContain(otherDay.id);

    // A day off the schedule sends nothing; the next scheduled day sends again, once.
    expect(await run('2025-10-18')).toMatchObject({ sent: 1 }); // otherDay: due 10-11 + 7
    expect(await run('2025-10-25')).toMatchObject({ sent: 2 });
    expect(await run('2025-10-25')).toMatchObject({ sent: 0, already: 2 });
    // Paid in full later: no more reminders.
    expect((await pay(unpaid.id, '11800')).status).toBe(200);
    expect(await run('2025-10-07')).toMatchObject({ sent: 1 }); // only partly (due − 3)
    // Two runs of one day at once (two servers): one reminder in all.
    const fresh = await invoice('1000', { invoiceDate: '2025-11-01', dueDate: '2025-11-10' });
    const both = await Promise.all([run('2025-11-17'), run('2025-11-17')]);
    expect(both.map((r) => r.sent).reduce((a, b) => a + b)).toBe(1);
    expect(both.map((r) => r.already).reduce((a, b) => a + b)).toBe(1);
    const freshRows = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from tenant_alpha.payment_reminders where invoice_id = '${fresh.id}'`,
    );
    expect(freshRows[0]?.n).toBe(1);
    // REST: the list of what was sent.
    const rest = await suite.h.rest('GET', `/api/mail/reminders?invoiceId=${partly.id}`, asOwner());
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data.map((r: Reminder) => r.reminderDate).sort()).toEqual([
      '2025-10-07',
      '2025-10-17',
      '2025-10-25',
    ]);
  });

  it('a customer opts out from the customer form, and in again', async () => {
    const created = trpcData<{ id: string; remindersOptOut: boolean }>(
      await mutate('tenant.customers.create', customerInput('Toggle Ltd')),
    );
    expect(created.remindersOptOut).toBe(false);
    const out = trpcData<{ remindersOptOut: boolean }>(
      await mutate('tenant.customers.update', {
        id: created.id,
        ...customerInput('Toggle Ltd'),
        remindersOptOut: true,
      }),
    );
    expect(out.remindersOptOut).toBe(true);
    // An update that does not name it keeps it.
    const kept = trpcData<{ remindersOptOut: boolean }>(
      await mutate('tenant.customers.update', {
        id: created.id,
        ...customerInput('Toggle Limited'),
      }),
    );
    expect(kept.remindersOptOut).toBe(true);
    const back = trpcData<{ remindersOptOut: boolean }>(
      await mutate('tenant.customers.update', {
        id: created.id,
        ...customerInput('Toggle Limited'),
        remindersOptOut: false,
      }),
    );
    expect(back.remindersOptOut).toBe(false);
  });
});
