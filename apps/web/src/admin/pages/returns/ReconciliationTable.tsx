import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconClockPause,
  IconEyeOff,
  IconLink,
  IconMail,
} from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import type { ReactNode } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import type { DataTableColumn } from '../../../components/data';
import type { AppRouter } from '../../../lib/trpc';
import {
  ACTION_LABELS,
  OUTCOME_COLORS,
  STATUS_LABELS,
  differenceText,
  rowActions,
  rowKey,
  sideTax,
  type BooksSide,
  type PortalSide,
  type ReconAction,
  type ReconRow,
} from './reconciliation';

export type ReconView = inferRouterOutputs<AppRouter>['tenant']['reconciliation']['view'];
export type ReconViewRow = ReconView['rows'][number];

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const ICONS: Record<ReconAction, ReactNode> = {
  accept: <IconCheck size={16} />,
  link: <IconLink size={16} />,
  unlink: <IconArrowBackUp size={16} />,
  pending: <IconClockPause size={16} />,
  ignore: <IconEyeOff size={16} />,
};
const COLORS: Record<ReconAction, string> = {
  accept: 'green',
  link: 'blue',
  unlink: 'gray',
  pending: 'orange',
  ignore: 'gray',
};

/** One side's number, date and amounts; '—' when the side is missing. */
function Side({ side, entry }: { side: BooksSide | PortalSide | null; entry?: string }) {
  if (!side) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0} align="flex-end" style={{ textAlign: 'right' }}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {side.number}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {entry ? `${entry} · ` : ''}
        {formatDate(side.date)}
      </Text>
      <Text size="xs" style={num}>
        Taxable {formatINR(side.taxable)}
      </Text>
      <Text size="xs" style={num}>
        Tax {formatINR(sideTax(side))}
      </Text>
    </Stack>
  );
}

export type RowHandlers = {
  canEdit: boolean;
  busy: string | null;
  selected: ReadonlySet<string>;
  onSelect: (key: string, on: boolean) => void;
  onAction: (action: ReconAction, row: ReconViewRow) => void;
  onSummary: (row: ReconViewRow) => void;
};

function RowButtons({ row, h }: { row: ReconViewRow; h: RowHandlers }) {
  const key = rowKey(row);
  const actions = h.canEdit ? rowActions(row as ReconRow) : [];
  const summary = row.outcome === 'Missing in 2B' && !!row.books?.supplierGstin;
  if (actions.length === 0 && !summary) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => (
        <Tooltip key={action} label={ACTION_LABELS[action]} withArrow>
          <ActionIcon
            variant="subtle"
            color={COLORS[action]}
            aria-label={ACTION_LABELS[action]}
            loading={h.busy === `${action}:${key}`}
            disabled={h.busy !== null && h.busy !== `${action}:${key}`}
            onClick={() => h.onAction(action, row)}
          >
            {ICONS[action]}
          </ActionIcon>
        </Tooltip>
      ))}
      {summary ? (
        <Tooltip label="Supplier summary" withArrow>
          <ActionIcon
            variant="subtle"
            color="blue"
            aria-label="Supplier summary"
            onClick={() => h.onSummary(row)}
          >
            <IconMail size={16} />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/** The table's columns; a checkbox first when the user may decide. */
export function reconColumns(h: RowHandlers): DataTableColumn<ReconViewRow>[] {
  const columns: DataTableColumn<ReconViewRow>[] = [
    {
      key: 'supplier',
      header: 'Supplier',
      render: (r) => {
        const side = r.books ?? r.portal;
        return (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.books?.supplierName || r.portal?.supplierName || '—'}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {side?.supplierGstin || '—'}
            </Text>
          </div>
        );
      },
    },
    {
      key: 'books',
      header: 'Our bill',
      render: (r) => <Side side={r.books} entry={r.books?.entryNumber} />,
    },
    { key: 'portal', header: 'GSTR-2B', render: (r) => <Side side={r.portal} /> },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (r) => {
        const status =
          r.status === 'matched-auto' && r.decision ? 'Accepted' : STATUS_LABELS[r.status];
        return (
          <Stack gap={4} align="flex-start">
            <Badge
              size="sm"
              variant="light"
              color={OUTCOME_COLORS[r.outcome]}
              style={{ minWidth: 'max-content' }}
            >
              {r.outcome}
            </Badge>
            {status ? (
              <Badge size="sm" variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
                {status}
              </Badge>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'differences',
      header: 'Differences',
      render: (r) =>
        r.differences.length === 0 ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Stack gap={2} maw={320}>
            {r.differences.map((d) => (
              <Text key={d.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
                {differenceText(d)}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      key: 'actions',
      header: <span style={{ display: 'block', textAlign: 'right' }}>Actions</span>,
      render: (r) => <RowButtons row={r} h={h} />,
    },
  ];
  if (!h.canEdit) return columns;
  const select: DataTableColumn<ReconViewRow> = {
    key: 'select',
    header: 'Select',
    width: 56,
    render: (r) => {
      const key = rowKey(r);
      const side = r.books ?? r.portal;
      return (
        <Checkbox
          aria-label={`Select ${side?.number ?? key}`}
          checked={h.selected.has(key)}
          onChange={(event) => h.onSelect(key, event.currentTarget.checked)}
        />
      );
    },
  };
  return [select, ...columns];
}

const BULK: { action: Exclude<ReconAction, 'link' | 'unlink'>; label: string }[] = [
  { action: 'accept', label: 'Accept' },
  { action: 'pending', label: 'Mark pending' },
  { action: 'ignore', label: 'Ignore' },
];

/**
 * Above the table (edit flag): select every row of the page, and with rows selected the bulk
 * Accept, Mark pending and Ignore, each counting the selected rows it applies to.
 */
export function BulkBar(props: {
  pageKeys: string[];
  chosen: readonly ReconViewRow[];
  busy: string | null;
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  onBulk: (action: ReconAction) => void;
}) {
  const { pageKeys, chosen, busy, selected } = props;
  const onPage = pageKeys.filter((k) => selected.has(k)).length;
  return (
    <Group gap="xs" wrap="wrap" data-testid="recon-bulk">
      <Checkbox
        label="Select page"
        size="sm"
        checked={pageKeys.length > 0 && onPage === pageKeys.length}
        indeterminate={onPage > 0 && onPage < pageKeys.length}
        disabled={pageKeys.length === 0}
        onChange={(event) => {
          const next = new Set(selected);
          for (const k of pageKeys) {
            if (event.currentTarget.checked) next.add(k);
            else next.delete(k);
          }
          props.onSelected(next);
        }}
      />
      {chosen.length > 0 ? (
        <>
          <Text size="sm" c="dimmed">
            {chosen.length} selected
          </Text>
          {BULK.map((b) => {
            const count = chosen.filter((r) => rowActions(r as ReconRow).includes(b.action)).length;
            return (
              <Button
                key={b.action}
                size="xs"
                variant="light"
                color={COLORS[b.action]}
                leftSection={ICONS[b.action]}
                loading={busy === `bulk:${b.action}`}
                disabled={count === 0 || (busy !== null && busy !== `bulk:${b.action}`)}
                onClick={() => props.onBulk(b.action)}
              >
                {b.label} {count}
              </Button>
            );
          })}
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => props.onSelected(new Set())}
          >
            Clear
          </Button>
        </>
      ) : null}
    </Group>
  );
}
