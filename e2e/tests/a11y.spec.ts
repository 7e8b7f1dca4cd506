/// <reference lib="dom" />
/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) over every page of the public site, the
 * back-office (every menu page, Edit Profile and the open drawers) and the master panel, at
 * desktop width and at 390 px for the key pages. One line per page with its violations counted by
 * impact; the test fails on any serious or critical violation, naming the rule and the elements.
 *
 *   E2E_PORT=3487 npx playwright test tests/a11y.spec.ts --reporter=line
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  MASTER_URL,
  PORT,
  SHOP_URL,
  expect,
  login,
  masterLogin,
  openPage,
  settleIdle,
  test,
} from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

interface PageReport {
  name: string;
  counts: Record<(typeof IMPACTS)[number], number>;
  blocking: string[];
}

const reports: PageReport[] = [];

/** Runs axe on the page as it is now and records one report line. */
async function audit(page: Page, name: string) {
  const begin = Date.now();
  await settleIdle(page);
  const settled = Date.now();
  // Only violations are listed in full: axe then skips building selectors and summaries for
  // every passing node (most of a run's CPU on a long table), and finds the same violations.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const took = `settle ${((settled - begin) / 1000).toFixed(1)} s, axe ${((Date.now() - settled) / 1000).toFixed(1)} s`;
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  for (const violation of result.violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] += violation.nodes.length;
    if (impact === 'serious' || impact === 'critical') {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        );
      blocking.push(`${impact} ${violation.id}: ${violation.help} — ${targets.join('; ')}`);
    }
  }
  const report = { name, counts, blocking };
  reports.push(report);
  const line = IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ');
  console.log(`[a11y] ${name.padEnd(44)} ${line} (${took})`);
  for (const problem of blocking) console.log(`         ${problem}`);
  return report;
}

/** Fails the test, listing every page with serious or critical violations. */
function expectNoBlocking(from: number) {
  const failing = reports.slice(from).filter((report) => report.blocking.length > 0);
  expect(
    failing.map((report) => `${report.name}: ${report.blocking.join(' | ')}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

const PUBLIC_PAGES = [
  ['home', '/'],
  ['about', '/about-us'],
  ['services', '/services'],
  ['store', '/store'],
  ['suggestions', '/suggestions'],
  ['quote request and status', '/get-a-quote'],
  ['solar landing', '/solar'],
  ['not found', '/no-such-page'],
] as const;

test.afterAll(() => {
  console.log(`[a11y] ${reports.length} pages checked`);
});

test('public site: every page at desktop and 390 px', async ({ browser }) => {
  test.setTimeout(240_000);
  const from = reports.length;
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['390px', PHONE],
  ] as const) {
    const { context, page } = await openPage(browser, viewport);
    // At 390 px the pages whose layout changes most (the header's menu, the store's grid, the
    // quote page); the others are the same components stacked, and each axe run costs ~2-5
    // CPU-seconds on CI's 2 cores.
    const pages =
      label === 'desktop'
        ? PUBLIC_PAGES
        : PUBLIC_PAGES.filter(([name]) =>
            ['home', 'store', 'quote request and status'].includes(name),
          );
    for (const [name, path] of pages) {
      await page.goto(`${SHOP_URL}${path}`);
      await expect(page.locator('main').first()).toBeVisible();
      await audit(page, `public ${name} (${label})`);
    }
    // The quote form's error state, a request and its status, and an unknown shop's host: the
    // same components at both widths, audited at desktop.
    if (label === '390px') {
      await context.close();
      continue;
    }
    await page.goto(`${SHOP_URL}/get-a-quote`);
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByText('Please fill in all required fields.')).toBeVisible();
    await audit(page, `public quote form errors (${label})`);
    await form.getByLabel('Name').fill('Ananya Sen');
    await form.getByLabel('Address').fill('21 Lake Road, Kolkata 700029');
    await form.getByLabel('Power demand (kW)').fill('5');
    await form.getByLabel('Phone number').fill('9830012391');
    await form.getByLabel('Email').fill('ananya@example.in');
    await form.getByLabel(/Installation required/).check();
    await form.getByRole('button', { name: 'Request a Quote' }).click();
    await expect(form.getByText(/Your quote number is/)).toBeVisible();
    const status = page.getByRole('form', { name: 'Quote status' });
    await status.getByRole('button', { name: 'Check Status' }).click();
    await expect(status.getByText('Pending', { exact: true })).toBeVisible();
    await audit(page, `public quote status result (${label})`);
    // An unknown shop's host: the Not Found view.
    await page.goto(`http://nosuchshop.localhost:${PORT}/`);
    await page.waitForLoadState('networkidle');
    await audit(page, `public unknown shop host (${label})`);
    await context.close();
  }
  expectNoBlocking(from);
});

test('back-office: login, every menu page, Edit Profile and the drawers', async ({ browser }) => {
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
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
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

test('master panel: login, tenants list, create-tenant dialog, tenant details', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const from = reports.length;
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['390px', PHONE],
  ] as const) {
    const { context, page } = await openPage(browser, viewport);
    await page.goto(`${MASTER_URL}/master/login`);
    await expect(page.getByLabel('Login Mail-ID')).toBeVisible();
    await audit(page, `master login (${label})`);
    await masterLogin(page);
    await audit(page, `master tenants list (${label})`);
    await page.getByRole('button', { name: 'Add Tenant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, `master create-tenant dialog (${label})`);
    await page.keyboard.press('Escape');
    if (label === 'desktop') {
      await page.getByRole('table').first().getByRole('row').nth(1).click();
      await expect(page).toHaveURL(/\/master\/manage-tenant/);
      await audit(page, `master tenant details (${label})`);
    }
    await context.close();
  }
  expectNoBlocking(from);
});
