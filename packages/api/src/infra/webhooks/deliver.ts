// One webhook delivery: one event POSTed to one endpoint, once (issue 34). The queue's job calls
// `deliverWebhook`, writes the result to the delivery log, and when the result is `retryable`
// schedules the next attempt after `webhookRetryDelaySeconds(attempt)` (retries are the queue's;
// nothing here sleeps or loops).
//
// - The body is `{ id, type, createdAt, shop, data }` as JSON (`shop` when the event names one),
//   signed as sign.ts describes.
// - The URL is vetted before every attempt (ssrf.ts) and the request connects to the vetted
//   address only: node:http/node:https with a `lookup` that answers that address, so TLS still
//   checks the certificate against the host name (SNI and Host header are the URL's host). The
//   global fetch would need an undici Agent (a dependency) to pin the address; node:http needs
//   nothing and gives the socket-level control used below.
// - Redirects are not followed (a 3xx is a failed, not retryable, delivery: the shop should fix the
//   URL), one timeout covers resolving, connecting, sending and reading, at most 4 KB of the
//   response body is kept (for the log) and the connection is closed after it (no keep-alive).
// - It resolves for every HTTP or network outcome; it rejects only for a caller's mistake (an
//   event without an id or type, data JSON cannot encode).
import { createHash } from 'node:crypto';
import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { rootCertificates } from 'node:tls';
import { type LookupFunction } from 'node:net';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  signWebhookPayload,
} from './sign';
import {
  type VettedWebhookTarget,
  type WebhookLookup,
  WebhookUrlRefusedError,
  vetWebhookTarget,
} from './ssrf';

export const WEBHOOK_USER_AGENT = 'GST-Platform-Webhooks/1';
/** Bytes of a response body kept for the delivery log. */
export const WEBHOOK_RESPONSE_SNIPPET_BYTES = 4096;
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookEndpointTarget {
  url: string;
  secret: string;
  /** The endpoint's id; with the event's id it makes the delivery id (default: the URL). */
  id?: string;
}

export interface WebhookEvent {
  id: string;
  /** e.g. `invoice.issued`, `receipt.recorded`, `webhook.test`. */
  type: string;
  createdAt: string | Date;
  /** The shop the event is of (`{ id, name }`), sent between `createdAt` and `data` when given. */
  shop?: unknown;
  data: unknown;
}

export interface DeliverWebhookOptions {
  /** The whole attempt, resolving to the last byte read. Default 10 s. */
  timeoutMs?: number;
  /** The operator allows private and loopback endpoints (ssrf.ts). */
  allowPrivate?: boolean;
  /** Hosts exempt from the address check (ssrf.ts). */
  allowedHosts?: readonly string[];
  /** The signing time; default the current time. */
  now?: Date;
  /** The delivery id sent in X-GST-Delivery; default `webhookDeliveryId(event.id, endpoint.id ?? endpoint.url)`. */
  deliveryId?: string;
  /** The resolver (ssrf.ts); tests inject one. */
  lookup?: WebhookLookup;
  /**
   * Certificate authorities (PEM) trusted for https endpoints besides Node's bundled roots, e.g.
   * an office ERP's internal CA (with `allowedHosts`). The certificate is still checked against
   * the URL's host name.
   */
  extraCa?: string | readonly string[];
}

export interface WebhookDeliveryResult {
  /** The endpoint answered 2xx. */
  ok: boolean;
  /** The response's status; null when no response came (refused, network error, timeout). */
  status: number | null;
  durationMs: number;
  /** Why it failed, a sentence for the delivery log; null when ok. */
  error: string | null;
  /** At most 4 KB of the response body, as text; null when no response came. */
  responseSnippet: string | null;
  /** Worth another attempt: network errors, timeouts, 408, 429, 5xx. */
  retryable: boolean;
  /** The URL was refused (ssrf.ts): not retryable until the endpoint is changed. */
  refused: boolean;
  deliveryId: string;
  /** The IP address the request was sent to; null when it got no further than the checks. */
  address: string | null;
}

/** A delivery id stable across the retries of one event to one endpoint. */
export function webhookDeliveryId(eventId: string, endpointKey: string): string {
  const digest = createHash('sha256').update(`${endpointKey}\n${eventId}`).digest('hex');
  return `whd_${digest.slice(0, 32)}`;
}

export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 21_600] as const;
/** Attempts per event and endpoint, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

/**
 * Seconds the queue waits after failed attempt number `attempt` (1 for the first) before the
 * next, or null when that was the last (WEBHOOK_MAX_ATTEMPTS): 30 s, 2 min, 10 min, 1 h, then
 * every 6 h; ten attempts span about 31 hours. Only for retryable results.
 */
export function webhookRetryDelaySeconds(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new Error(`A webhook attempt is numbered from 1, not ${attempt}`);
  }
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  const delays: readonly number[] = WEBHOOK_RETRY_DELAYS_SECONDS;
  return delays[attempt - 1] ?? delays[delays.length - 1] ?? 21_600;
}

