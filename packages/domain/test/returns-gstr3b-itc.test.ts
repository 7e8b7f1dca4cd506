import { describe, expect, it } from 'vitest';
import { completeGstr3b, computeGstr3bItc, gstr3bDueDate, gstr3bPayment } from '../src/returns';
import { B0, B00, B1, B2, B3, OUTWARD, R1 } from './gstr3b-itc-fixtures';
import { gstr3bTemplateDifferences } from './returns-key-sets';

/**
 * GSTR-3B's inward half and Table 6.1 for October 2025 (gstr3b-itc-fixtures.ts), by hand. ₹.
 *
 * 4(A)(3) ISRC: B3 CGST 250, SGST 250.
 * 4(A)(5) OTH: B1 L1 9,000 / 9,000 + B1 L2 (blocked, claimed then reversed) 180 / 180
 *   + B2 L1 IGST 36,000 − R1 IGST 3,600 + B00 reclaimed IGST 1,800
 *   = IGST 34,200, CGST 9,180, SGST 9,180. (B2 L2, ineligible, is not in 4(A).)
 * 4(B)(1) RUL: B1 L2 blocked 180 / 180 (+ Rules 42/43 entered: none).
 * 4(B)(2) OTH: B0 Rule 37: owed 59,000, paid 29,500 by day 180, unpaid 29,500, so half its credit:
 *   CGST 4,500 × 29,500 / 59,000 = 2,250, SGST 2,250.
 * 4(C): IGST 34,200; CGST 250 + 9,180 − 180 − 2,250 = 7,000; SGST 7,000.
 * 4(D)(1) RUL: B00 reclaimed IGST 1,800. 4(D)(2) OTH: B2 L2 IGST 50.
 * 3.1 (d): B3 txval 10,000, CGST 250, SGST 250.
 * Table 5: GST intra 1,500 (B1 L3 exempt); NONGST inter 800 (B2 L3).
 */
const PERIOD = { from: '2025-10-01', to: '2025-10-31' };
const itcOf = (entered?: Parameters<typeof computeGstr3bItc>[0]['entered']) =>
  computeGstr3bItc({
    ...PERIOD,
    documents: [B1, B2, B3, R1],
    rule37Bills: [B0, B00],
    ...(entered ? { entered } : {}),
  });
const tax = (iamt: string, camt: string, samt: string) => ({ iamt, camt, samt, csamt: '0.00' });
const heads = (igst: string, cgst: string, sgst: string) => ({ igst, cgst, sgst, cess: '0.00' });

