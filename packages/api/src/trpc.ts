import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { and, eq } from 'drizzle-orm';
import { ZodError, z } from 'zod';
import { hasPermission, issueText, type PageKey, type PermissionFlag } from '@gst/domain';
import { jobDb, withTenant, withTenantRead, type Tx } from '@gst/db/client';
import { operators, tenants } from '@gst/db/schema';
import type { Context } from './context';
import type { ResolvedTenant } from './infra/tenant-resolver';
import { AppError, isExpected, toAppError, UNSTORABLE_TEXT_MESSAGE } from './errors';
import { readSession } from './services/auth/session';
import { readSessionUser, type SessionUser } from './services/auth/session-user';
import { authenticateApiKey, type ApiKeyPrincipal } from './services/auth/api-key';
import type { Actor } from './infra/audit';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const appError = toAppError(error);
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    const message = zodError ? readableZodMessage(zodError) : appError.message;
    // code and data.code follow the mapped error too, so a database conflict is not reported
    // as INTERNAL_SERVER_ERROR next to appCode CONFLICT and httpStatus 409.
    return {
      message,
      code: TRPC_ERROR_CODES_BY_KEY[appError.code],
      data: {
        code: appError.code,
        httpStatus: appError.httpStatus,
        appCode: appError.appCode,
        path: shape.data.path,
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
        details: appError.details,
      },
    };
  },
});

/** 'email: Enter a valid email address; password: Required' — one line a person can read. */
export function readableZodMessage(error: ZodError): string {
  return error.issues.slice(0, 5).map(issueText).join('; ');
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Maps every error to the app taxonomy once, and logs only the unexpected ones. */
const errorMapping = t.middleware(async ({ next, ctx, path }) => {
  const result = await next();
  if (!result.ok) {
    const appError = toAppError(
      result.error.cause instanceof ZodError ? result.error : result.error,
    );
    if (!isExpected(appError))
      ctx.log.error({ err: appError.cause ?? appError, path }, 'procedure failed');
  }
  return result;
});

/** True when a string (or a key) anywhere in an input holds a NUL byte. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL byte in text; it refuses it (22021), and on Citus the refusal
 * comes back from the worker in a form that leaves postgres.js's connection unreadable for the
 * next request. Inputs holding one are refused here, before any database work, on every engine.
 */
const refuseNulBytes = t.middleware(async ({ next, getRawInput }) => {
  if (holdsNul(await getRawInput())) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);
  return next();
});

export const publicProcedure = t.procedure.use(errorMapping).use(refuseNulBytes);

const TENANT_NOT_FOUND_MESSAGE =
  'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.';
const TENANT_DISABLED_MESSAGE =
  'This tenant or project has been disabled or suspended by the administrator.';
const NO_TENANT_MESSAGE = 'No tenant: open the shop on its own address (x-tenant-id is missing)';
export const NO_SITE_TENANT_MESSAGE =
  'Quotes are not taken on this site. Please contact the shop on its own address.';

/** The one check of a tenant key: unknown is 404, inactive is 403, missing is `missingMessage`. */
async function resolveTenant(
  ctx: Context,
  key: string | undefined,
  missingMessage: string,
  allowInactive = false,
) {
  if (!key) throw new AppError('TENANT_REQUIRED', missingMessage);
  const tenant = await ctx.tenants.find(key);
  if (!tenant) throw new AppError('TENANT_NOT_FOUND', TENANT_NOT_FOUND_MESSAGE);
  if (tenant.status !== 'active' && !allowInactive) {
    throw new AppError('TENANT_DISABLED', TENANT_DISABLED_MESSAGE);
  }
  return tenant;
}


/** The tenant named by the request is known and active; no transaction yet. */
export const tenantProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const tenant = await resolveTenant(ctx, ctx.meta.tenantKey, NO_TENANT_MESSAGE);
  return next({ ctx: { tenant } });
});

/**
 * The few calls a deactivated shop still answers (issue 33): logging in and out, and the shop's
 * data export, so its owner can take the data. Everything else stays 403 for it.
 */
export const tenantAnyStatusProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const tenant = await resolveTenant(ctx, ctx.meta.tenantKey, NO_TENANT_MESSAGE, true);
  return next({ ctx: { tenant } });
});

/**
 * The public site's shop: the tenant the request names (x-tenant-id or the host's first label),
 * else the configured DEFAULT_TENANT for a bare or www host; the same checks as
 * `tenantProcedure`. Back-office procedures never fall back to the default tenant.
 */
export const siteTenantProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const key = ctx.meta.tenantKey ?? ctx.config.defaultTenant ?? undefined;
  const tenant = await resolveTenant(ctx, key, NO_SITE_TENANT_MESSAGE);
  return next({ ctx: { tenant } });
});

class Rollback extends Error {}

