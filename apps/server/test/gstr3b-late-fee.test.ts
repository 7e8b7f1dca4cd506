// @engines pglite postgres
// Requests within one shop's schema, and a second shop for the nil return: no Citus round.
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, trpcData } from './helpers';

/**
 * The s.47 late fee on the GSTR-3B challan (issue 32, review item 19), through
 * GET /api/returns/gstr3b/payment and POST /api/returns/lock. Shop alpha (West Bengal, 19), by
 * hand (₹):
 *  15-03-2025 (FY 2024-25): a sale of 1,60,00,000 taxable in WB: the previous year's outward
 *   supplies of October 2025 are 1.6 crore, so the books' band is ₹1.5-5 crore (upto5cr).
 *  28-10-2025: a sale of 1,000 @18 % in WB: CGST 90, SGST 90. No purchases: cash C 90, S 90.
 *  Due 20-11-2025. Paid and filed 28-02-2026: 10 (Nov) + 31 + 31 + 28 = 100 days.
 *   Interest: 90 × 0.18 × 100 / 365 = 4.44 → ₹4 a head.
 *   Late fee (CGST Act s.47(1); Notification 76/2018-CT: ₹25 a day; 19/2021-CT caps):
 *    100 × 25 = 2,500 a head; band upto5cr caps at 2,500 → 2,500 + 2,500;
 *    band upto1_5cr (chosen) caps at 1,000 → 1,000 + 1,000. No IGST fee.
 *   Challan: tax 90 + 90, interest 4 + 4, fee 2,500 + 2,500: 5,188 (with upto1_5cr: 2,188).
 *  Paid 30-11-2025 instead: 10 days: interest 90 × 0.18 × 10 / 365 = 0.44 → 0; fee 250 + 250:
 *   challan 180 + 0 + 500 = 680.
 * Shop beta's books are empty: October 2025 is a nil return (no tax payable). Filed 04-01-2026,
 * 45 days late: 45 × ₹10 = 450 > the nil cap 250 → 250 + 250; challan 500.
 */
const PERIOD = '102025';
const fee = (cgst: string) => ({ igst: '0.00', cgst, sgst: cgst, cess: '0.00' });

const suite = ownerSuite({}, async (h, as) => {
  const fx = await seedBilling(h, h.a, 1);
  for (const [invoiceDate, price] of [
    ['2025-03-15', '16000000'],
    ['2025-10-28', '1000'],
  ] as const) {
    const reply = await h.trpcMutation(
      'tenant.invoices.create',
      { invoiceDate, billToId: fx.local.id, lines: [{ productId: fx.battery.id, price }] },
      as,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  return { ownerB: await h.login(h.b) };
});
const get = (url: string, cookie = suite.cookie, tenant = 'alpha') =>
  suite.h.rest('GET', url, { tenant, cookie });
const payment = (query: string) => get(`/api/returns/gstr3b/payment?period=${PERIOD}&${query}`);

describe('the s.47 late fee on the GSTR-3B payment', () => {
  it('defaults to the band of the previous year in the books, and takes the band chosen', async () => {
    const r = await payment('paymentDate=2026-02-28');
    expect(r.status, r.text).toBe(200);
    const p = r.body.data;
    expect(p.books).toEqual({ financialYear: '2024-25', turnover: '16000000.00', band: 'upto5cr' });
    expect(p.setOff.cash).toEqual({ igst: '0.00', cgst: '90.00', sgst: '90.00', cess: '0.00' });
    expect(p.interest).toMatchObject({ days: 100, total: '8.00' });
    expect(p.lateFee).toMatchObject({ days: 100, nil: false, band: 'upto5cr', cap: '2500.00' });
    expect(p.lateFee.fee).toEqual(fee('2500.00'));
    expect(p.challan.cgst).toMatchObject({ tax: '90.00', interest: '4.00', lateFee: '2500.00' });
    expect(p.challan.igst.lateFee).toBe('0.00');
    expect(p.challan.total.total).toBe('5188.00');

    const chosen = await payment('paymentDate=2026-02-28&turnoverBand=upto1_5cr');
    expect(chosen.body.data.band).toBe('upto1_5cr');
    expect(chosen.body.data.lateFee.fee).toEqual(fee('1000.00'));
    expect(chosen.body.data.challan.total.total).toBe('2188.00');
    const trpc = await suite.h.trpcQuery(
      'tenant.returns.gstr3bPayment',
      { period: PERIOD, paymentDate: '2026-02-28', turnoverBand: 'upto1_5cr' },
      suite.asOwner(),
    );
    expect(trpcData(trpc)).toEqual(chosen.body.data);
  });

  it('no payment date, no late fee; a band that is not one is a 400', async () => {
    const r = await get(`/api/returns/gstr3b/payment?period=${PERIOD}`);
    expect(r.body.data.lateFee).toBeNull();
    expect(r.body.data.challan.total.lateFee).toBe('0.00');
    const bad = await payment('paymentDate=2026-02-28&turnoverBand=2cr');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('turnover band');
  });

  it('a nil return (shop beta, empty books) 45 days late: ₹10 a day, capped at ₹250 a head', async () => {
    const r = await get(
      `/api/returns/gstr3b/payment?period=${PERIOD}&paymentDate=2026-01-04`,
      suite.ownerB,
      'beta',
    );
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.books).toMatchObject({ turnover: '0.00', band: 'upto1_5cr' });
    expect(r.body.data.lateFee).toMatchObject({ days: 45, nil: true, perDay: '10.00' });
    expect(r.body.data.lateFee.fee).toEqual(fee('250.00'));
    expect(r.body.data.challan.total).toMatchObject({ tax: '0.00', total: '500.00' });
  });

  it('filing stores the fee with the band; another date or band recomputes interest and fee only', async () => {
    const lock = await suite.h.rest('POST', '/api/returns/lock', {
      ...suite.asOwner(),
      body: { period: PERIOD, paymentDate: '2026-02-28', turnoverBand: 'upto1_5cr' },
    });
    expect(lock.status, lock.text).toBe(201);
    const stored = (await get(`/api/returns/gstr3b/payment?period=${PERIOD}`)).body.data;
    expect(stored).toMatchObject({ filed: true, band: 'upto1_5cr', paymentDate: '2026-02-28' });
    expect(stored.lateFee.fee).toEqual(fee('1000.00'));
    expect(stored.challan.total.total).toBe('2188.00');

    const earlier = (await payment('paymentDate=2025-11-30')).body.data;
    expect(earlier.setOff).toEqual(stored.setOff);
    expect(earlier.band).toBe('upto1_5cr');
    expect(earlier.interest.total).toBe('0.00');
    expect(earlier.lateFee).toMatchObject({ days: 10, fee: fee('250.00') });
    expect(earlier.challan.total.total).toBe('680.00');

    const otherBand = (await payment('turnoverBand=upto5cr')).body.data;
    expect(otherBand.paymentDate).toBe('2026-02-28');
    expect(otherBand.lateFee.fee).toEqual(fee('2500.00'));
    expect(otherBand.challan.total.total).toBe('5188.00');
  });
});
