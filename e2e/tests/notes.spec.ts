import { type Page } from '@playwright/test';
import {
  PHONE,
  RUN,
  createCustomer,
  expect,
  expectNoOverflow,
  postInvoice,
  productId,
  pickOption as pick,
  settle,
  shot,
  stockItems,
  test,
  trpcQuery,
} from './fixtures';

/**
 * Credit notes (issue 16; CGST Act s.34): an invoice for 3 serial-numbered modules, a credit note
 * raised from its row taking 2 of them back, the Credit Notes page listing it with its total, the
 * 2 serials in stock again on the Items page, and the note cancelled (number kept).
 */

const CUSTOMER = 'Sunrise Apartments RWA'; // West Bengal, as the shop: CGST + SGST
const MODULE = '540 Wp Mono PERC Half-Cut Module'; // MOD-MONO-540, 5 % GST
const SERIALS = [1, 2, 3].map((n) => `E2E-CN-${RUN}-${n}`);

/** The demo shop has no stock: three serial-numbered modules through the REST API (spec §7). */
async function stockModules(page: Page) {
  const items = SERIALS.map((serialNo) => ({ product: 'MOD-MONO-540', serialNo, type: 'Module' }));
  await stockItems(page, items);
}

/** Sunrise RWA buys the three modules at ₹15,000: 45,000 + 5 % GST 2,250 = ₹47,250. */
async function createInvoice(page: Page) {
  await page.goto('/admin/manage-invoice');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Customer Details' }).click();
  await pick(drawer, page, 'Bill to', 'Sunrise', CUSTOMER);
  const line = drawer.getByLabel('Line 1', { exact: true });
  await pick(line, page, 'Product', '540 Wp Mono', MODULE);
  await line.getByLabel('Quantity').fill('3');
  await line.getByLabel('Price (₹ per unit)').fill('15000');
  await line.getByLabel('Serial numbers').click();
  for (const serialNo of SERIALS) await page.getByRole('option', { name: serialNo }).click();
  await page.keyboard.press('Escape');
  await expect(drawer.getByLabel('Totals').getByText('₹47,250.00')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create this invoice?' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(page.getByText(/^Invoice \S+ saved$/)).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('a credit note takes 2 of 3 serials back and is cancelled', async ({ adminPage: page }) => {
  test.setTimeout(120_000);
  await stockModules(page);
  await createInvoice(page);

  // --- The invoice list: the new invoice is the newest row; its credit note button.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const invoiceRow = invoices.getByRole('row').nth(1);
  await expect(invoiceRow).toContainText(CUSTOMER);
  await expect(invoiceRow).toContainText('₹47,250');
  const invoiceNumber = (await invoiceRow.getByRole('cell').nth(1).innerText()).trim();
  // Notes are in the row's 'More actions' menu (issue 29: the table fits 1366 px).
  await invoiceRow.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Create credit note' }).click();

  const drawer = page.getByRole('dialog', { name: 'Create Credit Note' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`Against invoice: ${invoiceNumber}`)).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Reason' })).toHaveValue('Sales return');
  const line = drawer.getByLabel('Line 1', { exact: true });
  await expect(line.getByText('Left 3 worth ₹45,000.00')).toBeVisible();
  // 2 of 3 come back: the value follows, 45,000 × 2 ÷ 3 = 30,000.
  await line.getByLabel('Qty returned').fill('2');
  await expect(line.getByLabel('Value credited (₹)')).toHaveValue('30,000');
  await line.getByLabel('Serial numbers returned').click();
  await page.getByRole('option', { name: SERIALS[0] }).click();
  await page.getByRole('option', { name: SERIALS[1] }).click();
  await page.keyboard.press('Escape');
  await expect(line.getByText('2 of at most 2 chosen')).toBeVisible();
  // 30,000 at 5 % within the state: CGST 750 + SGST 750 = ₹31,500.
  const totals = drawer.getByLabel('Totals');
  await expect(totals.getByText('CGST')).toBeVisible();
  await expect(totals.getByText('₹31,500.00')).toBeVisible();
  await settle(page);
  await shot(page, 'notes-credit-drawer');

  // No more than is left on the line: the input stops at ₹45,000.
  await line.getByLabel('Value credited (₹)').fill('45001');
  await line.getByLabel('Value credited (₹)').blur();
  await expect(line.getByLabel('Value credited (₹)')).toHaveValue('45,000');
  await line.getByLabel('Value credited (₹)').fill('30000');

  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Issue this credit note?' });
  await expect(confirm.getByText(/This action cannot be undone\./)).toBeVisible();
  await confirm.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Credit note issued')).toBeVisible();
  await expect(drawer).toBeHidden();

  // The invoice's detail panel lists its credit note.
  await invoiceRow.getByRole('button', { name: 'Show details' }).click();
  const invoiceNotes = invoices.getByRole('table', { name: 'Credit and debit notes' });
  await expect(invoiceNotes).toContainText('Credit note');
  await expect(invoiceNotes).toContainText('₹31,500.00');
  await settle(page);
  await shot(page, 'notes-invoice-panel');

  // --- The Credit Notes page: newest first, with its total; details show the serials.
  await page.getByRole('link', { name: 'Credit Notes' }).click();
  await expect(page.getByRole('heading', { name: 'Credit Notes' })).toBeVisible();
  const notes = page.getByRole('table', { name: 'Credit notes' });
  for (const header of ['Note No', 'Date', 'Customer', 'Reason', 'Taxable', 'Total', 'Status']) {
    await expect(notes.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const noteRow = notes.getByRole('row').nth(1);
  await expect(noteRow).toContainText(CUSTOMER);
  await expect(noteRow).toContainText('Sales return');
  await expect(noteRow).toContainText('₹30,000.00');
  await expect(noteRow).toContainText('₹31,500.00');
  await expect(noteRow).toContainText('Issued');
  const noteNumber = (await noteRow.getByRole('cell').nth(1).innerText()).trim();
  await noteRow.getByRole('button', { name: 'Show details' }).click();
  await expect(notes.getByText(invoiceNumber).first()).toBeVisible();
  for (const serialNo of SERIALS.slice(0, 2)) await expect(notes.getByText(serialNo)).toBeVisible();
  await expect(notes.getByText(SERIALS[2] ?? '')).toHaveCount(0);
  await settle(page);
  await shot(page, 'notes-credit-list');

  // --- The Items page: the two returned serials are available again, the third still sold.
  await page.getByRole('link', { name: 'Items' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(`E2E-CN-${RUN}`);
  const items = page.getByRole('table', { name: 'Items' });
  for (const [i, serialNo] of SERIALS.entries()) {
    const row = items.getByRole('row', { name: new RegExp(serialNo) });
    await expect(row).toContainText(i < 2 ? 'Available' : 'Sold');
  }
  await settle(page);
  await shot(page, 'notes-items-available');

  // --- Cancel the note: the spec's wording, the number kept with a red badge.
  await page.getByRole('link', { name: 'Credit Notes' }).click();
  const row = notes.getByRole('row', { name: new RegExp(noteNumber) });
  // Re-issue opens on the note as issued (same number, its quantity and serials): revision 2.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Credit Note' });
  await expect(edit.getByLabel('Note number')).toHaveValue(noteNumber);
  const editLine = edit.getByLabel('Line 1', { exact: true });
  await expect(editLine.getByLabel('Qty returned')).toHaveValue('2');
  await expect(editLine.getByText('Left 3 worth ₹45,000.00')).toBeVisible();
  await expect(editLine.getByText(SERIALS[1] ?? '')).toBeVisible();
  await settle(page);
  await shot(page, 'notes-credit-edit-drawer');
  await edit.getByLabel('Remarks').fill('Two modules cracked in transit');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: `Re-issue credit note ${noteNumber}?` })
    .getByRole('button', { name: 'Re-issue' })
    .click();
  await expect(page.getByText('Credit note re-issued')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('₹31,500.00');
  await row.getByRole('button', { name: 'Show details' }).click();
  await expect(notes.getByText('Two modules cracked in transit')).toBeVisible();
  await expect(notes.getByText(/Revision:\s*2/)).toBeVisible();
  await row.getByRole('button', { name: 'Hide details' }).click();
  await row.getByRole('button', { name: 'Cancel' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel credit note "${noteNumber}"?` });
  await expect(cancelDialog.getByText('This action cannot be undone.')).toBeVisible();
  await settle(page);
  await shot(page, 'notes-cancel-confirm');
  await cancelDialog.getByRole('button', { name: 'Cancel credit note' }).click();
  await expect(page.getByText('Credit note cancelled')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await settle(page);
  await shot(page, 'notes-credit-cancelled');

  // The serials went back on the invoice: sold again.
  const stock = await page.evaluate(async (search) => {
    const res = await fetch(`/api/item?search=${search}&status=available`, {
      credentials: 'include',
    });
    return (await res.json()) as { data: { serialNo: string }[] };
  }, `E2E-CN-${RUN}`);
  expect(stock.data).toEqual([]);

  // --- Phones (390 px): cards, the detail panel and a full-width drawer.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-credit-note');
  const card = page.getByRole('listitem').filter({ hasText: noteNumber }).first();
  await expect(card).toContainText('Cancelled');
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByText(/Qty returned 2 UNITS/)).toBeVisible();
  await settle(page);
  await shot(page, 'notes-credit-list-phone');
  await page.goto('/admin/manage-invoice');
  const invoiceCard = page.getByRole('listitem').filter({ hasText: invoiceNumber }).first();
  await invoiceCard.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Create credit note' })).toBeVisible();
  await settle(page);
  await shot(page, 'notes-invoice-list-phone');
  await page.getByRole('menuitem', { name: 'Create debit note' }).click();
  const debit = page.getByRole('dialog', { name: 'Create Debit Note' });
  await expect(debit).toBeVisible();
  await debit.getByLabel('Line 1', { exact: true }).getByLabel('Value added (₹)').fill('1000');
  // 1,000 at 5 %: ₹1,050.
  await expect(debit.getByLabel('Totals').getByText('₹1,050.00')).toBeVisible();
  await settle(page);
  await shot(page, 'notes-debit-drawer-phone');
  // The drawer has changes: Escape asks first (issue 29 item 3), Discard closes it.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(debit).toBeHidden();
});

test('the invoice and receivables tables fit 1366 px; row actions keep their places (issue 29)', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/manage-invoice');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row').nth(1)).toBeVisible();
  await settle(page);
  // Neither the page nor the table scrolls sideways: the Actions column is in view.
  await expectNoOverflow(page);
  const fits = await invoices.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
  expect(fits).toBe(true);
  const actions = invoices.getByRole('columnheader', { name: 'Actions' });
  const header = await actions.boundingBox();
  expect((header?.x ?? 9999) + (header?.width ?? 0)).toBeLessThanOrEqual(1366);
  // 'More actions' sits at the same x on every row, whichever actions a row lacks.
  const xs = await invoices
    .getByRole('button', { name: 'More actions' })
    .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().x)));
  expect(xs.length).toBeGreaterThan(1);
  expect(new Set(xs).size).toBe(1);

  // Receivables: the Advance column is in view too.
  await page.goto('/admin/manage-payment');
  await page.getByRole('tab', { name: 'Receivables' }).click();
  const receivables = page.getByRole('table', { name: 'Receivables' });
  const advance = await receivables.getByRole('columnheader', { name: 'Advance' }).boundingBox();
  expect((advance?.x ?? 9999) + (advance?.width ?? 0)).toBeLessThanOrEqual(1366);
  await expectNoOverflow(page);
});

test('cancelling an invoice asks for a reason, kept with the invoice (issue 29)', async ({
  adminPage: page,
}) => {
  const customer = await createCustomer(page, { name: `E2E Cancel ${RUN}`, stateCode: 19 });
  const created = await postInvoice(page, {
    billTo: customer,
    products: [{ product: await productId(page, 'MOD-MONO-540'), quantity: 1, price: '15000' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const number = created.body.data.invoiceNumber;
  await page.goto(`/admin/manage-invoice?search=${encodeURIComponent(number)}`);
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row', { name: number });
  await row.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel invoice "${number}"?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Billed twice by mistake');
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(page.getByText('Invoice cancelled')).toBeVisible();
  const list = await trpcQuery<{ data: { id: string }[] }>(page, 'tenant.invoices.list', {
    page: 1,
    pageSize: 5,
    search: number,
  });
  const detail = await trpcQuery<{ status: string; cancelReason: string }>(
    page,
    'tenant.invoices.get',
    { id: list.data[0]?.id },
  );
  expect(detail).toMatchObject({ status: 'cancelled', cancelReason: 'Billed twice by mistake' });
});

test('on a phone the Create button rests under the cards, never over one (issue 29)', async ({
  adminPage: page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-invoice');
  const cards = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Invoice' });
  // At the top of the list (where a floating button would cover the first screen's cards) and
  // scrolled to the end, the button's box meets no card's box.
  for (const where of ['top', 'bottom'] as const) {
    if (where === 'bottom') await create.scrollIntoViewIfNeeded();
    const overlaps = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Create Invoice'),
      );
      if (!button) return -1;
      const b = button.getBoundingClientRect();
      return [...document.querySelectorAll('[role="listitem"]')].filter((card) => {
        const c = card.getBoundingClientRect();
        return b.left < c.right && b.right > c.left && b.top < c.bottom && b.bottom > c.top;
      }).length;
    });
    expect(overlaps, where).toBe(0);
  }
});
