/**
 * This process's login attempts whose password is still being checked, per address (issue 28,
 * item 11). Each attempt's row is written as failed before it is counted (rate-limit.ts), so
 * that parallel guesses see each other; but a right password in flight is not a failure. The
 * attempts of this process are known here: the counts leave them out and count the earlier ones
 * as "may still fail" instead, and an attempt that would pass the limit only if they all failed
 * waits for one of them to finish and counts again. Rows of other server instances cannot be
 * told apart and count as failures (the safe side).
 *
 * Per address, rows are inserted and counted under a lock of this process (`withAddressLock`),
 * so no row of this process is ever written and not yet listed while another attempt counts.
 */
export type PendingAttempt = {
  id: number;
  /** scope + e-mail: the (address, account) pair's key. */
  account: string;
  done: Promise<void>;
  resolve: () => void;
};

const pendingByAddress = new Map<string, PendingAttempt[]>();
const locks = new Map<string, Promise<void>>();
let finishedCount = 0;

/** Runs `fn` alone among this process's login work for the address. */
export async function withAddressLock<T>(ip: string, fn: () => Promise<T>): Promise<T> {
  const previous = locks.get(ip) ?? Promise.resolve();
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  locks.set(ip, tail);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (locks.get(ip) === tail) locks.delete(ip);
  }
}

/** Lists an attempt whose row was just written (call inside the address lock). */
export function addPending(ip: string, id: number, account: string): PendingAttempt {
  let resolve = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  const attempt = { id, account, done, resolve };
  pendingByAddress.set(ip, [...(pendingByAddress.get(ip) ?? []), attempt]);
  return attempt;
}

/** The attempt's outcome is in its row (or the row is gone): it no longer waits to be counted. */
export function finishPending(ip: string, attempt: PendingAttempt) {
  const list = pendingByAddress.get(ip) ?? [];
  if (!list.includes(attempt)) return;
  const rest = list.filter((a) => a !== attempt);
  if (rest.length) pendingByAddress.set(ip, rest);
  else pendingByAddress.delete(ip);
  finishedCount += 1;
  attempt.resolve();
}

/** The address's other attempts in flight, and those that began before `attempt`. */
export function pendingAround(ip: string, attempt: PendingAttempt) {
  const list = pendingByAddress.get(ip) ?? [];
  const others = list.filter((a) => a !== attempt);
  const earlier = list.slice(0, Math.max(0, list.indexOf(attempt)));
  return { others, earlier };
}

/** Grows whenever an attempt finishes: a count taken across a change is taken again. */
export function finishedSoFar(): number {
  return finishedCount;
}
