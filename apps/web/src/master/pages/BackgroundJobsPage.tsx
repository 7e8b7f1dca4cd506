import type { inferRouterOutputs } from '@trpc/server';
import { Alert, Anchor, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconClockPlay } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageSize } from '@gst/domain';
import { AppEmptyState } from '../../components/AppEmptyState';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type DataTableColumn, type TableState } from '../../components/data';
import { PRODUCT_TITLE } from '../../lib/brand';
import { toastText } from '../../lib/errors';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { formatLongDateTime } from '../tenants/format';

/** How often the page reads the queue again while it is open. */
const REFRESH_MS = 5000;

/** The queue as the server reports it (master.jobs.overview). */
type Overview = inferRouterOutputs<AppRouter>['master']['jobs']['overview'];
type ShopRow = Overview['shops'][number];
type FailedRow = Overview['failed'][number];

function shopCell(row: { tenantId: string | null; name: string | null }, rowId?: string | null) {
  if (!row.tenantId) {
    return (
      <Text span size="sm" c="dimmed">
        {rowId ? 'Deleted tenant' : 'No shop (the product)'}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/master/manage-tenant?id=${rowId ?? ''}`} size="sm">
      {row.name ?? row.tenantId}{' '}
      <Text span size="xs" c="dimmed">
        ({row.tenantId})
      </Text>
    </Anchor>
  );
}

const count = (color: string) => (value: number) =>
  value > 0 ? (
    <Badge color={color} variant="light">
      {value}
    </Badge>
  ) : (
    <Text span size="sm" c="dimmed">
      0
    </Text>
  );

const SHOP_COLUMNS: DataTableColumn<ShopRow>[] = [
  { key: 'shop', header: 'Shop', render: (row) => shopCell(row, row.tenantRowId) },
  { key: 'waiting', header: 'Waiting', numeric: true, render: (r) => count('blue')(r.waiting) },
  { key: 'running', header: 'Running', numeric: true, render: (r) => count('teal')(r.running) },
  { key: 'failed', header: 'Failed', numeric: true, render: (r) => count('red')(r.failed) },
  { key: 'completed', header: 'Completed', numeric: true },
];

/**
 * 'Background Jobs' (issue 34): the job queue per shop (waiting, running, failed, completed),
 * the failed jobs with the last error and a Retry each; read again every few seconds.
 */
export default function BackgroundJobsPage() {
  useDocumentTitle(`Background Jobs | ${PRODUCT_TITLE} Master`);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery({
    ...trpc.master.jobs.overview.queryOptions(),
    refetchInterval: REFRESH_MS,
  });
  const retry = useMutation(trpc.master.jobs.retry.mutationOptions());
  const [shopTable, setShopTable] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: 10,
  });
  const [failedTable, setFailedTable] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: 10,
  });

  const retryJob = async (job: FailedRow) => {
    try {
      const result = await retry.mutateAsync({ id: job.id });
      notifications.show({ color: 'green', message: result.message });
      await queryClient.invalidateQueries({ queryKey: trpc.master.jobs.pathKey() });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, 'The job could not be retried', 'No answer from the server'),
      });
    }
  };

  const failedColumns: DataTableColumn<FailedRow>[] = [
    { key: 'shop', header: 'Shop', render: (row) => shopCell(row, row.tenantId ? '' : null) },
    { key: 'queue', header: 'Job' },
    {
      key: 'failedAt',
      header: 'Failed',
      render: (row) => <Text size="sm">{formatLongDateTime(row.failedAt)}</Text>,
    },
    { key: 'retryCount', header: 'Retries', numeric: true },
    {
      key: 'lastError',
      header: 'Last error',
      render: (row) => (
        <Text size="xs" c="red" lineClamp={3} maw={360} title={row.lastError ?? undefined}>
          {row.lastError ?? 'No error recorded'}
        </Text>
      ),
    },
    {
      key: 'retry',
      header: '',
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          loading={retry.isPending && retry.variables?.id === row.id}
          onClick={() => void retryJob(row)}
        >
          Retry
        </Button>
      ),
    },
  ];

  const data = overview.data;
  const page = <T,>(rows: readonly T[], table: { page: number; pageSize: number }) =>
    rows.slice((table.page - 1) * table.pageSize, table.page * table.pageSize);
  const patch = (set: typeof setShopTable) => (change: Partial<TableState>) =>
    set((state) => ({
      page: change.page ?? (change.pageSize ? 1 : state.page),
      pageSize: change.pageSize ?? state.pageSize,
    }));

  return (
    <>
      <PageHeader title="Background Jobs" />
      <Stack gap="md">
        {overview.isError ? (
          <Alert color="red" title="The queue could not be read">
            {toastText(overview.error, 'The queue could not be read', 'No answer from the server')}
          </Alert>
        ) : data && !data.enabled ? (
          <Alert color="yellow" title="No job queue on this server">
            This server runs with JOBS=off: exports and other background work run in the process
            that asks for them. Start the server with JOBS=work to use the queue.
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Mails, exports and other work run as jobs stored in the database, so they survive a
              restart and run once however many server processes share it. Updated every{' '}
              {REFRESH_MS / 1000} seconds.
            </Text>
            <DataTable
              label="Jobs per shop"
              rows={page(data?.shops ?? [], shopTable)}
              total={data?.shops.length ?? 0}
              rowKey={(row) => row.tenantRowId ?? 'none'}
              columns={SHOP_COLUMNS}
              page={shopTable.page}
              pageSize={shopTable.pageSize}
              search=""
              searchable={false}
              loading={overview.isPending}
              onChange={patch(setShopTable)}
              emptyState={
                <AppEmptyState
                  icon={<IconClockPlay size={28} stroke={1.5} />}
                  title="No jobs yet"
                  description="Jobs appear here once a shop sends a mail, starts an export or a reminder is due."
                />
              }
            />
            <Title order={3} size="h5" mt="sm">
              Failed jobs
            </Title>
            <DataTable
              label="Failed jobs"
              rows={page(data?.failed ?? [], failedTable)}
              total={data?.failed.length ?? 0}
              rowKey={(row) => row.id}
              columns={failedColumns}
              page={failedTable.page}
              pageSize={failedTable.pageSize}
              search=""
              searchable={false}
              loading={overview.isPending}
              onChange={patch(setFailedTable)}
              emptyState={
                <AppEmptyState
                  icon={<IconChecks size={28} stroke={1.5} />}
                  title="No failed jobs"
                  description="A job that fails after its retries is listed here with its last error."
                />
              }
            />
          </>
        )}
      </Stack>
    </>
  );
}
