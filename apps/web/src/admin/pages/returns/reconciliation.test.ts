import { describe, expect, it } from 'vitest';
import {
  differenceText,
  doneMessage,
  itemOf,
  linkCandidates,
  linkItem,
  matchesFilter,
  rowActions,
  rowKey,
  supplierSummaryText,
  unlinkItem,
  type BooksSide,
  type PortalSide,
  type ReconRow,
} from './reconciliation';

const heads = { taxable: '10000.00', igst: '0.00', cgst: '250.00', sgst: '250.00', cess: '0.00' };
const bill = (id: string, gstin = '19AAACE1234F1Z5', number = `WI/${id}`): BooksSide => ({
  ...heads,
  kind: 'bill',
  id,
  supplierGstin: gstin,
  supplierName: 'Eastern',
  number,
  entryNumber: `PB/${id}`,
  date: '2026-10-10',
});
const doc = (id: string, gstin = '19AAACE1234F1Z5', number = `wi/${id}`): PortalSide => ({
  ...heads,
  id,
  supplierGstin: gstin,
  supplierName: 'Eastern',
  number,
  date: '2026-10-10',
});
const row = (r: Partial<ReconRow>): ReconRow => ({
  outcome: 'Exact Match',
  rule: 'exact',
  status: 'open',
  books: null,
  portal: null,
  differences: [],
  decision: null,
  ...r,
});
const pairDecision = {
  purchaseBillId: 'b1',
  purchaseReturnId: null,
  gstr2bDocumentId: 'd1',
  documentNumber: 'wi/1',
};

describe('rows and filters', () => {
  it('keys and items name both sides', () => {
    const r = row({ books: bill('b1'), portal: doc('d1') });
    expect(rowKey(r)).toBe('bill:b1|d1');
    expect(itemOf(r)).toEqual({ purchaseBillId: 'b1', gstr2bDocumentId: 'd1' });
    expect(itemOf(row({ books: { ...bill('r1'), kind: 'return' } }))).toEqual({
      purchaseReturnId: 'r1',
    });
  });

  it('filters by outcome or by decision', () => {
    const r = row({ outcome: 'Missing in 2B', status: 'pending' });
    expect(matchesFilter(r, 'all')).toBe(true);
    expect(matchesFilter(r, 'Missing in 2B')).toBe(true);
    expect(matchesFilter(r, 'Mismatch')).toBe(false);
    expect(matchesFilter(r, 'pending')).toBe(true);
    expect(matchesFilter(r, 'ignored')).toBe(false);
  });
});

describe('rowActions', () => {
  it('offers Accept on an engine suggestion, nothing on an exact match', () => {
    const pair = { books: bill('b1'), portal: doc('d1') };
    expect(rowActions(row({ ...pair, outcome: 'Suggested Match', rule: 'fuzzy-number' }))).toEqual(
      ['accept', 'pending', 'ignore'],
    );
    expect(rowActions(row(pair))).toEqual([]);
  });

  it('offers Link by hand on a lone document, Unlink once decided', () => {
    expect(rowActions(row({ outcome: 'Missing in 2B', rule: null, books: bill('b1') }))).toEqual([
      'link',
      'pending',
      'ignore',
    ]);
    const pending = row({
      outcome: 'Missing in 2B',
      rule: null,
      status: 'pending',
      books: bill('b1'),
      decision: { ...pairDecision, gstr2bDocumentId: null, documentNumber: null },
    });
    expect(rowActions(pending)).toEqual(['unlink', 'ignore']);
    const linked = row({
      outcome: 'Mismatch',
      status: 'matched-manual',
      books: bill('b1'),
      portal: doc('d1'),
      decision: pairDecision,
    });
    expect(rowActions(linked)).toEqual(['unlink']);
  });

  it('unlinks a pair by both sides, a one-sided decision by its side', () => {
    const books = bill('b1');
    const portal = doc('d9');
    expect(unlinkItem(row({ books, portal, decision: pairDecision }))).toEqual({
      purchaseBillId: 'b1',
      gstr2bDocumentId: 'd9',
    });
    const oneSided = { ...pairDecision, gstr2bDocumentId: null, documentNumber: null };
    expect(unlinkItem(row({ books, portal, decision: oneSided }))).toEqual({
      purchaseBillId: 'b1',
    });
    const onPortal = { ...pairDecision, purchaseBillId: null };
    expect(unlinkItem(row({ portal, decision: onPortal }))).toEqual({ gstr2bDocumentId: 'd9' });
    expect(unlinkItem(row({ books }))).toBeNull();
  });
});

