import { type Page } from '@playwright/test';
import {
  PHONE,
  RUN,
  createCustomer,
  expect,
  postInvoice,
  productId,
  settle,
  shot,
  test,
  trpcMutation,
  trpcQuery,
  escapeAndDiscard,
} from './fixtures';

/**
 * Payments (issue 16): a part payment against a new customer's invoice is recorded in the
 * receipt drawer (with the server's allocation rule checked first), shows in Receipts, leaves the
 * rest in Receivables and on the customer's statement, and is then reversed.
 */

const CUSTOMER = `E2E Payer ${RUN}`;
const REFERENCE = `UTR-${RUN}`;

/** A new customer with one invoice of 1 × MOD-MONO-540 at 15,000 + 5 % GST = 15,750. */
async function customerWithInvoice(page: Page): Promise<string> {
  const customerId = await createCustomer(page, { name: CUSTOMER, stateCode: 19 });
  const product = await productId(page, 'MOD-MONO-540');
  const invoice = await postInvoice(page, {
    billTo: customerId,
    products: [{ product, quantity: 1, price: '15000' }],
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  const rows = await trpcQuery<{ invoiceNumber: string; balance: string }[]>(
    page,
    'tenant.payments.openInvoices',
    { customerId },
  );
  expect(rows.map((r) => r.balance)).toEqual(['15750.00']);
  return rows[0]?.invoiceNumber ?? '';
}

/** The customer's row of the Receivables table. */
const owedRow = (page: Page) =>
  page.getByRole('table', { name: 'Receivables' }).getByRole('row', { name: new RegExp(CUSTOMER) });

test('a part payment is recorded, shows in receipts, receivables and the statement, and is reversed', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const invoiceNumber = await customerWithInvoice(page);

  await page.goto('/admin/manage-payment');
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Receipts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // --- The receipt drawer: the customer's open invoice with its balance.
  await page.getByRole('button', { name: 'Record receipt' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Receipt' });
  await expect(drawer).toBeVisible();
  const customer = drawer.getByLabel(/^Customer/);
  await customer.click();
  await customer.fill(RUN);
  await page.getByRole('option', { name: CUSTOMER }).click();
  await expect(drawer.getByText(invoiceNumber)).toBeVisible();
  await expect(drawer.getByText('Balance ₹15,750.00')).toBeVisible();
  await drawer.getByLabel('Amount received').fill('10000');
  await drawer.getByLabel(/^Mode/).click();
  await page.getByRole('option', { name: 'UPI' }).click();
  await drawer.getByLabel('Reference').fill(REFERENCE);

  // More than the invoice owes is refused with the server's words, before anything is sent.
  const allocate = drawer.getByLabel(`Allocate to ${invoiceNumber}`);
  await allocate.fill('16000');
  await expect(drawer.getByTestId('advance-left')).toHaveText('Advance left -₹6,000.00');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    drawer.getByText(
      `Allocation of 16000.00 to ${invoiceNumber} is more than its balance of 15750.00`,
    ),
  ).toBeVisible();
  await expect(
    drawer.getByText('The allocations (16000.00) are more than the receipt (10000.00)'),
  ).toBeVisible();
  await settle(page);
  await shot(page, 'payments-drawer-errors');

  // Auto-allocation: the whole 10,000 goes to the one open invoice; no advance is left.
  await drawer.getByRole('button', { name: 'Auto-allocate oldest first' }).click();
  await expect(allocate).toHaveValue('10,000.00');
  await expect(drawer.getByTestId('advance-left')).toHaveText('Advance left ₹0.00');
  await expect(drawer.getByText(/is more than/)).toHaveCount(0);
  await settle(page);
  await shot(page, 'payments-drawer');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Record ₹10,000.00 from ${CUSTOMER}?` });
  await confirm.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Receipt recorded')).toBeVisible();
  await expect(drawer).toBeHidden();

  // --- Receipts: the new receipt, allocated in full, its allocation in the detail row.
  const receipts = page.getByRole('table', { name: 'Receipts' });
  for (const header of [
    'Receipt No',
    'Date',
    'Customer',
    'Mode',
    'Reference',
    'Amount',
    'Allocated',
    'Status',
  ])
    await expect(receipts.getByRole('columnheader', { name: header })).toBeVisible();
  const row = receipts.getByRole('row', { name: new RegExp(CUSTOMER) });
  await expect(row).toContainText(/RCT\/\d\d-\d\d\/\d{4}/);
  await expect(row).toContainText('UPI');
  await expect(row).toContainText(REFERENCE);
  await expect(row).toContainText('₹10,000.00');
  await expect(row).toContainText('Allocated');
  await expect(row.getByRole('button', { name: 'Apply advance' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Show details' }).click();
  const allocations = receipts.getByRole('table', { name: /Allocations of RCT/ });
  await expect(allocations.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText(
    '₹10,000.00',
  );
  await settle(page);
  await shot(page, 'payments-receipts');

  // --- Receivables: 15,750 − 10,000 = 5,750 still owed, not yet due.
  await page.getByRole('tab', { name: 'Receivables' }).click();
  const aging = page.getByRole('table', { name: 'Receivables' });
  for (const header of [
    'Customer',
    'GSTIN',
    'Not due',
    '0–30',
    '31–60',
    '61–90',
    'Over 90',
    'Total',
    'Advance',
  ])
    await expect(aging.getByRole('columnheader', { name: header })).toBeVisible();
  const receivables = page.getByRole('tabpanel', { name: 'Receivables' });
  await receivables.getByLabel('Search', { exact: true }).fill(RUN);
  await expect(owedRow(page)).toContainText('₹5,750.00');
  await expect(aging.locator('tfoot')).toContainText('₹5,750.00');
  const download = page.waitForEvent('download');
  await receivables.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^Receivables_as_of_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  await settle(page);
  await shot(page, 'payments-receivables');

  // --- The invoice list: the invoice is partly paid, 5,750 still due; the dashboard's
  // Outstanding counts it.
  await page.goto('/admin/manage-invoice');
  await page.getByLabel('Search', { exact: true }).fill(invoiceNumber);
  const invoiceRow = page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: new RegExp(invoiceNumber) });
  await expect(invoiceRow).toContainText('Partly paid · ₹5,750.00 due');
  await settle(page);
  await shot(page, 'payments-invoice-list');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('kpi-Outstanding')).not.toHaveText('₹0');
  await expect(page.getByText('Receivables by age (today)')).toBeVisible();

  // --- The statement from the Customers page: invoice, receipt, closing 5,750.
  await page.goto('/admin/manage-customer');
  await page.getByLabel('Search', { exact: true }).fill(RUN);
  const customers = page.getByRole('table', { name: 'Customers' });
  await customers
    .getByRole('row', { name: new RegExp(CUSTOMER) })
    .getByRole('button', { name: 'Statement' })
    .click();
  const statementModal = page.getByRole('dialog', { name: `Statement · ${CUSTOMER}` });
  const statement = statementModal.getByRole('table', { name: 'Statement' });
  await expect(statement.getByRole('row', { name: /Opening balance/ })).toContainText('₹0.00');
  await expect(statement.getByRole('row', { name: new RegExp(invoiceNumber) })).toContainText(
    '₹15,750.00',
  );
  await expect(statement.getByRole('row', { name: /Receipt/ })).toContainText('₹10,000.00');
  await expect(statement.getByRole('row', { name: /Closing balance/ })).toContainText('₹5,750.00');
  const sheet = page.waitForEvent('download');
  await statementModal.getByRole('button', { name: 'Download Excel' }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^Statement_E2E_Payer_.*_to_.*\.xlsx$/);
  await settle(page);
  await shot(page, 'payments-statement');
  await escapeAndDiscard(page);
  await expect(statementModal).toBeHidden();

  // --- Reverse: the receipt keeps its number, is marked Reversed, the invoice owes it all again.
  await page.goto('/admin/manage-payment');
  const again = page
    .getByRole('table', { name: 'Receipts' })
    .getByRole('row', { name: new RegExp(CUSTOMER) });
  await again.getByRole('button', { name: 'Reverse' }).click();
  const reverse = page.getByRole('dialog', { name: /Reverse receipt "RCT/ });
  await expect(reverse.getByText('This action cannot be undone.')).toBeVisible();
  await reverse.getByRole('button', { name: 'Reverse receipt' }).click();
  await expect(page.getByText('Receipt reversed')).toBeVisible();
  await expect(again.getByText('Reversed')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Receivables' }).click();
  await receivables.getByLabel('Search', { exact: true }).fill(RUN);
  await expect(owedRow(page)).toContainText('₹15,750.00');

  // --- An advance: 2,000 received with nothing allocated, applied later to the invoice.
  await page.getByRole('button', { name: 'Record receipt' }).click();
  await drawer.getByLabel(/^Customer/).fill(RUN);
  await page.getByRole('option', { name: CUSTOMER }).click();
  await expect(drawer.getByText('Balance ₹15,750.00')).toBeVisible();
  await drawer.getByLabel('Amount received').fill('2000');
  await expect(drawer.getByTestId('advance-left')).toHaveText('Advance left ₹2,000.00');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Record ₹2,000.00 from ${CUSTOMER}?` })
    .getByRole('button', { name: 'Record' })
    .click();
  await expect(page.getByText('Receipt recorded').first()).toBeVisible();
  await expect(owedRow(page)).toContainText('₹2,000.00'); // the Advance column
  await page.getByRole('tab', { name: 'Receipts' }).click();
  const advance = page
    .getByRole('table', { name: 'Receipts' })
    .getByRole('row', { name: /Advance ₹2,000\.00/ });
  await advance.getByRole('button', { name: 'Apply advance' }).click();
  const apply = page.getByRole('dialog', { name: /^Apply advance · RCT/ });
  await apply.getByRole('button', { name: 'Auto-allocate oldest first' }).click();
  await expect(apply.getByLabel(`Allocate to ${invoiceNumber}`)).toHaveValue('2,000.00');
  await expect(apply.getByTestId('advance-left')).toHaveText('Still unallocated ₹0.00');
  await settle(page);
  await shot(page, 'payments-apply-advance');
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Advance applied')).toBeVisible();
  await expect(apply).toBeHidden();
  await page.getByRole('tab', { name: 'Receivables' }).click();
  // 15,750 − 2,000 = 13,750 owed; no advance left.
  await expect(owedRow(page)).toContainText('₹13,750.00');
  await expect(owedRow(page)).not.toContainText('₹2,000.00');

  // --- Phone (390 px): stacked cards, a full-width drawer that Escape closes.
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Receipts' }).click();
  await expect(page.getByRole('list', { name: 'Receipts' })).toBeVisible();
  await settle(page);
  await shot(page, 'payments-phone-receipts');
  await page.getByRole('tab', { name: 'Receivables' }).click();
  await expect(page.getByRole('list', { name: 'Receivables' })).toContainText(CUSTOMER);
  await settle(page);
  await shot(page, 'payments-phone-receivables');
  await page.getByRole('button', { name: 'Record receipt' }).click();
  await expect(drawer).toBeVisible();
  await drawer.getByLabel(/^Customer/).fill(RUN);
  await page.getByRole('option', { name: CUSTOMER }).click();
  await drawer.getByLabel('Amount received').fill('20000');
  await drawer.getByRole('button', { name: 'Auto-allocate oldest first' }).click();
  // 20,000 − 13,750 still owed = 6,250 stays as an advance.
  await expect(drawer.getByTestId('advance-left')).toHaveText('Advance left ₹6,250.00');
  await drawer.getByText('Open Invoices').scrollIntoViewIfNeeded();
  await settle(page);
  await shot(page, 'payments-phone-drawer');
  await escapeAndDiscard(page);
  await expect(drawer).toBeHidden();
});

