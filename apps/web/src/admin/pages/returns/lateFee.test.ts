import { describe, expect, it } from 'vitest';
import { gstr3bLateFee, gstr3bPayment } from '@gst/domain';
import { challanRows } from './gstr3bPayment';
import { bandHint, isTurnoverBand, lateFeeLine, owesLateFee } from './lateFee';

/**
 * The late fee on the Tax to pay panel (issue 32, item 19). Figures by hand (CGST Act s.47(1),
 * Notifications 76/2018-CT and 19/2021-CT): ₹25 + ₹25 a day, ₹10 + ₹10 for a nil return, capped
 * per return at ₹250 (nil), ₹1,000 (up to ₹1.5 crore), ₹2,500, ₹5,000 a head.
 */
const DUE = '2025-11-20';
const tax = (camt: number) => ({ iamt: 0, camt, samt: camt, csamt: 0 });
const gstr3b = (camt: number) =>
  ({
    sup_details: {
      osup_det: { txval: 1000, ...tax(camt) },
      osup_zero: { txval: 0, iamt: 0, csamt: 0 },
      isup_rev: { txval: 0, ...tax(0) },
      osup_nil_exmp: { txval: 0 },
      osup_nongst: { txval: 0 },
    },
    itc_elg: { itc_avl: [], itc_rev: [], itc_net: tax(0), itc_inelg: [] },
  }) as unknown as Parameters<typeof gstr3bPayment>[0]['gstr3b'];

describe('the late fee row', () => {
  it('10 days late with tax to pay: 10 × ₹25 = ₹250 a head, in the challan', () => {
    const p = gstr3bPayment({ gstr3b: gstr3b(250), dueDate: DUE, paymentDate: '2025-11-30' });
    expect(lateFeeLine(p)).toEqual({
      late: true,
      text:
        '10 days late: late fee under s.47 of ₹25.00 CGST + ₹25.00 SGST/UTGST a day, at most ' +
        '₹1,000.00 each: CGST ₹250.00 + SGST/UTGST ₹250.00 = ₹500.00. No late fee on IGST.',
    });
    const rows = challanRows(p.challan);
    expect(rows.find((r) => r.id === 'cgst')?.lateFee).toBe('250.00');
    expect(rows.find((r) => r.id === 'igst')?.lateFee).toBe('0.00');
    expect(rows.find((r) => r.id === 'total')).toMatchObject({
      lateFee: '500.00',
      total: '1002.00',
    });
  });

  it('a nil return 45 days late says so and owes the capped fee though no tax is due', () => {
    // 45 × ₹10 = ₹450 > ₹250: ₹250 a head.
    const p = gstr3bPayment({ gstr3b: gstr3b(0), dueDate: DUE, paymentDate: '2026-01-04' });
    expect(owesLateFee(p)).toBe(true);
    expect(lateFeeLine(p)?.text).toBe(
      '45 days late: late fee under s.47 of ₹10.00 CGST + ₹10.00 SGST/UTGST a day (no tax ' +
        'payable: nil return), at most ₹250.00 each: CGST ₹250.00 + SGST/UTGST ₹250.00 = ' +
        '₹500.00 (the cap). No late fee on IGST.',
    );
  });

  it('on time: no fee; no payment date: no line', () => {
    const onTime = gstr3bPayment({ gstr3b: gstr3b(250), dueDate: DUE, paymentDate: DUE });
    expect(lateFeeLine(onTime)).toEqual({
      late: false,
      text: 'Filed by the due date: no late fee.',
    });
    expect(owesLateFee(onTime)).toBe(false);
    expect(lateFeeLine(gstr3bPayment({ gstr3b: gstr3b(250), dueDate: DUE }))).toBeNull();
  });

  it('the band picker says where its default comes from', () => {
    expect(bandHint({ financialYear: '2024-25', turnover: '16000000.00', band: 'upto5cr' })).toBe(
      'From your books (FY 2024-25: ₹1,60,00,000.00 of outward supplies); change it if your ' +
        'turnover across all registrations differs.',
    );
    expect(isTurnoverBand('above5cr')).toBe(true);
    expect(isTurnoverBand('2cr')).toBe(false);
    // 100 days in the ₹1.5-5 crore band: 2,500 a head, the cap.
    expect(
      gstr3bLateFee({ dueDate: DUE, filingDate: '2026-02-28', nil: false, band: 'upto5cr' }).fee
        .cgst,
    ).toBe('2500.00');
  });
});
