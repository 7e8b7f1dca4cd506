import { isTRPCClientError } from '@trpc/client';

/** What the UI needs to know about a failed call, whatever shape the failure took. */
export interface CallErrorInfo {
  /** Server-supplied text, preferred over catalogue text in toasts (spec §8). */
  message: string | null;
  /** The server's app error code (`TENANT_DISABLED`, ...), when it sent one. */
  appCode: string | null;
  httpStatus: number | null;
  /** True when no HTTP response came back at all (offline, server down). */
  isNetwork: boolean;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function describeError(error: unknown): CallErrorInfo {
  if (isTRPCClientError(error)) {
    const data = (error.data ?? null) as Record<string, unknown> | null;
    const httpStatus = typeof data?.httpStatus === 'number' ? data.httpStatus : null;
    return {
      message: data ? readString(error.message) : null,
      appCode: readString(data?.appCode),
      httpStatus,
      // No error shape means the response never came (fetch failed) or was not tRPC JSON.
      isNetwork: data === null,
    };
  }
  return { message: null, appCode: null, httpStatus: null, isNetwork: true };
}

export type TenantProblem = 'disabled' | 'not-found';

/** A tenant-level refusal that replaces the whole back-office with a notice. */
export function tenantProblemOf(error: unknown): TenantProblem | null {
  if (!error) return null;
  const { appCode, httpStatus } = describeError(error);
  if (appCode === 'TENANT_DISABLED' || (appCode === null && httpStatus === 403)) return 'disabled';
  if (appCode === 'TENANT_NOT_FOUND' || appCode === 'TENANT_REQUIRED') return 'not-found';
  if (appCode === null && httpStatus === 404) return 'not-found';
  return null;
}

export function isUnauthorized(error: unknown): boolean {
  if (!error) return false;
  const { httpStatus, appCode } = describeError(error);
  return httpStatus === 401 || appCode === 'UNAUTHENTICATED' || appCode === 'UNAUTHORIZED';
}

/** The text for a failure toast: the server's words when it gave some, else the catalogue's. */
export function toastText(error: unknown, fallback: string, networkFallback = fallback): string {
  const info = describeError(error);
  if (info.isNetwork) return networkFallback;
  return info.message ?? fallback;
}
