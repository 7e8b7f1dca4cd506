import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import {
  expenses,
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturns,
  supplierPaymentAllocations,
  supplierPayments,
  suppliers,
} from '@gst/db/schema';
import { byDocument, type Range } from './tally.sources';
import type { ExpenseDoc, MoneyDoc, TradeDoc } from './tally.vouchers';

/**
 * The buying half of a Tally export (issue 33): active purchase bills (by bill date), purchase
 * returns (by return date; Tally's debit notes against the bill) and supplier payments of the
 * range, amounts as stored. A bill's bill-wise reference in Tally is the supplier's invoice
 * number (what the supplier's statement shows); our entry number is the voucher number.
 */
const within = (column: Parameters<typeof gte>[0], { from, to }: Range) =>
  and(gte(column, from), lte(column, to));

const text = (column: Parameters<typeof sql>[1]) => sql<string>`${column}::text`;

const lineColumns = {
  productId: purchaseBillLines.productId,
  kind: purchaseBillLines.kind,
  rate: text(purchaseBillLines.gstPercentage),
  taxability: purchaseBillLines.taxability,
  expenseCategory: purchaseBillLines.expenseCategory,
  unit: purchaseBillLines.uomUnit,
};

const headerTax = (t: typeof purchaseBills | typeof purchaseReturns) => ({
  taxable: text(t.taxableAmount),
  cgst: text(t.cgstAmount),
  sgst: sql<string>`(${t.sgstAmount} + ${t.utgstAmount})::text`,
  igst: text(t.igstAmount),
  reverseChargeTax: text(t.reverseChargeTax),
  roundOff: text(t.roundOff),
  total: text(t.totalAmount),
});

/** Active bills and purchase returns of the range as trade documents. */
export async function purchaseTradeDocs(tx: Tx, range: Range): Promise<TradeDoc[]> {
  const billWhere = and(within(purchaseBills.billDate, range), eq(purchaseBills.status, 'active'));
  const returnWhere = and(
    within(purchaseReturns.returnDate, range),
    eq(purchaseReturns.status, 'active'),
  );
  const party = { gstin: suppliers.gstin, stateCode: suppliers.stateCode };
  const [billRows, billLineRows, returnRows, returnLineRows] = await Promise.all([
    tx
      .select({
        id: purchaseBills.id,
        number: purchaseBills.entryNumber,
        reference: purchaseBills.supplierInvoiceNumber,
        date: purchaseBills.billDate,
        supplierId: purchaseBills.supplierId,
        placeOfSupply: purchaseBills.placeOfSupply,
        ...party,
        ...headerTax(purchaseBills),
      })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(billWhere)
      .orderBy(
        asc(purchaseBills.billDate),
        asc(purchaseBills.financialYear),
        asc(purchaseBills.sequence),
      ),
    tx
      .select({
        docId: purchaseBillLines.billId,
        ...lineColumns,
        quantity: text(purchaseBillLines.quantity),
        taxableValue: text(purchaseBillLines.taxableValue),
      })
      .from(purchaseBillLines)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseBillLines.billId))
      .where(billWhere)
      .orderBy(asc(purchaseBillLines.billId), asc(purchaseBillLines.position)),
    tx
      .select({
        id: purchaseReturns.id,
        number: purchaseReturns.returnNumber,
        reference: purchaseBills.supplierInvoiceNumber,
        date: purchaseReturns.returnDate,
        supplierId: purchaseReturns.supplierId,
        placeOfSupply: purchaseBills.placeOfSupply,
        ...party,
        ...headerTax(purchaseReturns),
      })
      .from(purchaseReturns)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
      .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
      .where(returnWhere)
      .orderBy(
        asc(purchaseReturns.returnDate),
        asc(purchaseReturns.financialYear),
        asc(purchaseReturns.sequence),
      ),
    tx
      .select({
        docId: purchaseReturnLines.returnId,
        ...lineColumns,
        quantity: text(purchaseReturnLines.quantity),
        taxableValue: text(purchaseReturnLines.taxableValue),
      })
      .from(purchaseReturnLines)
      .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
      .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, purchaseReturnLines.billLineId))
      .where(returnWhere)
      .orderBy(asc(purchaseReturnLines.returnId), asc(purchaseReturnLines.position)),
  ]);
  const billLinesOf = byDocument(billLineRows);
  const returnLinesOf = byDocument(returnLineRows);
  const doc = (
    kind: 'bill' | 'purchase-return',
    r: (typeof billRows)[number],
    lines: typeof billLineRows,
  ): TradeDoc => ({
    id: r.id,
    kind,
    number: r.number,
    reference: r.reference,
    date: r.date,
    partyKey: `s:${r.supplierId}`,
    partyGstin: r.gstin,
    partyStateCode: r.stateCode,
    placeOfSupply: r.placeOfSupply,
    bill: { type: kind === 'bill' ? 'New Ref' : 'Agst Ref', name: r.reference },
    taxableAmount: r.taxable,
    tax: { cgst: r.cgst, sgst: r.sgst, igst: r.igst },
    taxPosted: true,
    reverseChargeTax: r.reverseChargeTax,
    roundOff: r.roundOff,
    total: r.total,
    lines: lines.map(({ docId: _, ...l }) => l),
  });
  return [
    ...billRows.map((b) => doc('bill', b, billLinesOf.get(b.id) ?? [])),
    ...returnRows.map((r) => doc('purchase-return', r, returnLinesOf.get(r.id) ?? [])),
  ];
}

