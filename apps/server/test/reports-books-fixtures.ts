import { expect } from 'vitest';
import { withTenant } from '@gst/db/client';
import { bankAccounts, suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { trpcData, type Harness } from './helpers';

/**
 * The books of reports-books.test.ts (issue 33), entered through the product's own procedures in
 * shop alpha (West Bengal). Opening balances as of 01-04-2025: cash 2,500.00, bank accounts HDFC
 * 25,000.00 and ICICI −5,000.00 (an overdraft). E3 is entered before the shop had any bank
 * account, naming its account in text ('SBI 9911'): it is under "Other (as typed)". Every figure
 * there is worked from this list (₹):
 *
 * Before the opening balances' date (not in any May opening)
 *   E0  25-03 expense Rent, cash                                                300.00
 * April 2025 (before the month: the openings)
 *   I1  10-04 invoice, Sunrise RWA, one battery 60,000 @18 % intra-state   70,800.00
 *   R1  15-04 receipt, Sunrise, cash                                          5,000.00
 *   E1  20-04 expense Rent, cash                                              1,000.00
 *   SP1 25-04 supplier payment, Eastern Solar, UPI via HDFC, unallocated      2,000.00
 * May 2025
 *   I2  02-05 invoice, Sunrise, one battery 61,000 + 9 % + 9 %              71,980.00
 *   R2  03-05 receipt, Sunrise, bank transfer into HDFC                      10,000.00
 *   R3  03-05 receipt, Sunrise, cash (left unallocated: an advance)           1,500.50
 *   CN1 05-05 credit note on I2, discount 1,000 + 90 + 90                     1,180.00
 *   RF1 06-05 refund of R3's advance, cash                                      500.00
 *   B1  07-05 purchase bill, Eastern Solar, battery 50,000 @18 %             59,000.00
 *   SP2 08-05 supplier payment, Eastern Solar, cash                           3,000.00
 *   E2  09-05 expense Electricity, bank, from ICICI                             750.25
 *   E3  09-05 expense Fuel, bank, 'SBI 9911' typed (Other (as typed))           200.00
 *   E4  10-05 expense Tea, cash, then cancelled                                 100.00
 *   R4  12-05 receipt, Sunrise, UPI into HDFC, then reversed                    999.00
 */
export async function enterBooks(h: Harness, as: { tenant: string; cookie: string }) {
  const fx = await seedBilling(h, h.a, 1);
  const [supplier] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning(),
  );
  if (!supplier) throw new Error('supplier not seeded');
  const mutate = async <T = { id: string }>(path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    expect(reply.status, `${path} ${JSON.stringify(reply.body)}`).toBe(200);
    return trpcData<T>(reply);
  };
  await mutate('tenant.settings.update', {
    openingCashBalance: '2500.00',
    openingBalancesDate: '2025-04-01',
  });
  for (const name of ['Rent', 'Electricity', 'Fuel', 'Tea']) {
    await h.trpcMutation('tenant.expenses.createCategory', { name }, as);
  }
  // Before the shop had bank accounts: the account typed as text, as expenses did.
  await mutate('tenant.expenses.create', {
    expenseDate: '2025-05-09',
    category: 'Fuel',
    amount: '200.00',
    paidFrom: 'bank',
    bankAccount: 'SBI 9911',
  });
  // The accounts themselves (their procedures are bank-accounts.test.ts's), oldest first.
  const [hdfc, icici] = await withTenant(h.database.db, h.a, async (tx) => [
    ...(await tx
      .insert(bankAccounts)
      .values({
        name: 'HDFC current ••5678',
        accountNumber: '50100012345678',
        ifsc: 'HDFC0001234',
        openingBalancePaise: 2_500_000n,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning()),
    ...(await tx
      .insert(bankAccounts)
      .values({
        name: 'ICICI OD ••0042',
        openingBalancePaise: -500_000n,
        createdAt: new Date('2025-01-02T00:00:00Z'),
      })
      .returning()),
  ]);
  if (!hdfc || !icici) throw new Error('bank accounts not seeded');
  const customerId = fx.local.id;
  const invoice = (invoiceDate: string, price: string) =>
    mutate<{ id: string; invoiceNumber: string; lines: { id: string }[] }>(
      'tenant.invoices.create',
      {
        invoiceDate,
        billToId: customerId,
        lines: [{ productId: fx.battery.id, quantity: 1, price }],
      },
    );
  const accountFor = (mode: string) => (mode === 'cash' ? null : hdfc.id);
  const receipt = (paymentDate: string, amount: string, mode: string) =>
    mutate<{ id: string; receiptNumber: string }>('tenant.payments.create', {
      customerId,
      paymentDate,
      amount,
      mode,
      bankAccountId: accountFor(mode),
    });
  const expense = (expenseDate: string, category: string, amount: string, more = {}) =>
    mutate('tenant.expenses.create', { expenseDate, category, amount, ...more });
  const supplierPayment = (paymentDate: string, amount: string, mode: string) =>
    mutate('tenant.supplierPayments.create', {
      supplierId: supplier.id,
      paymentDate,
      amount,
      mode,
      bankAccountId: accountFor(mode),
    });

  await expense('2025-03-25', 'Rent', '300.00');
  const i1 = await invoice('2025-04-10', '60000');
  await receipt('2025-04-15', '5000.00', 'cash');
  await expense('2025-04-20', 'Rent', '1000.00');
  await supplierPayment('2025-04-25', '2000.00', 'upi');

  const i2 = await invoice('2025-05-02', '61000');
  await receipt('2025-05-03', '10000.00', 'bank-transfer');
  const r3 = await receipt('2025-05-03', '1500.50', 'cash');
  await mutate('tenant.creditNotes.create', {
    noteDate: '2025-05-05',
    reason: 'post-sale-discount',
    lines: [{ invoiceLineId: i2.lines[0]?.id, taxableValue: '1000' }],
  });
  await mutate('tenant.refunds.create', {
    customerId,
    refundDate: '2025-05-06',
    amount: '500.00',
    mode: 'cash',
    paymentId: r3.id,
  });
  await mutate('tenant.purchases.create', {
    supplierId: supplier.id,
    supplierInvoiceNumber: 'ES-501',
    billDate: '2025-05-07',
    supplierTotal: '59000.00',
    lines: [{ productId: fx.battery.id, quantity: 1, price: '50000', gstPercentage: 18 }],
  });
  await supplierPayment('2025-05-08', '3000.00', 'cash');
  await expense('2025-05-09', 'Electricity', '750.25', {
    paidFrom: 'bank',
    bankAccountId: icici.id,
  });
  const e4 = await expense('2025-05-10', 'Tea', '100.00');
  await mutate('tenant.expenses.delete', { id: e4.id });
  const r4 = await receipt('2025-05-12', '999.00', 'upi');
  await mutate('tenant.payments.delete', { id: r4.id });
  return {
    customerId,
    supplierId: supplier.id,
    i1: i1.invoiceNumber,
    hdfc: hdfc.id,
    icici: icici.id,
  };
}
