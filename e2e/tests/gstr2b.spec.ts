import type { Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  RUN,
  expect,
  expectNoOverflow,
  settle,
  shot,
  test,
  toastsGone,
  trpcQuery,
} from './fixtures';
import { lastMonth } from './returns-fixtures';

/**
 * GSTR-2B on the Returns page (issue 32): last month's panel; the demo shop imports a 2B made
 * here (its own GSTIN, read from the app, two B2B invoices whose itcsumm is their exact sums),
 * sees the ITC totals, suppliers and documents; an Excel file and a 2B for another GSTIN are
 * refused with the reason; a second file replaces the first and the notification gives the diff.
 * Screenshots at 1366 px and 390 px (README "GSTR-2B").
 */

const EASTERN = { gstin: '19AAACE1234F1Z5', name: 'Eastern Solar Distributors' };
const SAHYADRI = { gstin: '27AAACS9999K1Z3', name: 'Sahyadri Inverters' };
const no = (n: number) => `E2E-2B-${RUN}-${n}`;

type Doc = {
  supplier: { gstin: string; name: string };
  number: string;
  taxable: number;
  igst?: number;
  cgst?: number;
  sgst?: number;
  itc: 'Y' | 'N';
};

/** 'YYYY-MM-DD' of the period's 10th → the portal's 'dd-mm-yyyy'. */
const portalDate = (period: string) => `10-${period.slice(0, 2)}-${period.slice(2)}`;

/** A GSTR-2B the portal could have made: b2b only, itcsumm the exact sums of its documents. */
function gstr2b(gstin: string, period: string, docs: Doc[]) {
  const heads = (list: Doc[]) => {
    const sum = (k: 'igst' | 'cgst' | 'sgst') =>
      Math.round(list.reduce((s, d) => s + (d[k] ?? 0) * 100, 0)) / 100;
    return { igst: sum('igst'), cgst: sum('cgst'), sgst: sum('sgst'), cess: 0 };
  };
  const itcsumm: Record<string, unknown> = {};
  for (const [key, flag] of [
    ['itcavl', 'Y'],
    ['itcunavl', 'N'],
  ] as const) {
    const list = docs.filter((d) => d.itc === flag);
    if (list.length) itcsumm[key] = { nonrevsup: { ...heads(list), b2b: heads(list) } };
  }
  const suppliers = [...new Set(docs.map((d) => d.supplier.gstin))];
  return {
    data: {
      gstin,
      rtnprd: period,
      version: '1.0',
      gendt: portalDate(period),
      itcsumm,
      docdata: {
        b2b: suppliers.map((ctin) => {
          const mine = docs.filter((d) => d.supplier.gstin === ctin);
          return {
            ctin,
            trdnm: mine[0]?.supplier.name ?? '',
            supfildt: portalDate(period),
            supprd: period,
            inv: mine.map((d) => ({
              inum: d.number,
              typ: 'R',
              dt: portalDate(period),
              val: d.taxable + (d.igst ?? 0) + (d.cgst ?? 0) + (d.sgst ?? 0),
              pos: d.itc === 'N' ? d.supplier.gstin.slice(0, 2) : '19',
              rev: 'N',
              itcavl: d.itc,
              ...(d.itc === 'N' ? { rsn: 'P' } : {}),
              items: [
                {
                  num: 1,
                  rt: 5,
                  txval: d.taxable,
                  igst: d.igst ?? 0,
                  cgst: d.cgst ?? 0,
                  sgst: d.sgst ?? 0,
                  cess: 0,
                },
              ],
            })),
          };
        }),
      },
    },
  };
}

/** Picks `file` in the Import GSTR-2B button's file chooser. */
async function importFile(page: Page, name: string, body: unknown, mimeType = 'application/json') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import GSTR-2B' }).click();
  await (
    await chooser
  ).setFiles({
    name,
    mimeType,
    buffer: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body, null, 2)),
  });
  // Off the toasts' corner (bottom right, where the button may sit): hovering pauses their close.
  await page.mouse.move(0, 0);
}

