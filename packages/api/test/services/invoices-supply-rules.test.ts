import type { z } from 'zod';
import { describe, expect } from 'vitest';
import { filedPeriods } from '@gst/db/schema';
import { ZCreditNoteInput } from '@gst/domain/contracts';
import { ZInvoiceCreate, ZInvoiceUpdate } from '../../src/services/invoices/invoices.schema';
import { createInvoice, updateInvoice } from '../../src/services/invoices/invoices.service';
import { createCreditNote } from '../../src/services/notes/notes.service';
import { invoiceBalances } from '../../src/services/payments/payments.queries';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { seedSupplyRules } from './supply-rules-fixtures';

/**
 * Issue 30 on the invoice verbs: the place of supply of a bill-to-ship-to sale (IGST Act
 * s.10(1)(b)), nil-rated and exempt lines, reverse charge and an export's shipping details.
 * The shop is in West Bengal (19); every figure is worked out by hand in the comments.
 */

const suite = serviceSuite({ seed: ({ tx }) => seedSupplyRules(tx) });
const create = asProcedure(ZInvoiceCreate, createInvoice);
const update = asProcedure(ZInvoiceUpdate, updateInvoice);
const creditNote = asProcedure(ZCreditNoteInput, createCreditNote);
type InvoiceInput = z.input<typeof ZInvoiceCreate>;

/** Goods typed to go to an Ahmedabad (Gujarat, 24) address. */
const AHMEDABAD = {
  name: 'Site office',
  address: 'Plot 9, Naroda GIDC',
  stateCode: 24,
  pinCode: '382330',
  city: 'Ahmedabad',
};

describe('place of supply: bill-to-ship-to with a typed delivery address (s.10(1)(b))', () => {
  suite.it('a Mumbai buyer, goods typed to Ahmedabad: place of supply 27, IGST', async (ctx) => {
    // IGST Act s.10(1)(b): goods delivered to a third person on the direction of the buyer are
    // supplied where the buyer (the person directing) has its principal place of business,
    // Maharashtra (27), not where the goods go (Gujarat, 24). 27 ≠ 19 (the shop), so IGST:
    // 1 battery at ₹50,000, 18 % → IGST ₹9,000; total ₹59,000.
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.mumbai.id,
      deliveryAddress: AHMEDABAD,
      lines: [{ productId: suite.fx.battery.id, price: '50000' }],
    });
    expect(invoice).toMatchObject({
      placeOfSupply: 27,
      isInterState: true,
      igstAmount: '9000.00',
      cgstAmount: '0.00',
      totalAmount: '59000.00',
    });
    expect(invoice.deliveryAddress).toMatchObject({ stateCode: 24, pinCode: '382330', city: 'Ahmedabad' }); // prettier-ignore
  });

  suite.it(
    'a Kolkata buyer, goods typed to Ahmedabad: place of supply 19, CGST + SGST',
    async (ctx) => {
      // The same rule for a buyer in the shop's own state: the place of supply is West Bengal
      // (19) = the shop's state, so CGST 9 % = ₹4,500 and SGST 9 % = ₹4,500 on ₹50,000.
      const input: InvoiceInput = {
        invoiceDate: '2025-10-01',
        billToId: suite.fx.local.id,
        deliveryAddress: AHMEDABAD,
        lines: [{ productId: suite.fx.battery.id, price: '50000' }],
      };
      expect(await create(ctx, input)).toMatchObject({
        placeOfSupply: 19,
        cgstAmount: '4500.00',
        sgstAmount: '4500.00',
        igstAmount: '0.00',
        totalAmount: '59000.00',
      });
      // A place of supply chosen explicitly still wins (the buyer's own site, s.10(1)(a)):
      // Gujarat (24) ≠ 19, so IGST 18 % = ₹9,000.
      expect(await create(ctx, { ...input, placeOfSupply: 24 })).toMatchObject({
        placeOfSupply: 24,
        igstAmount: '9000.00',
        cgstAmount: '0.00',
      });
    },
  );
});

