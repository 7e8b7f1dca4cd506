import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import {
  DEMO_STAFF,
  DESKTOP,
  PHONE,
  RUN,
  createCustomer,
  expect,
  expectNoOverflow,
  indiaDate,
  login,
  postInvoice,
  productId,
  settle,
  shot,
  test,
  toastsGone,
  trpcMutation,
  trpcQuery,
  viewportShot,
  escapeAndDiscard,
} from './fixtures';

/**
 * GST returns (issue 17): a B2B invoice to a Gujarat buyer and a B2C one in West Bengal, both
 * dated last month through the API, show on the Returns page for last month: the B2B and B2C
 * small cards with their amounts, the B2B invoice in the card's rows, GSTR-3B 3.1, no problems.
 * The GSTR-1 JSON downloads with fp = the period; a stricter HSN minimum lists a problem linked
 * to its invoice; marking the period filed locks it (an invoice dated in it is refused) until a
 * superadmin unlocks it. Desktop and 390 px screenshots.
 */

const SHOP_GSTIN = '19AAHFS5678Q1Z1';
const BUYER_GSTIN = '24AAHFS5678Q1ZA'; // Gujarat: inter-state, IGST

/** Last month in India: a day in it, its period ('MMYYYY') and label ('October 2026'). */
function lastMonth() {
  const today = indiaDate();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const y = month === 1 ? year - 1 : year;
  const m = month === 1 ? 12 : month - 1;
  const mm = String(m).padStart(2, '0');
  const label = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { date: `${y}-${mm}-15`, period: `${mm}${y}`, label, today };
}

