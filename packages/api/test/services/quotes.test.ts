import { describe, expect } from 'vitest';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { invoiceDefaults } from '../../src/services/invoices/invoices.queries';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import { quoteInvoiceDraft } from '../../src/services/quotes/quotes.draft';
import { quoteDefaults } from '../../src/services/quotes/quotes.queries';
import { listQuotes } from '../../src/services/quotes/quotes.queries';
import {
  ZQuoteInput,
  ZQuoteListInput,
  ZQuoteUpdate,
} from '../../src/services/quotes/quotes.schema';
import { createQuote, updateQuote } from '../../src/services/quotes/quotes.service';
import { appErrorOf, asProcedure, inSavepoint, serviceSuite } from '../service-harness';
import { quoteLine as line, seedGst } from './billing-fixtures';

/**
 * Quotes, the verbs called directly: figures, customer fields, numbering and the list (moved from
 * apps/server/test/billing-quotes.test.ts), and the GST engine's quote figures and quote → invoice
 * draft (from gst-quotes.test.ts). Both keep their REST and PDF tests. Supplier state 19 (West
 * Bengal); every GST figure is worked out by hand in the comments. Each test is rolled back.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedGst(tx) });
const create = asProcedure(ZQuoteInput, createQuote);
const update = asProcedure(ZQuoteUpdate, updateQuote);
const list = asProcedure(ZQuoteListInput, listQuotes);
const createInvoiceFrom = asProcedure(ZInvoiceCreate, createInvoice);

const lines = () => [
  {
    productId: suite.fx.module.id,
    productName: 'Mono PERC 540 Wp',
    quantity: 10,
    price: '14500',
    gstPercentage: 5,
  },
  {
    productId: suite.fx.battery.id,
    productName: 'Li-ion battery 5 kWh',
    quantity: 1,
    price: '65000',
    gstPercentage: 18,
  },
];

describe('quotes', () => {
  suite.it(
    'computes the total as lines + GST per line − discount, with defaults from the spec',
    async (ctx) => {
      const quote = await create(ctx, {
        quoteDate: '2026-11-21',
        customerName: 'Walk-in Buyer',
        phoneNumber: '9830011111',
        discountPrice: '2450',
        lines: lines(),
      });
      expect(quote).toMatchObject({
        quoteNumber: 'QT/26-27/0001',
        year: 2026,
        status: 'Pending',
        quoteType: 'Quote',
        expiryDate: '2026-11-28',
        userDemand: '5.00',
        // 145000 + 7250 + 65000 + 11700 − 2450
        totalAmount: '226500.00',
      });
      expect(quote.lines).toHaveLength(2);
    },
  );

  suite.it('an existing customer fills the customer fields', async (ctx) => {
    const quote = await create(ctx, {
      customerId: suite.fx.remote.id,
      customerName: 'typed name is ignored',
      lines: lines(),
    });
    expect(quote).toMatchObject({
      customerName: 'Patel Textiles',
      gstin: '24AAHFS5678Q1ZA',
      customerId: suite.fx.remote.id,
    });
  });

  suite.it(
    'takes the typed total only when installation is required, and keeps that choice on edit',
    async (ctx) => {
      const quote = await create(ctx, {
        customerName: 'Rooftop Job',
        isInstallationRequired: true,
        totalAmount: '300000',
        quoteType: 'Proforma Invoice',
        lines: lines(),
      });
      expect(quote.totalAmount).toBe('300000.00');
      const edited = await update(ctx, {
        id: quote.id,
        customerName: 'Rooftop Job',
        isInstallationRequired: false,
        totalAmount: '1',
        status: 'Approved',
        lines: lines(),
      });
      expect(edited.isInstallationRequired).toBe(true);
      expect(edited.totalAmount).toBe('1.00');
      expect(edited.status).toBe('Approved');
      const computed = await create(ctx, {
        customerName: 'No install',
        totalAmount: '1',
        lines: lines(),
      });
      expect(computed.totalAmount).toBe('228950.00');
    },
  );

  suite.it('needs a customer name and refuses a discount larger than the total', async (ctx) => {
    expect((await appErrorOf(create(ctx, { lines: lines() }))).message).toContain(
      'Customer name is required',
    );
    const error = await appErrorOf(
      create(ctx, { customerName: 'X', discountPrice: '999999', lines: lines() }),
    );
    expect(error.appCode).toBe('BAD_REQUEST'); // 400
    expect(error.message).toContain('discount is larger');
  });

  suite.it(
    'sorts by year then number descending, numeric-aware, and filters demand at 5 kW',
    async (ctx) => {
      await ctx.tx.execute(
        "update settings set value = 'Q-{number}' where key = 'quoteNumberingFormat'",
      );
      // Twelve in 2026-27 (Q-1 … Q-12: two-digit numbers to sort), one in 2027-28.
      for (let i = 0; i < 12; i++) {
        await create(ctx, {
          quoteDate: '2026-12-01',
          customerName: `Buyer ${i}`,
          userDemand: i < 6 ? 3 : 8,
          lines: [],
        });
      }
      await create(ctx, {
        quoteDate: '2027-04-02',
        customerName: 'Next year',
        userDemand: 5,
        lines: [],
      });
      const all = await list(ctx, { page: 1, pageSize: 20 });
      const numbers = all.data.map((q) => q.quoteNumber);
      expect(numbers.slice(0, 6)).toEqual(['Q-1', 'Q-12', 'Q-11', 'Q-10', 'Q-9', 'Q-8']);
      const small = await list(ctx, { page: 1, pageSize: 50, demand: 'below5' });
      expect(small.data.every((q) => Number(q.userDemand) < 5)).toBe(true);
      const large = await list(ctx, { page: 1, pageSize: 50, demand: 'atLeast5' });
      expect(large.data.every((q) => Number(q.userDemand) >= 5)).toBe(true);
      expect(small.total + large.total).toBe(all.total);
    },
  );

  suite.it(
    'quote lines carry the product minimum price; both drawers read their settings defaults',
    async (ctx) => {
      const quote = await create(ctx, { customerName: 'Margin Check', lines: lines() });
      expect(quote.lines.map((l) => l.productMinPrice)).toEqual(['13000.00', '60000.00']);
      expect(await inSavepoint(ctx, quoteDefaults)).toMatchObject({ supplierStateCode: 19 });
      const invoice = await inSavepoint(ctx, invoiceDefaults);
      expect(invoice).toMatchObject({ supplierStateCode: 19 });
      expect(typeof invoice.termsAndConditions).toBe('string');
    },
  );
});

describe('quote figures (GST engine)', () => {
  suite.it('a typed customer takes the place of supply given with the quote', async (ctx) => {
    const quote = await create(ctx, {
      customerName: 'Walk-in, Mumbai',
      placeOfSupply: 27,
      lines: [line(suite.fx.module, '1000', 5)],
    });
    // 1,000 at 5 % IGST = 50.00; total 1,050.00.
    expect(quote).toMatchObject({ totalAmount: '1050.00', placeOfSupply: 27 });
  });

  suite.it('keeps the spec total: lines + GST − discountPrice', async (ctx) => {
    // 1,000 + 180 − 80 = 1,100.00.
    const quote = await create(ctx, {
      customerId: suite.fx.local.id,
      discountPrice: '80',
      lines: [line(suite.fx.battery, '1000', 18)],
    });
    expect(quote.totalAmount).toBe('1100.00');
  });
});

describe('quote → invoice', () => {
  suite.it(
    'spreads the discount into pre-tax line discounts and the invoice total equals the quote total',
    async (ctx) => {
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
      const quote = await create(ctx, {
        customerId: suite.fx.local.id,
        discountPrice: '1000',
        lines: [line(suite.fx.module, '10000', 5, 2), line(suite.fx.battery, '5000', 18)],
      });
      expect(quote.totalAmount).toBe('25900.00');
      const draft = await inSavepoint(ctx, (scoped) => quoteInvoiceDraft(scoped, { id: quote.id }));
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
      const invoice = await createInvoiceFrom(ctx, {
        ...(draft.draft as Parameters<typeof createInvoiceFrom>[1]),
        invoiceDate: '2025-10-10',
      });
      expect(invoice).toMatchObject({
        taxableAmount: '24070.64',
        cgstAmount: '914.68',
        sgstAmount: '914.68',
        igstAmount: '0.00',
        totalAmount: '25900.00',
      });
    },
  );
});
