import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TITLE } from './brand';
import { currentTenant } from './tenant';
import { type ShopDetails, useTRPC } from './trpc';

export interface ShopBrandInfo {
  tenant: string | null;
  name: string;
  logo: string | null;
  details: ShopDetails | null;
  error: unknown;
  isPending: boolean;
}

/**
 * The shop's public details for headers and footers. Without a tenant, or when the call fails,
 * the name falls back to the product title (spec: shop name falls back to 'GST Platform').
 */
export function useShop(): ShopBrandInfo {
  const trpc = useTRPC();
  const tenant = currentTenant();
  const query = useQuery({
    ...trpc.tenant.auth.shopDetails.queryOptions(),
    enabled: tenant !== null,
    staleTime: 5 * 60_000,
  });
  const details = query.data ?? null;
  return {
    tenant,
    name: details?.shopName.trim() || PRODUCT_TITLE,
    logo: details?.shopLogo || null,
    details,
    error: query.error,
    isPending: tenant !== null && query.isPending,
  };
}
