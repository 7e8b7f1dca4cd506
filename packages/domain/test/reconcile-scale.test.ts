import { describe, expect, it } from 'vitest';
import { fromPaise } from '../src/money';
import { reconcile, type PortalDocument } from '../src/reconcile';
import { billNumber, randomBills, toDocument } from './reconcile-fixtures';

/**
 * 10,000 bills against a 10,000-document GSTR-2B (issue 32's bench size) completes and pairs as
 * built: no timing is asserted here (`pnpm bench reconcile` times it). Every 20th bill is missing
 * from the 2B, every 20th (offset 5) has its taxable value off by ₹25, every 20th (offset 10) is
 * numbered differently, every 20th (offset 15) is within ₹1, and as many documents as are dropped
 * are in the 2B only.
 */
describe('reconciliation at scale', () => {
  it('pairs 10,000 bills with a 10,000-document 2B', () => {
    const bills = randomBills(10_000, 400, 32);
    const books = bills.map((b, i) => toDocument(`pr${i}`, b, billNumber(b.format, b.seq)));
    const portal: PortalDocument[] = [];
    bills.forEach((b, i) => {
      const number = billNumber(b.format, b.seq);
      if (i % 20 === 0) {
        // Not reported; instead a bill the shop never entered, from a supplier of its own.
        const extra = { ...b, supplier: 1000 + i, seq: 1, format: 1 };
        portal.push(toDocument(`extra${i}`, extra, 'SI-1'));
        return;
      }
      const doc: PortalDocument = toDocument(
        `2b${i}`,
        b,
        i % 20 === 10 ? number.toLowerCase() + '/24-25' : number,
      );
      if (i % 20 === 5) doc.taxable = fromPaise(b.taxable + 2_500);
      if (i % 20 === 15) doc.taxable = fromPaise(b.taxable - 37);
      portal.push(doc);
    });
    expect(portal).toHaveLength(10_000);

    const result = reconcile(books, portal);
    expect(result.counts).toEqual({
      'Exact Match': 8_000,
      'Suggested Match': 1_000,
      Mismatch: 500,
      'Missing in 2B': 500,
      'Missing in PR': 500,
    });
    const mismatch = result.pairs.find((p) => p.outcome === 'Mismatch');
    expect(mismatch?.differences).toEqual([
      {
        field: 'TAXABLE_VALUE',
        books: expect.any(String),
        portal: expect.any(String),
        difference: '-25.00',
      },
    ]);
    for (const p of result.pairs) {
      if (p.booksId && p.portalId) expect(p.portalId.slice(2)).toBe(p.booksId.slice(2));
    }
  });
});
