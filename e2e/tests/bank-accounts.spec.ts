import {
  DESKTOP,
  escapeAndDiscard,
  expect,
  indiaDate,
  PHONE,
  RUN,
  settle,
  shot,
  test,
  toastsGone,
  trpcMutation,
  trpcQuery,
} from './fixtures';

/**
 * The shop's bank accounts (issue 33): Settings' "Bank accounts" section (the demo's current
 * account with its opening balance, the add drawer, Escape, a phone), the expense drawer's
 * Bank account select (shown for a bank payment only, the first account chosen), and the bank
 * book of one account opening from its balance.
 */
test('bank accounts: Settings, the expense drawer and the bank book per account', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/change-details');
  const section = page.locator('#bank-accounts');
  const table = section.getByRole('table', { name: 'Bank accounts' });
  // The demo year went through its current account, opening at ₹2,50,000.00.
  await expect(table.getByRole('row', { name: /HDFC current ••5678/ })).toContainText(
    '2,50,000.00',
  );

  // The add drawer closes on Escape.
  const add = section.getByRole('button', { name: 'Add bank account' });
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Add bank account' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // An overdraft account: the opening balance is negative.
  const name = `ICICI OD ${RUN}`;
  await add.click();
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('IFSC').fill('icic000');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Enter a valid IFSC code (e.g. SBIN0001234)')).toBeVisible();
  await drawer.getByLabel('IFSC').fill('ICIC0000042');
  await drawer.getByLabel('Opening balance (₹)').fill('-1500');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('-1,500.00');
  await toastsGone(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-bank-accounts-1366');
  await page.setViewportSize(PHONE);
  await settle(page);
  await expect(section.getByRole('list', { name: 'Bank accounts' })).toContainText(name);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-bank-accounts-390');
  await page.setViewportSize(DESKTOP);

  // The expense drawer asks for the account only when paid from a bank, the first one chosen.
  await page.getByRole('navigation').getByRole('link', { name: 'Expenses', exact: true }).click();
  await settle(page);
  await page.getByRole('button', { name: 'Create Expense' }).click();
  const expense = page.getByRole('dialog', { name: /Expense/ });
  await expect(expense).toBeVisible();
  await expect(expense.getByRole('combobox', { name: 'Bank account' })).toHaveCount(0);
  await expense.getByRole('combobox', { name: 'Paid from' }).click();
  await page.getByRole('option', { name: 'Bank account', exact: true }).click();
  await expect(expense.getByRole('combobox', { name: 'Bank account' })).toHaveValue(
    'HDFC current ••5678',
  );
  await shot(page, 'expense-bank-account-1366');
  await escapeAndDiscard(page);
  await expect(expense).toBeHidden();

  // An expense paid from the overdraft today: its bank book opens at −1,500.00 and closes at
  // −1,500.00 − 250.00 = −1,750.00.
  const accounts = await trpcQuery<{ id: string; name: string }[]>(
    page,
    'tenant.bankAccounts.pick',
  );
  const od = accounts.find((a) => a.name === name);
  expect(od).toBeDefined();
  const category = `Bank charges ${RUN}`;
  await trpcMutation(page, 'tenant.expenses.createCategory', { name: category });
  await trpcMutation(page, 'tenant.expenses.create', {
    expenseDate: indiaDate(),
    category,
    amount: '250.00',
    paidFrom: 'bank',
    bankAccountId: od?.id,
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('tab', { name: 'Cash & bank' }).click();
  await settle(page);
  await page.getByText('Bank book', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name }).click();
  await settle(page);
  const book = page.getByRole('table', { name: 'Bank book' });
  await expect(book.getByRole('row', { name: /^Opening balance/ })).toContainText('-1,500.00');
  await expect(book.getByRole('row', { name: /^Closing balance/ })).toContainText('-1,750.00');
  await toastsGone(page);
  await shot(page, 'reports-bank-book-account-1366');
});
