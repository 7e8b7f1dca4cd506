import { describe, expect, it } from 'vitest';
import { challan, lateInterest, setOff, type HeadFigures } from '../src/returns';

/**
 * Set-off of credit against the month's tax, the cash to pay, interest on late payment and the
 * challan (issue 32), worked by hand. Heads in the order IGST, CGST, SGST, cess; ₹.
 */
const heads = (igst: string, cgst: string, sgst: string, cess = '0.00'): HeadFigures => ({
  igst,
  cgst,
  sgst,
  cess,
});
const ZERO = heads('0.00', '0.00', '0.00');

describe('set-off (CGST Act s.49(5), s.49A, Rule 88A)', () => {
  it('(a) IGST credit beyond IGST liability spills to CGST and SGST, shortfalls first', () => {
    // Liability I 10,000, C 6,000, S 6,000. Credit I 18,000, C 1,000, S 4,000.
    // 1. IGST credit → IGST 10,000; 8,000 IGST credit left, to be used in full (s.49A).
    // 2. Shortfalls (liability − own credit): C 6,000 − 1,000 = 5,000; S 6,000 − 4,000 = 2,000.
    //    IGST → C 5,000, IGST → S 2,000; 1,000 IGST credit left.
    // 3. The 1,000 no longer changes the cash: it goes where it evens the CGST and SGST credit
    //    carried forward. Without it: C 1,000 credit − 1,000 still due = 0 left; S 4,000 −
    //    4,000 = 0 left; level, so 500 each: IGST → C 5,500, IGST → S 2,500.
    // 4. CGST credit → C 6,000 − 5,500 = 500 (500 left); SGST credit → S 3,500 (500 left).
    // Cash 0 on every head; credit left I 0, C 500, S 500.
    const r = setOff({
      forwardCharge: { igst: '10000', cgst: '6000', sgst: '6000' },
      credit: { igst: '18000', cgst: '1000', sgst: '4000' },
    });
    expect(r.creditUsed.igst).toEqual(heads('10000.00', '5500.00', '2500.00'));
    expect(r.creditUsed.cgst).toEqual(heads('0.00', '500.00', '0.00'));
    expect(r.creditUsed.sgst).toEqual(heads('0.00', '0.00', '3500.00'));
    expect(r.paidByCredit).toEqual(heads('10000.00', '6000.00', '6000.00'));
    expect(r.creditLeft).toEqual(heads('0.00', '500.00', '500.00'));
    expect(r.cash).toEqual(ZERO);
    expect(r.totals).toEqual({
      liability: '22000.00',
      paidByCredit: '22000.00',
      cash: '0.00',
      creditLeft: '1000.00',
    });
  });

  it('(a) the split matters: IGST credit to the head whose own credit is short', () => {
    // Liability I 10,000, C 2,000, S 2,000. Credit I 12,000, C 6,000, S 0.
    // IGST → I 10,000; 2,000 left. Shortfalls: C max(0, 2,000 − 6,000) = 0; S 2,000 − 0 = 2,000.
    // IGST → S 2,000. CGST credit → C 2,000 (4,000 left). Cash 0.
    // ("In that order", IGST → C first, would leave SGST 2,000 to pay in cash with 4,000 more
    // CGST credit idle: Rule 88A's "any order" avoids it.)
    const r = setOff({
      forwardCharge: { igst: '10000', cgst: '2000', sgst: '2000' },
      credit: { igst: '12000', cgst: '6000' },
    });
    expect(r.creditUsed.igst).toEqual(heads('10000.00', '0.00', '2000.00'));
    expect(r.creditUsed.cgst).toEqual(heads('0.00', '2000.00', '0.00'));
    expect(r.cash).toEqual(ZERO);
    expect(r.creditLeft).toEqual(heads('0.00', '4000.00', '0.00'));
  });

  it('(b) CGST credit is left unused while SGST is paid in cash (s.49(5)(e))', () => {
    // Liability C 5,000, S 5,000. Credit C 8,000, S 2,000. No IGST due or IGST credit.
    // CGST credit → C 5,000 (3,000 left: it may pay only CGST or IGST, and neither is due).
    // SGST credit → S 2,000; SGST cash 5,000 − 2,000 = 3,000.
    const r = setOff({
      forwardCharge: { cgst: '5000', sgst: '5000' },
      credit: { cgst: '8000', sgst: '2000' },
    });
    expect(r.creditUsed.cgst).toEqual(heads('0.00', '5000.00', '0.00'));
    expect(r.creditUsed.sgst).toEqual(heads('0.00', '0.00', '2000.00'));
    expect(r.cash).toEqual(heads('0.00', '0.00', '3000.00'));
    expect(r.creditLeft).toEqual(heads('0.00', '3000.00', '0.00'));
    expect(r.totals.cash).toBe('3000.00');
  });

  it('(c) reverse-charge tax is paid in cash even with credit to spare (s.2(82), s.49(4))', () => {
    // Forward charge C 1,000, S 1,000. Reverse charge: an advocate's fee of 10,000 at 18 %
    // (C 900, S 900) and an inter-State GTA bill of 36,000 at 5 % (I 1,800).
    // Credit I 3,000, C 5,000, S 5,000.
    // IGST forward liability 0, so all 3,000 IGST credit goes to C and S (s.49A first):
    // shortfalls 0 and 0; room C 1,000, S 1,000, levels (5,000 and 5,000 CGST/SGST credit
    // untouched) even, so IGST → C 1,000, IGST → S 1,000; 1,000 IGST credit left, and CGST and
    // SGST credit not used at all. Reverse charge from no credit: cash I 1,800, C 900, S 900.
    const r = setOff({
      forwardCharge: { cgst: '1000', sgst: '1000' },
      reverseCharge: { igst: '1800', cgst: '900', sgst: '900' },
      credit: { igst: '3000', cgst: '5000', sgst: '5000' },
    });
    expect(r.liability.total).toEqual(heads('1800.00', '1900.00', '1900.00'));
    expect(r.creditUsed.igst).toEqual(heads('0.00', '1000.00', '1000.00'));
    expect(r.creditUsed.cgst).toEqual(ZERO);
    expect(r.creditUsed.sgst).toEqual(ZERO);
    expect(r.cash).toEqual(heads('1800.00', '900.00', '900.00'));
    expect(r.creditLeft).toEqual(heads('1000.00', '5000.00', '5000.00'));
    expect(r.totals.cash).toBe('3600.00');
  });

  it('(d) cess credit pays only cess, and only cess credit pays cess', () => {
    // Liability C 1,000, S 1,000, cess 2,400. Credit I 1,500, cess 3,000.
    // Cess credit → cess 2,400 (600 left; it cannot pay CGST or SGST).
    // IGST 1,500 against shortfalls C 1,000 and S 1,000 (equal): 750 each; cash C 250, S 250.
    const r = setOff({
      forwardCharge: { cgst: '1000', sgst: '1000', cess: '2400' },
      credit: { igst: '1500', cess: '3000' },
    });
    expect(r.creditUsed.cess).toEqual(heads('0.00', '0.00', '0.00', '2400.00'));
    expect(r.creditUsed.igst).toEqual(heads('0.00', '750.00', '750.00'));
    expect(r.cash).toEqual(heads('0.00', '250.00', '250.00'));
    expect(r.creditLeft).toEqual(heads('0.00', '0.00', '0.00', '600.00'));
    // The other way: IGST credit 10,000 idle, cess 2,400 with 1,000 cess credit: 1,400 cash.
    const s = setOff({ forwardCharge: { cess: '2400' }, credit: { igst: '10000', cess: '1000' } });
    expect(s.cash).toEqual(heads('0.00', '0.00', '0.00', '1400.00'));
    expect(s.creditLeft).toEqual(heads('10000.00', '0.00', '0.00', '0.00'));
  });

  it('IGST liability beyond IGST credit: CGST credit, then SGST credit (s.49(5)(c) proviso)', () => {
    // Liability I 10,000, C 1,000, S 1,000. Credit I 4,000, C 3,000, S 6,000.
    // IGST → I 4,000 (none left). CGST → C 1,000, then CGST → I 2,000 (CGST credit used up).
    // SGST → S 1,000, then SGST → I 10,000 − 4,000 − 2,000 = 4,000. Cash 0; SGST 1,000 left.
    const r = setOff({
      forwardCharge: { igst: '10000', cgst: '1000', sgst: '1000' },
      credit: { igst: '4000', cgst: '3000', sgst: '6000' },
    });
    expect(r.creditUsed.cgst).toEqual(heads('2000.00', '1000.00', '0.00'));
    expect(r.creditUsed.sgst).toEqual(heads('4000.00', '0.00', '1000.00'));
    expect(r.cash).toEqual(ZERO);
    expect(r.creditLeft).toEqual(heads('0.00', '0.00', '1000.00'));
  });

  it('paise: an odd paisa of IGST credit goes to CGST; amounts keep their paise', () => {
    // Liability C 100.01, S 100.00. Credit I 0.03, C 100.00, S 100.00.
    // Shortfalls C 0.01, S 0 → IGST → C 0.01; 0.02 left, room C 100.00, S 100.00, levels even
    // (0 and 0 credit left): 0.01 each. IGST → C 0.02, → S 0.01; CGST → C 99.99, SGST → S 99.99.
    const r = setOff({
      forwardCharge: { cgst: '100.01', sgst: '100.00' },
      credit: { igst: '0.03', cgst: '100', sgst: 100 },
    });
    expect(r.creditUsed.igst).toEqual(heads('0.00', '0.02', '0.01'));
    expect(r.cash).toEqual(ZERO);
    expect(r.creditLeft).toEqual(heads('0.00', '0.01', '0.01'));
  });

  it('refuses negative amounts', () => {
    expect(() => setOff({ forwardCharge: { cgst: '-1' }, credit: {} })).toThrow(/CGST/);
    expect(() => setOff({ forwardCharge: {}, credit: { igst: -5 } })).toThrow(/Credit IGST/);
  });
});

