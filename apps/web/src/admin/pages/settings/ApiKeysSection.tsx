import { Button, Code, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconKey, IconPlus, IconBan } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatDate, formatDateTimeIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  confirmAction,
  DataTable,
  type DataTableColumn,
  StateBadge,
  useServerTable,
} from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { pageLabel, type ApiKeyRow } from '../users/types';
import { ApiKeyCreateModal } from './ApiKeyCreateModal';

function permissionSummary(row: ApiKeyRow): string {
  if (row.permissionSets.length === 0) return 'No permissions';
  return row.permissionSets
    .map((set) => `${pageLabel(set.page)}: ${Object.keys(set.permissions).join(', ')}`)
    .join('; ');
}

/**
 * API keys for third-party REST callers (superadmins only): create (the key is shown once),
 * see when each was last used, revoke with a confirmation that names the key.
 */
export function ApiKeysSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useServerTable();
  const [creating, setCreating] = useState(false);
  const keys = useQuery(trpc.tenant.apiKeys.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.apiKeys.pathKey() });

  useEffect(() => {
    if (keys.isError) {
      notifications.show({
        color: 'red',
        message: toastText(keys.error, 'Failed to fetch API keys'),
      });
    }
  }, [keys.isError, keys.error]);

  const revoke = useMutation(
    trpc.tenant.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'API key revoked' });
        await refresh();
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: toastText(error, 'Failed to revoke API key') }),
    }),
  );

  const rows = keys.data ?? [];
  const start = (table.state.page - 1) * table.state.pageSize;
  const columns: DataTableColumn<ApiKeyRow>[] = [
    { key: 'name', header: 'Name' },
    {
      key: 'keyPrefix',
      header: 'Key',
      render: (row) => <Code>{`${row.keyPrefix}…`}</Code>,
    },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (row) => (
        <Text size="xs" maw={280} lineClamp={2} title={permissionSummary(row)}>
          {permissionSummary(row)}
        </Text>
      ),
    },
    { key: 'createdAt', header: 'Created', render: (row) => formatDate(row.createdAt) },
    {
      key: 'lastUsedAt',
      header: 'Last used',
      render: (row) => (row.lastUsedAt ? formatDateTimeIN(row.lastUsedAt) : 'Never'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <StateBadge
          when={Boolean(row.revokedAt)}
          yes={['red', 'Revoked']}
          no={['green', 'Active']}
        />
      ),
    },
  ];

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" mt="xl">
      <Group justify="space-between" mb="xs" gap="sm">
        <Group gap="xs">
          <IconKey size={20} />
          <Title order={2} size="h4">
            API Keys
          </Title>
        </Group>
        <Button size="sm" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create API key
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Programs call the REST API with <Code>Authorization: Bearer &lt;key&gt;</Code> and this
        shop’s <Code>x-tenant-id</Code>. A key can do only what its permissions allow, and stops
        working the moment it is revoked.
      </Text>
      <DataTable<ApiKeyRow>
        label="API keys"
        rows={rows.slice(start, start + table.state.pageSize)}
        total={rows.length}
        rowKey={(row) => row.id}
        columns={columns}
        loading={keys.isPending}
        searchable={false}
        {...table.tableProps}
        emptyState={
          <AppEmptyState
            title="No API keys yet"
            description="Create one for each program that should call this shop’s REST API."
          />
        }
        actions={[
          {
            label: 'Revoke',
            icon: <IconBan size={16} />,
            color: 'red',
            hidden: (row) => row.revokedAt !== null,
            onClick: (row) =>
              void confirmAction({
                title: `Revoke API key "${row.name}"?`,
                message:
                  'Programs using this key will be refused from their next call. This action cannot be undone.',
                confirmLabel: 'Revoke',
                color: 'red',
              }).then((confirmed) => {
                if (confirmed) revoke.mutate({ id: row.id });
              }),
          },
        ]}
      />
      <ApiKeyCreateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void refresh()}
      />
    </Paper>
  );
}
