import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IconBan,
  IconBuildingBank,
  IconPencil,
  IconPlus,
  IconRestore,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { formatIndianNumber } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  confirmAction,
  DataTable,
  StateBadge,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { BankAccountDrawer, type BankAccountRow } from './BankAccountDrawer';

/**
 * The shop's bank accounts (issue 33), in Settings: receipts, supplier payments and expenses not
 * in cash name one, and the bank book is kept per account from its opening balance. An account
 * money went through is deactivated, not deleted.
 */
export function BankAccountsSection({ readOnly }: { readOnly: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useServerTable();
  const [drawer, setDrawer] = useState<{ account: BankAccountRow | null; key: number } | null>(
    null,
  );
  const accounts = useQuery(trpc.tenant.bankAccounts.list.queryOptions({}));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.bankAccounts.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'Failed to change the account') });
  const onSuccess = (message: string) => async () => {
    notifications.show({ color: 'green', message });
    await refresh();
  };
  const update = useMutation(
    trpc.tenant.bankAccounts.update.mutationOptions({
      onSuccess: onSuccess('Bank account restored'),
      onError,
    }),
  );
  const deactivate = useMutation(
    trpc.tenant.bankAccounts.deactivate.mutationOptions({
      onSuccess: onSuccess('Bank account deactivated'),
      onError,
    }),
  );
  const remove = useMutation(
    trpc.tenant.bankAccounts.delete.mutationOptions({
      onSuccess: onSuccess('Bank account deleted'),
      onError,
    }),
  );
  const rows: BankAccountRow[] = accounts.data ?? [];
  const start = (table.state.page - 1) * table.state.pageSize;
  const columns: DataTableColumn<BankAccountRow>[] = [
    { key: 'name', header: 'Name' },
    { key: 'accountNumber', header: 'Account number', render: (r) => r.accountNumber || '—' },
    { key: 'ifsc', header: 'IFSC', render: (r) => r.ifsc || '—' },
    {
      key: 'openingBalance',
      header: 'Opening balance (₹)',
      render: (r) => formatIndianNumber(r.openingBalance, { decimals: 2 }),
    },
    { key: 'movements', header: 'Movements', render: (r) => String(r.movements) },
    {
      key: 'active',
      header: 'Status',
      render: (r) => (
        <StateBadge when={r.active} yes={['green', 'Active']} no={['gray', 'Inactive']} />
      ),
    },
  ];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" mt="xl" id="bank-accounts">
      <Group justify="space-between" mb="xs" gap="sm">
        <Group gap="xs">
          <IconBuildingBank size={20} />
          <Title order={2} size="h4">
            Bank accounts
          </Title>
        </Group>
        {readOnly ? null : (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => setDrawer({ account: null, key: Date.now() })}
          >
            Add bank account
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Receipts, supplier payments and expenses not in cash name the account the money went
        through; the bank book is kept per account, opening with its balance on the opening
        balances&apos; date (Banking Info above).
      </Text>
      <DataTable<BankAccountRow>
        label="Bank accounts"
        rows={rows.slice(start, start + table.state.pageSize)}
        total={rows.length}
        rowKey={(r) => r.id}
        columns={columns}
        loading={accounts.isPending}
        searchable={false}
        {...table.tableProps}
        emptyState={
          <AppEmptyState
            title="No bank accounts yet"
            description="Add the shop’s bank accounts so receipts and payments by UPI, transfer, cheque or card name the one they went through."
          />
        }
        actions={
          readOnly
            ? []
            : [
                {
                  label: 'Edit',
                  icon: <IconPencil size={16} />,
                  onClick: (r) => setDrawer({ account: r, key: Date.now() }),
                },
                {
                  label: 'Deactivate',
                  icon: <IconBan size={16} />,
                  color: 'red',
                  hidden: (r) => !r.active,
                  onClick: (r) =>
                    void confirmAction({
                      title: `Deactivate "${r.name}"?`,
                      message:
                        'Its receipts, payments and expenses keep naming it; no new one can. You can restore it later.',
                      confirmLabel: 'Deactivate',
                      color: 'red',
                    }).then((ok) => {
                      if (ok) deactivate.mutate({ id: r.id });
                    }),
                },
                {
                  label: 'Restore',
                  icon: <IconRestore size={16} />,
                  hidden: (r) => r.active,
                  onClick: (r) => update.mutate({ id: r.id, active: true }),
                },
                {
                  label: 'Delete',
                  icon: <IconTrash size={16} />,
                  color: 'red',
                  hidden: (r) => r.movements > 0,
                  onClick: (r) =>
                    void confirmAction({
                      title: `Delete "${r.name}"?`,
                      message: 'No receipt, payment or expense names it. This cannot be undone.',
                      confirmLabel: 'Delete',
                      color: 'red',
                    }).then((ok) => {
                      if (ok) remove.mutate({ id: r.id });
                    }),
                },
              ]
        }
      />
      {drawer ? (
        <BankAccountDrawer
          key={drawer.key}
          opened
          account={drawer.account}
          onClose={() => setDrawer(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </Paper>
  );
}
