import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppEmptyState } from '../components/AppEmptyState';
import { MASTER_DEFAULT_PATH, MASTER_MENU } from './menu';
import { MasterLoginPage } from './pages/MasterLoginPage';
import { RequireMaster } from './RequireMaster';

const MasterPlaceholderPage = lazy(() => import('./pages/MasterPlaceholderPage'));

/** The master panel, mounted at /master/* (its own chunk). */
export default function MasterApp() {
  return (
    <Routes>
      <Route path="login" element={<MasterLoginPage />} />
      <Route element={<RequireMaster />}>
        <Route index element={<Navigate to={MASTER_DEFAULT_PATH} replace />} />
        {MASTER_MENU.map((item) => (
          <Route
            key={item.path}
            path={item.path}
            element={<MasterPlaceholderPage title={item.label} />}
          />
        ))}
        <Route
          path="*"
          element={
            <AppEmptyState
              title="Page not found"
              description="There is no master page at this address."
            />
          }
        />
      </Route>
    </Routes>
  );
}
