import { z } from 'zod';
import { permitted, router } from '../../../trpc';
import { shopName } from '../../../services/dashboard/dashboard.report';
import { customerOptions, filterNames, filterOptions, getDashboard } from '../../../services/dashboard/dashboard.queries';
import { ZCustomerOptionsInput, ZDashboardFilters } from '../../../services/dashboard/dashboard.schema';

const PAGE = 'dashboard';

/**
 * Sales dashboard (spec §2 Dashboard, §3 Dashboard data). Every figure comes from one SQL
 * statement (dashboard.sql.ts). PDFs are rendered by the REST routes (routes/dashboard.ts) outside
 * the tenant transaction, from `report`.
 */
export const dashboardRouter = router({
  get: permitted(PAGE, 'view')
    .input(ZDashboardFilters)
    .query(({ ctx, input }) => getDashboard(ctx.tx, input)),
  filterOptions: permitted(PAGE, 'view').query(({ ctx }) => filterOptions(ctx.tx)),
  customerOptions: permitted(PAGE, 'view')
    .input(ZCustomerOptionsInput)
    .query(({ ctx, input }) => customerOptions(ctx.tx, input)),
  /** Everything the dashboard PDF shows: the data, the filters by name, the shop name. */
  report: permitted(PAGE, 'view')
    .input(ZDashboardFilters)
    .query(async ({ ctx, input }) => {
      const [data, names, name] = await Promise.all([
        getDashboard(ctx.tx, input),
        filterNames(ctx.tx, input),
        shopName(ctx.tx, ctx.tenant.name),
      ]);
      return { data, filters: { ...input, names }, shopName: name };
    }),
  /** The shop name for `{shopName}-Dashboard.pdf` (print-dashboard needs nothing else). */
  shop: permitted(PAGE, 'view')
    .input(z.void())
    .query(async ({ ctx }) => ({ shopName: await shopName(ctx.tx, ctx.tenant.name) })),
});
