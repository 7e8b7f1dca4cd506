// @engines pglite postgres
// One shop's purchase returns and stock: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { items, productStock, stockMovements } from '@gst/db/schema';
import {
  ZPurchaseBillInput,
  ZPurchaseReturnInput,
} from '../../src/services/purchases/purchases.schema';
import { createPurchaseBill } from '../../src/services/purchases/purchases.service';
import {
  cancelPurchaseReturn,
  createPurchaseReturn,
} from '../../src/services/purchases/purchases.returns';
import { listPurchaseReturns } from '../../src/services/purchases/purchases.return-lines';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { seedPurchases, serials } from './purchases-fixtures';

/** Purchase returns (issue 31): 2 of 5 serial-numbered panels go back to the distributor. */
const suite = serviceSuite({ seed: ({ tx }) => seedPurchases(tx) });
const createBill = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const createReturn = asProcedure(ZPurchaseReturnInput, createPurchaseReturn);

async function panelsBill(ctx: Parameters<typeof createBill>[0]) {
  const fx = suite.fx;
  // 5 × 12,000 at 5 % within West Bengal: 60,000 + CGST 1,500 + SGST 1,500 = 63,000.00.
  return createBill(ctx, {
    supplierId: fx.local.id,
    supplierInvoiceNumber: 'ESD/500',
    billDate: '2026-05-04',
    supplierTotal: '63000',
    lines: [
      {
        productId: fx.panel.id,
        quantity: 5,
        price: '12000',
        gstPercentage: 5,
        serialNumbers: serials('R', 5),
      },
    ],
  });
}

