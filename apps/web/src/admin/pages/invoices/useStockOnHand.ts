import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * Stock now of the products on the invoice being written (tenant.stock.onHand, issue 31): on hand
 * for the drawer's stock warning and the average cost for Ctrl+M's net profit, by product id.
 * Asked only while the drawer is open and has products; the previous answer stays while a new
 * product's is read.
 */
export function useStockOnHand(productIds: readonly string[], enabled: boolean) {
  const trpc = useTRPC();
  // By their text: a new array of the same products asks nothing again.
  const key = [...new Set(productIds.filter(Boolean))].sort().join(',');
  const ids = useMemo(() => (key ? key.split(',') : []), [key]);
  const query = useQuery({
    ...trpc.tenant.stock.onHand.queryOptions({ productIds: ids.slice(0, 500) }),
    enabled: enabled && ids.length > 0,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    const rows = query.data ?? [];
    return {
      onHand: new Map(rows.map((r) => [r.productId, r.onHand])),
      averageCosts: new Map(rows.map((r) => [r.productId, r.averageCost])),
    };
  }, [query.data]);
}
