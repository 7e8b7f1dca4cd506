import { Badge, Button, Code, Group, SegmentedControl, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTimeIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  DataTable,
  DrawerShell,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './types';

const STATUS_COLOR = { pending: 'orange', delivered: 'green', failed: 'red' } as const;
type StatusFilter = 'all' | WebhookDeliveryRow['status'];

/**
 * One endpoint's delivery log (issue 34): each event sent or being tried, its status, attempts,
 * last response code and time; a row opens to one line per attempt. "Send test event" sends a
 * `webhook.test` event the same way; a failed delivery can be redelivered. Escape closes it.
 */
export function WebhookDeliveriesDrawer({
  endpoint,
  canEdit,
  onClose,
}: {
  endpoint: WebhookEndpointRow;
  canEdit: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useServerTable();
  const [status, setStatus] = useState<StatusFilter>('all');
  const input = {
    endpointId: endpoint.id,
    page: table.state.page,
    pageSize: table.state.pageSize,
    ...(status === 'all' ? {} : { status }),
  };
  const log = useQuery({
    ...trpc.tenant.webhooks.deliveries.queryOptions(input),
    placeholderData: keepPreviousData,
    // A delivery being tried changes on its own: the log follows it.
    refetchInterval: 5000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.webhooks.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'The request failed') });
  const test = useMutation(
    trpc.tenant.webhooks.test.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Test event queued' });
        await refresh();
      },
      onError,
    }),
  );
  const redeliver = useMutation(
    trpc.tenant.webhooks.redeliver.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Redelivery queued' });
        await refresh();
      },
      onError,
    }),
  );
  const rows = (log.data?.data ?? []) as WebhookDeliveryRow[];
  const columns: DataTableColumn<WebhookDeliveryRow>[] = [
    { key: 'createdAt', header: 'Time', render: (r) => formatDateTimeIN(r.createdAt) },
    { key: 'event', header: 'Event', render: (r) => <Code>{r.event}</Code> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge color={STATUS_COLOR[r.status]} variant="light">
          {r.status}
        </Badge>
      ),
    },
    { key: 'attempts', header: 'Attempts', render: (r) => String(r.attempts) },
    {
      key: 'responseStatus',
      header: 'Response',
      render: (r) => (r.responseStatus === null ? '—' : String(r.responseStatus)),
    },
  ];
  return (
    <DrawerShell opened onClose={onClose} title="Delivery log" size="xl">
      <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Text>
      <DataTable<WebhookDeliveryRow>
        label="Webhook deliveries"
        rows={rows}
        total={log.data?.total ?? 0}
        rowKey={(r) => r.id}
        columns={columns}
        loading={log.isPending}
        searchable={false}
        {...table.tableProps}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              size="xs"
              value={status}
              onChange={(value) => {
                setStatus(value);
                table.tableProps.onChange({ page: 1 });
              }}
              data={[
                { value: 'all', label: 'All' },
                { value: 'pending', label: 'Pending' },
                { value: 'delivered', label: 'Delivered' },
                { value: 'failed', label: 'Failed' },
              ]}
              aria-label="Delivery status"
            />
            {canEdit ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconSend size={14} />}
                loading={test.isPending}
                onClick={() => test.mutate({ id: endpoint.id })}
              >
                Send test event
              </Button>
            ) : null}
          </Group>
        }
        renderDetail={(r) => (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.lastError || 'No attempt yet'}
          </Code>
        )}
        emptyState={
          <AppEmptyState
            title="No deliveries yet"
            description="Events the endpoint subscribes to appear here as they are sent. Send a test event to try it."
          />
        }
        actions={[
          {
            label: 'Redeliver',
            icon: <IconRefresh size={16} />,
            allowed: canEdit,
            hidden: (r) => r.status !== 'failed',
            onClick: (r) => redeliver.mutate({ id: r.id }),
          },
        ]}
      />
    </DrawerShell>
  );
}
