import { describe, expect, it } from 'vitest';
import {
  cleanDocumentNumber,
  compareDocumentNumbers,
  normaliseDocumentNumber,
  numberSimilarity,
} from '../src/reconcile';

describe('document numbers (reconciliation)', () => {
  it('normalises case, punctuation, leading zeros and the financial year', () => {
    expect(normaliseDocumentNumber('INV/2024-25/0012')).toBe('INV 12');
    expect(normaliseDocumentNumber('inv-12')).toBe('INV 12');
    expect(normaliseDocumentNumber('INV0012')).toBe('INV 12');
    expect(normaliseDocumentNumber('12/24-25')).toBe('12');
    expect(normaliseDocumentNumber('FY2024-2025/INV/12')).toBe('INV 12');
    expect(normaliseDocumentNumber('  0000 ')).toBe('0');
    expect(normaliseDocumentNumber('2024-25')).toBe('');
  });

  it("removes only the document date's financial year when a date is given (the peer's rule)", () => {
    expect(normaliseDocumentNumber('INV/2024-25/0012', '2024-11-05')).toBe('INV 12');
    expect(normaliseDocumentNumber('INV/2024-25/0012', '2025-03-31')).toBe('INV 12');
    expect(normaliseDocumentNumber('INV/2024-25/0012', '2025-04-01')).toBe('INV 2024 25 12');
    expect(normaliseDocumentNumber('12/23-24', '2023-12-11')).toBe('12');
  });

  it('never takes a year out of a longer number', () => {
    expect(normaliseDocumentNumber('123-245')).toBe('123 245');
    expect(normaliseDocumentNumber('BILL-23-00001', '2023-12-11')).toBe('BILL 23 1');
    expect(normaliseDocumentNumber('23-25')).toBe('23 25');
    expect(normaliseDocumentNumber('2023-2025')).toBe('2023 2025');
  });

  it("cleans as the peer's get_cleaner_bill_no does, case-folded", () => {
    expect(cleanDocumentNumber('BILL-23-00040', '2023-12-11')).toBe('BILL 23 00040');
    expect(cleanDocumentNumber('0012/2023-24', '2023-12-11')).toBe('12');
    expect(cleanDocumentNumber('inv 2023/24 7', '2023-12-11')).toBe('INV 7');
  });

  it('compares the brief’s examples as the same document', () => {
    expect(compareDocumentNumbers('INV/2024-25/0012', 'inv-12')).toBe('normalised');
    expect(compareDocumentNumbers('INV/2024-25/0012', '12/24-25')).toBe('fuzzy');
    expect(compareDocumentNumbers('inv-12', '12/24-25')).toBe('fuzzy');
    expect(compareDocumentNumbers(' A-1 ', 'A-1')).toBe('exact');
  });

  it("follows the peer's fuzzy rule: containment, or at least 90 % similar", () => {
    // The reference case TEST_BILL_NO_SUGGESTED_MATCH: 24 of 26 characters in common.
    expect(numberSimilarity('BILL 23 00040', 'BILL 23 00045')).toBeCloseTo(92.31, 2);
    const d = { a: '2023-12-11', b: '2023-12-11' };
    expect(compareDocumentNumbers('BILL-23-00040', 'BILL-23-00045', d)).toBe('fuzzy');
    expect(compareDocumentNumbers('BILL-23-00030', 'BILL-23-00045', d)).toBeUndefined();
    expect(compareDocumentNumbers('A-77', 'B-91')).toBeUndefined();
    expect(compareDocumentNumbers('', '')).toBeUndefined();
  });
});
