import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, shot } from './helpers';

/** The shop's UPI ID (issue 19) on the Settings page: checked as typed, saved, kept. */
test('settings: the UPI ID is checked as a VPA and saved', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/change-details');
  await page.getByRole('button', { name: '4. Banking Info' }).click();
  const upi = page.getByRole('textbox', { name: 'UPI ID' });
  await expect(upi).toBeVisible();
  await upi.fill('demo solar@okaxis');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Enter a UPI ID such as yourshop@okhdfcbank')).toBeVisible();
  await upi.scrollIntoViewIfNeeded();
  await shot(page, 'settings-upi-error');

  await upi.fill('demo.solar@okaxis');
  await expect(page.getByText('Enter a UPI ID such as yourshop@okhdfcbank')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Settings saved!')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: '4. Banking Info' }).click();
  await expect(page.getByRole('textbox', { name: 'UPI ID' })).toHaveValue('demo.solar@okaxis');
  await page.getByRole('textbox', { name: 'UPI ID' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-upi');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('textbox', { name: 'UPI ID' }).scrollIntoViewIfNeeded();
  await shot(page, 'settings-upi-phone');
});
