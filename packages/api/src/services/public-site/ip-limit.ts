import { AppError } from '../../errors';

/**
 * A fixed-window counter per (bucket, IP) kept in this process: enough to stop one address from
 * hammering the public quote calls. Each instance counts its own requests, so behind N instances
 * an address gets up to N × the limit; the per-phone limit on quote requests is counted in the
 * database and holds across instances.
 */
export class IpLimiter {
  private readonly hits = new Map<string, { windowStart: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request; throws RATE_LIMITED once the address is over `limit` in the window. */
  take(bucket: string, ip: string, limit: number, windowSeconds: number): void {
    const now = this.now();
    const windowMs = windowSeconds * 1000;
    this.sweep(now, windowMs);
    const key = `${bucket}\u0000${ip}`;
    const entry = this.hits.get(key);
    if (!entry || now - entry.windowStart >= windowMs) {
      this.hits.set(key, { windowStart: now, count: 1 });
      return;
    }
    entry.count += 1;
    if (entry.count > limit) {
      const waitSeconds = Math.ceil((entry.windowStart + windowMs - now) / 1000);
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests from your network. Please try again in ${waitText(waitSeconds)}.`,
      );
    }
  }

  /** Drops expired windows now and then, so the map does not grow without bound. */
  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs && this.hits.size < 50_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) {
      if (now - entry.windowStart >= windowMs) this.hits.delete(key);
    }
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

const limiters = new WeakMap<object, IpLimiter>();

/**
 * The public quote calls' limiter of one server: keyed by the server's config object, so each app
 * built in a process (one in production; one per test file in a test worker that runs several
 * files) counts its own requests.
 */
export function publicIpLimiter(config: object): IpLimiter {
  let limiter = limiters.get(config);
  if (!limiter) {
    limiter = new IpLimiter();
    limiters.set(config, limiter);
  }
  return limiter;
}
