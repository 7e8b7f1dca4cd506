import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../lib/trpc';

/** An error as the server sends it (status, app code, words), for the component tests' answers. */
export function serverError(httpStatus: number, appCode: string, message: string) {
  return new TRPCClientError<AppRouter>(message, {
    result: { error: { code: -32000, message, data: { httpStatus, appCode } } },
  } as never);
}
