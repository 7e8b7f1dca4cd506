import { Badge, Code, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatCopied } from './nodes';
import type { TenantMove } from './types';

const STATUS = {
  running: { color: 'blue', label: 'RUNNING' },
  done: { color: 'green', label: 'DONE' },
  failed: { color: 'red', label: 'FAILED' },
} as const;

/** RUNNING blue (with a spinner) / DONE green / FAILED red, upper case as the tenant badges. */
export function MoveStatusBadge({ status }: { status: TenantMove['status'] }) {
  const { color, label } = STATUS[status];
  return (
    <Badge
      color={color}
      variant="light"
      size="sm"
      // Never shortened to 'FAIL…' when a long error squeezes the table.
      style={{ minWidth: 'max-content' }}
      leftSection={status === 'running' ? <Loader size={10} color={color} /> : undefined}
    >
      {label}
    </Badge>
  );
}

/** `source → target`, each as code. */
export function MoveRoute({ move }: { move: Pick<TenantMove, 'source' | 'target'> }) {
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Code>{move.source}</Code>
      <IconArrowRight size={14} aria-label="to" style={{ flexShrink: 0 }} />
      <Code>{move.target}</Code>
    </Group>
  );
}

/**
 * The copy's progress: a bar with the percent, and Citus's phase with the bytes copied below.
 * Before Citus reports any (setting up, the final switch-over) the bar runs without a figure.
 */
export function MoveProgress({ move, compact = false }: { move: TenantMove; compact?: boolean }) {
  const progress = move.progress;
  const percent = progress?.percent ?? 0;
  const phase = progress?.phase || 'Preparing';
  return (
    <Stack gap={2} miw={compact ? 120 : 160} maw={compact ? 200 : 260} style={{ flex: 1 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {progress ? `${percent}%` : '…'}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {phase}
        </Text>
      </Group>
      <Progress
        value={progress ? Math.max(percent, 2) : 100}
        size="sm"
        striped
        animated
        aria-label={`Moving ${move.tenantId} to ${move.target}`}
        aria-valuetext={progress ? `${percent}%, ${phase}` : phase}
      />
      {progress && !compact ? (
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCopied(progress.copiedBytes, progress.totalBytes)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The tenants table's Node cell: the worker, and while the shop moves, where to and how far,
 * stacked so the column stays as narrow as one node name.
 */
export function TenantNodeCell({ node, move }: { node: string | null; move?: TenantMove }) {
  const current = node ? (
    <Code>{node}</Code>
  ) : (
    <Text span c="dimmed">
      —
    </Text>
  );
  if (!move) return current;
  return (
    <Stack gap={4} maw={180}>
      {current}
      <Group gap={4} wrap="nowrap">
        <IconArrowRight size={12} aria-label="moving to" style={{ flexShrink: 0 }} />
        <Code>{move.target}</Code>
      </Group>
      <MoveProgress move={move} compact />
    </Stack>
  );
}
