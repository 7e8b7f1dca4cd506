import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorized, toastText } from '../lib/errors';
import { MESSAGES } from '@gst/domain';
import { type MasterOperator, useTRPC } from '../lib/trpc';

export type MasterSessionState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'authenticated'; operator: MasterOperator };

/** Whether a master operator is signed in (master calls never carry a tenant header). */
export function useMasterSession(): MasterSessionState {
  const trpc = useTRPC();
  const verify = useQuery(trpc.master.auth.verify.queryOptions());
  if (verify.isPending || (verify.isError && verify.isFetching)) return { status: 'checking' };
  if (verify.isError) {
    if (isUnauthorized(verify.error)) return { status: 'anonymous' };
    return { status: 'failed', error: verify.error, retry: () => void verify.refetch() };
  }
  return { status: 'authenticated', operator: verify.data.operator };
}

export const MasterSessionContext = createContext<MasterOperator | null>(null);

export function useMasterOperator(): MasterOperator {
  const operator = use(MasterSessionContext);
  if (!operator) throw new Error('useMasterOperator must be used inside the master auth guard');
  return operator;
}

export function useMasterLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.master.auth.logout.mutationOptions({
      onSuccess: () => {
        const masterPath = JSON.stringify(['master']);
        queryClient.removeQueries({
          predicate: (query) =>
            JSON.stringify((query.queryKey[0] as unknown[] | undefined)?.slice(0, 1)) ===
            masterPath,
        });
        void navigate('/master/login', { replace: true });
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
