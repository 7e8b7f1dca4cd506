import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { useShop } from '../lib/useShop';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

export function PublicLayout() {
  const shop = useShop();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader shopName={shop.name} shopLogo={shop.logo} />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter shopName={shop.name} details={shop.details} />
    </Box>
  );
}
