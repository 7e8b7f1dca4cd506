import {
  DESKTOP,
  RUN,
  createCustomer,
  expect,
  login,
  settle,
  shot,
  test,
  toastsGone,
  escapeAndDiscard,
} from './fixtures';
import {
  MONTH_ABBR,
  createInvoice,
  createShortHsnProduct,
  escaped,
  lastMonth,
  lastQuarter,
  overviewOf,
  setHsnMinDigits,
  setSettings,
} from './returns-fixtures';

/**
 * GST returns (issue 17), the period's state: a product with a 4-digit HSN in a shop that reports
 * 6 digits is a problem linked to its invoice; marking last month filed locks it (an invoice dated
 * in it is refused) until a superadmin unlocks it; an earlier month with no documents says so;
 * a quarterly (QRMP) shop opens on the last completed quarter and picks only a quarter's last
 * month. What the page shows for last month: returns.spec.ts.
 */

test('last month: an HSN problem, filed and locked, unlocked; another month; a quarterly shop', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { date, period, label } = lastMonth();
  await page.setViewportSize(DESKTOP);
  await login(page);
  const walkIn = await createCustomer(page, { name: `E2E Filing Walk-in ${RUN}`, stateCode: 19 });
  await page.getByRole('link', { name: 'Returns' }).click();
  await expect(page.getByTestId('period-label')).toHaveText(label);

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
