// @engines pglite postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDeps, DEFAULT_API_CONFIG, parseSecretKey, runMailJob } from '@gst/api';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { trpcData } from './helpers';
import { logText, mailSuite, startSmtp, type Smtp } from './mail-fixtures';

/**
 * E-mail through a real SMTP server (issue 34): smtp-server with auth runs in this process; the
 * invoice mail it receives is parsed with mailparser (to, cc, subject, the PDF and its text). A
 * server that refuses is tried three times, then the message is failed with its reason. The
 * SMTP password is stored encrypted, never answered and never in the server's log.
 */
const PASSWORD = 'smtp-Pa55word-never-logged';
const USER = 'billing@alpha-solar.example';
const { suite, mutate, query, invoice, saveSettings, settled } = mailSuite();
let good: Smtp;
let refusing: Smtp;

beforeAll(async () => {
  good = await startSmtp({ user: USER, pass: PASSWORD });
  refusing = await startSmtp(
    { user: USER, pass: PASSWORD },
    'Mailbox unavailable: relaying denied',
  );
});
afterAll(async () => {
  await good?.close();
  await refusing?.close();
});

const fields = ({ to, subject, body }: { to: string[]; subject: string; body: string }) => ({
  to,
  subject,
  body,
});

const smtpSettings = (port: number) => ({
  host: '127.0.0.1',
  port,
  security: 'none',
  username: USER,
});

describe('mail settings', () => {
  it('store the password encrypted and never answer it', async () => {
    suite.h.secrets.add(PASSWORD);
    const saved = await saveSettings({ ...smtpSettings(good.port), password: PASSWORD });
    expect(saved).toMatchObject({ host: '127.0.0.1', passwordSet: true, smtpConfigured: true });
    expect(JSON.stringify(saved)).not.toContain(PASSWORD);
    const rest = await suite.h.rest('GET', '/api/mail/settings', {
      tenant: 'alpha',
      cookie: suite.owner,
    });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toMatchObject({ passwordSet: true, username: USER });
    expect(rest.text).not.toContain(PASSWORD);
    expect(rest.text).not.toContain('passwordEncrypted');
    const [row] = await suite.h.sql<{ password_encrypted: string }>(
      `select password_encrypted from tenant_alpha.mail_settings`,
    );
    expect(row?.password_encrypted).toMatch(/^v1\./);
    expect(row?.password_encrypted).not.toContain(PASSWORD);
    // Saved again with an empty password: the stored one is kept.
    const again = await saveSettings({ ...smtpSettings(good.port), password: '' });
    expect(again.passwordSet).toBe(true);
  });
});

