import { tmpdir } from 'node:os';
import { join } from 'node:path';
/** Generated files' bytes in an S3-compatible bucket (path-style URLs, Signature V4). */
export type S3StorageConfig = {
  backend: 's3';
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | null;
  /** Put before `<tenantId>/<folder>/<fileId>` in every key; '' for none. */
  prefix: string;
  /** A bucket call that takes longer fails as UNAVAILABLE. */
  timeoutMs: number;
};

/** Where generated files' bytes go: `files.content` (default) or a bucket. */
export type FileStorageConfig = { backend: 'database' } | S3StorageConfig;

/**
 * Shop exports built in a process of their own (issue 33): a PostgreSQL or Citus server starts one
 * Node process per export with a capped V8 heap, so a 100,000-invoice export never moves the
 * server's own memory. `execArgv` loads TypeScript in that process (the server's tsx loader).
 */
export type ExportProcessConfig = {
  databaseUrl: string;
  heapMb: number;
  execArgv: readonly string[];
  /** The bench's diagnosis: the process logs its heap figures every 10 s to the server's stderr. */
  memoryLog?: boolean;
};

/** What the API layer needs from the server's validated config. */
export type ApiConfig = {
  isProduction: boolean;
  session: { idleMinutes: number; absoluteHours: number };
  loginRateLimit: {
    windowSeconds: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    /** The account-wide slowdown (rate-limit.ts): first delay, doubled per failure, up to max. */
    delayBaseMs: number;
    delayMaxMs: number;
  };
  /** Seconds a resolved tenant row may be reused before it is looked up again. */
  tenantCacheSeconds: number;
  /** GSTIN details provider (spec §7); null base URL = lookups off, checksum still checked. */
  gstin: { baseUrl: string | null; apiKey: string | null; apiKeyHeader: string };
  /** The shop whose public site a bare or www host shows (DEFAULT_TENANT); null = none. */
  defaultTenant: string | null;
  /** FILE_STORAGE and S3_*: where generated PDFs are kept. */
  fileStorage: FileStorageConfig;
  /** EXPORT_DIR: where shop export archives are built and kept (issue 33). */
  exportDir: string;
  /** EXPORT_HEAP_MB: build exports in a capped process of their own; null = in this process. */
  exportProcess: ExportProcessConfig | null;
  /**
   * SECRET_KEY (issue 34): the 32-byte key shops' stored secrets (SMTP password, webhook signing
   * secrets) are encrypted with (infra/secrets.ts); null = none, and saving one is refused.
   */
  secretKey: Uint8Array | null;
  /** Webhooks (issue 34): WEBHOOKS_ALLOW_PRIVATE, endpoints on non-public addresses allowed. */
  webhooks: { allowPrivate: boolean };
  /** Limits on the public quote calls (per process for IPs, per tenant in the database for phones). */
  publicQuotes: {
    windowSeconds: number;
    requestsPerIp: number;
    statusChecksPerIp: number;
    requestsPerPhonePerHour: number;
  };
  /**
   * Issue 34: share links. `shopUrl` (SHOP_URL): a shop's address with `{tenant}`
   * (`https://{tenant}.example.com`); null = the asking request's host, else
   * `http://{tenant}.localhost:{localPort}`. `requestsPerIp`: public share calls (page data and
   * PDF) one address may make per window (per process).
   */
  shareLinks: {
    shopUrl: string | null;
    localPort: number;
    windowSeconds: number;
    requestsPerIp: number;
  };
};

export const DEFAULT_API_CONFIG: ApiConfig = {
  isProduction: false,
  session: { idleMinutes: 30, absoluteHours: 12 },
  loginRateLimit: {
    windowSeconds: 15 * 60,
    maxFailuresPerAccount: 5,
    maxFailuresPerIp: 50,
    delayBaseMs: 250,
    delayMaxMs: 4000,
  },
  tenantCacheSeconds: 2,
  gstin: { baseUrl: null, apiKey: null, apiKeyHeader: 'key' },
  defaultTenant: null,
  secretKey: null,
  fileStorage: { backend: 'database' },
  exportDir: join(tmpdir(), 'gst-platform-exports'),
  exportProcess: null,
  webhooks: { allowPrivate: false },
  publicQuotes: {
    windowSeconds: 10 * 60,
    requestsPerIp: 10,
    statusChecksPerIp: 30,
    requestsPerPhonePerHour: 3,
  },
  shareLinks: { shopUrl: null, localPort: 3000, windowSeconds: 10 * 60, requestsPerIp: 60 },
};
