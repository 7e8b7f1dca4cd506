import { useSyncExternalStore } from 'react';
import { PRODUCT_TITLE } from '../../lib/brand';
import { currentTenant } from '../../lib/tenant';
import { fetchShopDetails, type ShopDetails } from './api';
import { siteStatusOfError, type SiteStatus } from './siteStatus';

export type { SiteStatus };

export interface SiteShop {
  status: SiteStatus;
  name: string;
  logo: string | null;
  details: ShopDetails | null;
}

let snapshot: SiteShop = { status: 'loading', name: PRODUCT_TITLE, logo: null, details: null };
let started = false;
const listeners = new Set<() => void>();

function publish(next: SiteShop) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function load() {
  if (started) return;
  started = true;
  fetchShopDetails().then(
    (details) =>
      publish({
        status: 'ready',
        name: details.shopName.trim() || PRODUCT_TITLE,
        logo: details.shopLogo || null,
        details,
      }),
    (error: unknown) => {
      publish({ ...snapshot, status: siteStatusOfError(error, currentTenant()) });
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The shop's public details, read once per page load and shared by every component. */
export function useSiteShop(): SiteShop {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
