import type { FastifyInstance } from 'fastify';

/**
 * Share links (issue 34) are for the people they are sent to, never for search engines: the
 * public page (`/s/<token>`, the single-page app's HTML), its data (`/public/share/...`, and the
 * tRPC `public.share.*` calls) and its PDF all carry `X-Robots-Tag: noindex, nofollow` (the page
 * also has `<meta name="robots" content="noindex">`), set before the route runs so a 404 or 429
 * carries it too.
 */
const SHARE_PATHS = /^\/(?:s\/|public\/share\/|trpc\/(?:[^?]*,)?public\.share\.)/;

export const NOINDEX = 'noindex, nofollow';

export function registerShareNoIndex(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    if (SHARE_PATHS.test(req.url)) void reply.header('x-robots-tag', NOINDEX);
    done();
  });
}
