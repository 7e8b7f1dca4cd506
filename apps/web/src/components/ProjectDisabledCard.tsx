import { Button, Text } from '@mantine/core';
import { IconDatabaseExport, IconLock } from '@tabler/icons-react';
import { MESSAGES } from '@gst/domain';
import { WEB_MESSAGES } from '../lib/messages';
import { NoticeCard } from './NoticeCard';

/**
 * Shown instead of the back-office when the tenant is disabled or suspended (HTTP 403). In the
 * back-office (`onDownloadData` given) it offers the owner their shop's data (issue 33); the
 * public site shows the card alone.
 */
export function ProjectDisabledCard({ onDownloadData }: { onDownloadData?: () => void }) {
  return (
    <NoticeCard icon={<IconLock size={28} />} color="red" title={MESSAGES.projectDisabledTitle}>
      <Text c="dimmed">{MESSAGES.projectDisabled}</Text>
      <Text c="dimmed" size="sm">
        {WEB_MESSAGES.disabledAdvice}
      </Text>
      {onDownloadData ? (
        <Button
          variant="light"
          mt="xs"
          leftSection={<IconDatabaseExport size={18} />}
          onClick={onDownloadData}
        >
          Download your shop’s data
        </Button>
      ) : null}
    </NoticeCard>
  );
}
