import { expect, shot, test } from './fixtures';

/** The shop's UPI ID (issue 19) on the Settings page: checked as typed, saved, kept. */
test('settings: the UPI ID is checked as a VPA and saved', async ({ adminPage: page }) => {
  test.setTimeout(180_000);
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
