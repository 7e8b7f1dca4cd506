import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  checkOperator,
  MAX_ARCHIVE_BYTES,
  openShopExportFile,
  restoreShopArchive,
  toAppError,
  ZShopRestoreQuery,
  type ApiDeps,
} from '@gst/api';
import { createRequestContext } from './request-context';

type ContextOptions = { isProduction: boolean; cookieSecure?: boolean };

const ZIP_TYPES = ['application/zip', 'application/x-zip-compressed', 'application/octet-stream'];

function disposition(name: string): string {
  const ascii = name.replace(/["\\\r\n]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown) {
  const appError = toAppError(error);
  if (appError.httpStatus >= 500)
    req.log.error({ err: appError.cause ?? error }, 'shop data route failed');
  return reply
    .code(appError.httpStatus)
    .header('cache-control', 'no-store')
    .send({ error: appError.message, code: appError.appCode });
}

/** The upload, streamed to a file; more than MAX_ARCHIVE_BYTES is refused (413) as it arrives. */
async function saveUpload(req: FastifyRequest, path: string): Promise<void> {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_ARCHIVE_BYTES) {
        done(new AppError('PAYLOAD_TOO_LARGE', 'The archive is larger than 2 GiB'));
        return;
      }
      done(null, chunk);
    },
  });
  await pipeline(req.raw, limit, createWriteStream(path, { flags: 'wx' }));
  if (bytes === 0) throw new AppError('BAD_REQUEST', 'No archive: send the export ZIP as the body');
}

/**
 * Issue 33's two streams: GET /api/export/shop/:id/file sends a finished export's archive from
 * disk (never read whole), for the shop's caller allowed to export (a deactivated shop's owner
 * too); POST /api/master/tenant/import takes an archive as the raw body, streams it to a
 * temporary file (checked for the operator's session before a byte is read), restores it and
 * deletes the file.
 */
export function registerShopExportRoutes(
  app: FastifyInstance,
  deps: ApiDeps,
  contextOptions: ContextOptions,
): void {
  app.get<{ Params: { id: string } }>('/api/export/shop/:id/file', async (req, reply) => {
    const ctx = createRequestContext(deps, { ...contextOptions, acceptBearer: true }, req, reply);
    try {
      const file = await openShopExportFile(ctx, req.params.id);
      return await reply
        .header('content-type', 'application/zip')
        .header('content-length', String(file.size))
        .header('content-disposition', disposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    } catch (error) {
      return sendError(req, reply, error);
    }
  });

  void app.register((scope, _options, registered) => {
    // The body stays a stream: this parser hands it over unread.
    scope.addContentTypeParser(ZIP_TYPES, (_req, _payload, done) => done(null));
    scope.post<{ Querystring: Record<string, string | undefined> }>(
      '/api/master/tenant/import',
      async (req, reply) => {
        const ctx = createRequestContext(deps, contextOptions, req, reply);
        const path = join(deps.config.exportDir, `.restore-${randomBytes(12).toString('hex')}.zip`);
        try {
          await checkOperator(ctx);
          const query = ZShopRestoreQuery.safeParse(req.query);
          if (!query.success) {
            const issue = query.error.issues[0];
            throw new AppError(
              'BAD_REQUEST',
              `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}`,
            );
          }
          if (!ZIP_TYPES.includes(String(req.headers['content-type']).split(';')[0] ?? '')) {
            throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the archive as application/zip');
          }
          await mkdir(deps.config.exportDir, { recursive: true });
          await saveUpload(req, path);
          const result = await restoreShopArchive(ctx, path, query.data);
          return await reply.code(201).send({ message: 'Shop restored', data: result });
        } catch (error) {
          return sendError(req, reply, error);
        } finally {
          await rm(path, { force: true }).catch(() => undefined);
        }
      },
    );
    registered();
  });
}
