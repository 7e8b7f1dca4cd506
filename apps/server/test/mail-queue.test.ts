// @engines pglite postgres citus
// Citus: the queue on the coordinator with per-shop mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiDeps,
  DEFAULT_API_CONFIG,
  MAIL_REMINDERS_JOB,
  MAIL_SEND_JOB,
  runMailJob,
} from '@gst/api';
import { TEST_DATABASE } from './harness';
import { trpcData } from './helpers';
import { mailSuite, startSmtp, type Smtp } from './mail-fixtures';

/**
 * Mail on the job queue (issue 34): with JOBS=work a sent invoice is a `mail.send` job of the
 * shop, run by the queue, and the message arrives at the SMTP server once. The job's handler
 * throws on a failed try (so pg-boss retries it with backoff), marks the message failed on the
 * last one, and leaves a sent message alone. The daily reminders are scheduled at 09:00 India time.
 */
const PASSWORD = 'queue-smtp-Pa55word';
const USER = 'queue@alpha-solar.example';
const { suite, mutate, query, invoice, saveSettings, settled, message } = mailSuite({
  DATABASE_URL: TEST_DATABASE,
  JOBS: 'work',
  JOBS_POLL_SECONDS: '0.5',
});
let good: Smtp;
let refusing: Smtp;

beforeAll(async () => {
  good = await startSmtp({ user: USER, pass: PASSWORD });
  refusing = await startSmtp({ user: USER, pass: PASSWORD }, 'Recipient address rejected');
});
afterAll(async () => {
  await good?.close();
  await refusing?.close();
});

const smtp = (port: number) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: USER,
  password: PASSWORD,
});

const draftFields = async (id: string) => {
  const d = trpcData<{ to: string[]; subject: string; body: string }>(
    await query('tenant.mail.draft', { kind: 'invoice', documentId: id }),
  );
  return { to: d.to, subject: d.subject, body: d.body };
};

describe('mail on the queue', () => {
  it('an invoice mail is a mail.send job of the shop, sent once', async () => {
    suite.h.secrets.add(PASSWORD);
    await saveSettings(smtp(good.port));
    const inv = await invoice('10000');
    const fields = await draftFields(inv.id);
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: fields,
      }),
    );
    expect((await settled(sent.id, 60_000)).status).toBe('sent');
    expect(good.received.filter((m) => m.subject === fields.subject)).toHaveLength(1);
    const jobs = await suite.h.sql<{
      state: string;
      group_id: string;
      data: { messageId: string };
    }>(`select state, group_id, data from gst_jobs.job where name = '${MAIL_SEND_JOB}'`);
    expect(jobs).toEqual([
      {
        state: 'completed',
        group_id: suite.h.a.id,
        data: { tenantRowId: suite.h.a.id, messageId: sent.id },
      },
    ]);
  });

  it('the job handler: a failed try throws and stays queued, the last marks it failed', async () => {
    await saveSettings(smtp(refusing.port));
    const inv = await invoice('2000');
    const fields = await draftFields(inv.id);
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: fields,
      }),
    );
    let failed = await message(sent.id);
    for (let i = 0; failed.attempts < 1 && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 150));
      failed = await message(sent.id);
    }
    expect(failed.status).toBe('queued');
    // The queue's first try has failed (its retries wait 30 s and more): queued with the reason.
    expect(failed.attempts).toBeGreaterThanOrEqual(1);
    expect(failed.lastError).toContain('Recipient address rejected');
    const deps = {
      ...createApiDeps(suite.h.database.db, {
        ...DEFAULT_API_CONFIG,
        secretKey: new Uint8Array(Buffer.from('5e'.repeat(32), 'hex')),
      }),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const payload = { tenantRowId: suite.h.a.id, messageId: sent.id };
    await expect(runMailJob(deps, payload, { retryCount: 1 })).rejects.toThrow(
      /Recipient address rejected/,
    );
    expect(await runMailJob(deps, payload, { retryCount: 2 })).toBe('failed');
    const row = await message(sent.id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBeGreaterThanOrEqual(3);
    expect(refusing.received).toHaveLength(0);
  });

  it('the daily reminders are scheduled at 09:00 India time', async () => {
    const schedules = await suite.h.sql<{ name: string; cron: string; timezone: string }>(
      `select name, cron, timezone from gst_jobs.schedule where name = '${MAIL_REMINDERS_JOB}'`,
    );
    expect(schedules).toEqual([
      { name: MAIL_REMINDERS_JOB, cron: '0 9 * * *', timezone: 'Asia/Kolkata' },
    ]);
  });
});
