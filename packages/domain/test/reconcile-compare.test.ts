import { describe, expect, it } from 'vitest';
import { compareLinked, type ReconDocument } from '../src/reconcile';

/** compareLinked (issue 32): a pair a person made, compared as the engine compares its pairs. */
const bill: ReconDocument = {
  id: 'b',
  supplierGstin: '27AAAAA0000A1Z2',
  documentType: 'invoice',
  number: 'B-201',
  date: '2026-05-10',
  taxable: '10000.00',
  igst: '1800.00',
};

describe('compareLinked', () => {
  it('gives the outcome of the rule that would pair them', () => {
    expect(compareLinked(bill, { ...bill, id: 'p' })).toMatchObject({
      outcome: 'Exact Match',
      rule: 'exact',
      differences: [],
    });
    expect(compareLinked(bill, { ...bill, id: 'p', number: 'b/201' })).toMatchObject({
      outcome: 'Suggested Match',
      rule: 'fuzzy-number',
    });
  });

  it('reports a pair no rule makes as a Mismatch with every difference, books − 2B', () => {
    const pair = compareLinked(bill, {
      ...bill,
      id: 'p',
      number: 'B-999',
      date: '2026-05-12',
      taxable: '5000',
      igst: '900',
    });
    expect(pair.outcome).toBe('Mismatch');
    expect(pair.rule).toBeUndefined();
    expect(pair.differences).toEqual([
      { field: 'BILL_NO', books: 'B-201', portal: 'B-999' },
      { field: 'BILL_DATE', books: '2026-05-10', portal: '2026-05-12', difference: '-2' },
      { field: 'TAXABLE_VALUE', books: '10000.00', portal: '5000.00', difference: '5000.00' },
      { field: 'IGST', books: '1800.00', portal: '900.00', difference: '900.00' },
    ]);
    expect(pair.taxDifference).toBe('900.00');
  });

  it('a pair of another supplier is compared too', () => {
    const pair = compareLinked(bill, { ...bill, id: 'p', supplierGstin: '19AAACE1234F1Z3' });
    expect(pair.outcome).toBe('Mismatch');
    expect(pair.differences.map((d) => d.field)).toEqual(['SUPPLIER_GSTIN']);
  });
});
