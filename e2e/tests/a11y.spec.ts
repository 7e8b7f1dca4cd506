/// <reference lib="dom" />
/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA rules) over every page of the public site and the
 * master panel, at desktop width and at 390 px (the back-office is a11y-backoffice.spec.ts). One line per page with its violations counted by
 * impact; the test fails on any serious or critical violation, naming the rule and the elements.
 *
 *   E2E_PORT=3487 npx playwright test tests/a11y.spec.ts --reporter=line
 */
import {
  DEMO_ADMIN,
  MASTER_URL,
  PORT,
  SHOP_URL,
  expect,
  login,
  masterLogin,
  openPage,
  test,
} from './fixtures';
import { DESKTOP, PHONE, audit, expectNoBlocking, reportCount, reports } from './a11y-fixtures';

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

test.afterAll(reportCount);

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
