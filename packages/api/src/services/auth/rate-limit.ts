import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '@gst/db/client';
import { loginAttempts } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { RequestScope } from '../context';

export type LoginAttempt = { id: number };

/**
 * Failed logins are counted in Postgres, per (scope, e-mail) and per IP, over a sliding window,
 * so the limit holds across server instances and across tRPC batching.
 *
 * The attempt is recorded as failed BEFORE the count: concurrent attempts (parallel requests, or
 * one tRPC batch of many logins) each see the others' rows, so no more than the limit get past
 * this check. Counting first and recording after the password check let a batch of N logins
 * try N passwords at once. A refused attempt removes its own row, so retrying while blocked
 * does not prolong the block; a right password marks the row succeeded.
 */
export async function beginLoginAttempt(
  ctx: Pick<RequestScope, 'meta' | 'config'>,
  db: Queryable,
  scope: string,
  email: string,
): Promise<LoginAttempt> {
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerIp } = ctx.config.loginRateLimit;
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ scope, email, ip: ctx.meta.ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new AppError('INTERNAL', 'Login attempt was not recorded');
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
  // Both counts include this attempt.
  if ((account?.n ?? 0) > maxFailuresPerAccount || (address?.n ?? 0) > maxFailuresPerIp) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed login attempts. Please wait ${waitText(windowSeconds)} and try again.`,
    );
  }
  return attempt;
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The password was right: this attempt no longer counts as a failure. */
export async function markLoginSucceeded(db: Queryable, attempt: LoginAttempt) {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt.id));
}
