import type { Db } from '@gst/db/client';
import type { ApiConfig } from './config';
import type { JobQueue } from '@gst/jobs';
import { createFileStore } from './infra/files/create-file-store';
import type { FileStore } from './infra/files/file-store';
import { createTenantResolver, type TenantResolver } from './infra/tenant-resolver';

export type CookieOptions = { maxAgeSeconds: number; sameSite: 'lax' | 'strict' };

/** Cookie access, abstracted so the API layer does not depend on Fastify. */
export type CookieJar = {
  get: (name: string) => string | undefined;
  set: (name: string, value: string, options: CookieOptions) => void;
  clear: (name: string) => void;
};

export type RequestMeta = {
  host: string;
  ip: string;
  userAgent: string;
  /** The x-tenant-id header, or the first host label when the header is absent. */
  tenantKey: string | undefined;
  /**
   * The `Authorization: Bearer` API key. Set for REST routes only: the web's tRPC calls keep
   * using the session cookie.
   */
  bearerToken?: string;
  isSecure: boolean;
};

export type Logger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/**
 * The background-job queue's senders (issue 34), defined in jobs/api-jobs.ts.
 * `shopExport`: queues the build of `master.shop_exports` row `exportId` of shop `tenantRowId`.
 */
export type ApiJobs = {
  queue: JobQueue;
  shopExport: (exportId: string, tenantRowId: string) => Promise<void>;
  /** Issue 34: one attempt of `webhook_deliveries` row `deliveryId` of shop `tenantRowId`, after `startAfterSeconds`. */
  webhookDeliver: (
    deliveryId: string,
    tenantRowId: string,
    startAfterSeconds?: number,
  ) => Promise<void>;
  /** Issue 34: sends queued `mail_messages` row `messageId` of shop `tenantRowId` (`mail.send`). */
  mailSend: (messageId: string, tenantRowId: string) => Promise<void>;
  /** Issue 34: makes the due runs of recurring profile `profileId` of shop `tenantRowId`. */
  recurringProfile: (tenantRowId: string, profileId: string) => Promise<void>;
};

/**
 * `fileStore`: where generated files' bytes go, built once from `config.fileStorage`. `jobs`: the
 * background-job queue's senders (issue 34; jobs/api-jobs.ts), absent when the server runs without
 * a queue (JOBS=off: tests, tools), where background work runs in the asking process.
 */
export type ApiDeps = {
  db: Db;
  config: ApiConfig;
  tenants: TenantResolver;
  fileStore: FileStore;
  jobs?: ApiJobs;
};

export type Context = ApiDeps & { meta: RequestMeta; cookies: CookieJar; log: Logger };

export function createApiDeps(db: Db, config: ApiConfig): ApiDeps {
  return {
    db,
    config,
    tenants: createTenantResolver(db, config.tenantCacheSeconds),
    fileStore: createFileStore(config.fileStorage, db),
  };
}

/** The host → tenant rule is the one in @gst/domain (host.ts), re-exported for existing callers. */
export { tenantFromHost } from '@gst/domain';
