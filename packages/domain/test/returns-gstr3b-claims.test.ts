import { describe, expect, it } from 'vitest';
import { computeGstr3bItc, type ItcDocument } from '../src/returns';
import { B1, B2, B3, R1 } from './gstr3b-itc-fixtures';

/**
 * The shop's ITC claim per bill in Table 4 (issue 32), on October 2025's bills
 * (gstr3b-itc-fixtures.ts), by hand (₹):
 * - B1 held by 'auto' (missing in GSTR-2B, forward credit only): 4(A)(5) loses C 9,000, S 9,000
 *   and the blocked 180 / 180 leaves 4(A) and 4(B)(1) alike; Table 5 keeps its exempt 1,500.
 * - B3 (reverse charge, unregistered) with scope 'forward' is untouched: 4(A)(3) C 250, S 250.
 * - B2 reversed (deferred, in GSTR-2B): 4(A)(5) keeps IGST 36,000 and 4(B)(2) reverses it;
 *   its return R1 follows it (held): 4(A)(5) IGST 36,000, not 32,400. The ineligible line stays
 *   in 4(D)(2) (IGST 50).
 * November, B2 and R1 reclaimed: 4(A)(5) and 4(D)(1) IGST 36,000 − 3,600 = 32,400; B3 claimed
 *   later (not reclaimed) in 4(A)(3) C 250, S 250; 4(C) IGST 32,400, C 250, S 250.
 */
const OCT = { from: '2025-10-01', to: '2025-10-31' };
const NOV = { from: '2025-11-01', to: '2025-11-30' };
const tax = (iamt: string, camt: string, samt: string) => ({ iamt, camt, samt, csamt: '0.00' });
const held = (d: ItcDocument, scope: 'forward' | 'all' = 'forward'): ItcDocument => ({
  ...d,
  claim: { mode: 'held', scope },
});

describe('ITC claims in Table 4', () => {
  it('held and reversed credit in the bill’s own period', () => {
    const itc = computeGstr3bItc({
      ...OCT,
      documents: [
        held(B1),
        { ...B2, claim: { mode: 'reversed', scope: 'all' } },
        held(B3),
        held(R1, 'all'),
      ],
    });
    const t4 = itc.table4;
    expect(t4.available.OTH).toMatchObject({ ...tax('36000.00', '0.00', '0.00'), bills: ['b2'] });
    expect(t4.available.ISRC).toMatchObject({ ...tax('0.00', '250.00', '250.00'), bills: ['b3'] });
    expect(t4.reversed.rules).toMatchObject(tax('0.00', '0.00', '0.00'));
    expect(t4.reversed.others).toMatchObject({ ...tax('36000.00', '0.00', '0.00'), bills: ['b2'] });
    expect(t4.detail.claimReversed.bills).toEqual(['b2']);
    expect(t4.net).toMatchObject(tax('0.00', '250.00', '250.00'));
    expect(t4.ineligible.others).toMatchObject(tax('50.00', '0.00', '0.00'));
    expect(itc.inward.gst.intra.txval).toBe('1500.00');
    expect(itc.reverseCharge).toMatchObject({ txval: '10000.00', camt: '250.00' });
  });

  it('credit deferred to a later period: reclaimed, or claimed by its type', () => {
    const itc = computeGstr3bItc({
      ...NOV,
      documents: [],
      claimedLater: [
        { ...B2, reclaim: true },
        { ...R1, reclaim: true },
        { ...B3, reclaim: false },
      ],
    });
    const t4 = itc.table4;
    expect(t4.available.OTH).toMatchObject({
      ...tax('32400.00', '0.00', '0.00'),
      bills: ['b2'],
      returns: ['r1'],
    });
    expect(t4.ineligible.reclaimed).toMatchObject(tax('32400.00', '0.00', '0.00'));
    expect(t4.ineligible.reclaimed.txval).toBe('0.00');
    expect(t4.available.ISRC).toMatchObject({ ...tax('0.00', '250.00', '250.00'), bills: ['b3'] });
    expect(t4.net).toMatchObject(tax('32400.00', '250.00', '250.00'));
    expect(t4.ineligible.others).toMatchObject(tax('0.00', '0.00', '0.00'));
    expect(itc.reverseCharge.txval).toBe('0.00');
  });
});