/** Active supplier payments of the range, bill by bill as allocated by the range's end. */
export async function purchaseMoneyDocs(tx: Tx, range: Range): Promise<MoneyDoc[]> {
  const where = and(
    within(supplierPayments.paymentDate, range),
    eq(supplierPayments.status, 'active'),
  );
  const [rows, allocationRows] = await Promise.all([
    tx
      .select({
        id: supplierPayments.id,
        number: supplierPayments.paymentNumber,
        date: supplierPayments.paymentDate,
        supplierId: supplierPayments.supplierId,
        amount: text(supplierPayments.amount),
        mode: supplierPayments.mode,
        reference: supplierPayments.reference,
      })
      .from(supplierPayments)
      .where(where)
      .orderBy(
        asc(supplierPayments.paymentDate),
        asc(supplierPayments.financialYear),
        asc(supplierPayments.sequence),
      ),
    tx
      .select({
        docId: supplierPaymentAllocations.paymentId,
        name: purchaseBills.supplierInvoiceNumber,
        amount: text(supplierPaymentAllocations.amount),
      })
      .from(supplierPaymentAllocations)
      .innerJoin(supplierPayments, eq(supplierPayments.id, supplierPaymentAllocations.paymentId))
      .innerJoin(purchaseBills, eq(purchaseBills.id, supplierPaymentAllocations.billId))
      .where(and(where, lte(supplierPaymentAllocations.allocatedOn, range.to)))
      .orderBy(
        asc(supplierPaymentAllocations.paymentId),
        asc(supplierPaymentAllocations.createdAt),
      ),
  ]);
  const allocationsOf = byDocument(allocationRows);
  return rows.map(({ supplierId, ...r }) => ({
    ...r,
    kind: 'supplier-payment' as const,
    partyKey: `s:${supplierId}`,
    partyGstin: '',
    partyStateCode: 0,
    allocations: (allocationsOf.get(r.id) ?? []).map(({ name, amount }) => ({ name, amount })),
  }));
}

/** Active expenses of the range (costs without a supplier's bill), by expense date. */
export function expenseDocs(tx: Tx, range: Range): Promise<ExpenseDoc[]> {
  return tx
    .select({
      id: expenses.id,
      number: expenses.expenseNumber,
      date: expenses.expenseDate,
      category: expenses.category,
      amount: text(expenses.amount),
      paidFrom: expenses.paidFrom,
      payee: expenses.payee,
      note: expenses.note,
    })
    .from(expenses)
    .where(and(within(expenses.expenseDate, range), eq(expenses.status, 'active')))
    .orderBy(asc(expenses.expenseDate), asc(expenses.financialYear), asc(expenses.sequence));
}
