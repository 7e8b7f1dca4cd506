// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { sheetRows } from './catalogue-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';
import {
  line,
  seedProfitLoss,
  type InvoiceReply,
  type ProfitLoss,
} from './reports-profit-loss-fixtures';

/**
 * Profit and loss (issue 33) of April 2026 beside March 2026, worked out by hand (₹, shop in
 * West Bengal; battery 18 % Li-Ion Battery, kit 18 % Structures, installation a service).
 * Purchases (not expenses: stock): P1 02-03 4 batteries at 50,000 and 10 kits at 2,000, so every
 * sale below is costed at 50,000 a battery and 2,000 a kit (P2's kits cost 2,000 too).
 * March: I0 10-03 1 battery at 60,000 (cost 50,000). Rent 15,000.
 *   Net sales 60,000; cost 50,000; margin 10,000 (16.7 %: 10,000 / 60,000 = 0.1666…);
 *   net profit 10,000 − 15,000 = − 5,000.
 * April:
 *   I1 05-04 2 batteries at 62,000 (1,24,000; cost 1,00,000) + 3 kits at 2,500 (7,500; cost 6,000)
 *   P2 08-04 2 kits at 2,000 (stock), freight 1,000 @18 % (input service: its 180 GST is claimed,
 *     no cost), staff lunch 500 @5 % blocked by s.17(5)(b) (its 25 GST is a cost: 525)
 *   I2 12-04 installation 5,000 (a service: cost not recorded) + 1 kit at 2,600 (cost 2,000)
 *   I3 15-04 1 battery at 65,000, cancelled 16-04: left out
 *   CN1 20-04 on I1: 1 battery back (− 62,000 sales, − 50,000 cost at its sale's cost)
 *   DN1 25-04 on I2's kit: + 100
 *   Expenses: rent 15,000 (01-04), wages 8,000.50 (30-04); a cancelled 999 (left out)
 *   Invoiced 1,24,000 + 7,500 + 5,000 + 2,600 = 1,39,100; net sales 1,39,100 − 62,000 + 100
 *   = 77,200. Cost sold 1,00,000 + 6,000 + 2,000 = 1,08,000, less returned 50,000 = 58,000.
 *   Gross margin 77,200 − 58,000 = 19,200 (24.9 %: 19,200 / 77,200 = 0.24870…).
 *   Expenses 15,000 + 8,000.50 + 1,000 + 525 = 24,525.50; net profit 19,200 − 24,525.50
 *   = − 5,325.50, against − 5,000: − 325.50, − 6.5 % (325.50 / 5,000 = 0.0651).
 *   By product: battery 1,24,000 − 62,000 = 62,000, cost 50,000, margin 12,000 (March 10,000:
 *   + 2,000); kit 7,500 + 2,600 + 100 = 10,200, cost 8,000, margin 2,200; installation 5,000,
 *   margin 5,000, 1 line without cost. 12,000 + 2,200 + 5,000 = 19,200. By category the same
 *   (one product each): margin % 12,000 / 62,000 = 19.4, 2,200 / 10,200 = 21.6, 100.0.
 */
