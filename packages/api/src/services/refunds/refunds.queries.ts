import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MoneyDecimal } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, notes, payments, refunds } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { customerAdvance } from '../payments/payments.queries';
import { syncConditions, syncOrder } from '../shared/list-query';
import type { TRefundListInput } from './refunds.schema';

const refundColumns = {
  id: refunds.id,
  refundNumber: refunds.refundNumber,
  refundDate: refunds.refundDate,
  customerId: refunds.customerId,
  customerName: customers.name,
  amount: refunds.amount,
  mode: refunds.mode,
  reference: refunds.reference,
  remarks: refunds.remarks,
  noteId: refunds.noteId,
  noteNumber: notes.noteNumber,
  paymentId: refunds.paymentId,
  receiptNumber: payments.receiptNumber,
  status: refunds.status,
  reversedAt: refunds.reversedAt,
  createdAt: refunds.createdAt,
  updatedAt: refunds.updatedAt,
};

function refundsQuery(tx: Tx, where: SQL | undefined) {
  return tx
    .select(refundColumns)
    .from(refunds)
    .innerJoin(customers, eq(customers.id, refunds.customerId))
    .leftJoin(notes, eq(notes.id, refunds.noteId))
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(where);
}

/**
 * Refunds newest first, with the customer and the receipt or credit note each refers to; given
 * `updatedSince`, oldest change first (a sync).
 */
export async function listRefunds({ tx }: Pick<ServiceCtx, 'tx'>, input: TRefundListInput) {
  const like = input.search ? `%${input.search}%` : null;
  const where = and(
    input.customerId ? eq(refunds.customerId, input.customerId) : undefined,
    like
      ? sql`(${refunds.refundNumber} ilike ${like} or ${customers.name} ilike ${like} or ${refunds.reference} ilike ${like})`
      : undefined,
    ...syncConditions(input, { date: refunds.refundDate, updatedAt: refunds.updatedAt }),
  );
  return pageOf(
    input,
    refundsQuery(tx, where).orderBy(
      ...syncOrder(input, refunds, [
        desc(refunds.refundDate),
        desc(refunds.financialYear),
        desc(refunds.sequence),
      ]),
    ),
    tx
      .select({ total: count() })
      .from(refunds)
      .innerJoin(customers, eq(customers.id, refunds.customerId))
      .where(where),
  );
}

export async function getRefund({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await refundsQuery(tx, eq(refunds.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Refund not found');
  return row;
}
export type RefundDetail = Awaited<ReturnType<typeof getRefund>>;

/** Active refunds' sums per referenced document (receipt or credit note). */
async function refundedBy(
  tx: Tx,
  column: typeof refunds.paymentId | typeof refunds.noteId,
  ids: string[],
) {
  if (!ids.length) return new Map<string, string>();
  const rows = await tx
    .select({ id: column, refunded: sql<string>`sum(${refunds.amount})::text` })
    .from(refunds)
    .where(and(eq(refunds.status, 'active'), inArray(column, ids)))
    .groupBy(column);
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, r.refunded] as const] : [])));
}

const left = (total: string, used: string | undefined) =>
  new MoneyDecimal(total).minus(used ?? '0');

/**
 * What a customer may be refunded (the refund drawer): the advance the shop holds for them, and
 * the receipts with an unallocated rest and the issued credit notes a refund may name, each with
 * what is left of it to refund (never more than the advance).
 */
export async function refundable(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { customerId }: { customerId: string },
) {
  const advance = await customerAdvance(tx, customerId);
  const receipts = await tx
    .select({
      id: payments.id,
      number: payments.receiptNumber,
      date: payments.paymentDate,
      // What the receipt settles: the money and the TDS the customer deducted (issue 33).
      amount: sql<string>`(${payments.amount} + ${payments.tdsAmount})::text`,
      allocated: sql<string>`coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id"), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.status, 'active')))
    .orderBy(payments.paymentDate, payments.sequence);
  const creditNotes = await tx
    .select({
      id: notes.id,
      number: notes.noteNumber,
      date: notes.noteDate,
      amount: notes.totalAmount,
    })
    .from(notes)
    .where(
      and(eq(notes.customerId, customerId), eq(notes.kind, 'credit'), eq(notes.status, 'issued')),
    )
    .orderBy(notes.noteDate, notes.sequence);
  const byReceipt = await refundedBy(
    tx,
    refunds.paymentId,
    receipts.map((r) => r.id),
  );
  const byNote = await refundedBy(
    tx,
    refunds.noteId,
    creditNotes.map((n) => n.id),
  );
  const capped = (value: MoneyDecimal) => MoneyDecimal.max(0, MoneyDecimal.min(value, advance));
  return {
    customerId,
    advance: MoneyDecimal.max(0, advance).toFixed(2),
    receipts: receipts
      .map((r) => ({
        id: r.id,
        number: r.number,
        date: r.date,
        amount: r.amount,
        refundable: capped(left(r.amount, r.allocated).minus(byReceipt.get(r.id) ?? '0')).toFixed(
          2,
        ),
      }))
      .filter((r) => r.refundable !== '0.00'),
    creditNotes: creditNotes
      .map((n) => ({
        id: n.id,
        number: n.number,
        date: n.date,
        amount: n.amount,
        refundable: capped(left(n.amount, byNote.get(n.id))).toFixed(2),
      }))
      .filter((n) => n.refundable !== '0.00'),
  };
}

/** What is left to refund on one receipt (its unallocated rest) or credit note (its total). */
export async function leftOnDocument(tx: Tx, ref: { paymentId?: string; noteId?: string }) {
  if (ref.paymentId) {
    const [p] = await tx
      .select({
        customerId: payments.customerId,
        number: payments.receiptNumber,
        status: payments.status,
        // What the receipt settles: the money and the TDS the customer deducted (issue 33).
        amount: sql<string>`(${payments.amount} + ${payments.tdsAmount})::text`,
        allocated: sql<string>`coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id"), 0)::text`,
      })
      .from(payments)
      .where(eq(payments.id, ref.paymentId));
    if (!p) throw new AppError('BAD_REQUEST', 'The receipt named does not exist');
    if (p.status !== 'active') throw new AppError('BAD_REQUEST', `Receipt ${p.number} is reversed`);
    const used = (await refundedBy(tx, refunds.paymentId, [ref.paymentId])).get(ref.paymentId);
    const rest = left(p.amount, p.allocated).minus(used ?? '0');
    return { customerId: p.customerId, label: `receipt ${p.number}`, left: rest };
  }
  if (ref.noteId) {
    const [n] = await tx
      .select({
        customerId: notes.customerId,
        number: notes.noteNumber,
        kind: notes.kind,
        status: notes.status,
        amount: notes.totalAmount,
      })
      .from(notes)
      .where(eq(notes.id, ref.noteId));
    if (!n) throw new AppError('BAD_REQUEST', 'The credit note named does not exist');
    if (n.kind !== 'credit')
      throw new AppError(
        'BAD_REQUEST',
        `${n.number} is a debit note; a refund pays out a credit note`,
      );
    if (n.status !== 'issued')
      throw new AppError('BAD_REQUEST', `Credit note ${n.number} is cancelled`);
    const used = (await refundedBy(tx, refunds.noteId, [ref.noteId])).get(ref.noteId);
    return {
      customerId: n.customerId,
      label: `credit note ${n.number}`,
      left: left(n.amount, used),
    };
  }
  return null;
}