test('an advance is refunded against its receipt (issue 29 item 5): voucher number, advance down', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  // A customer who paid 5,000 in advance, with no invoice to set it against.
  const name = `E2E Refund ${RUN}`;
  const customerId = await createCustomer(page, { name, stateCode: 19 });
  // Issue 33: a UPI receipt names the shop's bank account it went into (the demo's first).
  const [account] = await trpcQuery<{ id: string }[]>(page, 'tenant.bankAccounts.pick');
  const receipt = await trpcMutation<{ receiptNumber: string }>(page, 'tenant.payments.create', {
    customerId,
    amount: '5000',
    mode: 'upi',
    bankAccountId: account?.id,
    reference: `ADV-${RUN}`,
  });
  await page.goto('/admin/manage-payment');
  await page.getByRole('tab', { name: 'Receivables' }).click();
  const row = page
    .getByRole('table', { name: 'Receivables' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('₹5,000.00');
  await row.getByRole('button', { name: `Refund ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Refund · ${name}` });
  await expect(drawer.getByText('The shop holds ₹5,000.00')).toBeVisible();
  // Against the receipt itself, which has all 5,000 left; 2,000 goes back by bank transfer.
  await drawer.getByRole('combobox', { name: 'Refund against' }).click();
  await page
    .getByRole('option', { name: new RegExp(`Receipt ${receipt.receiptNumber}.*₹5,000\\.00 left`) })
    .click();
  await drawer.getByRole('textbox', { name: 'Amount (₹)' }).fill('2000');
  await drawer.getByRole('textbox', { name: 'Reference (UTR, cheque no.)' }).fill(`RF-${RUN}`);
  await settle(page);
  await shot(page, 'payments-refund-drawer');
  await drawer.getByRole('button', { name: 'Save refund' }).click();
  await expect(page.getByText(/^Refund \S+\/\d\d-\d\d\/\d{4} saved$/)).toBeVisible();
  await expect(drawer).toBeHidden();
  // 5,000 − 2,000 = 3,000 still held as an advance.
  await expect(row).toContainText('₹3,000.00');
  await expect(row).not.toContainText('₹5,000.00');
});

test('a receipt with TDS under s.194Q settles the invoice with cash + TDS and shows in the TDS receivable report', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  // 1 × MOD-MONO-540 at 15,000 + 5 % GST = 15,750. The buyer deducts TDS under s.194Q at 0.1 % of
  // the value without GST (CBDT Circular 13/2021): 15.00, and pays 15,735.00.
  const payer = `E2E TDS Payer ${RUN}`;
  const customerId = await createCustomer(page, { name: payer, stateCode: 19 });
  const product = await productId(page, 'MOD-MONO-540');
  const invoice = await postInvoice(page, {
    billTo: customerId,
    products: [{ product, quantity: 1, price: '15000' }],
  });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

  await page.goto('/admin/manage-payment');
  await page.getByRole('button', { name: 'Record receipt' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Receipt' });
  const customer = drawer.getByLabel(/^Customer/);
  await customer.click();
  await customer.fill(payer);
  await page.getByRole('option', { name: payer }).click();
  await expect(drawer.getByText('Balance ₹15,750.00')).toBeVisible();
  await drawer.getByLabel('Amount received').fill('15735');
  await drawer.getByText('TDS deducted', { exact: true }).click();
  await drawer.getByLabel('TDS section').click();
  await page.getByRole('option', { name: /194Q/ }).click();
  await drawer.getByLabel('Rate %').fill('0.1');
  await drawer.getByLabel('TDS amount').fill('15');
  await expect(drawer.getByText('Settles ₹15,750.00 (cash ₹15,735.00 + TDS ₹15.00)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Auto-allocate oldest first' }).click();
  await expect(drawer.getByTestId('advance-left')).toHaveText('Advance left ₹0.00');
  await settle(page);
  await shot(page, 'payments-drawer-tds');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Record ₹15,735.00 from ${payer}?` })
    .getByRole('button', { name: 'Record' })
    .click();
  await expect(page.getByText('Receipt recorded')).toBeVisible();

  // The invoice is paid in full: nothing left open for this customer.
  const open = await trpcQuery<unknown[]>(page, 'tenant.payments.openInvoices', { customerId });
  expect(open).toEqual([]);

  // Reports → TDS receivable: the receipt, its 15.00 and the Form 16A still pending.
  await page.goto('/admin/reports');
  await page.getByRole('tab', { name: 'TDS receivable' }).click();
  const row = page.getByRole('row', { name: new RegExp(`${payer}.*RCT/`) });
  await expect(row).toContainText('15,735.00');
  await expect(row).toContainText('15.00');
  await expect(row).toContainText('Pending');
  await settle(page);
  await shot(page, 'reports-tds-receivable-1366');
});