const suite = ownerSuite({}, async (h, as) => {
  const shop = await seedProfitLoss(h, h.a, as);
  const { mutate, battery, kit, installation, local, supplier } = shop;
  const bill = (no: string, billDate: string, supplierTotal: string, lines: unknown[]) =>
    mutate('tenant.purchases.create', {
      supplierId: supplier.id,
      supplierInvoiceNumber: no,
      billDate,
      supplierTotal,
      lines,
    });
  const goods = (productId: string, quantity: number, price: string) => ({
    ...line(productId, quantity, price),
    gstPercentage: 18,
  });
  const invoice = (invoiceDate: string, lines: unknown[]) =>
    mutate<InvoiceReply>('tenant.invoices.create', { invoiceDate, billToId: local.id, lines });
  const expense = (expenseDate: string, category: string, amount: string) =>
    mutate('tenant.expenses.create', { expenseDate, category, amount, paidFrom: 'cash' });
  await bill('ES-1', '2026-03-02', '259600.00', [
    goods(battery.id, 4, '50000'),
    goods(kit.id, 10, '2000'),
  ]);
  await invoice('2026-03-10', [line(battery.id, 1, '60000')]);
  await expense('2026-03-05', 'Rent', '15000.00');
  const i1 = await invoice('2026-04-05', [line(battery.id, 2, '62000'), line(kit.id, 3, '2500')]);
  await bill('ES-2', '2026-04-08', '6425.00', [
    goods(kit.id, 2, '2000'),
    {
      kind: 'expense',
      description: 'Freight',
      hsnCode: '9965',
      price: '1000',
      gstPercentage: 18,
      itcEligibility: 'input-services',
      expenseCategory: 'Freight',
    },
    {
      kind: 'expense',
      description: 'Staff lunch',
      hsnCode: '9963',
      price: '500',
      gstPercentage: 5,
      itcEligibility: 'blocked',
      itcReason: '17(5)(b) food and beverages',
      expenseCategory: 'Staff welfare',
    },
  ]);
  const i2 = await invoice('2026-04-12', [
    line(installation.id, 1, '5000'),
    line(kit.id, 1, '2600'),
  ]);
  const i3 = await invoice('2026-04-15', [line(battery.id, 1, '65000')]);
  await mutate('tenant.invoices.delete', { id: i3.id, reason: 'Entered twice' });
  await mutate('tenant.creditNotes.create', {
    noteDate: '2026-04-20',
    reason: 'sales-return',
    lines: [{ invoiceLineId: i1.lines[0]?.id, quantity: 1 }],
  });
  await mutate('tenant.debitNotes.create', {
    noteDate: '2026-04-25',
    reason: 'price-revision',
    lines: [{ invoiceLineId: i2.lines[1]?.id, taxableValue: '100' }],
  });
  await expense('2026-04-01', 'Rent', '15000.00');
  await expense('2026-04-30', 'Wages', '8000.50');
  const dropped = await expense('2026-04-18', 'Wages', '999.00');
  await mutate('tenant.expenses.delete', { id: dropped.id });
  return {
    viewer: await staffSession(h, 'pl-viewer@alpha.test', { reports: ['view'] }),
    clerk: await staffSession(h, 'pl-clerk@alpha.test', { 'manage-invoice': ['view'] }),
  };
});

const APRIL = { from: '2026-04-01', to: '2026-04-30' };
const query = (input: unknown, o = suite.asOwner()) =>
  suite.h.trpcQuery('tenant.reports.profitAndLoss', input, o);

