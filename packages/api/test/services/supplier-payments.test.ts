// @engines pglite postgres
// Figures inside one shop (allocations, payables, statements): Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { purchaseBills, purchaseReturns, suppliers } from '@gst/db/schema';
import {
  ZPayablesInput,
  ZSupplierPaymentInput,
  ZSupplierStatementInput,
} from '../../src/services/supplier-payments/supplier-payments.schema';
import {
  createSupplierPayment,
  reverseSupplierPayment,
} from '../../src/services/supplier-payments/supplier-payments.service';
import {
  payables,
  supplierStatementOf,
} from '../../src/services/supplier-payments/supplier-payments.payables';
import {
  billBalances,
  openBills,
} from '../../src/services/supplier-payments/supplier-payments.queries';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';

/**
 * Supplier payments, bill balances, payables and the supplier statement (issue 31), on bills and
 * a purchase return written as rows (the bills' own verbs are tested in purchases-*.test.ts).
 *
 * Worked by hand. Sunrise Distributors: opening balance ₹10,000.00 owed.
 *   PB/26-27/0001 dated 2026-04-05, due 2026-05-05, total ₹59,000.00
 *   PR/26-27/0001 dated 2026-04-20 against it, total ₹5,900.00  → its balance ₹53,100.00
 *   PB/26-27/0002 dated 2026-05-10, due 2026-05-25, total ₹11,800.00
 *   SP 2026-05-01: ₹60,000.00, ₹53,100.00 to PB/0001 → paid; ₹6,900.00 stays an advance.
 * Payable − advance = opening + bills − returns − payments
 *   = 10,000 + 70,800 − 5,900 − 60,000 = 14,900.00;
 *   payable 21,800.00 (PB/0002 11,800 + opening 10,000), advance 6,900.00: 21,800 − 6,900 = 14,900.
 * Aging on 2026-06-30: PB/0002 is 36 days past its due date (31–60); the opening balance is due
 * that day (0–30).
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const [supplier, other] = await tx
      .insert(suppliers)
      .values([
        {
          name: 'Sunrise Distributors',
          gstin: '19AAACS1234F1Z5',
          stateCode: 19,
          openingBalance: '10000.00',
        },
        { name: 'Other Traders', registration: 'unregistered', stateCode: 19 },
      ])
      .returning();
    if (!supplier || !other) throw new Error('suppliers not seeded');
    const billA = await bill(tx, supplier.id, 1, '2026-04-05', '2026-05-05', '59000.00', 'SR/101');
    const billB = await bill(tx, supplier.id, 2, '2026-05-10', '2026-05-25', '11800.00', 'SR/155');
    const otherBill = await bill(tx, other.id, 3, '2026-05-02', '2026-05-02', '1000.00', '7');
    await tx.insert(purchaseReturns).values({
      returnNumber: 'PR/26-27/0001',
      financialYear: 2026,
      sequence: 1,
      billId: billA,
      supplierId: supplier.id,
      returnDate: '2026-04-20',
      taxableAmount: '5000.00',
      cgstAmount: '450.00',
      sgstAmount: '450.00',
      totalAmount: '5900.00',
    });
    return { supplier: supplier.id, other: other.id, billA, billB, otherBill };
  },
});

async function bill(
  tx: Tx,
  supplierId: string,
  sequence: number,
  billDate: string,
  dueDate: string,
  total: string,
  number: string,
) {
  const [row] = await tx
    .insert(purchaseBills)
    .values({
      entryNumber: `PB/26-27/000${sequence}`,
      financialYear: 2026,
      sequence,
      supplierId,
      supplierInvoiceNumber: number,
      supplierInvoiceKey: number.toLowerCase().replace(/[^a-z0-9]/g, ''),
      billDate,
      supplierFinancialYear: 2026,
      receivedDate: billDate,
      dueDate,
      placeOfSupply: 19,
      isInterState: false,
      taxableAmount: total,
      totalAmount: total,
      supplierTotal: total,
    })
    .returning({ id: purchaseBills.id });
  if (!row) throw new Error('bill not seeded');
  return row.id;
}

const pay = asProcedure(ZSupplierPaymentInput, createSupplierPayment);
const payablesOf = asProcedure(ZPayablesInput, payables);
const statementOf = asProcedure(ZSupplierStatementInput, supplierStatementOf);

describe('supplier payments', () => {
  suite.it('settle a bill net of its return; the rest is an advance', async (ctx) => {
    const { fx } = suite;
    const payment = await pay(ctx, {
      supplierId: fx.supplier,
      paymentDate: '2026-05-01',
      amount: '60000',
      mode: 'bank-transfer',
      reference: 'NEFT 1',
      allocations: [{ billId: fx.billA, amount: '53100.00' }],
    });
    expect(payment).toMatchObject({
      paymentNumber: 'SP/26-27/0001',
      amount: '60000.00',
      unallocated: '6900.00',
    });
    const [a, b] = await billBalances(ctx, { ids: [fx.billA, fx.billB] });
    expect([a?.balance, a?.status]).toEqual(['0.00', 'paid']);
    // Due 2026-05-25, nothing paid: overdue today.
    expect([b?.balance, b?.status]).toEqual(['11800.00', 'overdue']);
    expect((await openBills(ctx, { supplierId: fx.supplier })).map((r) => r.billId)).toEqual([
      fx.billB,
    ]);

    const { data, totals } = await payablesOf(ctx, { asOf: '2026-06-30' });
    const sunrise = data.find((r) => r.supplierId === fx.supplier);
    expect(sunrise).toMatchObject({
      d0_30: '10000.00',
      d31_60: '11800.00',
      total: '21800.00',
      advance: '6900.00',
    });
    // The other supplier's ₹1,000 bill, due 2026-05-02: 59 days late on 2026-06-30.
    expect(totals).toMatchObject({ total: '22800.00', d31_60: '12800.00', advance: '6900.00' });

    // Statement for May: opening 10,000 + 59,000 − 5,900 = 63,100; − 60,000 = 3,100;
    // + 11,800 = 14,900 (= payable − advance).
    const statement = await statementOf(ctx, {
      supplierId: fx.supplier,
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(statement.opening).toBe('63100.00');
    expect(statement.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['payment', '0.00', '60000.00', '3100.00'],
      ['bill', '11800.00', '0.00', '14900.00'],
    ]);
    expect(statement.closing).toBe('14900.00');

    // Reversed: PB/0001 owes its 53,100 again, no advance; 10,000 + 70,800 − 5,900 = 74,900.
    await reverseSupplierPayment(ctx, { id: payment.id });
    const after = (await payablesOf(ctx, { asOf: '2026-06-30' })).data.find(
      (r) => r.supplierId === fx.supplier,
    );
    expect(after).toMatchObject({ total: '74900.00', advance: '0.00' });
    const again = await appErrorOf(reverseSupplierPayment(ctx, { id: payment.id }));
    expect(again.appCode).toBe('CONFLICT');
  });

  suite.it(
    "refuses more than a balance, another supplier's bill, or a bill named twice",
    async (ctx) => {
      const { fx } = suite;
      const base = {
        supplierId: fx.supplier,
        paymentDate: '2026-05-01',
        amount: '60000',
        mode: 'cash' as const,
      };
      const over = await appErrorOf(
        pay(ctx, { ...base, allocations: [{ billId: fx.billA, amount: '53100.01' }] }),
      );
      expect(over.message).toMatch(/PB\/26-27\/0001/);
      const foreign = await appErrorOf(
        pay(ctx, { ...base, allocations: [{ billId: fx.otherBill, amount: '10' }] }),
      );
      expect(foreign.message).toBe("Bill PB/26-27/0003 is not this supplier's");
      const twice = await appErrorOf(
        pay(ctx, {
          ...base,
          allocations: [
            { billId: fx.billA, amount: '10' },
            { billId: fx.billA, amount: '10' },
          ],
        }),
      );
      expect(twice.message).toBe('A bill is named twice in the allocations');
      const more = await appErrorOf(
        pay(ctx, { ...base, amount: '100', allocations: [{ billId: fx.billA, amount: '200' }] }),
      );
      expect(more.appCode).toBe('BAD_REQUEST');
      const rows = await ctx.tx.select().from(suppliers).where(eq(suppliers.id, fx.supplier));
      expect(rows).toHaveLength(1);
    },
  );
});
