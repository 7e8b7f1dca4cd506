import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconBellRinging } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { formatDate } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { DataTable, useServerTable, type DataTableColumn } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC, type AppRouter } from '../../../lib/trpc';
import { MAIL_STATUS_COLOR, mailTime } from '../shared/mail/mailUi';

type Row = inferRouterOutputs<AppRouter>['tenant']['mail']['reminders']['data'][number];

const offsetText = (days: number) =>
  days === 0 ? 'on the due date' : days < 0 ? `${-days} days before` : `${days} days after`;

/** The payment reminders sent (issue 34), and "Run today's reminders now". */
export function RemindersPanel({ canRun }: { canRun: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const table = useServerTable();
  const { page, pageSize } = table.state;
  const list = useQuery(trpc.tenant.mail.reminders.queryOptions({ page, pageSize }));
  const run = useMutation(
    trpc.tenant.mail.runReminders.mutationOptions({
      onSuccess: async (result) => {
        notifications.show({
          color: result.enabled ? 'green' : 'yellow',
          message: !result.enabled
            ? 'Reminders are off: turn them on in Settings'
            : `${result.sent} reminder${result.sent === 1 ? '' : 's'} sent` +
              (result.already ? `, ${result.already} already sent today` : '') +
              (result.skipped.length
                ? `, ${result.skipped.length} skipped (no e-mail or opted out)`
                : ''),
        });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.pathKey() });
      },
      onError: (e) =>
        notifications.show({ color: 'red', message: toastText(e, 'The reminders did not run') }),
    }),
  );
  const columns: DataTableColumn<Row>[] = [
    { key: 'reminderDate', header: 'Date', render: (r) => formatDate(r.reminderDate) },
    { key: 'invoiceNumber', header: 'Invoice', render: (r) => r.invoiceNumber ?? '—' },
    { key: 'customerName', header: 'Customer', render: (r) => r.customerName ?? '—' },
    {
      key: 'offsetDays',
      header: 'Due date',
      render: (r) => `${r.dueDate ? formatDate(r.dueDate) : '—'} (${offsetText(r.offsetDays)})`,
    },
    {
      key: 'status',
      header: 'Mail',
      render: (r) =>
        r.status ? (
          <Badge color={MAIL_STATUS_COLOR[r.status]} variant="light">
            {r.status}
          </Badge>
        ) : (
          '—'
        ),
    },
    { key: 'createdAt', header: 'Sent', render: (r) => mailTime(r.createdAt) },
  ];
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          Every day at 09:00 (India time) unpaid invoices are reminded on the days of the schedule,
          at most once a day each.
        </Text>
        {canRun ? (
          <Button
            variant="light"
            leftSection={<IconBellRinging size={16} />}
            loading={run.isPending}
            onClick={() => run.mutate({})}
          >
            Run today&apos;s reminders now
          </Button>
        ) : null}
      </Group>
      <DataTable<Row>
        label="Reminders"
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        rowKey={(r) => r.id}
        columns={columns}
        loading={list.isPending}
        searchable={false}
        {...table.tableProps}
        emptyState={
          <AppEmptyState
            title="No reminders sent yet"
            description="Turn reminders on in Settings; invoices due or overdue on the schedule's days are reminded by e-mail."
          />
        }
      />
    </>
  );
}
