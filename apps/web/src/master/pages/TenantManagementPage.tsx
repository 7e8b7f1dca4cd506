import { Button, Code, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, formatFilterDate } from '@gst/domain';
import {
  DataTable,
  exportRowsToXlsx,
  useServerTable,
  type DataTableColumn,
} from '../../components/data';
import { PageHeader } from '../../components/PageHeader';
import { PRODUCT_TITLE } from '../../lib/brand';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { formatLongDateTime } from '../tenants/format';
import { TenantDrawer } from '../tenants/TenantDrawer';
import { TenantStatusBadge } from '../tenants/TenantStatusBadge';
import { tenantSortOf, type TenantRow } from '../tenants/types';
import { useTenantActions } from '../tenants/useTenantActions';

const COLUMNS: DataTableColumn<TenantRow>[] = [
  {
    key: 'gstin',
    header: 'GSTIN',
    sortable: true,
    render: (row) => (row.gstin ? <Code>{row.gstin}</Code> : '—'),
  },
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    render: (row) => (
      <Text size="sm" fw={500}>
        {row.name}
      </Text>
    ),
  },
  { key: 'tenantId', header: 'Tenant ID', sortable: true },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (row) => <TenantStatusBadge status={row.status} />,
  },
  { key: 'ownerEmail', header: 'Owner', sortable: true },
  {
    key: 'lastPing',
    header: 'Last Ping',
    sortable: true,
    render: (row) => (
      <Text size="sm" c={row.lastPing ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {formatLongDateTime(row.lastPing)}
      </Text>
    ),
  },
];

/** Master dashboard, 'Tenant Management' (spec §2): every shop, with its lifecycle actions. */
export default function TenantManagementPage() {
  useDocumentTitle(`Tenant Management | ${PRODUCT_TITLE} Master`);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const table = useServerTable();
  const query = { ...table.query, sort: tenantSortOf(table.query.sort) };
  const actions = useTenantActions();
  const [drawer, setDrawer] = useState<{ opened: boolean; editId: string | null }>({
    opened: false,
    editId: null,
  });

  const list = useQuery({
    ...trpc.master.tenants.list.queryOptions(query),
    placeholderData: keepPreviousData,
  });

  // 'Tenants loaded' once per visit, not on every page turn; failures each time they happen.
  const hasAnnounced = useRef(false);
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && !hasAnnounced.current) {
      hasAnnounced.current = true;
      notifications.show({ color: 'green', message: MESSAGES.tenants.loaded });
    }
  }, [list.isSuccess, list.isPlaceholderData]);
  useEffect(() => {
    if (!list.error) return;
    notifications.show({
      color: 'red',
      message: toastText(
        list.error,
        MESSAGES.tenants.listFailed,
        MESSAGES.tenants.listNetworkError,
      ),
    });
  }, [list.error]);

  const exportAll = async () => {
    try {
      // Every tenant matching the search, not just the page on screen.
      const all = await queryClient.fetchQuery(
        trpc.master.tenants.list.queryOptions({ ...query, page: 1, pageSize: 1000 }),
      );
      await exportRowsToXlsx(
        all.data.map((t) => ({
          GSTIN: t.gstin,
          Name: t.name,
          'Tenant ID': t.tenantId,
          Status: t.status.toUpperCase(),
          Owner: t.ownerEmail,
          'Last Ping': t.lastPing ? formatLongDateTime(t.lastPing) : '',
          Domain: t.domain,
          Created: formatFilterDate(t.createdAt),
        })),
        `Tenants_${formatFilterDate(new Date())}.xlsx`,
      );
      notifications.show({ color: 'green', message: MESSAGES.uploads.excelDownloaded });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.uploads.excelDownloadFailed),
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Tenant Management"
        action={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDrawer({ opened: true, editId: null })}
          >
            Add Tenant
          </Button>
        }
      />
      <DataTable
        label="Tenants"
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        loading={list.isPending}
        {...table.tableProps}
        searchPlaceholder="Search by name, GSTIN or status"
        onExport={exportAll}
        onRowClick={(row) => void navigate(`/master/manage-tenant?id=${row.id}`)}
        actions={[
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            onClick: (row) => setDrawer({ opened: true, editId: row.id }),
          },
          {
            label: 'Deactivate',
            icon: <IconPlayerPause size={16} />,
            color: 'orange',
            hidden: (row) => row.status !== 'active',
            onClick: (row) => void actions.toggleStatus(row),
          },
          {
            label: 'Activate',
            icon: <IconPlayerPlay size={16} />,
            color: 'green',
            hidden: (row) => row.status === 'active',
            onClick: (row) => void actions.toggleStatus(row),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            onClick: (row) => void actions.deleteTenant(row),
          },
        ]}
      />
      <TenantDrawer
        opened={drawer.opened}
        editId={drawer.editId}
        onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
      />
    </>
  );
}
