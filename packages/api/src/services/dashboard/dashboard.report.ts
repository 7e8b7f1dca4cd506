import type { Tx } from '@gst/db/client';
import { hasPermission } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { receivables } from '../payments/payments.queries';
import { readSettings } from '../settings/settings.service';
import { dashboardBuying } from './dashboard.buying';
import { filterNames, getDashboard } from './dashboard.queries';
import type { TDashboardFilters } from './dashboard.schema';

/** The shop name from settings, falling back to the tenant's name (spec §1). */
export async function shopName(tx: Tx, fallback: string): Promise<string> {
  const settings = await readSettings({ tx }, ['shopName']);
  return settings.shopName.trim() || fallback;
}

/**
 * Everything the dashboard PDF shows: the data, the filters by name, the shop name; issue 31: the
 * buying figures of tenant.dashboard.buying for the same filters and user (so the PDF's Gross
 * Profit, Net Profit, Purchases and Payables are the screen's, and are left out where the screen
 * leaves them out), as `data.buying`.
 */
export async function dashboardReport(
  ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'user'>,
  filters: TDashboardFilters,
) {
  const [data, names, name, buying] = await Promise.all([
    getDashboard(ctx, filters),
    filterNames(ctx.tx, filters),
    shopName(ctx.tx, ctx.tenant.name),
    dashboardBuying(ctx, filters),
  ]);
  // The Outstanding KPI (issue 16), as on screen: only for a user who may view Payments.
  const outstanding =
    ctx.user && hasPermission(ctx.user, 'manage-payment', 'view')
      ? (await receivables(ctx, {})).totals.total
      : undefined;
  return {
    data: { ...data, ...(outstanding === undefined ? {} : { outstanding }), buying },
    filters: { ...filters, names },
    shopName: name,
  };
}

/** The shop name for `{shopName}-Dashboard.pdf` (print-dashboard needs nothing else). */
export async function dashboardShop(ctx: Pick<ServiceCtx, 'tx' | 'tenant'>) {
  return { shopName: await shopName(ctx.tx, ctx.tenant.name) };
}

/** `{shopName}-Dashboard.pdf`, with characters that break a download name replaced. */
export function dashboardFileName(name: string): string {
  const safe =
    [...name]
      .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .replace(/\s+/g, ' ')
      .trim() || 'Shop';
  return `${safe}-Dashboard.pdf`;
}