/**
 * The tenant procedures that are long jobs (bulk imports), run on `jobDb` (issue 28, item 5).
 * Master procedures (provisioning, moves, deletes) all are: `masterProcedure`.
 * `test/long-running-procedures.test.ts` checks every name is a procedure of the router.
 */
export const LONG_RUNNING_PROCEDURES: ReadonlySet<string> = new Set([
  'tenant.customers.createMany',
  'tenant.items.createMany',
  'tenant.products.createMany',
]);

/**
 * A mutation runs inside `withTenant`: one transaction, search_path set to the tenant schema.
 * tRPC's `next()` reports errors as a result instead of throwing, so a failed result is turned
 * into a rollback here; nothing half-written survives a failed procedure. A query (tRPC GET, REST
 * GET through the caller) reads only, so it runs in `withTenantRead`: on PostgreSQL a pinned
 * connection with the tenant's search_path and no BEGIN/COMMIT (two round trips fewer, issue 10);
 * a failed query still ends its scope by throwing, as a mutation does (on PGlite a read runs in a
 * transaction, and one that a failed statement aborted must be rolled back, not committed).
 */
const tenantScope = middleware(async ({ ctx, next, type, path }) => {
  const { tenant } = ctx as Context & { tenant: ResolvedTenant };
  const run = (tx: Tx) => next({ ctx: { tx } });
  const scope = type === 'query' ? withTenantRead : withTenant;
  // An import may legitimately run past a request's statement timeout: it runs on the long-jobs
  // connections (jobDb: no request timeouts, one connection per shop).
  const db = LONG_RUNNING_PROCEDURES.has(path) ? jobDb(ctx.db) : ctx.db;
  let result: Awaited<ReturnType<typeof run>> | undefined;
  try {
    await scope(db, tenant, async (tx: Tx) => {
      result = await run(tx);
      if (!result.ok) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!result) throw new AppError('INTERNAL', 'Something went wrong');
  return result;
});

export const tenantTxProcedure = tenantProcedure.use(tenantScope);
/** Logout of a deactivated shop's owner (issue 33), in the tenant's scope. */
export const tenantAnyStatusTxProcedure = tenantAnyStatusProcedure.use(tenantScope);

const PUBLIC_ACTOR: Actor = { type: 'public', id: null };

/**
 * The public site's calls in one scope of the site's tenant (a transaction for a mutation, a
 * read for a query); the ctx fits `ServiceCtx` with no user and the public actor.
 */
export const siteTxProcedure = siteTenantProcedure
  .use(tenantScope)
  .use(({ next }) => next({ ctx: { user: null, sessionId: null, actor: PUBLIC_ACTOR } as const }));

export type { SessionUser };

type Principal = { user: SessionUser; sessionId: string | null; actor: Actor };

/** The request's API key (REST) or session cookie, read on `tx`; refused with 401. */
async function authenticate(ctx: Context & { tenant: ResolvedTenant }, tx: Tx): Promise<Principal> {
  if (ctx.meta.bearerToken !== undefined) {
    // An explicit credential wins over any cookie; a wrong one is refused, never ignored.
    const key = await authenticateApiKey(tx, ctx.meta.bearerToken);
    if (!key) throw new AppError('UNAUTHENTICATED', 'Invalid or revoked API key');
    await recordLastPing(tx, ctx.tenant.id);
    return { user: apiKeyUser(key), sessionId: null, actor: { type: 'api-key', id: key.id } };
  }
  // Session, user and permission sets in one statement.
  const found = await readSessionUser(ctx, tx);
  // A session is bound to the tenant it was created in: a cookie replayed against another
  // tenant's x-tenant-id is simply not a session there.
  if (!found || found.session.tenantId !== ctx.tenant.id || !found.session.userId) {
    throw new AppError('UNAUTHENTICATED', 'Please log in');
  }
  const { session, user } = found;
  if (!user || user.id !== session.userId) throw new AppError('UNAUTHENTICATED', 'Please log in');
  await recordLastPing(tx, ctx.tenant.id);
  return { user, sessionId: session.id, actor: { type: 'user', id: user.id } };
}

/**
 * A logged-in user of THIS tenant, or (REST only) an API key of this tenant. The user and their
 * permissions, or the key and its permissions, are read fresh on every request, so changed
 * permissions and revoked keys apply to the very next call. Audit with `ctx.actor`.
 */
export const tenantUserProcedure = tenantTxProcedure.use(async ({ ctx, next }) => {
  const principal = await authenticate(ctx, ctx.tx);
  return next({ ctx: principal });
});

/** An API key acts as a non-superadmin holding exactly the key's permission sets. */
function apiKeyUser(key: ApiKeyPrincipal): SessionUser {
  const { id, name, permissionSets } = key;
  return { id, name, email: '', image: null, role: 'staff', lastLogin: null, permissionSets };
}

const LAST_PING_INTERVAL_MS = 60_000;
const lastPingAt = new Map<string, number>();

/**
 * The master panel's Last Ping: written at most about once a minute per tenant per process, so
 * the hot path costs a map lookup. In-memory on purpose; another instance writes its own.
 */
async function recordLastPing(tx: Tx, tenantRowId: string) {
  const now = Date.now();
  if (now - (lastPingAt.get(tenantRowId) ?? 0) < LAST_PING_INTERVAL_MS) return;
  lastPingAt.set(tenantRowId, now);
  await tx
    .update(tenants)
    .set({ lastPing: new Date(now) })
    .where(eq(tenants.id, tenantRowId));
}

type Grant = readonly [PageKey, PermissionFlag];

function checkGrants(user: SessionUser, grants: readonly Grant[]) {
  if (grants.some(([page, flag]) => hasPermission(user, page, flag))) return;
  const pages = new Set(grants.map(([page]) => page));
  if (pages.size === 1) {
    const flags = grants.map(([, flag]) => `'${flag}'`).join(' or ');
    throw new AppError('FORBIDDEN', `You do not have the ${flags} permission on ${[...pages][0]}`);
  }
  const needed = grants.map(([page, flag]) => `'${flag}' on ${page}`).join(' or ');
  throw new AppError('FORBIDDEN', `You need the ${needed} permission`);
}

/** Permission factory: `permitted('manage-invoice', 'create')`. */
export function permitted(page: PageKey, flag: PermissionFlag) {
  return tenantUserProcedure.use(async ({ ctx, next }) => {
    checkGrants(ctx.user, [[page, flag]]);
    return next();
  });
}

/**
 * Any one of several grants is enough: `permittedAny([['manage-product', 'view'],
 * ['manage-quote', 'create']])`. For lookups another page's form needs (the billing pickers).
 */
export function permittedAny(grants: readonly Grant[]) {
  return tenantUserProcedure.use(async ({ ctx, next }) => {
    checkGrants(ctx.user, grants);
    return next();
  });
}

/**
 * The caller and any one of `grants` are checked in one short read, and the handler then runs
 * with no transaction open (ctx has `db`, no `tx`): for work that must not hold a connection
 * (rendering, a bucket, an outbound HTTP call), which opens its own short scopes. A refusal is
 * the same 401/403 as `permitted`.
 */
export function permittedOutsideTx(grants: readonly Grant[]) {
  return tenantProcedure.use(async ({ ctx, next }) => {
    const principal = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) => authenticate(ctx, tx));
    checkGrants(principal.user, grants);
    return next({ ctx: principal });
  });
}

