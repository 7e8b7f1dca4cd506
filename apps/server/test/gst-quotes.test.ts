import { describe, expect, it } from 'vitest';
import { pdfText, PDFTOTEXT } from './documents-helpers';
import { gstSuite, tableCounts } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * Quotes and proforma invoices on the GST engine (issue 15), through the real server on both
 * engines: tax-inclusive prices, the place of supply from the customer (IGST when inter-state),
 * and the quote → invoice draft whose pre-tax line discounts keep the agreed total. Supplier
 * state 19 (West Bengal); every figure is worked out by hand in the comments.
 */
const suite = gstSuite();
const { opts } = suite;

type Quote = { id: string; totalAmount: string; placeOfSupply: number | null };
type Draft = {
  draft: {
    placeOfSupply: number;
    billToId: string | null;
    taxInclusive: boolean;
    supplyType: string | null;
    lines: { productId: string | null; discount: string; price: string; quantity: number }[];
  };
  quoteTotal: string;
  invoiceTotal: string;
  difference: string;
};

const createQuote = (input: Record<string, unknown>) =>
  suite.h.trpcMutation('tenant.quotes.create', input, opts());

const line = (
  product: { id: string; productName: string },
  price: string,
  rate: number,
  qty = 1,
) => ({
  productId: product.id,
  productName: product.productName,
  quantity: qty,
  price,
  gstPercentage: rate,
});

async function quotePdfText(id: string) {
  const link = await suite.h.rest('GET', `/api/quote-file/${id}`, opts());
  expect(link.status, link.text).toBe(200);
  const file = await suite.h.rest('GET', link.body.data.fileLink as string, opts());
  expect(file.status).toBe(200);
  return pdfText(file.raw.rawPayload);
}

describe('quote figures', () => {
  it('a tax-included ₹1,180 at 18 % totals ₹1,180.00 (taxable 1,000.00, CGST 90.00 + SGST 90.00)', async () => {
    // 1,180 ÷ 1.18 = 1,000.00 taxable; 1,000 × 9 % = 90.00 each half; 1,000 + 180 = 1,180.00.
    // (The old engine added GST on top of the typed price: 1,180 × 1.18 = 1,392.40.)
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.local.id,
        taxIncluded: true,
        lines: [line(suite.fx.battery, '1180', 18)],
      }),
    );
    expect(quote.totalAmount).toBe('1180.00');
    expect(quote.placeOfSupply).toBe(19);
    if (PDFTOTEXT) {
      const text = await quotePdfText(quote.id);
      expect(text).toMatch(/1,000\.00/);
      expect(text).toMatch(/90\.00/);
      expect(text).not.toMatch(/1,392\.40/);
    }
  });

  it('a buyer in Gujarat (24) is charged IGST on the quote, as on an invoice', async () => {
    // 1 × 1,000.00 at 18 % inter-state: IGST 180.00, no CGST/SGST; total 1,180.00.
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.remote.id,
        lines: [line(suite.fx.battery, '1000', 18)],
      }),
    );
    expect(quote).toMatchObject({ totalAmount: '1180.00', placeOfSupply: 24 });
    if (PDFTOTEXT) {
      const text = await quotePdfText(quote.id);
      expect(text).toMatch(/IGST/);
      expect(text).not.toMatch(/CGST/);
      expect(text).toMatch(/180\.00/);
    }
  });

  it('a typed customer takes the place of supply given with the quote', async () => {
    const quote = trpcData<Quote>(
      await createQuote({
        customerName: 'Walk-in, Mumbai',
        placeOfSupply: 27,
        lines: [line(suite.fx.module, '1000', 5)],
      }),
    );
    // 1,000 at 5 % IGST = 50.00; total 1,050.00.
    expect(quote).toMatchObject({ totalAmount: '1050.00', placeOfSupply: 27 });
  });

  it('keeps the spec total: lines + GST − discountPrice', async () => {
    // 1,000 + 180 − 80 = 1,100.00.
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.local.id,
        discountPrice: '80',
        lines: [line(suite.fx.battery, '1000', 18)],
      }),
    );
    expect(quote.totalAmount).toBe('1100.00');
  });
});

