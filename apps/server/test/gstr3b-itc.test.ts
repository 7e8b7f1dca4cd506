// @engines pglite postgres
// Requests within one shop's schema, and a second shop for isolation: no Citus round.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { gstr3bTemplateDifferences } from '../../../packages/domain/test/returns-key-sets';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, staffSession, trpcData, trpcError, type Harness } from './helpers';
import { readWorkbookSheets } from './returns-sheets';

/**
 * GSTR-3B complete from the books (issue 32): October 2025 of shop alpha (West Bengal, 19), the
 * month of packages/domain/test/gstr3b-itc-fixtures.ts entered through the API. By hand (₹):
 * B1 05-10 local supplier: battery 1,00,000 @18 % (C 9,000, S 9,000); staff lunch 2,000 @18 %
 *   blocked s.17(5)(b) (C 180, S 180); exempt 1,500.
 * B2 10-10 Karnataka supplier: 10 batteries @20,000 = 2,00,000 (IGST 36,000); 1,000 @5 %
 *   ineligible (IGST 50); non-GST 800. R1 20-10: one battery back, 20,000, IGST 3,600.
 * B3 15-10 unregistered transporter, reverse charge: 10,000 @5 % (C 250, S 250).
 * B0 13-04 local: battery 50,000 (C 4,500, S 4,500), 59,000; 29,500 paid 20-05; day 181 = 11-10.
 * B00 01-03 Karnataka: battery 10,000 (IGST 1,800), 11,800; day 181 = 29-08; paid 25-10.
 * Sales: a battery at 1,33,333.33 in WB (C 12,000, S 12,000: 1,33,333.33 × 9 % = 11,999.9997),
 *   one at 1,11,111.11 to Gujarat (IGST 20,000: × 18 % = 19,999.9998).
 * 4(A)(3) C 250, S 250; 4(A)(5) I 36,000 − 3,600 + 1,800 = 34,200, C 9,180, S 9,180;
 * 4(B)(1) C 180, S 180; 4(B)(2) Rule 37 on B0: half unpaid, C 2,250, S 2,250;
 * 4(C) I 34,200, C 250 + 9,180 − 180 − 2,250 = 7,000, S 7,000; 4(D)(1) I 1,800; 4(D)(2) I 50;
 * 3.1 (d) 10,000, C 250, S 250; Table 5 GST intra 1,500, NON-GST inter 800.
 * Set-off: IGST credit 34,200 → IGST 20,000; 14,200 left → C and S shortfalls (5,000 each),
 * then 2,100 each to even the carry-forward; CGST credit → C 4,900 (2,100 left), SGST alike.
 * Cash: C 250, S 250 (reverse charge). Paid 30-11, 10 days after 20-11: interest ₹1 a head.
 */
const PERIOD = '102025';

