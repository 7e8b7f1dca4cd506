import type { PermissionFlag } from '@gst/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { isUnauthorized, tenantProblemOf, toastText } from '../lib/errors';
import { MESSAGES } from '@gst/domain';
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
  // A cached failure being re-checked (after login, on remount) counts as checking, not as an answer.
  if (verify.isPending || (verify.isError && verify.isFetching)) return { status: 'checking' };
  if (verify.isError) {
    if (isUnauthorized(verify.error)) return { status: 'anonymous' };
    return { status: 'failed', error: verify.error, retry: () => void verify.refetch() };
  }
  return {
    status: 'authenticated',
    user: verify.data.user,
    permissionsKeys: verify.data.permissionsKeys,
  };
}

export interface AdminSession {
  user: SessionUser;
  permissionsKeys: PermissionFlag[];
}

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The signed-in user, for components rendered inside the admin auth guard. */
export function useAdminUser(): AdminSession {
  const session = use(AdminSessionContext);
  if (!session) throw new Error('useAdminUser must be used inside the admin auth guard');
  return session;
}

/** Signs out, forgets every cached answer of the old session and returns to the login page. */
export function useAdminLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.tenant.auth.logout.mutationOptions({
      onSuccess: () => {
        // Drop every answer given to the old session; the shop's public details stay.
        const shopPath = JSON.stringify(trpc.tenant.auth.shopDetails.queryKey()[0]);
        queryClient.removeQueries({
          predicate: (query) => JSON.stringify(query.queryKey[0]) !== shopPath,
        });
        void navigate('/admin/login', { replace: true });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          message: toastText(error, MESSAGES.login.somethingWentWrong),
        });
      },
    }),
  );
}
