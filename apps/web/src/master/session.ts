import { useQuery } from '@tanstack/react-query';
import { sessionContext, useLogout, verifyStateOf } from '../lib/session';
import { type MasterOperator, useTRPC } from '../lib/trpc';

export type MasterSessionState =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'authenticated'; operator: MasterOperator };

/** Whether a master operator is signed in (master calls never carry a tenant header). */
export function useMasterSession(): MasterSessionState {
  const trpc = useTRPC();
  const state = verifyStateOf(useQuery(trpc.master.auth.verify.queryOptions()));
  if (state.status !== 'authenticated') return state;
  return { status: 'authenticated', operator: state.data.operator };
}

const masterSession = sessionContext<MasterOperator>('useMasterOperator', 'master');
export const MasterSessionContext = masterSession.Context;
export const useMasterOperator = masterSession.useSession;

export function useMasterLogout() {
  const trpc = useTRPC();
  const masterPath = JSON.stringify(['master']);
  return useLogout(
    trpc.master.auth.logout.mutationOptions,
    '/master/login',
    (query) =>
      JSON.stringify((query.queryKey[0] as unknown[] | undefined)?.slice(0, 1)) === masterPath,
  );
}
