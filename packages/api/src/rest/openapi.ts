import { z } from 'zod';
import { REST_ROUTES } from './routes';
import type { RestRoute } from './types';

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

/** The scheme names routes refer to; the renderer at /api/docs offers them in its Authorize box. */
export const SECURITY_SCHEMES = {
  // First, so the docs page's Authorize box shows it at the top.
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "Authorization: Bearer gst_…: an API key a shop's superadmin creates in Settings (shown once). It works only with its own shop's x-tenant-id (or host) and only for its permissions; a revoked key is refused at once. REST only. Paste the key here to try the shop's routes from this page.",
  },
  // The browser sends these by itself after a login; there is nothing to paste for them.
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'gst_session',
    description:
      "The back-office session: set by POST /auth/login on the shop's host and sent by the browser; nothing to enter here.",
  },
  masterCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'gst_master',
    description:
      'The master panel session: set by POST /master/auth/login and sent by the browser; nothing to enter here.',
  },
} as const;

/** Which schemes a route accepts: API keys serve a shop's back-office REST routes only. */
export function securityOf(route: Pick<RestRoute, 'scope' | 'url'>) {
  if (!route.url.startsWith('/api/')) return undefined;
  if (route.scope === 'tenant') return [{ sessionCookie: [] }, { apiKey: [] }];
  if (route.scope === 'master') return [{ masterCookie: [] }];
  return undefined;
}

const ERROR_BODY = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string', description: 'One readable line' },
    code: { type: 'string', description: 'The application error code' },
    details: { type: 'object', description: 'Structured data, e.g. an import’s per-row report' },
  },
};

function errorResponse(description: string, example: { error: string; code: string }) {
  return { description, content: { 'application/json': { schema: ERROR_BODY, example } } };
}

const ERROR_RESPONSES = {
  '400': errorResponse('{error}: invalid input', {
    error: 'Invalid input: name is required',
    code: 'BAD_REQUEST',
  }),
  '401': errorResponse('{error}: not logged in, or the API key is unknown or revoked', {
    error: 'Not logged in',
    code: 'UNAUTHENTICATED',
  }),
  '403': errorResponse('{error}: no permission, or tenant disabled', {
    error: 'You do not have permission to do this',
    code: 'FORBIDDEN',
  }),
  '404': errorResponse('{error}: tenant or record not found', {
    error: 'Not found',
    code: 'NOT_FOUND',
  }),
};

/**
 * A query parameter: a string, with the description and example its schema carries
 * (`z.string().optional().meta({description, example})`, as SYNC_QUERY's).
 */
function queryParameter(name: string, field: z.ZodType) {
  const meta = field.meta() as { description?: string; example?: unknown } | undefined;
  return {
    name,
    in: 'query',
    required: false,
    schema: { type: 'string' },
    ...(meta?.description ? { description: meta.description } : {}),
    ...(meta?.example !== undefined ? { example: meta.example } : {}),
  };
}

const WRITES = new Set<RestRoute['method']>(['POST', 'PATCH']);

/**
 * The routes whose body is not documented, each as "METHOD url: what is missing": a POST or PATCH
 * with no `body` schema (and not `noBody`), no `examples.request`, or an example its own schema
 * refuses; a DELETE that declares a body needs the same. The api-docs test wants none.
 */
export function undocumentedWrites(routes: readonly RestRoute[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (route.noBody) {
      if (route.body || route.examples?.request !== undefined)
        problems.push(`${name}: noBody, yet a body or request example`);
      continue;
    }
    if (!WRITES.has(route.method) && !route.body) continue;
    if (!route.body) problems.push(`${name}: no body schema`);
    if (route.examples?.request === undefined) problems.push(`${name}: no request example`);
    else if (route.body) {
      const parsed = route.body.safeParse(route.examples.request);
      if (!parsed.success)
        problems.push(`${name}: its example does not pass its schema: ${parsed.error.message}`);
    }
  }
  return problems;
}

/**
 * The two routes the server serves as streams outside the route table (issue 33): the export
 * archive's download and the master restore's upload. Documented here by hand.
 */
const STREAM_PATHS: Record<string, Record<string, unknown>> = {
  '/api/export/shop/{id}/file': {
    get: {
      tags: ['Shop data'],
      summary:
        "Downloads a finished export's archive (application/zip, streamed, Content-Length set). Session cookie or API key with 'export' on shop-data; answered for a deactivated shop too. 409 while the export is not done; 404 once a newer export replaced it. Audited as shop.export-download",
      operationId: 'get_api_export_shop_id_file',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      responses: {
        '200': {
          description: 'The archive',
          content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...ERROR_RESPONSES,
      },
    },
  },
  '/api/master/tenant/import': {
    post: {
      tags: ['Master'],
      summary:
        "Restores a shop from an export archive (the raw ZIP as the body, Content-Type application/zip, at most 2 GiB) as the new shop ?tenantId (same rules as creating one; ?name overrides the archived shop name). The whole archive is checked first (manifest, format version, every entry's SHA-256, every record line); then the shop is created with the same records, numbers, frozen documents, stored files and audit trail in one transaction. 201 {message, data: {tenant, counts}}; 400 damaged or not an export; 409 the tenant id is taken; 413 too large; 422 an archive of a newer version. Operator session only",
      operationId: 'post_api_master_tenant_import',
      parameters: [
        { name: 'tenantId', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'name', in: 'query', required: false, schema: { type: 'string' } },
      ],
      security: [{ masterCookie: [] }],
      requestBody: {
        required: true,
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        '201': { description: 'The restored shop and the rows restored per table' },
        ...ERROR_RESPONSES,
      },
    },
  },
};

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
    // Optional: on the shop's own host (demo.example.com) the first host label names the shop.
    const tenantHeader =
      route.scope === 'master'
        ? []
        : [
            {
              name: 'x-tenant-id',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description:
                "The tenant (shop) id; defaults to the first host label, so leave it empty on the shop's own host",
            },
          ];
    const queryParams =
      route.query instanceof z.ZodObject
        ? Object.entries(route.query.shape as Record<string, z.ZodType>).map(([name, field]) =>
            queryParameter(name, field),
          )
        : [];
    const security = securityOf(route);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toLowerCase()}${route.url.replace(/[^A-Za-z0-9]+/g, '_')}`,
      parameters: [...params, ...tenantHeader, ...queryParams],
      ...(security ? { security } : {}),
      // A route that takes a body but checks it in its procedure still shows its example.
      ...(route.body || route.examples?.request !== undefined
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: route.body ? jsonSchema(route.body) : { type: 'object' },
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
        ...ERROR_RESPONSES,
      },
    };
  }
  Object.assign(paths, STREAM_PATHS);
  return {
    openapi: '3.1.0',
    info: {
      title: 'GST Platform API',
      version: '0.1.0',
      description:
        "REST adapter over the same procedures the web app calls through tRPC. Authenticate with the session cookie or an API key (Authorization: Bearer gst_…); a shop's calls go to its own host, or name it with x-tenant-id. Errors are {error, code}; lists are {message, data}. Try a call from /api/docs: Authorize with an API key, open a route, Try it out, Execute.",
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}
