import {
  MASTER_URL,
  createApiKey,
  expect,
  indiaDate,
  login,
  postInvoice,
  productId,
  settle,
  shot,
  test,
  escapeAndDiscard,
  trpcQuery,
  viewportShot,
} from './fixtures';

/** Users, the roles matrix, settings with the numbering preview, API keys and the profile. */

const PHONE = { width: 375, height: 812 };

/** Today's financial-year label in India ('26-27'), as the numbering preview renders it. */
function fiscalYearLabel(): string {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-')
    .map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A tiny valid PNG (1×1). */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('users: list, roles matrix, add, edit and delete a user', async ({ adminPage: page }) => {
  await page.goto('/admin/manage-user');
  await expect(page.getByRole('heading', { name: 'User Details' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  for (const header of ['Image', 'User Name', 'Email ID', 'Last Active', 'Role']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.getByText('admin@demo.test')).toBeVisible();
  await expect(table.getByText('staff@demo.test')).toBeVisible();
  // The admin just logged in: Last Active is a 12-hour Indian date and time.
  await expect(
    table.getByText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (am|pm)/i).first(),
  ).toBeVisible();
  await shot(page, 'users-page');

  // Clicking a row shows the User Roles matrix.
  await table.getByText('staff@demo.test').click();
  const roles = page.getByRole('dialog', { name: 'User Roles' });
  await expect(roles.getByRole('table', { name: 'User Roles' })).toBeVisible();
  await settle(page);
  await expect(roles.getByRole('img', { name: 'Customer Details View: granted' })).toBeVisible();
  await expect(roles.getByRole('img', { name: 'Invoices View: not granted', exact: true })).toBeVisible();
  await shot(page, 'users-roles-matrix');
  await escapeAndDiscard(page);
  await expect(roles).toBeHidden();

  // Add User: name, email and password required; permissions from the matrix.
  await page.getByRole('button', { name: 'Add User' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create User' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Name is required')).toBeVisible();
  await expect(drawer.getByText('Password is required')).toBeVisible();
  await drawer.getByLabel('Name').fill('Ravi Kumar');
  await drawer.getByLabel('Email').fill('ravi@demo.test');
  await drawer.locator('input[data-path="password"]').fill('ravi-pass-123');
  await drawer.getByRole('checkbox', { name: 'Dashboard: View' }).check();
  await drawer.getByRole('checkbox', { name: 'Invoices: View', exact: true }).check();
  await drawer.getByRole('checkbox', { name: 'Invoices: Create', exact: true }).check();
  await settle(page);
  await shot(page, 'users-drawer-create');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(table.getByText('ravi@demo.test')).toBeVisible();
  // Newest first.
  await expect(table.getByRole('row').nth(1)).toContainText('Ravi Kumar');

  // Edit: the password may stay blank.
  const row = table.getByRole('row').filter({ hasText: 'ravi@demo.test' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Name')).toHaveValue('Ravi Kumar');
  await expect(edit.getByText('Leave blank to keep current').first()).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Invoices: Create', exact: true })).toBeChecked();
  await edit.getByLabel('Name').fill('Ravi K.');
  await settle(page);
  await shot(page, 'users-drawer-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: /Save changes to User/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(table.getByText('Ravi K.')).toBeVisible();

  // Delete names the user and cannot be undone.
  await table
    .getByRole('row')
    .filter({ hasText: 'ravi@demo.test' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete User "Ravi K."?' });
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(table.getByText('ravi@demo.test')).toHaveCount(0);
  // Nobody deletes themselves: no Delete on one's own row.
  const own = table.getByRole('row').filter({ hasText: 'admin@demo.test' });
  await expect(own.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('settings: groups, numbering preview, Rule 46 refusal, images, save', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/change-details');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  for (const [i, group] of [
    'Basic Info',
    'Contact Info',
    'GST & Legal',
    'Banking Info',
    'Storage',
    'Branding',
    // Issue 31: numbering of bills, returns, supplier payments and expenses; stock rules.
    'Purchases & Stock',
  ].entries()) {
    await expect(page.getByRole('button', { name: `${i + 1}. ${group}` })).toBeVisible();
  }
  const invoiceFormat = page.getByRole('textbox', { name: 'Invoice Numbering Format' });
  await expect(invoiceFormat).toHaveValue('INV/{fiscalYear}/{number:4}');
  // Issue 29 item 9: the real next number of the series, from the counter: one after the
  // highest invoice number of this financial year.
  const fy = fiscalYearLabel();
  const issued = await trpcQuery<{ data: { invoiceNumber: string }[] }>(
    page,
    'tenant.invoices.list',
    { page: 1, pageSize: 5, search: `INV/${fy}/`, sort: { field: 'invoiceNumber', dir: 'desc' } },
  );
  const last = Number(issued.data[0]?.invoiceNumber.split('/').at(-1));
  expect(last, 'the demo shop has invoices this financial year').toBeGreaterThan(0);
  const nextInvoice = page.getByTestId('invoiceNumberingFormat next');
  const newSeries = page.getByTestId('invoiceNumberingFormat warning');
  await expect(nextInvoice).toHaveText(`INV/${fy}/${String(last + 1).padStart(4, '0')}`);
  await expect(newSeries).toHaveCount(0);
  await invoiceFormat.fill('TAX-{number:3}/{fiscalYear}');
  await expect(page.getByTestId('Invoice Numbering Format preview')).toHaveText(
    `TAX-007/${fiscalYearLabel()}`,
  );
  // The same counter with the new template, and the warning that a new series starts mid-year.
  const warning =
    `A new invoice series starts: this financial year's invoices so far run up to ` +
    `INV/${fy}/${String(last).padStart(4, '0')}, the next will be TAX-${last + 1}/${fy}. ` +
    'GSTR-1 Table 13 reports each series on its own row.';
  await expect(nextInvoice).toHaveText(`TAX-${last + 1}/${fy}`);
  await expect(newSeries).toHaveText(warning);
  await page
    .getByRole('textbox', { name: 'Quote Numbering Format' })
    .fill('{prefix}/{invoiceType}/{clientCode}/{number:4}');
  await expect(page.getByTestId('Quote Numbering Format preview')).toHaveText('A/TAX/CLT/0007');
  await expect(page.getByTestId('quoteNumberingFormat warning')).toContainText(
    'A new quote series starts',
  );
  await settle(page);
  await shot(page, 'settings');

  // A template that can exceed 16 characters is refused, citing the rule.
  await invoiceFormat.fill('INVOICE/{financialYear}/{number:4}');
  await invoiceFormat.blur();
  await expect(page.getByText(/CGST Rule 46\(b\)/).first()).toBeVisible();
  await shot(page, 'settings-template-error');
  await invoiceFormat.fill('TAX-{number:3}/{fiscalYear}');
  await invoiceFormat.blur();
  await expect(page.getByText(/CGST Rule 46\(b\)/)).toHaveCount(0);
  await expect(newSeries).toHaveText(warning);

  // Branding: image files only, with a size limit.
  await page.getByRole('button', { name: '6. Branding' }).click();
  const logoInput = page.locator('input[type=file]').first();
  await logoInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('Shop Logo: choose a PNG, JPEG or WebP image')).toBeVisible();
  await logoInput.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)]),
  });
  await expect(
    page.getByText(/Shop Logo: the image is 1\.0 MB; the limit is 1\.0 MB/),
  ).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Shop Logo preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Top Text' }).fill('TAX INVOICE');
  await shot(page, 'settings-branding');
  for (const group of ['2. Contact Info', '3. GST & Legal', '4. Banking Info', '5. Storage']) {
    await page.getByRole('button', { name: group }).click();
  }
  await expect(page.getByRole('textbox', { name: 'IFSC Code' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('19 - West Bengal');
  await settle(page);
  await shot(page, 'settings-all-groups');

  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByText('Settings saved!')).toBeVisible();
  // The save says it again, as an orange notification.
  const repeated = page.locator('.mantine-Notification-root').filter({ hasText: warning });
  await expect(repeated).toBeVisible();
  await expect(repeated).toHaveAttribute(
    'style',
    /--notification-color:\s*var\(--mantine-color-orange/,
  );
  await viewportShot(page, 'settings-new-series-saved');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Invoice Numbering Format' })).toHaveValue(
    'TAX-{number:3}/{fiscalYear}',
  );
  // The header now shows the uploaded logo.
  await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible();
  // Saved, the template is the series: the same next number, no warning any more...
  await expect(nextInvoice).toHaveText(`TAX-${last + 1}/${fy}`);
  await expect(newSeries).toHaveCount(0);
  // ...and it is the number the next invoice takes; then the preview moves on by one.
  const customers = await trpcQuery<{ id: string }[]>(page, 'tenant.dashboard.customerOptions', {
    search: '',
  });
  const created = await postInvoice(page, {
    invoiceDate: indiaDate(),
    billTo: customers[0]?.id,
    products: [{ product: await productId(page, 'MOD-MONO-540'), quantity: 1, price: '15000' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data.invoiceNumber).toBe(`TAX-${last + 1}/${fy}`);
  await page.reload();
  await expect(nextInvoice).toHaveText(`TAX-${last + 2}/${fy}`);
  await expect(newSeries).toHaveCount(0);
  await settle(page);
  await shot(page, 'settings-next-number-after-invoice');
});

test('settings: API keys are shown once and can be revoked', async ({ adminPage: page }) => {
  const { key, shown } = await createApiKey(page, 'Accounting sync');
  await settle(page);
  await shot(page, 'settings-api-key-created');

  // The key works against the REST API for what it was given.
  // A third-party caller: the bare host (no cookie of the shop), the key and the shop's id.
  const api = `${MASTER_URL}/api/customer`;
  const ok = await page.request.get(api, {
    headers: { authorization: `Bearer ${key}`, 'x-tenant-id': 'demo' },
  });
  expect(ok.status()).toBe(200);
  await shown.getByRole('button', { name: 'Done' }).click();

  const keys = page.getByRole('table', { name: 'API keys' });
  const row = keys.getByRole('row').filter({ hasText: 'Accounting sync' });
  await expect(row.getByText('Active')).toBeVisible();
  await page.reload();
  await expect(row.getByText(/\d{2}\/\d{2}\/\d{4}/).last()).toBeVisible(); // last used
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke API key "Accounting sync"?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(row.getByText('Revoked')).toBeVisible();
  await shot(page, 'settings-api-keys');
  const refused = await page.request.get(api, {
    headers: { authorization: `Bearer ${key}`, 'x-tenant-id': 'demo' },
  });
  expect(refused.status()).toBe(401);
});

test('profile: name, photo, password confirmation', async ({ adminPage: page }) => {
  await page.goto('/admin/my-profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Demo Admin Renamed');
  await page.getByLabel('New Password').fill('new-admin-pass-1');
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  // The confirm field is marked invalid and drawn with the error colour's border.
  const confirmField = page.getByLabel('Confirm Password');
  await expect(confirmField).toHaveAttribute('data-invalid', 'true');
  await expect(confirmField.locator('xpath=..')).toHaveCSS('border-color', 'rgb(201, 42, 42)');
  await shot(page, 'profile-mismatch');

  await page.getByLabel('New Password').fill('');
  await page.getByLabel('Confirm Password').fill('');
  await page.locator('input[type=file]').first().setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_1PX,
  });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Account menu for Demo Admin Renamed/ }),
  ).toBeVisible();
  await shot(page, 'profile');
  // Put the name back for other tests.
  await page.getByLabel('Full Name').fill('Demo Admin');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
});

test('phone layouts at 375 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page);
  await page.goto('/admin/manage-user');
  await expect(page.getByText('admin@demo.test')).toBeVisible();
  await shot(page, 'phone-users-page');
  await page.getByText('staff@demo.test').click();
  await expect(page.getByRole('table', { name: 'User Roles' })).toBeVisible();
  await settle(page);
  await shot(page, 'phone-users-roles-matrix');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
  await settle(page);
  await shot(page, 'phone-users-drawer');
  await page.keyboard.press('Escape');

  await page.goto('/admin/change-details');
  await expect(page.getByRole('button', { name: '1. Basic Info' })).toBeVisible();
  await shot(page, 'phone-settings');

  await page.goto('/admin/my-profile');
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
  await expect(page.locator('input[type=file][capture]')).toHaveCount(1);
  await shot(page, 'phone-profile');
});
