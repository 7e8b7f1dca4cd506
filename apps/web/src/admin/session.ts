import type { PermissionFlag } from '@gst/domain';
import { useQuery } from '@tanstack/react-query';
import { tenantProblemOf } from '../lib/errors';
import { sessionContext, useLogout, verifyStateOf } from '../lib/session';
import { currentTenant } from '../lib/tenant';
import { type SessionUser, useTRPC } from '../lib/trpc';

export type AdminSessionState =
  | { status: 'checking' }
  | { status: 'tenant-not-found' }
  | { status: 'tenant-disabled' }
  | { status: 'anonymous' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'authenticated'; user: SessionUser; permissionsKeys: PermissionFlag[] };

/**
 * Who is signed in to this tenant's back-office. A tenant-level refusal (unknown or disabled
 * tenant, or no tenant in the host at all) wins over everything else; then the user check.
 */
export function useAdminSession(): AdminSessionState {
  const trpc = useTRPC();
  const hasTenant = currentTenant() !== null;
  const verify = useQuery({ ...trpc.tenant.auth.verifyUser.queryOptions(), enabled: hasTenant });
  const shop = useQuery({
    ...trpc.tenant.auth.shopDetails.queryOptions(),
    enabled: hasTenant,
    staleTime: 5 * 60_000,
  });

  if (!hasTenant) return { status: 'tenant-not-found' };
  const problem = tenantProblemOf(shop.error) ?? tenantProblemOf(verify.error);
  if (problem === 'disabled') return { status: 'tenant-disabled' };
  if (problem === 'not-found') return { status: 'tenant-not-found' };
  const state = verifyStateOf(verify);
  if (state.status !== 'authenticated') return state;
  return {
    status: 'authenticated',
    user: state.data.user,
    permissionsKeys: state.data.permissionsKeys,
  };
}

export interface AdminSession {
  user: SessionUser;
  permissionsKeys: PermissionFlag[];
}

const adminSession = sessionContext<AdminSession>('useAdminUser', 'admin');
export const AdminSessionContext = adminSession.Context;

/** The signed-in user, for components rendered inside the admin auth guard. */
export const useAdminUser = adminSession.useSession;

/** Signs out, forgets every cached answer of the old session and returns to the login page. */
export function useAdminLogout() {
  const trpc = useTRPC();
  // Drop every answer given to the old session; the shop's public details stay.
  const shopPath = JSON.stringify(trpc.tenant.auth.shopDetails.queryKey()[0]);
  return useLogout(
    trpc.tenant.auth.logout.mutationOptions,
    '/admin/login',
    (query) => JSON.stringify(query.queryKey[0]) !== shopPath,
  );
}
