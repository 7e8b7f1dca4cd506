import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../components/AppEmptyState';
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
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route index element={<AdminHomeRedirect />} />
        {ADMIN_MENU.map((item) => (
          <Route key={item.page} path={item.path} element={<AdminPageRoute item={item} />} />
        ))}
        <Route path="my-profile" element={<MyProfileRoute />} />
        <Route
          path="*"
          element={<PageNotFound description="There is no back-office page at this address." />}
        />
      </Route>
    </Routes>
  );
}
