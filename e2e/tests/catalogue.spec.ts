import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { PORT, expect, settle, shot, test, escapeAndDiscard } from './fixtures';

/**
 * Catalogue and customers (issue 4): a product created, edited and deleted through the drawer;
 * products uploaded from an .xlsx (the Download Demo file); customers exported; a GSTIN filled
 * in from a fake provider; and the same pages on a 375 px phone.
 */

const PHONE = { width: 375, height: 812 };
const RUN = Date.now().toString(36).toUpperCase();
const KNOWN_GSTIN = '19AAHFS5678Q1Z1';
mkdirSync('.cache', { recursive: true });

// The server was started with GSTIN_API_BASE_URL on this port (playwright.config.ts).
let provider: Server;
const providerCalls: string[] = [];

test.beforeAll(async () => {
  provider = createServer((req, res) => {
    providerCalls.push(req.url ?? '');
    const known = req.url === `/v1/gstin/${KNOWN_GSTIN}/details`;
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        known
          ? {
              data: {
                trade_name: 'Sun Traders Pvt Ltd',
                place_of_business_principal: {
                  address: {
                    door_num: '14',
                    floor_num: '',
                    building_name: 'Surya Bhawan',
                    street: 'Park Street',
                    location: 'Esplanade',
                    city: 'Kolkata',
                    district: 'Kolkata',
                    state: 'West Bengal',
                    pin_code: '700016',
                  },
                },
              },
            }
          : { error: 'not found' },
      ),
    );
  });
  await new Promise<void>((resolve) => provider.listen(PORT + 1000, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => provider.close(resolve));
});

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test('products: create, edit and delete through the drawer', async ({ adminPage: page }) => {
  await page.goto('/admin/manage-product');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).toHaveCount(6); // header + default page size 5
  await table.getByRole('row').nth(1).getByRole('button', { name: 'Show details' }).click();
  await expect(table.getByText('Product ID')).toBeVisible();
  await settle(page);
  await shot(page, 'catalogue-products-list');

  await page.getByRole('button', { name: 'Create Product' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Product' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Product code').fill(`E2E-${RUN}`);
  await drawer.getByRole('textbox', { name: 'Full name', exact: true }).fill('E2E Mono PERC 550');
  await drawer.getByRole('textbox', { name: 'Short name', exact: true }).fill(`E2E Panel ${RUN}`);
  await drawer.getByLabel('Category').fill('Mono PERC');
  await page.getByRole('option', { name: 'Mono PERC', exact: true }).click();
  // A store category suggests its HSN code and GST rate.
  await expect(drawer.getByLabel('HSN code')).toHaveValue('85414300');
  await expect(drawer.getByLabel('GST rate (%)')).toHaveValue('5');
  await drawer.getByLabel('Minimum price (₹)').fill('125000.5');
  // Specifications is a collapsed section: open it first.
  await drawer.getByRole('button', { name: '3. Specifications' }).click();
  await drawer.getByLabel('Capacity (W)').fill('550');
  await settle(page);
  await shot(page, 'catalogue-product-drawer');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Product created successfully!')).toBeVisible();
  await expect(drawer).toBeHidden();

  await search(page, `E2E-${RUN}`);
  const row = table.getByRole('row', { name: new RegExp(`E2E Panel ${RUN}`) });
  await expect(row).toContainText('₹1,25,000.50');
  await expect(row).toContainText('550 W');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Edit: the drawer loads the record; a confirmation names it before saving.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editDrawer.getByRole('textbox', { name: 'Short name', exact: true })).toHaveValue(
    `E2E Panel ${RUN}`,
  );
  await editDrawer
    .getByRole('textbox', { name: 'Short name', exact: true })
    .fill(`E2E Panel ${RUN} v2`);
  await editDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', {
    name: `Save changes to Product "E2E Panel ${RUN} v2"?`,
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully!')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`E2E Panel ${RUN} v2`) })).toBeVisible();

  // Delete: Escape cancels the confirmation; Delete removes the row.
  const edited = table.getByRole('row', { name: new RegExp(`E2E Panel ${RUN} v2`) });
  await edited.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: `Delete Product "E2E Panel ${RUN} v2"?` });
  await expect(deleteDialog.getByText('This action cannot be undone.')).toBeVisible();
  await settle(page);
  await shot(page, 'catalogue-product-delete-confirm');
  await escapeAndDiscard(page);
  await expect(deleteDialog).toBeHidden();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: /Delete Product/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('Inbox Empty !!')).toBeVisible();

  // A product that serial-numbered items (and the demo history's invoices) use cannot be deleted.
  await search(page, 'MOD-MONO-540');
  const used = table.getByRole('row').nth(1);
  await used.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: /Delete Product/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText(/is used by \d+ items?( and \d+ invoice lines?)? and cannot be deleted/),
  ).toBeVisible();
});