describe('place of supply: an unregistered buyer with a typed delivery address (s.10(1)(ca))', () => {
  suite.it(
    'is the delivery state: a walk-in buyer in West Bengal, goods to Ahmedabad: 24, IGST',
    async (ctx) => {
      // IGST Act s.10(1)(ca) (from 1 Oct 2023): a supply of goods to an unregistered person is
      // made where its address recorded on the invoice is, and CBIC Circular 209/3/2024-GST reads
      // a different delivery address recorded on the invoice as that address. So Gujarat (24),
      // not the buyer's West Bengal (19): 24 ≠ 19, IGST. 1 battery at ₹10,000, 18 % → IGST ₹1,800;
      // total ₹11,800. (The "bill-to's state" holds for a registered buyer only.)
      const invoice = await create(ctx, {
        invoiceDate: '2025-10-01',
        billToId: suite.fx.walkIn.id,
        deliveryAddress: AHMEDABAD,
        lines: [{ productId: suite.fx.battery.id, price: '10000' }],
      });
      expect(invoice).toMatchObject({
        placeOfSupply: 24,
        igstAmount: '1800.00',
        cgstAmount: '0.00',
        totalAmount: '11800.00',
      });
    },
  );
});

describe('nil-rated and exempt supplies', () => {
  suite.it(
    'carry no tax: the invoice total is their value (with the taxable line)',
    async (ctx) => {
      // Nil-rated 4 × ₹1,250 = ₹5,000 and exempt 1 × ₹8,000: no tax on either. The module, 2 ×
      // ₹10,000 at 5 % within the state: CGST 2.5 % = ₹500, SGST ₹500.
      // Taxable value 5,000 + 8,000 + 20,000 = 33,000; tax 1,000; total ₹34,000.
      const invoice = await create(ctx, {
        invoiceDate: '2025-10-01',
        billToId: suite.fx.local.id,
        lines: [
          { productId: suite.fx.nilRated.id, quantity: 4, price: '1250' },
          { productId: suite.fx.exempt.id, quantity: 1, price: '8000' },
          { productId: suite.fx.module.id, quantity: 2, price: '10000' },
        ],
      });
      expect(
        invoice.lines.map((l) => [l.taxability, l.taxableValue, l.taxAmount, l.cgst, l.sgst]),
      ).toEqual([
        ['nil-rated', '5000.00', '0.00', '0.00', '0.00'],
        ['exempt', '8000.00', '0.00', '0.00', '0.00'],
        ['taxable', '20000.00', '1000.00', '500.00', '500.00'],
      ]);
      expect(invoice).toMatchObject({
        taxableAmount: '33000.00',
        cgstAmount: '500.00',
        sgstAmount: '500.00',
        totalAmount: '34000.00',
      });
    },
  );

  suite.it(
    'an exempt-only invoice totals its value, and its credit note copies the taxability',
    async (ctx) => {
      const invoice = await create(ctx, {
        invoiceDate: '2025-10-01',
        billToId: suite.fx.mumbai.id,
        lines: [{ productId: suite.fx.exempt.id, quantity: 2, price: '3000' }],
      });
      // 2 × ₹3,000 exempt to Maharashtra: ₹6,000, no IGST.
      expect(invoice).toMatchObject({
        taxableAmount: '6000.00',
        igstAmount: '0.00',
        totalAmount: '6000.00',
      });
      const line = invoice.lines[0];
      if (!line) throw new Error('no line');
      const note = await creditNote(ctx, {
        noteDate: '2025-10-02',
        reason: 'sales-return',
        lines: [{ invoiceLineId: line.id, quantity: 1 }],
      });
      // One course back: ₹3,000 credited, no tax.
      expect(note).toMatchObject({
        taxableAmount: '3000.00',
        igstAmount: '0.00',
        totalAmount: '3000.00',
      });
      expect(note.lines[0]).toMatchObject({ taxability: 'exempt', taxAmount: '0.00' });
    },
  );
});

