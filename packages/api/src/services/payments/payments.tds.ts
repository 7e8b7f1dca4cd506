import { and, eq, gt } from 'drizzle-orm';
import { formatINR, MoneyDecimal, type StatementEntry } from '@gst/domain';
import { TDS_RATE_MAX } from '@gst/domain/contracts';
import type { Tx } from '@gst/db/client';
import { payments } from '@gst/db/schema';
import { AppError } from '../../errors';

/**
 * Income-tax TDS a customer deducted on a receipt (issue 33). The receipt's `amount` is the money
 * received; the customer is credited amount + tdsAmount (the shop holds a TDS credit for the
 * rest, claimed against its own income tax from Form 26AS / Form 16A). So allocations may total
 * amount + tdsAmount, and what is left of that is the customer's advance.
 */

type TdsOf = { amount: string; tdsAmount: string };

/** What a receipt settles: the money received and the TDS the customer deducted. */
export const receiptSettles = (p: TdsOf): MoneyDecimal =>
  new MoneyDecimal(p.amount).plus(p.tdsAmount);

/**
 * Refuses TDS that cannot be: more than TDS_RATE_MAX % (30 %, the highest rate of Chapter XVII-B
 * for a resident) of what the receipt settles.
 */
export function assertTdsWithinReceipt(p: TdsOf) {
  const settled = receiptSettles(p);
  const cap = settled.times(TDS_RATE_MAX).dividedBy(100);
  if (new MoneyDecimal(p.tdsAmount).greaterThan(cap)) {
    throw new AppError(
      'BAD_REQUEST',
      `TDS of ${formatINR(p.tdsAmount)} is more than ${TDS_RATE_MAX}% of what the receipt settles (${formatINR(settled)})`,
    );
  }
}

/** How a receipt with TDS reads on a statement: 'RCT/2026-27/0001 (TDS 194Q ₹100.00)'. */
export function receiptWithTds(number: string, section: string, tdsAmount: string): string {
  const label = section === 'other' ? 'TDS' : `TDS ${section}`;
  return `${number} (${label} ${formatINR(tdsAmount)})`;
}

/** The statement's receipt entries named with the TDS each settles (their amount already has it). */
export async function withReceiptTds(
  tx: Tx,
  customerId: string,
  entries: StatementEntry[],
): Promise<StatementEntry[]> {
  const rows = await tx
    .select({
      number: payments.receiptNumber,
      section: payments.tdsSection,
      tds: payments.tdsAmount,
    })
    .from(payments)
    .where(
      and(
        eq(payments.customerId, customerId),
        eq(payments.status, 'active'),
        gt(payments.tdsAmount, '0'),
      ),
    );
  if (!rows.length) return entries;
  const named = new Map(rows.map((r) => [r.number, receiptWithTds(r.number, r.section, r.tds)]));
  return entries.map((e) =>
    e.kind === 'receipt' && named.has(e.number) ? { ...e, number: named.get(e.number) ?? '' } : e,
  );
}