describe('interest under s.50(1) and the challan (PMT-06)', () => {
  it('(e) 10 days late: 18 % a year on the cash part, by the day, to the nearest rupee', () => {
    // Due 20 Nov 2025, paid 30 Nov 2025: 21–30 November, 10 days.
    // IGST 10,000 × 18 % × 10 / 365 = 49.3151 → 49.
    // CGST 20,000 × 18 % × 10 / 365 = 98.6301 → 99; SGST the same.
    // Cess 912.50 × 18 % × 10 / 365 = 4.50 exactly → 5 (s.170: 50 paise and above up).
    // Total 49 + 99 + 99 + 5 = 252.
    const i = lateInterest({
      cash: { igst: '10000', cgst: '20000', sgst: '20000', cess: '912.50' },
      dueDate: '2025-11-20',
      paymentDate: '2025-11-30',
    });
    expect(i.days).toBe(10);
    expect(i.interest).toEqual(heads('49.00', '99.00', '99.00', '5.00'));
    expect(i.total).toBe('252.00');
  });

  it('no interest on or before the due date; a leap February counts its 29th', () => {
    const cash = { cgst: '20000' };
    expect(lateInterest({ cash, dueDate: '2025-11-20', paymentDate: '2025-11-20' }).total).toBe(
      '0.00',
    );
    expect(lateInterest({ cash, dueDate: '2025-11-20', paymentDate: '2025-11-02' }).days).toBe(0);
    // Due 20 Feb 2024, paid 1 Mar 2024: 21–29 February (9 days) and 1 March: 10 days.
    expect(lateInterest({ cash, dueDate: '2024-02-20', paymentDate: '2024-03-01' }).days).toBe(10);
  });

  it('(e) the challan: tax up to the rupee, interest, late fee, totals', () => {
    // Cash from a set-off with paise: C 3,000.40 → 3,001 (rounded up so the ledger covers it),
    // S 3,000.40 → 3,001, IGST 1,200.00 → 1,200. Interest for 10 days on those figures:
    // IGST 1,200 × 0.18 × 10/365 = 5.9178 → 6; CGST 3,000.40 × 0.18 × 10/365 = 14.7965 → 15.
    // Late fee 10 days × ₹25 per head (CGST and SGST).
    const r = setOff({
      forwardCharge: { igst: '1200', cgst: '3000.40', sgst: '3000.40' },
      credit: {},
    });
    const i = lateInterest({ cash: r.cash, dueDate: '2025-11-20', paymentDate: '2025-11-30' });
    expect(i.interest).toEqual(heads('6.00', '15.00', '15.00'));
    const c = challan(r, i, { cgst: 250, sgst: 250 });
    expect(c.igst).toEqual({
      tax: '1200.00',
      interest: '6.00',
      lateFee: '0.00',
      others: '0.00',
      total: '1206.00',
    });
    expect(c.cgst).toEqual({
      tax: '3001.00',
      interest: '15.00',
      lateFee: '250.00',
      others: '0.00',
      total: '3266.00',
    });
    expect(c.sgst.total).toBe('3266.00');
    expect(c.cess.total).toBe('0.00');
    // 1,200 + 3,001 + 3,001 = 7,202 tax; 36 interest; 500 late fee; 7,738 in all.
    expect(c.total).toEqual({
      tax: '7202.00',
      interest: '36.00',
      lateFee: '500.00',
      others: '0.00',
      total: '7738.00',
    });
  });

  it('(f) all zero', () => {
    const r = setOff({ forwardCharge: {}, reverseCharge: {}, credit: {} });
    expect(r.cash).toEqual(ZERO);
    expect(r.creditLeft).toEqual(ZERO);
    expect(r.creditUsed.igst).toEqual(ZERO);
    expect(r.totals).toEqual({
      liability: '0.00',
      paidByCredit: '0.00',
      cash: '0.00',
      creditLeft: '0.00',
    });
    const i = lateInterest({ cash: r.cash, dueDate: '2025-11-20', paymentDate: '2026-01-20' });
    expect(i.days).toBe(61);
    expect(i.interest).toEqual(ZERO);
    const c = challan(r, i);
    const nothing = {
      tax: '0.00',
      interest: '0.00',
      lateFee: '0.00',
      others: '0.00',
      total: '0.00',
    };
    expect(c).toEqual({
      igst: nothing,
      cgst: nothing,
      sgst: nothing,
      cess: nothing,
      total: nothing,
    });
  });
});
