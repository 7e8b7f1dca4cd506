import { Box } from '@mantine/core';
import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { BENGALI_FONT, pageLang } from './links';
import { siteIsClosed } from './site/siteStatus';
import { useSiteShop } from './site/useSiteShop';

const SiteClosedNotice = lazy(() => import('./SiteClosedNotice'));

export function PublicLayout() {
  const shop = useSiteShop();
  const { pathname, search } = useLocation();
  // Issue 29: a Bengali page says so (<html lang>, for screen readers, search and hyphenation),
  // and its navigation and footer are Bengali too.
  const lang = pageLang(pathname, search);
  useEffect(() => {
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [lang]);
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
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        ...(lang === 'bn' ? { fontFamily: BENGALI_FONT } : {}),
      }}
    >
      <PublicHeader shopName={shop.name} shopLogo={shop.logo} lang={lang} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter shopName={shop.name} details={shop.details} lang={lang} />
    </Box>
  );
}
