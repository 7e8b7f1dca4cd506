import { describe, expect, it } from 'vitest';
import { computeGstr3bItc, type Rule37Bill } from '../src/returns';
import { B0, B00 } from './gstr3b-itc-fixtures';

/**
 * Rule 37 for a bill whose credit the shop deferred (issue 32, review item 12a), by hand. ₹.
 * r.37(1) as amended by Notification 26/2022-CT reverses the credit *availed*; s.16(2)'s third
 * proviso allows credit on a supply unpaid after 180 days only on payment. So:
 * - claimed before the period of day 181: reversed at day 181 like any bill;
 * - claimed in that period or later while unpaid: that period claims it and, in the same return,
 *   reverses the share unpaid at day 180 (4(B)(2)), reclaiming what was paid since day 180 up to
 *   its end; nothing is reversed in a period before the claim.
 *
 * B00 (gstr3b-itc-fixtures.ts): 01-03-2025, inter-State, IGST 1,800, total 11,800; day 180 =
 * 28-08-2025, day 181 = 29-08-2025. Here deferred to October 2025 (availedFrom 01-10-2025).
 * B0: 13-04-2025, CGST 4,500 + SGST 4,500, total 59,000, 29,500 paid 20-05; day 181 = 11-10-2025.
 */
const month = (m: string, last: string) => ({ from: `2025-${m}-01`, to: `2025-${m}-${last}` });
const AUG = month('08', '31');
const OCT = month('10', '31');
const NOV = month('11', '30');
const tax = (iamt: string, camt: string, samt: string) => ({ iamt, camt, samt, csamt: '0.00' });
const deferred = (bill: Rule37Bill, availedFrom: string, payments: Rule37Bill['payments']) => ({
  ...bill,
  availedFrom,
  payments,
});
const itcOf = (range: { from: string; to: string }, bill: Rule37Bill, claimedHere = false) =>
  computeGstr3bItc({
    ...range,
    documents: [],
    rule37Bills: [bill],
    ...(claimedHere ? { claimedLater: [{ ...bill, reclaim: false }] } : {}),
  });

describe('Rule 37 for a deferred bill', () => {
  it('unpaid, claimed in October after day 181: claimed and reversed in the same return', () => {
    const bill = deferred(B00, '2025-10-01', []);
    // August (day 181): the credit is not availed yet, so nothing to reverse.
    expect(itcOf(AUG, bill).rule37).toEqual([]);
    // October: 4(A)(5) IGST 1,800 (the claim); 4(B)(2) 1,800 × 11,800 / 11,800 = 1,800; 4(C) 0.
    const oct = itcOf(OCT, bill, true);
    expect(oct.rule37).toEqual([
      {
        billId: 'b00',
        day180: '2025-08-28',
        day181: '2025-08-29',
        owed: '11800.00',
        unpaid: '11800.00',
        reversed: tax('1800.00', '0.00', '0.00'),
        reclaimed: tax('0.00', '0.00', '0.00'),
      },
    ]);
    expect(oct.table4.available.OTH).toMatchObject(tax('1800.00', '0.00', '0.00'));
    expect(oct.table4.reversed.others).toMatchObject({ ...tax('1800.00', '0.00', '0.00') });
    expect(oct.table4.net).toMatchObject(tax('0.00', '0.00', '0.00'));
  });

  it('paid in full in November: the credit comes back then, in 4(A)(5) and 4(D)(1)', () => {
    const bill = deferred(B00, '2025-10-01', [{ date: '2025-11-15', amount: '11800.00' }]);
    expect(itcOf(OCT, bill, true).rule37[0]?.reversed).toEqual(tax('1800.00', '0.00', '0.00'));
    // November: 1,800 × 11,800 / 11,800 = 1,800 reclaimed.
    const nov = itcOf(NOV, bill);
    expect(nov.rule37[0]).toMatchObject({
      reversed: tax('0.00', '0.00', '0.00'),
      reclaimed: tax('1800.00', '0.00', '0.00'),
    });
    expect(nov.table4.net).toMatchObject(tax('1800.00', '0.00', '0.00'));
  });

  it('half paid after day 180, before the claim: the claiming month nets the paid half only', () => {
    // 5,900 paid 20-09 (after day 180). October: reversed 1,800 (all unpaid at day 180),
    // reclaimed 1,800 × 5,900 / 11,800 = 900 in the same return; 4(C) 1,800 + 900 − 1,800 = 900,
    // the credit of what was paid. September (before the claim): nothing.
    const bill = deferred(B00, '2025-10-01', [{ date: '2025-09-20', amount: '5900.00' }]);
    expect(itcOf(month('09', '30'), bill).rule37).toEqual([]);
    const oct = itcOf(OCT, bill, true);
    expect(oct.rule37[0]).toMatchObject({
      reversed: tax('1800.00', '0.00', '0.00'),
      reclaimed: tax('900.00', '0.00', '0.00'),
    });
    expect(oct.table4.net).toMatchObject(tax('900.00', '0.00', '0.00'));
    // November: nothing more (no payment).
    expect(itcOf(NOV, bill).rule37).toEqual([]);
  });

  it('claimed in June, before day 181: reversed in October as any bill; not yet claimed: nothing', () => {
    // B0: unpaid 29,500 of 59,000 at day 180: CGST 4,500 × 29,500 / 59,000 = 2,250, SGST 2,250.
    const june = deferred(B0, '2025-06-01', B0.payments);
    expect(itcOf(OCT, june).rule37[0]?.reversed).toEqual(tax('0.00', '2250.00', '2250.00'));
    // Deferred to December: October reverses nothing; December claims and reverses the 2,250s.
    const december = deferred(B0, '2025-12-01', B0.payments);
    expect(itcOf(OCT, december).rule37).toEqual([]);
    expect(itcOf(month('12', '31'), december).rule37[0]?.reversed).toEqual(
      tax('0.00', '2250.00', '2250.00'),
    );
  });
});
