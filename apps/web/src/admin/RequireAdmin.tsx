import { Button, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { NoticeCard } from '../components/NoticeCard';
import { ProjectDisabledCard } from '../components/ProjectDisabledCard';
import { TenantNotFound } from '../components/TenantNotFound';
import { MESSAGES } from '@gst/domain';
import { loginPathFor } from '../lib/redirect';
import { AdminLayout } from './AdminLayout';
import { AdminSessionContext, useAdminSession } from './session';

/** The auth guard of every /admin page except login: signed-in users only. */
export function RequireAdmin() {
  const session = useAdminSession();
  const location = useLocation();

  switch (session.status) {
    case 'checking':
      return <FullPageLoader label={MESSAGES.login.checking} />;
    case 'tenant-disabled':
      return <ProjectDisabledCard />;
    case 'tenant-not-found':
      return <TenantNotFound />;
    case 'anonymous':
      return <Navigate to={loginPathFor('/admin', location.pathname + location.search)} replace />;
    case 'failed':
      return (
        <NoticeCard icon={<IconCloudOff size={28} />} color="gray" title="Cannot reach the server">
          <Text c="dimmed">{MESSAGES.initialLoadFailed}</Text>
          <Button onClick={session.retry}>Try again</Button>
        </NoticeCard>
      );
    case 'authenticated':
      return (
        <AdminSessionContext
          value={{ user: session.user, permissionsKeys: session.permissionsKeys }}
        >
          <AdminLayout />
        </AdminSessionContext>
      );
  }
}
