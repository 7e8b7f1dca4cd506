import { Badge, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { DataTable, useServerTable, type DataTableColumn } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { MAIL_KIND_LABEL, MAIL_STATUS_COLOR, mailTime } from '../shared/mail/mailUi';
import { MessageDrawer } from './MessageDrawer';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Row = inferRouterOutputs<AppRouter>['tenant']['mail']['messages']['data'][number];
type Filter = 'all' | 'outbox' | 'failed';

/** The message log (every message, newest first) and the local outbox (issue 34). */
export function MessageLogPanel({ canRetry }: { canRetry: boolean }) {
  const trpc = useTRPC();
  const table = useServerTable();
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<string | null>(null);
  const { page, pageSize } = table.state;
  const list = useQuery({
    ...trpc.tenant.mail.messages.queryOptions({
      page,
      pageSize,
      ...(filter === 'outbox' ? { transport: 'outbox' as const } : {}),
      ...(filter === 'failed' ? { status: 'failed' as const } : {}),
    }),
    refetchInterval: (q) => (q.state.data?.data.some((m) => m.status === 'queued') ? 3000 : false),
  });
  const columns: DataTableColumn<Row>[] = [
    { key: 'createdAt', header: 'When', render: (r) => mailTime(r.sentAt ?? r.createdAt) },
    { key: 'kind', header: 'Kind', render: (r) => MAIL_KIND_LABEL[r.kind] ?? r.kind },
    { key: 'to', header: 'To', render: (r) => r.to.join(', ') },
    { key: 'subject', header: 'Subject' },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge color={MAIL_STATUS_COLOR[r.status]} variant="light">
          {r.status}
          {r.transport === 'outbox' ? ' · outbox' : ''}
        </Badge>
      ),
    },
    {
      key: 'lastError',
      header: 'Last error',
      render: (r) =>
        r.lastError ? (
          <Text size="xs" c="red" lineClamp={2}>
            {r.lastError}
          </Text>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <DataTable<Row>
        label="Messages"
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        rowKey={(r) => r.id}
        columns={columns}
        loading={list.isPending}
        searchable={false}
        {...table.tableProps}
        onRowClick={(r) => setOpen(r.id)}
        toolbar={
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => {
              setFilter(v);
              table.tableProps.onChange({ page: 1 });
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'outbox', label: 'Local outbox' },
              { value: 'failed', label: 'Failed' },
            ]}
          />
        }
        emptyState={
          <AppEmptyState
            title={filter === 'failed' ? 'No failed messages' : 'No messages yet'}
            description="Invoices, quotes, notes, receipts and statements sent by e-mail are listed here, with test mails and payment reminders."
          />
        }
      />
      <MessageDrawer id={open} onClose={() => setOpen(null)} canRetry={canRetry} />
    </>
  );
}
