// @engines pglite postgres
// A property over one shop's figures: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import type { Tx } from '@gst/db/client';
import { purchaseBills, purchaseReturns, suppliers } from '@gst/db/schema';
import {
  ZPayablesInput,
  ZSupplierPaymentInput,
} from '../../src/services/supplier-payments/supplier-payments.schema';
import {
  createSupplierPayment,
  reverseSupplierPayment,
} from '../../src/services/supplier-payments/supplier-payments.service';
import { payables } from '../../src/services/supplier-payments/supplier-payments.payables';
import { openBills } from '../../src/services/supplier-payments/supplier-payments.queries';
import { asProcedure, serviceSuite } from '../service-harness';

/**
 * The ledger identity per supplier (issue 31), as a property: over a seeded random sequence of
 * bills, returns, payments (allocated within the open balances, the rest an advance) and
 * reversals, for every supplier
 *   opening + bills − returns − active payments = payable − advance.
 * The expected side is kept here in whole paise (exact integers), independently of the service.
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const rows = await tx
      .insert(suppliers)
      .values([
        {
          name: 'Alpha Solar',
          registration: 'unregistered',
          stateCode: 19,
          openingBalance: '2500.00',
        },
        {
          name: 'Beta Inverters',
          registration: 'unregistered',
          stateCode: 19,
          openingBalance: '0.00',
        },
        {
          name: 'Gamma Cables',
          registration: 'unregistered',
          stateCode: 19,
          openingBalance: '-300.00',
        },
      ])
      .returning({ id: suppliers.id });
    return { ids: rows.map((r) => r.id) };
  },
});

const pay = asProcedure(ZSupplierPaymentInput, createSupplierPayment);
const payablesOf = asProcedure(ZPayablesInput, payables);

/** Deterministic PRNG (mulberry32) so a failure replays. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rupees = (paise: number) => (paise / 100).toFixed(2);
const paiseOf = (s: string) => Math.round(Number(s) * 100);

async function insertBill(tx: Tx, supplierId: string, seq: number, totalPaise: number) {
  const day = String(1 + (seq % 28)).padStart(2, '0');
  const [row] = await tx
    .insert(purchaseBills)
    .values({
      entryNumber: `PB/26-27/${String(seq).padStart(4, '0')}`,
      financialYear: 2026,
      sequence: seq,
      supplierId,
      supplierInvoiceNumber: `S${seq}`,
      supplierInvoiceKey: `s${seq}`,
      billDate: `2026-05-${day}`,
      supplierFinancialYear: 2026,
      receivedDate: `2026-05-${day}`,
      dueDate: `2026-06-${day}`,
      placeOfSupply: 19,
      isInterState: false,
      taxableAmount: rupees(totalPaise),
      totalAmount: rupees(totalPaise),
      supplierTotal: rupees(totalPaise),
    })
    .returning({ id: purchaseBills.id });
  if (!row) throw new Error('bill not inserted');
  return row.id;
}

describe('supplier ledger identity', () => {
  suite.it(
    'opening + bills − returns − payments = payable − advance, per supplier',
    async (ctx) => {
      const { fx } = suite;
      const rnd = prng(31);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
      const expected = new Map<string, number>([
        [fx.ids[0]!, 250000],
        [fx.ids[1]!, 0],
        [fx.ids[2]!, -30000],
      ]);
      const unreturned: { id: string; supplierId: string; total: number }[] = [];
      const active: { id: string; supplierId: string; amount: number }[] = [];
      let billSeq = 0;
      let returnSeq = 0;

      for (let step = 0; step < 40; step++) {
        const supplierId = pick(fx.ids);
        const r = rnd();
        if (r < 0.35) {
          const total = 1000 + Math.floor(rnd() * 5_000_000);
          const id = await insertBill(ctx.tx, supplierId, ++billSeq, total);
          unreturned.push({ id, supplierId, total });
          expected.set(supplierId, expected.get(supplierId)! + total);
        } else if (r < 0.5 && unreturned.length > 0) {
          // A return of at most a tenth of a bill, once per bill (before or after payments).
          const bill = unreturned.splice(Math.floor(rnd() * unreturned.length), 1)[0]!;
          const total = 1 + Math.floor(rnd() * (bill.total / 10));
          returnSeq++;
          await ctx.tx.insert(purchaseReturns).values({
            returnNumber: `PR/26-27/${String(returnSeq).padStart(4, '0')}`,
            financialYear: 2026,
            sequence: returnSeq,
            billId: bill.id,
            supplierId: bill.supplierId,
            returnDate: '2026-05-28',
            taxableAmount: rupees(total),
            totalAmount: rupees(total),
          });
          expected.set(bill.supplierId, expected.get(bill.supplierId)! - total);
        } else if (r < 0.85) {
          const amount = 100 + Math.floor(rnd() * 3_000_000);
          let left = amount;
          const allocations: { billId: string; amount: string }[] = [];
          for (const open of await openBills(ctx, { supplierId })) {
            const balance = paiseOf(open.balance);
            if (left <= 0 || balance <= 0 || rnd() < 0.3) continue;
            const part = Math.min(left, balance, 1 + Math.floor(rnd() * balance));
            allocations.push({ billId: open.billId, amount: rupees(part) });
            left -= part;
          }
          const payment = await pay(ctx, {
            supplierId,
            paymentDate: '2026-05-30',
            amount: rupees(amount),
            mode: 'cash',
            allocations,
          });
          active.push({ id: payment.id, supplierId, amount });
          expected.set(supplierId, expected.get(supplierId)! - amount);
        } else if (active.length > 0) {
          const payment = active.splice(Math.floor(rnd() * active.length), 1)[0]!;
          await reverseSupplierPayment(ctx, { id: payment.id });
          expected.set(payment.supplierId, expected.get(payment.supplierId)! + payment.amount);
        }

        const { data } = await payablesOf(ctx, { asOf: '2026-08-31' });
        for (const [supplierId, want] of expected) {
          const row = data.find((d) => d.supplierId === supplierId);
          const got = row ? paiseOf(row.total) - paiseOf(row.advance) : 0;
          expect({ step, supplierId, got }).toEqual({ step, supplierId, got: want });
        }
      }
    },
  );
});
