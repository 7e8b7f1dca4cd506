import { Badge, Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  EXPORT_STATUS,
  type ExportBadge,
  percentOf,
  progressLine,
  shopExportFileUrl,
  type ShopExportJob,
} from './shopData';

/** Queued grey, Running blue (with a spinner), Ready green, Failed red, Replaced grey. */
export function ExportStatusBadge({ status }: { status: ExportBadge }) {
  const { color, label } = EXPORT_STATUS[status];
  return (
    <Badge
      color={color}
      variant="light"
      style={{ minWidth: 'max-content' }}
      leftSection={status === 'running' ? <Loader size={10} color={color} /> : undefined}
    >
      {label}
    </Badge>
  );
}

/** The archive of a finished export, as a plain download link (the browser saves it). */
export function ExportDownloadButton({ job }: { job: ShopExportJob }) {
  return (
    <Button
      component="a"
      href={shopExportFileUrl(job.id)}
      download={job.fileName}
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} />}
      aria-label={`Download ${job.fileName}`}
    >
      Download
    </Button>
  );
}

/** The export being made: its phase, the records done of the total, and a bar with the percent. */
export function ExportProgress({ job }: { job: ShopExportJob }) {
  const percent = percentOf(job);
  const isQueued = job.status === 'queued';
  return (
    <Paper withBorder p="md" radius="md" aria-live="polite">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {isQueued ? 'Waiting to start…' : 'Exporting your shop’s data…'}
          </Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {percent}%
          </Text>
        </Group>
        <Progress
          value={isQueued ? 100 : Math.max(percent, 2)}
          striped
          animated
          color={isQueued ? 'gray.4' : undefined}
          size="lg"
          aria-label="Export progress"
        />
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {isQueued ? 'The server starts it in a moment.' : progressLine(job)}
        </Text>
        <Text size="xs" c="dimmed">
          You may leave this page: the export carries on, and the download waits in the list below.
        </Text>
      </Stack>
    </Paper>
  );
}
