export { appRouter, type AppRouter } from './router';
export { createCallerFactory } from './trpc';
export type { SessionUser, Operator } from './trpc';
export {
  createApiDeps,
  tenantFromHost,
  type ApiDeps,
  type Context,
  type CookieJar,
  type RequestMeta,
  type Logger,
} from './context';
export { defineApiJobs, SHOP_EXPORT_JOB, type ApiJobs } from './jobs/api-jobs';
export { newSecretKey, parseSecretKey } from './infra/secrets';
export { DEFAULT_API_CONFIG, type ApiConfig, type ExportProcessConfig } from './config';
export { AppError, toAppError, APP_ERRORS, type AppErrorCode } from './errors';
export { cookieName, pruneExpiredSessions, deleteTenantSessions } from './services/auth/session';
export {
  closeDocumentRenderer,
  warmDocumentRenderer,
} from './services/documents/documents.service';
export { readTenantFile } from './routers/tenant/documents/router';
export { openShopExportFile } from './routers/tenant/shop-export/router';
export { checkOperator, restoreShopArchive } from './routers/master/tenants/router';
export {
  failInterruptedExports,
  runQueuedExport,
  shopExportsSettled,
} from './services/shop-export/shop-export.service';
export { MAX_ARCHIVE_BYTES, ZShopRestoreQuery } from './services/shop-export/shop-export.schema';
