import { readFileSync } from 'node:fs';
// The server's own workbook reader, through its source path (e2e has no xlsx dependency).
import { readFirstSheet } from '../../packages/documents/src/xlsx';
import { DESKTOP, expect, PHONE, pickOption, settle, shot, test, toastsGone } from './fixtures';

/**
 * Issue 33 in the browser: the demo shop's admin opens Reports; the sales register of this month
 * lists the demo year's invoices with the totals of the month; the Excel download holds the same
 * rows and a totals row equal to the screen's; the purchase register tab opens; a phone shows
 * cards. Screenshots at 1366 px and 390 px (README "Reports").
 */
const grouped = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the sales register of this month: rows, totals, Excel; the purchase register; a phone', async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  await settle(page);
  const table = page.getByRole('table', { name: 'Sales register' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(0);
  const totals = table.getByRole('row', { name: 'Totals' });
  await expect(totals).toContainText('Total of the range');
  await toastsGone(page);
  await shot(page, 'reports-sales-register-1366');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Sales_Register_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  await expect(page.getByText('Sales register downloaded')).toBeVisible();
  const sheet = readFirstSheet(new Uint8Array(readFileSync(await download.path())));
  const last = sheet.at(-1) ?? {};
  expect(last.Date).toBe('Total');
  // The workbook's totals are the screen's: taxable value and total, to the paisa.
  await expect(totals).toContainText(grouped(Number(last['Taxable Value'])));
  await expect(totals).toContainText(grouped(Number(last.Total)));
  const documents = await page.getByText(/^\d+ documents; credit notes/).textContent();
  expect(sheet).toHaveLength(Number(documents?.split(' ')[0]) + 1);

  // The customer filter: the first row's customer, then only their documents.
  const name = (
    (await rows.first().locator('td').nth(2).locator('p').first().textContent()) ?? ''
  ).trim();
  await pickOption(page.locator('main'), page, 'Customer', name.slice(0, 5), name);
  await settle(page);
  await expect(table.getByRole('row', { name: 'Totals' })).toBeVisible();
  // Polled: the previous page stays on screen until the filtered one arrives.
  await expect
    .poll(async () => {
      const parties = await rows.locator('td:nth-child(3) p:first-child').allTextContents();
      return [...new Set(parties.map((p) => p.trim()))];
    })
    .toEqual([name]);
  await page.getByRole('combobox', { name: 'Customer', exact: true }).clear();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Purchase register' }).click();
  await settle(page);
  await expect(
    page
      .getByRole('table', { name: 'Purchase register' })
      .or(page.getByText('No documents in these dates')),
  ).toBeVisible();
  await toastsGone(page);
  await shot(page, 'reports-purchase-register-1366');

  await page.getByRole('tab', { name: 'Sales register' }).click();
  await page.setViewportSize(PHONE);
  await settle(page);
  const cards = page.getByRole('list', { name: 'Sales register' });
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('listitem').last()).toContainText('Total');
  await toastsGone(page);
  await shot(page, 'reports-sales-register-390');
});

/**
 * Issue 33, profit and loss: this month beside the last on the demo shop's books; the headline
 * net sales equals the Excel's statement row (to the paisa); a phone shows the statement as rows.
 */
