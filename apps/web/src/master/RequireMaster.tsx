import { MESSAGES } from '@gst/domain';
import { SessionGuard } from '../components/SessionScreens';
import { MasterLayout } from './MasterLayout';
import { MasterSessionContext, useMasterSession } from './session';

/** The auth guard of every /master page except login. */
export function RequireMaster() {
  const session = useMasterSession();
  return (
    <SessionGuard session={session} panel="/master" failedTitle={MESSAGES.login.checkStatusFailed}>
      {session.status === 'authenticated' ? (
        <MasterSessionContext value={session.operator}>
          <MasterLayout />
        </MasterSessionContext>
      ) : null}
    </SessionGuard>
  );
}
