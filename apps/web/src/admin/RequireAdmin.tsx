import { SessionGuard } from '../components/SessionScreens';
import { AdminLayout } from './AdminLayout';
import { AdminSessionContext, useAdminSession } from './session';

/** The auth guard of every /admin page except login: signed-in users only. */
export function RequireAdmin() {
  const session = useAdminSession();
  return (
    <SessionGuard session={session} panel="/admin" failedTitle="Cannot reach the server">
      {session.status === 'authenticated' ? (
        <AdminSessionContext
          value={{ user: session.user, permissionsKeys: session.permissionsKeys }}
        >
          <AdminLayout />
        </AdminSessionContext>
      ) : null}
    </SessionGuard>
  );
}
