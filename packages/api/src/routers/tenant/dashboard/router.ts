import { z } from 'zod';
import { permitted, router } from '../../../trpc';
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

const PAGE = 'dashboard';

/**
 * Sales dashboard (spec §2 Dashboard, §3 Dashboard data). Every figure comes from one SQL
 * statement (dashboard.sql.ts). PDFs are rendered by the documents service (services/documents)
 * outside the tenant transaction, from `report`.
 */
export const dashboardRouter = router({
  get: permitted(PAGE, 'view')
    .input(ZDashboardFilters)
    .query(({ ctx, input }) => getDashboard(ctx, input)),
  filterOptions: permitted(PAGE, 'view').query(({ ctx }) => filterOptions(ctx)),
  customerOptions: permitted(PAGE, 'view')
    .input(ZCustomerOptionsInput)
    .query(({ ctx, input }) => customerOptions(ctx, input)),
  /** Everything the dashboard PDF shows: the data, the filters by name, the shop name. */
  report: permitted(PAGE, 'view')
    .input(ZDashboardFilters)
    .query(({ ctx, input }) => dashboardReport(ctx, input)),
  /** The shop name for `{shopName}-Dashboard.pdf` (print-dashboard needs nothing else). */
  shop: permitted(PAGE, 'view')
    .input(z.void())
    .query(({ ctx }) => dashboardShop(ctx)),
});
