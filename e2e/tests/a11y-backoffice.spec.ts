/// <reference lib="dom" />
/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) over the back-office: every menu page, Edit
 * Profile and the open drawers at desktop width, and the key pages at 390 px (the public site and
 * the master panel are a11y.spec.ts). One line per page with its violations counted by
 * impact; the test fails on any serious or critical violation, naming the rule and the elements.
 *
 *   E2E_PORT=3487 npx playwright test tests/a11y-backoffice.spec.ts --reporter=line
 */
import { DEMO_ADMIN, SHOP_URL, expect, login, openPage, test } from './fixtures';
import { DESKTOP, PHONE, audit, expectNoBlocking, reportCount, reports } from './a11y-fixtures';

test.afterAll(reportCount);

test('back-office: login, every menu page, Edit Profile and the user menu', async ({ browser }) => {
  test.setTimeout(420_000);
  const from = reports.length;
  const { context, page } = await openPage(browser, DESKTOP);
  await page.goto(`${SHOP_URL}/admin/login`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await audit(page, 'admin login');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await audit(page, 'admin login, empty submit');
  await login(page, DEMO_ADMIN, SHOP_URL);

  // Every page in the side menu (read from the menu itself, so new pages are covered too).
  const nav = page.getByRole('navigation', { name: 'Back-office' });
  await expect(nav.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
  const links = await nav
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => [a.textContent?.trim() ?? '', (a as HTMLAnchorElement).pathname] as const),
    );
  expect(links.length).toBeGreaterThanOrEqual(12);
  // Followed by clicking the menu, as a person does: the app is loaded once, not once a page.
  for (const [index, [label, path]] of links.entries()) {
    await nav.getByRole('link').nth(index).click();
    await expect(page).toHaveURL(`${SHOP_URL}${path}`);
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await audit(page, `admin ${label}`);
  }
  await page.goto(`${SHOP_URL}/admin/my-profile`);
  await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
  await audit(page, 'admin Edit Profile');

  // The user menu, open.
  await page
    .getByRole('button', { name: /^Account menu for/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit(page, 'admin user menu (open)');
  await page.keyboard.press('Escape');
  await context.close();
  expectNoBlocking(from);
});

test('back-office drawers: create drawers, their errors, an invoice row and its Edit drawer', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const from = reports.length;
  const { context, page } = await openPage(browser, DESKTOP);
  await login(page, DEMO_ADMIN, SHOP_URL);

  // Drawers: invoice (create, and an existing one's details), customer, quote.
  const drawers = [
    ['manage-invoice', 'Create Invoice', 'Create Invoice'],
    ['manage-customer', 'Create Customer', 'Create Customer'],
    ['manage-quote', 'Create Quote', 'Create Quote'],
    ['manage-product', 'Create Product', 'Create Product'],
    ['manage-item', 'Create Item', 'Create Item'],
    ['manage-user', 'Add User', 'Create User'],
  ] as const;
  for (const [path, button, dialog] of drawers) {
    await page.goto(`${SHOP_URL}/admin/${path}`);
    const open = page.getByRole('button', { name: button });
    await expect(open).toBeVisible();
    await open.click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await audit(page, `admin drawer ${dialog}`);
    // The invoice drawer with its sections open and a line: everything a user fills in.
    if (path === 'manage-invoice') {
      const drawer = page.getByRole('dialog', { name: dialog });
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      await audit(page, 'admin drawer Create Invoice, errors shown');
    }
    await page.keyboard.press('Escape');
  }
  // An existing invoice's row opened (row details) and its Edit drawer.
  await page.goto(`${SHOP_URL}/admin/manage-invoice`);
  const table = page.getByRole('table', { name: 'Invoices' });
  const firstRow = table.getByRole('row').nth(1);
  await firstRow.getByRole('button', { name: 'Show details' }).click();
  await audit(page, 'admin invoice row details');
  await firstRow.getByRole('button', { name: 'Edit', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: /Edit Invoice/ })).toBeVisible();
  await audit(page, 'admin drawer Edit Invoice');
  await page.keyboard.press('Escape');
  await context.close();
  expectNoBlocking(from);
});

test('back-office at 390 px: login, dashboard, invoices and the invoice drawer', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const from = reports.length;
  const { context, page } = await openPage(browser, PHONE);
  await page.goto(`${SHOP_URL}/admin/login`);
  await audit(page, 'admin login (390px)');
  await login(page, DEMO_ADMIN, SHOP_URL);
  await audit(page, 'admin Dashboard (390px)');
  await page.getByRole('button', { name: 'Open navigation' }).first().click();
  await page.waitForTimeout(400);
  await audit(page, 'admin menu open (390px)');
  await page.goto(`${SHOP_URL}/admin/manage-invoice`);
  // At 390 px the list shows cards, not a table.
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  await audit(page, 'admin Invoices (390px)');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Invoice' })).toBeVisible();
  await audit(page, 'admin drawer Create Invoice (390px)');
  await page.goto(`${SHOP_URL}/admin/manage-customer`);
  await audit(page, 'admin Customer Details (390px)');
  await context.close();
  expectNoBlocking(from);
});
