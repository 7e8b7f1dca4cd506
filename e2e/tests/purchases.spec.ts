import type { Locator, Page } from '@playwright/test';
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
  viewportShot,
} from './fixtures';

/**
 * Issue 31 in the browser: the demo shop enters a distributor's bill for two 540 Wp modules with
 * their serial numbers; the modules come into stock; the header's serial search tells where one
 * came from (bill, supplier, cost); Payables, Stock and the supplier statement show the rest.
 * The supplier's bill (a photo) is picked while the bill is typed, shown beside the form, and is
 * on the bill's row once saved.
 * Screenshots of each page at 1366 px and 390 px (README "Buying and stock").
 */
const MODULE = '540 Wp Mono PERC Half-Cut Module';
const SUPPLIER = 'Eastern Solar Distributors';
const SERIALS = [1, 2].map((n) => `PB-${RUN}-${n}`);
const BILL_NO = `ESD/E2E/${RUN}`;

/** A photo of the distributor's bill: a PNG drawn by the browser (about 20 KB). */
async function billPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ number, supplier }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 600;
      canvas.height = 800;
      const g = canvas.getContext('2d');
      if (!g) return '';
      g.fillStyle = '#fdfcf7';
      g.fillRect(0, 0, 600, 800);
      g.fillStyle = '#1b3a5c';
      g.fillRect(0, 0, 600, 90);
      g.fillStyle = '#ffffff';
      g.font = 'bold 26px sans-serif';
      g.fillText(supplier, 30, 55);
      g.fillStyle = '#222222';
      g.font = 'bold 22px sans-serif';
      g.fillText('TAX INVOICE', 30, 140);
      g.font = '16px sans-serif';
      g.fillText(`Invoice no. ${number}`, 30, 175);
      g.fillText('540 Wp Mono PERC Half-Cut Module   2 × 10,000.00', 30, 260);
      g.fillText('CGST 2.5 %   500.00     SGST 2.5 %   500.00', 30, 295);
      g.font = 'bold 18px sans-serif';
      g.fillText('Total  ₹21,000.00', 380, 380);
      g.strokeStyle = '#999999';
      for (const y of [225, 320, 345]) g.strokeRect(30, y, 540, 0.5);
      return canvas.toDataURL('image/png');
    },
    { number: BILL_NO, supplier: SUPPLIER },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Picks `file` through the button `name` in `scope` (the browser's file chooser). */
async function pickFile(
  page: Page,
  scope: Locator,
  name: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name }).click();
  await (await chooser).setFiles(file);
}

/** The supplier's PDF: one blank A4 page, enough for the browser's viewer to show a page. */
const pdf = {
  name: `${BILL_NO.replace(/\//g, '-')}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

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
  // The supplier's bill, photographed, picked while typing: shown beside the form (the drawer
  // widens to two columns), attached once the bill is saved.
  const photo = { name: `${BILL_NO.replace(/\//g, '-')}.png`, mimeType: 'image/png' };
  const png = await billPhoto(page);
  await pickFile(page, drawer, "Attach the supplier's bill", { ...photo, buffer: png });
  const preview = drawer.getByRole('img', { name: `Preview of ${photo.name}` });
  await expect(preview).toBeVisible();
  await expect(drawer.getByText(/attached when the bill is saved/)).toBeVisible();
  const field = await drawer.getByLabel("Supplier's invoice no.").boundingBox();
  const beside = await preview.boundingBox();
  expect(field && beside && beside.x > field.x + field.width).toBe(true);
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
  await toastsGone(page);
  await viewportShot(page, 'purchases-bill-drawer-1366');
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

  // The photo picked in the drawer is on the bill's row; the supplier's PDF then replaces it
  // there, and is opened from its link.
  await row.getByRole('button', { name: 'Show details' }).click();
  const attachment = page.getByLabel('Attachment');
  await expect(attachment.getByRole('link', { name: photo.name })).toBeVisible();
  await expect(attachment.getByRole('img', { name: photo.name })).toBeVisible();
  await pickFile(page, attachment, 'Replace file', pdf);
  const link = attachment.getByRole('link', { name: pdf.name });
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
  // The bill's saved file (the PDF) is shown beside the revision.
  await expect(revise.locator(`iframe[title="Preview of ${pdf.name}"]`)).toBeVisible();
  await viewportShot(page, 'purchases-bill-revise-1366');
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

  // Phone: each page fits 390 px without sideways scrolling; the drawer shows a picked bill
  // above the form, and a picked file alone counts as a change (Escape asks before discarding).
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-purchase-bill');
  await settle(page);
  await page.getByRole('button', { name: 'Create Purchase Bill' }).click();
  await pickFile(page, drawer, "Attach the supplier's bill", { ...photo, buffer: png });
  await expect(drawer.getByRole('img', { name: `Preview of ${photo.name}` })).toBeVisible();
  await expectNoOverflow(page, 1);
  await viewportShot(page, 'purchases-bill-drawer-390');
  // A PDF picked instead is framed from its object URL, which the page's CSP allows.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) refused.push(m.text());
  });
  await pickFile(page, drawer, 'Replace file', { ...pdf, name: 'scan.pdf' });
  const framed = drawer.locator('iframe[title="Preview of scan.pdf"]');
  await expect(framed).toHaveAttribute('src', /^blob:/);
  await expect(drawer.getByRole('img', { name: `Preview of ${photo.name}` })).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(refused).toEqual([]);
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await discard.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(drawer).toBeHidden();
  for (const path of ['manage-purchase-bill', 'payables', 'stock']) {
    await page.goto(`/admin/${path}`);
    await settle(page);
    await expectNoOverflow(page, 1);
    await shot(page, `purchases-${path}-390`);
  }
});
