import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  RUN,
  createCustomer,
  expect,
  expectNoOverflow,
  pickOption as pick,
  settle,
  test,
  trpcQuery,
  viewportShot,
} from './fixtures';

/**
 * Issue 30 in the demo shop (West Bengal, e-invoicing on): an export invoice with its country of
 * destination, port code and shipping bill number, made in the drawer's Export Details section;
 * a reverse-charge invoice to a registered buyer (Gupta Cold Storage, 19AABCD1234E1Z5) with the
 * goods delivered to a typed address with its city and PIN (the place of supply stays the buyer's
 * state, IGST Act s.10(1)(b)). Both at 1366 px and 390 px; both PDFs downloaded and read.
 */

const MODULE = '540 Wp Mono PERC Half-Cut Module'; // MOD-MONO-540, HSN 8541, 5 % GST
const REGISTERED = 'Gupta Cold Storage';
const EXPORTER = `Gulf Solar LLC ${RUN}`;

/** The row's PDF action: the file downloaded, read by pdftotext, and drawn as PNGs to look at. */
async function invoicePdf(page: Page, row: Locator, number: string, name: string) {
  await row.getByRole('button', { name: 'PDF' }).click();
  const preview = page.getByRole('dialog', { name: `Invoice ${number}` });
  await expect(preview.getByRole('link', { name: 'Download' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await preview.getByRole('link', { name: 'Download' }).click();
  const file = `screenshots/${name}.pdf`;
  await (await downloading).saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', file, `screenshots/${name}`]);
  }
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  return execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
}

/** Saves the drawer's new invoice; its number, from the toast. */
async function createInvoice(page: Page, drawer: Locator): Promise<string> {
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create this invoice?' })
    .getByRole('button', { name: 'Create' })
    .click();
  const toast = page.getByText(/^Invoice \S+ saved$/);
  await expect(toast).toBeVisible();
  const number = ((await toast.innerText()).match(/^Invoice (\S+) saved$/) ?? [])[1] ?? '';
  await expect(drawer).toBeHidden();
  return number;
}

async function openDrawer(page: Page) {
  await page.goto('/admin/manage-invoice');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function addModules(page: Page, drawer: Locator, quantity: string) {
  const line = drawer.getByLabel('Line 1', { exact: true });
  await pick(line, page, 'Product', '540 Wp Mono', MODULE);
  await line.getByLabel('Quantity').fill(quantity);
  await line.getByLabel('Price (₹ per unit)').fill('15000');
}

test('an export invoice with its shipping bill, and a reverse-charge invoice, in the drawer and on the PDF', async ({
  adminPage: page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  await createCustomer(page, {
    name: EXPORTER,
    stateCode: 96,
    address: 'Office 1204, Al Moosa Tower 2, Sheikh Zayed Road',
    city: 'Dubai',
  });

  // --- Export: the Export Details section appears for a bill-to abroad.
  let drawer = await openDrawer(page);
  await expect(drawer.getByRole('button', { name: 'Export Details' })).toHaveCount(0);
  await pick(drawer, page, 'Bill to', 'Gulf Solar', EXPORTER);
  await drawer.getByRole('combobox', { name: 'Zero-rated supply' }).click();
  await page.getByRole('option', { name: 'Under LUT or bond, without IGST (WOPAY)' }).click();
  await expect(drawer.getByRole('switch', { name: 'Tax payable on reverse charge' })).toHaveCount(0); // prettier-ignore
  await drawer.getByRole('button', { name: 'Export Details' }).click();
  const country = drawer.getByRole('combobox', { name: 'Country of destination' });
  await country.click();
  await country.fill('Emirates');
  await page.getByRole('option', { name: 'United Arab Emirates (AE)' }).click();
  const port = drawer.getByLabel('Port code');
  await port.fill('inmaa1');
  await expect(port).toHaveValue('INMAA1');
  await drawer.getByLabel('Shipping bill number').fill('4123456');
  await addModules(page, drawer, '4');
  // 4 × 15,000 under LUT: no IGST.
  await expect(drawer.getByLabel('Totals').getByText('₹60,000.00').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Export Details' }).scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-export-drawer');
  const exportNumber = await createInvoice(page, drawer);

  // --- Reverse charge to a registered buyer, goods delivered to a typed address elsewhere.
  drawer = await openDrawer(page);
  await pick(drawer, page, 'Bill to', 'Gupta', REGISTERED);
  const rc = drawer.getByRole('switch', { name: 'Tax payable on reverse charge' });
  await expect(drawer.getByText('no tax is collected from the buyer')).toBeVisible();
  await rc.check();
  await addModules(page, drawer, '4');
  // 60,000 at 5 % within West Bengal: CGST = SGST = 1,500.00, paid by the buyer; total 60,000.
  const totals = drawer.getByLabel('Totals');
  await expect(totals).toContainText('CGST (reverse charge)₹1,500.00');
  await expect(totals).toContainText('Paid by the buyer, not collected-₹3,000.00');
  await expect(totals).toContainText('₹60,000.00');
  await drawer.getByRole('button', { name: 'Shipping & Transport' }).click();
  await drawer.getByLabel('Delivery name').fill('Gupta Cold Storage - Sanand unit');
  await drawer.getByLabel('Delivery address').fill('Survey 118, Sanand GIDC');
  await drawer.getByLabel('Delivery city').fill('Ahmedabad');
  await drawer.getByLabel('Delivery PIN code').fill('382110');
  await pick(drawer, page, 'Delivery state', 'Gujarat', '24 - Gujarat');
  await drawer.getByRole('button', { name: 'Customer Details' }).click();
  await expect(drawer.getByText("The bill-to's state, though the goods go elsewhere: IGST Act s.10(1)(b)")).toBeVisible(); // prettier-ignore
  await expect(drawer.getByRole('combobox', { name: 'Place of supply' })).toHaveValue('19 - West Bengal'); // prettier-ignore
  await drawer.getByRole('button', { name: 'Customer Details' }).scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-reverse-charge-drawer');

  // The same drawer on a phone: nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await settle(page);
  await expectNoOverflow(page);
  await rc.scrollIntoViewIfNeeded();
  await viewportShot(page, 'issue30-reverse-charge-drawer-phone');
  await drawer.getByLabel('Delivery PIN code').scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-delivery-phone');
  await page.setViewportSize(DESKTOP);
  const rcNumber = await createInvoice(page, drawer);

  // --- Stored as typed.
  const list = await trpcQuery<{ data: { id: string; invoiceNumber: string }[] }>(
    page,
    'tenant.invoices.list',
    { page: 1, pageSize: 10 },
  );
  const idOf = (n: string) => list.data.find((r) => r.invoiceNumber === n)?.id ?? '';
  const exported = await trpcQuery<Record<string, unknown>>(page, 'tenant.invoices.get', { id: idOf(exportNumber) }); // prettier-ignore
  expect(exported).toMatchObject({
    placeOfSupply: 96,
    supplyType: 'WOPAY',
    exportDetails: { countryCode: 'AE', portCode: 'INMAA1', shippingBillNumber: '4123456', shippingBillDate: null }, // prettier-ignore
  });
  const reverse = await trpcQuery<Record<string, unknown>>(page, 'tenant.invoices.get', { id: idOf(rcNumber) }); // prettier-ignore
  expect(reverse).toMatchObject({
    reverseCharge: true,
    placeOfSupply: 19,
    cgstAmount: '1500.00',
    sgstAmount: '1500.00',
    totalAmount: '60000.00',
    deliveryAddress: {
      address: 'Survey 118, Sanand GIDC',
      stateCode: 24,
      city: 'Ahmedabad',
      pinCode: '382110',
    },
  });

  // --- The detail panels and the PDFs.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const rcRow = invoices.getByRole('row').filter({ hasText: rcNumber });
  await rcRow.getByRole('button', { name: 'Show details' }).click();
  const panel = invoices.getByTestId('invoice-detail');
  await expect(panel).toContainText('Reverse charge: Yes (the buyer pays the tax)');
  await expect(panel).toContainText('Paid by the buyer, not collected');
  await settle(page);
  await viewportShot(page, 'issue30-reverse-charge-panel');
  const rcText = await invoicePdf(page, rcRow, rcNumber, 'issue30-reverse-charge');
  expect(rcText).toContain('Tax payable on reverse charge: Yes');
  expect(rcText).toContain('Tax payable by recipient ₹3,000.00');
  expect(rcText).toContain('Amount Payable ₹60,000.00');
  expect(rcText).toContain('Survey 118, Sanand GIDC, Ahmedabad - 382110');
  expect(rcText).toContain('Place of Supply: West Bengal (19)');
  expect(rcText).toContain('State: Gujarat (24)');

  const exportRow = invoices.getByRole('row').filter({ hasText: exportNumber });
  await rcRow.getByRole('button', { name: 'Hide details' }).click();
  await exportRow.getByRole('button', { name: 'Show details' }).click();
  await expect(invoices.getByTestId('invoice-detail')).toContainText('Destination: United Arab Emirates (AE)'); // prettier-ignore
  const exportText = await invoicePdf(page, exportRow, exportNumber, 'issue30-export');
  expect(exportText).toContain('Country of Destination: United Arab Emirates (AE)');
  expect(exportText).toContain('Port Code: INMAA1');
  expect(exportText).toContain('Shipping Bill No.: 4123456');
  expect(exportText).toContain('Tax payable on reverse charge: No');
  expect(exportText).toContain('Office 1204, Al Moosa Tower 2, Sheikh Zayed Road, Dubai');

  // --- The Export Details section on a phone; Escape on the changed drawer asks before the
  // export details are thrown away.
  await page.setViewportSize(PHONE);
  drawer = await openDrawer(page);
  await pick(drawer, page, 'Bill to', 'Gulf Solar', EXPORTER);
  await drawer.getByRole('button', { name: 'Export Details' }).click();
  await drawer.getByLabel('Port code').fill('INBOM1');
  await drawer.getByRole('button', { name: 'Export Details' }).scrollIntoViewIfNeeded();
  await settle(page);
  await expectNoOverflow(page);
  await viewportShot(page, 'issue30-export-drawer-phone');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(drawer).toBeHidden();
});

test('the shop’s city and e-invoicing settings, and a product’s taxability', async ({
  adminPage: page,
}) => {
  await page.setViewportSize(DESKTOP);
  // Settings: City in Contact Info, E-Invoicing in GST & Legal (the demo shop is over ₹5 crore).
  await page.goto('/admin/change-details#contact-info');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Kolkata');
  await page.getByRole('button', { name: '3. GST & Legal' }).click();
  const eInvoicing = page.getByRole('combobox', { name: 'E-Invoicing' });
  await expect(eInvoicing).toHaveValue('Applies (aggregate turnover over ₹5 crore)');
  await eInvoicing.scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-settings-einvoicing');
  await page.getByRole('textbox', { name: 'City' }).scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-settings-city');

  // A customer: City beside the PIN, and a City on each shipping address.
  await page.goto('/admin/manage-customer');
  await page.getByRole('button', { name: 'Create Customer' }).click();
  const customer = page.getByRole('dialog', { name: 'Create Customer' });
  await customer.getByRole('textbox', { name: 'City' }).fill('Howrah');
  await customer.getByRole('button', { name: 'Add shipping address' }).click();
  await customer.getByLabel('City').nth(1).fill('Ahmedabad');
  await customer.getByRole('button', { name: 'Add shipping address' }).scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-customer-city');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click(); // prettier-ignore
  await expect(customer).toBeHidden();

  // A product: Exempt sets the GST rate to 0 and locks it; Taxable frees it again.
  await page.goto('/admin/manage-product');
  await page.getByRole('button', { name: 'Create Product' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Product' });
  const rate = drawer.getByLabel('GST rate (%)');
  await rate.fill('18');
  await drawer.getByRole('combobox', { name: 'Taxability' }).click();
  await page.getByRole('option', { name: 'Exempt' }).click();
  await expect(rate).toHaveValue('0');
  await expect(rate).toBeDisabled();
  await expect(drawer.getByText('Exempted from GST by notification')).toBeVisible();
  await rate.scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'issue30-product-exempt');
  await page.setViewportSize(PHONE);
  await rate.scrollIntoViewIfNeeded();
  await settle(page);
  await expectNoOverflow(page);
  await viewportShot(page, 'issue30-product-exempt-phone');
  await drawer.getByRole('combobox', { name: 'Taxability' }).click();
  await page.getByRole('option', { name: 'Taxable' }).click();
  await expect(rate).toBeEnabled();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click(); // prettier-ignore
  await expect(drawer).toBeHidden();
});
