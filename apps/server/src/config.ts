import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseLimits } from '@gst/db/client';

const boolFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The only place the environment is read. Every variable is listed in the README. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A request's limits on PostgreSQL (issue 28): a statement may run this long, wait this long
   * for a lock, and a transaction may sit idle this long (0 = no limit). Past one, the request
   * is answered 503 "Please try again" and nothing of it is written.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  DB_IDLE_IN_TX_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Connections one shop may hold at once, of each pool; default half of DB_POOL_MAX. */
  DB_TENANT_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(200).optional(),
  /** How long a shop's request waits for one of its connections before a 503. */
  DB_TENANT_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  /** Statement limit of long jobs (migrations, seeds, imports, shop moves); 0 = none. */
  DB_JOB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /** /healthz's own deadline: past it the answer is 200 {"status":"degraded"}. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  MASTER_EMAIL: z.string().email().optional(),
  MASTER_PASSWORD: z.string().min(8, 'MASTER_PASSWORD must be at least 8 characters').optional(),
  SEED_DEMO: boolFromEnv.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  /** After LOGIN_MAX_FAILURES failures on an account (from any address), each login waits this, doubling per failure... */
  LOGIN_DELAY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** ...up to this (0 = no slowdown). */
  LOGIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(4000),
  COOKIE_SECURE: boolFromEnv.optional(),
  TRUST_PROXY: boolFromEnv.default(false),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * json: one JSON object per line (for log collectors). pretty: one short coloured line per
   * event, request lines only at LOG_LEVEL=debug. auto (default): pretty when stdout is a
   * terminal, json otherwise.
   */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /** Seconds a tenant row (and its active/inactive status) is cached per process; 0 = no cache. */
  TENANT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  /** GSTIN details provider (spec §7): `GET {base}/v1/gstin/{gstin}/details`. Unset = no lookup. */
  GSTIN_API_BASE_URL: z.string().url().optional(),
  /** Sent in the `GSTIN_API_KEY_HEADER` header; never reaches the browser. */
  GSTIN_API_KEY: z.string().min(1).optional(),
  /**
   * The tenant whose public site a bare or www host shows (quote requests go to it). Unset: such a
   * host shows the product's own site and says quotes are not taken there.
   */
  DEFAULT_TENANT: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'DEFAULT_TENANT must be a tenant id')
    .optional(),
  GSTIN_API_KEY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'GSTIN_API_KEY_HEADER must be a header name')
    .default('key'),
  /** Where generated PDFs' bytes go: the tenant's `files` table, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['database', 's3']).default('database'),
  /** The bucket service's base URL; requests are path-style (`{endpoint}/{bucket}/{key}`). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(''),
  S3_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(15),
  /**
   * Where shop export archives are built and kept (issue 33): default `<DATA_DIR>/exports` on the
   * embedded database, the system's temporary directory's `gst-platform-exports` on PostgreSQL.
   */
  EXPORT_DIR: z.string().min(1).optional(),
  /**
   * On PostgreSQL, each shop export is built in a Node process of its own with its V8 heap capped
   * at this many MB, so the server's memory does not move (issue 33); 0 builds it in the server's
   * own process. The embedded database always builds in the server's process.
   */
  EXPORT_HEAP_MB: z.coerce.number().int().min(0).max(8192).default(96),
  /**
   * The background-job queue (issue 34): `work` sends and runs jobs, `send` only sends them
   * (another server process runs them), `off` has none (work runs in the process that asked).
   * Default `work`; `off` under NODE_ENV=test (a test that wants the queue says so).
   */
  JOBS: z.enum(['work', 'send', 'off']).optional(),
  /**
   * Issue 34: the key shops' stored secrets (SMTP password, webhook signing secrets) are encrypted
   * with: 32 bytes as base64 or 64 hex digits. Unset on the embedded database: one is made on
   * first start and kept in `<DATA_DIR>/secret.key`. Unset on PostgreSQL: saving a secret is
   * refused with a message naming it.
   */
  SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/,
      'SECRET_KEY must be 32 bytes, as 64 hex digits or base64',
    )
    .optional(),
  /**
   * Issue 34: webhook endpoints on private, loopback, link-local and other non-public addresses
   * are refused (no server-side request forgery) unless this is true: for an operator whose
   * receivers are on the office network (or tests on 127.0.0.1).
   */
  WEBHOOKS_ALLOW_PRIVATE: boolFromEnv.optional(),
  /** How often an idle job worker looks for due jobs. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * Issue 34: a shop's own address, `{tenant}` standing for its id (`https://{tenant}.example.com`):
   * share links (and the mails that carry them) point there. Unset: the back-office request's own
   * host, else `http://{tenant}.localhost:{PORT}`.
   */
  SHOP_URL: z
    .string()
    .trim()
    .regex(
      /^https?:\/\/[^/?#\s]*\{tenant\}[^/?#\s]*\/?$/,
      'SHOP_URL must be an origin naming {tenant}, e.g. https://{tenant}.example.com',
    )
    .optional(),
  /** Issue 34: calls of share links' public pages and PDFs one address may make per 10 minutes. */
  SHARE_LINK_REQUESTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(60),
});

export type Env = z.infer<typeof ZEnv>;

export type ServerConfig = {
  env: Env;
  isProduction: boolean;
  database:
    | { engine: 'postgres'; url: string; poolMax: number; limits: DatabaseLimits }
    | { engine: 'pglite'; dataDir: string };
  /** Seed the demo tenant on an empty database: on by default for the embedded engine. */
  seedDemo: boolean;
  /** EXPORT_DIR, resolved. */
  exportDir: string;
  /** JOBS, resolved. */
  jobs: 'work' | 'send' | 'off';
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.MASTER_EMAIL === undefined) !== (env.MASTER_PASSWORD === undefined)) {
    throw new Error('Invalid environment: set both MASTER_EMAIL and MASTER_PASSWORD, or neither');
  }
  if (env.FILE_STORAGE === 's3') {
    const needed = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const missing = needed.filter((name) => env[name as keyof Env] === undefined);
    if (missing.length) {
      throw new Error(`Invalid environment: FILE_STORAGE=s3 needs ${missing.join(', ')}`);
    }
  }
  return {
    env,
    isProduction: env.NODE_ENV === 'production',
    database: env.DATABASE_URL
      ? {
          engine: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DB_POOL_MAX,
          limits: databaseLimitsOf(env),
        }
      : // pnpm runs scripts inside the package; resolve DATA_DIR against where the user ran it.
        { engine: 'pglite', dataDir: resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR) },
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    jobs: env.JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'work'),
    exportDir: env.EXPORT_DIR
      ? resolve(source.INIT_CWD ?? process.cwd(), env.EXPORT_DIR)
      : env.DATABASE_URL
        ? join(tmpdir(), 'gst-platform-exports')
        : resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR, 'exports'),
  };
}

/** The request limits and per-shop share of the PostgreSQL pools (DB_* above). */
export function databaseLimitsOf(env: Env): DatabaseLimits {
  return {
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: env.DB_IDLE_IN_TX_TIMEOUT_MS,
    tenantConnections: env.DB_TENANT_MAX_CONNECTIONS ?? Math.max(1, Math.ceil(env.DB_POOL_MAX / 2)),
    tenantWaitMs: env.DB_TENANT_WAIT_MS,
    jobStatementTimeoutMs: env.DB_JOB_STATEMENT_TIMEOUT_MS,
  };
}
