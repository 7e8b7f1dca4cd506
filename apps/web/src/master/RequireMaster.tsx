import { Button, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { NoticeCard } from '../components/NoticeCard';
import { MESSAGES } from '@gst/domain';
import { loginPathFor } from '../lib/redirect';
import { MasterLayout } from './MasterLayout';
import { MasterSessionContext, useMasterSession } from './session';

/** The auth guard of every /master page except login. */
export function RequireMaster() {
  const session = useMasterSession();
  const location = useLocation();

  switch (session.status) {
    case 'checking':
      return <FullPageLoader label={MESSAGES.login.checking} />;
    case 'anonymous':
      return <Navigate to={loginPathFor('/master', location.pathname + location.search)} replace />;
    case 'failed':
      return (
        <NoticeCard
          icon={<IconCloudOff size={28} />}
          color="gray"
          title={MESSAGES.login.checkStatusFailed}
        >
          <Text c="dimmed">{MESSAGES.initialLoadFailed}</Text>
          <Button onClick={session.retry}>Try again</Button>
        </NoticeCard>
      );
    case 'authenticated':
      return (
        <MasterSessionContext value={session.operator}>
          <MasterLayout />
        </MasterSessionContext>
      );
  }
}
