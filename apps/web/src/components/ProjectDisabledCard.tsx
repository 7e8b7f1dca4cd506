import { Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@gst/domain';
import { WEB_MESSAGES } from '../lib/messages';
import { NoticeCard } from './NoticeCard';

/** Shown instead of the back-office when the tenant is disabled or suspended (HTTP 403). */
export function ProjectDisabledCard() {
  return (
    <NoticeCard icon={<IconLock size={28} />} color="red" title={MESSAGES.projectDisabledTitle}>
      <Text c="dimmed">{MESSAGES.projectDisabled}</Text>
      <Text c="dimmed" size="sm">
        {WEB_MESSAGES.disabledAdvice}
      </Text>
    </NoticeCard>
  );
}
