import { type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import {
  PORT,
  expect,
  login,
  masterApi,
  masterLogin,
  openPage,
  shot,
  tenantsNamed,
  test,
  escapeAndDiscard,
} from './fixtures';

/**
 * The tenant lifecycle as an operator and a shop owner see it: the master creates a shop, its
 * owner signs in on the shop's own host, the master switches it off (the owner sees 'Project
 * Disabled') and on again, then deactivates and deletes it (the host answers Not Found).
 */
const TENANT = 'e2e-shop';
const NAME = 'E2E Solar Shop';
const OWNER = { name: 'Esha Owner', email: 'owner@e2e-shop.test', password: 'e2e-owner-pass-1' };
const SHOP_URL = `http://${TENANT}.localhost:${PORT}`;
// A valid West Bengal GSTIN, and the same with a wrong check character.
const GSTIN = '19AABCE1234F1Z2';
const BAD_GSTIN = '19AABCE1234F1Z3';

async function masterPage(browser: Browser, width = 1366, height = 900) {
  const { page } = await openPage(browser, { width, height });
  await masterLogin(page);
  return page;
}

const ownerLogin = (page: Page) => login(page, OWNER, SHOP_URL);

const tenantRow = (page: Page) => page.getByRole('row').filter({ hasText: TENANT });

/**
 * A retry starts from the same database as the failed attempt: remove the shop that attempt may
 * have left, through the master REST API (deactivate, then delete), so the retry is a real one.
 */
async function removeLeftoverShop(api: APIRequestContext) {
  for (const shop of await tenantsNamed(api, TENANT)) {
    const url = `/api/master/tenant/${shop.id}`;
    await api.patch(url, { data: { status: 'inactive' } });
    expect((await api.delete(url)).status()).toBe(200);
  }
}

/** Waits until a dialog or drawer has finished its opening transition, for a true screenshot. */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        const isIdentity = ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform);
        return style.opacity === '1' && isIdentity;
      }),
    )
    .toBe(true);
}

