// @engines pglite postgres
// One shop's bills, figures and stock: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, filedPeriods, items, productStock } from '@gst/db/schema';
import {
  ZPurchaseBillInput,
  ZPurchaseBillUpdate,
  ZPurchaseCancelInput,
} from '../../src/services/purchases/purchases.schema';
import {
  cancelPurchaseBill,
  createPurchaseBill,
  updatePurchaseBill,
} from '../../src/services/purchases/purchases.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { seedPurchases, serials } from './purchases-fixtures';

/** Purchase bills (issue 31), figures worked by hand from the CGST and IGST Acts. */
const suite = serviceSuite({ seed: ({ tx }) => seedPurchases(tx) });
const create = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const update = asProcedure(ZPurchaseBillUpdate, updatePurchaseBill);
const cancel = asProcedure(ZPurchaseCancelInput, cancelPurchaseBill);

/**
 * Intra-state (supplier and place of supply both West Bengal: CGST + SGST, CGST Act s.9(1)):
 *   5 panels × 12,000 at 5 %   taxable 60,000.00  CGST 1,500.00  SGST 1,500.00
 *   1 inverter × 45,000 at 18 % (as the supplier charged) taxable 45,000.00  CGST 4,050.00  SGST 4,050.00
 *   staff lunch at site 2,000 at 5 %, blocked by s.17(5)(b)(i): CGST 50.00  SGST 50.00
 *   taxable 107,000.00 + tax 11,200.00 = 118,200.00
 * The blocked line's tax is its cost (2,100.00); the panels cost 12,000.0000 each.
 */
const MIXED = (fx: Awaited<ReturnType<typeof seedPurchases>>) => ({
  supplierId: fx.local.id,
  supplierInvoiceNumber: 'ESD/412',
  billDate: '2026-05-04',
  supplierTotal: '118200',
  lines: [
    {
      productId: fx.panel.id,
      quantity: 5,
      price: '12000',
      gstPercentage: 5,
      serialNumbers: serials('P', 5),
    },
    { productId: fx.inverter.id, quantity: 1, price: '45000', gstPercentage: 18 },
    {
      kind: 'expense' as const,
      description: 'Staff lunch at site',
      hsnCode: '996331',
      price: '2000',
      gstPercentage: 5,
      itcEligibility: 'blocked' as const,
      itcReason: 's.17(5)(b)(i) food and beverages',
      expenseCategory: 'Other',
    },
  ],
});

