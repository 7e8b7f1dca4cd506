import { type Locator, type Page } from '@playwright/test';
import {
  DEMO_STAFF,
  browserCall,
  expect,
  indiaDate,
  login,
  settle,
  shot,
  stockItems,
  test,
  trpcQuery,
  viewportShot,
} from './fixtures';

/**
 * Billing: a quote with two products becomes an invoice (Invoicing) with serial-numbered
 * modules and an inverter; the invoice is found in the list and Ctrl+M reveals its net profit.
 */

const PHONE = { width: 375, height: 812 };
const MODULE = '540 Wp Mono PERC Half-Cut Module'; // MOD-MONO-540, minimum price 14,040
const INVERTER = '3 kVA 1-Phase On-Grid Inverter'; // INV-1P-3K, minimum price 29,500
const RUN = Date.now().toString(36).toUpperCase();
const MODULE_SERIALS = [1, 2, 3, 4, 5].map((n) => `E2E-${RUN}-M${n}`);
const INVERTER_SERIAL = `E2E-${RUN}-I1`;

/** The demo shop has no stock: add serial-numbered items through the REST API (spec §7). */
async function stockDemoItems(page: Page) {
  const items = [
    ...MODULE_SERIALS.map((serialNo) => ({ product: 'MOD-MONO-540', serialNo, type: 'Module' })),
    { product: 'INV-1P-3K', serialNo: INVERTER_SERIAL, type: 'Inverter' },
  ];
  await stockItems(page, items);
}

