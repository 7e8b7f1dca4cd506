/**
 * What the back-office and master sessions share: reading the server's "who am I" answer, and
 * signing out (forget the old session's answers, back to the login page, a toast on failure).
 */
import { notifications } from '@mantine/notifications';
import {
  useMutation,
  useQueryClient,
  type Query,
  type UseMutationOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { createContext, use } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@gst/domain';
import { isUnauthorized, toastText } from './errors';

export type VerifyState<T> =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'authenticated'; data: T };

/** The session check's answer; a cached failure being re-checked counts as checking. */
export function verifyStateOf<T, E>(verify: UseQueryResult<T, E>): VerifyState<T> {
  if (verify.isPending || (verify.isError && verify.isFetching)) return { status: 'checking' };
  if (verify.isError) {
    if (isUnauthorized(verify.error)) return { status: 'anonymous' };
    return { status: 'failed', error: verify.error, retry: () => void verify.refetch() };
  }
  return { status: 'authenticated', data: verify.data };
}

/** A logout mutation's callbacks: drop the cached queries `forget` picks, go to `loginPath`. */
export function useLogoutCallbacks(loginPath: string, forget: (query: Query) => boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      queryClient.removeQueries({ predicate: forget });
      void navigate(loginPath, { replace: true });
    },
    onError: (error: unknown) => {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.login.somethingWentWrong),
      });
    },
  };
}

/**
 * A signed-in session handed to the pages under an auth guard: the guard provides it through
 * `Context`, and `useSession` reads it (`hook` and `guard` name them in the misuse error).
 */
export function sessionContext<T>(hook: string, guard: string) {
  const Context = createContext<T | null>(null);
  function useSession(): T {
    const session = use(Context);
    if (!session) throw new Error(`${hook} must be used inside the ${guard} auth guard`);
    return session;
  }
  return { Context, useSession };
}

/** The logout mutation of a panel: `logout` is its router's `logout.mutationOptions`. */
export function useLogout<TData, TError, TVariables>(
  logout: (
    callbacks: ReturnType<typeof useLogoutCallbacks>,
  ) => UseMutationOptions<TData, TError, TVariables>,
  loginPath: string,
  forget: (query: Query) => boolean,
) {
  return useMutation(logout(useLogoutCallbacks(loginPath, forget)));
}
