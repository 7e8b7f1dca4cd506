import type { FastifyInstance } from 'fastify';
import {
  closeDocumentRenderer,
  readTenantFile,
  toAppError,
  warmDocumentRenderer,
  type ApiDeps,
} from '@gst/api';
import { createRequestContext } from './request-context';

type ContextOptions = { isProduction: boolean; cookieSecure?: boolean };

/** Header-safe file name: no quotes, backslashes or line breaks; non-ASCII goes in filename*. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/["\\\r\n]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /files/:id — a generated document (invoice or quote PDF), for a session or API key of the
 * tenant that owns it and allowed to view that kind of document. Tenant and session are resolved
 * exactly as for the API; every refusal (anonymous, other tenant, no permission, unknown id)
 * is the same plain 404, so a link reveals nothing to anyone else.
 *
 * Served inline so the web's preview modal can frame it; `?download=1` asks for a download.
 * The CSP is reduced to `frame-ancestors 'self'` here because Chrome's built-in PDF viewer
 * does not run under the app's `object-src 'none'` policy.
 */
export function registerFilesRoute(
  app: FastifyInstance,
  deps: ApiDeps,
  contextOptions: ContextOptions,
  options: { warmRenderer: boolean },
): void {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/files/:id',
    async (req, reply) => {
      const ctx = createRequestContext(deps, { ...contextOptions, acceptBearer: true }, req, reply);
      try {
        const file = await readTenantFile(ctx, req.params.id);
        const kind = req.query.download === '1' ? 'attachment' : 'inline';
        return await reply
          .header('content-type', file.contentType)
          .header('content-disposition', disposition(kind, file.name))
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "frame-ancestors 'self'")
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.bytes));
      } catch (error) {
        const appError = toAppError(error);
        if (appError.httpStatus >= 500) {
          req.log.error({ err: appError.cause ?? appError }, 'file read failed');
          return reply
            .code(appError.httpStatus)
            .header('cache-control', 'no-store')
            .send({ error: appError.message });
        }
        return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
      }
    },
  );
  // PDF worker threads end with the server; in production they start (with their fonts) early.
  app.addHook('onClose', async () => closeDocumentRenderer());
  if (options.warmRenderer) {
    app.addHook('onReady', (done) => {
      warmDocumentRenderer();
      done();
    });
  }
}
