// @engines pglite
// Pure: the claim rules of one bill (returns.claims-state.ts), no database.
import { describe, expect, it } from 'vitest';
import { claimStateOf, type BillClaimInfo } from '../src/services/returns/returns.claims-state';

/** A regular supplier's bill of 12 May 2026 (its own month: May 2026, '052026'). */
const bill = (over: Partial<BillClaimInfo> = {}): BillClaimInfo => ({
  id: 'b1',
  date: '2026-05-12',
  choice: 'auto',
  claimPeriod: null,
  registration: 'regular',
  gstin: '19AAHFS5678Q1Z1',
  ...over,
});

describe('a bill GSTR-2B lists under ITC not available (itcavl N)', () => {
  // GSTR-2B does not put such a document's credit in 4(A): 'auto' does not claim it, and the
  // report-and-reverse of Circular 170 (4(A) + 4(B)(2)) does not apply to it either.
  const notAvailable = { outcome: 'Exact Match' as const, unavailable: 'POS' };

  it("'auto' holds it back, naming the portal's reason", () => {
    const s = claimStateOf(bill(), notAvailable);
    expect(s).toMatchObject({ status: 'held', own: 'held', claimedIn: null, scope: 'forward' });
    expect(s.reason).toContain('marks this credit not available (POS)');
    expect(s.unavailable).toBe('POS');
  });

  it('the same document available is claimed in its own month', () => {
    const s = claimStateOf(bill(), { outcome: 'Exact Match' });
    expect(s).toMatchObject({ status: 'claimed', own: 'claimed', claimedIn: '052026' });
    expect(s.unavailable).toBeUndefined();
    // A bare outcome reads the same as a finding without `unavailable`.
    expect(claimStateOf(bill(), 'Exact Match')).toEqual(s);
  });

  it("'defer' to June: nothing in May (not reversed there), 4(A) in June", () => {
    const s = claimStateOf(bill({ choice: 'defer', claimPeriod: '062026' }), notAvailable);
    expect(s).toMatchObject({ status: 'held', own: 'held', claimedIn: '062026' });
    const available = claimStateOf(bill({ choice: 'defer', claimPeriod: '062026' }), 'Exact Match');
    expect(available).toMatchObject({ status: 'reversed', own: 'reversed', claimedIn: '062026' });
  });

  it("'never': in no table (available, it would be reported and reversed in May)", () => {
    expect(claimStateOf(bill({ choice: 'never' }), notAvailable)).toMatchObject({
      status: 'not claimed',
      own: 'held',
    });
    expect(claimStateOf(bill({ choice: 'never' }), 'Exact Match')).toMatchObject({
      status: 'not claimed',
      own: 'reversed',
    });
  });

  it("'now' claims it in May by the shop's choice", () => {
    expect(claimStateOf(bill({ choice: 'now' }), notAvailable)).toMatchObject({
      status: 'claimed',
      own: 'claimed',
      claimedIn: '052026',
    });
  });

  it('a supplier GSTR-2B does not decide (unregistered) is claimed whatever the finding', () => {
    const s = claimStateOf(bill({ registration: 'unregistered', gstin: '' }), notAvailable);
    expect(s).toMatchObject({ status: 'claimed', outcome: null });
    expect(s.unavailable).toBeUndefined();
  });
});
