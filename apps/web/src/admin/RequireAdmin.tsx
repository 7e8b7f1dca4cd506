import { SessionCheckFailed, SessionScreen, ToLogin } from '../components/SessionScreens';
import { AdminLayout } from './AdminLayout';
import { AdminSessionContext, useAdminSession } from './session';

/** The auth guard of every /admin page except login: signed-in users only. */
export function RequireAdmin() {
  const session = useAdminSession();
  switch (session.status) {
    case 'anonymous':
      return <ToLogin panel="/admin" />;
    case 'failed':
      return <SessionCheckFailed title="Cannot reach the server" onRetry={session.retry} />;
    case 'authenticated':
      return (
        <AdminSessionContext
          value={{ user: session.user, permissionsKeys: session.permissionsKeys }}
        >
          <AdminLayout />
        </AdminSessionContext>
      );
    default:
      return <SessionScreen status={session.status} />;
  }
}
