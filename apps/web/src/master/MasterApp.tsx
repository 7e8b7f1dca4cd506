import { lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { PanelRoutes } from '../components/PanelRoutes';
import { MASTER_DEFAULT_PATH } from './menu';
import { MasterLoginPage } from './pages/MasterLoginPage';
import { RequireMaster } from './RequireMaster';

const TenantManagementPage = lazy(() => import('./pages/TenantManagementPage'));
const TenantDetailsPage = lazy(() => import('./pages/TenantDetailsPage'));
const BackgroundJobsPage = lazy(() => import('./pages/BackgroundJobsPage'));

/** The master panel, mounted at /master/* (its own chunk). */
export default function MasterApp() {
  return (
    <PanelRoutes login={<MasterLoginPage />} guard={<RequireMaster />} panel="master">
      <Route index element={<Navigate to={MASTER_DEFAULT_PATH} replace />} />
      <Route path="dashboard" element={<TenantManagementPage />} />
      <Route path="manage-tenant" element={<TenantDetailsPage />} />
      <Route path="jobs" element={<BackgroundJobsPage />} />
    </PanelRoutes>
  );
}
