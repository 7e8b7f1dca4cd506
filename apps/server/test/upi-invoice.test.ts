// @engines postgres
// Validation and rendering (VPA rules, the QR on the PDF): one engine (docs/CONVENTIONS.md, Engines),
// the PostgreSQL round's, which has room beside the Citus round on CI.
import { describe, expect, it } from 'vitest';
import { PDFTOPPM, qrCodesPerPage } from '../../../packages/documents/test/qr';
import { startTwoShopBilling } from './billing-fixtures';
import { fileSuite, trpcData, trpcError, type RequestOptions } from './helpers';

/**
 * The shop's UPI ID (issue 19): validated as a VPA, frozen on each invoice at issue, and printed
 * on the invoice PDF as a QR of the UPI link for the amount due.
 */
const suite = fileSuite(startTwoShopBilling, ({ h }) => h.close());
const asOwner = (): RequestOptions => ({ tenant: 'alpha', cookie: suite.owner });
const asB = (): RequestOptions => ({ tenant: 'beta', cookie: suite.ownerB });
const mutate = (path: string, input: unknown, opts = asOwner()) =>
  suite.h.trpcMutation(path, input, opts);

type Invoice = { id: string; invoiceNumber: string; totalAmount: string };

async function setUpi(upiId: string, opts = asOwner()) {
  const reply = await suite.h.rest('PATCH', '/api/settings', { ...opts, body: { upiId } });
  expect(reply.status, reply.text).toBe(200);
}

async function storedUpi(opts = asOwner()) {
  const reply = await suite.h.rest('GET', '/api/settings', opts);
  return (reply.body.data as { upiId: string }).upiId;
}

/** One battery at `price` within the state: price + 9 % CGST + 9 % SGST. */
async function battery(price: string, opts = asOwner(), fx = suite.fx) {
  return trpcData<Invoice>(
    await mutate(
      'tenant.invoices.create',
      {
        invoiceDate: '2025-10-01',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, quantity: 1, price }],
      },
      opts,
    ),
  );
}

/** The QR codes on each page of the invoice's PDF, as downloaded by the shop. */
async function qrCodes(id: string, opts = asOwner()) {
  const link = await suite.h.rest('GET', `/api/invoice-file/${id}`, opts);
  expect(link.status, link.text).toBe(200);
  const pdf = await suite.h.rest('GET', link.body.data.fileLink as string, opts);
  expect(pdf.status).toBe(200);
  return qrCodesPerPage(pdf.raw.rawPayload);
}

describe('the upiId setting', () => {
  it('refuses a malformed UPI ID with a 400 naming the field, writing nothing', async () => {
    await setUpi('alpha.solar@okaxis');
    for (const bad of ['alpha solar@okaxis', 'alpha@ok1', 'a@okaxis', 'alpha@', 'upi://pay']) {
      const rest = await suite.h.rest('PATCH', '/api/settings', {
        ...asOwner(),
        body: { upiId: bad, topText: 'changed' },
      });
      expect(rest.status, bad).toBe(400);
      expect(rest.body.error, bad).toMatch(/upiId/);
      expect(rest.body.error, bad).toMatch(/UPI ID/);
      const trpc = await mutate('tenant.settings.update', { upiId: bad });
      expect(trpc.status, bad).toBe(400);
      expect(trpcError(trpc).message).toMatch(/upiId/);
    }
    expect(await storedUpi()).toBe('alpha.solar@okaxis');
    const settings = await suite.h.rest('GET', '/api/settings', asOwner());
    expect(settings.body.data.topText).not.toBe('changed');
  });

  it('is optional: an empty value clears it; one shop’s UPI ID is not another’s', async () => {
    await setUpi('');
    expect(await storedUpi()).toBe('');
    await setUpi('alpha.solar@okaxis');
    expect(await storedUpi(asB())).toBe('');
  });
});

describe.skipIf(!PDFTOPPM)('the payment QR on the invoice PDF', () => {
  it('asks for the amount due, then what is left after a receipt, and none once paid', async () => {
    await setUpi('alpha.solar@okaxis');
    // 10,000 + 900 + 900 = 11,800.00.
    const invoice = await battery('10000');
    expect(invoice.totalAmount).toBe('11800.00');
    const number = encodeURIComponent(invoice.invoiceNumber);
    const link = (amount: string) =>
      `upi://pay?pa=alpha.solar@okaxis&pn=Alpha%20Solar&am=${amount}&cu=INR&tn=${number}`;
    expect(await qrCodes(invoice.id)).toEqual([link('11800.00')]);

    // 5,000.50 received against it: 6,799.50 due. The stored PDF is made again.
    const receipt = trpcData<{ id: string }>(
      await mutate('tenant.payments.create', {
        customerId: suite.fx.local.id,
        paymentDate: '2025-10-05',
        amount: '5000.50',
        mode: 'upi',
        reference: 'UPI 1',
        allocations: [{ invoiceId: invoice.id, amount: '5000.50' }],
      }),
    );
    expect(await qrCodes(invoice.id)).toEqual([link('6799.50')]);

    // The rest received: nothing due, no QR.
    await mutate('tenant.payments.create', {
      customerId: suite.fx.local.id,
      paymentDate: '2025-10-06',
      amount: '6799.50',
      mode: 'upi',
      reference: 'UPI 2',
      allocations: [{ invoiceId: invoice.id, amount: '6799.50' }],
    });
    expect(await qrCodes(invoice.id)).toEqual([null]);
    expect(receipt.id).toBeTruthy();
  });

  it('prints the UPI ID in force at issue, on every copy; none for an invoice issued without one', async () => {
    await setUpi('');
    const before = await battery('1000'); // 1,180.00
    await setUpi('alpha.solar@okaxis');
    const issued = await battery('2000'); // 2,360.00
    await setUpi('alpha.new@okicici');

    expect(await qrCodes(before.id)).toEqual([null]);
    const three = await suite.h.rest('GET', `/api/invoice-file/${issued.id}?copies=3`, asOwner());
    expect(three.status, three.text).toBe(200);
    const pdf = await suite.h.rest('GET', three.body.data.fileLink as string, asOwner());
    const codes = qrCodesPerPage(pdf.raw.rawPayload);
    expect(codes).toHaveLength(3);
    for (const code of codes)
      expect(code).toMatch(/^upi:\/\/pay\?pa=alpha\.solar@okaxis&.*am=2360\.00&/);
  });

  it('prints none on a cancelled invoice', async () => {
    await setUpi('alpha.solar@okaxis');
    const invoice = await battery('3000');
    expect((await qrCodes(invoice.id))[0]).toMatch(/am=3540\.00/);
    const cancel = await suite.h.rest(
      'DELETE',
      `/api/invoice/hard-delete/${invoice.id}?reason=Duplicate`,
      asOwner(),
    );
    expect(cancel.status, cancel.text).toBe(200);
    expect(await qrCodes(invoice.id)).toEqual([null]);
  });

  it("another shop's invoices carry their own UPI ID, or none", async () => {
    const invoice = await battery('1000', asB(), suite.fxB);
    expect(await qrCodes(invoice.id, asB())).toEqual([null]);
    // Alpha cannot fetch beta's invoice PDF at all.
    const link = await suite.h.rest('GET', `/api/invoice-file/${invoice.id}`, asOwner());
    expect(link.status).toBe(404);
  });
});
