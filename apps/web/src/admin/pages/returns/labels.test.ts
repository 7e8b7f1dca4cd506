import { describe, expect, it } from 'vitest';
import { returnFileName } from './downloads';
import { countLabel, documentHref, documentsLine } from './labels';

describe('labels', () => {
  it('counts each section in its own noun', () => {
    expect(countLabel('b2b', 1)).toBe('1 invoice');
    expect(countLabel('b2cs', 2)).toBe('2 summary rows');
    expect(countLabel('cdnr', 0)).toBe('0 notes');
    expect(countLabel('doc_issue', 5)).toBe('5 documents');
  });

  it("sums up a period's documents", () => {
    expect(documentsLine({ invoices: 3, creditNotes: 1, debitNotes: 0, cancelled: 0 })).toBe(
      '3 invoices · 1 credit note · 0 debit notes',
    );
    expect(documentsLine({ invoices: 1, creditNotes: 0, debitNotes: 1, cancelled: 1 })).toBe(
      '1 invoice · 0 credit notes · 1 debit note (1 cancelled)',
    );
  });

  it("links a problem to its document's list page, searched by number", () => {
    expect(documentHref({ kind: 'invoice', documentNumber: 'INV/26-27/0001' })).toBe(
      '/admin/manage-invoice?search=INV%2F26-27%2F0001',
    );
    expect(documentHref({ kind: 'credit-note', documentNumber: 'CN-1' })).toBe(
      '/admin/manage-credit-note?search=CN-1',
    );
  });

  it('names the downloads as the server does', () => {
    expect(returnFileName('19AAHFS5678Q1Z1', '052026', 'json')).toBe(
      'GSTR1_19AAHFS5678Q1Z1_052026.json',
    );
    expect(returnFileName('', '052026', 'xlsx')).toBe('GSTR1_unregistered_052026.xlsx');
    expect(returnFileName('19AAHFS5678Q1Z1', '052026', 'json', 'GSTR3B')).toBe(
      'GSTR3B_19AAHFS5678Q1Z1_052026.json',
    );
  });
});
