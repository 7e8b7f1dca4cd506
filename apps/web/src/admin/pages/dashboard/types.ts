import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type DashboardOutputs = inferRouterOutputs<AppRouter>['tenant']['dashboard'];
export type DashboardData = DashboardOutputs['get'];
export type FilterOptions = DashboardOutputs['filterOptions'];
export type CustomerOption = DashboardOutputs['customerOptions'][number];
export type DashboardBuying = DashboardOutputs['buying'];
