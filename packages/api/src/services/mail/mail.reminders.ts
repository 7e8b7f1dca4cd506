import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import {
  dueDatesRemindedOn,
  reminderOffsetOn,
  type TReminderListInput,
} from '@gst/domain/contracts';
import { withTenant, type Tx } from '@gst/db/client';
import { customers, invoices, mailMessages, paymentReminders, tenants } from '@gst/db/schema';
import type { Actor } from '../../infra/audit';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { invoiceLedgerRows, signedBalance } from '../payments/payments.queries';
import type { MailDeps } from './mail.deps';
import { draftOf, dispatchQueuedMail, insertQueued } from './mail.send';
import { mailSettingsRow } from './mail.settings';

/**
 * Payment reminders (issue 34). Once a day (the `mail.reminders` job, 09:00 India time) each
 * active shop with reminders on mails a reminder for every issued invoice with an amount still
 * due whose due date plus one of the schedule's offsets is today; never to a cancelled or paid
 * invoice, nor to a customer who opted out or has no e-mail. `payment_reminders` is unique on
 * (invoice, date): a second run the same day, or two at once, sends nothing more.
 */

const SYSTEM: Actor = { type: 'system', id: null };
type Tenant = Pick<ResolvedTenant, 'id' | 'schemaName' | 'tenantId'>;

export type ReminderRun = {
  date: string;
  enabled: boolean;
  sent: number;
  /** Already reminded today (an earlier run). */
  already: number;
  skipped: { invoiceId: string; invoiceNumber: string; reason: string }[];
};

type Candidate = { id: string; invoiceNumber: string; dueDate: string; customerId: string };

async function candidates(tx: Tx, today: string, offsets: number[]): Promise<Candidate[]> {
  const dates = dueDatesRemindedOn(today, offsets);
  if (!dates.length) return [];
  const rows = await invoiceLedgerRows(
    tx,
    sql`i.due_date = any(${`{${dates.join(',')}}`}::date[])`,
  );
  return rows
    .filter((row) => signedBalance(row).greaterThan(0))
    .map(({ id, invoiceNumber, dueDate, customerId }) => ({
      id,
      invoiceNumber,
      dueDate,
      customerId,
    }));
}

/** One reminder: the (invoice, day) row and its queued message, in one transaction. */
async function remindOne(
  tx: Tx,
  tenant: ResolvedTenant,
  invoice: Candidate,
  today: string,
  offset: number,
): Promise<string | null> {
  const [claimed] = await tx
    .insert(paymentReminders)
    .values({
      invoiceId: invoice.id,
      customerId: invoice.customerId,
      reminderDate: today,
      offsetDays: offset,
    })
    .onConflictDoNothing()
    .returning({ id: paymentReminders.id });
  if (!claimed) return null;
  const ctx = { tx, tenant, actor: SYSTEM, user: null };
  const { draft, facts } = await draftOf(
    ctx,
    { kind: 'invoice', documentId: invoice.id },
    { reminder: true },
  );
  const messageId = await insertQueued(ctx, facts, draft);
  await tx
    .update(paymentReminders)
    .set({ mailMessageId: messageId })
    .where(eq(paymentReminders.id, claimed.id));
  return messageId;
}

