/**
 * What the back-office and master panel show around their session check (both guards and both
 * login pages): a loader while it runs, the shop's refusal (unknown or disabled tenant, admin
 * only), the way to the login page for an anonymous visitor, and a retry when the server failed.
 */
import { Button, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MESSAGES } from '@gst/domain';
import { loginPathFor } from '../lib/redirect';
import { FullPageLoader } from './FullPageLoader';
import { NoticeCard } from './NoticeCard';
import { ProjectDisabledCard } from './ProjectDisabledCard';
import { TenantNotFound } from './TenantNotFound';

// Its own chunk: loaded only when a deactivated shop's owner asks for the data (issue 33).
const DisabledShopData = lazy(() => import('../admin/pages/shop-data/DisabledShopData'));

/** The disabled card of the back-office, whose action leads to the shop's data export. */
function DisabledShop() {
  const [isTakingData, setTakingData] = useState(false);
  if (!isTakingData) return <ProjectDisabledCard onDownloadData={() => setTakingData(true)} />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <DisabledShopData onBack={() => setTakingData(false)} />
    </Suspense>
  );
}

/** The screens of a session that has no answer yet or whose shop refuses it. */
export function SessionScreen({
  status,
}: {
  status: 'checking' | 'tenant-disabled' | 'tenant-not-found';
}) {
  switch (status) {
    case 'checking':
      return <FullPageLoader label={MESSAGES.login.checking} />;
    case 'tenant-disabled':
      return <DisabledShop />;
    case 'tenant-not-found':
      return <TenantNotFound />;
  }
}

/** Sends an anonymous visitor to the panel's login, to come back to this address after it. */
export function ToLogin({ panel }: { panel: '/admin' | '/master' }) {
  const location = useLocation();
  return <Navigate to={loginPathFor(panel, location.pathname + location.search)} replace />;
}

/** The session check failed for another reason than "not signed in": say so, offer a retry. */
export function SessionCheckFailed(props: { title: string; onRetry: () => void }) {
  return (
    <NoticeCard icon={<IconCloudOff size={28} />} color="gray" title={props.title}>
      <Text c="dimmed">{MESSAGES.initialLoadFailed}</Text>
      <Button onClick={props.onRetry}>Try again</Button>
    </NoticeCard>
  );
}

/**
 * A login page: its `form` for an anonymous visitor (and when the check failed: signing in may
 * still work), the page they came for (`target`) once signed in, else the session screens.
 */
export function LoginScreen(props: {
  status: 'anonymous' | 'failed' | 'authenticated' | Parameters<typeof SessionScreen>[0]['status'];
  target: string;
  form: ReactElement;
}) {
  switch (props.status) {
    case 'authenticated':
      return <Navigate to={props.target} replace />;
    case 'anonymous':
    case 'failed':
      return props.form;
    default:
      return <SessionScreen status={props.status} />;
  }
}

/** A session check's state, as far as the guard reads it. */
type GuardedSession =
  | { status: Parameters<typeof SessionScreen>[0]['status'] }
  | { status: 'anonymous' }
  | { status: 'failed'; retry: () => void }
  | { status: 'authenticated' };

/**
 * A panel's auth guard: `children` (the panel with its signed-in session) for a signed-in user,
 * the login page for an anonymous visitor, a retry when the check failed, else the screens above.
 */
export function SessionGuard(props: {
  session: GuardedSession;
  panel: '/admin' | '/master';
  failedTitle: string;
  children: ReactNode;
}) {
  const { session } = props;
  switch (session.status) {
    case 'anonymous':
      return <ToLogin panel={props.panel} />;
    case 'failed':
      return <SessionCheckFailed title={props.failedTitle} onRetry={session.retry} />;
    case 'authenticated':
      return props.children;
    default:
      return <SessionScreen status={session.status} />;
  }
}
