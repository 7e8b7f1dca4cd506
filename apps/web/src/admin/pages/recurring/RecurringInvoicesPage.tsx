import { Badge, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IconList,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import {
  confirmAction,
  DataTable,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { FREQUENCY_LABELS } from './recurringForm';
import { RecurringProfileDrawer } from './RecurringProfileDrawer';
import { RecurringRunsDrawer } from './RecurringRunsDrawer';
import type { RecurringProfileRow } from './types';

const STATUS_COLORS: Record<RecurringProfileRow['status'], string> = {
  active: 'green',
  paused: 'gray',
  ended: 'dark',
  blocked: 'red',
};

/**
 * Recurring Invoices (issue 34): the shop's profiles (name, customer, frequency, next date,
 * status, runs), made and changed in a drawer, paused and resumed, each with its runs and their
 * invoices. Page 'manage-recurring-invoice'.
 */
export default function RecurringInvoicesPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-recurring-invoice');
  const table = useServerTable();
  const [editing, setEditing] = useState<{ profile: RecurringProfileRow | null } | null>(null);
  const [runsOf, setRunsOf] = useState<RecurringProfileRow | null>(null);
  const list = useQuery({
    ...trpc.tenant.recurring.list.queryOptions(table.query),
    placeholderData: keepPreviousData,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.recurring.pathKey() });
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, 'The request failed') });
  const done = (message: string) => async () => {
    notifications.show({ color: 'green', message });
    await refresh();
  };
  const pause = useMutation(
    trpc.tenant.recurring.pause.mutationOptions({ onSuccess: done('Profile paused'), onError }),
  );
  const resume = useMutation(
    trpc.tenant.recurring.resume.mutationOptions({ onSuccess: done('Profile resumed'), onError }),
  );
  const remove = useMutation(
    trpc.tenant.recurring.delete.mutationOptions({
      onSuccess: async (result) => {
        notifications.show({
          color: 'green',
          message: result.deleted ? 'Profile deleted' : 'Profile ended; its invoices stay',
        });
        await refresh();
      },
      onError,
    }),
  );
  const rows = (list.data?.data ?? []) as RecurringProfileRow[];
  const columns: DataTableColumn<RecurringProfileRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (r) => (
        <div>
          <Text size="sm" fw={500}>
            {r.name}
          </Text>
          {r.mode === 'draft' ? (
            <Text size="xs" c="dimmed">
              Drafts for review
            </Text>
          ) : null}
        </div>
      ),
    },
    { key: 'customer', header: 'Customer', render: (r) => r.customerName },
    { key: 'frequency', header: 'Frequency', render: (r) => FREQUENCY_LABELS[r.frequency] },
    {
      key: 'next',
      header: 'Next date',
      render: (r) => (r.nextRunDate && r.status !== 'paused' ? formatDate(r.nextRunDate) : '—'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <div>
          <Badge color={STATUS_COLORS[r.status]} variant="light">
            {r.status}
          </Badge>
          {r.statusReason ? (
            <Text size="xs" c="dimmed" maw={260}>
              {r.statusReason}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'runs',
      header: 'Runs',
      numeric: true,
      render: (r) => `${r.runCount}${r.maxRuns ? ` of ${r.maxRuns}` : ''}`,
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
              onClick={() => setEditing({ profile: null })}
            >
              New recurring invoice
            </Button>
          ) : undefined
        }
      />
      <DataTable<RecurringProfileRow>
        label="Recurring invoices"
        rows={rows}
        total={list.data?.total ?? 0}
        rowKey={(r) => r.id}
        columns={columns}
        loading={list.isPending}
        {...table.tableProps}
        emptyState={
          <AppEmptyState
            title="No recurring invoices yet"
            description="Make a profile for an invoice you issue every month, quarter, half-year or year (an AMC, a rental): it is issued on each date by itself."
          />
        }
        actions={[
          { label: 'Runs', icon: <IconList size={16} />, onClick: (r) => setRunsOf(r) },
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (r) => setEditing({ profile: r }),
          },
          {
            label: 'Pause',
            icon: <IconPlayerPause size={16} />,
            allowed: can('edit'),
            hidden: (r) => r.status !== 'active' && r.status !== 'blocked',
            onClick: (r) => pause.mutate({ id: r.id }),
          },
          {
            label: 'Resume',
            icon: <IconPlayerPlay size={16} />,
            allowed: can('edit'),
            hidden: (r) => r.status !== 'paused' && r.status !== 'blocked',
            onClick: (r) => resume.mutate({ id: r.id }),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            overflow: true,
            allowed: can('delete'),
            onClick: (r) =>
              void confirmAction({
                title: `Delete ${r.name}?`,
                message:
                  r.invoicesIssued > 0
                    ? `It issued ${r.invoicesIssued} invoice(s), so it is ended instead: no further invoice, its runs stay listed.`
                    : 'The profile and its runs are removed. It issued no invoice.',
                confirmLabel: r.invoicesIssued > 0 ? 'End it' : 'Delete',
                color: 'red',
              }).then((ok) => {
                if (ok) remove.mutate({ id: r.id });
              }),
          },
        ]}
      />
      {editing ? (
        <RecurringProfileDrawer
          profile={editing.profile}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {runsOf ? (
        <RecurringRunsDrawer
          profile={runsOf}
          canIssue={can('create')}
          canEdit={can('edit')}
          onClose={() => setRunsOf(null)}
        />
      ) : null}
    </>
  );
}