/** The month picker's labels (dayjs 'MMM'). */
const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The last quarter that has ended (QRMP): its period (named by its last month) and label. */
function lastQuarter() {
  const { today } = lastMonth();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 2; // last month, counted from year 0
  const end = index - (((index % 3) + 1) % 3);
  const y = Math.floor(end / 12);
  const m = (end % 12) + 1;
  const name = (n: number) =>
    new Date(Date.UTC(2000, n - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return { period: `${String(m).padStart(2, '0')}${y}`, label: `${name(m - 2)}–${name(m)} ${y}` };
}

/** ₹ with Indian grouping and 2 decimals, from paise. */
function inr(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
  return `${sign}₹${grouped}.${String(abs % 100).padStart(2, '0')}`;
}
const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

type Section = {
  key: string;
  count: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
};
type Overview = {
  label: string;
  frequency: 'monthly' | 'quarterly';
  documents: { invoices: number; creditNotes: number; debitNotes: number };
  sections: Section[];
  problems: unknown[];
  filed: unknown;
  gstr3b: {
    sup_details: { osup_det: { txval: number; iamt: number; camt: number; samt: number } };
  };
  gstr1: { b2cs: { pos: string; rt: number }[] };
};

const overviewOf = (page: Page, period: string) =>
  trpcQuery<Overview>(page, 'tenant.returns.overview', { period });

/** 15,000 a unit of the 540 Wp module (or `product`), through the REST API. */
async function createInvoice(
  page: Page,
  billTo: string,
  date: string,
  quantity: number,
  product?: string,
) {
  return postInvoice(page, {
    billTo,
    invoiceDate: date,
    products: [
      { product: product ?? (await productId(page, 'MOD-MONO-540')), quantity, price: '15000' },
    ],
  });
}

/** A product with a 4-digit HSN, which a shop reporting 6 digits must not put in GSTR-1. */
async function createShortHsnProduct(page: Page): Promise<string> {
  const product = await trpcMutation<{ id: string }>(page, 'tenant.products.create', {
    productUniqueID: `E2E-HSN4-${RUN}`,
    productName: `E2E Cable ${RUN}`,
    productLabel: `E2E Cable ${RUN}`,
    productMinPrice: 100,
    productHSNCode: '8544',
    productCategory: 'Accessories',
    gstPercentage: 18,
    productCapacity: 0,
  });
  return product.id;
}

async function setSettings(page: Page, patch: Record<string, string>) {
  await trpcMutation(page, 'tenant.settings.update', patch);
}
const setHsnMinDigits = (page: Page, digits: '4' | '6') =>
  setSettings(page, { hsnMinDigits: digits });

test('the Returns page shows last month’s GSTR-1 and GSTR-3B, downloads the JSON and files the period', async ({
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

  // --- A cable with a 4-digit HSN, then a shop minimum of 6 digits: its invoice is a problem,
  // linked to the invoice list searched for its number.
  const cable = await createShortHsnProduct(page);
  const short = await createInvoice(page, walkIn, date, 1, cable);
  expect(short.status, JSON.stringify(short.body)).toBe(201);
  const shortNumber = short.body.data.invoiceNumber;
  await setHsnMinDigits(page, '6');
  try {
    await page.reload();
    const problems = page.getByRole('list', { name: 'Problems' });
    const problem = problems.getByRole('link', {
      name: new RegExp(
        `^Invoice ${escaped(shortNumber)}: line 1 .*has HSN 8544: the shop reports at least 6 digits$`,
      ),
    });
    await expect(problem).toBeVisible();
    await expect(problem).toHaveAttribute(
      'href',
      `/admin/manage-invoice?search=${encodeURIComponent(shortNumber)}`,
    );
    await expect(page.getByText('No problems found')).toHaveCount(0);
    await settle(page);
    await shot(page, 'returns-problems');
  } finally {
    await setHsnMinDigits(page, '4');
  }
  await page.reload();
  await expect(page.getByTestId('period-label')).toHaveText(label);

  // --- Mark as filed: the confirmation names the period and what it locks; Escape cancels.
  await page.getByRole('button', { name: 'Mark as filed' }).click();
  const confirm = page.getByRole('dialog', { name: `Mark ${label} as filed?` });
  await expect(confirm).toContainText('will be locked');
  await escapeAndDiscard(page);
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('filed-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark as filed' }).click();
  await confirm.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(page.getByText(`${label} marked as filed`)).toBeVisible();
  await expect(page.getByTestId('filed-badge')).toContainText('Filed on');
  await expect(page.getByRole('button', { name: 'Mark as filed' })).toHaveCount(0);
  // The books of a filed period are locked.
  const refused = await createInvoice(page, walkIn, date, 1);
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain(
    `${label} is filed; date the invoice in an open month`,
  );
  await page.mouse.move(0, 0);
  await toastsGone(page);
  await settle(page);
  await shot(page, 'returns-filed');

  // --- Unlock (the demo admin owns the shop: a superadmin).
  await page.getByRole('button', { name: 'Unlock' }).click();
  await page
    .getByRole('dialog', { name: `Unlock ${label}?` })
    .getByRole('button', { name: 'Unlock' })
    .click();
  await expect(page.getByText('Return period unlocked')).toBeVisible();
  await expect(page.getByTestId('filed-badge')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as filed' })).toBeVisible();

  // --- Another month from the picker: with no documents, the page says so.
  const [m, y] = [Number(period.slice(0, 2)), Number(period.slice(2))];
  const earlier = m > 1 ? `${String(m - 1).padStart(2, '0')}${y}` : `12${y - 1}`;
  const earlierOverview = await overviewOf(page, earlier);
  await page.getByLabel('Return period').click();
  if (m === 1)
    await page
      .locator('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="previous"]')
      .click();
  const earlierName = MONTH_ABBR[(m === 1 ? 12 : m - 1) - 1] ?? '';
  await page.getByRole('button', { name: earlierName, exact: true }).click();
  await expect(page.getByTestId('period-label')).not.toHaveText(label);
  const documents = earlierOverview.documents;
  if (documents.invoices + documents.creditNotes + documents.debitNotes === 0) {
    await expect(page.getByText(/^No documents in /)).toBeVisible();
    await expect(page.getByTestId('section-b2b')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await toastsGone(page);
    await settle(page);
    await shot(page, 'returns-empty');
  }

  // --- A quarterly (QRMP) shop: the page opens on the last completed quarter, and only a
  // quarter's last month can be picked.
  const quarter = lastQuarter();
  await setSettings(page, { returnFrequency: 'quarterly' });
  try {
    await page.reload();
    // The demo year filed the month before last on its own. When that month ends the last quarter
    // (September ends July–September), the period is that month as filed: filed returns keep the
    // frequency they were filed under (issue 28 item 7). Otherwise it is the quarter.
    const opened = await overviewOf(page, quarter.period);
    const filedMonth = !!opened.filed && opened.frequency === 'monthly';
    await expect(page.getByTestId('period-label')).toHaveText(
      filedMonth ? opened.label : quarter.label,
    );
    await expect(page.getByTestId('period-range')).toContainText(
      filedMonth ? 'Monthly' : 'Quarterly (QRMP)',
    );
    await page.getByLabel('Return period').click();
    const quarterEndMonth = Number(quarter.period.slice(0, 2));
    const monthName = (offset: number) => MONTH_ABBR[quarterEndMonth - 1 + offset] ?? '';
    await expect(page.getByRole('button', { name: monthName(0), exact: true })).toBeEnabled();
    await expect(page.getByRole('button', { name: monthName(-1), exact: true })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await settle(page);
    await shot(page, 'returns-quarterly');
  } finally {
    await setSettings(page, { returnFrequency: 'monthly' });
  }
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
