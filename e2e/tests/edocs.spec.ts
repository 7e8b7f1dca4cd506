import {
  DESKTOP,
  PHONE,
  RUN,
  browserCall,
  expect,
  expectNoOverflow,
  pickOption as pick,
  productId,
  settle,
  shot,
  test,
  toastsGone,
  trpcQuery,
  viewportShot,
  escapeAndDiscard,
} from './fixtures';
import {
  BUYER,
  BUYER_GSTIN,
  downloadJson,
  MODULE,
  QR,
  randomEwbNo,
  randomIrn,
  shown,
  todayIN,
  type EwayBillJson,
  type Inv01,
  type InvoiceDetail,
} from './edocs-fixtures';

/**
 * E-invoice and e-way bill (issue 17) in the back-office. A B2B invoice to Patel Textiles
 * (Gujarat) for 4 modules at ₹15,000 (₹63,000 with IGST) made in the drawer with vehicle
 * 'wb 2 ab 123' and a distance (the drawer's e-way bill hint, its transporter check); its
 * detail panel downloads the INV-01 JSON, records the IRP's answer pasted as JSON (IRN shown,
 * Edit gone from the row and disabled in the panel), downloads the e-way bill JSON (vehicle in
 * the portal's format WB02AB0123) and records the e-way bill. Desktop and 390 px screenshots.
 * The IRP's refusal and a credit note's e-invoice block: edocs-notes.spec.ts.
 */

const IRN = randomIrn();
const ACK_NO = '112010036563310';
const EWB_NO = randomEwbNo();