/**
 * `permittedOutsideTx` for the calls a deactivated shop still answers (`tenantAnyStatusProcedure`):
 * the shop-data export, which its owner can still run and download.
 */
export function permittedEvenInactive(page: PageKey, flag: PermissionFlag) {
  return tenantAnyStatusProcedure.use(async ({ ctx, next }) => {
    const principal = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) => authenticate(ctx, tx));
    checkGrants(principal.user, [[page, flag]]);
    return next({ ctx: principal });
  });
}

export type Operator = { id: string; email: string; name: string };

/** The operator of the request's master session cookie; refused with 401. */
async function authenticateOperator(ctx: Context): Promise<Operator> {
  const session = await readSession(ctx, ctx.db, 'operator');
  if (!session?.operatorId) throw new AppError('UNAUTHENTICATED', 'Please log in');
  const [operator] = await ctx.db
    .select({ id: operators.id, email: operators.email, name: operators.name })
    .from(operators)
    .where(and(eq(operators.id, session.operatorId)));
  if (!operator) throw new AppError('UNAUTHENTICATED', 'Please log in');
  return operator;
}

/**
 * A logged-in master operator. Master calls carry no tenant. Their work (provisioning a shop,
 * moving or dropping one) runs on the long-jobs connections, without the request timeouts.
 */
export const masterProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const operator = await authenticateOperator(ctx);
  return next({ ctx: { operator, db: jobDb(ctx.db) } });
});

/**
 * The REST adapter's check of the caller before it reads a body (issue 28): the shop is known
 * and active (404/403) and the API key or session is valid (401) for a tenant route, the
 * operator's session for a master route, in one short read; the same refusals the procedure
 * would give. The procedure checks again, fresh, in its own scope.
 */
export async function checkRestCaller(
  ctx: Context,
  scope: 'tenant' | 'master',
  allowInactive = false,
): Promise<void> {
  if (scope === 'master') {
    await authenticateOperator(ctx);
    return;
  }
  const tenant = await resolveTenant(ctx, ctx.meta.tenantKey, NO_TENANT_MESSAGE, allowInactive);
  await withTenantRead(ctx.db, tenant, (tx: Tx) => authenticate({ ...ctx, tenant }, tx));
}