describe('purchase returns', () => {
  suite.it(
    '2 of 5 serials go back: those 2 out of stock, 3 still available, the tax in proportion',
    async (ctx) => {
      const fx = suite.fx;
      const bill = await panelsBill(ctx);
      const line = bill.lines[0];
      const back = line?.serials.slice(0, 2).map((s) => s.itemId) ?? [];
      // 2 of 5: taxable 24,000.00, CGST 600.00, SGST 600.00; the supplier owes back 25,200.00.
      const ret = await createReturn(ctx, {
        billId: bill.id,
        returnDate: '2026-05-10',
        reason: 'Cracked in transit',
        lines: [{ billLineId: line?.id ?? '', quantity: 2, itemIds: back }],
      });
      expect(ret).toMatchObject({
        returnNumber: 'PR/26-27/0001',
        taxableAmount: '24000.00',
        cgstAmount: '600.00',
        sgstAmount: '600.00',
        totalAmount: '25200.00',
      });
      const rows = await ctx.tx.select().from(items).where(eq(items.productId, fx.panel.id));
      const available = rows
        .filter((r) => !r.soldToInvoice)
        .map((r) => r.serialNo)
        .sort();
      expect(available).toEqual(['R-003', 'R-004', 'R-005']);
      const [stock] = await ctx.tx
        .select()
        .from(productStock)
        .where(eq(productStock.productId, fx.panel.id));
      // 5 − 2 = 3 on hand, at 12,000 each: 36,000.00.
      expect([stock?.onHand, stock?.value]).toEqual(['3.000', '36000.00']);

      // More than is left (3), or a serial already gone back, is refused.
      const tooMany = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-11',
          reason: 'x',
          lines: [{ billLineId: line?.id ?? '', quantity: 4, itemIds: [] }],
        }),
      );
      expect(tooMany.message).toMatch(/at most 3 can go back/);
      const twice = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-11',
          reason: 'x',
          lines: [{ billLineId: line?.id ?? '', quantity: 1, itemIds: [back[0] ?? ''] }],
        }),
      );
      expect(twice.appCode).toBe('CONFLICT');

      // Cancelled: the 2 panels are back in stock and on sale.
      await cancelPurchaseReturn(ctx, { id: ret.id });
      const again = await ctx.tx.select().from(items).where(eq(items.productId, fx.panel.id));
      expect(again.filter((r) => !r.soldToInvoice)).toHaveLength(5);
      const [after] = await ctx.tx
        .select()
        .from(productStock)
        .where(eq(productStock.productId, fx.panel.id));
      expect([after?.onHand, after?.value]).toEqual(['5.000', '60000.00']);
      const kinds = (await ctx.tx.select().from(stockMovements)).map((m) => [m.kind, m.quantity]);
      expect(kinds).toEqual([
        ['purchase', '5.000'],
        ['purchase-return', '-2.000'],
        ['purchase-return', '2.000'],
      ]);
    },
  );

  suite.it(
    'a serial-numbered line needs its serials named; an unknown line is refused',
    async (ctx) => {
      const bill = await panelsBill(ctx);
      const line = bill.lines[0];
      const none = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-10',
          reason: 'x',
          lines: [{ billLineId: line?.id ?? '', quantity: 1, itemIds: [] }],
        }),
      );
      expect(none.message).toMatch(/choose the 1 serial number\(s\) going back/);
      const other = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-10',
          reason: 'x',
          lines: [{ billLineId: bill.id, quantity: 1, itemIds: [] }],
        }),
      );
      expect(other.message).toMatch(/is not a line of bill PB\/26-27\/0001/);
    },
  );

  suite.it(
    "a bill's returns read back with their lines; a line refuses more than is left, saying why",
    async (ctx) => {
      const fx = suite.fx;
      // 3 batteries at 50,000 + 18 % (no serials) and 2 panels at 12,000 + 5 % with serials:
      // 150,000 + 27,000 + 24,000 + 1,200 = 202,200.00.
      const bill = await createBill(ctx, {
        supplierId: fx.local.id,
        supplierInvoiceNumber: 'ESD/501',
        billDate: '2026-05-04',
        supplierTotal: '202200',
        lines: [
          { productId: fx.battery.id, quantity: 3, price: '50000', gstPercentage: 18 },
          {
            productId: fx.panel.id,
            quantity: 2,
            price: '12000',
            gstPercentage: 5,
            serialNumbers: serials('S', 2),
          },
        ],
      });
      const [battery, panels] = bill.lines;
      const panel = panels?.serials[0];
      // 1 battery (50,000.00, CGST 4,500.00 + SGST 4,500.00) and panel S-001 (12,000.00, 300 + 300).
      const first = await createReturn(ctx, {
        billId: bill.id,
        returnDate: '2026-05-10',
        reason: 'Damaged',
        lines: [
          { billLineId: battery?.id ?? '', quantity: 1 },
          { billLineId: panels?.id ?? '', quantity: 1, itemIds: [panel?.itemId ?? ''] },
        ],
      });
      const lineOf = (billLineId: string, description: string, over: Record<string, unknown>) => ({
        id: expect.any(String),
        billLineId,
        kind: 'goods',
        description,
        uomUnit: expect.any(String),
        utgst: '0.00',
        igst: '0.00',
        serials: [],
        ...over,
      });
      const firstLines = [
        lineOf(battery?.id ?? '', battery?.description ?? '', {
          position: 0,
          productId: fx.battery.id,
          quantity: '1.000',
          taxableValue: '50000.00',
          taxAmount: '9000.00',
          cgst: '4500.00',
          sgst: '4500.00',
        }),
        lineOf(panels?.id ?? '', panels?.description ?? '', {
          position: 1,
          productId: fx.panel.id,
          quantity: '1.000',
          taxableValue: '12000.00',
          taxAmount: '600.00',
          cgst: '300.00',
          sgst: '300.00',
          serials: [{ itemId: panel?.itemId, serialNo: 'S-001' }],
        }),
      ];
      // createReturn answers with the same lines the list gives.
      expect(first.lines).toEqual(firstLines);
      expect(battery?.description).toBe('Li-ion 5 kWh');

      // 3 asked for, 2 left: refused, saying what was bought and what went back.
      const tooMany = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-11',
          reason: 'x',
          lines: [{ billLineId: battery?.id ?? '', quantity: 3 }],
        }),
      );
      expect([tooMany.appCode, tooMany.message]).toEqual([
        'BAD_REQUEST',
        'Li-ion 5 kWh: at most 2 can go back (3 bought, 1 gone back already)',
      ]);
      // 1.5 more, then 0.5: the line is all back; one more unit is refused.
      const second = await createReturn(ctx, {
        billId: bill.id,
        returnDate: '2026-05-11',
        reason: 'Recalled',
        lines: [{ billLineId: battery?.id ?? '', quantity: 1.5 }],
      });
      await createReturn(ctx, {
        billId: bill.id,
        returnDate: '2026-05-12',
        reason: 'Recalled',
        lines: [{ billLineId: battery?.id ?? '', quantity: 0.5 }],
      });
      const allBack = await appErrorOf(
        createReturn(ctx, {
          billId: bill.id,
          returnDate: '2026-05-12',
          reason: 'x',
          lines: [{ billLineId: battery?.id ?? '', quantity: 0.001 }],
        }),
      );
      expect(allBack.message).toBe('Li-ion 5 kWh: all 3 bought have gone back already');
      // A cancelled return gives its quantity back to what is left, and stays listed with its lines.
      await cancelPurchaseReturn(ctx, { id: second.id });
      const listed = await listPurchaseReturns(ctx, { billId: bill.id });
      expect(listed.map((r) => [r.returnNumber, r.status, r.lines.map((l) => l.quantity)])).toEqual(
        [
          ['PR/26-27/0001', 'active', ['1.000', '1.000']],
          ['PR/26-27/0002', 'cancelled', ['1.500']],
          ['PR/26-27/0003', 'active', ['0.500']],
        ],
      );
      expect(listed[0]?.lines).toEqual(firstLines);
      // 1.5 × 50,000 = 75,000.00; tax 13,500.00.
      expect(listed[1]?.lines[0]).toMatchObject({
        taxableValue: '75000.00',
        taxAmount: '13500.00',
      });
      const again = await createReturn(ctx, {
        billId: bill.id,
        returnDate: '2026-05-13',
        reason: 'Recalled',
        lines: [{ billLineId: battery?.id ?? '', quantity: 1.5 }],
      });
      expect(again.taxableAmount).toBe('75000.00');
    },
  );
});
