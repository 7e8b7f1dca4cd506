// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { summariseGstr1, type Gstr1 } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import {
  checkMasters,
  checkVouchers,
  expectMastersCover,
  ledgerTotal,
  paise,
} from '../../../packages/api/test/tally-check';
import { seedBilling } from './billing-fixtures';
import {
  expectRestError,
  ownerSuite,
  staffSession,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';

/**
 * The Tally export (issue 33) of September 2025 in a West Bengal shop (seedBilling: modules at
 * 5 %, batteries at 18 %), every document made through the API. By hand (₹):
 * I1 10-09 Sunrise (19, registered): 2 modules × 10,000 = 20,000, CGST 500 + SGST 500 = 21,000.
 * I2 11-09 Patel (24): 1 battery 10,000, IGST 1,800 = 11,800 (inter-state).
 * R1 15-09 from Sunrise: 21,000 against I1 (paid in full).
 * CN1 20-09 on I1: 1,000, CGST 25 + SGST 25 = 1,050; refunded in cash on 26-09 (against I1,
 *   the one invoice the note corrects, which the credit left overpaid).
 * B1 12-09 Eastern Solar (19): 2 batteries × 25,000 = 50,000, CGST 4,500 + SGST 4,500 = 59,000.
 * P1 28-09 to Eastern Solar: 59,000 in cash against B1.
 * E1 15-09 rent 12,000 from the bank (an expense without a bill: a Payment with no party).
 * Tally's signs: credits positive. Output CGST = SGST = 500 − 25 = 475 (credits on the sales,
 * a debit on the credit note), Output IGST 1,800; Input CGST = SGST = − 4,500 (debits). These are
 * GSTR-1's and the sales register's CGST 475, SGST 475, IGST 1,800 of the month, and the purchase
 * register's CGST 4,500, SGST 4,500 (signs turned).
 */
const SEPT = { from: '2025-09-01', to: '2025-09-30' };

async function enterSeptember(h: Harness, as: { tenant: string; cookie: string }) {
  const fx = await seedBilling(h, h.a, 1);
  const [eastern] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar & Co', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning(),
  );
  if (!eastern) throw new Error('supplier not seeded');
  const mutate = async <T = { id: string }>(path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return trpcData<T>(reply);
  };
  type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };
  const invoice = (
    invoiceDate: string,
    billToId: string,
    productId: string,
    qty: number,
    price: string,
  ) =>
    mutate<Invoice>('tenant.invoices.create', {
      invoiceDate,
      billToId,
      lines: [{ productId, quantity: qty, price }],
    });
  const i1 = await invoice('2025-09-10', fx.local.id, fx.module.id, 2, '10000');
  const i2 = await invoice('2025-09-11', fx.remote.id, fx.battery.id, 1, '10000');
  await mutate('tenant.payments.create', {
    customerId: fx.local.id,
    paymentDate: '2025-09-15',
    amount: '21000',
    mode: 'bank-transfer',
    reference: 'UTR 7',
    allocations: [{ invoiceId: i1.id, amount: '21000' }],
  });
  const cn1 = await mutate('tenant.creditNotes.create', {
    noteDate: '2025-09-20',
    reason: 'post-sale-discount',
    lines: [{ invoiceLineId: i1.lines[0]?.id, taxableValue: '1000' }],
  });
  await mutate('tenant.refunds.create', {
    customerId: fx.local.id,
    refundDate: '2025-09-26',
    amount: '1050',
    mode: 'cash',
    noteId: cn1.id,
  });
  const bill = await mutate('tenant.purchases.create', {
    supplierId: eastern.id,
    supplierInvoiceNumber: 'ES/2025/88',
    billDate: '2025-09-12',
    supplierTotal: '59000.00',
    lines: [{ productId: fx.battery.id, quantity: 2, price: '25000', gstPercentage: 18 }],
  });
  await h.trpcMutation('tenant.expenses.createCategory', { name: 'Rent & Lease' }, as);
  await mutate('tenant.expenses.create', {
    expenseDate: '2025-09-15',
    category: 'Rent & Lease',
    amount: '12000',
    paidFrom: 'bank',
  });
  await mutate('tenant.supplierPayments.create', {
    supplierId: eastern.id,
    paymentDate: '2025-09-28',
    amount: '59000.00',
    mode: 'cash',
    allocations: [{ billId: bill.id, amount: '59000.00' }],
  });
  return { i1: i1.invoiceNumber, i2: i2.invoiceNumber };
}

