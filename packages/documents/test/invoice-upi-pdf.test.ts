import { describe, expect, it } from 'vitest';
import { upiPayLink } from '@gst/domain';
import { invoiceDocument } from '../src/pdf/invoice';
import { renderAndKeep } from './render';
import { invoiceSample, SHOP } from './fixtures/samples';
import { flat, pages, textOf } from './pdf-text';
import { PDFTOPPM, qrCodesPerPage } from './qr';

/**
 * The UPI payment QR (issue 19): rendered to pixels with poppler's pdftoppm and decoded with
 * jsQR, so what a phone would read is checked, not just what was asked for.
 */
const VPA = 'suryashakti.solar@okhdfcbank';

function withUpi(data: ReturnType<typeof invoiceSample>, amount = data.totals.total) {
  const link = upiPayLink({
    vpa: VPA,
    payeeName: data.shop.name,
    amount,
    note: data.invoiceNumber,
  });
  return { ...data, shop: { ...data.shop, upiId: VPA }, upiPayment: { link, vpa: VPA, amount } };
}

describe.skipIf(!PDFTOPPM)('UPI payment QR on the tax invoice', () => {
  it.each(['default', 'kw'] as const)(
    '%s style: every copy carries a QR that decodes to the UPI link of the amount due',
    async (style) => {
      const base = {
        ...invoiceSample(),
        style,
        copies: ['ORIGINAL FOR RECIPIENT' as const, 'DUPLICATE FOR TRANSPORTER' as const],
      };
      const data = withUpi(base, '40000.50');
      const bytes = await renderAndKeep(invoiceDocument(data), `invoice-upi-${style}`);
      const codes = qrCodesPerPage(bytes);
      expect(codes).toHaveLength(2);
      // Worked by hand from the sample: 'Suryodaya Solar Solutions', 'SS/26-27/0042'.
      expect([SHOP.name, base.invoiceNumber]).toEqual([
        'Suryodaya Solar Solutions',
        'SS/26-27/0042',
      ]);
      const expected =
        'upi://pay?pa=suryashakti.solar@okhdfcbank&pn=Suryodaya%20Solar%20Solutions&am=40000.50&cu=INR&tn=SS%2F26-27%2F0042';
      expect(data.upiPayment.link).toBe(expected);
      for (const code of codes) expect(code).toBe(expected);
    },
  );

  it('prints the amount due and the UPI ID beside the QR', async (ctx) => {
    const data = withUpi({ ...invoiceSample(), copies: [] }, '1234.50');
    const bytes = await renderAndKeep(invoiceDocument(data), 'invoice-upi-text');
    const text = flat(pages(textOf(ctx, bytes))[0] ?? '');
    expect(text).toContain('PAY BY UPI');
    expect(text).toContain('Amount due: ₹1,234.50');
    expect(text).toContain(`UPI ID: ${VPA}`);
  });

  it('without a payment: no QR, and the document is exactly what it was before', async () => {
    const data = { ...invoiceSample(), copies: [] };
    expect(JSON.stringify(invoiceDocument({ ...data, upiPayment: null }))).toBe(
      JSON.stringify(invoiceDocument(data)),
    );
    const codes = qrCodesPerPage(await renderAndKeep(invoiceDocument(data), 'invoice-no-upi'));
    expect(codes).toEqual([null]);
  });
});
