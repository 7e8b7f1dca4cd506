import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, Route } from 'react-router';
import { PanelRoutes } from '../components/PanelRoutes';
import { useShop } from '../lib/useShop';
import { AdminPageRoute } from './AdminPageRoute';
import { ADMIN_MENU, adminHomePath } from './menu';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { MyProfileView } from './pages/registry';
import { RequireAdmin } from './RequireAdmin';
import { useAdminUser } from './session';

function AdminHomeRedirect() {
  const { user } = useAdminUser();
  return <Navigate to={adminHomePath(user)} replace />;
}

function MyProfileRoute() {
  const shop = useShop();
  useDocumentTitle(`Edit Profile | ${shop.name}`);
  return <MyProfileView title="Edit Profile" />;
}

/** The tenant back-office, mounted at /admin/* (its own chunk). */
export default function AdminApp() {
  return (
    <PanelRoutes login={<AdminLoginPage />} guard={<RequireAdmin />} panel="back-office">
      <Route index element={<AdminHomeRedirect />} />
      {ADMIN_MENU.map((item) => (
        <Route key={item.page} path={item.path} element={<AdminPageRoute item={item} />} />
      ))}
      <Route path="my-profile" element={<MyProfileRoute />} />
    </PanelRoutes>
  );
}
