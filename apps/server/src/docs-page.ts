/**
 * GET /api/docs — the interactive API reference: Swagger UI (swagger-ui-dist, a maintained
 * renderer) drawing /api/openapi.json, with "Try it out" and an Authorize box for an API key.
 * Everything is served by the app itself from node_modules (no CDN, works offline): the page,
 * the renderer's bundle and stylesheet, and a small start script. No inline script, so the
 * app's CSP (`script-src 'self'`) holds unchanged; the stylesheet is same-origin too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendEdgeReply } from './edge-errors';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_VERSION = (
  JSON.parse(readFileSync(join(SWAGGER_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

/** Versioned, so an upgrade changes every URL and the assets can be cached for good. */
export const DOCS_ASSET_PREFIX = `/api/docs/assets/${SWAGGER_VERSION}`;

const START_SCRIPT = `"use strict";
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    filter: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: -1,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

const PAGE_CSS = `body{margin:0;background:#fff}
.gst-docs-head{font:15px/1.5 system-ui,sans-serif;padding:12px 20px;border-bottom:1px solid #e9ecef;display:flex;gap:16px;align-items:baseline;flex-wrap:wrap}
.gst-docs-head strong{font-size:17px}
.gst-docs-head a{color:#1864ab}
.swagger-ui .information-container .info{margin:24px 0}
`;

type Asset = { type: string; body: Buffer; gzip: Buffer };

function asset(type: string, text: string): Asset {
  const body = Buffer.from(text, 'utf8');
  return { type, body, gzip: gzipSync(body) };
}

let assets: Record<string, Asset> | undefined;

/** Read once, on first use; the bundle is 1.7 MB (about 500 KB gzipped). */
function docsAssets(): Record<string, Asset> {
  assets ??= {
    'swagger-ui-bundle.js': asset(
      'text/javascript; charset=utf-8',
      readFileSync(join(SWAGGER_DIR, 'swagger-ui-bundle.js'), 'utf8'),
    ),
    'swagger-ui.css': asset(
      'text/css; charset=utf-8',
      // Its source map is not shipped to browsers; drop the pointer so devtools does not 404.
      readFileSync(join(SWAGGER_DIR, 'swagger-ui.css'), 'utf8').replace(
        /\/\*# sourceMappingURL=.*?\*\/\s*$/,
        '',
      ),
    ),
    'docs.js': asset('text/javascript; charset=utf-8', START_SCRIPT),
    'docs.css': asset('text/css; charset=utf-8', PAGE_CSS),
  };
  return assets;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page: a short header, the renderer's mount point and same-origin assets only. */
export function apiDocsPage(title: string): string {
  const p = DOCS_ASSET_PREFIX;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title>
<link rel="stylesheet" href="${p}/swagger-ui.css"><link rel="stylesheet" href="${p}/docs.css">
</head><body>
<header class="gst-docs-head"><span>Authorize with an API key (Settings &rarr; API keys), then open a route and use <em>Try it out</em>.</span>
<a href="/api/openapi.json">openapi.json</a></header>
<main id="swagger-ui"><noscript>This reference needs JavaScript; the machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
<script src="${p}/swagger-ui-bundle.js"></script><script src="${p}/docs.js"></script>
</body></html>`;
}

function acceptsGzip(req: FastifyRequest): boolean {
  const accept = req.headers['accept-encoding'];
  return /\bgzip\b/.test(Array.isArray(accept) ? accept.join(',') : (accept ?? ''));
}

export function registerDocsRoutes(app: FastifyInstance, title: string) {
  const page = apiDocsPage(title);
  app.get('/api/docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  app.get<{ Params: { version: string; file: string } }>(
    '/api/docs/assets/:version/:file',
    async (req, reply) => {
      const found =
        req.params.version === SWAGGER_VERSION
          ? Object.hasOwn(docsAssets(), req.params.file)
            ? docsAssets()[req.params.file]
            : undefined
          : undefined;
      if (!found) {
        return sendEdgeReply(reply, req.url, 'ROUTE_NOT_FOUND', 'Not found');
      }
      void reply
        .type(found.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      if (acceptsGzip(req)) return reply.header('content-encoding', 'gzip').send(found.gzip);
      return reply.send(found.body);
    },
  );
}
