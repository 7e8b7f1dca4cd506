// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { quoteLine as line } from '../../../packages/api/test/services/billing-fixtures';
import { pdfText, PDFTOTEXT } from './documents-helpers';
import { gstSuite } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * Quotes and proforma invoices on the GST engine (issue 15), through the real server on both
 * engines: tax-inclusive prices and IGST as the quote's PDF prints them, the invoice draft over
 * REST and who may ask for it. The figures, and the quote → invoice draft whose pre-tax line
 * discounts keep the agreed total, are tested on the verbs in
 * packages/api/test/services/quotes.test.ts. Supplier state 19 (West Bengal); every figure is
 * worked out by hand in the comments.
 */
const suite = gstSuite();
const { opts } = suite;

type Quote = { id: string; totalAmount: string; placeOfSupply: number | null };
const createQuote = (input: Record<string, unknown>) =>
  suite.h.trpcMutation('tenant.quotes.create', input, opts());

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
});

describe('quote → invoice', () => {
  it('gives the invoice draft over REST at the documented URL', async () => {
    // The figures (discount 1,000.00 spread as 743.49 and 185.87) are worked out in
    // packages/api/test/services/quotes.test.ts, which tests the draft on the verb directly.
    const quote = trpcData<Quote>(
      await createQuote({
        customerId: suite.fx.local.id,
        discountPrice: '1000',
        lines: [line(suite.fx.module, '10000', 5, 2), line(suite.fx.battery, '5000', 18)],
      }),
    );
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
  // Customers and products: packages/api/test/services/{customers,products}.test.ts.
  it('refuses a numbering template whose number could start with 0', async () => {
    const reply = await suite.h.rest('PATCH', '/api/settings', {
      ...opts(),
      body: { invoiceNumberingFormat: '{number:4}/{fiscalYear}' },
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error).toMatch(/invoiceNumberingFormat/);
  });
});
