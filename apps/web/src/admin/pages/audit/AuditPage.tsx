import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  downloadExport,
  ListPage,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { exportUrl } from '../shared/exportUrl';
import type { AdminPageProps } from '../shared/pageProps';
import { AuditDetailModal } from './AuditDetailModal';
import { AuditFilters, filterInput, NO_FILTERS, type Filters } from './AuditFilters';
import { actionColor, actionVerb, actorLabel, changeSummary, formatAt } from './auditFormat';
import type { AuditRow } from './types';

const nowrap = { whiteSpace: 'nowrap' } as const;

const COLUMNS: DataTableColumn<AuditRow>[] = [
  {
    key: 'at',
    header: 'When',
    render: (row) => <span style={nowrap}>{formatAt(row.at)}</span>,
  },
  { key: 'actorName', header: 'Who', render: (row) => actorLabel(row) },
  {
    key: 'action',
    header: 'Action',
    render: (row) => (
      <Badge
        color={actionColor(row.action)}
        variant="light"
        size="sm"
        style={{ minWidth: 'max-content' }}
      >
        {actionVerb(row.action)}
      </Badge>
    ),
  },
  {
    key: 'entity',
    header: 'Record',
    render: (row) => (
      <span>
        {row.entity}
        {row.entityId ? (
          <Text span size="xs" c="dimmed" ff="monospace">
            {' '}
            {row.entityId.slice(0, 8)}
          </Text>
        ) : null}
      </span>
    ),
  },
  {
    key: 'details',
    header: 'Changes',
    render: (row) => (
      <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
        {changeSummary(row)}
      </Text>
    ),
  },
];

function todayFileDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * Audit trail (issue 19): every change to invoices, notes, receipts, customers, products, items,
 * users and settings, newest first, with who, when and the fields before and after. Read only.
 */
export default function AuditPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const can = usePagePermissions('audit-trail');
  const table = useServerTable();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [open, setOpen] = useState<AuditRow | null>(null);
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    table.tableProps.onChange({ page: 1 });
  };
  const input = useMemo(
    () => ({
      page: table.query.page,
      pageSize: table.query.pageSize,
      ...(table.query.search ? { search: table.query.search } : {}),
      ...filterInput(filters),
    }),
    [table.query, filters],
  );
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const list = useListQuery(
    { ...trpc.tenant.audit.list.queryOptions(input), enabled: !badRange },
    'Could not load the audit trail',
  );
  const anyFilter = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  const onExport = () =>
    downloadExport(
      exportUrl('/api/audit-log/export', table.query.search ?? '', undefined, filterInput(filters)),
      `AuditTrail_${todayFileDate()}.xlsx`,
      'Audit trail downloaded',
    );

  return (
    <ListPage
      title={title}
      above={
        <>
          <Alert
            variant="light"
            color="gray"
            icon={<IconLock size={18} />}
            mb="md"
            title="Recorded automatically, kept unchanged"
          >
            Every change to invoices, notes, receipts, customers, products, items, users and
            settings is recorded here with who made it, when, and the values before and after. The
            audit trail is always on: there is no setting to switch it off, and nobody, not even an
            administrator, can edit or delete its entries (Companies (Accounts) Rules 2014, rule
            3(1)).
          </Alert>
          <AuditFilters filters={filters} set={set} badRange={badRange} />
          {anyFilter ? (
            <Group justify="flex-end" mb="xs">
              <Button variant="subtle" size="xs" onClick={() => set(NO_FILTERS)}>
                Clear filters
              </Button>
            </Group>
          ) : null}
        </>
      }
      label="Audit trail"
      table={table}
      list={list}
      idle={badRange}
      columns={COLUMNS}
      searchPlaceholder="Search actions, records and values"
      onRowClick={(row) => setOpen(row)}
      actions={[
        {
          label: 'View changes',
          icon: <IconEye size={16} />,
          onClick: (row) => setOpen(row),
        },
      ]}
      onExport={can('export') ? onExport : undefined}
      exportEmptyMessage="No audit entries to download"
      emptyState={
        <Text c="dimmed" ta="center" py="lg">
          {anyFilter || table.query.search
            ? 'No audit entries match these filters.'
            : 'No changes recorded yet.'}
        </Text>
      }
    >
      <AuditDetailModal row={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
