// Signing webhook deliveries, and checking a signature the way a receiver should (issue 34,
// "Webhooks for third parties"). Every delivery carries these headers:
//
//   Content-Type:     application/json
//   User-Agent:       GST-Platform-Webhooks/1
//   X-GST-Event:      the event's type, e.g. `invoice.issued`
//   X-GST-Delivery:   the delivery's id: one event to one endpoint; the same on every retry of it,
//                     so a receiver can drop a delivery it has already processed
//   X-GST-Timestamp:  the signing time, Unix seconds (the same value as `t` below)
//   X-GST-Signature:  t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
//
// The HMAC key is the endpoint's whole secret string (`whsec_…`) as UTF-8 bytes. A receiver
// recomputes the HMAC over the timestamp, a dot and the body's exact bytes (before any JSON
// parsing), compares it in constant time, and refuses a timestamp more than five minutes from its
// clock (a replayed delivery). A header may carry several `v1=` values (e.g. while a secret is
// being rotated); one match is enough. Unknown schemes (`v0=`, `v2=`) are ignored.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_SIGNATURE_HEADER = 'X-GST-Signature';
export const WEBHOOK_EVENT_HEADER = 'X-GST-Event';
export const WEBHOOK_DELIVERY_HEADER = 'X-GST-Delivery';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-GST-Timestamp';

/** The prefix of every endpoint secret, so a leaked one is recognisable (and scannable). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** How far a delivery's timestamp may be from the receiver's clock, by default. */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new endpoint secret: `whsec_` and 32 random bytes in base64url (43 characters). */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

function hmacHex(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The `X-GST-Signature` value for a body signed at `timestamp` (Unix seconds). */
export function signWebhookPayload(
  secret: string,
  timestamp: number,
  rawBody: string | Uint8Array,
): string {
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new Error(`A webhook timestamp is whole Unix seconds, not ${timestamp}`);
  }
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

export interface VerifyOptions {
  /** Default 300 (five minutes), either side of `now`. */
  toleranceSeconds?: number;
  /** The receiver's clock; default the current time. */
  now?: Date;
}

/**
 * Why a delivery's signature is not acceptable, or null when it is: the header is malformed, the
 * timestamp is outside the tolerance, or no `v1` signature matches. For receivers that log the
 * reason; `verifyWebhookSignature` is the yes/no form.
 */
export function webhookSignatureProblem(
  secret: string,
  header: string | null | undefined,
  rawBody: string | Uint8Array,
  options: VerifyOptions = {},
): string | null {
  if (!header) return 'The delivery has no X-GST-Signature header';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const equals = part.indexOf('=');
    if (equals <= 0) return 'The X-GST-Signature header is malformed';
    const key = part.slice(0, equals).trim();
    const value = part.slice(equals + 1).trim();
    if (key === 't') {
      if (timestamp !== undefined || !/^\d{1,12}$/.test(value)) {
        return 'The X-GST-Signature header has a malformed timestamp';
      }
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) {
        return 'The X-GST-Signature header has a malformed v1 signature';
      }
      signatures.push(value.toLowerCase());
    }
  }
  if (timestamp === undefined) return 'The X-GST-Signature header has no timestamp (t=)';
  if (signatures.length === 0) return 'The X-GST-Signature header has no v1 signature';
  const tolerance = options.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > tolerance) {
    return `The delivery's timestamp is ${nowSeconds - timestamp} seconds from this clock (more than ${tolerance} allowed): stale or replayed`;
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared (no early exit), each in constant time.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched ? null : 'No v1 signature in the X-GST-Signature header matches the body';
}

/**
 * For receivers: true when `header` (the `X-GST-Signature` value) signs `rawBody` (the exact bytes
 * received) with `secret` at a timestamp within `toleranceSeconds` of `now`. False for a malformed
 * or missing header, a stale or future timestamp, or a wrong signature.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string | Uint8Array,
  options: VerifyOptions = {},
): boolean {
  return webhookSignatureProblem(secret, header, rawBody, options) === null;
}