async function enterOctober(h: Harness, as: { tenant: string; cookie: string }) {
  const fx = await seedBilling(h, h.a, 1);
  const [local, karnataka, transporter] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values([
        { name: 'Eastern Solar', gstin: '19AAACE1234F1Z3', stateCode: 19 },
        { name: 'Deccan Batteries', gstin: '29AAACD1234F1Z5', stateCode: 29 },
        { name: 'Ramesh Transport', registration: 'unregistered' as const, stateCode: 19 },
      ])
      .returning(),
  );
  const mutate = async (path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<{ id: string }>(reply);
  };
  const goods = (quantity: number, price: string) => ({
    productId: fx.battery.id,
    quantity,
    price,
    gstPercentage: 18,
  });
  const expense = (description: string, price: string, rate: number, more = {}) => ({
    kind: 'expense',
    description,
    hsnCode: '9963',
    price,
    gstPercentage: rate,
    ...more,
  });
  const bill = (
    supplierId: string,
    no: string,
    billDate: string,
    total: string,
    lines: unknown[],
  ) =>
    mutate('tenant.purchases.create', {
      supplierId,
      supplierInvoiceNumber: no,
      billDate,
      supplierTotal: total,
      lines,
    });
  const b1 = await bill(local!.id, 'ES-101', '2025-10-05', '121860.00', [
    goods(1, '100000'),
    expense('Staff lunch', '2000', 18, {
      itcEligibility: 'blocked',
      itcReason: '17(5)(b) food and beverages',
    }),
    expense('Exempt service', '1500', 0, { taxability: 'exempt' }),
  ]);
  const b2 = await bill(karnataka!.id, 'DB-7', '2025-10-10', '237850.00', [
    goods(10, '20000'),
    expense('Hotel stay', '1000', 5, {
      itcEligibility: 'ineligible',
      itcReason: 'Place of supply',
    }),
    expense('Toll', '800', 0, { taxability: 'non-gst' }),
  ]);
  const b3 = await bill(transporter!.id, 'RT-1', '2025-10-15', '10000.00', [
    expense('Freight (GTA)', '10000', 5, {
      itcEligibility: 'input-services',
      reverseCharge: true,
    }),
  ]);
  const b0 = await bill(local!.id, 'ES-44', '2025-04-13', '59000.00', [goods(1, '50000')]);
  const b00 = await bill(karnataka!.id, 'DB-2', '2025-03-01', '11800.00', [goods(1, '10000')]);
  const b2Lines = trpcData<{ lines: { id: string }[] }>(
    await h.trpcQuery('tenant.purchases.get', { id: b2.id }, as),
  ).lines;
  const r1 = await mutate('tenant.purchases.createReturn', {
    billId: b2.id,
    kind: 'supplier-credit-note',
    returnDate: '2025-10-20',
    reason: 'Damaged in transit',
    lines: [{ billLineId: b2Lines[0]!.id, quantity: 1 }],
  });
  const pay = (supplierId: string, paymentDate: string, amount: string, billId: string) =>
    mutate('tenant.supplierPayments.create', {
      supplierId,
      paymentDate,
      amount,
      mode: 'bank-transfer',
      allocations: [{ billId, amount }],
    });
  await pay(local!.id, '2025-05-20', '29500.00', b0.id);
  await pay(karnataka!.id, '2025-10-25', '11800.00', b00.id);
  for (const [billToId, price] of [
    [fx.local.id, '133333.33'],
    [fx.remote.id, '111111.11'],
  ] as const)
    await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-28',
      billToId,
      lines: [{ productId: fx.battery.id, price }],
    });
  return { b1: b1.id, b2: b2.id, b3: b3.id, b0: b0.id, b00: b00.id, r1: r1.id };
}

const suite = ownerSuite({}, async (h, as) => ({
  ids: await enterOctober(h, as),
  ownerB: await h.login(h.b),
  viewer: await staffSession(h, 'itc-viewer@alpha.test', { returns: ['view'] }),
  clerk: await staffSession(h, 'itc-clerk@alpha.test', { payables: ['view'] }),
}));
const query = (path: string, input: unknown, cookie = suite.cookie, tenant = 'alpha') =>
  suite.h.trpcQuery(path, input, { tenant, cookie });
const sorted = (ids: string[]) => [...ids].sort();
const z = { iamt: 0, camt: 0, samt: 0, csamt: 0 };