describe('GSTR-3B Table 4, 3.1 (d) and Table 5 from the purchase books', () => {
  const itc = itcOf();
  const t4 = itc.table4;

  it('4(A): reverse charge in (3), the rest in (5), with the bills behind each', () => {
    expect(t4.available.ISRC).toMatchObject({ ...tax('0.00', '250.00', '250.00'), bills: ['b3'] });
    expect(t4.available.OTH).toMatchObject({
      ...tax('34200.00', '9180.00', '9180.00'),
      bills: ['b00', 'b1', 'b2'],
      returns: ['r1'],
    });
    for (const t of ['IMPG', 'IMPS', 'ISD'] as const)
      expect(t4.available[t]).toMatchObject({ ...tax('0.00', '0.00', '0.00'), bills: [] });
  });

  it('4(B): s.17(5) in (1), Rule 37 in (2); 4(C) = 4(A) − 4(B)', () => {
    expect(t4.reversed.rules).toMatchObject({ ...tax('0.00', '180.00', '180.00'), bills: ['b1'] });
    expect(t4.reversed.others).toMatchObject({
      ...tax('0.00', '2250.00', '2250.00'),
      bills: ['b0'],
    });
    expect(itc.rule37).toEqual([
      {
        billId: 'b0',
        day180: '2025-10-10',
        day181: '2025-10-11',
        owed: '59000.00',
        unpaid: '29500.00',
        reversed: tax('0.00', '2250.00', '2250.00'),
        reclaimed: tax('0.00', '0.00', '0.00'),
      },
      {
        billId: 'b00',
        day180: '2025-08-28',
        day181: '2025-08-29',
        owed: '11800.00',
        unpaid: '11800.00',
        reversed: tax('0.00', '0.00', '0.00'),
        reclaimed: tax('1800.00', '0.00', '0.00'),
      },
    ]);
    expect(t4.net).toMatchObject(tax('34200.00', '7000.00', '7000.00'));
  });

  it('4(D): reclaimed Rule 37 credit in (1), ineligible lines in (2); 3.1 (d); Table 5', () => {
    expect(t4.ineligible.reclaimed).toMatchObject({
      ...tax('1800.00', '0.00', '0.00'),
      bills: ['b00'],
    });
    expect(t4.ineligible.others).toMatchObject({ ...tax('50.00', '0.00', '0.00'), bills: ['b2'] });
    expect(itc.reverseCharge).toMatchObject({
      txval: '10000.00',
      ...tax('0.00', '250.00', '250.00'),
      bills: ['b3'],
    });
    expect(itc.inward.gst.intra).toMatchObject({ txval: '1500.00', bills: ['b1'] });
    expect(itc.inward.gst.inter.txval).toBe('0.00');
    expect(itc.inward.nongst.inter).toMatchObject({ txval: '800.00', bills: ['b2'] });
    expect(itc.inward.nongst.intra.txval).toBe('0.00');
  });

  it('Rule 37: nothing in the month before day 181, nor for a bill paid by day 180', () => {
    const sept = computeGstr3bItc({
      from: '2025-09-01',
      to: '2025-09-30',
      documents: [],
      rule37Bills: [B0],
    });
    expect(sept.rule37).toEqual([]);
    const paid = { ...B0, payments: [{ date: '2025-10-10', amount: '59000.00' }] };
    expect(computeGstr3bItc({ ...PERIOD, documents: [], rule37Bills: [paid] }).rule37).toEqual([]);
  });

  it('the complete JSON has exactly the template keys and the figures above', () => {
    const json = {
      gstin: '19AAACR5055K1Z4',
      ret_period: '102025',
      ...completeGstr3b(OUTWARD, itc),
    };
    expect(gstr3bTemplateDifferences(json)).toEqual([]);
    expect(json.inward_sup.isup_details).toEqual([
      { ty: 'GST', intra: 1500, inter: 0 },
      { ty: 'NONGST', inter: 800, intra: 0 },
    ]);
    expect(json.sup_details.isup_rev).toEqual({
      txval: 10000,
      iamt: 0,
      camt: 250,
      samt: 250,
      csamt: 0,
    });
    const z = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
    expect(json.itc_elg).toEqual({
      itc_avl: [
        { ty: 'IMPG', ...z },
        { ty: 'IMPS', ...z },
        { ty: 'ISRC', ...z, camt: 250, samt: 250 },
        { ty: 'ISD', ...z },
        { ty: 'OTH', ...z, iamt: 34200, camt: 9180, samt: 9180 },
      ],
      itc_rev: [
        { ty: 'RUL', ...z, camt: 180, samt: 180 },
        { ty: 'OTH', ...z, camt: 2250, samt: 2250 },
      ],
      itc_net: { ...z, iamt: 34200, camt: 7000, samt: 7000 },
      itc_inelg: [
        { ty: 'RUL', ...z, iamt: 1800 },
        { ty: 'OTH', ...z, iamt: 50 },
      ],
    });
  });
});

