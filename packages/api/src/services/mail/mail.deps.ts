import type { ApiDeps, Logger } from '../../context';

/**
 * What the mail services need besides a tenant scope: the database (their own short scopes), the
 * server key (the SMTP password), the file store (a stored PDF), the queue (absent: JOBS=off,
 * mail is sent in this process after the commit) and a logger. A request's ctx fits it as it is.
 */
export type MailDeps = Pick<ApiDeps, 'db' | 'config' | 'fileStore' | 'jobs'> & { log: Logger };
