import { readFileSync } from 'node:fs';
// The server's own workbook reader, through its source path (e2e has no xlsx dependency).
import { readFirstSheet } from '../../packages/documents/src/xlsx';
import {
  PHONE,
  RUN,
  createCustomer,
  expect,
  login,
  settle,
  shot,
  test,
  trpcMutation,
  escapeAndDiscard,
} from './fixtures';

/**
 * Audit trail (issue 19): a customer changed by the demo admin shows in Audit Trail with who,
 * when and the name before and after; the filters narrow the list; the Excel download holds the
 * row. Screenshots at 1280 and 390 px.
 */

const BEFORE = `E2E Audit ${RUN}`;
const AFTER = `E2E Audit ${RUN} Renamed`;

test('a changed customer shows in the audit trail with before and after; filters; Excel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const id = await createCustomer(page, { name: BEFORE, stateCode: 19 });
  await trpcMutation(page, 'tenant.customers.update', { id, name: AFTER, stateCode: 19 });

  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-trail$/);
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(page.getByText('there is no setting to switch it off')).toBeVisible();

  // Filter: customers only, then the record's id; then the free search.
  const table = page.getByRole('table').first();
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Customers' }).click();
  await page.getByLabel('Record ID').fill(id);
  await expect(table.getByRole('row')).toHaveCount(3); // header + update + create
  await expect(table.getByRole('row').nth(1)).toContainText('Update');
  await expect(table.getByRole('row').nth(2)).toContainText('Create');
  await expect(table.getByRole('row').nth(1)).toContainText('Demo Admin');
  await expect(table.getByRole('row').nth(1)).toContainText('name');
  await settle(page);
  await shot(page, 'audit-desktop');

  // The row opens the before/after view; Escape closes it.
  await table.getByRole('row').nth(1).getByRole('button', { name: 'View changes' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const nameRow = dialog.getByRole('row').filter({ hasText: /^name/ }).first();
  await expect(nameRow).toContainText(BEFORE);
  await expect(nameRow).toContainText(AFTER);
  await expect(nameRow).toHaveAttribute('data-changed', 'true');
  await settle(page);
  await shot(page, 'audit-desktop-diff');
  await escapeAndDiscard(page);
  await expect(dialog).toBeHidden();

  // Free search finds it too; a date range in the past finds nothing.
  await page.getByLabel('Record ID').fill('');
  await page.getByPlaceholder('Search actions, records and values').fill(`${RUN} Renamed`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Update');

  // Excel: the filtered rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^AuditTrail_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = readFirstSheet(new Uint8Array(readFileSync(await download.path())));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ Action: 'customer.update', Entity: 'customer', 'Entity ID': id });
  expect(JSON.parse(String(rows[0]?.Before))).toMatchObject({ name: BEFORE });
  expect(JSON.parse(String(rows[0]?.After))).toMatchObject({ name: AFTER });

  // Phone: the same page as cards, and the diff full screen.
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await shot(page, 'audit-phone');
  await page.getByRole('button', { name: 'View changes' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settle(page);
  // The full-screen modal is fixed to the viewport: shot as the phone shows it.
  await page.screenshot({ path: 'screenshots/audit-phone-diff.png' });
  await escapeAndDiscard(page);
  await expect(page.getByRole('dialog')).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
