import { EmptyState } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { WEB_MESSAGES } from '../lib/messages';

/** Shown in place of a back-office page the signed-in user may not view. */
export function NoAccess() {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="red"
      role="alert"
      icon={<IconLockAccess size={28} stroke={1.5} />}
      title="Access denied"
      description={`${WEB_MESSAGES.noAccess} ${WEB_MESSAGES.noAccessAdvice}`}
    />
  );
}
