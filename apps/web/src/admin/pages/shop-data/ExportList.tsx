import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArchive } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { ExportDownloadButton, ExportStatusBadge } from './ExportParts';
import { formatSize } from '../../../lib/fileSize';
import {
  badgeOf,
  formatWhen,
  isDownloadable,
  isReplaced,
  progressLine,
  type ShopExportJob,
} from './shopData';

/** A finished job's download, a failed job's reason, a running job's phase. */
function Outcome({ job }: { job: ShopExportJob }): ReactNode {
  if (isDownloadable(job)) return <ExportDownloadButton job={job} />;
  if (isReplaced(job))
    return (
      <Text size="xs" c="dimmed">
        {job.error}
      </Text>
    );
  if (job.status === 'failed')
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        {job.error ?? 'The export failed. Try again.'}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed">
      {job.status === 'queued' ? 'Waiting to start' : progressLine(job)}
    </Text>
  );
}

const contents = (job: ShopExportJob) => (job.includePdfs ? 'Data, PDFs' : 'Data only');
const size = (job: ShopExportJob) => (isDownloadable(job) ? formatSize(job.sizeBytes) : '—');

/** One export as a card: a phone's list. */
function ExportCard({ job }: { job: ShopExportJob }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {formatWhen(job.createdAt)}
          </Text>
          <ExportStatusBadge status={badgeOf(job)} />
        </Group>
        <Text size="xs" c="dimmed">
          {job.requestedBy} · {contents(job)} · {size(job)}
        </Text>
        <Outcome job={job} />
      </Stack>
    </Paper>
  );
}

/**
 * The shop's last exports, newest first: when, status, size, who asked, what it holds, and the
 * download (or why it failed). A table on wide screens, cards on phones.
 */
export function ExportList({
  jobs,
  loading,
}: {
  jobs: readonly ShopExportJob[];
  loading: boolean;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (loading)
    return (
      <Stack gap="xs" aria-label="Loading exports" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={isPhone ? 88 : 40} />
        ))}
      </Stack>
    );
  if (jobs.length === 0)
    return (
      <AppEmptyState
        icon={<IconArchive size={28} stroke={1.5} />}
        title="No exports yet"
        description="Your exports are listed here, ready to download, once you make one."
      />
    );
  if (isPhone)
    return (
      <Stack gap="sm" aria-label="Exports">
        {jobs.map((job) => (
          <ExportCard key={job.id} job={job} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table stickyHeader highlightOnHover verticalSpacing="sm" aria-label="Exports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Size</Table.Th>
            <Table.Th>Requested by</Table.Th>
            <Table.Th>Contents</Table.Th>
            <Table.Th>File</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(job.createdAt)}</Table.Td>
              <Table.Td>
                <ExportStatusBadge status={badgeOf(job)} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {size(job)}
              </Table.Td>
              <Table.Td>{job.requestedBy}</Table.Td>
              <Table.Td>{contents(job)}</Table.Td>
              <Table.Td maw={320}>
                <Outcome job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
