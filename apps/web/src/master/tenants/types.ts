import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { TENANT_SORT_FIELDS } from '@gst/domain/contracts';
import type { AppRouter } from '../../lib/trpc';

type TenantOutputs = inferRouterOutputs<AppRouter>['master']['tenants'];
type TenantInputs = inferRouterInputs<AppRouter>['master']['tenants'];

/** One row of the tenants table (dates as ISO text). */
export type TenantRow = TenantOutputs['list']['data'][number];
/** One tenant with owner, user count and migration state (Tenant Details, edit drawer). */
export type TenantDetails = TenantOutputs['get'];
export type TenantStatus = TenantRow['status'];
export type TenantCreateInput = TenantInputs['create'];
export type TenantUpdateInput = TenantInputs['update'];
export type TenantListInput = TenantInputs['list'];
export type TenantSortField = NonNullable<NonNullable<TenantListInput>['sort']>['field'];
/** The database nodes: on Citus the workers with their shop counts and the recent moves. */
export type TenantNodes = TenantOutputs['nodes'];
/** One worker (`host:port`) and how many shops' schemas it holds. */
export type WorkerLoad = TenantNodes['workers'][number];
/** One move of a shop's schema between workers, newest first in `TenantNodes['moves']`. */
export type TenantMove = TenantNodes['moves'][number];

const SORT_FIELDS: readonly string[] = TENANT_SORT_FIELDS satisfies readonly TenantSortField[];

/** The table's sort (any column key) as a sort the tenants list accepts, or none. */
export function tenantSortOf(
  sort: { field: string; dir: 'asc' | 'desc' } | undefined,
): { field: TenantSortField; dir: 'asc' | 'desc' } | undefined {
  if (!sort || !SORT_FIELDS.includes(sort.field)) return undefined;
  return { field: sort.field as TenantSortField, dir: sort.dir };
}
