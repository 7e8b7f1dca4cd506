import { buildProfitLoss, comparisonPeriod, type ProfitLossReport } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import type { TProfitLossExportInput, TProfitLossInput } from './reports.profit-loss.schema';
import { profitLossExpenses, profitLossProducts } from './reports.profit-loss-sources';

/**
 * Profit and loss (issue 33): a date range beside the period of the same length just before it
 * (@gst/domain `comparisonPeriod`), built by @gst/domain `buildProfitLoss` from the sources
 * (reports.profit-loss-sources.ts says what counts and why). A download is the same report with
 * the shop's name and GSTIN for its heading, audited as `report.export`.
 */
async function periodInput(tx: Tx, range: { from: string; to: string }) {
  const [products, expenses] = await Promise.all([
    profitLossProducts(tx, range),
    profitLossExpenses(tx, range),
  ]);
  return { ...range, products, expenses };
}

/** The P&L of the range and of the previous period. */
export async function profitAndLoss(
  ctx: ServiceCtx,
  input: TProfitLossInput,
): Promise<ProfitLossReport> {
  const now = await periodInput(ctx.tx, input);
  const before = await periodInput(ctx.tx, comparisonPeriod(input.from, input.to));
  return buildProfitLoss(now, before);
}

/** The P&L as the Excel and PDF downloads print it. */
export type ProfitLossDownload = ProfitLossReport & {
  shopName: string;
  gstin: string;
  from: string;
  to: string;
};

/** The whole P&L of the range for a download (needs export; audited). */
export async function exportProfitAndLoss(
  ctx: ServiceCtx,
  input: TProfitLossExportInput,
): Promise<ProfitLossDownload> {
  const report = await profitAndLoss(ctx, { from: input.from, to: input.to });
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  // Who took the shop's figures away, and which: an export is audited like a change.
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', 'profit-and-loss', {
    from: input.from,
    to: input.to,
    format: input.format,
    previousFrom: report.previous.from,
    previousTo: report.previous.to,
    netProfit: report.current.netProfit,
  });
  return {
    ...report,
    shopName: shop.shopName.trim() || ctx.tenant.name,
    gstin: shop.gstin,
    from: input.from,
    to: input.to,
  };
}
