// @engines pglite
import { describe, expect, it } from 'vitest';
import { pdfText, PDFTOTEXT } from './documents-helpers';
import { expectRestError, staffSession, trpcData } from './helpers';
import { mailSuite } from './mail-fixtures';

/**
 * With no SMTP configured (a new shop on the embedded default), mail goes to the local outbox:
 * the whole message, attachment included, kept for the admin to open (issue 34). Shop B never
 * reaches shop A's settings, messages or documents; a user without the page is refused.
 */
const { suite, asOwner, asOwnerB, mutate, query, invoice, settled } = mailSuite();

describe('the local outbox', () => {
  it('keeps an invoice mail sent with no SMTP, with its PDF, for the admin to read', async () => {
    const settings = trpcData<{ smtpConfigured: boolean; passwordSet: boolean }>(
      await query('tenant.mail.settings'),
    );
    expect(settings).toMatchObject({ smtpConfigured: false, passwordSet: false });
    const inv = await invoice('5000');
    // REST with no body: to, subject and body come from the template and the customer.
    const reply = await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, asOwner());
    expect(reply.status, reply.text).toBe(202);
    const id = reply.body.data.id as string;
    const row = await settled(id);
    expect(row).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      to: ['accounts@sunrise-homes.example'],
      subject: `Invoice ${inv.invoiceNumber} from Alpha Solar`,
    });
    const rest = await suite.h.rest('GET', `/api/mail/messages/${id}`, asOwner());
    expect(rest.status, rest.text).toBe(200);
    const message = rest.body.data;
    expect(message.headers).toMatchObject({
      to: 'accounts@sunrise-homes.example',
      subject: `Invoice ${inv.invoiceNumber} from Alpha Solar`,
    });
    expect(message.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^Invoice-.*\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    const raw = Buffer.from(message.raw as string, 'base64').toString('latin1');
    expect(raw).toMatch(/Content-Type: multipart\/mixed/);
    const pdf = await suite.h.rest('GET', `/api/mail/messages/${id}/attachment`, asOwner());
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toMatch(/application\/pdf/);
    const bytes = pdf.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (PDFTOTEXT) expect(pdfText(bytes)).toContain(inv.invoiceNumber);
    const outbox = await suite.h.rest('GET', '/api/mail/messages?transport=outbox', asOwner());
    expect(outbox.body.data.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('a test mail goes to the signed-in user; receipts and statements are sent too', async () => {
    const test = trpcData<{ id: string; to: string }>(await mutate('tenant.mail.test', {}));
    expect(test.to).toBe(suite.h.a.owner.email);
    expect((await settled(test.id)).status).toBe('sent');
    const inv = await invoice('4000');
    const receipt = trpcData<{ id: string; receiptNumber: string }>(
      await mutate('tenant.payments.create', {
        customerId: suite.customer.id,
        paymentDate: '2025-10-05',
        amount: '4720',
        mode: 'upi',
        allocations: [{ invoiceId: inv.id, amount: '4720' }],
      }),
    );
    const sent = await suite.h.rest('POST', `/api/payment/${receipt.id}/email`, {
      ...asOwner(),
      body: { cc: ['owner@sunrise-homes.example'] },
    });
    expect(sent.status, sent.text).toBe(202);
    const row = await settled(sent.body.data.id);
    expect(row).toMatchObject({ status: 'sent', cc: ['owner@sunrise-homes.example'] });
    expect(row.subject).toBe(`Receipt ${receipt.receiptNumber} from Alpha Solar`);
    // A receipt has no share page: the template's link line is left out.
    expect(row.body).not.toContain('View it online');
    const statement = await suite.h.rest(
      'POST',
      `/api/customer-statement/${suite.customer.id}/email?from=2025-04-01&to=2026-03-31`,
      { ...asOwner(), body: { subject: 'Your statement' } },
    );
    expect(statement.status, statement.text).toBe(202);
    const st = await settled(statement.body.data.id);
    expect(st).toMatchObject({ status: 'sent', subject: 'Your statement' });
    const file = await suite.h.rest('GET', `/api/mail/messages/${st.id}/attachment`, asOwner());
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (PDFTOTEXT) expect(pdfText(file.raw.rawPayload)).toContain('Sunrise Homes');
  });

  it('refuses a send without a recipient, and a cancelled invoice', async () => {
    const inv = await invoice('1000');
    const empty = await mutate('tenant.mail.send', {
      document: { kind: 'invoice', documentId: inv.id },
      message: { to: [], subject: 'x', body: 'y' },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Enter at least one recipient');
    const cancel = await suite.h.rest(
      'DELETE',
      `/api/invoice/hard-delete/${inv.id}?reason=Duplicate`,
      asOwner(),
    );
    expect(cancel.status, cancel.text).toBe(200);
    const refused = await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, asOwner());
    expectRestError(refused, 409, 'A cancelled invoice is not sent');
  });
});

describe('isolation and permissions', () => {
  it("shop B reads none of A's settings or messages and cannot send A's invoice", async () => {
    const inv = await invoice('6000');
    const sent = await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, asOwner());
    const id = sent.body.data.id as string;
    await settled(id);
    const list = await suite.h.rest('GET', '/api/mail/messages', asOwnerB());
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).not.toContain(id);
    expectRestError(await suite.h.rest('GET', `/api/mail/messages/${id}`, asOwnerB()), 404);
    expectRestError(
      await suite.h.rest('GET', `/api/mail/messages/${id}/attachment`, asOwnerB()),
      404,
    );
    expectRestError(await suite.h.rest('POST', `/api/mail/messages/${id}/retry`, asOwnerB()), 404);
    expectRestError(await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, asOwnerB()), 404);
    const draft = await suite.h.trpcQuery(
      'tenant.mail.draft',
      { kind: 'invoice', documentId: inv.id },
      asOwnerB(),
    );
    expect(draft.status).toBe(404);
    const log = trpcData<unknown[]>(
      await suite.h.trpcQuery(
        'tenant.mail.documentLog',
        { kind: 'invoice', id: inv.id },
        asOwnerB(),
      ),
    );
    expect(log).toEqual([]);
    // A's settings are A's: B's are still the defaults.
    await mutate('tenant.mail.saveSettings', {
      host: 'smtp.alpha.example',
      port: 465,
      security: 'tls',
      username: 'alpha',
      password: 'alpha-smtp-secret-1',
      fromName: 'Alpha',
      fromAddress: 'billing@alpha.example',
      replyTo: '',
      templates: { invoice: { subject: 'Alpha {{number}}', body: 'Alpha body' } },
      remindersEnabled: true,
      reminderOffsets: [0],
    });
    const b = await suite.h.rest('GET', '/api/mail/settings', asOwnerB());
    expect(b.body.data).toMatchObject({ host: '', passwordSet: false, remindersEnabled: false });
    expect(b.body.data.templates.invoice.subject).toBe('Invoice {{number}} from {{shopName}}');
  });

  it('a user without the Mail page cannot open it; one without the invoice page cannot mail one', async () => {
    const inv = await invoice('7000');
    const clerk = await staffSession(suite.h, 'mail-clerk@alpha.test', {
      'manage-invoice': ['view'],
    });
    const as = { tenant: 'alpha', cookie: clerk };
    expectRestError(await suite.h.rest('GET', '/api/mail/settings', as), 403);
    expectRestError(await suite.h.rest('GET', '/api/mail/messages', as), 403);
    expectRestError(await suite.h.rest('POST', '/api/mail/test', { ...as, body: {} }), 403);
    // The invoice page is enough to mail an invoice and read its log.
    const sent = await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, as);
    expect(sent.status, sent.text).toBe(202);
    const viewer = await staffSession(suite.h, 'mail-viewer@alpha.test', { mail: ['view'] });
    const asViewer = { tenant: 'alpha', cookie: viewer };
    expect((await suite.h.rest('GET', '/api/mail/settings', asViewer)).status).toBe(200);
    expectRestError(await suite.h.rest('POST', `/api/invoice/${inv.id}/email`, asViewer), 403);
    expectRestError(
      await suite.h.rest('PATCH', '/api/mail/settings', {
        ...asViewer,
        body: {
          host: '',
          port: 587,
          security: 'starttls',
          username: '',
          fromName: '',
          fromAddress: '',
          replyTo: '',
          remindersEnabled: false,
          reminderOffsets: [],
        },
      }),
      403,
    );
    const quoteRefused = await suite.h.trpcQuery(
      'tenant.mail.draft',
      { kind: 'quote', documentId: inv.id },
      as,
    );
    expect(quoteRefused.status).toBe(403);
  });
});