describe('an invoice by e-mail', () => {
  it('arrives at the SMTP server with to, cc, subject and the invoice PDF', async () => {
    const inv = await invoice('10000');
    const draft = trpcData<{ to: string[]; subject: string; body: string }>(
      await query('tenant.mail.draft', { kind: 'invoice', documentId: inv.id }),
    );
    expect(draft.to).toEqual(['accounts@sunrise-homes.example']);
    expect(draft.subject).toBe(`Invoice ${inv.invoiceNumber} from Alpha Solar`);
    expect(draft.body).toContain('₹11,800.00');
    expect(draft.body).toContain('Sunrise Homes');
    // The share link is made when the message is queued (the draft is a read).
    expect(draft.body).toContain('View it online: {{link}}');
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: { ...fields(draft), cc: ['owner@sunrise-homes.example'] },
      }),
    );
    const row = await settled(sent.id);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: '' });
    expect(good.logins).toContain(USER);
    const mail = good.received.find((m) => m.subject === draft.subject);
    expect(mail, 'the server received the mail').toBeDefined();
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(
      'accounts@sunrise-homes.example',
    );
    expect(mail?.cc && 'text' in mail.cc ? mail.cc.text : '').toBe('owner@sunrise-homes.example');
    expect(mail?.from?.text).toContain('billing@alpha-solar.example');
    expect(mail?.text).toContain(inv.invoiceNumber);
    expect(mail?.text).toMatch(/View it online: http:\/\/alpha\.localhost[^\s]*\/s\/[\w-]{43}/);
    expect(mail?.text).not.toContain('{{link}}');
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`Invoice-${inv.invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    if (PDFTOTEXT) {
      const text = pdfText(pdf!.content);
      expect(text).toContain(inv.invoiceNumber);
      expect(text).toContain('Sunrise Homes');
    }
    // Logged on the invoice, and in the audit trail.
    const log = trpcData<{ id: string; status: string }[]>(
      await query('tenant.mail.documentLog', { kind: 'invoice', id: inv.id }),
    );
    expect(log.map((m) => [m.id, m.status])).toEqual([[sent.id, 'sent']]);
    const audit = await suite.h.sql<{ action: string }>(
      `select action from tenant_alpha.audit_log where entity = 'mail' and entity_id = '${sent.id}' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['mail.queue', 'mail.sent']);
  });

  it('is sent once: the job handler finds a sent message and sends nothing more', async () => {
    const inv = await invoice('2000');
    const draft = trpcData<{ to: string[]; subject: string; body: string }>(
      await query('tenant.mail.draft', { kind: 'invoice', documentId: inv.id }),
    );
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: fields(draft),
      }),
    );
    await settled(sent.id);
    const before = good.received.length;
    const deps = {
      ...createApiDeps(suite.h.database.db, DEFAULT_API_CONFIG),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const outcome = await runMailJob(
      deps,
      { tenantRowId: suite.h.a.id, messageId: sent.id },
      { retryCount: 0 },
    );
    expect(outcome).toBe('already-sent');
    expect(good.received.length).toBe(before);
    expect((await settled(sent.id)).attempts).toBe(1);
  });

  it('is sent once when two deliveries of it run at once (a job delivered twice)', async () => {
    const inv = await invoice('2100');
    const draft = trpcData<{ to: string[]; subject: string; body: string }>(
      await query('tenant.mail.draft', { kind: 'invoice', documentId: inv.id }),
    );
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: fields(draft),
      }),
    );
    await settled(sent.id);
    // As if its job had been delivered twice before either try ended: queued again.
    await suite.h.sql(
      `update ${suite.h.a.schemaName}.mail_messages set status = 'queued', sent_at = null where id = '${sent.id}'`,
    );
    const before = good.received.length;
    // The harness's SECRET_KEY, which encrypted the SMTP password.
    const config = { ...DEFAULT_API_CONFIG, secretKey: parseSecretKey('5e'.repeat(32)) };
    const deps = {
      ...createApiDeps(suite.h.database.db, config),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    };
    const job = { tenantRowId: suite.h.a.id, messageId: sent.id };
    const outcomes = await Promise.allSettled([
      runMailJob(deps, job, { retryCount: 0 }),
      runMailJob(deps, job, { retryCount: 0 }),
    ]);
    // One sends; the other finds the message claimed and throws, so its job comes back later.
    const sentBy = outcomes.filter((o) => o.status === 'fulfilled');
    const later = outcomes.filter((o) => o.status === 'rejected');
    expect(sentBy.map((o) => o.value)).toEqual(['sent']);
    expect(later.map((o) => String(o.reason))).toEqual([
      expect.stringMatching(/being sent by another try/),
    ]);
    // That later try finds it sent.
    expect(await runMailJob(deps, job, { retryCount: 1 })).toBe('already-sent');
    expect(good.received.length).toBe(before + 1);
    const [row] = await suite.h.sql<{ status: string; sending_until: unknown }>(
      `select status, sending_until from ${suite.h.a.schemaName}.mail_messages where id = '${sent.id}'`,
    );
    expect(row).toEqual({ status: 'sent', sending_until: null });
  });
});

describe('a server that refuses', () => {
  it('is tried three times, then the message is failed with its reason; retry sends it', async () => {
    await saveSettings({ ...smtpSettings(refusing.port), password: '' });
    const inv = await invoice('3000');
    const draft = trpcData<{ to: string[]; subject: string; body: string }>(
      await query('tenant.mail.draft', { kind: 'invoice', documentId: inv.id }),
    );
    const sent = trpcData<{ id: string }>(
      await mutate('tenant.mail.send', {
        document: { kind: 'invoice', documentId: inv.id },
        message: fields(draft),
      }),
    );
    const failed = await settled(sent.id);
    expect(failed).toMatchObject({ status: 'failed', transport: 'smtp', attempts: 3 });
    expect(failed.lastError).toMatch(/550/);
    expect(failed.lastError).toContain('Mailbox unavailable: relaying denied');
    expect(refusing.received).toHaveLength(0);

    // A sent or queued message is not retried; the failed one is, once the server works.
    await saveSettings({ ...smtpSettings(good.port), password: '' });
    const retried = await mutate('tenant.mail.retry', { id: sent.id });
    expect(retried.status, retried.text).toBe(200);
    const ok = await settled(sent.id);
    expect(ok).toMatchObject({ status: 'sent', attempts: 4 });
    const again = await mutate('tenant.mail.retry', { id: sent.id });
    expect(again.status).toBe(409);
    expect(good.received.some((m) => m.subject === draft.subject)).toBe(true);
  });

  it('a wrong password fails with the server reason, which names no password', async () => {
    await saveSettings({ ...smtpSettings(good.port), password: 'wrong-Pa55word-xyz' });
    const test = trpcData<{ id: string }>(
      await mutate('tenant.mail.test', { to: 'owner@alpha.test' }),
    );
    const failed = await settled(test.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/Invalid username or password|535/);
    expect(failed.lastError).not.toContain('wrong-Pa55word-xyz');
    await saveSettings({ ...smtpSettings(good.port), password: PASSWORD });
  });
});

describe('the server log', () => {
  it('never holds the SMTP password', async () => {
    const text = await logText(suite.h);
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('wrong-Pa55word-xyz');
    expect(text).toContain('mail sent');
  });
});