test('an invoice goes to the IRP and gets its e-way bill from the detail panel', async ({
  adminPage: page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const today = todayIN();

  // --- The drawer: Patel Textiles, 4 × ₹15,000 + IGST 5 % = ₹63,000, Part B in Shipping.
  await page.goto('/admin/manage-invoice');
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  const drawer = page.getByRole('dialog', { name: 'Create Invoice' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Customer Details' }).click();
  await pick(drawer, page, 'Bill to', 'Patel', BUYER);
  const line = drawer.getByLabel('Line 1', { exact: true });
  await pick(line, page, 'Product', '540 Wp Mono', MODULE);
  await line.getByLabel('Quantity').fill('4');
  await line.getByLabel('Price (₹ per unit)').fill('15000');
  await expect(drawer.getByLabel('Totals').getByText('₹63,000.00')).toBeVisible();

  await drawer.getByRole('button', { name: 'Shipping & Transport' }).click();
  const hint = drawer.getByTestId('eway-bill-hint');
  await expect(hint).toContainText('above ₹50,000: moving the goods needs an e-way bill');
  await expect(hint).toContainText(
    'Fill Part B: the vehicle number, or a transporter, and the distance',
  );
  // The transporter's id is checked as the server checks it, when the field is left.
  const transporter = drawer.getByLabel('Transporter GSTIN / TRANSIN');
  await transporter.fill('19abc');
  await expect(transporter).toHaveValue('19ABC');
  await transporter.blur();
  await expect(drawer.getByText("Enter the transporter's 15-character GSTIN or TRANSIN")).toBeVisible(); // prettier-ignore
  await transporter.fill('');
  await transporter.blur();
  await expect(drawer.getByText("Enter the transporter's 15-character GSTIN or TRANSIN")).toHaveCount(0); // prettier-ignore
  await drawer.getByLabel('Vehicle number').fill('wb 2 ab 123');
  await expect(hint).toContainText('Fill Part B: the distance');
  const distance = drawer.getByLabel('Distance (km)');
  await distance.fill('5000');
  await distance.blur();
  await expect(drawer.getByText('Distance must be whole km from 0 to 4000')).toBeVisible();
  await distance.fill('1650');
  await distance.blur();
  await expect(drawer.getByText('Distance must be whole km from 0 to 4000')).toHaveCount(0);
  await drawer.getByLabel('Transporter name').fill(`E2E Roadways ${RUN}`);
  await expect(hint).toContainText('Part B is filled');
  await drawer.getByRole('button', { name: 'Shipping & Transport' }).scrollIntoViewIfNeeded();
  await settle(page);
  await viewportShot(page, 'edocs-drawer-transport');

  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Create this invoice?' })
    .getByRole('button', { name: 'Create' })
    .click();
  await expect(page.getByText(/^Invoice \S+ saved$/)).toBeVisible();
  await expect(drawer).toBeHidden();

  // --- The list: the new invoice, its detail panel with the e-invoice and e-way bill blocks.
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const row = invoices.getByRole('row').nth(1);
  await expect(row).toContainText(BUYER);
  await expect(row).toContainText('₹63,000');
  const invoiceNumber = (await row.getByRole('cell').nth(1).innerText()).trim();
  expect(invoiceNumber).toBeTruthy();
  const stored = await trpcQuery<{ data: { id: string; invoiceNumber: string }[] }>(
    page,
    'tenant.invoices.list',
    {
      page: 1,
      pageSize: 10,
      search: invoiceNumber,
    },
  );
  const invoiceId = stored.data.find((r) => r.invoiceNumber === invoiceNumber)?.id ?? '';
  expect(invoiceId).toBeTruthy();
  const detail = await trpcQuery<InvoiceDetail>(page, 'tenant.invoices.get', { id: invoiceId });
  expect(detail).toMatchObject({
    vehicleNumber: 'WB02AB0123',
    transportDistanceKm: 1650,
    transporterId: '',
    transporterName: `E2E Roadways ${RUN}`,
    irp: null,
    ewayBill: null,
  });

  await row.getByRole('button', { name: 'Show details' }).click();
  const einvoice = invoices.getByTestId('einvoice-block');
  const ewayBill = invoices.getByTestId('eway-bill-block');
  await expect(einvoice).toContainText('No IRN yet');
  await expect(ewayBill).toContainText('Needed');

  // Download e-invoice JSON: INV-01 version 1.1 with the invoice's number.
  const inv01 = await downloadJson<Inv01>(page, einvoice, 'einvoice', invoiceNumber);
  expect(inv01.Version).toBe('1.1');
  expect(inv01.DocDtls).toMatchObject({ Typ: 'INV', No: invoiceNumber });
  expect(inv01.BuyerDtls).toMatchObject({ Gstin: BUYER_GSTIN, Pos: '24' });
  await expect(page.getByText('E-invoice JSON downloaded')).toBeVisible();

  // Record IRN: Escape closes the modal; then the IRP's answer pasted as JSON.
  await einvoice.getByRole('button', { name: 'Record IRN' }).click();
  const irnModal = page.getByRole('dialog', { name: `Record IRN · Invoice ${invoiceNumber}` });
  await expect(irnModal).toBeVisible();
  await escapeAndDiscard(page);
  await expect(irnModal).toBeHidden();
  await einvoice.getByRole('button', { name: 'Record IRN' }).click();
  await expect(irnModal).toBeVisible();
  // A wrong answer is refused with the fields named.
  await irnModal.getByLabel("IRP's answer (JSON)").fill('{"Irn":"abc","AckNo":1}');
  await irnModal.getByRole('button', { name: 'Record IRN' }).click();
  await expect(irnModal.getByRole('alert')).toContainText('Irn must be the 64-character IRN');
  await expect(irnModal.getByRole('alert')).toContainText('AckDt');
  await settle(page);
  await viewportShot(page, 'edocs-irn-refused');
  const answer = JSON.stringify({
    Irn: IRN,
    AckNo: Number(ACK_NO),
    AckDt: `${today.iso} 00:01:00`,
    SignedQRCode: QR,
  });
  await irnModal.getByLabel("IRP's answer (JSON)").fill(answer);
  await irnModal.getByRole('button', { name: 'Record IRN' }).click();
  await expect(page.getByText(`IRN recorded for ${invoiceNumber}`)).toBeVisible();
  await expect(irnModal).toBeHidden();
  await expect(einvoice).toContainText('IRN recorded');
  await expect(einvoice).toContainText(IRN);
  await expect(einvoice).toContainText(ACK_NO);
  await expect(einvoice).toContainText(`${shown(today.iso)}, 12:01 am`);
  await expect(einvoice).toContainText('The invoice has an IRN: it is read-only.');

  // Edit is gone from the row and disabled in the panel, with the reason on hover.
  await expect(row.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const panel = invoices.getByTestId('invoice-detail');
  const panelEdit = panel.getByRole('button', { name: `Edit invoice ${invoiceNumber}` });
  await expect(panelEdit).toHaveAttribute('aria-disabled', 'true');
  await panelEdit.hover();
  await expect(page.getByRole('tooltip')).toContainText('it can no longer be edited');
  // aria-disabled: Playwright would wait for it to be enabled; the click itself does nothing.
  await panelEdit.dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Edit Invoice' })).toHaveCount(0);
  await page.mouse.move(0, 0);

  // Download e-way bill JSON: the vehicle in the portal's format, the distance.
  const ewb = await downloadJson<EwayBillJson>(page, ewayBill, 'ewaybill', invoiceNumber);
  expect(ewb.version).toBe('1.0.0621');
  expect(ewb.billLists[0]).toMatchObject({
    docNo: invoiceNumber,
    vehicleNo: 'WB02AB0123',
    transDistance: 1650,
    transMode: 1,
    toGstin: BUYER_GSTIN,
  });
  await expect(page.getByText('E-way bill JSON downloaded')).toBeVisible();

  // Record e-way bill: the form checks the number; then the portal's JSON pasted.
  await ewayBill.getByRole('button', { name: 'Record e-way bill' }).click();
  const ewbModal = page.getByRole('dialog', { name: `Record e-way bill · Invoice ${invoiceNumber}` }); // prettier-ignore
  await expect(ewbModal).toBeVisible();
  await ewbModal.getByLabel('E-way bill number').fill('3310 0123');
  await ewbModal.getByRole('button', { name: 'Record e-way bill' }).click();
  await expect(ewbModal.getByText('Enter the 12-digit e-way bill number the portal gave')).toBeVisible(); // prettier-ignore
  await expect(ewbModal.getByText('Enter when the e-way bill was generated')).toBeVisible();
  await settle(page);
  await viewportShot(page, 'edocs-eway-bill-modal');
  await ewbModal.getByRole('tab', { name: "Portal's JSON" }).click();
  await ewbModal.getByLabel("E-way bill portal's answer (JSON)").fill(
    JSON.stringify({
      ewayBillNo: Number(EWB_NO),
      ewayBillDate: `${today.portal} 11:50:00 AM`,
      validUpto: `${today.portal} 11:59:00 PM`,
    }),
  );
  await ewbModal.getByRole('button', { name: 'Record e-way bill' }).click();
  await expect(page.getByText(`E-way bill recorded for ${invoiceNumber}`)).toBeVisible();
  await expect(ewbModal).toBeHidden();
  await expect(ewayBill).toContainText('Recorded');
  await expect(ewayBill).toContainText(EWB_NO);
  await expect(ewayBill).toContainText(`${shown(today.iso)}, 11:50 am`);
  await expect(ewayBill).toContainText(`${shown(today.iso)}, 11:59 pm`);
  await expect(ewayBill.getByRole('button')).toHaveCount(0);

  const recorded = await trpcQuery<InvoiceDetail>(page, 'tenant.invoices.get', {
    id: invoiceId,
  });
  expect(recorded.irp).toMatchObject({ irn: IRN, ackNo: ACK_NO, ackDate: `${today.iso} 00:01:00` });
  expect(recorded.ewayBill).toMatchObject({ number: EWB_NO });
  // The server refuses the edit too.
  const refused = await browserCall(page, 'POST', '/trpc/tenant.invoices.update', {
    id: invoiceId,
    billToId: detail.billToId,
    lines: [{ productId: await productId(page, 'MOD-MONO-540'), quantity: 1, price: '15000' }],
  });
  expect(refused.status).toBe(409);

  await page.mouse.move(0, 0);
  await toastsGone(page);
  await row.scrollIntoViewIfNeeded();
  await settle(page);
  await shot(page, 'edocs-invoice-panel');

  // --- Phone (390 px): the card's panel, blocks stacked, nothing wider than the screen.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/manage-invoice');
  const card = page.getByRole('listitem').filter({ hasText: invoiceNumber }).first();
  await expect(card).toBeVisible();
  // The list rows carry the IRN, so straight after a reload the card offers no Edit.
  await expect(card.getByRole('button', { name: 'Show details' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Show details' }).click();
  await expect(card.getByTestId('einvoice-block')).toContainText(IRN);
  await expect(card.getByTestId('eway-bill-block')).toContainText(EWB_NO);
  await settle(page);
  await expectNoOverflow(page);
  await shot(page, 'edocs-invoice-panel-phone');
  await page.setViewportSize(DESKTOP);
});
