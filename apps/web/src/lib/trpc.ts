import type { AppRouter, Operator, SessionUser } from '@gst/api';
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { currentTenant } from './tenant';

// `@gst/api` is a type-only (dev) dependency: no server code reaches the bundle.

export type { AppRouter, SessionUser };
export type MasterOperator = Operator;
export type ShopDetails = inferRouterOutputs<AppRouter>['tenant']['auth']['shopDetails'];

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const TRPC_URL = '/trpc';

function tenantHeaders(): Record<string, string> {
  const tenant = currentTenant();
  return tenant ? { 'x-tenant-id': tenant } : {};
}

const withCookies: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'include' });

/**
 * Master procedures go out without the tenant header (spec §1); every other call carries it when
 * the host names a tenant. The two links batch separately so one request never mixes them.
 */
export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.path.startsWith('master.'),
        true: httpBatchLink({ url: TRPC_URL, fetch: withCookies }),
        false: httpBatchLink({ url: TRPC_URL, fetch: withCookies, headers: tenantHeaders }),
      }),
    ],
  });
}

/** `fetch` for the REST endpoints (downloads, uploads): same cookies, plus the tenant header. */
export function restFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(tenantHeaders())) headers.set(name, value);
  return fetch(input, { ...init, headers, credentials: 'include' });
}
