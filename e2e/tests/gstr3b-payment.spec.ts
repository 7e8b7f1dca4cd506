import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  expect,
  expectNoOverflow,
  settle,
  shot,
  test,
  trpcQuery,
  viewportShot,
} from './fixtures';
import { inr, lastMonth, paise } from './returns-fixtures';

/**
 * Tax to pay (GSTR-3B Table 6.1, issue 32) on the Returns page for last month, a demo month with
 * sales and a bill from each of three suppliers: the cash per head is the server's
 * (`tenant.returns.gstr3bPayment`) and liability = credit used + cash per head; a payment date 10
 * days after the due date brings interest under s.50 into the challan; a Table 4 figure opens the
 * bills behind it (`tenant.returns.itc`); a Rule 42 reversal typed in "Reversals you work out"
 * shows in Table 4(B)(1) and 4(C) and raises the cash (issue 32). Screenshots at 1366 px and 390 px.
 */

const HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
type Head = (typeof HEADS)[number];
type Figures = Record<Head, string>;
type Payment = {
  dueDate: string;
  setOff: {
    liability: { total: Figures };
    paidByCredit: Figures;
    cash: Figures;
    creditLeft: Figures;
    totals: { liability: string; cash: string };
  };
  interest: { days: number; total: string } | null;
  lateFee: { days: number; total: string } | null;
  challan: Record<Head | 'total', { interest: string; lateFee: string; total: string }>;
};
type Itc = {
  table4: {
    available: { OTH: { bills: string[] } };
    reversed: { rules: Figures & { bills: string[] } };
    net: Figures;
  };
};
type Tax = { iamt: string; camt: string; samt: string; csamt: string };

/**
 * The panel alone, to look at its figures (the full page is too tall to read): cut from the
 * full page, so the sticky header stays at the top and does not cover it.
 */
const panelShot = async (page: Page, panel: Locator, name: string) => {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  const box = await panel.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  if (!box) return;
  const clip = { x: box.x, y: box.y + scrollY, width: box.width, height: box.height };
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true, clip });
};

const plusDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

