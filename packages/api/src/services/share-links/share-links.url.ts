import { tenantFromHost } from '@gst/domain';
import { SHARE_PATH_PREFIX } from '@gst/domain/contracts';
import type { ApiConfig } from '../../config';
import type { RequestMeta } from '../../context';
import { DEFAULT_API_CONFIG } from '../../config';
import type { ResolvedTenant } from '../../infra/tenant-resolver';

/**
 * Where a shop's share links point: `<the shop's own origin>/s/<token>`. The shop's origin is
 * 1. SHOP_URL with `{tenant}` replaced (`https://{tenant}.example.com`), when the operator sets it;
 * 2. else the request's own host, when the back-office asking is on the shop's host (it always
 *    is in the browser: the back-office lives there), with the request's scheme;
 * 3. else `http://<tenant>.localhost:<PORT>`, the embedded default's address (a job with no
 *    request, e.g. a mail sent by the queue, on a server without SHOP_URL).
 */
export type ShopUrlScope = {
  tenant: Pick<ResolvedTenant, 'tenantId'>;
  config?: Pick<ApiConfig, 'shareLinks'>;
  meta?: Pick<RequestMeta, 'host' | 'isSecure'>;
};

export function shopOrigin(scope: ShopUrlScope): string {
  const { tenantId } = scope.tenant;
  const settings = scope.config?.shareLinks ?? DEFAULT_API_CONFIG.shareLinks;
  if (settings.shopUrl)
    return settings.shopUrl.replaceAll('{tenant}', tenantId).replace(/\/+$/, '');
  const host = scope.meta?.host;
  if (host && tenantFromHost(host) === tenantId) {
    return `${scope.meta?.isSecure ? 'https' : 'http'}://${host}`;
  }
  return `http://${tenantId}.localhost:${settings.localPort}`;
}

/** The public page of a link: `<origin>/s/<token>`. */
export function shareUrl(scope: ShopUrlScope, token: string): string {
  return `${shopOrigin(scope)}${SHARE_PATH_PREFIX}${token}`;
}
