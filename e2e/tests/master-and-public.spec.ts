import { expect, test } from '@playwright/test';
import { DEMO_MASTER, PORT, shot } from './helpers';

test('master operator logs in to the master panel', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/master/login`);
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
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(`http://demo.localhost:${PORT}/`);
  await expect(page.getByRole('link', { name: /get a quote now/i }).first()).toBeVisible();
  await shot(page, 'public-home-mobile');
  await context.close();
});
