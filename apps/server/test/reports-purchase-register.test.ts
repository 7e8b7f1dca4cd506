// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { sheetRows } from './catalogue-fixtures';
import {
  expectRestError,
  ownerSuite,
  staffSession,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';

/**
 * The purchase register (issue 33) of October 2025 against GSTR-3B Table 4 of the same month
 * (`tenant.returns.itc`), on the books of gstr3b-itc.test.ts (shop in West Bengal). By hand (₹):
 * B1 05-10 local: battery 1,00,000 @18 % (C 9,000, S 9,000); staff lunch 2,000 @18 % blocked
 *   s.17(5)(b) (C 180, S 180); exempt 1,500.
 * B2 10-10 Karnataka: 10 batteries 2,00,000 (IGST 36,000); hotel 1,000 @5 % ineligible (IGST
 *   50); non-GST toll 800. R1 20-10: one battery back, − 20,000, IGST − 3,600.
 * B3 15-10 unregistered transporter, reverse charge: freight 10,000 @5 % (C 250, S 250).
 * B4 18-10 local: 5,000 @18 %, cancelled 19-10: listed at zero.
 * B00 01-03 Karnataka: 10,000 (IGST 1,800), paid 25-10, after day 181 (29-08): outside the range.
 * Register: taxable 1,00,000 + 2,000 + 1,500 + 2,00,000 + 1,000 + 800 − 20,000 + 10,000
 *   = 2,95,300; IGST 36,000 + 50 − 3,600 = 32,450; CGST = SGST 9,000 + 180 + 250 = 9,430.
 * Table 4 (A): ISRC C 250, S 250 (B3); OTH I 36,000 − 3,600 + 1,800 = 34,200, C 9,180, S 9,180.
 * Where they differ, by law: blocked credit (s.17(5)) is in 4(A) and reversed in 4(B)(1)
 * (Circular 170/02/2022), so it is in both; an ineligible line (here place of supply) is not in
 * 4(A) but only in 4(D)(2) (I 50); a Rule 37 reclaim (B00, paid this month for a March bill) is
 * in 4(A)(5) and 4(D)(1) (I 1,800) though its bill is not in this month's register. So
 * register tax = 4(A) − 4(D)(1) reclaimed + 4(D)(2) others: I 34,200 − 1,800 + 50 = 32,450;
 * C 9,430 and S 9,430 alike.
 */
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
  if (!local || !karnataka || !transporter) throw new Error('suppliers not seeded');
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
  await bill(local.id, 'ES-101', '2025-10-05', '121860.00', [
    goods(1, '100000'),
    expense('Staff lunch', '2000', 18, {
      itcEligibility: 'blocked',
      itcReason: '17(5)(b) food and beverages',
    }),
    expense('Exempt service', '1500', 0, { taxability: 'exempt' }),
  ]);
  const b2 = await bill(karnataka.id, 'DB-7', '2025-10-10', '237850.00', [
    goods(10, '20000'),
    expense('Hotel stay', '1000', 5, {
      itcEligibility: 'ineligible',
      itcReason: 'Place of supply',
    }),
    expense('Toll', '800', 0, { taxability: 'non-gst' }),
  ]);
  await bill(transporter.id, 'RT-1', '2025-10-15', '10000.00', [
    expense('Freight (GTA)', '10000', 5, { itcEligibility: 'input-services', reverseCharge: true }),
  ]);
  const b4 = await bill(local.id, 'ES-120', '2025-10-18', '5900.00', [
    expense('Repairs', '5000', 18, { itcEligibility: 'input-services' }),
  ]);
  await mutate('tenant.purchases.cancel', { id: b4.id, reason: 'Entered twice' });
  const b00 = await bill(karnataka.id, 'DB-2', '2025-03-01', '11800.00', [goods(1, '10000')]);
  const b2Lines = trpcData<{ lines: { id: string }[] }>(
    await h.trpcQuery('tenant.purchases.get', { id: b2.id }, as),
  ).lines;
  await mutate('tenant.purchases.createReturn', {
    billId: b2.id,
    kind: 'supplier-credit-note',
    returnDate: '2025-10-20',
    reason: 'Damaged in transit',
    lines: [{ billLineId: b2Lines[0]?.id, quantity: 1 }],
  });
  await mutate('tenant.supplierPayments.create', {
    supplierId: karnataka.id,
    paymentDate: '2025-10-25',
    amount: '11800.00',
    mode: 'bank-transfer',
    allocations: [{ billId: b00.id, amount: '11800.00' }],
  });
  return { karnataka: karnataka.id };
}

