import { DEMO_ADMIN, DEMO_STAFF, PORT, expect, login, shot, test } from './fixtures';

test('admin logs in to the demo shop and sees every menu item', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByText('Welcome Back, Admin')).toBeVisible();
  await expect(page.getByText('Sign in to the Admin Panel')).toBeVisible();
  await shot(page, 'admin-login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByText('Demo Solar Traders').first()).toBeVisible();
  for (const item of [
    'Dashboard',
    'Invoices',
    'Quotes',
    'Products',
    'Items',
    'Customer Details',
    'Settings',
    'User Details',
  ]) {
    await expect(page.getByRole('navigation').getByText(item, { exact: true })).toBeVisible();
  }
  await shot(page, 'admin-dashboard');

  // Already authenticated: the login page sends the user on to `from`.
  await page.goto('/admin/login?from=/admin/manage-customer');
  await expect(page).toHaveURL(/\/admin\/manage-customer$/);
});

test('a wrong password shows the server message inline', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
  await shot(page, 'admin-login-error');
});

test('a staff user sees only the pages they may view', async ({ page }) => {
  await login(page, DEMO_STAFF);
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Customer Details', { exact: true })).toBeVisible();
  await expect(nav.getByText('Quotes', { exact: true })).toBeVisible();
  await expect(nav.getByText('Invoices', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('User Details', { exact: true })).toHaveCount(0);
  await shot(page, 'staff-dashboard');
});

test('an unknown tenant shows the Not Found view', async ({ page }) => {
  await page.goto(`http://nosuchshop.localhost:${PORT}/admin/login`);
  await expect(
    page.getByText(
      'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.',
    ),
  ).toBeVisible();
  await shot(page, 'tenant-not-found');
});

test('an unauthenticated visit is sent to login with from', async ({ page }) => {
  await page.goto('/admin/manage-invoice');
  await expect(page).toHaveURL(
    /\/admin\/login\?from=%2Fadmin%2Fmanage-invoice|\/admin\/login\?from=\/admin\/manage-invoice/,
  );
});
