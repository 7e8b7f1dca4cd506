import { ZodError } from 'zod';
import type { Context } from '../context';
import { isExpected, toAppError } from '../errors';
import { checkRestCaller, readableZodMessage } from '../trpc';
import { createCaller } from './caller';
import { securityOf } from './openapi';
import type { RestRoute } from './types';

export { REST_ROUTES } from './routes';
export { EXAMPLE_IDS } from './routes/shared';
export { openApiDocument, SECURITY_SCHEMES, securityOf, undocumentedWrites } from './openapi';
export type { RestFile, RestRoute } from './types';
import type { RestFile } from './types';

/** The `{error}` envelope and status for any error; zod issues become one readable line. */
export function restError(error: unknown): {
  status: number;
  body: { error: string; code: string; details?: Record<string, unknown> };
} {
  const appError = toAppError(error);
  const cause = error instanceof Error ? (error as { cause?: unknown }).cause : undefined;
  const message = cause instanceof ZodError ? readableZodMessage(cause) : appError.message;
  const body = { error: message, code: appError.appCode };
  return {
    status: appError.httpStatus,
    body: appError.details ? { ...body, details: appError.details } : body,
  };
}

/** Runs one REST route through the same procedures tRPC serves, via a server-side caller. */
export async function runRestRoute(
  route: RestRoute,
  ctx: Context,
  request: {
    params: Record<string, string | undefined>;
    query: Record<string, string | undefined>;
    body: unknown;
  },
): Promise<{ status: number; body: unknown; file?: RestFile }> {
  // Routes that need credentials check them (and the shop) before the body is read: a caller
  // without them learns nothing about what the body should have been (issue 28, item 12).
  const scope = route.scope !== 'public' && securityOf(route) ? route.scope : undefined;
  try {
    if (scope && route.method !== 'GET') await checkRestCaller(ctx, scope, route.anyStatus);
    const result = await route.handler({ caller: createCaller(ctx), ...request });
    if ('file' in result)
      return { status: result.status ?? 200, body: undefined, file: result.file };
    return { status: result.status ?? 200, body: result.body };
  } catch (error) {
    // A read refused for its query string (400) says so only to a caller it would serve; the
    // check costs nothing on the reads that succeed.
    if (scope && route.method === 'GET' && toAppError(error).httpStatus === 400) {
      const refusal = await checkRestCaller(ctx, scope, route.anyStatus).then(
        () => undefined,
        (refused: unknown) => refused,
      );
      if (refusal) return restError(refusal);
    }
    const mapped = restError(error);
    const appError = toAppError(error);
    if (!isExpected(appError))
      ctx.log.error({ err: appError.cause ?? error, url: route.url }, 'REST route failed');
    return mapped;
  }
}
