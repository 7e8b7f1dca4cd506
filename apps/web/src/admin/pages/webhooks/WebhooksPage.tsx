import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKey, IconList, IconPencil, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  confirmAction,
  DataTable,
  StateBadge,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookEndpointDrawer } from './WebhookEndpointDrawer';
import { WebhookSecretModal } from './WebhookSecretModal';
import type { WebhookEndpointRow } from './types';

/**
 * Webhooks (issue 34): the shop's endpoints for third parties, each with the events it gets;
 * add or edit one in a drawer, its signing secret shown once (on add and on "Roll secret"), its
 * delivery log with "Send test event" and "Redeliver". Page 'webhooks' (not admin-only: an API
 * key may hold it too).
 */
export default function WebhooksPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('webhooks');
  const table = useServerTable();
  const [editing, setEditing] = useState<{ endpoint: WebhookEndpointRow | null } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointRow | null>(null);
  const [shown, setShown] = useState<{ secret: string; url: string } | null>(null);
  const endpoints = useQuery(trpc.tenant.webhooks.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.webhooks.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'The request failed') });
  const roll = useMutation(
    trpc.tenant.webhooks.rollSecret.mutationOptions({
      onSuccess: (rolled) => setShown({ secret: rolled.secret, url: rolled.url }),
      onError,
    }),
  );
  const test = useMutation(
    trpc.tenant.webhooks.test.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Test event queued; see the delivery log' });
        await refresh();
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.tenant.webhooks.delete.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Webhook endpoint removed' });
        await refresh();
      },
      onError,
    }),
  );
  const rows = (endpoints.data ?? []) as WebhookEndpointRow[];
  const start = (table.state.page - 1) * table.state.pageSize;
  const columns: DataTableColumn<WebhookEndpointRow>[] = [
    {
      key: 'url',
      header: 'URL',
      render: (r) => (
        <div>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.url}
          </Text>
          {r.description ? (
            <Text size="xs" c="dimmed">
              {r.description}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'events',
      header: 'Events',
      render: (r) => (
        <Group gap={4}>
          {r.events.map((e) => (
            <Badge key={e} variant="outline" size="sm" tt="none">
              {e}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'active',
      header: 'Status',
      render: (r) => (
        <StateBadge when={r.active} yes={['green', 'Active']} no={['gray', 'Paused']} />
      ),
    },
    {
      key: 'failed',
      header: 'Failed',
      render: (r) =>
        r.failed > 0 ? (
          <Badge color="red" variant="light">
            {r.failed}
          </Badge>
        ) : (
          '0'
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={title}
        action={
          can('create') ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ endpoint: null })}
            >
              Add endpoint
            </Button>
          ) : undefined
        }
      />
      <Text size="sm" c="dimmed" mb="md" maw={900}>
        Other systems (an ERP, a CRM, an automation) hear of invoices, notes, receipts and payments
        as they happen: each event is POSTed to the endpoint as JSON, signed with its secret in the
        X-GST-Signature header, and retried with backoff when the endpoint fails.
      </Text>
      <DataTable<WebhookEndpointRow>
        label="Webhook endpoints"
        rows={rows.slice(start, start + table.state.pageSize)}
        total={rows.length}
        rowKey={(r) => r.id}
        columns={columns}
        loading={endpoints.isPending}
        searchable={false}
        {...table.tableProps}
        emptyState={
          <AppEmptyState
            title="No webhook endpoints yet"
            description="Add an endpoint to send invoice, note, receipt and payment events to another system."
          />
        }
        actions={[
          {
            label: 'Delivery log',
            icon: <IconList size={16} />,
            onClick: (r) => setLogOf(r),
          },
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (r) => setEditing({ endpoint: r }),
          },
          {
            label: 'Send test event',
            icon: <IconSend size={16} />,
            allowed: can('edit'),
            onClick: (r) => test.mutate({ id: r.id }),
          },
          {
            label: 'Roll secret',
            icon: <IconKey size={16} />,
            allowed: can('edit'),
            overflow: true,
            onClick: (r) =>
              void confirmAction({
                title: 'Roll the signing secret?',
                message: `A new secret for ${r.url}; deliveries are signed with it from now on and the old one stops working.`,
                confirmLabel: 'Roll secret',
                color: 'orange',
              }).then((ok) => {
                if (ok) roll.mutate({ id: r.id });
              }),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            allowed: can('delete'),
            overflow: true,
            onClick: (r) =>
              void confirmAction({
                title: 'Remove this endpoint?',
                message: `${r.url} gets no more events, and its delivery log is removed.`,
                confirmLabel: 'Remove',
                color: 'red',
              }).then((ok) => {
                if (ok) remove.mutate({ id: r.id });
              }),
          },
        ]}
      />
      {editing ? (
        <WebhookEndpointDrawer
          endpoint={editing.endpoint}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
          onCreated={(secret, url) => setShown({ secret, url })}
        />
      ) : null}
      {logOf ? (
        <WebhookDeliveriesDrawer
          endpoint={logOf}
          canEdit={can('edit')}
          onClose={() => setLogOf(null)}
        />
      ) : null}
      <WebhookSecretModal
        secret={shown?.secret ?? null}
        url={shown?.url ?? ''}
        onClose={() => setShown(null)}
      />
    </>
  );
}
