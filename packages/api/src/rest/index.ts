import { ZodError, z } from 'zod';
import type { Context } from '../context';
import { isExpected, toAppError } from '../errors';
import { readableZodMessage } from '../trpc';
import { createCaller } from './caller';
import { REST_ROUTES } from './routes';
import type { RestRoute } from './types';

export { REST_ROUTES } from './routes';
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
  try {
    const result = await route.handler({ caller: createCaller(ctx), ...request });
    if ('file' in result)
      return { status: result.status ?? 200, body: undefined, file: result.file };
    return { status: result.status ?? 200, body: result.body };
  } catch (error) {
    const mapped = restError(error);
    const appError = toAppError(error);
    if (!isExpected(appError))
      ctx.log.error({ err: appError.cause ?? error, url: route.url }, 'REST route failed');
    return mapped;
  }
}

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function jsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** OpenAPI 3.1 generated from the route table and its zod contracts. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of REST_ROUTES) {
    const path = toOpenApiPath(route.url);
    const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const tenantHeader =
      route.scope === 'master'
        ? []
        : [
            {
              name: 'x-tenant-id',
              in: 'header',
              required: route.scope === 'tenant',
              schema: { type: 'string' },
              description: 'The tenant (shop) id; defaults to the first host label',
            },
          ];
    const queryParams =
      route.query instanceof z.ZodObject
        ? Object.keys(route.query.shape).map((name) => ({
            name,
            in: 'query',
            required: false,
            schema: { type: 'string' },
          }))
        : [];
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      parameters: [...params, ...tenantHeader, ...queryParams],
      // Back-office calls take the session cookie or, for third parties, an API key.
      ...(route.scope === 'tenant' && route.url.startsWith('/api/')
        ? { security: [{ sessionCookie: [] }, { apiKey: [] }] }
        : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: jsonSchema(route.body),
                  ...(route.examples?.request !== undefined
                    ? { example: route.examples.request }
                    : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'Success: lists are {message, data}',
          ...(route.examples?.response !== undefined
            ? { content: { 'application/json': { example: route.examples.response } } }
            : {}),
        },
        '400': { description: '{error}: invalid input' },
        '401': { description: '{error}: not logged in' },
        '403': { description: '{error}: no permission, or tenant disabled' },
        '404': { description: '{error}: tenant or record not found' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'GST Platform API',
      version: '0.1.0',
      description:
        'REST adapter over the same procedures the web app calls through tRPC. Authenticate with the session cookie or an API key (Authorization: Bearer); tenant calls need x-tenant-id.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'gst_session' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            "Authorization: Bearer gst_…: an API key a shop's superadmin creates in Settings (shown once). It works only with its own shop's x-tenant-id and only for its permissions; a revoked key is refused at once. REST only; send no cookie and no Origin with it.",
        },
      },
    },
    paths,
  };
}
