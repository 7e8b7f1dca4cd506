import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  appRouter,
  createApiDeps,
  DEFAULT_API_CONFIG,
  newSecretKey,
  parseSecretKey,
  type ApiConfig,
} from '@gst/api';
import { openApiDocument, REST_ROUTES, restError, runRestRoute } from '@gst/api/rest';
import { checkDatabase, type Database } from '@gst/db/client';
import type { ServerConfig } from './config';
import { registerCsrfGuard } from './csrf';
import { startJobQueue } from './jobs';
import { fastifyErrorCode, frameworkErrorMessage, sendEdgeReply } from './edge-errors';
import { registerSecurityHeaders } from './security-headers';
import { registerShareNoIndex } from './share-noindex';
import { registerDocsRoutes } from './docs-page';
import { registerFilesRoute } from './files-route';
import { registerShopExportRoutes } from './shop-export-routes';
import { fastifyLogging, type LoggerChoice } from './logging';
import { createRequestContext } from './request-context';
import { registerTrpcRoute } from './trpc-route';

const API_PREFIXES = [
  '/api/',
  '/trpc/',
  '/auth/',
  '/public/',
  '/master/auth/',
  '/files/',
  '/healthz',
];

export function apiConfigFrom(config: ServerConfig): ApiConfig {
  const { env } = config;
  return {
    ...DEFAULT_API_CONFIG,
    isProduction: config.isProduction,
    session: { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS },
    loginRateLimit: {
      windowSeconds: env.LOGIN_WINDOW_SECONDS,
      maxFailuresPerAccount: env.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      delayBaseMs: env.LOGIN_DELAY_BASE_MS,
      delayMaxMs: env.LOGIN_DELAY_MAX_MS,
    },
    tenantCacheSeconds: env.TENANT_CACHE_SECONDS,
    gstin: {
      baseUrl: env.GSTIN_API_BASE_URL ?? null,
      apiKey: env.GSTIN_API_KEY ?? null,
      apiKeyHeader: env.GSTIN_API_KEY_HEADER,
    },
    defaultTenant: env.DEFAULT_TENANT ?? null,
    secretKey: secretKeyFrom(config),
    fileStorage: fileStorageFrom(env),
    exportDir: config.exportDir,
    exportProcess:
      config.database.engine === 'postgres' && env.EXPORT_HEAP_MB > 0
        ? { databaseUrl: config.database.url, heapMb: env.EXPORT_HEAP_MB, execArgv: TS_LOADER }
        : null,
    webhooks: { allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE ?? false },
    shareLinks: {
      ...DEFAULT_API_CONFIG.shareLinks,
      shopUrl: env.SHOP_URL ?? null,
      localPort: env.PORT,
      requestsPerIp: env.SHARE_LINK_REQUESTS_PER_IP,
    },
  };
}

/**
 * SECRET_KEY, or on the embedded database the key kept in its data folder (made on first start,
 * readable by the server's user only), so `pnpm start` needs no setup; null on PostgreSQL without
 * one (saving a secret is then refused with a message naming SECRET_KEY).
 */
function secretKeyFrom(config: ServerConfig): Uint8Array | null {
  if (config.env.SECRET_KEY) return parseSecretKey(config.env.SECRET_KEY);
  if (config.database.engine !== 'pglite') return null;
  const file = join(config.database.dataDir, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(config.database.dataDir, { recursive: true });
    writeFileSync(file, `${newSecretKey()}\n`, { mode: 0o600, flag: 'wx' });
  }
  return parseSecretKey(readFileSync(file, 'utf8'));
}

/** The export process runs the API's TypeScript sources with the loader the server runs under. */
const TS_LOADER = ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

function fileStorageFrom(env: ServerConfig['env']): ApiConfig['fileStorage'] {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (env.FILE_STORAGE !== 's3') return { backend: 'database' };
  // loadConfig refuses this with the missing variables' names; never fall back silently.
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid environment: FILE_STORAGE=s3 needs the S3_* settings');
  }
  return {
    backend: 's3',
    endpoint: S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    sessionToken: env.S3_SESSION_TOKEN ?? null,
    prefix: env.S3_PREFIX,
    timeoutMs: Math.round(env.S3_TIMEOUT_SECONDS * 1000),
  };
}

export function defaultWebDist(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/dist');
}

export type CreateServerOptions = {
  config: ServerConfig;
  database: Database;
  /** true: stdout at LOG_LEVEL; { file }: appended to a file (the test harness); false: none. */
  logger?: LoggerChoice;
  /** false: tRPC queries go through tRPC's own handler too (for comparing the two routes). */
  trpcDirectQueries?: boolean;
};

