import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Queryable } from '@gst/db/client';
import { dummyPasswordHash, verifyPassword } from '@gst/db/password';
import { loginAttempts } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ApiConfig } from '../../config';
import type { RequestScope } from '../context';

export type LoginAttempt = { id: number; delayMs: number };

/**
 * The login limit (issue 19): hard to abuse, so knowing someone's e-mail is not enough to keep
 * them out, while guessing a password stays slow.
 *
 * Over a sliding window of LOGIN_WINDOW_SECONDS, failed attempts are counted in Postgres (so the
 * rule holds across server instances, parallel requests and tRPC batches):
 *  1. Per (address, account): after LOGIN_MAX_FAILURES failures from ONE address against one
 *     account (tenant or master scope + e-mail), that address is refused (429) for that account.
 *     Another address (the real user) is not: there is no account-wide lock.
 *  2. Per address: after LOGIN_MAX_FAILURES_PER_IP failures from one address against any
 *     accounts, that address is refused (429) everywhere.
 *  3. Per account, from all addresses: no refusal but a delay before the password is checked,
 *     growing with the account's recent failures: none for the first LOGIN_MAX_FAILURES, then
 *     LOGIN_DELAY_BASE_MS doubling with each further failure, capped at LOGIN_DELAY_MAX_MS
 *     (default 250 ms .. 4 s). The real user waits at most a few seconds; an attacker spread over
 *     many addresses gets LOGIN_MAX_FAILURES guesses per address and every guess costs seconds.
 *
 * The attempt is recorded as failed BEFORE the counts: concurrent attempts (parallel requests, or
 * one tRPC batch of many logins) each see the others' rows, so no more than the limit get past
 * this check. A refused attempt removes its own row, so retrying while blocked does not prolong
 * the block or slow the account further; a right password marks the row succeeded.
 */
export async function beginLoginAttempt(
  ctx: Pick<RequestScope, 'meta' | 'config'>,
  db: Queryable,
  scope: string,
  email: string,
): Promise<LoginAttempt> {
  const limits = ctx.config.loginRateLimit;
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerIp } = limits;
  const ip = ctx.meta.ip;
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ scope, email, ip, succeeded: false })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new AppError('INTERNAL', 'Login attempt was not recorded');
  const since = new Date(Date.now() - windowSeconds * 1000);
  const failed = eq(loginAttempts.succeeded, false);
  const recent = gt(loginAttempts.attemptedAt, since);
  const account = and(eq(loginAttempts.scope, scope), eq(loginAttempts.email, email));
  const [pair] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(account, eq(loginAttempts.ip, ip), failed, recent));
  const [address] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), failed, recent));
  // Both counts include this attempt.
  if ((pair?.n ?? 0) > maxFailuresPerAccount || (address?.n ?? 0) > maxFailuresPerIp) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed login attempts. Please wait ${waitText(windowSeconds)} and try again.`,
    );
  }
  // The account's other recent failures, from every address.
  const [others] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(account, failed, recent, ne(loginAttempts.id, attempt.id)));
  return { id: attempt.id, delayMs: loginDelayMs(others?.n ?? 0, limits) };
}

/**
 * Milliseconds to wait before checking a password for an account with `failures` recent failed
 * attempts (from all addresses): 0 up to maxFailuresPerAccount, then delayBaseMs doubling per
 * further failure, never more than delayMaxMs.
 */
export function loginDelayMs(failures: number, limits: ApiConfig['loginRateLimit']): number {
  const over = failures - limits.maxFailuresPerAccount;
  if (over < 0 || limits.delayMaxMs <= 0) return 0;
  return Math.min(limits.delayMaxMs, limits.delayBaseMs * 2 ** Math.min(over, 30));
}

/** Sleeps the attempt's delay; call before the password check. */
export async function slowDown(attempt: LoginAttempt): Promise<void> {
  if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
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

/**
 * The password check of a login begun with `beginLoginAttempt`: verified against a dummy hash for
 * an unknown e-mail, so timing does not reveal who has an account. A wrong e-mail or password is
 * INVALID_CREDENTIALS (the attempt stays a failure); a right one marks the attempt succeeded and
 * returns the account.
 */
export async function checkPassword<T extends { passwordHash: string }>(
  db: Queryable,
  attempt: LoginAttempt,
  found: T | undefined,
  password: string,
): Promise<T> {
  const isValid = await verifyPassword(
    found?.passwordHash ?? (await dummyPasswordHash()),
    password,
  );
  if (!found || !isValid) {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await markLoginSucceeded(db, attempt);
  return found;
}
