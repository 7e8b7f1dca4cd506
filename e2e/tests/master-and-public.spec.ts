import { DEMO_MASTER, MASTER_URL, SHOP_URL, expect, openPage, shot, test } from './fixtures';

test('master operator logs in to the master panel', async ({ page }) => {
  await page.goto(`${MASTER_URL}/master/login`);
  await expect(page.getByText('Welcome Back, Master')).toBeVisible();
  await expect(page.getByText('Sign in to Master Panel.')).toBeVisible();
  await shot(page, 'master-login');
  await page.getByLabel('Login Mail-ID').fill(DEMO_MASTER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MASTER.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/master\/dashboard$/);
  await expect(page.getByText('Tenant Management').first()).toBeVisible();
  await shot(page, 'master-dashboard');
});

test('the public home page of the demo shop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Demo Solar Traders').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /get a quote now/i }).first()).toBeVisible();
  await shot(page, 'public-home');
});

test('the public home page on a phone', async ({ browser }) => {
  const { context, page } = await openPage(browser, { width: 375, height: 812 });
  await page.goto(`${SHOP_URL}/`);
  await expect(page.getByRole('link', { name: /get a quote now/i }).first()).toBeVisible();
  await shot(page, 'public-home-mobile');
  await context.close();
});
