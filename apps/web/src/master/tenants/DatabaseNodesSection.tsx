import {
  Anchor,
  Badge,
  Code,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowsExchange, IconServer2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PageSize } from '@gst/domain';
import { AppEmptyState } from '../../components/AppEmptyState';
import { DataTable, type DataTableColumn, type TableState } from '../../components/data';
import { formatLongDateTime } from './format';
import { MoveProgress, MoveRoute, MoveStatusBadge } from './MoveParts';
import { moveDuration, shopCount } from './nodes';
import type { TenantMove, WorkerLoad } from './types';

const MOVE_COLUMNS: DataTableColumn<TenantMove>[] = [
  {
    key: 'tenantId',
    header: 'Tenant',
    render: (move) =>
      move.tenantId ? (
        <Anchor
          component={Link}
          to={`/master/manage-tenant?id=${move.tenantRowId}`}
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {move.tenantId}
        </Anchor>
      ) : (
        <Text span size="sm" c="dimmed">
          Deleted tenant
        </Text>
      ),
  },
  { key: 'route', header: 'From → To', render: (move) => <MoveRoute move={move} /> },
  {
    key: 'status',
    header: 'Status',
    width: 110,
    render: (move) => <MoveStatusBadge status={move.status} />,
  },
  {
    key: 'progress',
    header: 'Progress',
    render: (move) =>
      move.status === 'running' ? (
        <MoveProgress move={move} />
      ) : move.status === 'failed' ? (
        <Text size="xs" c="red" lineClamp={3} maw={260} title={move.error ?? undefined}>
          {move.error ?? 'Failed without a reason'}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Completed
        </Text>
      ),
  },
  {
    key: 'startedAt',
    header: 'Started',
    render: (move) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatLongDateTime(move.startedAt)}
      </Text>
    ),
  },
  {
    key: 'duration',
    header: 'Took',
    numeric: true,
    render: (move) => (
      <Text
        size="sm"
        c={move.status === 'running' ? 'dimmed' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {moveDuration(move)}
      </Text>
    ),
  },
];

function WorkerCard({
  worker,
  totalShops,
  incoming,
  outgoing,
}: {
  worker: WorkerLoad;
  totalShops: number;
  incoming: number;
  outgoing: number;
}) {
  const share = totalShops > 0 ? Math.round((100 * worker.tenants) / totalShops) : 0;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
            <IconServer2 size={16} />
          </ThemeIcon>
          <Code style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {worker.node}
          </Code>
        </Group>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text fz={24} fw={700} lh={1} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {worker.tenants.toLocaleString('en-IN')}
          </Text>
          <Text size="sm" c="dimmed">
            {worker.tenants === 1 ? 'shop' : 'shops'} · {share}%
          </Text>
        </Group>
        <Progress
          value={share}
          size="xs"
          aria-label={`${worker.node} holds ${shopCount(worker.tenants)}, ${share}% of all`}
        />
        {incoming > 0 || outgoing > 0 ? (
          <Group gap={4}>
            {incoming > 0 ? (
              <Badge size="xs" variant="light" color="blue">
                {incoming} moving in
              </Badge>
            ) : null}
            {outgoing > 0 ? (
              <Badge size="xs" variant="light" color="orange">
                {outgoing} moving out
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 'Database nodes' on a Citus cluster: each worker with the shops whose schemas it holds, and the
 * recent moves of shops between workers (status, progress while running, Citus's error when one
 * failed). The page shows it only when the server says the database is Citus.
 */
export function DatabaseNodesSection({
  workers,
  moves,
  isMoving,
}: {
  workers: readonly WorkerLoad[];
  moves: readonly TenantMove[];
  isMoving: boolean;
}) {
  const [table, setTable] = useState<TableState>({ page: 1, pageSize: 5, search: '' });
  const totalShops = workers.reduce((sum, worker) => sum + worker.tenants, 0);
  const running = moves.filter((move) => move.status === 'running');
  const pageSize: PageSize = table.pageSize;
  const pages = Math.max(1, Math.ceil(moves.length / pageSize));
  const page = Math.min(table.page, pages);
  const shown = moves.slice((page - 1) * pageSize, page * pageSize);

  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby="database-nodes-title">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4" id="database-nodes-title">
          Database nodes
        </Title>
        <Text size="sm" c="dimmed">
          {workers.length} {workers.length === 1 ? 'worker' : 'workers'} · {shopCount(totalShops)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Each shop’s schema lives on one Citus worker. A move copies it to another worker while the
        shop keeps working.
      </Text>
      {workers.length === 0 ? (
        <Paper withBorder radius="md">
          <AppEmptyState
            icon={<IconServer2 size={28} stroke={1.5} />}
            title="No worker nodes"
            description="The cluster has no active worker: add one with citus_add_node on the coordinator."
          />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
          {[...workers]
            // By name, so a card keeps its place when a move changes the loads.
            .sort((a, b) => a.node.localeCompare(b.node, 'en', { numeric: true }))
            .map((worker) => (
              <WorkerCard
                key={worker.node}
                worker={worker}
                totalShops={totalShops}
                incoming={running.filter((move) => move.target === worker.node).length}
                outgoing={running.filter((move) => move.source === worker.node).length}
              />
            ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h5" mt="sm">
        Recent moves
      </Title>
      <DataTable
        label="Recent moves"
        rows={shown}
        total={moves.length}
        rowKey={(move) => move.id}
        columns={MOVE_COLUMNS}
        page={page}
        pageSize={pageSize}
        search=""
        searchable={false}
        onChange={(patch) => setTable((state) => ({ ...state, ...patch }))}
        toolbar={
          isMoving ? (
            <Text size="xs" c="dimmed" role="status">
              Following {running.length === 1 ? 'the running move' : `${running.length} moves`}:
              updated every second
            </Text>
          ) : null
        }
        emptyState={
          <AppEmptyState
            icon={<IconArrowsExchange size={28} stroke={1.5} />}
            title="No moves yet"
            description="Use ‘Move to another node’ on a tenant’s row to move its shop to another worker."
          />
        }
      />
    </Stack>
  );
}
