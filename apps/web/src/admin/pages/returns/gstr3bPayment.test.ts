import { describe, expect, it } from 'vitest';
import { challan, lateInterest, setOff } from '@gst/domain';
import {
  addCalendarDays,
  challanRows,
  challanText,
  creditFlows,
  hasLiability,
  interestLine,
  nothingToPay,
  paymentRows,
  usableDate,
} from './gstr3bPayment';

// IGST credit 1,500 against IGST 1,000: 500 spills to CGST and SGST. First to the shortfalls
// (CGST 300 − 40 = 260, SGST 300 − 100 = 200): 460; the last 40 evenly (20 each) so the credit
// left is even: IGST → CGST 280, → SGST 220. CGST credit pays the CGST 20 left, SGST credit the
// SGST 80 left: 20 of each carried forward. Cash: reverse charge CGST 20 and SGST 20; cess 5.
const so = setOff({
  forwardCharge: { igst: 1000, cgst: 300, sgst: 300, cess: 5 },
  reverseCharge: { cgst: 20, sgst: 20 },
  credit: { igst: 1500, cgst: 40, sgst: 100 },
});

describe('Tax to pay (Table 6.1)', () => {
  it('reads the credit used, in the order the law uses it', () => {
    expect(creditFlows(so).map((f) => f.text)).toEqual([
      'IGST credit → IGST ₹1,000.00',
      'IGST credit → CGST ₹280.00',
      'IGST credit → SGST/UTGST ₹220.00',
      'CGST credit → CGST ₹20.00',
      'SGST/UTGST credit → SGST/UTGST ₹80.00',
    ]);
  });

  it('gives each head its liability, credit used, cash and credit left, and a total row', () => {
    const rows = paymentRows(so);
    expect(rows.map((r) => r.label)).toEqual(['IGST', 'CGST', 'SGST/UTGST', 'Cess', 'Total']);
    const cgst = rows[1]!;
    expect(cgst).toMatchObject({ forward: '300.00', reverse: '20.00', cash: '20.00' });
    expect(cgst.byCredit).toEqual({ igst: '280.00', cgst: '20.00', sgst: '0.00', cess: '0.00' });
    expect(rows[2]).toMatchObject({
      cash: '20.00',
      creditAvailable: '100.00',
      creditLeft: '20.00',
    });
    expect(rows[3]).toMatchObject({ cash: '5.00' });
    // liability = credit used + cash, per head and in total
    for (const r of rows) {
      const credit = Object.values(r.byCredit).reduce((s, v) => s + Number(v), 0);
      expect(Number(r.forward) + Number(r.reverse)).toBeCloseTo(credit + Number(r.cash), 2);
    }
    expect(rows[4]).toMatchObject({ forward: '1605.00', reverse: '40.00', cash: '45.00' });
    expect(rows[4]!.creditLeft).toBe('40.00');
    expect(hasLiability(so)).toBe(true);
  });

  it('sends only a whole date from when GST began', () => {
    expect(usableDate('2026-11-30')).toBe(true);
    expect(usableDate('')).toBe(false);
    expect(usableDate('2017-06-30')).toBe(false);
    expect(usableDate('30-11-2026')).toBe(false);
  });

  it('knows a period with nothing to pay', () => {
    const none = setOff({ forwardCharge: {}, credit: { igst: 10 } });
    expect(hasLiability(none)).toBe(false);
    expect(nothingToPay(none)).toBe(
      'No tax is due for the period; ₹10.00 of credit carries forward.',
    );
    expect(nothingToPay(setOff({ forwardCharge: {}, credit: {} }))).toBe(
      'No tax is due for the period.',
    );
  });

  it('words the interest: on time, late with days, late without cash', () => {
    const dueDate = '2026-11-20';
    const on = {
      dueDate,
      setOff: so,
      interest: lateInterest({ cash: so.cash, dueDate, paymentDate: dueDate }),
    };
    expect(interestLine(on)).toEqual({
      late: false,
      text: 'Paid by the due date (20 Nov 2026): no interest.',
    });
    const paymentDate = addCalendarDays(dueDate, 10);
    expect(paymentDate).toBe('2026-11-30');
    // 18 % × 10/365 per head, rounded to the rupee: IGST 1,00,000 → 493.15 → 493; CGST 36,500 → 180.
    const big = setOff({ forwardCharge: { igst: 100000, cgst: 36500 }, credit: {} });
    const late = lateInterest({ cash: big.cash, dueDate, paymentDate });
    expect(interestLine({ dueDate, setOff: big, interest: late })).toEqual({
      late: true,
      text: '10 days late: interest under s.50 at 18% a year on the cash part, ₹673.00.',
    });
    const none = setOff({ forwardCharge: { igst: 10 }, credit: { igst: 10 } });
    const oneDay = lateInterest({ cash: none.cash, dueDate, paymentDate: '2026-11-21' });
    expect(interestLine({ dueDate, setOff: none, interest: oneDay })?.text).toBe(
      '1 day late, but no cash is due: no interest.',
    );
    expect(interestLine({ dueDate, setOff: so, interest: null })).toBeNull();
  });

  it('lists the challan per head and copies it as whole rupees', () => {
    const big = setOff({ forwardCharge: { igst: 100000.4, cgst: 36500 }, credit: {} });
    const c = challan(
      big,
      lateInterest({ cash: big.cash, dueDate: '2026-11-20', paymentDate: '2026-11-30' }),
    );
    const rows = challanRows(c);
    expect(rows.map((r) => r.label)).toEqual(['IGST', 'CGST', 'SGST/UTGST', 'Cess', 'Total']);
    expect(rows[0]).toMatchObject({ tax: '100001.00', interest: '493.00', total: '100494.00' });
    expect(rows[4]).toMatchObject({ tax: '136501.00', interest: '673.00', lateFee: '0.00' });
    expect(
      challanText(c, { periodLabel: 'October 2026', paymentDate: '2026-11-30' }).split('\n'),
    ).toEqual([
      'GST PMT-06 for GSTR-3B October 2026, payment on 30 Nov 2026 (₹, whole rupees)',
      'Head\tTax\tInterest\tLate fee\tTotal',
      'IGST\t100001\t493\t0\t100494',
      'CGST\t36500\t180\t0\t36680',
      'SGST/UTGST\t0\t0\t0\t0',
      'Cess\t0\t0\t0\t0',
      'Total\t136501\t673\t0\t137174',
    ]);
    expect(challanText(c, { periodLabel: 'October 2026', paymentDate: null })).toMatch(
      /^GST PMT-06 for GSTR-3B October 2026 \(₹, whole rupees\)\n/,
    );
  });
});