const suite = ownerSuite({}, async (h, as) => ({ docs: await enterSeptember(h, as) }));
const tally = (
  what: string,
  o: { tenant: string; cookie?: string } = suite.asOwner(),
  range = SEPT,
) => suite.h.rest('GET', `/api/export/tally?from=${range.from}&to=${range.to}&what=${what}`, o);

async function shopName(o = suite.asOwner()) {
  const reply = await tally('vouchers', o);
  expect(reply.status, reply.text).toBe(200);
  return /<SVCURRENTCOMPANY>(.*)<\/SVCURRENTCOMPANY>/.exec(reply.text)?.[1] ?? '';
}

describe('Tally export of September 2025', () => {
  it('balances every voucher and its tax ledgers equal GSTR-1 and the registers', async () => {
    const reply = await tally('vouchers');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain('application/xml');
    expect(String(reply.raw.headers['content-disposition'])).toContain(
      'Tally_Vouchers_2025-09-01_to_2025-09-30.xml',
    );
    const company = (await shopName()).replaceAll('&amp;', '&');
    const vouchers = checkVouchers(reply.text, company);
    expect(vouchers.map((v) => v['@VCHTYPE'])).toEqual([
      'Sales',
      'Sales',
      'Purchase',
      'Receipt',
      'Payment',
      'Credit Note',
      'Payment',
      'Payment',
    ]);
    const rent = vouchers[4];
    expect(rent?.PARTYLEDGERNAME).toBe('Bank Account');
    expect(rent?.['ALLLEDGERENTRIES.LIST']).toMatchObject([
      { LEDGERNAME: 'Expenses - Rent & Lease', AMOUNT: '-12000.00', ISDEEMEDPOSITIVE: 'Yes' },
      { LEDGERNAME: 'Bank Account', AMOUNT: '12000.00', ISDEEMEDPOSITIVE: 'No' },
    ]);
    const totals = {
      cgst: ledgerTotal(vouchers, 'Output CGST'),
      sgst: ledgerTotal(vouchers, 'Output SGST/UTGST'),
      igst: ledgerTotal(vouchers, 'Output IGST'),
    };
    expect(totals).toEqual({ cgst: 47500n, sgst: 47500n, igst: 180000n });
    const gstr1 = trpcData<Gstr1>(
      await suite.h.trpcQuery('tenant.returns.gstr1', { period: '092025' }, suite.asOwner()),
    );
    const sum = (pick: (s: ReturnType<typeof summariseGstr1>[number]) => string) =>
      summariseGstr1(gstr1)
        .filter((s) => ['b2b', 'b2cl', 'exp', 'b2cs', 'cdnr', 'cdnur'].includes(s.key))
        .reduce((t, s) => t + paise(Number(pick(s)).toFixed(2)), 0n);
    expect({
      cgst: sum((s) => s.cgst),
      sgst: sum((s) => s.sgst),
      igst: sum((s) => s.igst),
    }).toEqual(totals);
    type Totals = { totals: { cgst: string; sgst: string; igst: string } };
    const sales = trpcData<Totals>(
      await suite.h.trpcQuery('tenant.reports.salesRegister', SEPT, suite.asOwner()),
    ).totals;
    expect([paise(sales.cgst), paise(sales.sgst), paise(sales.igst)]).toEqual([
      totals.cgst,
      totals.sgst,
      totals.igst,
    ]);
    const purchases = trpcData<Totals>(
      await suite.h.trpcQuery('tenant.reports.purchaseRegister', SEPT, suite.asOwner()),
    ).totals;
    expect(purchases).toMatchObject({ cgst: '4500.00', sgst: '4500.00', igst: '0.00' });
    expect(ledgerTotal(vouchers, 'Input CGST')).toBe(-paise(purchases.cgst));
    expect(ledgerTotal(vouchers, 'Input SGST/UTGST')).toBe(-paise(purchases.sgst));
    // Bill-wise: the receipt and the refund settle I1, the payment the supplier's bill by its number.
    const receipt = vouchers.find((v) => v['@VCHTYPE'] === 'Receipt');
    expect(receipt?.['ALLLEDGERENTRIES.LIST']?.[0]?.['BILLALLOCATIONS.LIST']).toEqual([
      { NAME: suite.docs.i1, BILLTYPE: 'Agst Ref', AMOUNT: '21000.00' },
    ]);
    const refund = vouchers.find((v) => String(v.NARRATION).startsWith('Refund'));
    expect(refund?.['ALLLEDGERENTRIES.LIST']).toMatchObject([
      {
        AMOUNT: '-1050.00',
        'BILLALLOCATIONS.LIST': [{ NAME: suite.docs.i1, BILLTYPE: 'Agst Ref', AMOUNT: '-1050.00' }],
      },
      { LEDGERNAME: 'Cash', AMOUNT: '1050.00' },
    ]);
    const payment = vouchers.find(
      (v) => v['@VCHTYPE'] === 'Payment' && v.PARTYLEDGERNAME === 'Eastern Solar & Co',
    );
    expect(payment?.['ALLLEDGERENTRIES.LIST']).toMatchObject([
      {
        LEDGERNAME: 'Eastern Solar & Co',
        AMOUNT: '-59000.00',
        'BILLALLOCATIONS.LIST': [{ NAME: 'ES/2025/88', BILLTYPE: 'Agst Ref' }],
      },
      { LEDGERNAME: 'Cash', AMOUNT: '59000.00' },
    ]);
    const inter = vouchers.find((v) => v.VOUCHERNUMBER === suite.docs.i2);
    expect(inter).toMatchObject({ PLACEOFSUPPLY: 'Gujarat' });
  });

  it('writes the masters every voucher names, escaped', async () => {
    const reply = await tally('masters');
    expect(reply.status, reply.text).toBe(200);
    expect(String(reply.raw.headers['content-disposition'])).toContain(
      'Tally_Masters_2025-09-01_to_2025-09-30.xml',
    );
    expect(reply.text).toContain('NAME="Eastern Solar &amp; Co"');
    const company = (await shopName()).replaceAll('&amp;', '&');
    const masters = checkMasters(reply.text, company);
    expectMastersCover(checkVouchers((await tally('vouchers')).text, company), masters);
    expect(masters.ledgers.get('Eastern Solar & Co')).toMatchObject({
      PARENT: 'Sundry Creditors',
      PARTYGSTIN: '19AAACE1234F1Z3',
      LEDSTATENAME: 'West Bengal',
    });
    expect(masters.ledgers.get('Output IGST')).toMatchObject({ GSTDUTYHEAD: 'Integrated Tax' });
    expect(masters.items.size).toBe(2);
  });

  it('audits each download as report.export; refuses a bad query', async () => {
    const audit = trpcData<{
      data: { action: string; entityId: string; details: { format: string } }[];
    }>(await suite.h.trpcQuery('tenant.audit.list', { entity: 'report' }, suite.asOwner()));
    const tallyRows = audit.data.filter((a) => a.entityId.startsWith('tally-'));
    expect(new Set(tallyRows.map((a) => `${a.action} ${a.entityId} ${a.details.format}`))).toEqual(
      new Set(['report.export tally-vouchers xml', 'report.export tally-masters xml']),
    );
    expectRestError(await tally('csv'), 400);
    expectRestError(
      await tally('vouchers', suite.asOwner(), { from: '2025-10-01', to: '2025-09-01' }),
      400,
    );
  });

  it('needs the export flag of reports; another shop exports only its own', async () => {
    const viewer = await staffSession(suite.h, 'tally-viewer@alpha.test', { reports: ['view'] });
    const as = { tenant: 'alpha', cookie: viewer };
    expectRestError(await tally('vouchers', as), 403);
    expect(
      trpcError(
        await suite.h.trpcMutation('tenant.reports.tallyExport', { ...SEPT, what: 'masters' }, as),
      ).data.httpStatus,
    ).toBe(403);
    expectRestError(await tally('vouchers', { tenant: 'alpha' }), 401);
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    const company = (await shopName(beta)).replaceAll('&amp;', '&');
    expect(checkVouchers((await tally('vouchers', beta)).text, company)).toEqual([]);
    const masters = await tally('masters', beta);
    expect(masters.text).not.toContain('Eastern Solar');
    expect(checkMasters(masters.text, company).items.size).toBe(0);
  });
});