/** Today's reminders of one shop (`date`: the India date to run for, default today). */
export async function runReminders(
  deps: MailDeps,
  tenant: ResolvedTenant,
  date: string = todayIN(),
): Promise<ReminderRun> {
  const plan = await withTenant(deps.db, tenant, async (tx: Tx) => {
    const settings = await mailSettingsRow(tx);
    if (!settings.remindersEnabled) return null;
    const due = await candidates(tx, date, settings.reminderOffsets);
    const people = due.length
      ? await tx
          .select({ id: customers.id, email: customers.email, optOut: customers.remindersOptOut })
          .from(customers)
          .where(
            sql`${customers.id} = any(${`{${[...new Set(due.map((d) => d.customerId))].join(',')}}`}::uuid[])`,
          )
      : [];
    return {
      offsets: settings.reminderOffsets,
      due,
      people: new Map(people.map((p) => [p.id, p])),
    };
  });
  const run: ReminderRun = { date, enabled: plan !== null, sent: 0, already: 0, skipped: [] };
  if (!plan) return run;
  for (const invoice of plan.due) {
    const person = plan.people.get(invoice.customerId);
    const skip = (reason: string) =>
      run.skipped.push({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, reason });
    if (!person?.email) {
      skip('The customer has no e-mail address');
      continue;
    }
    if (person.optOut) {
      skip('The customer opted out of reminders');
      continue;
    }
    const offset = reminderOffsetOn(invoice.dueDate, date, plan.offsets);
    if (offset === null) continue;
    const messageId = await withTenant(deps.db, tenant, (tx: Tx) =>
      remindOne(tx, tenant, invoice, date, offset),
    );
    if (!messageId) {
      run.already += 1;
      continue;
    }
    run.sent += 1;
    await dispatchQueuedMail(deps, tenant, messageId);
  }
  if (run.sent || run.skipped.length) {
    deps.log.info(
      {
        tenant: tenant.tenantId,
        date,
        sent: run.sent,
        already: run.already,
        skipped: run.skipped.length,
      },
      'payment reminders',
    );
  }
  return run;
}

/** Messages left queued (never tried) for more than `minutes`: handed to the queue again. */
export async function dispatchStaleQueued(deps: MailDeps, tenant: Tenant, minutes = 15) {
  const stale = await withTenant(deps.db, tenant, (tx: Tx) =>
    tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.status, 'queued'),
          eq(mailMessages.attempts, 0),
          lt(mailMessages.createdAt, new Date(Date.now() - minutes * 60_000)),
        ),
      )
      .limit(500),
  );
  for (const { id } of stale) await dispatchQueuedMail(deps, tenant, id);
  return stale.length;
}

/** The daily job: every active shop's reminders, and any message left queued; a shop's failure is logged. */
export async function runRemindersForAllShops(deps: MailDeps, date: string = todayIN()) {
  const shops = await deps.db.select().from(tenants).where(eq(tenants.status, 'active'));
  for (const shop of shops) {
    try {
      await runReminders(deps, shop, date);
      await dispatchStaleQueued(deps, shop);
    } catch (error) {
      deps.log.error({ err: error, tenant: shop.tenantId }, 'payment reminders failed for a shop');
    }
  }
}

/** The reminders sent, newest first, each with its invoice, customer and message status. */
export async function listReminders({ tx }: Pick<ServiceCtx, 'tx'>, input: TReminderListInput) {
  const where = input.invoiceId ? eq(paymentReminders.invoiceId, input.invoiceId) : undefined;
  const rows = tx
    .select({
      id: paymentReminders.id,
      invoiceId: paymentReminders.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      dueDate: invoices.dueDate,
      customerId: paymentReminders.customerId,
      customerName: customers.name,
      reminderDate: paymentReminders.reminderDate,
      offsetDays: paymentReminders.offsetDays,
      mailMessageId: paymentReminders.mailMessageId,
      status: mailMessages.status,
      lastError: mailMessages.lastError,
      to: mailMessages.toAddresses,
      createdAt: paymentReminders.createdAt,
    })
    .from(paymentReminders)
    .leftJoin(invoices, eq(invoices.id, paymentReminders.invoiceId))
    .leftJoin(customers, eq(customers.id, paymentReminders.customerId))
    .leftJoin(mailMessages, eq(mailMessages.id, paymentReminders.mailMessageId))
    .where(where)
    .orderBy(desc(paymentReminders.createdAt), desc(paymentReminders.id));
  const totals = tx.select({ total: count() }).from(paymentReminders).where(where);
  return pageOf(input, rows, totals);
}
