import { tenantFromHost } from '@gst/domain';

/** The host → tenant rule lives in @gst/domain (host.ts), shared with the API and the server. */
export { tenantFromHost };

/** The tenant of the page the app runs on (null outside a browser). */
export function currentTenant(): string | null {
  return typeof window === 'undefined' ? null : tenantFromHost(window.location.host);
}
