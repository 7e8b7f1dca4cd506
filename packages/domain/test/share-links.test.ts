import { describe, expect, it } from 'vitest';
import {
  shareLinkState,
  shareMessage,
  whatsAppPhone,
  whatsAppUrl,
  ZShareLinkCreate,
  ZShareLinkListInput,
} from '../src/contracts';

const ID = '16fd2706-8baf-433b-82eb-8c7fada847da';

describe('share link contracts', () => {
  it('an invoice or quote names its document; a statement its customer and period', () => {
    expect(ZShareLinkCreate.parse({ kind: 'invoice', documentId: ID })).toEqual({
      kind: 'invoice',
      documentId: ID,
    });
    expect(
      ZShareLinkCreate.parse({ kind: 'quote', documentId: ID, expiresInDays: '7' }).expiresInDays,
    ).toBe(7);
    const statement = {
      kind: 'statement',
      customerId: ID,
      periodFrom: '2025-04-01',
      periodTo: '2026-03-31',
    };
    expect(ZShareLinkListInput.parse(statement)).toEqual(statement);
  });

  it('refuses a missing document, a statement without its period or backwards, and odd expiries', () => {
    const messages = (input: unknown) => {
      const result = ZShareLinkCreate.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages({ kind: 'invoice' })).toEqual(['Name the invoice to share (documentId)']);
    expect(messages({ kind: 'statement', customerId: ID, periodFrom: '2025-04-01' })).toEqual([
      'A statement link needs its period: periodFrom and periodTo',
    ]);
    expect(
      messages({
        kind: 'statement',
        customerId: ID,
        periodFrom: '2025-05-01',
        periodTo: '2025-04-01',
      }),
    ).toEqual(['periodFrom must not be after periodTo']);
    expect(
      messages({
        kind: 'statement',
        documentId: ID,
        customerId: ID,
        periodFrom: '2025-04-01',
        periodTo: '2025-04-30',
      }),
    ).toEqual(['A statement link names customerId, periodFrom and periodTo, not documentId']);
    expect(messages({ kind: 'invoice', documentId: ID, expiresInDays: 0 })).toEqual([
      'A link must stay valid at least 1 day',
    ]);
    expect(messages({ kind: 'invoice', documentId: ID, expiresInDays: 1.5 })).toEqual([
      'expiresInDays must be a whole number of days',
    ]);
    expect(messages({ kind: 'note', documentId: ID })[0]).toMatch(/kind must be one of/);
    expect(messages({ kind: 'invoice', documentId: ID, token: 'x' })[0]).toMatch(/token/);
  });

  it('a link is live until revoked or past its expiry', () => {
    const now = new Date('2026-01-10T10:00:00Z');
    expect(shareLinkState({ revokedAt: null, expiresAt: '2026-01-10T10:00:01Z' }, now)).toBe(
      'live',
    );
    expect(shareLinkState({ revokedAt: null, expiresAt: '2026-01-10T10:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(shareLinkState({ revokedAt: now, expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(
      'revoked',
    );
  });
});

describe('WhatsApp message and link', () => {
  it('a statement message names its period; nothing due is left out', () => {
    expect(
      shareMessage({
        kind: 'statement',
        shopName: 'Alpha Solar',
        customerName: 'Patel Textiles',
        reference: '01 Apr 2025 to 31 Mar 2026',
        amountDue: '0.00',
        url: 'https://a.test/s/x',
      }),
    ).toBe(
      'Dear Patel Textiles,\nHere is your statement of account for 01 Apr 2025 to 31 Mar 2026 from Alpha Solar.\nView and download it: https://a.test/s/x',
    );
  });

  it('normalises the number and encodes the text', () => {
    expect(whatsAppPhone('+91 98300 12345')).toBe('919830012345');
    expect(whatsAppUrl('09830012345', 'a b&c')).toBe('https://wa.me/919830012345?text=a%20b%26c');
  });
});
