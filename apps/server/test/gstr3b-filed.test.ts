// @engines pglite postgres
// Requests within one shop's schema, and a second shop for isolation: no Citus round.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { auditLog, filedReturns, suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, staffSession, trpcData, type Harness } from './helpers';

/**
 * Filing a GSTR-3B with the reversals the shop works out (issue 32). October 2025 of shop alpha
 * (West Bengal, 19). By hand (₹):
 *  B1 05-10 local supplier: battery 1,00,000 @18 %: CGST 9,000, SGST 9,000.
 *  B2 10-10 Karnataka supplier: battery 50,000 @18 %: IGST 9,000.
 *  Sales 28-10: 1,33,333.33 in WB (C 12,000, S 12,000), 1,11,111.11 to Gujarat (IGST 20,000).
 *  Entered: Rules 42/43 IGST 12.50 (4(B)(1)); other reversals CGST 3.00, SGST 3.00 (4(B)(2)).
 *  4(A)(5) I 9,000, C 9,000, S 9,000; 4(C) I 8,987.50, C 8,997, S 8,997.
 *  Set-off: every head's credit is below its own liability, so each pays its own head only.
 *  Cash: I 20,000 − 8,987.50 = 11,012.50; C 12,000 − 8,997 = 3,003; S 3,003 (17,018.50).
 *  Without the reversals: I 11,000, C 3,000, S 3,000.
 *  Due 20-11-2025. Paid 30-11 (10 days, 18 % a year, nearest rupee a head):
 *   I 11,012.50 × 0.18 × 10/365 = 54.31 → 54; C 3,003 × 0.18 × 10/365 = 14.81 → 15; S 15; 84.
 *   s.47 late fee (not nil; no sales in FY 2024-25: band up to ₹1.5 crore): 10 × ₹25 = 250 a
 *   head (CGST, SGST), 500.
 *   Challan: tax rounded up 11,013 + 3,003 + 3,003 = 17,019; + 84 + 500 = 17,603.
 *  Paid 20-12 instead (30 days): I 162.92 → 163; C 44.43 → 44; S 44; 251. Late fee 30 × 25 =
 *   750 a head (under the 1,000 cap), 1,500. Challan 17,019 + 251 + 1,500 = 18,770.
 */
const PERIOD = '102025';
const ENTERED = { rule42_43: { igst: '12.50' }, others: { cgst: '3.00', sgst: '3.00' } };
const QUERY = 'rule42_43.igst=12.50&others.cgst=3.00&others.sgst=3';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const heads = (igst: string, cgst: string, sgst: string) => ({ igst, cgst, sgst, cess: '0.00' });

async function enterOctober(h: Harness, as: { tenant: string; cookie: string }) {
  const fx = await seedBilling(h, h.a, 1);
  const [local, karnataka] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values([
        { name: 'Eastern Solar', gstin: '19AAACE1234F1Z3', stateCode: 19 },
        { name: 'Deccan Batteries', gstin: '29AAACD1234F1Z5', stateCode: 29 },
      ])
      .returning(),
  );
  const mutate = async (path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  };
  const goods = (price: string) => [
    { productId: fx.battery.id, quantity: 1, price, gstPercentage: 18 },
  ];
  await mutate('tenant.purchases.create', {
    supplierId: local!.id,
    supplierInvoiceNumber: 'ES-101',
    billDate: '2025-10-05',
    supplierTotal: '118000.00',
    lines: goods('100000'),
  });
  await mutate('tenant.purchases.create', {
    supplierId: karnataka!.id,
    supplierInvoiceNumber: 'DB-7',
    billDate: '2025-10-10',
    supplierTotal: '59000.00',
    lines: goods('50000'),
  });
  for (const [billToId, price] of [
    [fx.local.id, '133333.33'],
    [fx.remote.id, '111111.11'],
  ] as const)
    await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-28',
      billToId,
      lines: [{ productId: fx.battery.id, price }],
    });
}

const suite = ownerSuite({}, async (h, as) => {
  await enterOctober(h, as);
  return {
    ownerB: await h.login(h.b),
    viewer: await staffSession(h, 'filed-viewer@alpha.test', { returns: ['view'] }),
    clerk: await staffSession(h, 'filed-clerk@alpha.test', { payables: ['view'] }),
  };
});
const get = (url: string, cookie = suite.cookie, tenant = 'alpha') =>
  suite.h.rest('GET', url, { tenant, cookie });
const lock = (body: unknown, cookie = suite.cookie, tenant = 'alpha') =>
  suite.h.rest('POST', '/api/returns/lock', { tenant, cookie, body });
