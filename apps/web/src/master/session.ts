import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { useLogoutCallbacks, verifyStateOf } from '../lib/session';
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

export const MasterSessionContext = createContext<MasterOperator | null>(null);

export function useMasterOperator(): MasterOperator {
  const operator = use(MasterSessionContext);
  if (!operator) throw new Error('useMasterOperator must be used inside the master auth guard');
  return operator;
}

export function useMasterLogout() {
  const trpc = useTRPC();
  const masterPath = JSON.stringify(['master']);
  const callbacks = useLogoutCallbacks(
    '/master/login',
    (query) =>
      JSON.stringify((query.queryKey[0] as unknown[] | undefined)?.slice(0, 1)) === masterPath,
  );
  return useMutation(trpc.master.auth.logout.mutationOptions(callbacks));
}