export async function createServer({
  config,
  database,
  logger = true,
  trpcDirectQueries = true,
}: CreateServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...fastifyLogging(logger, config.env.LOG_LEVEL, config.env.LOG_FORMAT),
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: config.env.BODY_LIMIT_BYTES,
    // Batched tRPC URLs name every procedure in the path.
    routerOptions: { maxParamLength: 5000 },
    // Fastify's own routing errors (a malformed URL) through the same taxonomy as the rest.
    frameworkErrors: (error, req, reply) => {
      void sendEdgeReply(reply, req.url, fastifyErrorCode(error), frameworkErrorMessage(error));
    },
  });
  const deps = createApiDeps(database.db, apiConfigFrom(config));
  await startJobQueue(app, config, database, deps);
  const contextOptions = {
    isProduction: config.isProduction,
    cookieSecure: config.env.COOKIE_SECURE,
  };

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.isProduction);
  registerShareNoIndex(app);
  registerCsrfGuard(app);
  // tRPC's Fastify adapter replies with a web Response, which Fastify streams chunk by chunk
  // (Transfer-Encoding: chunked). A plain JSON answer is sent in one piece with a Content-Length
  // instead: fewer socket writes per call (issue 10's API benchmark). Streamed (jsonl) answers
  // keep streaming.
  app.addHook('onSend', (_req, reply, payload, done) => {
    // Callback style: every other answer passes through without a promise of its own.
    if (!(payload instanceof Response)) return done(null, payload);
    const type = payload.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json') || payload.bodyUsed) return done(null, payload);
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    payload.text().then(
      (text) => done(null, text),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  // Set before any route or plugin: Fastify binds a route to the error handler in force when the
  // route is registered, so a later call would miss the REST and tRPC routes.
  app.setErrorHandler((error, req, reply) => {
    // Fastify's own errors (body too large, bad JSON) keep their 4xx status.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = fastifyErrorCode(error as { code?: string; statusCode?: number });
      return sendEdgeReply(reply, req.url, code, (error as Error).message);
    }
    const mapped = restError(error);
    if (mapped.status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(mapped.status).send(mapped.body);
  });

  // Answers within HEALTH_TIMEOUT_MS, on a connection of its own (never behind the pools): 200
  // ok; 200 degraded when the database is up but slower than that (the process still serves,
  // and requests keep their own limits: taking every instance out of service would not help);
  // 503 unavailable when the database refuses or cannot be reached.
  const healthMs = config.env.HEALTH_TIMEOUT_MS;
  app.get('/healthz', async (_req, reply) => {
    const state = await checkDatabase(database, healthMs);
    const engine = database.engine;
    if (state === 'ok') return { status: 'ok', engine };
    if (state === 'slow') {
      return { status: 'degraded', engine, reason: `The database took over ${healthMs} ms` };
    }
    return reply.code(503).send({ status: 'unavailable', engine });
  });

  await registerTrpcRoute(app, {
    prefix: '/trpc',
    router: appRouter,
    createContext: (req, reply) => createRequestContext(deps, contextOptions, req, reply),
    directQueries: trpcDirectQueries,
  });

  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        const ctx = createRequestContext(
          deps,
          { ...contextOptions, acceptBearer: true },
          req,
          reply,
        );
        const result = await runRestRoute(route, ctx, {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, string>,
          body: req.body,
        });
        if (result.file) {
          // An ASCII name for every client, plus the exact UTF-8 name (RFC 6266) when it differs:
          // a shop name in Bengali must not break the header.
          const name = result.file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
          const exact =
            name === result.file.fileName
              ? ''
              : `; filename*=UTF-8''${encodeURIComponent(result.file.fileName)}`;
          return reply
            .code(result.status)
            .type(result.file.contentType)
            .header('content-disposition', `attachment; filename="${name}"${exact}`)
            .send(Buffer.from(result.file.bytes));
        }
        return reply.code(result.status).send(result.body);
      },
    });
  }
  registerFilesRoute(app, deps, contextOptions, { warmRenderer: config.isProduction });
  registerShopExportRoutes(app, deps, contextOptions);
  app.get('/api/openapi.json', (req) =>
    openApiDocument(`${req.protocol}://${req.headers.host ?? 'localhost'}`),
  );
  registerDocsRoutes(app, openApiDocument().info.title);

  const webDist = config.env.WEB_DIST ? resolve(config.env.WEB_DIST) : defaultWebDist();
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path.startsWith(p) || path === p.replace(/\/$/, ''));
    if (req.method === 'GET' && !isApi && hasWeb) {
      // Client-side routes (/admin/dashboard, /store, …) all load the single-page app.
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendEdgeReply(reply, req.url, 'ROUTE_NOT_FOUND', 'Not found');
  });
  return app;
}
