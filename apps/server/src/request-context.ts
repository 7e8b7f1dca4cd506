import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps, Context } from '@gst/api';
import { tenantFromHost } from '@gst/domain';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/;

function hostnameOf(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** `Authorization: Bearer <token>` → the token; any other scheme or none → undefined. */
function bearerTokenOf(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Builds the API context (same for tRPC and REST) from a Fastify request. `acceptBearer` is set
 * for REST routes only: API keys are for third-party REST callers, the web's tRPC uses cookies.
 */
export function createRequestContext(
  deps: ApiDeps,
  options: { isProduction: boolean; cookieSecure?: boolean; acceptBearer?: boolean },
  req: FastifyRequest,
  reply: FastifyReply,
): Context {
  const host = req.headers.host ?? '';
  const header = req.headers['x-tenant-id'];
  const tenantHeader = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  // Cookies are Secure over HTTPS, and in production on any non-localhost host.
  const isSecure =
    options.cookieSecure ??
    (req.protocol === 'https' || (options.isProduction && !LOCAL_HOST.test(hostnameOf(host))));
  return {
    ...deps,
    log: req.log,
    meta: {
      host,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      tenantKey: tenantHeader || (tenantFromHost(host) ?? undefined),
      isSecure,
      bearerToken: options.acceptBearer ? bearerTokenOf(req) : undefined,
    },
    cookies: {
      get: (name) => req.cookies[name],
      set: (name, value, cookie) => {
        reply.setCookie(name, value, {
          path: '/',
          httpOnly: true,
          sameSite: cookie.sameSite,
          secure: isSecure,
          maxAge: cookie.maxAgeSeconds,
        });
      },
      clear: (name) => {
        reply.clearCookie(name, { path: '/', httpOnly: true, secure: isSecure });
      },
    },
  };
}
