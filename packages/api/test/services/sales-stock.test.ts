// @engines pglite postgres
// One shop's sales moving its stock: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceLines, productStock, stockMovements, suppliers } from '@gst/db/schema';
import { ZInvoiceCancel, ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice, deleteInvoice } from '../../src/services/invoices/invoices.service';
import { ZCreditNoteInput } from '@gst/domain/contracts';
import { ZNoteCancel } from '../../src/services/notes/notes.schema';
import { cancelNote, createCreditNote } from '../../src/services/notes/notes.service';
import { ZPurchaseBillInput } from '../../src/services/purchases/purchases.schema';
import { createPurchaseBill } from '../../src/services/purchases/purchases.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { batteryInvoice, seedBilling, setSetting } from './billing-fixtures';

/** Sales take stock out at its cost and record it on the line (issue 31). */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const fx = await seedBilling(tx, 1);
    await setSetting(tx, 'address', '2 Camac Street, Kolkata');
    await setSetting(tx, 'pinCode', '700016');
    await setSetting(tx, 'gstRegistration', 'unregistered');
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return { ...fx, supplierId: supplier?.id ?? '' };
  },
});
const sell = asProcedure(ZInvoiceCreate, createInvoice);
const cancel = asProcedure(ZInvoiceCancel, deleteInvoice);
const buy = asProcedure(ZPurchaseBillInput, createPurchaseBill);
const creditNote = asProcedure(ZCreditNoteInput, createCreditNote);
const cancelCredit = asProcedure(ZNoteCancel, (ctx, input) => cancelNote(ctx, 'credit', input));

const level = async (tx: Parameters<typeof sell>[0]['tx'], productId: string) => {
  const [row] = await tx.select().from(productStock).where(eq(productStock.productId, productId));
  return [row?.onHand, row?.value];
};

describe('sales and stock', () => {
  suite.it(
    'a sale leaves at the average cost, a cancel brings it back; refused beyond stock when set',
    async (ctx) => {
      const fx = suite.fx;
      // Batteries at 18 %: 2 @ 50,000 and 2 @ 54,000 → 4 on hand, 208,000.00, average 52,000.
      for (const [number, price] of [
        ['B-1', '50000'],
        ['B-2', '54000'],
      ] as const) {
        await buy(ctx, {
          supplierId: fx.supplierId,
          supplierInvoiceNumber: number,
          billDate: '2026-05-02',
          supplierTotal: (Number(price) * 2 * 1.18).toFixed(2),
          lines: [{ productId: fx.battery.id, quantity: 2, price, gstPercentage: 18 }],
        });
      }
      const invoice = await sell(ctx, batteryInvoice(fx, '2026-05-10', '65000'));
      const [line] = await ctx.tx
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id));
      expect(line?.unitCost).toBe('52000.0000');
      // 3 left at 52,000: 156,000.00.
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['3.000', '156000.00']);
      await cancel(ctx, { id: invoice.id, reason: 'Wrong customer' });
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['4.000', '208000.00']);

      await setSetting(ctx.tx, 'negativeStock', 'refuse');
      const tooMany = await appErrorOf(
        sell(ctx, {
          ...batteryInvoice(fx, '2026-05-11', '65000'),
          lines: [{ productId: fx.battery.id, quantity: 5, price: '65000' }],
        }),
      );
      expect(tooMany.message).toMatch(
        /^Only 4 of Li-ion battery 5 kWh in stock; this invoice sells 5/,
      );
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['4.000', '208000.00']);
    },
  );

  suite.it('by default a sale beyond stock goes through and stock goes below zero', async (ctx) => {
    const fx = suite.fx;
    await sell(ctx, batteryInvoice(fx, '2026-05-10', '65000'));
    expect(await level(ctx.tx, fx.battery.id)).toEqual(['-1.000', '0.00']);
  });

  suite.it(
    'a sales return by credit note comes back in at the cost it left at; its cancel takes it out',
    async (ctx) => {
      const fx = suite.fx;
      // 2 @ 50,000 and 2 @ 54,000: average 52,000. Sell 2 (104,000.00 out, 2 left at 104,000.00).
      for (const [number, price] of [
        ['R-1', '50000'],
        ['R-2', '54000'],
      ] as const) {
        await buy(ctx, {
          supplierId: fx.supplierId,
          supplierInvoiceNumber: number,
          billDate: '2026-06-01',
          supplierTotal: (Number(price) * 2 * 1.18).toFixed(2),
          lines: [{ productId: fx.battery.id, quantity: 2, price, gstPercentage: 18 }],
        });
      }
      const invoice = await sell(ctx, {
        ...batteryInvoice(fx, '2026-06-05', '65000'),
        lines: [{ productId: fx.battery.id, quantity: 2, price: '65000' }],
      });
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['2.000', '104000.00']);
      // A third purchase at 58,000 moves the average to (104,000 + 58,000) / 3 = 54,000.
      await buy(ctx, {
        supplierId: fx.supplierId,
        supplierInvoiceNumber: 'R-3',
        billDate: '2026-06-06',
        supplierTotal: (58000 * 1.18).toFixed(2),
        lines: [{ productId: fx.battery.id, quantity: 1, price: '58000', gstPercentage: 18 }],
      });
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['3.000', '162000.00']);
      // One battery comes back: in at the 52,000 it left at, not today's 54,000.
      const [line] = invoice.lines;
      const note = await creditNote(ctx, {
        noteDate: '2026-06-10',
        reason: 'sales-return',
        lines: [{ invoiceLineId: line!.id, quantity: 1 }],
      });
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['4.000', '214000.00']);
      const [moved] = await ctx.tx
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.kind, 'sales-return'));
      expect([moved?.quantity, moved?.unitCost, moved?.value]).toEqual([
        '1.000',
        '52000.0000',
        '52000.00',
      ]);
      // Cancelling the note sends it out again at the same value.
      await cancelCredit(ctx, { id: note.id, reason: 'Not returned after all' });
      expect(await level(ctx.tx, fx.battery.id)).toEqual(['3.000', '162000.00']);
    },
  );
});
