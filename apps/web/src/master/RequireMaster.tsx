import { MESSAGES } from '@gst/domain';
import { SessionCheckFailed, SessionScreen, ToLogin } from '../components/SessionScreens';
import { MasterLayout } from './MasterLayout';
import { MasterSessionContext, useMasterSession } from './session';

/** The auth guard of every /master page except login. */
export function RequireMaster() {
  const session = useMasterSession();
  switch (session.status) {
    case 'anonymous':
      return <ToLogin panel="/master" />;
    case 'failed':
      return (
        <SessionCheckFailed title={MESSAGES.login.checkStatusFailed} onRetry={session.retry} />
      );
    case 'authenticated':
      return (
        <MasterSessionContext value={session.operator}>
          <MasterLayout />
        </MasterSessionContext>
      );
    default:
      return <SessionScreen status={session.status} />;
  }
}
