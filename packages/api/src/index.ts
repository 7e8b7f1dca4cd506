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
// Issue 34: e-mail (the queue's mail jobs and schedules; the reminders run and delivery for tests).
export { MAIL_REMINDERS_JOB, MAIL_SEND_JOB, scheduleApiJobs } from './jobs/api-jobs';
export { deliverMessage, runMailJob } from './services/mail/mail.deliver';
export { runReminders, runRemindersForAllShops } from './services/mail/mail.reminders';
// Issue 34: webhooks (the delivery job's handler, for tests that run it directly).
export { WEBHOOK_DELIVER_JOB } from './jobs/api-jobs';
export { runWebhookDelivery } from './services/webhooks/webhooks.delivery';
export { sweepWebhookDeliveries } from './services/webhooks/webhooks.sweep';
// Issue 34: recurring invoices (the queue's job names and the runs, for tests that run them directly).
export {
  RECURRING_PROFILE_JOB,
  RECURRING_SHOP_JOB,
  RECURRING_SWEEP_JOB,
} from './services/recurring/recurring.queue';
export { runDueProfile, runDueRecurring } from './services/recurring/recurring.jobs';
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