/** Types into a server-searched Select and picks the option. */
async function pick(
  scope: Page | Locator,
  page: Page,
  label: string,
  search: string,
  option: string,
) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Rupees as the screens write them, with paise and Indian grouping ('27,186.00'). */
const rupees = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' as the screens write it ('29 Nov 2026'), `years` later (29 Feb to 28 Feb). */
function screenDate(iso: string, years = 0): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(Math.min(d, lastDay)).padStart(2, '0')} ${MONTHS[m - 1]} ${y + years}`;
}

/**
 * The life drawer of a module sold today on `invoiceNumber` to Gupta Cold Storage: added to
 * stock, the sale with its date and customer, and the module's warranty (12 years product, 27
 * output, from the sale) with its certificate.
 */
async function expectSoldLife(life: Locator, serial: string, invoiceNumber: string, sold: string) {
  await expect(life).toBeVisible();
  await expect(life.getByText(MODULE, { exact: true })).toBeVisible();
  await expect(life.getByText(`${serial} · Module`)).toBeVisible();
  await expect(life.getByText('Sold', { exact: true })).toBeVisible();
  await expect(life.getByText('Added to stock', { exact: true })).toBeVisible();
  await expect(life.getByText(`Sold on ${invoiceNumber}`, { exact: true })).toBeVisible();
  await expect(life.getByText(`${screenDate(sold)} · Gupta Cold Storage`)).toBeVisible();
  await expect(
    life.getByText(
      `Warranty from ${screenDate(sold)} · product until ${screenDate(sold, 12)} · output until ${screenDate(sold, 27)}`,
    ),
  ).toBeVisible();
  await expect(
    life.getByRole('button', { name: 'Download the warranty certificate' }),
  ).toBeVisible();
}

async function holdCtrlM(page: Page) {
  await page.keyboard.down('Control');
  await page.keyboard.down('m');
}

async function releaseCtrlM(page: Page) {
  await page.keyboard.up('m');
  await page.keyboard.up('Control');
}

test('a quote becomes an invoice with serials; Ctrl+M shows the net profit', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  await stockDemoItems(page);

  // --- The quote: an existing customer, 4 modules and an inverter, above the minimum prices.
  await page.goto('/admin/manage-quote');
  await expect(page.getByRole('heading', { name: 'Quotes' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Quote' }).click();
  const quoteDrawer = page.getByRole('dialog', { name: 'Create Quote' });
  await expect(quoteDrawer).toBeVisible();
  await pick(quoteDrawer, page, 'Existing customer', 'Gupta', 'Gupta Cold Storage');
  // A saved customer fills and locks the customer fields.
  await expect(quoteDrawer.getByLabel('Customer name')).toHaveValue('Gupta Cold Storage');
  await expect(quoteDrawer.getByLabel('Customer name')).toHaveAttribute('readonly', '');
  await expect(quoteDrawer.getByLabel('GSTIN')).toHaveValue('19AABCD1234E1Z5');
  await settle(page);
  await shot(page, 'billing-quote-drawer-customer');

  const line1 = quoteDrawer.getByLabel('Line 1', { exact: true });
  await pick(line1, page, 'Product', '540 Wp Mono', MODULE);
  await expect(line1.getByLabel('Product name')).toHaveValue(MODULE);
  await expect(line1.getByLabel('Price (₹)')).toHaveValue('14,040');
  await line1.getByLabel('Quantity').fill('4');
  await line1.getByLabel('Price (₹)').fill('15500');
  await quoteDrawer.getByRole('button', { name: 'Add product' }).click();
  const line2 = quoteDrawer.getByLabel('Line 2', { exact: true });
  await pick(line2, page, 'Product', '3 kVA', INVERTER);
  await line2.getByLabel('Price (₹)').fill('32000');
  await quoteDrawer.getByRole('button', { name: 'Tax Details' }).click();
  // 4 × 15,500 + 32,000 = 94,000 taxable; 5 % GST on both = 4,700.
  await expect(quoteDrawer.getByLabel('Totals').getByText('₹98,700.00')).toBeVisible();
  await settle(page);
  await shot(page, 'billing-quote-drawer');
  await quoteDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Quote saved successfully')).toBeVisible();
  await expect(quoteDrawer).toBeHidden();

  const quotes = page.getByRole('table', { name: 'Quotes' });
  const quoteRow = quotes.getByRole('row', { name: /Gupta Cold Storage/ }).first();
  await expect(quoteRow).toContainText('₹98,700.00');
  await expect(quoteRow).toContainText('Pending');
  await quoteRow.getByRole('button', { name: 'Show details' }).click();
  await expect(quotes.getByText(MODULE)).toBeVisible();
  await holdCtrlM(page);
  // Net profit = 4 × (15,500 − 14,040) + (32,000 − 29,500) = 8,340.
  await expect(page.getByTestId('net-profit')).toContainText('₹8,340.00');
  await shot(page, 'billing-quote-list');
  await releaseCtrlM(page);
  await expect(page.getByTestId('net-profit')).toHaveCount(0);

  // --- Invoicing: the invoice drawer opens filled from the quote.
  await quoteRow.getByRole('button', { name: 'Invoicing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  const invoiceDrawer = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(invoiceDrawer).toBeVisible();
  await expect(invoiceDrawer.getByLabel('Bill to')).toHaveValue('Gupta Cold Storage');
  await settle(page);
  await shot(page, 'billing-invoice-drawer-top');
  const inv1 = invoiceDrawer.getByLabel('Line 1', { exact: true });
  const inv2 = invoiceDrawer.getByLabel('Line 2', { exact: true });
  await expect(inv1.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(MODULE);
  await expect(inv1.getByLabel('Quantity')).toHaveValue('4');
  await expect(inv2.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(INVERTER);

  // Serials: at most the quantity (4) of the five modules in stock.
  const serials = inv1.getByLabel('Serial numbers');
  await serials.click();
  for (const serialNo of MODULE_SERIALS.slice(0, 4)) {
    await page.getByRole('option', { name: serialNo }).click();
  }
  // A fifth is refused with the spec's message.
  await page.getByRole('option', { name: MODULE_SERIALS[4] }).click();
  await expect(inv1.getByText('Only 4 serial numbers allowed')).toBeVisible();
  await expect(inv1.getByText('4 of at most 4 chosen')).toBeVisible();
  await page.keyboard.press('Escape');
  await inv2.getByLabel('Serial numbers').click();
  await page.getByRole('option', { name: INVERTER_SERIAL }).click();
  await page.keyboard.press('Escape');
  await expect(invoiceDrawer).toBeVisible();
  // Same state as the shop (West Bengal): CGST + SGST; total with amount in words.
  const totals = invoiceDrawer.getByLabel('Totals');
  await expect(totals.getByText('CGST')).toBeVisible();
  await expect(totals.getByText('₹98,700.00')).toBeVisible();
  await expect(totals.getByText(/Ninety Eight Thousand Seven Hundred/i)).toBeVisible();
  await settle(page);
  await shot(page, 'billing-invoice-drawer');

  await invoiceDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Create this invoice?' });
  await expect(
    confirm.getByText(
      'This action cannot be undone. Are you sure you want to create/edit this invoice?',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(/^Invoice \S+ saved$/)).toBeVisible();
  await expect(invoiceDrawer).toBeHidden();
  // Issue 29: the quote now reads INVOICED with a link to its invoice, and is not invoiced again.
  const invoiceNumber = (await page.getByText(/^Invoice \S+ saved$/).textContent())!.split(' ')[1]!;
  await expect(quoteRow).toContainText('Invoiced');
  await expect(quoteRow.getByRole('link', { name: invoiceNumber })).toBeVisible();
  await expect(quoteRow.getByRole('button', { name: 'Invoicing' })).toHaveAttribute(
    'aria-description',
    `Already invoiced as ${invoiceNumber}`,
  );
  await shot(page, 'billing-quote-invoiced');

  // --- The invoice list: found, expanded, net profit while Ctrl+M is held.
  await page.goto('/admin/manage-invoice');
  await expect(page.getByRole('heading', { name: 'Invoices' })).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  for (const header of [
    'Inv Number',
    'Inv Date',
    'Total Amount',
    'Inverter',
    'Customer Name',
    'GSTIN',
  ]) {
    await expect(invoices.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const invoiceRow = invoices.getByRole('row', { name: /Gupta Cold Storage/ }).first();
  await expect(invoiceRow).toContainText('₹98,700');
  await expect(invoiceRow.getByLabel('Has an inverter')).toBeVisible();
  await invoiceRow.getByRole('button', { name: 'Show details' }).click();
  for (const serialNo of [...MODULE_SERIALS.slice(0, 4), INVERTER_SERIAL]) {
    await expect(invoices.getByText(serialNo)).toBeVisible();
  }
  await expect(page.getByTestId('net-profit')).toHaveCount(0);
  // Issue 31: a saved invoice's net profit takes the cost each line recorded at the sale (the
  // serials' purchase cost or the stock's average then), not the minimum price the quote used.
  const [saved] = (
    await trpcQuery<{ data: { id: string }[] }>(page, 'tenant.invoices.list', {
      page: 1,
      pageSize: 5,
      search: invoiceNumber,
    })
  ).data;
  const { lines } = await trpcQuery<{
    lines: { quantity: string; price: string; unitCost: string | null }[];
  }>(page, 'tenant.invoices.get', { id: saved?.id });
  expect(lines.map((line) => Number(line.unitCost))).toEqual([
    expect.any(Number),
    expect.any(Number),
  ]);
  for (const line of lines) expect(Number(line.unitCost)).toBeGreaterThan(0);
  const profit = lines.reduce(
    (sum, line) => sum + Number(line.quantity) * (Number(line.price) - Number(line.unitCost)),
    0,
  );
  await holdCtrlM(page);
  await expect(page.getByTestId('net-profit')).toContainText(`₹${rupees(profit)}`);
  await expect(page.getByTestId('net-profit')).toContainText('Cost: recorded cost');
  await settle(page);
  await shot(page, 'billing-invoice-list');
  await releaseCtrlM(page);

  // The sold serials are gone from stock; the fifth module is still available.
  const stock = await browserCall<{ data: { serialNo: string }[] }>(
    page,
    'GET',
    `/api/item?search=E2E-${RUN}&status=available`,
  );
  expect(stock.status).toBe(200);
  const left = stock.body.data;
  expect(left.map((item) => item.serialNo)).toEqual([MODULE_SERIALS[4]]);

  // --- Who bought this serial (issue 29 item 4): the header's search opens the item's life.
  const traced = MODULE_SERIALS[0] ?? '';
  const saleDate = indiaDate();
  const header = page.getByRole('search', { name: 'Serial number search' });
  await header.getByRole('textbox', { name: 'Serial number' }).fill(traced);
  await header.getByRole('textbox', { name: 'Serial number' }).press('Enter');
  const life = page.getByRole('dialog', { name: `Serial number ${traced}` });
  await expectSoldLife(life, traced, invoiceNumber, saleDate);
  await settle(page);
  await viewportShot(page, 'billing-serial-life');
  await page.keyboard.press('Escape');
  await expect(life).toBeHidden();

  // The Items page's Sold badge opens the same drawer; the unsold fifth module has no sale.
  await page.goto('/admin/manage-item');
  const itemsTable = page.getByRole('table', { name: 'Items' });
  await page.getByPlaceholder('Search serial no, product or type').fill(`E2E-${RUN}-M`);
  await expect(itemsTable.getByRole('row').filter({ hasText: `E2E-${RUN}-M` })).toHaveCount(5);
  await itemsTable.getByRole('button', { name: `Who bought ${traced}` }).click();
  await expectSoldLife(life, traced, invoiceNumber, saleDate);
  await page.keyboard.press('Escape');
  await expect(life).toBeHidden();
  const unsold = MODULE_SERIALS[4] ?? '';
  await expect(itemsTable.getByRole('button', { name: `Who bought ${unsold}` })).toHaveCount(0);
  await header.getByRole('textbox', { name: 'Serial number' }).fill(unsold);
  await header.getByRole('textbox', { name: 'Serial number' }).press('Enter');
  const unsoldLife = page.getByRole('dialog', { name: `Serial number ${unsold}` });
  await expect(unsoldLife.getByText('Available', { exact: true })).toBeVisible();
  await expect(unsoldLife.getByText('Added to stock')).toBeVisible();
  await expect(unsoldLife.getByText(/^Sold on /)).toHaveCount(0);
  await expect(unsoldLife.getByText(/^Warranty from /)).toHaveCount(0);
  await settle(page);
  await viewportShot(page, 'billing-serial-life-unsold');
  await page.keyboard.press('Escape');
  await expect(unsoldLife).toBeHidden();
  await page.goto('/admin/manage-invoice');

  // Excel export: start and end dates (YYYY-MM-DD), then the server's VAT workbook.
  await page.getByRole('button', { name: 'Excel' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export invoices to Excel' });
  await expect(exportDialog.getByLabel('Start date')).toHaveText(/^\d{4}-\d{2}-01$/);
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^VAT_Invoices_from_\d{4}-\d{2}-01_to_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  await expect(page.getByText('Excel file downloaded')).toBeVisible();

  // --- Phones (375 px): cards instead of tables, full-width drawers.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-invoice');
  const card = page.getByRole('listitem').filter({ hasText: 'Gupta Cold Storage' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByText(INVERTER_SERIAL)).toBeVisible();
  await holdCtrlM(page);
  await expect(page.getByTestId('net-profit')).toBeVisible();
  await settle(page);
  await shot(page, 'billing-invoice-list-phone');
  await releaseCtrlM(page);
  await card.getByRole('button', { name: 'Edit', exact: true }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(editDrawer.getByLabel('Invoice number')).not.toHaveValue('');
  await expect(
    editDrawer.getByLabel('Line 1', { exact: true }).getByText(MODULE_SERIALS[0] ?? ''),
  ).toBeVisible();
  await settle(page);
  await shot(page, 'billing-invoice-drawer-phone');
  // Saving an edit keeps the serials the line already holds.
  await editDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: /^Save invoice/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText(/^Invoice \S+ saved$/)).toBeVisible();
  await expect(editDrawer).toBeHidden();

  await page.goto('/admin/manage-quote');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Gupta Cold Storage' }).first(),
  ).toBeVisible();
  await settle(page);
  await shot(page, 'billing-quote-list-phone');
  await page.getByRole('button', { name: 'Create Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Quote' })).toBeVisible();
  await settle(page);
  await shot(page, 'billing-quote-drawer-phone');
});

test('staff with only quote rights picks a product line through the picker', async ({ page }) => {
  await login(page, DEMO_STAFF);
  // The staff user cannot open the catalogue page...
  await expect(page.getByRole('link', { name: 'Products' })).toHaveCount(0);

  // ...but the quote drawer's picker still offers the shop's products.
  await page.goto('/admin/manage-quote');
  await page.getByRole('button', { name: 'Create Quote' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Quote' });
  await expect(drawer).toBeVisible();
  const line = drawer.getByLabel('Line 1', { exact: true });
  await pick(line, page, 'Product', '540 Wp Mono', MODULE);
  await expect(line.getByLabel('Product name')).toHaveValue(MODULE);
  await expect(line.getByLabel('Product name')).toHaveAttribute('readonly', '');
  await expect(line.getByLabel('Price (₹)')).toHaveValue('14,040');
  await expect(line.getByLabel('GST %')).toHaveValue('5');
  await pick(drawer, page, 'Existing customer', 'Gupta', 'Gupta Cold Storage');
  await expect(drawer.getByLabel('Customer name')).toHaveValue('Gupta Cold Storage');
  await settle(page);
  await shot(page, 'billing-quote-drawer-staff');
});

/** True when two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  test(`the Create button never covers the pagination at ${viewport.width}x${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page);
    await page.goto('/admin/manage-product');
    await expect(page.getByRole('button', { name: 'next page' })).toBeVisible();
    // Ten rows make the list taller than the window, so the footer starts near or below its edge.
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    const create = page.getByRole('button', { name: 'Create Product' });
    const next = page.getByRole('button', { name: 'next page' });
    const controls = [
      next,
      page.getByRole('button', { name: 'previous page' }),
      page.getByRole('combobox', { name: 'Rows per page' }),
    ];
    for (const scroll of ['top', 'footer', 'bottom'] as const) {
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      if (scroll === 'top') await page.mouse.wheel(0, -100_000);
      if (scroll === 'footer') await next.scrollIntoViewIfNeeded();
      if (scroll === 'bottom') await page.mouse.wheel(0, 100_000);
      await settle(page);
      const button = await create.boundingBox();
      expect(button, 'the Create button is shown').not.toBeNull();
      for (const control of controls) {
        const box = await control.boundingBox();
        if (box && button)
          expect(overlaps(box, button), `${scroll}: ${String(control)}`).toBe(false);
      }
    }
    await shot(page, `create-button-products-${viewport.width}`);
  });
}