describe('Table 6.1: set-off, cash, interest and challan', () => {
  it('IGST credit beyond IGST liability spills to CGST and SGST; RCM tax in cash', () => {
    // Liability (3.1 (a)) I 20,000, C 12,000, S 12,000; reverse charge C 250, S 250.
    // Credit 4(C): I 34,200, C 7,000, S 7,000.
    // IGST credit → IGST 20,000; 14,200 left, used in full first (s.49A).
    // Shortfalls: C 12,000 − 7,000 = 5,000, S 5,000 → IGST → C 5,000, → S 5,000; 4,200 left,
    // shared to even the carry-forward: 2,100 each. IGST → C 7,100, → S 7,100.
    // CGST credit → C 12,000 − 7,100 = 4,900 (2,100 left); SGST alike.
    // Cash: forward charge 0; reverse charge C 250, S 250 (s.49(4), s.2(82)).
    const due = gstr3bDueDate(PERIOD.to, false, 19);
    expect(due).toBe('2025-11-20');
    const json = completeGstr3b(OUTWARD, itcOf());
    const p = gstr3bPayment({ gstr3b: json, dueDate: due, paymentDate: '2025-11-30' });
    expect(p.setOff.creditUsed.igst).toEqual(heads('20000.00', '7100.00', '7100.00'));
    expect(p.setOff.creditUsed.cgst).toEqual(heads('0.00', '4900.00', '0.00'));
    expect(p.setOff.creditUsed.sgst).toEqual(heads('0.00', '0.00', '4900.00'));
    expect(p.setOff.creditLeft).toEqual(heads('0.00', '2100.00', '2100.00'));
    expect(p.setOff.cash).toEqual(heads('0.00', '250.00', '250.00'));
    // 10 days late (21-11 to 30-11): 250 × 18 % × 10 / 365 = 1.23 → ₹1 a head (s.170).
    expect(p.interest).toMatchObject({
      days: 10,
      interest: heads('0.00', '1.00', '1.00'),
      total: '2.00',
    });
    // s.47 late fee (tax payable, not nil; band up to ₹1.5 crore by default): 10 × ₹25 = ₹250
    // a head, under the ₹1,000 cap. Challan per head 250 + 1 + 250 = 501; total 1,002.
    expect(p.challan.cgst).toEqual({
      tax: '250.00',
      interest: '1.00',
      lateFee: '250.00',
      others: '0.00',
      total: '501.00',
    });
    expect(p.challan.total.total).toBe('1002.00');
  });

  it('CGST credit left unused while SGST is paid in cash (s.49(5)(e), (f))', () => {
    // Entered 4(B)(2): SGST 6,000 wrongly taken in an earlier month, reversed now. 4(C): I 34,200,
    // C 7,000, S 9,430 − 180 − 2,250 − 6,000 = 1,000. Liability I 36,000, C 5,000, S 5,000.
    // IGST credit → IGST 34,200 (none left). CGST credit → C 5,000, then → I 1,800 (200 left).
    // SGST credit → S 1,000. Cash: S 4,000 + 250 RCM = 4,250; C 250 RCM; I 0. The 200 of CGST
    // credit cannot pay SGST.
    const itc = itcOf({ others: { sgst: '6000' } });
    expect(itc.table4.net).toMatchObject(tax('34200.00', '7000.00', '1000.00'));
    const outward = {
      ...OUTWARD,
      sup_details: {
        ...OUTWARD.sup_details,
        osup_det: { txval: 300000, iamt: 36000, camt: 5000, samt: 5000, csamt: 0 },
      },
    };
    const p = gstr3bPayment({
      gstr3b: completeGstr3b(outward, itc),
      dueDate: '2025-11-20',
      paymentDate: '2025-12-20',
    });
    expect(p.setOff.creditUsed.cgst).toEqual(heads('1800.00', '5000.00', '0.00'));
    expect(p.setOff.creditUsed.sgst).toEqual(heads('0.00', '0.00', '1000.00'));
    expect(p.setOff.creditLeft).toEqual(heads('0.00', '200.00', '0.00'));
    expect(p.setOff.cash).toEqual(heads('0.00', '250.00', '4250.00'));
    // 30 days: C 250 × 0.18 × 30 / 365 = 3.70 → 4; S 4,250 × 0.18 × 30 / 365 = 62.88 → 63.
    expect(p.interest?.interest).toEqual(heads('0.00', '4.00', '63.00'));
  });

  it('a negative 4(C) head is tax to pay; QRMP due dates by State', () => {
    const itc = itcOf({ rule42_43: { igst: '40000' } });
    expect(itc.table4.net.iamt).toBe('-5800.00');
    const p = gstr3bPayment({ gstr3b: completeGstr3b(OUTWARD, itc), dueDate: '2025-11-20' });
    expect(p.setOff.liability.forwardCharge.igst).toBe('25800.00');
    expect(p.setOff.creditAvailable.igst).toBe('0.00');
    expect(p.interest).toBeNull();
    expect(gstr3bDueDate('2025-12-31', true, 27)).toBe('2026-01-22');
    expect(gstr3bDueDate('2025-12-31', true, 19)).toBe('2026-01-24');
  });
});