test('products: upload an .xlsx (the demo file), then a rejected re-upload with its report', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/manage-product');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Demo' }).click();
  const demo = await downloading;
  expect(demo.suggestedFilename()).toBe('Products_Demo.xlsx');
  const file = `.cache/products-demo-${RUN}.xlsx`;
  await demo.saveAs(file);

  await page.getByRole('button', { name: 'Upload Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Excel' });
  await expect(dialog.getByRole('button', { name: 'Submit Upload' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('File uploaded. Click submit to import.')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Parsed rows' }).getByRole('row')).toHaveCount(4);
  await settle(page);
  await shot(page, 'catalogue-products-upload-preview');
  await dialog.getByRole('button', { name: 'Submit Upload' }).click();
  await expect(page.getByText('Products uploaded successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(page, '-NEW');
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(4);

  // The same file again: every row already exists; nothing is written and each row is named.
  await page.getByRole('button', { name: 'Upload Excel' }).click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Submit Upload' }).click();
  await expect(dialog.getByText(/^3 rows have problems; nothing was imported/)).toBeVisible();
  await expect(dialog.getByText(/^Row 2: productUniqueID '.*-NEW' already exists$/)).toBeVisible();
  await settle(page);
  await shot(page, 'catalogue-products-upload-rejected');
  await escapeAndDiscard(page);
  await expect(dialog).toBeHidden();
});

test('customers: export CustomerData_Existing.xlsx; GSTIN autofill from the provider', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/manage-customer');
  await expect(page.getByRole('heading', { name: 'Customer Details' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('CustomerData_Existing.xlsx');
  await expect(page.getByText('Existing Customers Excel file downloaded')).toBeVisible();

  await page.getByRole('button', { name: 'Create Customer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Customer' });
  await expect(drawer.getByRole('combobox', { name: 'State' })).toHaveValue('19 - West Bengal');
  const gstin = drawer.getByLabel('GSTIN');
  const callsBefore = providerCalls.length;
  await gstin.fill('19AAHFS5678Q1Z2');
  await expect(drawer.getByText('GSTIN check character is wrong')).toBeVisible();
  expect(providerCalls.length).toBe(callsBefore);

  await gstin.fill(KNOWN_GSTIN);
  await expect(page.getByText('GSTIN Validated Successfully').first()).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Sun Traders Pvt Ltd',
  );
  await expect(drawer.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '14, Surya Bhawan, Park Street, Esplanade, Kolkata, Kolkata, West Bengal - 700016',
  );
  await expect(drawer.getByRole('combobox', { name: 'State' })).toHaveValue('19 - West Bengal');
  expect(providerCalls.at(-1)).toBe(`/v1/gstin/${KNOWN_GSTIN}/details`);
  await settle(page);
  await shot(page, 'catalogue-customer-gstin');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Customer created successfully!')).toBeVisible();
  await search(page, 'Sun Traders');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(2);
  await shot(page, 'catalogue-customers-list');
});

test('items on desktop, then items and products on a 375 px phone', async ({ adminPage: page }) => {
  await page.goto('/admin/manage-item');
  const items = page.getByRole('table', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(6);
  await page
    .locator('.mantine-SegmentedControl-root')
    .getByText('Available', { exact: true })
    .click();
  await expect(page.getByText(/^1–5 of \d+$/)).toBeVisible();
  await settle(page);
  await shot(page, 'catalogue-items-list');

  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-item');
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  // Each card shows its status; the newest items may be ones billing.spec has sold since.
  await expect(cards.first()).toContainText(/Status(Available|Sold)/);
  await settle(page);
  await shot(page, 'catalogue-phone-items');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('/admin/manage-product');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(5);
  await settle(page);
  await shot(page, 'catalogue-phone-products');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Create Product' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Product' });
  await expect(drawer).toBeVisible();
  await settle(page);
  // The viewport only: a full-page shot would show the list under the fixed drawer.
  await page.screenshot({ path: 'screenshots/catalogue-phone-product-drawer.png' });
  const box = await drawer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(370);
  await escapeAndDiscard(page);
  await expect(drawer).toBeHidden();
});
