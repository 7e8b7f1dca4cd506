import { describe, expect, it } from 'vitest';
import { gstr3bLateFee, gstr3bPayment, turnoverBandOf } from '../src/returns';

/**
 * The s.47 late fee of a GSTR-3B filed late (issue 32, review item 19), worked by hand from
 * CGST Act s.47(1), Notification 76/2018-CT (₹25 a day; ₹10 when the tax payable is nil) and
 * Notification 19/2021-CT (cap per return by the previous year's aggregate turnover: nil ₹250,
 * up to ₹1.5 crore ₹1,000, ₹1.5-5 crore ₹2,500; above ₹5 crore s.47(1)'s ₹5,000), each for CGST
 * and the same again for SGST/UTGST; no IGST late fee. Days: filing date − due date.
 */
const DUE = '2025-11-20';
const fee = (cgst: string) => ({ igst: '0.00', cgst, sgst: cgst, cess: '0.00' });

describe('gstr3bLateFee', () => {
  it('10 days late, tax payable: 10 × ₹25 = ₹250 a head, under the ₹1,000 cap', () => {
    const f = gstr3bLateFee({
      dueDate: DUE,
      filingDate: '2025-11-30',
      nil: false,
      band: 'upto1_5cr',
    });
    expect(f).toMatchObject({ days: 10, perDay: '25.00', cap: '1000.00', total: '500.00' });
    expect(f.fee).toEqual(fee('250.00'));
  });

  it('20 days late, nil return: 20 × ₹10 = ₹200 a head, under the ₹250 cap', () => {
    const f = gstr3bLateFee({
      dueDate: DUE,
      filingDate: '2025-12-10',
      nil: true,
      band: 'above5cr',
    });
    expect(f).toMatchObject({ days: 20, perDay: '10.00', cap: '250.00' });
    expect(f.fee).toEqual(fee('200.00'));
  });

  it('45 days late, nil return: 45 × ₹10 = ₹450 > ₹250, so ₹250 a head (the band does not matter)', () => {
    // 21-11 … 30-11 is 10 days, December 31: 41 on 31-12, 45 on 04-01-2026.
    const f = gstr3bLateFee({ dueDate: DUE, filingDate: '2026-01-04', nil: true, band: 'upto5cr' });
    expect(f.days).toBe(45);
    expect(f.fee).toEqual(fee('250.00'));
    expect(f.total).toBe('500.00');
  });

  it('100 days late: ₹2,500 a head, capped at ₹1,000 up to ₹1.5 crore, ₹2,500 up to ₹5 crore', () => {
    // 20-11-2025 + 100 days: 10 (Nov) + 31 (Dec) + 31 (Jan) + 28 (Feb) = 100 → 28-02-2026.
    const args = { dueDate: DUE, filingDate: '2026-02-28', nil: false } as const;
    const small = gstr3bLateFee({ ...args, band: 'upto1_5cr' });
    expect(small.days).toBe(100);
    expect(small.fee).toEqual(fee('1000.00'));
    expect(gstr3bLateFee({ ...args, band: 'upto5cr' }).fee).toEqual(fee('2500.00'));
    expect(gstr3bLateFee({ ...args, band: 'above5cr' }).fee).toEqual(fee('2500.00'));
  });

  it('300 days late above ₹5 crore: 300 × ₹25 = ₹7,500 > ₹5,000, so ₹5,000 a head', () => {
    // 100 days to 28-02-2026, + 31 (Mar) + 30 + 31 + 30 + 31 + 31 (Aug) = 284, + 16 → 16-09-2026.
    const f = gstr3bLateFee({
      dueDate: DUE,
      filingDate: '2026-09-16',
      nil: false,
      band: 'above5cr',
    });
    expect(f.days).toBe(300);
    expect(f.fee).toEqual(fee('5000.00'));
    expect(f.total).toBe('10000.00');
  });

  it('nothing when filed on or before the due date', () => {
    for (const filingDate of [DUE, '2025-11-05']) {
      const f = gstr3bLateFee({ dueDate: DUE, filingDate, nil: false, band: 'upto1_5cr' });
      expect(f.days).toBe(0);
      expect(f.fee).toEqual(fee('0.00'));
    }
  });
});

describe('turnoverBandOf', () => {
  it('up to ₹1.5 crore, up to ₹5 crore (both included), above', () => {
    expect(turnoverBandOf('0.00')).toBe('upto1_5cr');
    expect(turnoverBandOf('15000000.00')).toBe('upto1_5cr');
    expect(turnoverBandOf('15000000.01')).toBe('upto5cr');
    expect(turnoverBandOf('50000000.00')).toBe('upto5cr');
    expect(turnoverBandOf('50000000.01')).toBe('above5cr');
  });
});

describe('gstr3bPayment with the late fee', () => {
  const tax = (iamt: number, camt: number, samt: number) => ({ iamt, camt, samt, csamt: 0 });
  const zero = { txval: 0, ...tax(0, 0, 0) };
  const gstr3b = (camt: number, samt: number) => ({
    sup_details: {
      osup_det: { txval: 1000, ...tax(0, camt, samt) },
      osup_zero: { txval: 0, iamt: 0, csamt: 0 },
      isup_rev: zero,
      osup_nil_exmp: { txval: 0 },
      osup_nongst: { txval: 0 },
    },
    itc_elg: { itc_avl: [], itc_rev: [], itc_net: tax(0, 0, 0), itc_inelg: [] },
  });
  type In = Parameters<typeof gstr3bPayment>[0]['gstr3b'];

  it('CGST 250 + SGST 250 paid 10 days late: tax, interest and ₹250 + ₹250 fee on the challan', () => {
    // Cash C 250, S 250 (no credit). Interest 250 × 18 % × 10 / 365 = 1.23 → ₹1 a head.
    // Late fee 10 × ₹25 = ₹250 a head. Challan per head 250 + 1 + 250 = 501; total 1,002.
    const p = gstr3bPayment({
      gstr3b: gstr3b(250, 250) as In,
      dueDate: DUE,
      paymentDate: '2025-11-30',
    });
    expect(p.lateFee).toMatchObject({ days: 10, nil: false, band: 'upto1_5cr' });
    expect(p.challan.cgst).toEqual({
      tax: '250.00',
      interest: '1.00',
      lateFee: '250.00',
      others: '0.00',
      total: '501.00',
    });
    expect(p.challan.igst.lateFee).toBe('0.00');
    expect(p.challan.total.lateFee).toBe('500.00');
    expect(p.challan.total.total).toBe('1002.00');
  });

  it('a nil return 45 days late pays only the fee, capped: ₹250 + ₹250', () => {
    const p = gstr3bPayment({
      gstr3b: gstr3b(0, 0) as In,
      dueDate: DUE,
      paymentDate: '2026-01-04',
      band: 'above5cr',
    });
    expect(p.lateFee).toMatchObject({ days: 45, nil: true });
    expect(p.challan.total).toEqual({
      tax: '0.00',
      interest: '0.00',
      lateFee: '500.00',
      others: '0.00',
      total: '500.00',
    });
  });

  it('no payment date, no late fee', () => {
    const p = gstr3bPayment({ gstr3b: gstr3b(250, 250) as In, dueDate: DUE });
    expect(p.lateFee).toBeNull();
    expect(p.challan.total.lateFee).toBe('0.00');
  });
});
