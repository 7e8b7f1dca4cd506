import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '@gst/db/client';
import { sessions } from '@gst/db/schema';
import type { ApiConfig } from '../../config';
import type { RequestScope } from '../context';

/** Lucia's recipe: 20 random bytes (160 bits) as lower-case base32 in the cookie. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Only the SHA-256 of the token is stored. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export type SessionKind = 'user' | 'operator';

export function cookieName(kind: SessionKind, isSecure: boolean): string {
  const base = kind === 'user' ? 'gst_session' : 'gst_master';
  // __Host- needs Secure, Path=/ and no Domain: sibling tenant hosts can neither read nor set it.
  return isSecure ? `__Host-${base}` : base;
}

export type NewSession =
  { kind: 'user'; tenantRowId: string; userId: string } | { kind: 'operator'; operatorId: string };

export async function createSession(
  ctx: Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  db: Queryable,
  owner: NewSession,
): Promise<void> {
  const token = generateSessionToken();
  const { absoluteHours } = ctx.config.session;
  await db.insert(sessions).values({
    id: sessionIdFromToken(token),
    kind: owner.kind,
    tenantId: owner.kind === 'user' ? owner.tenantRowId : null,
    userId: owner.kind === 'user' ? owner.userId : null,
    operatorId: owner.kind === 'operator' ? owner.operatorId : null,
    expiresAt: new Date(Date.now() + absoluteHours * 3600_000),
    userAgent: ctx.meta.userAgent.slice(0, 300),
    ip: ctx.meta.ip,
  });
  ctx.cookies.set(cookieName(owner.kind, ctx.meta.isSecure), token, {
    maxAgeSeconds: absoluteHours * 3600,
    sameSite: owner.kind === 'operator' ? 'strict' : 'lax',
  });
}

export type ValidSession = typeof sessions.$inferSelect;

/** The stored id (SHA-256 hex) of the session the request's cookie names, if it has one. */
export function sessionIdFromCookie(
  ctx: Pick<RequestScope, 'meta' | 'cookies'>,
  kind: SessionKind,
): string | undefined {
  const token = ctx.cookies.get(cookieName(kind, ctx.meta.isSecure));
  if (!token || token.length > 64) return undefined;
  return sessionIdFromToken(token);
}

/**
 * The session named by the cookie, if it exists, has the right kind, and has passed neither its
 * idle nor its absolute expiry. Sliding: lastSeenAt is bumped at most once a minute.
 */
export async function readSession(
  ctx: Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  db: Queryable,
  kind: SessionKind,
): Promise<ValidSession | undefined> {
  const id = sessionIdFromCookie(ctx, kind);
  if (!id) return undefined;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return checkSession(ctx, db, kind, session);
}

/**
 * `session` (as read by its id) if it has the right kind and has passed neither its idle nor its
 * absolute expiry; bumps lastSeenAt at most once a minute (sliding idle expiry), so most
 * requests write nothing.
 */
export async function checkSession(
  ctx: Pick<RequestScope, 'config'>,
  db: Queryable,
  kind: SessionKind,
  session: ValidSession | undefined,
): Promise<ValidSession | undefined> {
  if (!session || session.kind !== kind) return undefined;
  const now = Date.now();
  const idleLimit = session.lastSeenAt.getTime() + ctx.config.session.idleMinutes * 60_000;
  if (now >= session.expiresAt.getTime() || now >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return undefined;
  }
  if (now - session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return session;
}

export async function deleteCurrentSession(
  ctx: Pick<RequestScope, 'meta' | 'cookies'>,
  db: Queryable,
  kind: SessionKind,
) {
  const name = cookieName(kind, ctx.meta.isSecure);
  const token = ctx.cookies.get(name);
  if (token) await db.delete(sessions).where(eq(sessions.id, sessionIdFromToken(token)));
  ctx.cookies.clear(name);
}

/** Ends every session of one user (user deleted, password changed elsewhere). */
export async function deleteUserSessions(
  db: Queryable,
  tenantRowId: string,
  userId: string,
  exceptId?: string,
) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantRowId),
        eq(sessions.userId, userId),
        exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
      ),
    );
}

/** Ends every session of a tenant (deactivation). */
export async function deleteTenantSessions(db: Queryable, tenantRowId: string) {
  await db.delete(sessions).where(eq(sessions.tenantId, tenantRowId));
}

export async function pruneExpiredSessions(db: Queryable, config: ApiConfig) {
  const idleCutoff = new Date(Date.now() - config.session.idleMinutes * 60_000);
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleCutoff));
}