const filedRows = () =>
  withTenant(suite.h.database.db, suite.h.a, (tx) => tx.select().from(filedReturns));

describe('entered reversals over REST on an open period', () => {
  it('GET /api/returns/gstr3b takes them as query parameters, as tRPC does', async () => {
    const rest = await get(`/api/returns/gstr3b?period=${PERIOD}&${QUERY}`);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.itc_elg.itc_rev).toEqual([
      { ty: 'RUL', iamt: 12.5, camt: 0, samt: 0, csamt: 0 },
      { ty: 'OTH', iamt: 0, camt: 3, samt: 3, csamt: 0 },
    ]);
    expect(rest.body.itc_elg.itc_net).toEqual({ iamt: 8987.5, camt: 8997, samt: 8997, csamt: 0 });
    const trpc = await suite.h.trpcQuery(
      'tenant.returns.gstr3b',
      { period: PERIOD, reversals: ENTERED },
      suite.asOwner(),
    );
    expect(rest.body).toEqual(trpcData(trpc));
  });

  it('GET /api/itc and /api/returns/gstr3b/payment take them too', async () => {
    const itc = await get(`/api/itc?period=${PERIOD}&${QUERY}`);
    expect(itc.status, itc.text).toBe(200);
    expect(itc.body.data.table4.detail.rule42_43).toMatchObject({ iamt: '12.50', camt: '0.00' });
    expect(itc.body.data.table4.detail.otherReversals).toMatchObject({ camt: '3.00' });
    const plain = await get(`/api/returns/gstr3b/payment?period=${PERIOD}`);
    expect(plain.body.data.setOff.cash).toEqual(heads('11000.00', '3000.00', '3000.00'));
    const pay = await get(`/api/returns/gstr3b/payment?period=${PERIOD}&${QUERY}`);
    expect(pay.body.data.setOff.cash).toEqual(heads('11012.50', '3003.00', '3003.00'));
  });

  it('bad reversals are a 400 that says what is wrong', async () => {
    for (const q of ['rule42_43.igst=-1', 'others.cgst=1.234', 'others.cgst=abc']) {
      const r = await get(`/api/returns/gstr3b?period=${PERIOD}&${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error, q).toBe(
        `reversals.${q.split('=')[0]}: Enter rupees, not negative, with at most 2 decimals (e.g. 12.50)`,
      );
    }
    const unknown = await get(`/api/itc?period=${PERIOD}&rule42_43.gst=1`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toContain('rule42_43.gst');
  });
});

describe('filing October with its reversals', () => {
  it('bad input, a user without approve, and another shop store nothing', async () => {
    const refusals: [unknown, string][] = [
      [
        { period: PERIOD, reversals: { rule42_43: { igst: '-5' } } },
        'reversals.rule42_43.igst: Enter rupees',
      ],
      [
        { period: PERIOD, reversals: { rule99: { igst: '5' } } },
        'reversals: Unrecognized key: "rule99"',
      ],
      [
        { period: PERIOD, reversals: { others: { gst: '5' } } },
        'reversals.others: Unrecognized key: "gst"',
      ],
      [{ period: PERIOD, paymentDate: '30-11-2025' }, 'paymentDate: Payment date must be a date'],
      [{ period: PERIOD, extra: true }, 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of refusals) {
      const r = await lock(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toContain(message);
    }
    expect((await lock({ period: PERIOD, reversals: ENTERED }, suite.viewer)).status).toBe(403);
    expect(await filedRows()).toEqual([]);
    const filed = await get('/api/returns/lock');
    expect(filed.body.data).toEqual([]);
  });

  it('the filed 3B carries the reversals byte for byte with its SHA-256', async () => {
    const r = await lock({ period: PERIOD, reversals: ENTERED, paymentDate: '2025-11-30' });
    expect(r.status, r.text).toBe(201);
    const { copy } = r.body.data;
    expect(copy.entered).toEqual({ reversals: ENTERED, paymentDate: '2025-11-30' });
    const served = await get(`/api/returns/gstr3b?period=${PERIOD}`);
    expect(sha256(served.text)).toBe(copy.gstr3bSha256);
    expect(served.body.itc_elg.itc_net).toEqual({ iamt: 8987.5, camt: 8997, samt: 8997, csamt: 0 });
    // A filed period is served as filed: reversals asked later change nothing.
    const asked = await get(`/api/returns/gstr3b?period=${PERIOD}&rule42_43.igst=999`);
    expect(asked.text).toBe(served.text);
    const [row] = await filedRows();
    expect(JSON.parse(row!.gstr3bEntered!)).toEqual(copy.entered);
    const listed = await get('/api/returns/lock');
    expect(listed.body.data[0].copy).toEqual(copy);
    // The ITC detail of the filed period takes the filed reversals unless the query gives its own.
    const itc = await get(`/api/itc?period=${PERIOD}`);
    expect(itc.body.data.table4.detail.rule42_43).toMatchObject({ iamt: '12.50' });
    expect(itc.body.data.table4.net).toMatchObject({ iamt: '8987.50', camt: '8997.00' });
    const own = await get(`/api/itc?period=${PERIOD}&rule42_43.igst=1`);
    expect(own.body.data.table4.detail.rule42_43).toMatchObject({ iamt: '1.00' });
  });

  it('Table 6.1 is stored at filing; another payment date recomputes only interest and late fee', async () => {
    const stored = await get(`/api/returns/gstr3b/payment?period=${PERIOD}`);
    expect(stored.status, stored.text).toBe(200);
    const p = stored.body.data;
    expect(p).toMatchObject({ filed: true, dueDate: '2025-11-20', paymentDate: '2025-11-30' });
    expect(p.setOff.cash).toEqual(heads('11012.50', '3003.00', '3003.00'));
    expect(p.interest).toMatchObject({ days: 10, interest: heads('54.00', '15.00', '15.00') });
    expect(p.challan.total).toMatchObject({
      tax: '17019.00',
      interest: '84.00',
      lateFee: '500.00',
      total: '17603.00',
    });
    const [row] = await filedRows();
    const { period: _p, filed: _f, books: _b, ...payment } = p;
    expect(JSON.parse(row!.gstr3bPayment!)).toEqual(payment);
    const later = await get(`/api/returns/gstr3b/payment?period=${PERIOD}&paymentDate=2025-12-20`);
    expect(later.body.data.setOff).toEqual(p.setOff);
    expect(later.body.data.interest).toMatchObject({ days: 30, total: '251.00' });
    expect(later.body.data.lateFee).toMatchObject({ days: 30, total: '1500.00' });
    expect(later.body.data.challan.total).toMatchObject({ tax: '17019.00', total: '18770.00' });
    const reversalsIgnored = await get(
      `/api/returns/gstr3b/payment?period=${PERIOD}&rule42_43.igst=5000`,
    );
    expect(reversalsIgnored.body.data).toEqual(p);
  });

  it('the audit row names what was entered and the cash', async () => {
    const rows = await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx.select().from(auditLog),
    ).then((all) => all.filter((r) => r.action === 'returns.lock'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.details).toMatchObject({
      entered: { reversals: ENTERED, paymentDate: '2025-11-30' },
      payment: { cash: heads('11012.50', '3003.00', '3003.00'), interest: '84.00' },
    });
  });

  it('another shop neither sees nor shares the filing; permissions as the Returns page', async () => {
    const b = await get('/api/returns/lock', suite.ownerB, 'beta');
    expect(b.body.data).toEqual([]);
    const bPay = await get(
      `/api/returns/gstr3b/payment?period=${PERIOD}&${QUERY}`,
      suite.ownerB,
      'beta',
    );
    expect(bPay.body.data.filed).toBe(false);
    // Beta's books are empty: its entered reversals exceed its credit and become tax to pay.
    expect(bPay.body.data.setOff.cash).toEqual(heads('12.50', '3.00', '3.00'));
    expect((await get(`/api/returns/gstr3b/payment?period=${PERIOD}`, suite.viewer)).status).toBe(
      200,
    );
    expect((await get(`/api/itc?period=${PERIOD}&${QUERY}`, suite.clerk)).status).toBe(403);
  });

  it('a copy filed before issue 32 (no stored payment) is recomputed as before', async () => {
    await withTenant(suite.h.database.db, suite.h.a, async (tx) => {
      const [row] = await tx.select().from(filedReturns);
      await tx.delete(filedReturns);
      await tx.insert(filedReturns).values({ ...row!, gstr3bPayment: null, gstr3bEntered: null });
    });
    const r = await get(`/api/returns/gstr3b/payment?period=${PERIOD}&paymentDate=2025-11-30`);
    expect(r.body.data.setOff.cash).toEqual(heads('11012.50', '3003.00', '3003.00'));
    expect(r.body.data.interest.total).toBe('84.00');
    const listed = await get('/api/returns/lock');
    expect(listed.body.data[0].copy.entered).toBeNull();
  });
});
