import { useQuery } from '@tanstack/react-query';
import { usePagePermissions } from '../../../components/data/usePagePermissions';
import { useTRPC } from '../../../lib/trpc';

/**
 * Today's receivables for the Outstanding KPI and the aging chart (issue 16): shop-wide, read
 * only for a user who may view the Payments page; otherwise nothing is asked or shown.
 */
export function useReceivables() {
  const trpc = useTRPC();
  const can = usePagePermissions('manage-payment');
  const allowed = can('view');
  const query = useQuery({
    ...trpc.tenant.payments.receivables.queryOptions({}),
    enabled: allowed,
    staleTime: 30_000,
  });
  return { allowed, totals: query.data?.totals, loading: query.isPending && allowed };
}
