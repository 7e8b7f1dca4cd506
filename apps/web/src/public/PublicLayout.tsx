import { Box } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { siteIsClosed } from './site/siteStatus';
import { useSiteShop } from './site/useSiteShop';

const SiteClosedNotice = lazy(() => import('./SiteClosedNotice'));

export function PublicLayout() {
  const shop = useSiteShop();
  // An unknown shop's address, or a deactivated shop's, has no public site (no pages, no quote
  // form): the spec's Not Found view and Project Disabled card, as its back-office shows.
  if (siteIsClosed(shop.status)) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <SiteClosedNotice status={shop.status} />
      </Suspense>
    );
  }
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader shopName={shop.name} shopLogo={shop.logo} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter shopName={shop.name} details={shop.details} />
    </Box>
  );
}
