import { describe, expect, it } from 'vitest';
import { reconcile, type PortalDocument, type ReconDocument } from '../src/reconcile';

/**
 * A supplier's credit note against GSTR-2B (issue 32, review item 6a). The books enter a purchase
 * return as the supplier's credit note (the API's `loadBooks`: documentType 'credit-note', the
 * supplier's note number); GSTR-2B reports it in `cdnr` with `ntty` 'C', which the API's
 * `portalDocumentType('cdnr', 'C')` reads as 'credit-note' ('D' a debit note; a `b2b` document an
 * invoice). The engine pairs only documents of the same type (rules.ts), so a note never pairs
 * with an invoice that happens to carry its number.
 *
 * One Maharashtra supplier, May 2026, IGST at 18 % (₹; tolerance ±₹1):
 *  R1 books CN-0045, 12-05, taxable 2,000, IGST 360; 2B cdnr CN/45, same date and amounts: the
 *     same number once punctuation and leading zeros go, amounts equal → Suggested Match
 *     (fuzzy-number), the number the only difference.
 *  R2 books CN-0046, 20-05, 1,000 / 180; 2B cdnr CN-0046, 20-05, 900 / 162: the same number,
 *     amounts 100 and 18 apart (> ₹1) → Mismatch (same-number): taxable 1,000 − 900 = 100.00,
 *     IGST 180 − 162 = 18.00, tax difference 18.00.
 *  R3 books CN-0047, 25-05, 500 / 90; 2B has only an invoice (b2b) CN-0047 with the same date and
 *     amounts: not the same type, so no pair: R3 Missing in 2B, the 2B invoice Missing in PR.
 *  B1 books invoice INV-100, 05-05, 10,000 / 1,800; 2B b2b INV-100 the same → Exact Match (an
 *     invoice and the notes of one supplier side by side).
 */
const GSTIN = '27AAAAA0000A1Z2';
const doc = (
  id: string,
  documentType: ReconDocument['documentType'],
  number: string,
  date: string,
  taxable: string,
  igst: string,
): ReconDocument => ({ id, supplierGstin: GSTIN, documentType, number, date, taxable, igst });

const books: ReconDocument[] = [
  doc('bill:b1', 'invoice', 'INV-100', '2026-05-05', '10000.00', '1800.00'),
  doc('return:r1', 'credit-note', 'CN-0045', '2026-05-12', '2000.00', '360.00'),
  doc('return:r2', 'credit-note', 'CN-0046', '2026-05-20', '1000.00', '180.00'),
  doc('return:r3', 'credit-note', 'CN-0047', '2026-05-25', '500.00', '90.00'),
];
const portal: PortalDocument[] = [
  { ...doc('b2b:1', 'invoice', 'INV-100', '2026-05-05', '10000.00', '1800.00'), itcavl: 'Y' },
  { ...doc('cdnr:1', 'credit-note', 'CN/45', '2026-05-12', '2000.00', '360.00'), itcavl: 'Y' },
  { ...doc('cdnr:2', 'credit-note', 'CN-0046', '2026-05-20', '900.00', '162.00'), itcavl: 'Y' },
  { ...doc('b2b:2', 'invoice', 'CN-0047', '2026-05-25', '500.00', '90.00'), itcavl: 'Y' },
];

describe('a supplier credit note (our purchase return) against GSTR-2B cdnr', () => {
  const result = reconcile(books, portal);
  const ofBooks = (id: string) => result.pairs.find((p) => p.booksId === id);

  it('a renumbered note is a Suggested Match with its cdnr document', () => {
    expect(ofBooks('return:r1')).toMatchObject({
      outcome: 'Suggested Match',
      rule: 'fuzzy-number',
      portalId: 'cdnr:1',
      differences: [{ field: 'BILL_NO', books: 'CN-0045', portal: 'CN/45' }],
      taxDifference: '0.00',
    });
  });

  it('a note whose amounts differ is a Mismatch naming them, books − 2B', () => {
    expect(ofBooks('return:r2')).toMatchObject({
      outcome: 'Mismatch',
      rule: 'same-number',
      portalId: 'cdnr:2',
      differences: [
        { field: 'TAXABLE_VALUE', books: '1000.00', portal: '900.00', difference: '100.00' },
        { field: 'IGST', books: '180.00', portal: '162.00', difference: '18.00' },
      ],
      taxableDifference: '100.00',
      taxDifference: '18.00',
    });
  });

  it("a 2B invoice with the note's number is not paired with the note", () => {
    expect(ofBooks('return:r3')).toMatchObject({ outcome: 'Missing in 2B' });
    expect(ofBooks('return:r3')?.portalId).toBeUndefined();
    const invoice = result.pairs.find((p) => p.portalId === 'b2b:2');
    expect(invoice).toMatchObject({ outcome: 'Missing in PR' });
    expect(invoice?.booksId).toBeUndefined();
  });

  it('the invoice beside them matches exactly; every document is counted once', () => {
    expect(ofBooks('bill:b1')).toMatchObject({ outcome: 'Exact Match', portalId: 'b2b:1' });
    expect(result.counts).toEqual({
      'Exact Match': 1,
      'Suggested Match': 1,
      Mismatch: 1,
      'Missing in 2B': 1,
      'Missing in PR': 1,
    });
  });
});
