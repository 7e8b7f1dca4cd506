import {
  monthDates,
  monthPeriod,
  monthsBetween,
  taxLiabilityMonth,
  taxLiabilityTotals,
  type TaxLiabilityMonth,
  type TaxLiabilityTotals,
} from '@gst/domain';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { computePeriodReturns, gstr3bJson } from '../returns/returns.compute';
import { dueDateOf, paymentOfServed } from '../returns/returns.payment';
import { filedPeriod } from '../returns/returns.periods';
import { returnsWorkbookOf } from '../returns/returns.service';
import { readSettings } from '../settings/settings.service';
import type { TTaxLiabilityExportInput, TTaxLiabilityInput } from './reports.gst-schema';

/**
 * Tax liability by month (issue 33): each month's GSTR-3B and Table 6.1 set-off as the Returns
 * page gives them, read through the returns service:
 * - a month filed on its own: its filed copy (3B as filed, the payment stored at filing), what
 *   `returnsWorkbookOf` serves;
 * - any other month (open, or inside a quarter filed as a whole under QRMP: a quarter's copy
 *   cannot be cut into months): computed from the books for that calendar month, with no
 *   reversals entered, and its set-off against its own 4(C) (`paymentOfServed`).
 * The credit ledger's balance from earlier months is not in the books (gstr3b-payment.ts), so
 * each month's set-off uses that month's credit only.
 */
export type TaxLiability = {
  from: string;
  to: string;
  months: TaxLiabilityMonth[];
  totals: TaxLiabilityTotals;
};

async function monthRow(ctx: ServiceCtx, month: string): Promise<TaxLiabilityMonth> {
  const { period } = monthPeriod(month);
  const dates = monthDates(month);
  const filed = await filedPeriod(ctx.tx, period);
  if (filed && filed.from === dates.from && filed.to === dates.to) {
    const served = await returnsWorkbookOf(ctx, { period });
    return taxLiabilityMonth(month, true, { gstr3b: served.gstr3b, setOff: served.payment.setOff });
  }
  const live = await computePeriodReturns(ctx, period, dates);
  const gstr3b = gstr3bJson(live);
  const payment = paymentOfServed(gstr3b, dueDateOf(live.range, live.settings.stateCode));
  return taxLiabilityMonth(month, false, { gstr3b, setOff: payment.setOff });
}

/** The months from..to ('YYYY-MM'), each with its output tax, ITC, set-off and cash; totals. */
export async function taxLiability(
  ctx: ServiceCtx,
  input: TTaxLiabilityInput,
): Promise<TaxLiability> {
  const months: TaxLiabilityMonth[] = [];
  // One month at a time: a transaction's statements run in order anyway.
  for (const month of monthsBetween(input.from, input.to)) months.push(await monthRow(ctx, month));
  return { from: input.from, to: input.to, months, totals: taxLiabilityTotals(months) };
}

export type TaxLiabilityDownload = TaxLiability & { shopName: string; gstin: string };

/** The tax liability report for a download (needs export; audited as report.export). */
export async function exportTaxLiability(
  ctx: ServiceCtx,
  input: TTaxLiabilityExportInput,
): Promise<TaxLiabilityDownload> {
  const report = await taxLiability(ctx, input);
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', 'tax-liability', {
    from: input.from,
    to: input.to,
    format: input.format,
    rows: report.months.length,
  });
  return { ...report, shopName: shop.shopName.trim() || ctx.tenant.name, gstin: shop.gstin };
}
