/** Keyboard and id helpers of the billing pages (pure, unit-tested). */

type KeyLike = { key: string; code?: string; ctrlKey?: boolean };

const isM = (e: KeyLike) => e.key.toLowerCase() === 'm' || e.code === 'KeyM';

/** Ctrl+M pressed: the net profit line shows while it is held (spec §2). */
export function isCtrlM(e: KeyLike): boolean {
  return Boolean(e.ctrlKey) && isM(e);
}

/** Letting go of either key hides the net profit line again. */
export function endsCtrlM(e: KeyLike): boolean {
  return e.key === 'Control' || isM(e);
}

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A fresh idempotency key for one invoice submission. `crypto.randomUUID` exists only in secure
 * contexts (HTTPS, localhost); a shop served over plain HTTP on a LAN gets a v4 UUID built from
 * `getRandomValues`, which every browser has.
 */
export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lineCounter = 0;
/** A React key for a form line (lines are added and removed, so the index will not do). */
export function nextLineKey(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}
