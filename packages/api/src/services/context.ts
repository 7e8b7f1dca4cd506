import type { Db, Tx } from '@gst/db/client';
import type { ApiConfig } from '../config';
import { AppError } from '../errors';
import type { CookieJar, Logger, RequestMeta } from '../context';
import type { Actor } from '../infra/audit';
import type { FileStore } from '../infra/files/file-store';
import type { ResolvedTenant, TenantResolver } from '../infra/tenant-resolver';
import type { PermissionSet } from '@gst/domain';

/** Who acts in a back-office request: a signed-in user, or an API key acting as a non-superadmin. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: 'superadmin' | 'admin' | 'staff';
  lastLogin: string | null;
  permissionSets: PermissionSet[];
};

/**
 * What every tenant verb receives as its first argument: `verb(ctx, input)`. A procedure's own
 * ctx fits it as it is, so routers pass `ctx` straight through.
 * - `tx`: the tenant's transaction (mutations) or read handle (queries), search_path set.
 * - `tenant`: the resolved, active tenant.
 * - `actor`: who acts, for audit rows (a user, an API key, the public site, the system).
 * - `user`: the signed-in user or the API key's principal; null on the public site.
 * - `sessionId`: the caller's session; null for an API key or the public site.
 * - `fileStore`: where generated files' bytes go.
 */
export type ServiceCtx = {
  tx: Tx;
  tenant: ResolvedTenant;
  actor: Actor;
  user: SessionUser | null;
  sessionId: string | null;
  fileStore: FileStore;
};

/**
 * A verb that must not hold a transaction while it works (rendering a PDF, calling a GSTIN
 * provider, a bucket): it gets the database instead of `tx` and opens its own short scopes.
 */
export type UnscopedServiceCtx = Omit<ServiceCtx, 'tx'> & { db: Db };

/** The request-level facilities a few verbs need (login sets cookies, rate limits read the IP). */
export type RequestScope = {
  meta: RequestMeta;
  cookies: CookieJar;
  config: ApiConfig;
  log: Logger;
  db: Db;
  tenants: TenantResolver;
};

/** What a master verb receives: master calls run on the database, not in a tenant schema. */
export type MasterServiceCtx = {
  db: Db;
  tenants: TenantResolver;
  actor: Actor;
  fileStore: FileStore;
  log: Logger;
};

/** The acting user of a back-office verb; a verb reached without one is a wiring error. */
export function actingUser(ctx: Pick<ServiceCtx, 'user'>): SessionUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', 'Please log in');
  return ctx.user;
}
