import { QueryClient } from '@tanstack/react-query';
import { describeError } from './errors';

/** One query client for the app: client errors (4xx) are answers, not glitches, so no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = describeError(error).httpStatus;
          if (status !== null && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
