import { and, asc, count, eq, gt, notInArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '@gst/db/client';
import { dummyPasswordHash, verifyPassword } from '@gst/db/password';
import { loginAttempts } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ApiConfig } from '../../config';
import type { RequestScope } from '../context';
import {
  addPending,
  finishedSoFar,
  finishPending,
  pendingAround,
  withAddressLock,
  type PendingAttempt,
} from './login-pending';

export type LoginAttempt = { id: number; delayMs: number; ip: string; pending: PendingAttempt };

const WAIT_FOR_EARLIER_MS = 10_000;

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
 * this check. Attempts of this process still in flight are not counted as failures
 * (login-pending.ts, issue 28): an attempt that would pass the limit only if the earlier ones in
 * flight all failed waits for them, so parallel right passwords all get in and parallel guesses
 * still stop at the limit. A refused attempt removes its own row, so retrying while blocked does
 * not prolong the block or slow the account further; a right password marks the row succeeded.
 * Call `endLoginAttempt` when the check is over, whatever its outcome (`withLoginAttempt` does).
 */
export async function beginLoginAttempt(
  ctx: Pick<RequestScope, 'meta' | 'config'>,
  db: Queryable,
  scope: string,
  email: string,
): Promise<LoginAttempt> {
  const ip = ctx.meta.ip;
  const pending = await withAddressLock(ip, async () => {
    const [row] = await db
      .insert(loginAttempts)
      .values({ scope, email, ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    if (!row) throw new AppError('INTERNAL', 'Login attempt was not recorded');
    return addPending(ip, row.id, `${scope}\n${email}`);
  });
  const attempt = { id: pending.id, delayMs: 0, ip, pending };
  try {
    const deadline = Date.now() + WAIT_FOR_EARLIER_MS;
    for (;;) {
      const verdict = await withAddressLock(ip, () => judge(ctx, db, attempt, scope, email));
      if (verdict.kind === 'go') return { ...attempt, delayMs: verdict.delayMs };
      if (verdict.kind === 'refuse') {
        await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
        throw new AppError('RATE_LIMITED', verdict.message);
      }
      if (verdict.kind === 'wait') {
        // Earlier attempts of this process finish within their delay and one password check.
        const left = deadline - Date.now();
        if (left <= 0) {
          await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
          throw new AppError('RATE_LIMITED', 'Too many login attempts at once: try again');
        }
        await Promise.race([
          ...verdict.earlier.map((e) => e.done),
          new Promise((resolve) => setTimeout(resolve, left)),
        ]);
      }
    }
  } catch (error) {
    endLoginAttempt(attempt);
    throw error;
  }
}

type Verdict =
  | { kind: 'go'; delayMs: number }
  | { kind: 'refuse'; message: string }
  | { kind: 'wait'; earlier: PendingAttempt[] }
  | { kind: 'again' };

/** One look at the counts, inside the address lock (see beginLoginAttempt). */
async function judge(
  ctx: Pick<RequestScope, 'config'>,
  db: Queryable,
  attempt: LoginAttempt,
  scope: string,
  email: string,
): Promise<Verdict> {
  const limits = ctx.config.loginRateLimit;
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerIp } = limits;
  const { ip, pending } = attempt;
  const finished = finishedSoFar();
  const { others, earlier } = pendingAround(ip, pending);
  // This attempt and the others in flight here are not failures (yet).
  const notPending = notInArray(loginAttempts.id, [attempt.id, ...others.map((o) => o.id)]);
  const since = new Date(Date.now() - windowSeconds * 1000);
  const failed = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since));
  const account = and(eq(loginAttempts.scope, scope), eq(loginAttempts.email, email));
  const pairWhere = and(account, eq(loginAttempts.ip, ip), failed, notPending);
  const addressWhere = and(eq(loginAttempts.ip, ip), failed, notPending);
  const [[pair], [address], [accountWide]] = await Promise.all([
    db.select({ n: count() }).from(loginAttempts).where(pairWhere),
    db.select({ n: count() }).from(loginAttempts).where(addressWhere),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(account, failed, notPending)),
  ]);
  // An attempt finished while counting: its row may have been left out as pending.
  if (finishedSoFar() !== finished) return { kind: 'again' };
  const pairFailures = pair?.n ?? 0;
  const addressFailures = address?.n ?? 0;
  if (pairFailures >= maxFailuresPerAccount || addressFailures >= maxFailuresPerIp) {
    const isPair = pairFailures >= maxFailuresPerAccount;
    const seconds = await secondsUntilBelow(
      db,
      isPair ? pairWhere : addressWhere,
      (isPair ? pairFailures - maxFailuresPerAccount : addressFailures - maxFailuresPerIp) + 1,
      windowSeconds,
    );
    const what = isPair ? 'for this account from this address' : 'from this address';
    return {
      kind: 'refuse',
      message: `Too many failed login attempts ${what}: try again in ${waitText(seconds)}.`,
    };
  }
  const earlierPair = earlier.filter((e) => e.account === pending.account).length;
  if (
    pairFailures + earlierPair >= maxFailuresPerAccount ||
    addressFailures + earlier.length >= maxFailuresPerIp
  ) {
    return { kind: 'wait', earlier };
  }
  return { kind: 'go', delayMs: loginDelayMs(accountWide?.n ?? 0, limits) };
}

/** Seconds until the `nth` oldest failure matching `where` leaves the window. */
async function secondsUntilBelow(
  db: Queryable,
  where: SQL | undefined,
  nth: number,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(where)
    .orderBy(asc(loginAttempts.attemptedAt))
    .offset(Math.max(0, nth - 1))
    .limit(1);
  const at = row ? new Date(row.at).getTime() : Date.now();
  return Math.max(1, Math.ceil((at + windowSeconds * 1000 - Date.now()) / 1000));
}

/** The check is over (row marked, left failed, or deleted): later attempts may count it. */
export function endLoginAttempt(attempt: LoginAttempt) {
  finishPending(attempt.ip, attempt.pending);
}

/**
 * Begins an attempt, runs `check` (the delay, the look-up, the password check) and ends the
 * attempt whatever happens.
 */
export async function withLoginAttempt<T>(
  ctx: Pick<RequestScope, 'meta' | 'config'>,
  db: Queryable,
  scope: string,
  email: string,
  check: (attempt: LoginAttempt) => Promise<T>,
): Promise<T> {
  const attempt = await beginLoginAttempt(ctx, db, scope, email);
  try {
    await slowDown(attempt);
    return await check(attempt);
  } finally {
    endLoginAttempt(attempt);
  }
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

/** "45 seconds", "1 minute", "14 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
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
    // The failure counts from now, not from when the attempt began: an attempt that waited for
    // earlier ones (beginLoginAttempt) must not leave the window sooner than its check.
    await db
      .update(loginAttempts)
      .set({ attemptedAt: new Date() })
      .where(eq(loginAttempts.id, attempt.id));
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  }
  await markLoginSucceeded(db, attempt);
  return found;
}
