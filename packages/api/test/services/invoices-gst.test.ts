import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { addDays, todayIN } from '@gst/domain';
import { ZInvoiceCreate, ZInvoiceUpdate } from '../../src/services/invoices/invoices.schema';
import { createInvoice, updateInvoice } from '../../src/services/invoices/invoices.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
// The domain's hand-worked figure for the same line (its GST engine test).
import { HALVES_100_50_AT_5 } from '../../../domain/test/gst-fixtures';
import { seedGst, setSetting, tableCounts } from './billing-fixtures';

/**
 * Invoices on the GST engine (issue 15), the verbs called directly (moved from
 * apps/server/test/gst-invoices.test.ts, which keeps the REST refusal). Every figure below is
 * worked out by hand in the comments (supplier state 19, West Bengal). Each test is rolled back.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedGst(tx) });
const create = asProcedure(ZInvoiceCreate, createInvoice);
const update = asProcedure(ZInvoiceUpdate, updateInvoice);
type InvoiceInput = z.input<typeof ZInvoiceCreate>;

const ZERO_SPLIT = { utgst: '0.00', igst: '0.00' };

describe('GST figures', () => {
  suite.it('₹100.50 at 5 % within the state: CGST 2.51 = SGST 2.51, total 105.52', async (ctx) => {
    // 100.50 × 2.5 % = 2.5125 → 2.51 for CGST, and the same for SGST (each half rounded on its
    // own); tax 5.02; total 100.50 + 5.02 = 105.52. (The old engine rounded 5 % = 5.025 to 5.03
    // and gave the odd paisa to CGST: 2.52 / 2.51, total 105.53.)
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '100.50' }],
    });
    expect(invoice.lines[0]).toMatchObject({
      ...HALVES_100_50_AT_5,
      discount: '0.00',
      productName: 'Mono PERC 540',
    });
    expect(invoice.taxSplit).toEqual([
      { rate: '5.00', taxableValue: '100.50', cgst: '2.51', sgst: '2.51', ...ZERO_SPLIT },
    ]);
    expect(invoice).toMatchObject({
      taxableAmount: '100.50',
      cgstAmount: '2.51',
      sgstAmount: '2.51',
      igstAmount: '0.00',
      roundOff: '0.00',
      totalAmount: '105.52',
      status: 'issued',
      revision: 1,
      taxInclusive: false,
      supplyType: null,
    });
  });

  suite.it('three lines at mixed rates with pre-tax discounts', async (ctx) => {
    // L1 module 5 %: 3 × 13,999.99 = 41,999.97 − 1,999.97 = 40,000.00 taxable;
    //    halves 40,000 × 2.5 % = 1,000.00 each.
    // L2 battery 18 %: 65,432.10 − 432.10 = 65,000.00; halves 65,000 × 9 % = 5,850.00 each.
    // L3 inverter 5 %: 42,000.50, no discount; halves 42,000.50 × 2.5 % = 1,050.0125 → 1,050.01.
    // Taxable 147,000.50; CGST = SGST = 1,000.00 + 5,850.00 + 1,050.01 = 7,900.01;
    // total 147,000.50 + 15,800.02 = 162,800.52.
    // Per rate: 5 % → 82,000.50 taxable, 2,050.01 each half; 18 % → 65,000.00, 5,850.00.
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-02',
      billToId: suite.fx.local.id,
      lines: [
        { productId: suite.fx.module.id, quantity: 3, price: '13999.99', discount: '1999.97' },
        { productId: suite.fx.battery.id, quantity: 1, price: '65432.10', discount: '432.10' },
        { productId: suite.fx.inverter.id, quantity: 1, price: '42000.50' },
      ],
    });
    expect(
      invoice.lines.map(({ discount, taxableValue, cgst, sgst }) => ({
        discount,
        taxableValue,
        cgst,
        sgst,
      })),
    ).toEqual([
      { discount: '1999.97', taxableValue: '40000.00', cgst: '1000.00', sgst: '1000.00' },
      { discount: '432.10', taxableValue: '65000.00', cgst: '5850.00', sgst: '5850.00' },
      { discount: '0.00', taxableValue: '42000.50', cgst: '1050.01', sgst: '1050.01' },
    ]);
    expect(invoice.taxSplit).toEqual([
      { rate: '5.00', taxableValue: '82000.50', cgst: '2050.01', sgst: '2050.01', ...ZERO_SPLIT },
      { rate: '18.00', taxableValue: '65000.00', cgst: '5850.00', sgst: '5850.00', ...ZERO_SPLIT },
    ]);
    expect(invoice).toMatchObject({
      taxableAmount: '147000.50',
      cgstAmount: '7900.01',
      sgstAmount: '7900.01',
      totalAmount: '162800.52',
    });
  });

  suite.it('tax-inclusive ₹1,180 at 18 %: 1,000.00 + 90.00 + 90.00 = 1,180.00', async (ctx) => {
    // 1,180 ÷ 1.18 = 1,000.00 taxable; halves 1,000 × 9 % = 90.00 each; the total is what was typed.
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-03',
      billToId: suite.fx.local.id,
      taxInclusive: true,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1180' }],
    });
    expect(invoice.lines[0]).toMatchObject({
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      taxAmount: '180.00',
    });
    expect(invoice).toMatchObject({
      taxInclusive: true,
      taxableAmount: '1000.00',
      cgstAmount: '90.00',
      sgstAmount: '90.00',
      totalAmount: '1180.00',
    });
  });

  suite.it('an export under LUT (WOPAY) carries no tax', async (ctx) => {
    // 65,000 to a buyer abroad (place of supply 96) without payment of IGST: no tax at all.
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-04',
      billToId: suite.fx.exporter.id,
      supplyType: 'WOPAY',
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '65000' }],
    });
    expect(invoice).toMatchObject({
      placeOfSupply: 96,
      supplyType: 'WOPAY',
      isInterState: true,
      taxableAmount: '65000.00',
      cgstAmount: '0.00',
      sgstAmount: '0.00',
      igstAmount: '0.00',
      totalAmount: '65000.00',
    });
    expect(invoice.lines[0]).toMatchObject({ taxAmount: '0.00', igst: '0.00' });
  });

  suite.it(
    'an SEZ buyer in the same state on payment of IGST (WPAY) pays IGST, not CGST + SGST',
    async (ctx) => {
      // IGST Act s.7(5)(b): a supply to an SEZ unit is inter-state even within West Bengal.
      // 10,000 × 18 % = 1,800.00 IGST; total 11,800.00.
      const invoice = await create(ctx, {
        invoiceDate: '2025-10-05',
        billToId: suite.fx.sez.id,
        supplyType: 'WPAY',
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
      });
      expect(invoice).toMatchObject({
        placeOfSupply: 19,
        supplyType: 'WPAY',
        isInterState: true,
        cgstAmount: '0.00',
        sgstAmount: '0.00',
        igstAmount: '1800.00',
        totalAmount: '11800.00',
      });
      expect(invoice.billToSnapshot).toMatchObject({ name: 'Falta SEZ Unit', isSez: true });
    },
  );

  suite.it('rounds the total to the rupee on its own line when the shop says so', async (ctx) => {
    // 100.90 at 5 %: halves 100.90 × 2.5 % = 2.5225 → 2.52 each; 100.90 + 5.04 = 105.94;
    // round-off +0.06 → 106.00.
    // The setting is rolled back with the test.
    await setSetting(ctx.tx, 'roundOffTotals', '1');
    const invoice = await create(ctx, {
      invoiceDate: '2025-10-06',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '100.90' }],
    });
    expect(invoice).toMatchObject({
      taxableAmount: '100.90',
      cgstAmount: '2.52',
      sgstAmount: '2.52',
      roundOff: '0.06',
      totalAmount: '106.00',
    });
  });
});

describe('GST validation: 400 naming the field, nothing written', () => {
  const battery = (extra: Partial<InvoiceInput> = {}): InvoiceInput => ({
    invoiceDate: '2025-10-10',
    billToId: suite.fx.local.id,
    lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1000' }],
    ...extra,
  });
  const refused: [string, () => InvoiceInput, RegExp][] = [
    [
      'Rule 46(e): an unregistered buyer without an address at ₹50,000 or more',
      () =>
        battery({
          billToId: suite.fx.walkIn.id,
          lines: [{ productId: suite.fx.battery.id, price: '50000' }],
        }),
      /Customer address is required.*Rule 46\(e\)/,
    ],
    [
      'an invoice date after today (India)',
      () => battery({ invoiceDate: addDays(todayIN(), 1) }),
      /Invoice date .* after today/,
    ],
    [
      'an invoice date before GST began',
      () => battery({ invoiceDate: '2017-06-30' }),
      /Invoice date .* before 1 July 2017/,
    ],
    [
      'an invoice date far out of range',
      () => battery({ invoiceDate: '0001-01-01' }),
      /Invoice date/,
    ],
    ['an invoice date of year 0', () => battery({ invoiceDate: '0000-01-01' }), /date/i],
    [
      'a GST rate that is not notified',
      () => battery({ lines: [{ productId: suite.fx.rate17.id, price: '100' }] }),
      /Product RATE-17.*GST rate 17 % is not a notified GST rate/,
    ],
    [
      '40 % on an invoice dated before 22 Sep 2025',
      () =>
        battery({
          invoiceDate: '2025-09-21',
          lines: [{ productId: suite.fx.rate40.id, price: '100' }],
        }),
      /Product RATE-40.*GST rate 40 % applies only to documents dated from 22 Sep 2025/,
    ],
    [
      'an HSN code with letters',
      () => battery({ lines: [{ productId: suite.fx.hsnLetters.id, price: '100' }] }),
      /Product HSN-AB.*HSN code must contain digits only/,
    ],
    [
      'an empty HSN code',
      () => battery({ lines: [{ productId: suite.fx.hsnEmpty.id, price: '100' }] }),
      /Product HSN-EMPTY.*HSN code is required/,
    ],
    [
      'a discount above the line amount',
      () =>
        battery({
          lines: [
            { productId: suite.fx.battery.id, quantity: 2, price: '100', discount: '200.01' },
          ],
        }),
      /Discount 200.01 is more than the line amount 200.00/,
    ],
    [
      'an export without a supply type',
      () => battery({ billToId: suite.fx.exporter.id }),
      /supplyType: choose WPAY/,
    ],
    [
      'a supply type on an ordinary supply',
      () => battery({ supplyType: 'WPAY' }),
      /supplyType must be left empty/,
    ],
  ];

  it.each(refused)('refuses %s', (_name, body, message) =>
    suite.withRollback(async (ctx) => {
      const before = await tableCounts(ctx.tx);
      const error = await appErrorOf(create(ctx, body()));
      expect(error.appCode, error.message).toBe('BAD_REQUEST');
      expect(error.message).toMatch(message);
      expect(await tableCounts(ctx.tx)).toEqual(before);
    }),
  );

  suite.it(
    'refuses a 4-digit HSN when the shop requires 6 (hsnMinDigits), on create and edit',
    async (ctx) => {
      const ok = await create(
        ctx,
        battery({ lines: [{ productId: suite.fx.hsn4.id, price: '100' }] }),
      );
      await setSetting(ctx.tx, 'hsnMinDigits', '6');
      const before = await tableCounts(ctx.tx);
      const refused = await appErrorOf(
        create(ctx, battery({ lines: [{ productId: suite.fx.hsn4.id, price: '100' }] })),
      );
      expect(refused.appCode).toBe('BAD_REQUEST');
      expect(refused.message).toMatch(/HSN code must have at least 6 digits/);
      const edit = await appErrorOf(
        update(ctx, {
          id: ok.id,
          ...battery({ lines: [{ productId: suite.fx.hsn4.id, price: '101' }] }),
        }),
      );
      expect(edit.appCode).toBe('BAD_REQUEST');
      expect(await tableCounts(ctx.tx)).toEqual(before);
    },
  );
});
