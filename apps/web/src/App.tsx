import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullPageLoader } from './components/FullPageLoader';
import { AppProviders } from './providers';
import { ComingSoonPage } from './public/ComingSoonPage';
import { HomePage } from './public/HomePage';
import { PublicLayout } from './public/PublicLayout';
import { PublicNotFoundPage } from './public/PublicNotFoundPage';

// The back-office and the master panel are separate chunks: the public site never loads them.
const AdminApp = lazy(() => import('./admin/AdminApp'));
const MasterApp = lazy(() => import('./master/MasterApp'));

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<FullPageLoader />}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={<HomePage />} />
              <Route path="about-us" element={<ComingSoonPage title="About Us" />} />
              <Route path="services" element={<ComingSoonPage title="Services" />} />
              <Route path="get-a-quote" element={<ComingSoonPage title="Get a Quote" />} />
              <Route path="store" element={<ComingSoonPage title="Store" />} />
              <Route path="suggestions" element={<ComingSoonPage title="Product Suggestions" />} />
              <Route path="*" element={<PublicNotFoundPage />} />
            </Route>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="/master/*" element={<MasterApp />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