/** Whether a response status is worth another attempt. */
export function isRetryableWebhookStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

class Timeout extends Error {}

/** Rejects with a `Timeout` when `signal` aborts first. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Timeout());
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A socket lookup that answers the vetted address whatever is asked (no second DNS query). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface Response {
  status: number;
  location: string | undefined;
  snippet: string;
}

/** POSTs `body` to the vetted target; resolves once the status is known and the body is read. */
function post(
  target: VettedWebhookTarget,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  extraCa: readonly string[],
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const onResponse = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        // A body cut short (the limit, the timeout, the peer) keeps the status and what was read.
        const text = new TextDecoder().decode(Buffer.concat(chunks));
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, snippet: text });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        const room = WEBHOOK_RESPONSE_SNIPPET_BYTES - size;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        size += Math.min(chunk.length, room);
        if (size >= WEBHOOK_RESPONSE_SNIPPET_BYTES) finish();
      });
      res.on('end', finish);
      res.on('error', finish);
      res.on('close', finish);
    };
    let req: ClientRequest;
    try {
      req = request(
        {
          method: 'POST',
          protocol: target.url.protocol,
          hostname: target.hostname,
          port: target.port,
          path: `${target.url.pathname}${target.url.search}`,
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(target.address, target.family),
          family: target.family,
          agent: false, // a connection of its own, closed after the response
          signal,
          // Node's `ca` replaces its roots; extra authorities are added to them.
          ...(extraCa.length ? { ca: [...rootCertificates, ...extraCa] } : {}),
        },
        onResponse,
      );
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    req.on('error', reject);
    req.end(body);
  });
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

/**
 * Sends `event` to `endpoint` once, signed with its secret; never rejects for what the network or
 * the endpoint does (see the module comment). The queue logs the result and retries when
 * `retryable`.
 */
export async function deliverWebhook(
  endpoint: WebhookEndpointTarget,
  event: WebhookEvent,
  options: DeliverWebhookOptions = {},
): Promise<WebhookDeliveryResult> {
  if (!event.id || !event.type || /[^\w.:-]/.test(event.type)) {
    throw new Error(
      `A webhook event needs an id and a type of letters, digits, '.', ':', '_' or '-' (got ${JSON.stringify(event.type)})`,
    );
  }
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const deliveryId = options.deliveryId ?? webhookDeliveryId(event.id, endpoint.id ?? endpoint.url);
  const createdAt =
    event.createdAt instanceof Date ? event.createdAt.toISOString() : event.createdAt;
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt,
    ...(event.shop !== undefined && { shop: event.shop }),
    data: event.data,
  });
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': WEBHOOK_USER_AGENT,
    [WEBHOOK_EVENT_HEADER]: event.type,
    [WEBHOOK_DELIVERY_HEADER]: deliveryId,
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signWebhookPayload(endpoint.secret, timestamp, body),
  };

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let address: string | null = null;
  const result = (
    fields: Pick<
      WebhookDeliveryResult,
      'ok' | 'status' | 'error' | 'responseSnippet' | 'retryable'
    >,
    refused = false,
  ): WebhookDeliveryResult => ({
    ...fields,
    refused,
    deliveryId,
    address,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const target = await beforeAbort(
      vetWebhookTarget(endpoint.url, {
        allowPrivate: options.allowPrivate,
        allowedHosts: options.allowedHosts,
        lookup: options.lookup,
      }),
      controller.signal,
    );
    address = target.address;
    const extraCa =
      typeof options.extraCa === 'string' ? [options.extraCa] : (options.extraCa ?? []);
    const response = await post(target, headers, body, controller.signal, extraCa);
    const { status } = response;
    const failed = (error: string, retryable: boolean) =>
      result({ ok: false, status, error, responseSnippet: response.snippet, retryable });
    if (status >= 200 && status < 300) {
      return result({
        ok: true,
        status,
        error: null,
        responseSnippet: response.snippet,
        retryable: false,
      });
    }
    if (status >= 300 && status < 400) {
      const where = response.location ? ` to ${response.location}` : '';
      return failed(
        `Webhook endpoint answered ${status}, a redirect${where}; redirects are not followed: register the final URL`,
        false,
      );
    }
    return failed(`Webhook endpoint answered ${status}`, isRetryableWebhookStatus(status));
  } catch (error) {
    if (error instanceof WebhookUrlRefusedError) {
      return result(
        { ok: false, status: null, error: error.message, responseSnippet: null, retryable: false },
        true,
      );
    }
    const message =
      error instanceof Timeout || controller.signal.aborted
        ? `Webhook endpoint did not answer within ${timeoutMs} ms`
        : `Webhook delivery failed: ${describeError(error)}`;
    return result({
      ok: false,
      status: null,
      error: message,
      responseSnippet: null,
      retryable: true,
    });
  } finally {
    clearTimeout(timer);
  }
}
