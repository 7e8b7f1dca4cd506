/**
 * For the purchases pages' component tests: renders with Mantine, React Query and a tRPC client
 * whose procedures answer from a table (by path), recording every call. Used by tests only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { ReactElement } from 'react';
import { renderWithMantine } from '../../../../test/render';
import { TRPCProvider, type AppRouter } from '../../../lib/trpc';

export type ApiCall = { path: string; input: unknown };
export type ApiAnswers = Record<string, (input: unknown) => unknown>;

function fakeClient(answers: ApiAnswers, calls: ApiCall[]) {
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const answer = answers[op.path];
        if (!answer) {
          observer.error(TRPCClientError.from(new Error(`no answer for ${op.path}`)));
          return;
        }
        void Promise.resolve()
          .then(() => answer(op.input))
          .then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (error: unknown) =>
              observer.error(
                TRPCClientError.from(error instanceof Error ? error : new Error('failed')),
              ),
          );
      });
  return createTRPCClient<AppRouter>({ links: [link] });
}

/** `ui` as the app renders it, its API calls answered by `answers`; returns the calls made. */
export function renderWithApi(ui: ReactElement, answers: ApiAnswers): { calls: ApiCall[] } {
  const calls: ApiCall[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={fakeClient(answers, calls)} queryClient={queryClient}>
        {ui}
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { calls };
}
