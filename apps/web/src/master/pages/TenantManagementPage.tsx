import { Button, Code, Group, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconArrowsExchange,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, formatFilterDate } from '@gst/domain';
import {
  ListPage,
  exportRowsToXlsx,
  runExport,
  useDrawerState,
  useServerTable,
  type DataTableColumn,
} from '../../components/data';
import { PRODUCT_TITLE } from '../../lib/brand';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { DatabaseNodesSection } from '../tenants/DatabaseNodesSection';
import { formatLongDateTime } from '../tenants/format';
import { TenantNodeCell } from '../tenants/MoveParts';
import { MoveTenantModal, type MoveTenantRef } from '../tenants/MoveTenantModal';
import { MOVE_POLL_MS } from '../tenants/nodes';
import { RestoreTenantButton } from '../tenants/RestoreTenantModal';
import { TenantDrawer } from '../tenants/TenantDrawer';
import { TenantStatusBadge } from '../tenants/TenantStatusBadge';
import { tenantSortOf, type TenantMove, type TenantRow } from '../tenants/types';
import { useTenantActions } from '../tenants/useTenantActions';
import { useTenantNodes } from '../tenants/useTenantNodes';

const BASE_COLUMNS: DataTableColumn<TenantRow>[] = [
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

/**
 * The table's columns; on a Citus cluster a Node column (the worker holding the shop's schema,
 * and where it is moving to) follows Status. On a single node the table is as it always was.
 */
function columnsOf(
  isCitus: boolean,
  running: ReadonlyMap<string, TenantMove>,
): DataTableColumn<TenantRow>[] {
  if (!isCitus) return BASE_COLUMNS;
  const node: DataTableColumn<TenantRow> = {
    key: 'node',
    header: 'Node',
    render: (row) => <TenantNodeCell node={row.node} move={running.get(row.id)} />,
  };
  const at = BASE_COLUMNS.findIndex((column) => column.key === 'status') + 1;
  return [...BASE_COLUMNS.slice(0, at), node, ...BASE_COLUMNS.slice(at)];
}

/** Master dashboard, 'Tenant Management' (spec §2): every shop, with its lifecycle actions. */
export default function TenantManagementPage() {
  useDocumentTitle(`Tenant Management | ${PRODUCT_TITLE} Master`);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const table = useServerTable();
  const query = { ...table.query, sort: tenantSortOf(table.query.sort) };
  const actions = useTenantActions();
  const drawer = useDrawerState();
  const [moving, setMoving] = useState<{ opened: boolean; tenant: MoveTenantRef | null }>({
    opened: false,
    tenant: null,
  });
  const nodes = useTenantNodes();

  const list = useQuery({
    ...trpc.master.tenants.list.queryOptions(query),
    placeholderData: keepPreviousData,
    // While a shop moves, its row follows (the Node column shows the new worker when it ends).
    refetchInterval: nodes.isMoving ? MOVE_POLL_MS : false,
  });
  const columns = useMemo(
    () => columnsOf(nodes.isCitus, nodes.running),
    [nodes.isCitus, nodes.running],
  );

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
  // The nodes query polls while moves run: one toast per distinct failure, not one a second.
  const lastNodesError = useRef<string | null>(null);
  useEffect(() => {
    if (!nodes.nodes.error) {
      lastNodesError.current = null;
      return;
    }
    const message = toastText(nodes.nodes.error, 'Could not load the database nodes');
    if (message === lastNodesError.current) return;
    lastNodesError.current = message;
    notifications.show({ color: 'red', message });
  }, [nodes.nodes.error]);

  // Every tenant matching the search, not just the page on screen (the server has no export).
  const exportAll = () =>
    runExport(
      async () => {
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
            ...(nodes.isCitus ? { Node: t.node ?? '' } : {}),
            Domain: t.domain,
            Created: formatFilterDate(t.createdAt),
          })),
          `Tenants_${formatFilterDate(new Date())}.xlsx`,
        );
      },
      { success: MESSAGES.uploads.excelDownloaded },
    );

  return (
    <ListPage
      title="Tenant Management"
      headerAction={
        <Group gap="xs">
          <RestoreTenantButton />
          <Button leftSection={<IconPlus size={18} />} onClick={drawer.openCreate}>
            Add Tenant
          </Button>
        </Group>
      }
      label="Tenants"
      table={table}
      list={list}
      columns={columns}
      searchPlaceholder="Search by name, GSTIN or status"
      onExport={exportAll}
      onRowClick={(row) => void navigate(`/master/manage-tenant?id=${row.id}`)}
      actions={[
        {
          label: 'Edit',
          icon: <IconPencil size={16} />,
          onClick: (row) => drawer.openEdit(row.id),
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
          label: 'Move to another node',
          icon: <IconArrowsExchange size={16} />,
          color: 'blue',
          allowed: nodes.isCitus,
          // A shop being moved already shows where it goes; a second move is refused anyway.
          hidden: (row) => row.node === null || nodes.running.has(row.id),
          onClick: (row) => setMoving({ opened: true, tenant: row }),
        },
        {
          label: 'Delete',
          icon: <IconTrash size={16} />,
          color: 'red',
          onClick: (row) => void actions.deleteTenant(row),
        },
      ]}
    >
      {nodes.isCitus ? (
        <DatabaseNodesSection
          workers={nodes.workers}
          moves={nodes.moves}
          isMoving={nodes.isMoving}
        />
      ) : null}
      <MoveTenantModal
        opened={moving.opened}
        tenant={moving.tenant}
        workers={nodes.workers}
        onClose={() => setMoving((m) => ({ ...m, opened: false }))}
        onStarted={nodes.addStartedMove}
      />
      <TenantDrawer opened={drawer.opened} editId={drawer.editId} onClose={drawer.close} />
    </ListPage>
  );
}