describe('GSTR-3B complete for October 2025', () => {
  it('every table of the JSON, key for key the template', async () => {
    const g = trpcData<Record<string, unknown>>(
      await query('tenant.returns.gstr3b', { period: PERIOD }),
    );
    expect(gstr3bTemplateDifferences(g)).toEqual([]);
    expect(g).toMatchObject({
      inward_sup: {
        isup_details: [
          { ty: 'GST', intra: 1500, inter: 0 },
          { ty: 'NONGST', inter: 800, intra: 0 },
        ],
      },
      sup_details: {
        osup_det: { iamt: 20000, camt: 12000, samt: 12000, csamt: 0 },
        isup_rev: { txval: 10000, ...z, camt: 250, samt: 250 },
      },
      itc_elg: {
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
      },
    });
    const rest = await suite.h.rest('GET', `/api/returns/gstr3b?period=${PERIOD}`, suite.asOwner());
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toEqual(g);
  });

  it('GET /api/itc: Table 4 with the bills and returns behind every figure', async () => {
    const { ids } = suite;
    const r = await suite.h.rest('GET', `/api/itc?period=${PERIOD}`, suite.asOwner());
    expect(r.status, r.text).toBe(200);
    const t4 = r.body.data.table4;
    expect(t4.available.OTH).toMatchObject({ iamt: '34200.00', camt: '9180.00', samt: '9180.00' });
    expect(t4.available.OTH.bills).toEqual(sorted([ids.b1, ids.b2, ids.b00]));
    expect(t4.available.OTH.returns).toEqual([ids.r1]);
    expect(t4.available.ISRC.bills).toEqual([ids.b3]);
    expect(t4.reversed.rules.bills).toEqual([ids.b1]);
    expect(t4.reversed.others).toMatchObject({ camt: '2250.00', bills: [ids.b0] });
    expect(t4.ineligible.reclaimed).toMatchObject({ iamt: '1800.00', bills: [ids.b00] });
    expect(t4.ineligible.others).toMatchObject({ iamt: '50.00', bills: [ids.b2] });
    expect(r.body.data.reverseCharge).toMatchObject({ txval: '10000.00', bills: [ids.b3] });
    expect(r.body.data.rule37.map((e: { billId: string }) => e.billId)).toEqual([ids.b00, ids.b0]);
  });

  it('Table 6.1: set-off, cash, interest to a payment date and the challan', async () => {
    const r = await suite.h.rest(
      'GET',
      `/api/returns/gstr3b/payment?period=${PERIOD}&paymentDate=2025-11-30`,
      suite.asOwner(),
    );
    expect(r.status, r.text).toBe(200);
    const p = r.body.data;
    const h = (igst: string, cgst: string, sgst: string) => ({ igst, cgst, sgst, cess: '0.00' });
    expect(p.dueDate).toBe('2025-11-20');
    expect(p.setOff.creditUsed.igst).toEqual(h('20000.00', '7100.00', '7100.00'));
    expect(p.setOff.creditUsed.cgst).toEqual(h('0.00', '4900.00', '0.00'));
    expect(p.setOff.creditLeft).toEqual(h('0.00', '2100.00', '2100.00'));
    expect(p.setOff.cash).toEqual(h('0.00', '250.00', '250.00'));
    expect(p.interest).toMatchObject({ days: 10, total: '2.00' });
    // s.47 late fee, 10 days (not nil; no sales in FY 2024-25: band up to ₹1.5 crore):
    // 10 × ₹25 = ₹250 a head. Challan 250 + 250 + 2 + 500 = 1,002.
    expect(p.lateFee).toMatchObject({ days: 10, nil: false, band: 'upto1_5cr' });
    expect(p.challan.total.total).toBe('1002.00');
    // Rules 42/43 entered through tRPC: IGST 40,000 > 34,200, so 5,800 IGST becomes tax to pay.
    const entered = trpcData<{ setOff: { cash: Record<string, string> } }>(
      await query('tenant.returns.gstr3bPayment', {
        period: PERIOD,
        reversals: { rule42_43: { igst: '40000' } },
      }),
    );
    expect(entered.setOff.cash.igst).toBe('25800.00');
  });

  it('the workbook has the ITC rows and the set-off sheet', async () => {
    const r = await suite.h.rest(
      'GET',
      `/api/returns/gstr1?period=${PERIOD}&format=xlsx`,
      suite.asOwner(),
    );
    expect(r.status).toBe(200);
    const sheets = readWorkbookSheets(r);
    const rows = sheets.gstr3b ?? [];
    expect(rows.find((x) => String(x.Table).startsWith('4(C)'))).toMatchObject({
      'Integrated Tax': 34200,
      'Central Tax': 7000,
    });
    const setoff = sheets['gstr3b-setoff'] ?? [];
    expect(setoff.map((x) => x['Tax paid in cash'])).toEqual([0, 250, 250, 0]);
  });

  it('another shop sees its own (empty) books; permissions as the Returns page', async () => {
    const b = trpcData<{ table4: { net: { iamt: string; bills: string[] } } }>(
      await query('tenant.returns.itc', { period: PERIOD }, suite.ownerB, 'beta'),
    );
    expect(b.table4.net).toMatchObject({ iamt: '0.00', bills: [] });
    const bRest = await suite.h.rest('GET', `/api/itc?period=${PERIOD}`, {
      tenant: 'beta',
      cookie: suite.ownerB,
    });
    expect(JSON.stringify(bRest.body)).not.toContain(suite.ids.b1);
    expect((await query('tenant.returns.itc', { period: PERIOD }, suite.viewer)).status).toBe(200);
    expect(
      trpcError(await query('tenant.returns.itc', { period: PERIOD }, suite.clerk)).data.httpStatus,
    ).toBe(403);
    const clerkRest = await suite.h.rest('GET', `/api/itc?period=${PERIOD}`, {
      tenant: 'alpha',
      cookie: suite.clerk,
    });
    expect(clerkRest.status).toBe(403);
  });
});