describe('reverse charge', () => {
  suite.it(
    'the lines carry the tax the buyer pays; the total owed to the shop leaves it out',
    async (ctx) => {
      // West Bengal to a registered Maharashtra buyer, 1 battery at ₹10,000, 18 %: IGST ₹1,800,
      // payable by the recipient (CGST Act s.9(3); Rule 46(p) has the invoice say so). The shop
      // is owed ₹10,000.
      const invoice = await create(ctx, {
        invoiceDate: '2025-10-01',
        billToId: suite.fx.mumbai.id,
        reverseCharge: true,
        lines: [{ productId: suite.fx.battery.id, price: '10000' }],
      });
      expect(invoice).toMatchObject({
        reverseCharge: true,
        taxableAmount: '10000.00',
        igstAmount: '1800.00',
        totalAmount: '10000.00',
      });
      expect(invoice.lines[0]).toMatchObject({ igst: '1800.00', taxAmount: '1800.00' });
      // Receivables read total_amount: ₹10,000 due, not ₹11,800.
      const [balance] = await invoiceBalances(ctx, { ids: [invoice.id] });
      expect(balance).toMatchObject({ total: '10000.00', balance: '10000.00' });
      // A credit note on it is under reverse charge too: ₹2,000 back (IGST ₹360 on the line,
      // payable by the recipient), so the balance falls by ₹2,000 to ₹8,000.
      const line = invoice.lines[0];
      if (!line) throw new Error('no line');
      const note = await creditNote(ctx, {
        noteDate: '2025-10-02',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line.id, quantity: 0, taxableValue: '2000' }],
      });
      expect(note).toMatchObject({ igstAmount: '360.00', totalAmount: '2000.00' });
      const [after] = await invoiceBalances(ctx, { ids: [invoice.id] });
      expect(after).toMatchObject({ credited: '2000.00', balance: '8000.00' });
    },
  );

  suite.it('is refused for a buyer without a GSTIN, an export and an SEZ supply', async (ctx) => {
    const refusal = async (billToId: string, extra: Partial<InvoiceInput> = {}) =>
      (
        await appErrorOf(
          create(ctx, {
            invoiceDate: '2025-10-01',
            billToId,
            reverseCharge: true,
            lines: [{ productId: suite.fx.battery.id, price: '10000' }],
            ...extra,
          }),
        )
      ).message;
    expect(await refusal(suite.fx.walkIn.id)).toBe(
      'Reverse charge needs a registered bill-to: the customer has no GSTIN',
    );
    const zeroRated =
      'Reverse charge does not apply to an export or a supply to an SEZ unit or developer';
    expect(await refusal(suite.fx.exporter.id, { supplyType: 'WOPAY' })).toBe(zeroRated);
    expect(await refusal(suite.fx.sez.id, { supplyType: 'WOPAY' })).toBe(zeroRated);
  });
});

describe('export details', () => {
  const exportInvoice = (extra: Partial<InvoiceInput> = {}): InvoiceInput => ({
    invoiceDate: '2025-10-01',
    billToId: suite.fx.exporter.id,
    supplyType: 'WOPAY',
    lines: [{ productId: suite.fx.module.id, quantity: 10, price: '12000' }],
    ...extra,
  });

  suite.it(
    'are saved on an export, blank until known, and refused for a buyer in India',
    async (ctx) => {
      const invoice = await create(ctx, exportInvoice({ exportDetails: { countryCode: 'ae' } }));
      expect(invoice.exportDetails).toEqual({
        countryCode: 'AE',
        portCode: '',
        shippingBillNumber: '',
        shippingBillDate: null,
      });
      // Under LUT (WOPAY): 10 × ₹12,000 = ₹1,20,000, no IGST.
      expect(invoice).toMatchObject({
        placeOfSupply: 96,
        igstAmount: '0.00',
        totalAmount: '120000.00',
      });
      const refused = await appErrorOf(
        create(ctx, {
          invoiceDate: '2025-10-01',
          billToId: suite.fx.mumbai.id,
          exportDetails: { countryCode: 'AE' },
          lines: [{ productId: suite.fx.module.id, price: '12000' }],
        }),
      );
      expect(refused.message).toBe(
        'Export details apply only to an export: the bill-to customer is not abroad (state code 96)',
      );
    },
  );

  suite.it(
    'are filled in after issue even in a filed month, whose figures stay locked',
    async (ctx) => {
      const invoice = await create(ctx, exportInvoice({ exportDetails: { countryCode: 'AE' } }));
      await ctx.tx
        .insert(filedPeriods)
        .values({ period: '102025', fromDate: '2025-10-01', toDate: '2025-10-31' });
      const shipped = {
        countryCode: 'AE',
        portCode: 'INCCU1',
        shippingBillNumber: '4455667',
        shippingBillDate: '2025-10-03',
      };
      const updated = await update(ctx, {
        ...exportInvoice({ exportDetails: shipped }),
        id: invoice.id,
      });
      expect(updated).toMatchObject({
        exportDetails: shipped,
        revision: 2,
        totalAmount: '120000.00',
      });
      // A new price is a change of figures: the filed month refuses it.
      const repriced = exportInvoice({
        exportDetails: shipped,
        lines: [{ productId: suite.fx.module.id, quantity: 10, price: '11000' }],
      });
      const refused = await appErrorOf(update(ctx, { ...repriced, id: invoice.id }));
      expect(refused.message).toMatch(/filed/i);
    },
  );
});
