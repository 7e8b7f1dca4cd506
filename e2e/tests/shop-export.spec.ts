import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DESKTOP,
  PHONE,
  PORT,
  RUN,
  expect,
  login,
  masterApi,
  masterLogin,
  openPage,
  settle,
  shot,
  tenantsNamed,
  test,
  toastsGone,
  trpcQuery,
  viewportShot,
} from './fixtures';

/**
 * Issue 33, the shop's own data: the demo admin exports the shop (PDFs off) from Settings → Shop
 * Data and downloads the archive; the master operator restores that archive as a new shop, whose
 * invoices are the demo's; and the owner of a deactivated shop signs in from the Project Disabled
 * card and downloads that shop's data. The archive's layout and the restore's checks are tested
 * in the API and server suites; here, what a person does.
 */

/** Where this run keeps the archives it downloads. */
const WORK = mkdtempSync(join(tmpdir(), 'shop-export-e2e-'));
const RESTORED = `restored-${RUN.toLowerCase()}`;
const CLOSED = `closed-${RUN.toLowerCase()}`;
const CLOSED_OWNER = { email: `owner@${CLOSED}.test`, password: 'closed-owner-pass-1' };

/** The names of the archive's entries (`unzip -Z1`). */
function entriesOf(zip: string): string[] {
  return execFileSync('unzip', ['-Z1', zip], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** One entry's text (`unzip -p`). */
function entryText(zip: string, entry: string): string {
  return execFileSync('unzip', ['-p', zip, entry], { encoding: 'utf8' });
}

/** Checks an archive's manifest and its invoices file; returns the file's path. */
async function checkArchive(download: Download, name: string): Promise<string> {
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = join(WORK, name);
  copyFileSync(await download.path(), zip);
  const manifest = JSON.parse(entryText(zip, 'manifest.json')) as {
    format: string;
    version: number;
    includePdfs: boolean;
  };
  expect(manifest.format).toBe('gst-platform-shop-export');
  expect(manifest.version).toBeGreaterThanOrEqual(1);
  expect(manifest.includePdfs).toBe(false);
  const entries = entriesOf(zip);
  expect(entries).toContain('data/invoices.jsonl');
  expect(entries.some((entry) => entry.startsWith('pdf/'))).toBe(false);
  return zip;
}

/**
 * In the export panel on `page`: PDFs off, start, follow the progress until the newest export is
 * ready, then download it.
 */
async function exportWithoutPdfs(page: Page, shotName: string): Promise<Download> {
  const pdfs = page.getByRole('switch', { name: /Include PDFs/ });
  await expect(pdfs).toBeChecked();
  await pdfs.click();
  await expect(pdfs).not.toBeChecked();
  await page.getByRole('button', { name: 'Export shop data' }).click();
  await expect(page.getByText('Export started')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Export progress' });
  // A small shop may be done before the first poll: the bar is shot only when it was seen.
  if (await bar.isVisible().catch(() => false)) await viewportShot(page, `${shotName}-running`);
  const ready = page.getByRole('link', { name: /^Download .*\.zip$/ }).first();
  await expect(ready).toBeVisible({ timeout: 240_000 });
  await expect(page.getByText('Your shop’s data is ready to download')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await toastsGone(page);
  await shot(page, `${shotName}-done`);
  const downloading = page.waitForEvent('download');
  await ready.click();
  return downloading;
}

/** The first page of a shop's invoice numbers, as its invoice list shows them. */
async function invoiceNumbers(page: Page): Promise<string[]> {
  const { data } = await trpcQuery<{ data: { invoiceNumber: string }[] }>(
    page,
    'tenant.invoices.list',
    { page: 1, pageSize: 10 },
  );
  return data.map((row) => row.invoiceNumber);
}

async function expectInTable(table: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(table.getByText(text, { exact: true })).toBeVisible();
}

// A click that cannot happen fails within half a minute, saying why, instead of at the test's end.
test.use({ actionTimeout: 30_000 });

// The restore uses the archive the export downloaded: the two run in order, as one.
test.describe('export, then restore', () => {
  test.describe.configure({ mode: 'serial' });

  let demoArchive = '';

  test('the demo admin exports the shop without PDFs and downloads the archive', async ({
    adminPage: page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Shop Data', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/shop-data$/);
    await expect(page.getByRole('heading', { name: 'Shop Data' })).toBeVisible();
    await expect(page.getByText(/password hashes/)).toBeVisible();
    await settle(page);
    await toastsGone(page);
    await shot(page, 'shop-data-1366');

    const download = await exportWithoutPdfs(page, 'shop-data-1366');
    demoArchive = await checkArchive(download, 'demo.zip');
    const row = page.getByRole('table', { name: 'Exports' }).getByRole('row').nth(1);
    await expect(row).toContainText('Ready');
    await expect(row).toContainText('Data only');
    await expect(row).toContainText(/\d( KB| MB)/);

    // A phone: the exports as cards, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await settle(page);
    await expect(page.getByRole('link', { name: /^Download .*\.zip$/ }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await toastsGone(page);
    await shot(page, 'shop-data-390');
  });

  test('the master restores the archive as a new shop with the same invoices', async ({
    browser,
    adminPage: demo,
  }) => {
    test.setTimeout(300_000);
    expect(demoArchive, 'the export test ran first').not.toBe('');
    const numbers = await invoiceNumbers(demo);
    expect(numbers.length).toBeGreaterThan(0);

    const { context, page: master } = await openPage(browser, DESKTOP);
    await masterLogin(master);
    await master.getByRole('button', { name: 'Restore from archive' }).click();
    const dialog = master.getByRole('dialog', { name: 'Restore a shop from its archive' });
    await expect(dialog).toBeVisible();
    // The Tenant ID rules of Add Tenant; Escape closes.
    await dialog.getByLabel(/New Tenant ID/).fill('admin');
    await expect(dialog.getByText('This Tenant ID is reserved; choose another')).toBeVisible();
    await master.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await master.getByRole('button', { name: 'Restore from archive' }).click();
    await expect(dialog.getByLabel(/New Tenant ID/)).toHaveValue('');
    await dialog.getByLabel(/New Tenant ID/).fill(RESTORED);
    await dialog.locator('input[type="file"]').setInputFiles(demoArchive);
    await expect(dialog.getByText('demo.zip')).toBeVisible();
    await shot(master, 'master-restore-filled');
    await dialog.getByRole('button', { name: 'Restore shop' }).click();
    await expect(dialog.getByText('Shop restored')).toBeVisible({ timeout: 240_000 });
    const counts = dialog.getByRole('table', { name: 'Restored records' });
    await expect(
      counts
        .getByRole('row')
        .filter({ hasText: /^Invoices/ })
        .first(),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open the shop' })).toHaveAttribute(
      'href',
      `http://${RESTORED}.localhost:${PORT}/admin/login`,
    );
    await shot(master, 'master-restore-done');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(master.getByRole('row').filter({ hasText: RESTORED })).toBeVisible();

    // The export ran as a background job of the demo shop (issue 34): Background Jobs lists it.
    await master.getByRole('link', { name: 'Background Jobs' }).click();
    await expect(master).toHaveURL(/\/master\/jobs$/);
    await expect(master.getByRole('heading', { name: 'Background Jobs' })).toBeVisible();
    const demoJobs = master
      .getByRole('table', { name: 'Jobs per shop' })
      .getByRole('row')
      .filter({ hasText: 'Demo Solar Traders' });
    await expect(demoJobs).toBeVisible();
    await expect(master.getByText('No failed jobs')).toBeVisible();
    await settle(master);
    await shot(master, 'master-background-jobs');

    // The same invoice numbers, signed in to the new shop as the demo's admin.
    const { context: shopContext, page: shop } = await openPage(browser, DESKTOP);
    await login(shop, DEMO_ADMIN, `http://${RESTORED}.localhost:${PORT}`);
    expect(await invoiceNumbers(shop)).toEqual(numbers);
    await shop.goto(`http://${RESTORED}.localhost:${PORT}/admin/manage-invoice`);
    const table = shop.getByRole('table', { name: 'Invoices' });
    await expect(table).toBeVisible();
    await expectInTable(table, numbers.slice(0, 3));
    await settle(shop);
    await toastsGone(shop);
    await shot(shop, 'restored-shop-invoices');
    await shopContext.close();
    await context.close();
  });
});

test('the owner of a deactivated shop signs in from the disabled card and downloads its data', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(300_000);
  const api = await masterApi(playwright.request);
  const created = await api.post('/api/master/tenant', {
    data: {
      tenantId: CLOSED,
      name: 'Closing Solar Shop',
      ownerEmail: CLOSED_OWNER.email,
      status: 'active',
      ownerUser: { name: 'Closing Owner', ...CLOSED_OWNER },
    },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  // The operator deactivates it.
  for (const shop of await tenantsNamed(api, CLOSED)) {
    const off = await api.patch(`/api/master/tenant/${shop.id}`, { data: { status: 'inactive' } });
    expect(off.status(), await off.text()).toBe(200);
  }
  await api.dispose();

  const site = `http://${CLOSED}.localhost:${PORT}`;
  const { context, page } = await openPage(browser, PHONE);
  // The public site shows the card alone.
  await page.goto(`${site}/`);
  await expect(page.getByRole('heading', { name: 'Project Disabled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download your shop’s data' })).toHaveCount(0);

  await page.goto(`${site}/admin/login`);
  await expect(page.getByRole('heading', { name: 'Project Disabled' })).toBeVisible();
  await shot(page, 'disabled-shop-card-390');
  await page.getByRole('button', { name: 'Download your shop’s data' }).click();
  await expect(page.getByRole('heading', { name: 'Download your shop’s data' })).toBeVisible();
  await page.getByLabel('Email').fill(CLOSED_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(CLOSED_OWNER.password);
  await shot(page, 'disabled-shop-login-390');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your shop’s data' })).toBeVisible();
  // Nothing else of the back-office: no menu.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await settle(page);
  await toastsGone(page);
  await shot(page, 'disabled-shop-data-390');

  const download = await exportWithoutPdfs(page, 'disabled-shop-data-390');
  await checkArchive(download, 'closed.zip');

  // Signing out leads back to the card.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Project Disabled' })).toBeVisible();
  await context.close();
});
