import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAIL_TEMPLATES,
  daysBetween,
  dueDatesRemindedOn,
  fillPlaceholders,
  reminderOffsetOn,
  renderMailTemplate,
  shiftDate,
  templateFor,
  ZMailSettingsInput,
  ZMailSendInput,
} from '../src/contracts';

describe('mail templates', () => {
  it('fill known placeholders, leave unknown ones as written, empty a missing value', () => {
    expect(
      fillPlaceholders('{{number}} {{ amount }} {{dueDat}} [{{link}}]', {
        number: 'SS/26-27/0042',
        amount: '11,800.00',
      }),
    ).toBe('SS/26-27/0042 11,800.00 {{dueDat}} []');
  });

  it('drop the link line when there is no link, keep it when there is one', () => {
    const values = { number: 'INV-1', shopName: 'Alpha Solar', customerName: 'Sunrise' };
    const without = renderMailTemplate(DEFAULT_MAIL_TEMPLATES.invoice, values);
    expect(without.body).not.toContain('View it online');
    expect(without.body).toContain('Dear Sunrise,');
    expect(without.body).toMatch(/Regards,\nAlpha Solar$/);
    const withLink = renderMailTemplate(DEFAULT_MAIL_TEMPLATES.invoice, {
      ...values,
      link: 'https://alpha.example.com/s/abc',
    });
    expect(withLink.body).toContain('View it online: https://alpha.example.com/s/abc');
    expect(withLink.subject).toBe('Invoice INV-1 from Alpha Solar');
  });

  it("a shop's blank template falls back to the default", () => {
    expect(templateFor({ quote: { subject: ' ', body: 'Ours' } }, 'quote')).toEqual({
      subject: DEFAULT_MAIL_TEMPLATES.quote.subject,
      body: 'Ours',
    });
    expect(templateFor(null, 'reminder')).toEqual(DEFAULT_MAIL_TEMPLATES.reminder);
  });
});

describe('reminder dates', () => {
  it('shift across month and year ends, and count days between', () => {
    expect(shiftDate('2025-12-29', 7)).toBe('2026-01-05');
    expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2025-10-10', '2025-10-17')).toBe(7);
    expect(daysBetween('2025-10-10', '2025-10-07')).toBe(-3);
  });

  it('today reminds the invoices due on today minus each offset', () => {
    expect(dueDatesRemindedOn('2025-10-17', [-3, 0, 7, 15])).toEqual([
      '2025-10-02',
      '2025-10-10',
      '2025-10-17',
      '2025-10-20',
    ]);
    expect(reminderOffsetOn('2025-10-10', '2025-10-17', [-3, 0, 7, 15])).toBe(7);
    expect(reminderOffsetOn('2025-10-20', '2025-10-17', [-3, 0, 7, 15])).toBe(-3);
    expect(reminderOffsetOn('2025-10-11', '2025-10-17', [-3, 0, 7, 15])).toBeNull();
  });
});

describe('mail contracts', () => {
  const settings = {
    host: '',
    port: 587,
    security: 'starttls',
    username: '',
    fromName: '',
    fromAddress: '',
    replyTo: '',
    remindersEnabled: true,
    reminderOffsets: [15, 0, -3, 7, 0],
  };

  it('settings: offsets sorted and unique, an SMTP host needs a From address', () => {
    const parsed = ZMailSettingsInput.parse(settings);
    expect(parsed.reminderOffsets).toEqual([-3, 0, 7, 15]);
    expect(parsed.password).toBe('');
    const noFrom = ZMailSettingsInput.safeParse({ ...settings, host: 'smtp.example.com' });
    expect(noFrom.success).toBe(false);
    expect(noFrom.error?.issues[0]?.message).toBe(
      'Enter the From address the SMTP server sends as',
    );
    expect(ZMailSettingsInput.safeParse({ ...settings, host: 'bad host!' }).success).toBe(false);
    expect(ZMailSettingsInput.safeParse({ ...settings, reminderOffsets: [1.5] }).success).toBe(
      false,
    );
  });

  it('a send needs a recipient; addresses are checked and de-duplicated', () => {
    const document = { kind: 'invoice', documentId: '16fd2706-8baf-433b-82eb-8c7fada847da' };
    const ok = ZMailSendInput.parse({
      document,
      message: { to: ['A@X.in', 'a@x.in'], subject: 'Hi', body: 'Body' },
    });
    expect(ok.message.to).toEqual(['a@x.in']);
    expect(ok.message.cc).toEqual([]);
    const none = ZMailSendInput.safeParse({
      document,
      message: { to: [], subject: 'Hi', body: 'Body' },
    });
    expect(none.error?.issues[0]?.message).toBe('Enter at least one recipient');
    const statement = ZMailSendInput.safeParse({
      document: {
        kind: 'statement',
        customerId: document.documentId,
        from: '2026-01-02',
        to: '2026-01-01',
      },
      message: { to: ['a@x.in'], subject: 'Hi', body: 'Body' },
    });
    expect(statement.success).toBe(false);
  });
});