test('Tax to pay: the set-off and cash per head, interest when paid late, the bills behind Table 4', async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  const { period, label } = lastMonth();
  await page.setViewportSize(DESKTOP);
  const served = await trpcQuery<Payment>(page, 'tenant.returns.gstr3bPayment', { period });
  const itc = await trpcQuery<Itc>(page, 'tenant.returns.itc', { period });
  // The demo month has sales and bills: tax is due, and some of it is paid by credit.
  expect(Number(served.setOff.totals.liability)).toBeGreaterThan(0);
  expect(itc.table4.available.OTH.bills.length).toBeGreaterThan(0);
  for (const head of HEADS) {
    const { liability, paidByCredit, cash } = served.setOff;
    expect(paise(liability.total[head])).toBe(paise(paidByCredit[head]) + paise(cash[head]));
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page.getByTestId('period-label')).toHaveText(label);
  const panel = page.getByRole('region', { name: 'Tax to pay' });
  await expect(panel.getByText(`${label}: the tax of the period`)).toBeVisible();
  for (const head of [...HEADS, 'total'] as const) {
    const cash = head === 'total' ? served.setOff.totals.cash : served.setOff.cash[head];
    await expect(panel.getByTestId(`cash-${head}`)).toHaveText(inr(paise(cash)));
  }
  await expect(panel.getByTestId('tax-to-pay-cash')).toHaveText(
    inr(paise(served.setOff.totals.cash)),
  );
  const [y, m, d] = served.dueDate.split('-');
  const due = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  await expect(panel.getByTestId('tax-to-pay-due')).toHaveText(
    `${d} ${due.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${y}`,
  );

  // --- Paid 10 days after the due date: s.50 interest on the cash part, in the challan.
  const late = plusDays(served.dueDate, 10);
  const lateServed = await trpcQuery<Payment>(page, 'tenant.returns.gstr3bPayment', {
    period,
    paymentDate: late,
  });
  expect(lateServed.interest?.days).toBe(10);
  await panel.getByLabel('Payment date').fill(late);
  const interest = panel.getByTestId('payment-interest');
  await expect(interest).toContainText('10 days late');
  if (Number(lateServed.setOff.totals.cash) > 0) {
    await expect(interest).toContainText(inr(paise(lateServed.interest?.total ?? 0)));
  }
  await expect(panel.getByTestId('challan-interest-total')).toHaveText(
    inr(paise(lateServed.challan.total.interest)),
  );
  // s.47 late fee for a return filed that day: 10 × ₹25 a head (under every band's cap), no IGST.
  expect(lateServed.lateFee).toMatchObject({ days: 10, total: '500.00' });
  await expect(panel.getByTestId('payment-late-fee')).toContainText('10 days late');
  await expect(panel.getByTestId('challan-late-fee-total')).toHaveText(inr(50_000));
  await expect(panel.getByTestId('challan-late-fee-igst')).toHaveText(inr(0));
  const band = panel.getByRole('combobox', { name: /Turnover last year/ });
  await expect(panel.getByText(/From your books \(FY /)).toBeVisible();
  await band.click();
  await page.getByRole('option', { name: /Above ₹5 crore/ }).click();
  await expect(band).toHaveValue(/Above ₹5 crore/);
  await expect(panel.getByTestId('challan-late-fee-total')).toHaveText(inr(50_000));
  await expect(panel.getByRole('button', { name: 'Copy challan figures' })).toBeVisible();
  await settle(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'gstr3b-payment-1366');
  await panelShot(page, panel, 'gstr3b-payment-panel-1366');

  // --- Table 4 (A)(5): its figure opens the bills behind it.
  const table4 = page.getByRole('table', { name: 'GSTR-3B Table 4' });
  await table4
    .getByRole('row', { name: /\(A\)\(5\)/ })
    .getByRole('button', { name: /bills behind Table 4 \(A\)\(5\)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', {
    name: /Bills behind Table 4 \(A\)\(5\) All other ITC/,
  });
  const bills = dialog.getByRole('table', { name: 'Bills behind the figure' });
  await expect(bills.locator('tbody tr')).toHaveCount(itc.table4.available.OTH.bills.length);
  await expect(bills.locator('tbody tr').first()).toContainText('₹');
  await expect(dialog.getByRole('link', { name: 'Open Purchase Bills' })).toBeVisible();
  await settle(page);
  await viewportShot(page, 'gstr3b-bills-1366');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // --- Reversals you work out (issue 32): a Rule 42 IGST reversal larger than the credit left
  // goes into Table 4(B)(1) and 4(C), and the cash to pay grows by what the credit cannot cover.
  const creditLeft = HEADS.reduce((sum, h) => sum + paise(lateServed.setOff.creditLeft[h]), 0);
  const reversal = ((creditLeft + 50_000) / 100).toFixed(2);
  const reversals = { rule42_43: { igst: reversal } };
  const withItc = await trpcQuery<{ table4: { reversed: { rules: Tax }; net: Tax } }>(
    page,
    'tenant.returns.itc',
    { period, reversals },
  );
  const withPay = await trpcQuery<Payment>(page, 'tenant.returns.gstr3bPayment', {
    period,
    paymentDate: late,
    reversals,
  });
  expect(paise(withPay.setOff.totals.cash)).toBeGreaterThan(paise(lateServed.setOff.totals.cash));
  const form = page.getByRole('region', { name: 'Reversals you work out' });
  const rule42Igst = form.getByLabel('Rules 42 and 43 — 4(B)(1): IGST');
  const otherCgst = form.getByLabel('Other reversals — 4(B)(2): CGST');
  // The server's rule in the browser: not negative, at most 2 decimals; nothing is sent till then.
  await otherCgst.fill('-5');
  await expect(form.getByText('Enter rupees, not negative, with at most 2 decimals')).toBeVisible();
  await otherCgst.fill('');
  await rule42Igst.fill(reversal);
  const b1 = table4.getByRole('row', { name: /\(B\)\(1\)/ });
  await expect(b1).toContainText(inr(paise(withItc.table4.reversed.rules.iamt)));
  await expect(table4.getByRole('row', { name: /\(C\) Net ITC/ })).toContainText(
    inr(paise(withItc.table4.net.iamt)),
  );
  await expect(panel.getByTestId('cash-total')).toHaveText(inr(paise(withPay.setOff.totals.cash)));
  await expect(panel.getByText('with the reversals you entered')).toBeVisible();
  // The GSTR-3B JSON downloads with the reversal in 4(B)(1) (itc_rev RUL), as the offline utility reads it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download GSTR-3B JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^GSTR3B_\\w+_${period}\\.json$`));
  const json = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    ret_period: string;
    itc_elg: { itc_rev: { ty: string; iamt: number }[] };
  };
  expect(json.ret_period).toBe(period);
  const rul = json.itc_elg.itc_rev.find((r) => r.ty === 'RUL');
  expect(Math.round((rul?.iamt ?? 0) * 100)).toBe(paise(withItc.table4.reversed.rules.iamt));
  await settle(page);
  await form.scrollIntoViewIfNeeded();
  await viewportShot(page, 'gstr3b-reversals-1366');

  // --- A phone: no sideways scrolling (the tables scroll in their own boxes).
  await page.setViewportSize(PHONE);
  await settle(page);
  await expect(panel.getByTestId('cash-total')).toBeAttached();
  await expectNoOverflow(page);
  await panel.scrollIntoViewIfNeeded();
  await viewportShot(page, 'gstr3b-payment-390');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByLabel('Rules 42 and 43 — 4(B)(1): IGST')).toHaveValue(reversal);
  await viewportShot(page, 'gstr3b-reversals-390');
  await panelShot(page, panel, 'gstr3b-payment-panel-390');
  // On a phone Table 4 is cards: a figure there opens the bills too.
  await page
    .getByRole('list', { name: 'GSTR-3B Table 4' })
    .getByRole('button', { name: /bills behind Table 4 \(A\)\(5\)/ })
    .first()
    .click();
  await expect(
    dialog.getByRole('list', { name: 'Bills behind the figure' }).getByRole('listitem'),
  ).toHaveCount(itc.table4.available.OTH.bills.length);
  await settle(page);
  await expectNoOverflow(page);
  await viewportShot(page, 'gstr3b-bills-390');
});
