import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { AppError, APP_ERRORS, type AppErrorCode } from '@gst/api';
import { restError } from '@gst/api/rest';
import type { FastifyReply } from 'fastify';

/** `/trpc/<procedure>` URLs answer in tRPC's envelope; a bare `/trpc` is no procedure: REST. */
export function isTrpcPath(url: string): boolean {
  return url.startsWith('/trpc/');
}

/**
 * Replies made at the edge (CSRF guard, Fastify's own 4xx, the not-found reply) go through the
 * same error taxonomy as the procedures (issue 14): each has its own code in `APP_ERRORS`, REST
 * paths get the `{error, code}` envelope and `/trpc/*` paths get tRPC's error envelope with the
 * same `data.code`, `data.httpStatus` and `data.appCode` the procedures' error formatter sends,
 * so the web's tRPC client reads them like any other error.
 */
export function edgeReply(
  url: string,
  appCode: AppErrorCode,
  message: string,
): { status: number; body: unknown } {
  const { trpc, http } = APP_ERRORS[appCode];
  if (isTrpcPath(url)) {
    return {
      status: http,
      body: {
        error: {
          message,
          code: TRPC_ERROR_CODES_BY_KEY[trpc],
          data: { code: trpc, httpStatus: http, appCode },
        },
      },
    };
  }
  const mapped = restError(new AppError(appCode, message));
  return { status: mapped.status, body: mapped.body };
}

/** Sends `edgeReply`'s status and body for the request's URL. */
export function sendEdgeReply(
  reply: FastifyReply,
  url: string,
  appCode: AppErrorCode,
  message: string,
): FastifyReply {
  const edge = edgeReply(url, appCode, message);
  return reply.code(edge.status).send(edge.body);
}

/** Fastify's own client errors (body too large, bad JSON, wrong content type) by their code. */
const FASTIFY_CODES: Record<string, AppErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

const BY_STATUS: Record<number, AppErrorCode> = {
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The app code of a Fastify 4xx error: by its FST_ code, else by its status, else BAD_REQUEST. */
export function fastifyErrorCode(error: { code?: string; statusCode?: number }): AppErrorCode {
  return (
    (error.code ? FASTIFY_CODES[error.code] : undefined) ??
    (error.statusCode ? BY_STATUS[error.statusCode] : undefined) ??
    'BAD_REQUEST'
  );
}

/**
 * What a Fastify routing error (frameworkErrors) says to the caller: its own message names the
 * whole URL, which can be kilobytes of the caller's input, so it is replaced by a sentence.
 */
export function frameworkErrorMessage(error: { code?: string }): string {
  return error.code === 'FST_ERR_BAD_URL'
    ? 'The URL is not valid: check its percent-encoding'
    : 'The request could not be routed';
}