const suite = ownerSuite({}, async (h, as) => ({ ids: await enterOctober(h, as) }));
const OCT = { from: '2025-10-01', to: '2025-10-31' };
const query = (path: string, input: unknown, o = suite.asOwner()) =>
  suite.h.trpcQuery(path, input, o);
type Heads = { iamt: string; camt: string; samt: string };
const paise = (v: string) => Math.round(Number(v) * 100);

describe('purchase register of October 2025', () => {
  it('tax equals Table 4(A) less Rule 37 reclaims plus ineligible credit', async () => {
    const reg = trpcData<{
      total: number;
      data: { kind: string; cancelled: boolean; total: string; reference: string }[];
      totals: Record<string, string | number>;
    }>(await query('tenant.reports.purchaseRegister', OCT));
    expect(reg.total).toBe(5);
    expect(reg.totals).toMatchObject({
      count: 5,
      cancelled: 1,
      taxableValue: '295300.00',
      igst: '32450.00',
      cgst: '9430.00',
      sgst: '9430.00',
      cess: '0.00',
    });
    expect(reg.data.filter((r) => r.cancelled)).toMatchObject([{ kind: 'bill', total: '0.00' }]);
    expect(reg.data.find((r) => r.kind === 'purchase-return')).toMatchObject({
      total: '-23600.00',
    });
    const itc = trpcData<{
      table4: {
        available: Record<string, Heads>;
        ineligible: { reclaimed: Heads; others: Heads };
      };
    }>(await query('tenant.returns.itc', { period: '102025' }));
    const t4 = itc.table4;
    const head = (k: keyof Heads) =>
      (
        (Object.values(t4.available).reduce((s, f) => s + paise(f[k]), 0) -
          paise(t4.ineligible.reclaimed[k]) +
          paise(t4.ineligible.others[k])) /
        100
      ).toFixed(2);
    expect({ igst: head('iamt'), cgst: head('camt'), sgst: head('samt') }).toEqual({
      igst: '32450.00',
      cgst: '9430.00',
      sgst: '9430.00',
    });
  });

  it('filters by supplier; downloads Excel with its totals row and PDF', async () => {
    const deccan = trpcData<{ totals: { count: number; igst: string } }>(
      await query('tenant.reports.purchaseRegister', { ...OCT, supplierId: suite.ids.karnataka }),
    );
    expect(deccan.totals).toMatchObject({ count: 2, igst: '32450.00' });
    const url = `/api/reports/purchase-register?from=${OCT.from}&to=${OCT.to}`;
    const xlsx = await suite.h.rest('GET', `${url}&format=xlsx`, suite.asOwner());
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(String(xlsx.raw.headers['content-disposition'])).toContain(
      'Purchase_Register_2025-10-01_to_2025-10-31.xlsx',
    );
    const rows = sheetRows(xlsx);
    expect(rows.at(-1)).toMatchObject({
      Date: 'Total',
      IGST: 32450,
      CGST: 9430,
      'SGST/UTGST': 9430,
    });
    expect(rows.find((r) => r.Status === 'Cancelled')).toMatchObject({
      Total: 0,
      Number: 'ES-120',
    });
    const pdf = await suite.h.rest('GET', `${url}&format=pdf`, suite.asOwner());
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.raw.headers['content-type']).toContain('application/pdf');
  });

  it('is refused without the reports page and empty in another shop', async () => {
    const clerk = await staffSession(suite.h, 'preg-clerk@alpha.test', {
      'manage-purchase-bill': ['view'],
    });
    expect(
      trpcError(
        await query('tenant.reports.purchaseRegister', OCT, { tenant: 'alpha', cookie: clerk }),
      ).data.httpStatus,
    ).toBe(403);
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    const b = trpcData<{ total: number; totals: { igst: string } }>(
      await query('tenant.reports.purchaseRegister', OCT, beta),
    );
    expect(b).toMatchObject({ total: 0, totals: { igst: '0.00' } });
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/purchase-register?from=${OCT.from}&to=${OCT.to}&supplierId=${suite.ids.karnataka}&format=pdf`,
        beta,
      ),
      404,
    );
  });
});