describe('quote → invoice', () => {
  it('spreads the discount into pre-tax line discounts and the invoice total equals the quote total', async () => {
    // Lines: 2 × 10,000.00 at 5 % → 20,000 + 500 + 500 = 21,000.00;
    //        1 × 5,000.00 at 18 % → 5,000 + 450 + 450 = 5,900.00. Σ 26,900.00.
    // discountPrice 1,000.00 → quote total 25,900.00.
    // Shares in proportion to the line totals: 1,000 × 21,000 ÷ 26,900 = 780.669… → 780.67;
    // the last line takes the rest, 219.33.
    // Line 1 target 21,000 − 780.67 = 20,219.33: taxable 19,256.51 has halves
    // 19,256.51 × 2.5 % = 481.41275 → 481.41 each, total 19,256.51 + 962.82 = 20,219.33 exactly;
    // discount 20,000 − 19,256.51 = 743.49.
    // Line 2 target 5,900 − 219.33 = 5,680.67: taxable 4,814.13 has halves 433.2717 → 433.27,
    // total 4,814.13 + 866.54 = 5,680.67 exactly; discount 5,000 − 4,814.13 = 185.87.
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.local.id,
        discountPrice: '1000',
        lines: [line(suite.fx.module, '10000', 5, 2), line(suite.fx.battery, '5000', 18)],
      }),
    );
    expect(quote.totalAmount).toBe('25900.00');
    const reply = await suite.h.trpcQuery('tenant.quotes.invoiceDraft', { id: quote.id }, opts());
    const draft = trpcData<Draft>(reply);
    expect(draft).toMatchObject({
      quoteTotal: '25900.00',
      invoiceTotal: '25900.00',
      difference: '0.00',
    });
    expect(draft.draft).toMatchObject({
      placeOfSupply: 19,
      billToId: suite.fx.local.id,
      taxInclusive: false,
      supplyType: null,
    });
    expect(draft.draft.lines.map((l) => l.discount)).toEqual(['743.49', '185.87']);

    // The draft goes through invoices.create as it is, and the invoice totals 25,900.00 with
    // CGST = SGST: 481.41 + 433.27 = 914.68 each.
    const invoice = trpcData<Record<string, string>>(
      await suite.create({ ...draft.draft, invoiceDate: '2025-10-10' }),
    );
    expect(invoice).toMatchObject({
      taxableAmount: '24070.64',
      cgstAmount: '914.68',
      sgstAmount: '914.68',
      igstAmount: '0.00',
      totalAmount: '25900.00',
    });

    // Over REST at the documented URL.
    const rest = await suite.h.rest('GET', `/api/loose-quote/${quote.id}/invoice-draft`, opts());
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data.draft.lines.map((l: { discount: string }) => l.discount)).toEqual([
      '743.49',
      '185.87',
    ]);
  });

  it('needs create on invoices: a user without it is refused', async () => {
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.local.id,
        lines: [line(suite.fx.battery, '1000', 18)],
      }),
    );
    await suite.h.createUser(suite.h.a, {
      email: 'quotes-only@alpha.test',
      password: 'quotes-only-1',
      permissions: [{ page: 'manage-quote', permissions: { view: true, create: true } }],
    });
    const cookie = await suite.h.login(suite.h.a, 'quotes-only@alpha.test', 'quotes-only-1');
    const reply = await suite.h.trpcQuery(
      'tenant.quotes.invoiceDraft',
      { id: quote.id },
      { tenant: 'alpha', cookie },
    );
    expect(reply.status).toBe(403);
    expect(trpcError(reply).message).toMatch(/manage-invoice/);
  });
});

describe('master data the law refuses: 400 naming the field, nothing written', () => {
  const counts = () => tableCounts(suite.h, suite.h.a);

  it('refuses a customer whose GSTIN names another state', async () => {
    // 27 = Maharashtra; the customer says West Bengal (19).
    const before = await counts();
    const reply = await suite.h.trpcMutation(
      'tenant.customers.create',
      { name: 'Mismatch Traders', gstin: '27AAPFU0939F1ZV', stateCode: 19, address: 'Pune' },
      opts(),
    );
    expect(reply.status, reply.text).toBe(400);
    expect(trpcError(reply).message).toMatch(/GSTIN/);
    expect(trpcError(reply).message).toMatch(/27|Maharashtra/);
    expect(await counts()).toEqual(before);
    const list = await suite.h.rest('GET', '/api/customer?search=Mismatch', opts());
    expect(list.body.data ?? []).toHaveLength(0);
  });

  it('refuses an SEZ customer without a GSTIN', async () => {
    const reply = await suite.h.trpcMutation(
      'tenant.customers.create',
      { name: 'SEZ Without GSTIN', stateCode: 19, isSez: true },
      opts(),
    );
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toMatch(/GSTIN is required for an SEZ customer/);
  });

  const product = (extra: Record<string, unknown>) => ({
    productUniqueID: `P-${Math.random().toString(36).slice(2, 8)}`,
    productName: 'Panel clamp',
    productLabel: 'Clamp',
    productHSNCode: '76169990',
    gstPercentage: '18',
    productCategory: 'Accessories',
    ...extra,
  });

  it('takes a product with an 8-digit HSN and a notified rate', async () => {
    const reply = await suite.h.trpcMutation('tenant.products.create', product({}), opts());
    expect(reply.status, reply.text).toBe(200);
  });

  it.each([
    [
      'an HSN with letters',
      { productHSNCode: 'AB' },
      /productHSNCode: HSN code must contain digits only/,
    ],
    [
      'a 5-digit HSN',
      { productHSNCode: '85414' },
      /productHSNCode: HSN code must be 4, 6 or 8 digits/,
    ],
    ['a blank HSN', { productHSNCode: '' }, /productHSNCode: HSN code is required/],
    [
      'a rate that is not notified',
      { gstPercentage: '17' },
      /gstPercentage: GST rate 17 % is not a notified GST rate/,
    ],
  ])('refuses a product with %s', async (_name, bad, message) => {
    const reply = await suite.h.trpcMutation('tenant.products.create', product(bad), opts());
    expect(reply.status, reply.text).toBe(400);
    expect(trpcError(reply).message).toMatch(message);
  });

  it('refuses a numbering template whose number could start with 0', async () => {
    const reply = await suite.h.rest('PATCH', '/api/settings', {
      ...opts(),
      body: { invoiceNumberingFormat: '{number:4}/{fiscalYear}' },
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error).toMatch(/invoiceNumberingFormat/);
  });
});
