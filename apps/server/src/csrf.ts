import { sendEdgeReply } from './edge-errors';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_COOKIE = /(^|;\s*)(__Host-)?gst_(session|master)=/;

/**
 * Sibling tenant hosts are same-site, so SameSite=Lax alone does not stop one tenant's page from
 * posting to another's. Every non-GET must come from this very origin: a matching Origin header,
 * or Sec-Fetch-Site: same-origin. A request that carries no session cookie and no Origin (a
 * server-to-server API client) has no ambient credentials to abuse and is let through.
 */
export function registerCsrfGuard(app: FastifyInstance) {
  // Callback style: no promise per request for the GETs that pass straight through.
  app.addHook('onRequest', (req, reply, done) => {
    if (SAFE_METHODS.has(req.method)) {
      done();
      return;
    }
    const host = req.headers.host ?? '';
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    let isSameOrigin: boolean | undefined;
    if (origin && origin !== 'null') {
      try {
        isSameOrigin = new URL(origin).host === host;
      } catch {
        isSameOrigin = false;
      }
    } else if (origin === 'null') {
      isSameOrigin = false;
    } else if (fetchSite) {
      isSameOrigin = fetchSite === 'same-origin' || fetchSite === 'none';
    }
    const hasSessionCookie = SESSION_COOKIE.test(req.headers.cookie ?? '');
    if (isSameOrigin === false || (isSameOrigin === undefined && hasSessionCookie)) {
      void sendEdgeReply(
        reply,
        req.url,
        'CSRF_REJECTED',
        'Cross-origin request refused: this request must come from the site itself',
      );
      return;
    }
    // tRPC also accepts form and octet-stream posts, which need no CORS preflight: JSON only.
    if (
      req.url.startsWith('/trpc/') &&
      !(req.headers['content-type'] ?? '').startsWith('application/json')
    ) {
      void sendEdgeReply(
        reply,
        req.url,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send tRPC requests as application/json',
      );
      return;
    }
    done();
  });
}
