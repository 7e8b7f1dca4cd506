import { ApiError } from './api';

/**
 * Whose site this is. 'ready': a shop (the host's, or DEFAULT_TENANT on a bare host);
 * 'none': no shop here, so quotes are not taken; 'not-found' / 'disabled': the host names a shop
 * the server does not know, or one that is deactivated or suspended (the whole site is replaced by
 * the Not Found view or the Project Disabled card, as the back-office does); 'unavailable': the
 * server could not be reached, or the bare host's default shop is switched off.
 */
export type SiteStatus = 'loading' | 'ready' | 'none' | 'not-found' | 'disabled' | 'unavailable';

/**
 * The status a failed shop-details read leaves the site in. `hostTenant` is the shop the address
 * names (null on a bare or www host): only such an address becomes Not Found or Disabled; a bare
 * host always stays the product's own site.
 */
export function siteStatusOfError(error: unknown, hostTenant: string | null): SiteStatus {
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'TENANT_REQUIRED') return 'none';
  if (hostTenant !== null) {
    if (code === 'TENANT_NOT_FOUND') return 'not-found';
    if (code === 'TENANT_DISABLED') return 'disabled';
  }
  return 'unavailable';
}

/** The whole public site is replaced by a notice card (no pages, no quote form). */
export function siteIsClosed(status: SiteStatus): status is 'not-found' | 'disabled' {
  return status === 'not-found' || status === 'disabled';
}
