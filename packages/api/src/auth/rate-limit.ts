import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '@gst/db/client';
import { loginAttempts } from '@gst/db/schema';
import { AppError } from '../errors';
import type { Context } from '../context';

/**
 * Failed logins are counted in Postgres, per (scope, e-mail) and per IP, over a sliding window,
 * so the limit holds across server instances and across tRPC batching.
 */
export async function assertLoginAllowed(ctx: Context, db: Queryable, scope: string, email: string) {
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerIp } = ctx.config.loginRateLimit;
  const since = new Date(Date.now() - windowSeconds * 1000);
  const failed = eq(loginAttempts.succeeded, false);
  const recent = gt(loginAttempts.attemptedAt, since);
  const [account] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.email, email), failed, recent));
  const [address] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ctx.meta.ip), failed, recent));
  if ((account?.n ?? 0) >= maxFailuresPerAccount || (address?.n ?? 0) >= maxFailuresPerIp) {
    const minutes = Math.max(1, Math.ceil(windowSeconds / 60));
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

export async function recordLoginAttempt(
  ctx: Context,
  db: Queryable,
  scope: string,
  email: string,
  succeeded: boolean,
) {
  await db.insert(loginAttempts).values({ scope, email, ip: ctx.meta.ip, succeeded });
}
