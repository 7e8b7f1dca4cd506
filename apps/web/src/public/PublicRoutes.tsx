import { lazy } from 'react';
import { Route } from 'react-router';
import { PublicLayout } from './PublicLayout';
import { PublicNotFoundPage } from './PublicNotFoundPage';

// Every public page is its own chunk: a visitor downloads the shell plus the page they open
// (checked against the 150 kB gzip budget by test/bundle-budget.test.ts).
const HomePage = lazy(() => import('./pages/HomePage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const QuotePage = lazy(() => import('./pages/QuotePage'));
const StorePage = lazy(() => import('./pages/StorePage'));
const SuggestionsPage = lazy(() => import('./pages/SuggestionsPage'));
const LandingPage = lazy(() => import('./pages/LandingPage'));
// Issue 34: a share link's page, outside the site's layout (no navigation into the shop).
const SharePage = lazy(() => import('./share/SharePage'));

/** The public site's routes, for `<Routes>` (called as a function, not rendered). */
export function publicRoutes() {
  return (
    <>
      <Route path="s/:token" element={<SharePage />} />
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about-us" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="get-a-quote" element={<QuotePage />} />
        <Route path="store" element={<StorePage />} />
        <Route path="suggestions" element={<SuggestionsPage />} />
        <Route path="solar" element={<LandingPage />} />
        <Route path="*" element={<PublicNotFoundPage />} />
      </Route>
    </>
  );
}