describe('linkCandidates', () => {
  it("lists the same supplier's lone documents of the other side", () => {
    const lone = row({ outcome: 'Missing in 2B', rule: null, books: bill('b1') });
    const rows = [
      lone,
      row({ outcome: 'Missing in PR', rule: null, portal: doc('d1') }),
      row({ outcome: 'Missing in PR', rule: null, portal: doc('d2', '27AAACS9999K1Z3') }),
      row({ outcome: 'Missing in 2B', rule: null, books: bill('b2') }),
    ];
    const found = linkCandidates(lone, rows);
    expect(found.map((c) => c.value)).toEqual(['|d1']);
    expect(found[0]?.label).toBe('wi/d1 · 10 Oct 2026 · taxable ₹10,000.00 · tax ₹500.00');
    expect(linkItem(lone, found[0]!)).toEqual({ purchaseBillId: 'b1', gstr2bDocumentId: 'd1' });
    const back = linkCandidates(rows[1]!, rows);
    expect(back.map((c) => c.value)).toEqual(['bill:b1|', 'bill:b2|']);
    expect(back[0]?.label).toContain('WI/b1 (PB/b1)');
  });
});

describe('text', () => {
  it('words differences exactly, books − 2B', () => {
    expect(
      differenceText({
        field: 'TAXABLE_VALUE',
        books: '10350.00',
        portal: '10000.00',
        difference: '350.00',
      }),
    ).toBe('Taxable value +₹350.00 (ours ₹10,350.00, 2B ₹10,000.00)');
    expect(
      differenceText({ field: 'CGST', books: '8.75', portal: '17.50', difference: '-8.75' }),
    ).toBe('CGST −₹8.75 (ours ₹8.75, 2B ₹17.50)');
    expect(
      differenceText({
        field: 'BILL_DATE',
        books: '2026-10-12',
        portal: '2026-10-10',
        difference: '2',
      }),
    ).toBe('Date 2 days later in ours (12 Oct 2026 / 10 Oct 2026)');
    expect(differenceText({ field: 'BILL_NO', books: 'WI/007', portal: 'wi/7' })).toBe(
      'Number: ours WI/007, 2B wi/7',
    );
  });

  it('says what was done', () => {
    expect(doneMessage('accept', 1)).toBe('1 suggested match accepted');
    expect(doneMessage('ignore', 3)).toBe('3 documents ignored');
    expect(doneMessage('pending', 1)).toBe('1 document marked pending');
  });

  it('writes the supplier summary to send', () => {
    const text = supplierSummaryText({
      period: '102026',
      shop: { name: 'Surya Solar', gstin: '19AAHFS5678Q1Z1' },
      supplier: { gstin: '19AAACW1111A1Z1', name: 'Western Inverters' },
      documents: [
        {
          ...heads,
          number: 'WI/202610/009',
          date: '2026-10-10',
          total: '10500.00',
          documentType: 'invoice',
        },
      ],
      totals: { ...heads, count: 1, total: '10500.00' },
    });
    expect(text).toContain('To: Western Inverters (GSTIN 19AAACW1111A1Z1)');
    expect(text).toContain(
      'The following 1 document you issued to Surya Solar (GSTIN 19AAHFS5678Q1Z1) is not in our GSTR-2B for October 2026:',
    );
    expect(text).toContain(
      '1. Invoice WI/202610/009 dated 10 Oct 2026: taxable value ₹10,000.00, tax ₹500.00, total ₹10,500.00',
    );
    expect(text).toContain('Total: taxable value ₹10,000.00, tax ₹500.00, total ₹10,500.00.');
  });
});