async function confirmInDialog(page: Page, title: RegExp, button: string, shotName?: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  if (shotName) {
    await settled(dialog);
    await shot(page, shotName);
  }
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('master creates, disables, re-enables and deletes a tenant; the owner sees each step', async ({
  browser,
  playwright,
}) => {
  // A long flow across two browsers; the default minute is tight on a busy 2-core machine.
  test.setTimeout(180_000);
  if (test.info().retry > 0) {
    const api = await masterApi(playwright.request);
    await removeLeftoverShop(api);
    await api.dispose();
  }
  const master = await masterPage(browser);
  await expect(master.getByText('Tenants loaded')).toBeVisible();
  await expect(tenantRow(master)).toHaveCount(0);
  await expect(master.getByRole('row').filter({ hasText: 'demo' }).first()).toBeVisible();
  await shot(master, 'master-tenants-list');

  // The drawer: live hints for the Tenant ID rules and the GSTIN check character.
  await master.getByRole('button', { name: 'Add Tenant' }).click();
  const drawer = master.getByRole('dialog', { name: 'Create Tenant' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Tenant ID').fill('-shop');
  await expect(
    drawer.getByText('Tenant ID must start and end with a letter or digit'),
  ).toBeVisible();
  await drawer.getByLabel('Tenant ID').fill('master');
  await expect(drawer.getByText('This Tenant ID is reserved; choose another')).toBeVisible();
  await drawer.getByLabel('GSTIN').fill(BAD_GSTIN);
  await expect(drawer.getByText('GSTIN check character is wrong')).toBeVisible();
  await settled(drawer);
  await shot(master, 'master-tenant-drawer-errors');
  // Escape closes the drawer and resets it.
  await escapeAndDiscard(master);
  await expect(drawer).toBeHidden();
  await master.getByRole('button', { name: 'Add Tenant' }).click();
  await expect(drawer.getByLabel('Tenant ID')).toHaveValue('');

  await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(NAME);
  await drawer.getByLabel('Tenant ID').fill(TENANT);
  await expect(drawer.getByText(`Shop address: http://${TENANT}.localhost:${PORT}`)).toBeVisible();
  await drawer.getByLabel('Domain').fill('e2e-shop.example.com');
  await drawer.getByLabel('GSTIN').fill(GSTIN);
  await expect(drawer.getByText('Valid GSTIN · West Bengal (19)')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Owner email', exact: true }).fill(OWNER.email);
  await drawer.getByLabel('Owner name').fill(OWNER.name);
  await expect(drawer.getByLabel('Owner login email')).toHaveValue(OWNER.email);
  await drawer.getByLabel('Owner password').fill(OWNER.password);
  for (const page of ['Dashboard', 'Invoices', 'Customer Details', 'User Details'])
    await expect(drawer.getByRole('checkbox', { name: page, exact: true })).toBeChecked();
  await shot(master, 'master-tenant-drawer-filled');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(master.getByText('Tenant created')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(tenantRow(master)).toContainText('ACTIVE');
  await expect(tenantRow(master)).toContainText(GSTIN);
  await expect(tenantRow(master)).toContainText('Never');
  await shot(master, 'master-tenant-created');

  // The owner signs in on the shop's own host.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await ownerLogin(owner);
  await expect(owner.getByText(NAME).first()).toBeVisible();
  await shot(owner, 'owner-dashboard');

  // Search finds it by GSTIN; Last Ping now shows the login.
  await master.getByLabel('Search', { exact: true }).fill(GSTIN);
  await expect(master.getByRole('row')).toHaveCount(2); // header + the one match
  await master.reload();
  await expect(tenantRow(master)).not.toContainText('Never');

  // Deactivate: Escape cancels the confirmation; then confirm for real.
  await tenantRow(master).getByRole('button', { name: 'Deactivate' }).click();
  await expect(master.getByRole('dialog').filter({ hasText: NAME })).toBeVisible();
  await escapeAndDiscard(master);
  await expect(master.getByRole('dialog')).toBeHidden();
  await expect(tenantRow(master)).toContainText('ACTIVE');
  await tenantRow(master).getByRole('button', { name: 'Deactivate' }).click();
  await confirmInDialog(
    master,
    new RegExp(`Deactivate tenant "${NAME}"`),
    'Deactivate',
    'master-confirm-deactivate',
  );
  await expect(master.getByText('Status changed to inactive')).toBeVisible();
  await expect(tenantRow(master)).toContainText('INACTIVE');
  await shot(master, 'master-tenant-inactive');

  await owner.reload();
  await expect(owner.getByText('Project Disabled')).toBeVisible();
  await expect(
    owner.getByText('This tenant or project has been disabled or suspended by the administrator.'),
  ).toBeVisible();
  await shot(owner, 'owner-project-disabled');

  // Activate: the old session stays ended, a new login works.
  await tenantRow(master).getByRole('button', { name: 'Activate' }).click();
  await confirmInDialog(master, new RegExp(`Activate tenant "${NAME}"`), 'Activate');
  await expect(master.getByText('Status changed to active')).toBeVisible();
  await owner.reload();
  await expect(owner).toHaveURL(/\/admin\/login/);
  await ownerLogin(owner);

  // Tenant Details: reached by clicking the row.
  await tenantRow(master).getByRole('cell', { name: NAME }).click();
  await expect(master).toHaveURL(/\/master\/manage-tenant\?id=/);
  await expect(master.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(master.getByText('tenant_e2e_shop')).toBeVisible();
  await expect(master.getByText('Up to date')).toBeVisible();
  await expect(master.getByText(OWNER.email).first()).toBeVisible();
  await shot(master, 'master-tenant-details');

  // Delete from the details page: refused while active, then deactivate and delete.
  await master.getByRole('button', { name: 'Delete' }).click();
  await expect(master.getByText(`Deactivate "${NAME}" before deleting it.`)).toBeVisible();
  // On a quick run the first deactivation's toast can still be showing; wait for it to go so the
  // check below sees this deactivation's own toast.
  await expect(master.getByText('Status changed to inactive')).toHaveCount(0);
  await master.getByRole('button', { name: 'Deactivate' }).click();
  await confirmInDialog(master, /Deactivate tenant/, 'Deactivate');
  await expect(master.getByText('Status changed to inactive')).toBeVisible();
  await master.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = master.getByRole('dialog').filter({ hasText: `Delete tenant "${NAME}"?` });
  await expect(deleteDialog.getByText('This action cannot be undone.')).toBeVisible();
  await confirmInDialog(master, /Delete tenant/, 'Delete', 'master-confirm-delete');
  await expect(master.getByText('Tenant deleted')).toBeVisible();
  await expect(master).toHaveURL(/\/master\/manage-tenant$/);

  await master.getByRole('link', { name: 'Tenant Management' }).click();
  await expect(master.getByRole('row').filter({ hasText: 'demo' }).first()).toBeVisible();
  await expect(tenantRow(master)).toHaveCount(0);

  await owner.reload();
  await expect(owner.getByText(/Not Found/).first()).toBeVisible();
  await shot(owner, 'owner-after-delete');
  await ownerContext.close();
  await master.context().close();
});

test('the master panel on a phone: table as cards, drawer full width, details stacked', async ({
  browser,
}) => {
  const page = await masterPage(browser, 375, 812);
  await expect(page.getByRole('listitem').filter({ hasText: 'demo' }).first()).toBeVisible();
  // Let the login and 'Tenants loaded' toasts go, so the screenshot shows the page itself.
  await expect(page.getByText('Tenants loaded')).toBeVisible();
  await expect(page.getByText('Tenants loaded')).toBeHidden();
  await shot(page, 'master-tenants-phone');
  await page.getByRole('button', { name: 'Add Tenant' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Tenant' });
  await settled(drawer);
  const box = await drawer.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(375);
  await shot(page, 'master-tenant-drawer-phone');
  await escapeAndDiscard(page);
  await expect(drawer).toBeHidden();
  await page.getByRole('listitem').filter({ hasText: 'demo' }).first().click();
  await expect(page.getByText('tenant_demo')).toBeVisible();
  await shot(page, 'master-tenant-details-phone');
  // The navigation opens from the burger on a phone.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'Tenant Management' })).toBeVisible();
  await shot(page, 'master-nav-phone');
  await page.context().close();
});
