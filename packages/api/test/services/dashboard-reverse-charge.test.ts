import { describe, expect } from 'vitest';
import { ZCreditNoteInput } from '@gst/domain/contracts';
import { getDashboard } from '../../src/services/dashboard/dashboard.queries';
import { ZDashboardFilters } from '../../src/services/dashboard/dashboard.schema';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import { createCreditNote } from '../../src/services/notes/notes.service';
import { asProcedure, serviceSuite } from '../service-harness';
import { seedSupplyRules } from './supply-rules-fixtures';

/**
 * Issue 30: the dashboard counts what the shop is owed. A reverse-charge invoice's tax is its
 * recipient's (CGST Act s.9(3)/(4)), so it adds its taxable value to revenue and nothing to GST,
 * on every path of the statement: the roll-ups (no filter), a product filter, a customer filter.
 * Figures by hand (shop in West Bengal, 19):
 * - A: Mumbai buyer (27), reverse charge, 1 battery at ₹10,000, 18 %: IGST ₹1,800 the buyer pays;
 *   the shop is owed ₹10,000.
 * - B: Kolkata buyer (19), 2 modules at ₹10,000, 5 %: CGST ₹500 + SGST ₹500; total ₹21,000.
 * - C: credit note on A, ₹2,000 off the battery (IGST ₹360, the buyer's): −₹2,000.
 * Revenue 10,000 + 21,000 − 2,000 = ₹29,000; GST ₹1,000; 2 invoices.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedSupplyRules(tx) });
const create = asProcedure(ZInvoiceCreate, createInvoice);
const creditNote = asProcedure(ZCreditNoteInput, createCreditNote);
const dashboard = asProcedure(ZDashboardFilters, getDashboard);

describe('dashboard and reverse charge', () => {
  suite.it('counts a reverse-charge invoice and its note without their tax', async (ctx) => {
    const a = await create(ctx, {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.mumbai.id,
      reverseCharge: true,
      lines: [{ productId: suite.fx.battery.id, price: '10000' }],
    });
    await create(ctx, {
      invoiceDate: '2025-10-02',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 2, price: '10000' }],
    });
    const line = a.lines[0];
    if (!line) throw new Error('no line');
    await creditNote(ctx, {
      noteDate: '2025-10-03',
      reason: 'post-sale-discount',
      lines: [{ invoiceLineId: line.id, quantity: 0, taxableValue: '2000' }],
    });
    const all = await dashboard(ctx, {});
    expect(all).toMatchObject({ totalInvoices: 2, totalRevenue: '29000.00', totalGST: '1000.00' });
    const revenueOf = (d: typeof all, productId: string) =>
      d.categoryWiseStockOverview.flatMap((c) => c.products).find((p) => p.productId === productId)
        ?.revenue;
    // The battery: ₹10,000 sold, ₹2,000 credited.
    expect(revenueOf(all, suite.fx.battery.id)).toBe('8000.00');
    expect(all.topCustomers.find((c) => c.customerId === suite.fx.mumbai.id)?.totalSpent).toBe(
      '8000.00',
    );
    // The battery alone (a product filter: the product roll-up and the matching lines).
    const battery = await dashboard(ctx, { products: [suite.fx.battery.id] });
    expect(battery).toMatchObject({ totalRevenue: '8000.00', totalGST: '0.00' });
    expect(battery.topCustomers).toEqual([
      { customerId: suite.fx.mumbai.id, name: 'Mumbai Power Traders', totalSpent: '8000.00' },
    ]);
    // The Mumbai buyer (a customer filter: read from invoices), then with the product too.
    const mumbai = await dashboard(ctx, { customers: [suite.fx.mumbai.id] });
    expect(mumbai).toMatchObject({ totalRevenue: '8000.00', totalGST: '0.00' });
    expect(revenueOf(mumbai, suite.fx.battery.id)).toBe('8000.00');
    const both = await dashboard(ctx, {
      customers: [suite.fx.mumbai.id],
      products: [suite.fx.battery.id],
    });
    expect(both).toMatchObject({ totalRevenue: '8000.00', totalGST: '0.00' });
  });
});
