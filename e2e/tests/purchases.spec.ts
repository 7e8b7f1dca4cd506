import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectNoOverflow,
  PHONE,
  pickOption,
  RUN,
  settle,
  shot,
  test,
  toastsGone,
} from './fixtures';

/**
 * Issue 31 in the browser: the demo shop enters a distributor's bill for two 540 Wp modules with
 * their serial numbers; the modules come into stock; the header's serial search tells where one
 * came from (bill, supplier, cost); Payables, Stock and the supplier statement show the rest.
 * Screenshots of each page at 1366 px and 390 px (README "Buying and stock").
 */
const MODULE = '540 Wp Mono PERC Half-Cut Module';
const SUPPLIER = 'Eastern Solar Distributors';
const SERIALS = [1, 2].map((n) => `PB-${RUN}-${n}`);
const BILL_NO = `ESD/E2E/${RUN}`;

async function menu(page: Page, label: string, heading = label) {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  await settle(page);
}

test('a bill with serials comes into stock; its serial, payables and stock show it', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await menu(page, 'Purchase Bills');
  await page.getByRole('button', { name: 'Create Purchase Bill' }).click();
  const drawer = page.getByRole('dialog', { name: /Purchase Bill/ });
  await expect(drawer).toBeVisible();
  await pickOption(drawer, page, 'Supplier', 'Eastern', SUPPLIER);
  await drawer.getByLabel("Supplier's invoice no.").fill(BILL_NO);
  // Two modules at ₹10,000 each, within the state; the server checks the printed total again.
  await pickOption(drawer, page, 'Product', '540 Wp Mono', MODULE);
  await drawer.getByLabel('Quantity').fill('2');
  await drawer.getByLabel('Rate (₹)').fill('10000');
  await drawer.getByLabel('Serial numbers').fill(SERIALS.join('\n'));
  await expect(drawer.getByText('One per line, scanned or pasted: 2 of 2')).toBeVisible();
  const owed = drawer
    .getByRole('row', { name: /Total owed/ })
    .getByRole('cell')
    .last();
  const total = ((await owed.textContent()) ?? '').replace(/[₹,\s]/g, '');
  // 2 × 10,000 = 20,000 taxable and the module's 5 % GST (CGST 500 + SGST 500) = 21,000.00.
  expect(total).toBe('21000.00');
  await drawer.getByLabel("Total printed on the supplier's bill (₹)").fill(total);
  await expect(drawer.getByText(/Difference ₹0\.00/)).toBeVisible();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: /Save this|Create this|Enter this/ });
  if (await confirm.isVisible().catch(() => false)) {
    await confirm.getByRole('button', { name: /Create|Save|Enter/ }).click();
  }
  await expect(drawer).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(BILL_NO.replace(/\//g, '\\/')) });
  await expect(row).toBeVisible();
  const entry = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';
  expect(entry).toMatch(/^PB\/\d{2}-\d{2}\/\d{4}$/);
  await toastsGone(page);

  // The supplier's own bill attached beside the entry (a PDF), then opened from its link.
  await row.getByRole('button', { name: 'Show details' }).click();
  const attachment = page.getByLabel('Attachment');
  await expect(attachment.getByText(/No file attached/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await attachment.getByRole('button', { name: "Attach the supplier's bill" }).click();
  await (
    await chooser
  ).setFiles({
    name: `${BILL_NO.replace(/\//g, '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  const link = attachment.getByRole('link', { name: `${BILL_NO.replace(/\//g, '-')}.pdf` });
  await expect(link).toBeVisible();
  // Fetched as the browser does (the shop's host resolves only inside Chromium).
  const served = await page.evaluate(
    async (href) => {
      const reply = await fetch(href);
      return { status: reply.status, head: (await reply.text()).slice(0, 5) };
    },
    (await link.getAttribute('href')) ?? '',
  );
  expect(served).toEqual({ status: 200, head: '%PDF-' });
  await toastsGone(page);
  await shot(page, 'purchases-bills-1366');

  // A revision: the rate was ₹10,200, not ₹10,000. The drawer opens with the saved bill; the
  // entry number stays and the detail says Revision 2.
  await row.getByRole('button', { name: 'Revise' }).click();
  const revise = page.getByRole('dialog', { name: /Purchase Bill/ });
  await expect(revise.getByLabel("Supplier's invoice no.")).toHaveValue(BILL_NO);
  await expect(revise.getByLabel('Serial numbers')).toHaveValue(SERIALS.join('\n'));
  await revise.getByLabel('Rate (₹)').fill('10200');
  const revisedTotal = (
    (await revise
      .getByRole('row', { name: /Total owed/ })
      .getByRole('cell')
      .last()
      .textContent()) ?? ''
  ).replace(/[₹,\s]/g, '');
  // 2 × 10,200 = 20,400 plus 5 % (1,020) = 21,420.00.
  expect(revisedTotal).toBe('21420.00');
  await revise.getByLabel("Total printed on the supplier's bill (₹)").fill(revisedTotal);
  await revise.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: /Save changes to Purchase Bill/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Purchase bill revised')).toBeVisible();
  await expect(revise).toBeHidden();
  await expect(row.getByRole('cell', { name: '₹21,420.00' })).toBeVisible();
  await expect(page.getByText(/Revision 2 · due/)).toBeVisible();
  await toastsGone(page);

  // The serial's life, from the header search: the bill, the supplier, the revised cost (₹10,200.00).
  const search = page.getByRole('search', { name: 'Serial number search' });
  await search.getByRole('textbox', { name: 'Serial number' }).fill(SERIALS[0]!);
  await search.getByRole('textbox', { name: 'Serial number' }).press('Enter');
  const life = page.getByRole('dialog', { name: `Serial number ${SERIALS[0]}` });
  await expect(life.getByText(`Bought on ${entry}`)).toBeVisible();
  await expect(
    life.getByText(new RegExp(`${SUPPLIER} · bill ${BILL_NO}.*₹10,200\\.00`)),
  ).toBeVisible();
  await expect(life.getByText('Available')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(life).toBeHidden();

  // A purchase return of one of the two modules: the drawer shows what was bought and what is
  // left; after the return, the line says 1 returned, 1 left, and only the other serial can go.
  await row.getByRole('button', { name: 'Return goods' }).click();
  const giveBack = page.getByRole('dialog', { name: /Purchase Return/ });
  await expect(giveBack.getByText(/Bought 2 \S+ · returned 0 · left 2/)).toBeVisible();
  await giveBack.getByLabel('Reason').fill('One module arrived with a cracked cell');
  await giveBack.getByRole('checkbox', { name: SERIALS[1]! }).check();
  await giveBack.getByRole('button', { name: 'Save', exact: true }).click();
  const confirmReturn = page.getByRole('dialog', { name: /Create this|Save this|Record this/ });
  if (await confirmReturn.isVisible().catch(() => false)) {
    await confirmReturn.getByRole('button', { name: /Create|Save|Record/ }).click();
  }
  await expect(page.getByText(/Purchase return .* recorded \(₹10,710\.00\)/)).toBeVisible();
  await expect(giveBack).toBeHidden();
  await toastsGone(page);
  await row.getByRole('button', { name: 'Return goods' }).click();
  await expect(giveBack.getByText(/Bought 2 \S+ · returned 1 · left 1/)).toBeVisible();
  await expect(giveBack.getByRole('checkbox', { name: SERIALS[0]! })).toBeVisible();
  await expect(giveBack.getByRole('checkbox', { name: SERIALS[1]! })).toHaveCount(0);
  await shot(page, 'purchases-return-1366');
  await page.keyboard.press('Escape');
  await expect(giveBack).toBeHidden();

  // Payables: the distributor owes us nothing; we owe it this bill among others.
  await menu(page, 'Payables');
  await expect(page.getByRole('row', { name: new RegExp(SUPPLIER) })).toBeVisible();
  await shot(page, 'purchases-payables-1366');
  await menu(page, 'Stock');
  await shot(page, 'purchases-stock-1366');

  // Phone: each page fits 390 px without sideways scrolling.
  await page.setViewportSize(PHONE);
  for (const path of ['manage-purchase-bill', 'payables', 'stock']) {
    await page.goto(`/admin/${path}`);
    await settle(page);
    await expectNoOverflow(page, 1);
    await shot(page, `purchases-${path}-390`);
  }
});
