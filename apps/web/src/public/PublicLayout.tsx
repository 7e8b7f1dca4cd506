import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { useSiteShop } from './site/useSiteShop';

export function PublicLayout() {
  const shop = useSiteShop();
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
