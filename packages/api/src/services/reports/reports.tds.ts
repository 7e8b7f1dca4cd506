import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { filterDate, financialYearOf, MoneyDecimal, ZId } from '@gst/domain';
import { customers, payments } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';

/**
 * TDS receivable (issue 33): the income-tax TDS customers deducted on their receipts, per customer
 * and financial-year quarter (Q1 April–June … Q4 January–March: the quarters of the deductor's
 * TDS return, Form 26Q, and of the Form 16A it must issue), with the section, rate, amount and
 * whether the Form 16A has come (its number entered on the receipt) or is pending. Active
 * receipts dated in the range; a reversed receipt's TDS is no longer receivable.
 */

const range = {
  from: filterDate('from'),
  to: filterDate('to'),
  customerId: ZId.optional(),
};
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };
const ordered = (v: { from: string; to: string }) => v.from <= v.to;

export const ZTdsReceivableInput = z.strictObject(range).refine(ordered, FROM_AFTER_TO);
export type TTdsReceivableInput = z.output<typeof ZTdsReceivableInput>;

export const ZTdsReceivableExportInput = z
  .strictObject({ ...range, format: z.enum(['xlsx', 'pdf']) })
  .refine(ordered, FROM_AFTER_TO);
export type TTdsReceivableExportInput = z.output<typeof ZTdsReceivableExportInput>;

/** 'Q1 2026-27' and its dates, for a date (financial-year quarters from April). */
export function tdsQuarterOf(date: string) {
  const fy = financialYearOf(date);
  const month = Number(date.slice(5, 7));
  const index = month >= 4 ? Math.floor((month - 4) / 3) : 3;
  const startMonth = [4, 7, 10, 1][index] ?? 4;
  const year = index === 3 ? fy.startYear + 1 : fy.startYear;
  const mm = String(startMonth).padStart(2, '0');
  const endMonth = String(startMonth + 2).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, startMonth + 2, 0)).getUTCDate();
  return {
    quarter: `Q${index + 1} ${fy.fullLabel}`,
    quarterFrom: `${year}-${mm}-01`,
    quarterTo: `${year}-${endMonth}-${lastDay}`,
  };
}

const sum = (values: readonly string[]) =>
  values.reduce((acc, v) => acc.plus(v), new MoneyDecimal(0)).toFixed(2);

type Totals = { receipts: number; received: string; tds: string; form16aReceived: string; form16aPending: string }; // prettier-ignore

function totalsOf(
  rows: readonly { amount: string; tdsAmount: string; form16aNumber: string }[],
): Totals {
  return {
    receipts: rows.length,
    received: sum(rows.map((r) => r.amount)),
    tds: sum(rows.map((r) => r.tdsAmount)),
    form16aReceived: sum(rows.filter((r) => r.form16aNumber).map((r) => r.tdsAmount)),
    form16aPending: sum(rows.filter((r) => !r.form16aNumber).map((r) => r.tdsAmount)),
  };
}

/** The receipts with TDS in the range, grouped per customer and quarter, with totals. */
export async function tdsReceivable({ tx }: Pick<ServiceCtx, 'tx'>, input: TTdsReceivableInput) {
  const rows = await tx
    .select({
      id: payments.id,
      receiptNumber: payments.receiptNumber,
      paymentDate: payments.paymentDate,
      customerId: payments.customerId,
      customerName: customers.name,
      gstin: customers.gstin,
      amount: payments.amount,
      tdsSection: payments.tdsSection,
      tdsRate: payments.tdsRate,
      tdsAmount: payments.tdsAmount,
      form16aNumber: payments.form16aNumber,
      form16aDate: payments.form16aDate,
    })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(
      and(
        eq(payments.status, 'active'),
        gt(payments.tdsAmount, '0'),
        gte(payments.paymentDate, input.from),
        lte(payments.paymentDate, input.to),
        input.customerId ? eq(payments.customerId, input.customerId) : undefined,
      ),
    )
    .orderBy(asc(payments.paymentDate), asc(payments.financialYear), asc(payments.sequence));
  const receipts = rows.map((r) => ({
    ...r,
    settled: new MoneyDecimal(r.amount).plus(r.tdsAmount).toFixed(2),
    form16a: r.form16aNumber ? ('received' as const) : ('pending' as const),
  }));
  const groups = new Map<string, { key: ReturnType<typeof tdsQuarterOf>; list: typeof receipts }>();
  for (const r of receipts) {
    const key = tdsQuarterOf(r.paymentDate);
    const id = `${key.quarterFrom}|${r.customerName}|${r.customerId}`;
    const group = groups.get(id) ?? { key, list: [] };
    group.list.push(r);
    groups.set(id, group);
  }
  const data = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, { key, list }]) => ({
      ...key,
      customerId: list[0]?.customerId ?? '',
      customerName: list[0]?.customerName ?? '',
      gstin: list[0]?.gstin ?? '',
      receipts: list,
      totals: totalsOf(list),
    }));
  return { from: input.from, to: input.to, data, totals: totalsOf(receipts) };
}
export type TdsReceivableReport = Awaited<ReturnType<typeof tdsReceivable>>;

export type TdsReceivableDownload = TdsReceivableReport & { shopName: string; gstin: string };

/** The whole report for the Excel or PDF download (needs export; audited as report.export). */
export async function exportTdsReceivable(
  ctx: ServiceCtx,
  input: TTdsReceivableExportInput,
): Promise<TdsReceivableDownload> {
  const report = await tdsReceivable(ctx, input);
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', 'tds-receivable', {
    from: input.from,
    to: input.to,
    customerId: input.customerId ?? null,
    format: input.format,
    receipts: report.totals.receipts,
    tds: report.totals.tds,
  });
  return { ...report, shopName: shop.shopName.trim() || ctx.tenant.name, gstin: shop.gstin };
}