test('GSTR-2B: import the portal file, see ITC, suppliers and documents; refusals; a replacement with its diff', async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  const { period, label } = lastMonth();
  await page.setViewportSize(DESKTOP);
  // The shop's GSTIN as the app has it (the return's own), and whether the month has a 2B already.
  const { gstin } = (
    await trpcQuery<{ gstr1: { gstin: string } }>(page, 'tenant.returns.overview', { period })
  ).gstr1;
  expect(gstin).toMatch(/^19[0-9A-Z]{13}$/);
  const before = await trpcQuery<{ status: string }[]>(page, 'tenant.gstr2b.imports', { period });
  const hadOne = before.some((i) => i.status === 'active');

  await page.getByRole('navigation').getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page.getByTestId('period-label')).toHaveText(label);
  const panel = page.getByRole('region', { name: 'GSTR-2B', exact: true });
  await expect(panel.getByText(`What suppliers reported for ${label}`)).toBeVisible();
  if (!hadOne) {
    await expect(
      panel.getByText(
        `No GSTR-2B imported for ${label}. Download it from the GST portal (Returns → GSTR-2B → Download JSON) and import it here.`,
      ),
    ).toBeVisible();
  }

  // --- The first file: Eastern (intra-state, ITC available: CGST 500 + SGST 500 on 20,000) and
  // Sahyadri (IGST 1,800 on 10,000, not available: the POS rule).
  const first: Doc[] = [
    { supplier: EASTERN, number: no(1), taxable: 20000, cgst: 500, sgst: 500, itc: 'Y' },
    { supplier: SAHYADRI, number: no(2), taxable: 10000, igst: 1800, itc: 'N' },
  ];
  await importFile(page, `R2B_${gstin}_${period}.json`, gstr2b(gstin, period, first));
  await expect(
    page.getByText(
      hadOne
        ? new RegExp(
            `GSTR-2B for ${label} imported: 2 documents\\. It replaced the earlier import: \\d+ added, \\d+ removed, \\d+ changed\\.`,
          )
        : `GSTR-2B for ${label} imported: 2 documents.`,
    ),
  ).toBeVisible();
  const available = panel.getByTestId('gstr2b-itc-available');
  const notAvailable = panel.getByTestId('gstr2b-itc-not-available');
  await expect(available).toContainText('₹1,000.00');
  await expect(available).toContainText('1 document · taxable ₹20,000.00');
  await expect(available).toContainText('CGST₹500.00');
  await expect(available).toContainText('SGST/UTGST₹500.00');
  await expect(available).toContainText('IGST₹0.00');
  await expect(notAvailable).toContainText('IGST₹1,800.00');
  await expect(notAvailable).toContainText(/Place of supply.*1 document, tax ₹1,800\.00/);
  const suppliers = panel.getByRole('table', { name: 'GSTR-2B suppliers' });
  await expect(suppliers.getByRole('row', { name: new RegExp(EASTERN.gstin) })).toContainText(
    EASTERN.name,
  );
  const documents = panel.getByRole('table', { name: 'GSTR-2B documents' });
  const row1 = documents.getByRole('row', { name: new RegExp(no(1)) });
  await expect(row1).toContainText('₹20,000.00');
  await expect(row1).toContainText('Yes');
  const row2 = documents.getByRole('row', { name: new RegExp(no(2)) });
  await expect(row2).toContainText('₹1,800.00');
  await expect(row2).toContainText('No');
  await expect(row2).toContainText('POS rule');
  const history = panel.getByRole('table', { name: 'GSTR-2B imports' });
  await expect(history.getByRole('row', { name: /In use/ })).toContainText(
    `R2B_${gstin}_${period}.json`,
  );

  // --- Refusals: an Excel file never leaves the browser; a 2B for another GSTIN is the server's.
  await importFile(page, 'GSTR2B.xlsx', 'PK', 'application/vnd.ms-excel');
  const problem = panel.getByTestId('gstr2b-import-problem');
  await expect(problem).toContainText('GSTR2B.xlsx is an Excel file: import the JSON instead');
  await importFile(page, 'other-shop.json', gstr2b(SAHYADRI.gstin, period, first));
  await expect(problem).toContainText(
    `This GSTR-2B is for ${SAHYADRI.gstin}; the shop's GSTIN is ${gstin}`,
  );
  await expect(row1).toBeVisible(); // the import in use stays
  await toastsGone(page);
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'gstr2b-1366');

  // --- The portal's later 2B: invoice 1 revised, 2 gone, 3 new → 1 added, 1 removed, 1 changed.
  await problem.getByRole('button', { name: 'Dismiss' }).click();
  const second: Doc[] = [
    { supplier: EASTERN, number: no(1), taxable: 20400, cgst: 510, sgst: 510, itc: 'Y' },
    { supplier: EASTERN, number: no(3), taxable: 5000, cgst: 125, sgst: 125, itc: 'Y' },
  ];
  await importFile(page, `R2B_${gstin}_${period}_v2.json`, gstr2b(gstin, period, second));
  await expect(
    page.getByText(
      `GSTR-2B for ${label} imported: 2 documents. It replaced the earlier import: 1 added, 1 removed, 1 changed.`,
    ),
  ).toBeVisible();
  await expect(available).toContainText('CGST₹635.00');
  await expect(notAvailable).toContainText('₹0.00');
  await expect(documents.getByRole('row', { name: new RegExp(no(2)) })).toHaveCount(0);
  await expect(history.getByRole('row', { name: new RegExp(`_v2\\.json`) })).toContainText(
    '1 added, 1 removed, 1 changed',
  );
  await expect(history.getByRole('row', { name: /Replaced/ }).first()).toBeVisible();
  await toastsGone(page);

  // --- A phone: no sideways scrolling; tables become cards.
  await page.setViewportSize(PHONE);
  await settle(page);
  await expect(panel.getByRole('list', { name: 'GSTR-2B documents' })).toBeVisible();
  await expectNoOverflow(page);
  await shot(page, 'gstr2b-390');
});