test('profit and loss: this month beside the last, Excel, a phone', async ({ adminPage: page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Profit and loss' }).click();
  await settle(page);
  const statement = page.getByRole('table', { name: 'Profit and loss statement' });
  await expect(statement.or(page.getByText('Nothing sold or spent in these dates'))).toBeVisible();
  await expect(statement).toBeVisible();
  await expect(page.getByText(/^Compared with /)).toBeVisible();
  await expect(statement.getByRole('row', { name: /^Net profit/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gross margin by category' })).toBeVisible();
  await toastsGone(page);
  await shot(page, 'reports-profit-and-loss-1366');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^Profit_and_Loss_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const sheet = readFirstSheet(new Uint8Array(readFileSync(await download.path())));
  const net = sheet.find((r) => r.Line === 'Net sales') ?? {};
  await expect(page.getByLabel('Net sales', { exact: true })).toContainText(
    grouped(Number(net['This period'])),
  );

  await page.setViewportSize(PHONE);
  await settle(page);
  const rows = page.getByRole('list', { name: 'Profit and loss statement' });
  await expect(rows).toBeVisible();
  await expect(rows.getByRole('listitem').last()).toContainText('Net profit');
  await toastsGone(page);
  await shot(page, 'reports-profit-and-loss-390');
});

test('the HSN summary (outward, inward) and tax liability by month: tables, downloads, a phone', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'HSN summary' }).click();
  await settle(page);
  // This month's sales of the demo year: B2B and B2C as GSTR-1 Table 12, and a grand total.
  const section = page.getByRole('table', { name: /^B2[BC] / }).first();
  await expect(section).toBeVisible();
  await expect(page.getByRole('list', { name: 'Grand total' })).toContainText('Grand total');
  await toastsGone(page);
  await shot(page, 'reports-hsn-summary-1366');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^HSN_Summary_Outward_\d{4}-\d{2}-01_to_.*\.xlsx$/);
  const sheet = readFirstSheet(new Uint8Array(readFileSync(await download.path())));
  expect(sheet.at(-1)?.['HSN/SAC']).toBe('Total');
  await page.getByText('Inward (purchases)').click();
  await settle(page);
  await expect(
    page
      .getByRole('table', { name: 'Inward supplies' })
      .or(page.getByText('No purchases in these dates')),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Tax liability' }).click();
  await settle(page);
  const months = page.getByRole('table', { name: 'Tax liability by month' });
  await expect(months).toBeVisible();
  await expect(months.getByRole('row', { name: 'Totals' })).toContainText('Total (');
  await toastsGone(page);
  await shot(page, 'reports-tax-liability-1366');
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF', exact: true }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^Tax_Liability_\d{4}-04_to_\d{4}-\d{2}\.pdf$/);

  await page.setViewportSize(PHONE);
  await settle(page);
  const cards = page.getByRole('list', { name: 'Tax liability by month' });
  await expect(cards.getByRole('listitem').last()).toContainText('Total (');
  await toastsGone(page);
  await shot(page, 'reports-tax-liability-390');
  await page.getByRole('tab', { name: 'HSN summary' }).click();
  await settle(page);
  await expect(page.getByRole('list', { name: /^B2[BC] / }).first()).toBeVisible();
  await shot(page, 'reports-hsn-summary-390');
});

// The day book, cash and bank books and ledgers (issue 33).
import { createCustomer, indiaDate, RUN, trpcMutation, trpcQuery } from './fixtures';

test('the day book, cash book, bank book and a customer ledger: figures, Excel, a phone', async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  const today = indiaDate();
  const name = `Books ${RUN}`;
  const customerId = await createCustomer(page, { name, stateCode: 19 });
  const receipt = await trpcMutation<{ receiptNumber: string }>(page, 'tenant.payments.create', {
    customerId,
    paymentDate: today,
    amount: '1234.50',
    mode: 'cash',
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Day book' }).click();
  await settle(page);
  // Today's day book (the default range) lists the cash receipt with its amount, money in.
  const day = page.getByRole('table', { name: 'Day book' });
  await expect(day.getByRole('row').filter({ hasText: receipt.receiptNumber })).toContainText(
    '1,234.50',
  );
  await toastsGone(page);
  await shot(page, 'reports-day-book-1366');

  // This month's cash book: its closing row is opening + in − out, and the Excel's last row.
  await page.getByRole('tab', { name: 'Cash & bank' }).click();
  await settle(page);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const month = {
    from: `${today.slice(0, 7)}-01`,
    to: `${today.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`,
  };
  const { totals: t } = await trpcQuery<{ totals: Record<string, string> }>(
    page,
    'tenant.reports.cashBook',
    month,
  );
  const paise = (v: string | undefined) => Math.round(Number(v) * 100);
  expect(paise(t.closing)).toBe(paise(t.opening) + paise(t.moneyIn) - paise(t.moneyOut));
  const closing = page.getByRole('table', { name: 'Cash book' }).getByRole('row', {
    name: /^Closing balance/,
  });
  await expect(closing).toContainText(grouped(Number(t.closing)));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel', exact: true }).click();
  const sheet = readFirstSheet(new Uint8Array(readFileSync(await (await downloading).path())));
  expect(sheet.at(-1)).toMatchObject({ Date: 'Total', Balance: Number(t.closing) });
  await toastsGone(page);
  await shot(page, 'reports-cash-book-1366');
  await page.getByText('Bank book', { exact: true }).click();
  await settle(page);
  await expect(
    page
      .getByRole('table', { name: 'Bank book' })
      .or(page.getByText('No bank movements on these dates')),
  ).toBeVisible();

  // The customer's ledger: the receipt is an advance, the same closing as their statement.
  await page.getByRole('tab', { name: 'Ledgers' }).click();
  await pickOption(page.locator('main'), page, 'Customer', name, name);
  await settle(page);
  const statement = await trpcQuery<{ closing: string }>(page, 'tenant.payments.statement', {
    customerId,
    from: `${today.slice(0, 4)}-01-01`,
    to: today,
  });
  expect(statement.closing).toBe('-1234.50');
  await expect(
    page.getByRole('table', { name: 'Customer ledger' }).getByRole('row', { name: /^Closing/ }),
  ).toContainText('-1,234.50');
  await toastsGone(page);
  await shot(page, 'reports-ledgers-1366');

  await page.setViewportSize(PHONE);
  await settle(page);
  const cards = page.getByRole('list', { name: 'Customer ledger' });
  await expect(cards.getByRole('listitem').last()).toContainText('Closing balance');
  await shot(page, 'reports-ledgers-390');
  await page.getByRole('tab', { name: 'Day book' }).click();
  await settle(page);
  await expect(page.getByRole('list', { name: 'Day book' })).toContainText(receipt.receiptNumber);
  await shot(page, 'reports-day-book-390');
  await page.getByRole('tab', { name: 'Cash & bank' }).click();
  await settle(page);
  await expect(
    page.getByRole('list', { name: 'Cash book' }).getByRole('listitem').last(),
  ).toContainText(grouped(Number(t.closing)));
  await shot(page, 'reports-cash-book-390');
});
