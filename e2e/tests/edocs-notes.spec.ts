import {
  DESKTOP,
  PHONE,
  RUN,
  expect,
  expectNoOverflow,
  productId,
  settle,
  shot,
  test,
  toastsGone,
  trpcMutation,
  trpcQuery,
  viewportShot,
  escapeAndDiscard,
} from './fixtures';
import {
  BUYER,
  BUYER_GSTIN,
  downloadJson,
  QR,
  randomIrn,
  todayIN,
  type Inv01,
  type InvoiceDetail,
} from './edocs-fixtures';

/**
 * E-invoices beyond the invoice panel (issue 17): a buyer without a PIN code gets the IRP's
 * refusal in a red alert naming the field, and a credit note has the same e-invoice block (its
 * INV-01 JSON with Typ CRN; on a phone its IRN recorded from the IRP's answer uploaded as a .json
 * file). The invoice panel itself: edocs.spec.ts.
 */

const NOTE_IRN = randomIrn();

test("a buyer without a PIN code: the IRP's refusal names the field", async ({
  adminPage: page,
}) => {
  await page.setViewportSize(DESKTOP);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const noPin = await trpcMutation<{ id: string }>(page, 'tenant.customers.create', {
    name: `E2E No PIN ${RUN}`,
    address: 'Ring Road, Surat',
    gstin: BUYER_GSTIN,
    stateCode: 24,
  });
  const small = await trpcMutation<{ invoiceNumber: string }>(page, 'tenant.invoices.create', {
    billToId: noPin.id,
    lines: [{ productId: await productId(page, 'MOD-MONO-540'), quantity: 1, price: '15000' }],
  });
  await page.goto(`/admin/manage-invoice?search=${encodeURIComponent(small.invoiceNumber)}`);
  const smallRow = invoices.getByRole('row', { name: new RegExp(`E2E No PIN ${RUN}`) }).first();
  await smallRow.getByRole('button', { name: 'Show details' }).click();
  // ₹15,750: no e-way bill block; the e-invoice block only.
  await expect(invoices.getByTestId('einvoice-block')).toBeVisible();
  await expect(invoices.getByTestId('eway-bill-block')).toHaveCount(0);
  await invoices.getByRole('button', { name: 'Download e-invoice JSON' }).click();
  const alert = invoices.getByTestId('einvoice-block').getByRole('alert');
  await expect(alert).toContainText('E-invoice JSON not downloaded');
  await expect(alert).toContainText('would be refused');
  await expect(alert).toContainText('PIN code');
  await page.mouse.move(0, 0);
  await toastsGone(page);
  await settle(page);
  await shot(page, 'edocs-einvoice-refused');
});

test('a credit note has the same e-invoice block, and records its IRN on a phone', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const today = todayIN();
  // An invoice to Patel Textiles (₹15,750), and a credit note returning its one module.
  const [buyer] = await trpcQuery<{ id: string; name: string }[]>(page, 'tenant.customers.pick', {
    search: BUYER,
  });
  expect(buyer?.name).toBe(BUYER);
  const invoice = await trpcMutation<{ id: string }>(page, 'tenant.invoices.create', {
    billToId: buyer?.id,
    lines: [{ productId: await productId(page, 'MOD-MONO-540'), quantity: 1, price: '15000' }],
  });
  const { lines } = await trpcQuery<InvoiceDetail>(page, 'tenant.invoices.get', {
    id: invoice.id,
  });
  const note = await trpcMutation<{ noteNumber: string }>(page, 'tenant.creditNotes.create', {
    reason: 'sales-return',
    lines: [{ invoiceLineId: lines[0]?.id, quantity: 1 }],
  });
  await page.goto('/admin/manage-credit-note');
  const notes = page.getByRole('table', { name: 'Credit notes' });
  const noteRow = notes.getByRole('row', { name: new RegExp(note.noteNumber) }).first();
  await noteRow.getByRole('button', { name: 'Show details' }).click();
  const noteBlock = notes.getByTestId('einvoice-block');
  await expect(noteBlock).toContainText('No IRN yet');
  const crn = await downloadJson<Inv01>(page, noteBlock, 'einvoice', note.noteNumber);
  expect(crn.Version).toBe('1.1');
  expect(crn.DocDtls).toMatchObject({ Typ: 'CRN', No: note.noteNumber });
  await expect(noteBlock.getByRole('button', { name: 'Record IRN' })).toBeVisible();
  await page.mouse.move(0, 0);
  await toastsGone(page);
  await settle(page);
  await shot(page, 'edocs-credit-note-panel');

  // Phones: the note's card, and Record IRN full screen; Escape closes it.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-credit-note');
  const noteCard = page.getByRole('listitem').filter({ hasText: note.noteNumber }).first();
  await noteCard.getByRole('button', { name: 'Show details' }).click();
  await noteCard.getByRole('button', { name: 'Record IRN' }).click();
  const noteIrn = page.getByRole('dialog', { name: `Record IRN · Credit note ${note.noteNumber}` });
  await expect(noteIrn).toBeVisible();
  await escapeAndDiscard(page);
  await expect(noteIrn).toBeHidden();
  // The IRP's answer uploaded as its .json file (NIC's wrapping): it fills the box, then records.
  await noteCard.getByRole('button', { name: 'Record IRN' }).click();
  await expect(noteIrn).toBeVisible();
  const noteAnswer = JSON.stringify({
    Status: 1,
    Data: {
      Irn: NOTE_IRN,
      AckNo: 112010036563311,
      AckDt: `${today.iso} 00:05:00`,
      SignedQRCode: QR,
    },
  });
  await noteIrn.locator('input[type="file"]').setInputFiles({
    name: 'irp-answer.json',
    mimeType: 'application/json',
    buffer: Buffer.from(noteAnswer),
  });
  await expect(noteIrn.getByLabel("IRP's answer (JSON)")).toHaveValue(noteAnswer);
  await settle(page);
  await expectNoOverflow(page);
  await viewportShot(page, 'edocs-record-irn-phone');
  await noteIrn.getByRole('button', { name: 'Record IRN' }).click();
  await expect(page.getByText(`IRN recorded for ${note.noteNumber}`)).toBeVisible();
  await expect(noteIrn).toBeHidden();
  const noteBlockPhone = noteCard.getByTestId('einvoice-block');
  await expect(noteBlockPhone).toContainText(NOTE_IRN);
  await expect(noteBlockPhone).toContainText('The credit note has an IRN: it is read-only.');
  await expect(noteCard.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});
