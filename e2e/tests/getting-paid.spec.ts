import { DESKTOP, expect, openPage, PHONE, settle, shot, test, toastsGone } from './fixtures';

/**
 * Getting paid (issue 34), as a new shop sees it with no setup: an invoice's Share panel makes a
 * link whose public page shows the invoice, its amount due and the UPI QR to a buyer on a phone;
 * "Send by e-mail" on the same invoice lands in the local outbox (no SMTP on the embedded
 * database), where Mail → Outbox opens it with its PDF. Then the Recurring Invoices and Webhooks
 * pages with their drawers (Escape closes them).
 */
test('an invoice shared by link and sent by e-mail to the local outbox', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/manage-invoice');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const row = invoices.getByRole('row').filter({ has: page.getByRole('button', { name: 'Show details' }) }).first(); // prettier-ignore
  await row.getByRole('button', { name: 'Show details' }).click();

  // Share: a link on the shop's own host.
  const share = page.getByLabel('Share link', { exact: true });
  await share.getByRole('button', { name: 'Create link' }).click();
  const address = share.getByRole('textbox', { name: 'Share link address' });
  await expect(address).toHaveValue(/\/s\/[\w-]{43}$/);
  const url = await address.inputValue();
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//); // prettier-ignore
  await toastsGone(page);
  await share.scrollIntoViewIfNeeded();
  await shot(page, 'invoice-share-panel-1366');

  // The buyer's phone: the invoice, what is due, the UPI QR, the PDF; no way into the shop.
  const { context: buyerContext, page: buyer } = await openPage(browser, PHONE);
  const opened = await buyer.goto(url);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(buyer.getByText(/Amount due|Paid in full/).first()).toBeVisible();
  await expect(buyer.getByRole('link', { name: /PDF/ })).toBeVisible();
  await expect(buyer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await settle(buyer);
  await shot(buyer, 'share-page-invoice-390');
  // A revoked-looking token (never issued) gives the same not-found page.
  await buyer.goto(url.replace(/\/s\/.*/, `/s/${'x'.repeat(43)}`));
  await expect(buyer.getByText(/not valid|not available/i).first()).toBeVisible();
  await buyerContext.close();

  // E-mail: prefilled, sent through the queue, kept in the local outbox.
  const mailBlock = page.getByRole('button', { name: 'Send by e-mail' }).first();
  await mailBlock.click();
  const drawer = page.getByRole('dialog', { name: /^E-mail invoice|Send by e-mail/ });
  await expect(drawer.getByLabel('Subject')).not.toHaveValue('');
  const to = drawer.getByLabel('To');
  if ((await to.inputValue()) === '') await to.fill('buyer@example.com');
  await shot(page, 'invoice-send-mail-1366');
  const subject = await drawer.getByLabel('Subject').inputValue();
  await drawer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('navigation').getByRole('link', { name: 'Mail', exact: true }).click();
  const messages = page.getByRole('table', { name: 'Messages' });
  const message = messages.getByRole('row').filter({ hasText: subject }).first();
  await expect(message).toBeVisible();
  await expect(message).toContainText(/sent/i, { timeout: 30_000 });
  await toastsGone(page);
  await shot(page, 'mail-outbox-1366');
  await message.click();
  const opened2 = page.getByRole('dialog', { name: 'Message' });
  await expect(opened2).toContainText('.pdf');
  await shot(page, 'mail-message-1366');
  await page.keyboard.press('Escape');
  await expect(opened2).toBeHidden();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await settle(page);
  await shot(page, 'mail-settings-1366');
  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Outbox and log' }).click();
  await settle(page);
  await shot(page, 'mail-outbox-390');
});

test('recurring invoices and webhooks: the pages and their drawers', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/manage-recurring-invoice');
  await expect(page.getByRole('heading', { name: 'Recurring Invoices' })).toBeVisible();
  await settle(page);
  await shot(page, 'recurring-invoices-1366');
  await page
    .getByRole('button', { name: /New|Create|Add/ })
    .first()
    .click();
  const profile = page.getByRole('dialog').first();
  await expect(profile).toBeVisible();
  await settle(page);
  await shot(page, 'recurring-invoice-drawer-1366');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  if (await discard.isVisible()) await discard.getByRole('button', { name: 'Discard', exact: true }).click(); // prettier-ignore
  await expect(profile).toBeHidden();

  await page.goto('/admin/webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await settle(page);
  await shot(page, 'webhooks-1366');
  await page
    .getByRole('button', { name: /Add endpoint|New endpoint|Add/ })
    .first()
    .click();
  const endpoint = page.getByRole('dialog').first();
  await expect(endpoint).toBeVisible();
  // A loopback receiver is refused (no server-side request forgery).
  await endpoint.getByLabel(/URL/).fill('http://127.0.0.1:9/hook');
  await endpoint.getByRole('checkbox').first().check();
  await endpoint
    .getByRole('button', { name: /Save|Add|Create/ })
    .last()
    .click();
  await expect(page.getByText(/private|loopback|not allowed|refused/i).first()).toBeVisible();
  await shot(page, 'webhook-drawer-refused-1366');
  await page.keyboard.press('Escape');
  const discard2 = page.getByRole('dialog', { name: 'Discard changes?' });
  if (await discard2.isVisible()) await discard2.getByRole('button', { name: 'Discard', exact: true }).click(); // prettier-ignore
  await expect(endpoint).toBeHidden();
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-recurring-invoice');
  await settle(page);
  await shot(page, 'recurring-invoices-390');
});
