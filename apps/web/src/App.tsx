import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FullPageLoader } from './components/FullPageLoader';
import { AppProviders } from './providers';
import { publicRoutes } from './public/PublicRoutes';

// The back-office and the master panel are separate chunks: the public site never loads them,
// nor their data layer, modals and toasts (BackOfficeProviders).
const AdminApp = lazy(() => import('./admin/AdminApp'));
const MasterApp = lazy(() => import('./master/MasterApp'));
const BackOffice = lazy(() => import('./BackOfficeProviders'));

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<FullPageLoader />}>
          <Routes>
            {publicRoutes()}
            <Route
              path="/admin/*"
              element={
                <BackOffice>
                  <AdminApp />
                </BackOffice>
              }
            />
            <Route
              path="/master/*"
              element={
                <BackOffice>
                  <MasterApp />
                </BackOffice>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
