import {
  RUN,
  expect,
  indiaDate,
  productId,
  settle,
  shot,
  test,
  toastsGone,
  trpcMutation,
} from './fixtures';

/**
 * Issue 29 item 2 on screen: a walk-in lead's quote past its validity reads EXPIRED; invoicing it
 * warns that it expired and that it is for a lead; the lead becomes a customer from the
 * conversion itself, the invoice drawer opens billed to that customer, and once the invoice is
 * saved the quote reads INVOICED, links its invoice and offers no second Invoicing.
 */
const LEAD = `E2E Lead ${RUN}`;

test('an expired lead quote: warned, the lead made a customer, invoiced once', async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  const module = await productId(page, 'MOD-MONO-540');
  // Quoted 20 days ago, valid for 10: expired 10 days ago.
  const quote = await trpcMutation<{ id: string; quoteNumber: string }>(
    page,
    'tenant.quotes.create',
    {
      quoteDate: indiaDate(20),
      expiryDate: indiaDate(10),
      customerName: LEAD,
      phoneNumber: '9830012345',
      address: '7 Lake Road, Kolkata',
      placeOfSupply: 19,
      lines: [
        {
          productId: module,
          productName: '540 Wp Mono PERC Half-Cut Module',
          quantity: 2,
          price: '15000',
          gstPercentage: 5,
        },
      ],
    },
  );
  await page.goto(`/admin/manage-quote?search=${encodeURIComponent(quote.quoteNumber)}`);
  const row = page.getByRole('row', { name: new RegExp(quote.quoteNumber) });
  await expect(row.getByText('Expired', { exact: false })).toBeVisible();

  await row.getByRole('button', { name: 'Invoicing' }).click();
  const confirm = page.getByRole('dialog', { name: /Create an invoice from quote/ });
  await expect(confirm.getByText(/This quote expired on/)).toBeVisible();
  await expect(confirm.getByText(/It is for a lead, not a saved customer/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Continue' }).click();

  const lead = page.getByRole('dialog', { name: `Bill to: the lead of ${quote.quoteNumber}` });
  await expect(lead.getByRole('textbox', { name: 'Name' })).toHaveValue(LEAD);
  await settle(page);
  await shot(page, 'quotes-lead-to-customer');
  await lead.getByRole('button', { name: 'Create customer from this lead' }).click();
  await expect(
    page.getByText(`Customer ${LEAD} created from quote ${quote.quoteNumber}`),
  ).toBeVisible();

  const drawer = page.getByRole('dialog', { name: /Create Invoice/ });
  await expect(drawer.getByRole('combobox', { name: 'Bill to', exact: true })).toHaveValue(LEAD);
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create this invoice?' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(drawer).toBeHidden();
  const saved = page.getByText(/^Invoice \S+ saved$/);
  const invoiceNumber = ((await saved.textContent()) ?? '').split(' ')[1] ?? '';
  expect(invoiceNumber).toMatch(/^INV\/\d\d-\d\d\/\d{4}$/);
  await toastsGone(page);

  // The quote now reads Invoiced, links its invoice, and cannot be invoiced again.
  await page.goto(`/admin/manage-quote?search=${encodeURIComponent(quote.quoteNumber)}`);
  const done = page.getByRole('row', { name: new RegExp(quote.quoteNumber) });
  await expect(done.getByText('Invoiced', { exact: false })).toBeVisible();
  await expect(done.getByRole('link', { name: invoiceNumber })).toBeVisible();
  await expect(done.getByRole('button', { name: 'Invoicing' })).toHaveAttribute(
    'aria-description',
    `Already invoiced as ${invoiceNumber}`,
  );
  await settle(page);
  await shot(page, 'quotes-invoiced');
});