describe('profit and loss of April 2026 beside March, by hand', () => {
  it('sales net of notes, recorded cost, margin, expenses and net profit', async () => {
    const pl = trpcData<ProfitLoss>(await query(APRIL));
    expect(pl.current).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      sales: { invoiced: '139100.00', credited: '62000.00', debited: '100.00', net: '77200.00' },
      cost: { sold: '108000.00', returned: '50000.00', net: '58000.00' },
      grossMargin: '19200.00',
      grossMarginPercent: '24.9',
      uncosted: { lines: 1, sales: '5000.00', returns: 0 },
      expenses: {
        byCategory: [
          { category: 'Rent', amount: '15000.00' },
          { category: 'Wages', amount: '8000.50' },
          { category: 'Freight', amount: '1000.00' },
          { category: 'Staff welfare', amount: '525.00' },
        ],
        total: '24525.50',
      },
      netProfit: '-5325.50',
    });
    expect(pl.previous).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      sales: { net: '60000.00' },
      cost: { net: '50000.00' },
      grossMargin: '10000.00',
      grossMarginPercent: '16.7',
      uncosted: { lines: 0 },
      expenses: { total: '15000.00' },
      netProfit: '-5000.00',
    });
    const at = (key: string) => pl.statement.find((l) => l.key === key);
    expect(at('net-sales')).toMatchObject({ change: '17200.00', changePercent: '28.7' });
    expect(at('net-profit')).toMatchObject({
      current: '-5325.50',
      previous: '-5000.00',
      change: '-325.50',
      changePercent: '-6.5',
    });
    expect(at('uncosted')).toMatchObject({
      current: '5000.00',
      count: { current: 1, previous: 0 },
    });
    expect(at('expense:Rent')).toMatchObject({
      current: '15000.00',
      previous: '15000.00',
      change: '0.00',
    });
    expect(
      pl.byProduct.map((r) => [r.name, r.sales, r.cost, r.margin, r.uncostedLines, r.change]),
    ).toEqual([
      ['Li-ion battery 5 kWh', '62000.00', '50000.00', '12000.00', 0, '2000.00'],
      ['Mounting kit 1 kW', '10200.00', '8000.00', '2200.00', 0, '2200.00'],
      ['Installation service', '5000.00', '0.00', '5000.00', 1, '5000.00'],
    ]);
    expect(pl.byCategory.map((r) => [r.name, r.margin, r.marginPercent, r.previousMargin])).toEqual(
      [
        ['Li-Ion Battery', '12000.00', '19.4', '10000.00'],
        ['Structures', '2200.00', '21.6', '0.00'],
        ['Services', '5000.00', '100.0', '0.00'],
      ],
    );
  });

  it('refuses a range out of order or longer than a year', async () => {
    const status = async (input: object) => trpcError(await query(input)).data.httpStatus;
    expect(await status({ from: '2026-05-01', to: '2026-04-30' })).toBe(400);
    expect(await status({ from: '2025-01-01', to: '2026-04-30' })).toBe(400);
    expect(await status({ from: '2026-04-01', to: '2026-04-31' })).toBe(400);
    expect(await status({ ...APRIL, extra: 1 })).toBe(400);
  });

  it('downloads Excel and PDF, each audited; REST JSON', async () => {
    const url = `/api/reports/profit-and-loss?from=${APRIL.from}&to=${APRIL.to}`;
    const xlsx = await suite.h.rest('GET', `${url}&format=xlsx`, suite.asOwner());
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    expect(String(xlsx.raw.headers['content-disposition'])).toContain(
      'Profit_and_Loss_2026-04-01_to_2026-04-30.xlsx',
    );
    const rows = sheetRows(xlsx);
    const row = (label: string) => rows.find((r) => r.Line === label);
    expect(row('Net sales')).toMatchObject({
      'This period': 77200,
      'Previous period': 60000,
      Change: 17200,
    });
    expect(row('Gross margin')).toMatchObject({ 'This period': 19200 });
    expect(row('Staff welfare')).toMatchObject({ 'This period': 525 });
    expect(row('Net profit')).toMatchObject({ 'This period': -5325.5, 'Change %': -6.5 });
    expect(row('Sales with cost not recorded (not in the cost above)')).toMatchObject({
      'This period': 5000,
      'Lines (this period)': 1,
    });
    const pdf = await suite.h.rest('GET', `${url}&format=pdf`, suite.asOwner());
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.raw.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(pdf.raw.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    const audit = trpcData<{
      data: { action: string; entityId: string; details: { format: string; netProfit: string } }[];
    }>(await suite.h.trpcQuery('tenant.audit.list', { entity: 'report' }, suite.asOwner()));
    expect(
      audit.data
        .filter((a) => a.entityId === 'profit-and-loss')
        .map((a) => [a.action, a.details.format, a.details.netProfit])
        .sort(),
    ).toEqual([
      ['report.export', 'pdf', '-5325.50'],
      ['report.export', 'xlsx', '-5325.50'],
    ]);
    const json = await suite.h.rest('GET', url, suite.asOwner());
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      message: 'Profit and loss fetched',
      data: { current: { netProfit: '-5325.50' } },
    });
    expectRestError(await suite.h.rest('GET', `${url}&format=csv`, suite.asOwner()), 400);
  });

  it('needs the reports page (view to read, export to download)', async () => {
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    expect(trpcError(await query(APRIL, as(suite.clerk))).data.httpStatus).toBe(403);
    const url = `/api/reports/profit-and-loss?from=${APRIL.from}&to=${APRIL.to}`;
    expectRestError(await suite.h.rest('GET', url, as(suite.clerk)), 403);
    expect((await query(APRIL, as(suite.viewer))).status).toBe(200);
    expectRestError(await suite.h.rest('GET', `${url}&format=xlsx`, as(suite.viewer)), 403);
    expectRestError(await suite.h.rest('GET', `${url}&format=pdf`, as(suite.viewer)), 403);
    expectRestError(await suite.h.rest('GET', url, { tenant: 'alpha' }), 401);
  });

  it("another shop's P&L holds only its own documents", async () => {
    const cookie = await suite.h.login(suite.h.b);
    const beta = { tenant: 'beta', cookie };
    const shop = await seedProfitLoss(suite.h, suite.h.b, beta);
    // Beta sells one battery it never bought: 61,000 of sales, cost not recorded.
    await shop.mutate('tenant.invoices.create', {
      invoiceDate: '2026-04-10',
      billToId: shop.local.id,
      lines: [line(shop.battery.id, 1, '61000')],
    });
    const pl = trpcData<ProfitLoss>(await query(APRIL, beta));
    expect(pl.current).toMatchObject({
      sales: { net: '61000.00' },
      cost: { net: '0.00' },
      uncosted: { lines: 1, sales: '61000.00' },
      expenses: { total: '0.00', byCategory: [] },
      netProfit: '61000.00',
    });
    expect(pl.previous).toMatchObject({ sales: { net: '0.00' }, netProfit: '0.00' });
    // And alpha's figures are as they were.
    expect(trpcData<ProfitLoss>(await query(APRIL)).current.sales.net).toBe('77200.00');
    // Alpha's session is no session at beta.
    expect((await query(APRIL, { tenant: 'beta', cookie: suite.cookie })).status).toBe(401);
  });
});
