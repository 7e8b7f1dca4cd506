import { readFile } from 'node:fs/promises';
import {
  DEMO_STAFF,
  DESKTOP,
  PHONE,
  RUN,
  createCustomer,
  expect,
  expectNoOverflow,
  login,
  settle,
  shot,
  test,
  toastsGone,
  viewportShot,
  escapeAndDiscard,
} from './fixtures';
import {
  BUYER_GSTIN,
  SHOP_GSTIN,
  createInvoice,
  escaped,
  inr,
  lastMonth,
  overviewOf,
  paise,
  type Section,
} from './returns-fixtures';

/**
 * GST returns (issue 17): a B2B invoice to a Gujarat buyer and a B2C one in West Bengal, both
 * dated last month through the API, show on the Returns page for last month: the B2B and B2C
 * small cards with their amounts, the B2B invoice in the card's rows, GSTR-3B 3.1, no problems.
 * The GSTR-1 JSON and Excel download with fp = the period. Desktop and 390 px screenshots. A
 * stricter HSN minimum, filing and unlocking, another month and a quarterly shop:
 * returns-filing.spec.ts.
 */

test('the Returns page shows last month’s GSTR-1 and GSTR-3B and downloads the JSON and Excel', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { date, period, label } = lastMonth();
  await page.setViewportSize(DESKTOP);
  await login(page);

  // --- Two invoices dated last month (on top of whatever the period already holds).
  const before = await overviewOf(page, period);
  const buyer = await createCustomer(page, {
    name: `E2E Returns Buyer ${RUN}`,
    address: 'Ring Road, Surat 395002',
    gstin: BUYER_GSTIN,
    stateCode: 24,
  });
  const walkIn = await createCustomer(page, { name: `E2E Returns Walk-in ${RUN}`, stateCode: 19 });
  // B2B: 2 × 15,000 = 30,000 taxable + IGST 5 % 1,500.
  const b2b = await createInvoice(page, buyer, date, 2);
  expect(b2b.status, JSON.stringify(b2b.body)).toBe(201);
  const b2bNumber = b2b.body.data.invoiceNumber;
  expect(b2bNumber).toBeTruthy();
  // B2C small, intra-state: 15,000 taxable + CGST 375 + SGST 375.
  const b2c = await createInvoice(page, walkIn, date, 1);
  expect(b2c.status, JSON.stringify(b2c.body)).toBe(201);

  const was = (key: string) => before.sections.find((s) => s.key === key) as Section;
  const b2bCard = {
    count: was('b2b').count + 1,
    taxable: paise(was('b2b').taxableValue) + paise(30000),
    igst: paise(was('b2b').igst) + paise(1500),
  };
  const hadB2csRow = before.gstr1.b2cs.some((r) => r.pos === '19' && r.rt === 5);
  const b2csCard = {
    count: was('b2cs').count + (hadB2csRow ? 0 : 1),
    taxable: paise(was('b2cs').taxableValue) + paise(15000),
    cgst: paise(was('b2cs').cgst) + paise(375),
    sgst: paise(was('b2cs').sgst) + paise(375),
  };
  const osup = before.gstr3b.sup_details.osup_det;

  // --- The page opens on last month.
  await page.getByRole('link', { name: 'Returns' }).click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await expect(page.getByTestId('period-label')).toHaveText(label);
  await expect(page.getByLabel('Return period')).toHaveText(label);
  await expect(page.getByTestId('period-range')).toContainText('Monthly');

  const card = (key: string) => page.getByTestId(`section-${key}`);
  await expect(page.getByTestId('section-b2b-count')).toHaveText(
    `${b2bCard.count} invoice${b2bCard.count === 1 ? '' : 's'}`,
  );
  await expect(card('b2b')).toContainText(`Taxable value${inr(b2bCard.taxable)}`);
  await expect(card('b2b')).toContainText(`IGST${inr(b2bCard.igst)}`);
  await expect(page.getByTestId('section-b2cs-count')).toHaveText(
    `${b2csCard.count} summary row${b2csCard.count === 1 ? '' : 's'}`,
  );
  await expect(card('b2cs')).toContainText(`Taxable value${inr(b2csCard.taxable)}`);
  await expect(card('b2cs')).toContainText(`CGST${inr(b2csCard.cgst)}`);
  await expect(card('b2cs')).toContainText(`SGST/UTGST${inr(b2csCard.sgst)}`);
  if (before.problems.length === 0) await expect(page.getByText('No problems found')).toBeVisible();

  // GSTR-3B 3.1 (a): both invoices' taxable value and taxes.
  const table31 = page.getByRole('table', { name: 'GSTR-3B Table 3.1' });
  const rowA = table31.getByRole('row', { name: /\(a\) Outward taxable supplies/ });
  await expect(rowA).toContainText(inr(paise(osup.txval) + paise(45000)));
  await expect(rowA).toContainText(inr(paise(osup.iamt) + paise(1500)));
  await expect(rowA).toContainText(inr(paise(osup.camt) + paise(375)));

  // --- The B2B card's rows: the invoice with its buyer, place and amounts; Escape closes.
  await card('b2b').click();
  const drawer = page.getByRole('dialog', { name: /B2B invoices/ });
  await expect(drawer).toBeVisible();
  const row = drawer.getByRole('row', { name: new RegExp(escaped(b2bNumber)) });
  await expect(row).toContainText(BUYER_GSTIN);
  await expect(row).toContainText('Gujarat');
  await expect(row).toContainText('Regular');
  await expect(row).toContainText('₹31,500.00');
  await expect(row).toContainText('₹30,000.00');
  await expect(row).toContainText('₹1,500.00');
  await settle(page);
  await viewportShot(page, 'returns-b2b-rows');
  await escapeAndDiscard(page);
  await expect(drawer).toBeHidden();

  // --- Download JSON: the offline tool's file for the period, with the B2B invoice in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`GSTR1_${SHOP_GSTIN}_${period}.json`);
  await expect(page.getByText('GSTR-1 JSON downloaded')).toBeVisible();
  const json = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    gstin: string;
    fp: string;
    b2b: { ctin: string; inv: { inum: string; val: number; pos: string }[] }[];
  };
  expect(json.fp).toBe(period);
  expect(json.gstin).toBe(SHOP_GSTIN);
  const invoice = json.b2b
    .filter((party) => party.ctin === BUYER_GSTIN)
    .flatMap((party) => party.inv)
    .find((inv) => inv.inum === b2bNumber);
  expect(invoice).toMatchObject({ val: 31500, pos: '24' });

  // --- Download Excel: the server's workbook.
  const workbook = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  expect((await workbook).suggestedFilename()).toBe(`GSTR1_${SHOP_GSTIN}_${period}.xlsx`);
  await expect(page.getByText('Excel file downloaded')).toBeVisible();

  await page.mouse.move(0, 0);
  await toastsGone(page);
  await settle(page);
  await shot(page, 'returns-page');

  // --- Phone (390 px): one column of cards, nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await expect(card('b2b')).toBeVisible();
  // Both boxes from one layout (two boundingBox() calls straddled a relayout in CI): one column
  // once the grid has reflowed.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const box = (key: string) =>
          document.querySelector(`[data-testid="section-${key}"]`)?.getBoundingClientRect();
        const [first, second] = [box('b2b'), box('b2cl')];
        return first && second ? second.top >= first.bottom - 1 : false;
      }),
    )
    .toBe(true);
  await expect(page.getByRole('list', { name: 'GSTR-3B Table 3.1' })).toBeVisible();
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, 'returns-page-phone');
  await card('b2b').click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('list', { name: /B2B invoices/ })).toContainText(b2bNumber);
  await settle(page);
  await viewportShot(page, 'returns-b2b-rows-phone');
  await escapeAndDiscard(page);
  await expect(drawer).toBeHidden();
  await page.setViewportSize(DESKTOP);
});

test('a user without the Returns page sees neither the menu item nor the page', async ({
  page,
}) => {
  await login(page, DEMO_STAFF);
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Returns' })).toHaveCount(0);
  await page.goto('/admin/returns');
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download JSON' })).toHaveCount(0);
});