describe('purchase bills', () => {
  suite.it('an intra-state bill with mixed rates and a blocked line', async (ctx) => {
    const fx = suite.fx;
    const bill = await create(ctx, MIXED(fx));
    expect(bill).toMatchObject({
      entryNumber: 'PB/26-27/0001',
      isInterState: false,
      placeOfSupply: 19,
      taxableAmount: '107000.00',
      cgstAmount: '5600.00',
      sgstAmount: '5600.00',
      igstAmount: '0.00',
      totalAmount: '118200.00',
      // Due 30 days after the bill (the supplier's credit period).
      dueDate: '2026-06-03',
    });
    expect(bill.lines.map((l) => [l.cgst, l.sgst, l.unitCost])).toEqual([
      ['1500.00', '1500.00', '12000.0000'],
      ['4050.00', '4050.00', '45000.0000'],
      ['50.00', '50.00', '2100.0000'],
    ]);
    expect(bill.lines[0]?.serials.map((s) => s.status)).toEqual(Array(5).fill('in-stock'));
    const [stock] = await ctx.tx
      .select()
      .from(productStock)
      .where(eq(productStock.productId, fx.panel.id));
    expect([stock?.onHand, stock?.value, stock?.averageCost]).toEqual([
      '5.000',
      '60000.00',
      '12000.0000',
    ]);
  });

  suite.it('an inter-state bill charges IGST', async (ctx) => {
    const fx = suite.fx;
    // Maharashtra to West Bengal (IGST Act s.7(1)): 2 × 45,000 = 90,000.00 at 18 % → IGST 16,200.00.
    const bill = await create(ctx, {
      supplierId: fx.mumbai.id,
      supplierInvoiceNumber: 'WI-88',
      billDate: '2026-05-06',
      supplierTotal: '106200.00',
      lines: [{ productId: fx.inverter.id, quantity: 2, price: '45000', gstPercentage: 18 }],
    });
    expect(bill).toMatchObject({
      isInterState: true,
      igstAmount: '16200.00',
      cgstAmount: '0.00',
      totalAmount: '106200.00',
    });
  });

  suite.it('a reverse-charge purchase from an unregistered transporter', async (ctx) => {
    const fx = suite.fx;
    // Goods transport by a GTA, tax paid by the recipient (Notification 13/2017-CT(R) item 1):
    // 8,000 at 5 % → CGST 200 + SGST 200 the shop pays itself; it owes the carrier 8,000.00.
    const bill = await create(ctx, {
      supplierId: fx.carrier.id,
      supplierInvoiceNumber: 'LR 77',
      billDate: '2026-05-07',
      supplierTotal: '8000',
      lines: [
        {
          kind: 'expense',
          description: 'Freight Howrah to shop',
          hsnCode: '996511',
          price: '8000',
          gstPercentage: 5,
          reverseCharge: true,
          itcEligibility: 'input-services',
        },
      ],
    });
    expect(bill).toMatchObject({
      cgstAmount: '200.00',
      sgstAmount: '200.00',
      reverseChargeTax: '400.00',
      totalAmount: '8000.00',
    });
    const taxed = await appErrorOf(
      create(ctx, {
        supplierId: fx.carrier.id,
        supplierInvoiceNumber: 'LR 78',
        billDate: '2026-05-07',
        supplierTotal: '8400',
        lines: [{ kind: 'expense', description: 'Freight', price: '8000', gstPercentage: 5 }],
      }),
    );
    expect(taxed.message).toMatch(/a supplier without GSTIN charges no GST/);
  });

  suite.it(
    "the supplier's number once per supplier and year; totals within the tolerance",
    async (ctx) => {
      const fx = suite.fx;
      const base = {
        supplierId: fx.local.id,
        billDate: '2026-05-08',
        supplierTotal: '1050',
        lines: [{ productId: fx.battery.id, price: '1000', gstPercentage: 5 }],
      };
      await create(ctx, { ...base, supplierInvoiceNumber: 'INV/001' });
      const again = await appErrorOf(create(ctx, { ...base, supplierInvoiceNumber: 'inv-001' }));
      expect(again.message).toBe(
        'Bill inv-001 of Eastern Solar Distributors is already entered as PB/26-27/0001',
      );
      await create(ctx, {
        ...base,
        supplierId: fx.mumbai.id,
        supplierInvoiceNumber: 'INV/001',
        lines: [{ productId: fx.battery.id, price: '1000', gstPercentage: 5 }],
      });
      // FY 2025-26: another year of the supplier's numbering.
      await create(ctx, { ...base, billDate: '2026-03-10', supplierInvoiceNumber: 'INV 001' });
      // 1,050.00 computed: 1,051.00 printed is within ₹1.00; 1,051.50 is not.
      await create(ctx, { ...base, supplierInvoiceNumber: 'INV/002', supplierTotal: '1051' });
      const off = await appErrorOf(
        create(ctx, { ...base, supplierInvoiceNumber: 'INV/003', supplierTotal: '1051.50' }),
      );
      expect(off.message).toMatch(
        /adds up to ₹1050\.00 but the supplier's total is ₹1051\.50: a difference of ₹1\.50, more than the ₹1\.00 allowed/,
      );
    },
  );

  suite.it(
    'a filed month refuses a bill; a revision is audited; a cancel takes the stock out',
    async (ctx) => {
      const fx = suite.fx;
      await ctx.tx
        .insert(filedPeriods)
        .values({ period: '042026', fromDate: '2026-04-01', toDate: '2026-04-30' });
      const filed = await appErrorOf(create(ctx, { ...MIXED(fx), billDate: '2026-04-10' }));
      expect(filed.message).toBe(
        'April 2026 is filed; date the purchase bill in an open month instead',
      );
      const bill = await create(ctx, MIXED(fx));
      // The inverter was 44,000 on the bill: taxable 60,000 + 44,000 + 2,000 = 106,000; tax
      // 1,500×2 + 3,960×2 + 50×2 = 11,020; 117,020.00.
      const revised = await update(ctx, {
        ...MIXED(fx),
        id: bill.id,
        supplierTotal: '117020',
        lines: MIXED(fx).lines.map((l, i) => (i === 1 ? { ...l, price: '44000' } : l)),
      });
      expect(revised).toMatchObject({
        revision: 2,
        entryNumber: 'PB/26-27/0001',
        totalAmount: '117020.00',
      });
      const audits = await ctx.tx
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'purchase-bill.update'));
      expect(audits).toHaveLength(1);
      await cancel(ctx, { id: bill.id, reason: 'Entered twice' });
      const [stock] = await ctx.tx
        .select()
        .from(productStock)
        .where(eq(productStock.productId, fx.panel.id));
      expect([stock?.onHand, stock?.value]).toEqual(['0.000', '0.00']);
      expect(await ctx.tx.select().from(items)).toEqual([]);
    },
  );
});
