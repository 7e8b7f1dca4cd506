import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * The closed set of application error codes. Each maps to exactly one tRPC code and HTTP status,
 * here and nowhere else.
 */
export const APP_ERRORS = {
  /** Input failed its zod contract or a business validation rule. */
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  /** A tenant call arrived without a tenant (bare host, no x-tenant-id). */
  TENANT_REQUIRED: { trpc: 'BAD_REQUEST', http: 400 },
  /** No session, or the session expired or belongs to another tenant. */
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', http: 401 },
  /** Wrong e-mail or password at login. */
  INVALID_CREDENTIALS: { trpc: 'UNAUTHORIZED', http: 401 },
  /** The user is known but lacks the permission flag for this page. */
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  /** The tenant exists but the master operator has deactivated it. */
  TENANT_DISABLED: { trpc: 'FORBIDDEN', http: 403 },
  /** A non-GET request whose Origin does not match the host. */
  CSRF_REJECTED: { trpc: 'FORBIDDEN', http: 403 },
  /** The x-tenant-id (or host label) names no tenant. */
  TENANT_NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  /** The record does not exist in this tenant. */
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  /** A unique value is taken, or the record is in a state that forbids the change. */
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  /** A well-formed request the server cannot act on (an archive of a newer format, issue 33). */
  UNPROCESSABLE: { trpc: 'UNPROCESSABLE_CONTENT', http: 422 },
  /** Too many failed logins for this account or address. */
  RATE_LIMITED: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  /** The database is unreachable (restart, network); the client may retry. */
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
  /** No route at this URL (the edge's not-found reply). */
  ROUTE_NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  /** The URL exists but not for this HTTP method. */
  METHOD_NOT_ALLOWED: { trpc: 'METHOD_NOT_SUPPORTED', http: 405 },
  /** The request body is larger than BODY_LIMIT_BYTES. */
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  /** The body's content type is not one this URL takes (tRPC takes application/json only). */
  UNSUPPORTED_MEDIA_TYPE: { trpc: 'UNSUPPORTED_MEDIA_TYPE', http: 415 },
  /** The REST URL is listed in the spec but its feature is built by a later issue. */
  NOT_IMPLEMENTED: { trpc: 'NOT_IMPLEMENTED', http: 501 },
  /** Anything unexpected; the message shown is generic and the cause is logged. */
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  readonly httpStatus: number;
  /** Structured detail for the client (an import's per-row report), sent as `details`. */
  readonly details: Record<string, unknown> | undefined;
  constructor(
    appCode: AppErrorCode,
    message: string,
    options?: { cause?: unknown; details?: Record<string, unknown> },
  ) {
    super({ code: APP_ERRORS[appCode].trpc, message, cause: options?.cause });
    this.appCode = appCode;
    this.httpStatus = APP_ERRORS[appCode].http;
    this.details = options?.details;
  }
}

const TRPC_TO_APP: Partial<Record<TRPC_ERROR_CODE_KEY, AppErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  SERVICE_UNAVAILABLE: 'UNAVAILABLE',
  METHOD_NOT_SUPPORTED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE_CONTENT: 'UNPROCESSABLE',
};

/**
 * The database is gone for a moment (restart, failover, network): node socket errors, postgres.js
 * connection errors, SQLSTATE class 08 and the admin-shutdown / crash / starting-up codes.
 */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
  // idle_in_transaction_session_timeout ended the session (DB_IDLE_IN_TX_TIMEOUT_MS).
  '25P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export const UNSTORABLE_TEXT_MESSAGE =
  'Text contains a character that cannot be stored (such as a NUL byte)';

/** Postgres SQLSTATEs worth turning into user-facing errors instead of 500s. */
function fromDatabaseError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505')
      return new AppError('CONFLICT', 'A record with the same unique value already exists');
    if (code === '23503')
      return new AppError('CONFLICT', 'This record is still referenced by other records');
    if (code === '23514' || code === '22P02' || code === '22003') {
      return new AppError('BAD_REQUEST', 'A value is out of range or of the wrong kind');
    }
    // A NUL byte (or other character Postgres cannot store) in text input is the caller's fault.
    if (code === '22021' || code === '22P05') {
      return new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE);
    }
    // A deadlock (PostgreSQL's, or Citus's distributed deadlock detector, which can cancel a
    // write caught by a tenant move's switch-over) or a serialization failure: nothing was
    // written, and the same request succeeds when sent again.
    if (code === '40P01' || code === '40001') {
      return new AppError(
        'UNAVAILABLE',
        'The database was busy with a conflicting change. Please try again in a moment.',
      );
    }
    // A request's own limits (issue 28, item 5): its statement ran past DB_STATEMENT_TIMEOUT_MS
    // or waited past DB_LOCK_TIMEOUT_MS for a lock someone else holds (its transaction is rolled
    // back: nothing was written), or the shop already holds its share of connections.
    if (code === '57014') {
      return new AppError(
        'UNAVAILABLE',
        'The database took too long to answer. Please try again in a moment.',
      );
    }
    if (code === '55P03' || code === 'TENANT_BUSY') {
      return new AppError(
        'UNAVAILABLE',
        'The shop’s records are busy with other work. Please try again in a moment.',
      );
    }
    // Citus, during the last moment of a tenant move's switch-over, can fail a statement that was
    // planned against the old placement; sent again it goes to the new one.
    if (
      code === 'XX000' &&
      /could not find valid entry for shard/.test(String((current as Error).message))
    ) {
      return new AppError(
        'UNAVAILABLE',
        'The shop’s data is being moved. Please try again in a moment.',
      );
    }
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) {
      return new AppError(
        'UNAVAILABLE',
        'The database is unavailable. Please try again in a moment.',
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const INVALID_DATE_MESSAGE =
  'A date is not a real date or is out of range; use YYYY-MM-DD between 2000-01-01 and 2099-12-31';

/**
 * The safety net behind the input contracts' date ranges (issue 19): a date the calendar helpers
 * cannot handle (their `RangeError: Invalid date …`, or JavaScript's own `Invalid time value`)
 * came from the caller, so it is a 400, never a 500.
 */
function fromDateError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (
      current instanceof RangeError &&
      /invalid date|invalid time value|days must be an integer|invalid financial year/i.test(
        current.message,
      )
    ) {
      return new AppError('BAD_REQUEST', INVALID_DATE_MESSAGE, { cause: current });
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Every error, from any layer, as an AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError) {
    const fromDb = fromDatabaseError(error.cause);
    if (fromDb) return fromDb;
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      const fromDate = fromDateError(error.cause);
      if (fromDate) return fromDate;
    }
    const appCode = TRPC_TO_APP[error.code] ?? 'INTERNAL';
    const message = appCode === 'INTERNAL' ? 'Something went wrong' : error.message;
    return new AppError(appCode, message, { cause: error.cause ?? error });
  }
  return (
    fromDatabaseError(error) ??
    fromDateError(error) ??
    new AppError('INTERNAL', 'Something went wrong', { cause: error })
  );
}

/** Expected 4xx are part of normal use and are not logged as errors. */
export function isExpected(error: AppError): boolean {
  return error.httpStatus < 500 || error.appCode === 'NOT_IMPLEMENTED';
}
