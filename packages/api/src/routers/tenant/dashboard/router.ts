import { z } from 'zod';
import { router } from '../../../trpc';
import { dashboardBuying } from '../../../services/dashboard/dashboard.buying';
import { dashboardReport, dashboardShop } from '../../../services/dashboard/dashboard.report';
import {
  customerOptions,
  filterOptions,
  getDashboard,
} from '../../../services/dashboard/dashboard.queries';
import {
  ZCustomerOptionsInput,
  ZDashboardFilters,
} from '../../../services/dashboard/dashboard.schema';
import { permittedOn } from '../../crud';

const can = permittedOn('dashboard');

/**
 * Sales dashboard (spec §2 Dashboard, §3 Dashboard data). Every figure comes from one SQL
 * statement (dashboard.sql.ts). PDFs are rendered by the documents service (services/documents)
 * outside the tenant transaction, from `report`.
 */
export const dashboardRouter = router({
  get: can.view(ZDashboardFilters, getDashboard),
  /**
   * Issue 31, in the same filters: gross profit from the lines' recorded costs; the month's
   * purchases (purchase-bill viewers) and payables (Payables viewers) only to those who may see them.
   */
  buying: can.view(ZDashboardFilters, dashboardBuying),
  filterOptions: can.read(filterOptions),
  customerOptions: can.view(ZCustomerOptionsInput, customerOptions),
  /** Everything the dashboard PDF shows: the data, the filters by name, the shop name. */
  report: can.view(ZDashboardFilters, dashboardReport),
  /** The shop name for `{shopName}-Dashboard.pdf` (print-dashboard needs nothing else). */
  shop: can.view(z.void(), (ctx) => dashboardShop(ctx)),
});
