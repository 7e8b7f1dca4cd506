import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconCalendarDown,
  IconCalendarTime,
  IconCircleCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import type { DataTableColumn } from '../../../components/data';
import { monthLabel } from './gstr2b';
import {
  ACTION_LABELS,
  OUTCOME_COLORS,
  choiceLabel,
  rowTax,
  statusBadge,
  type ClaimAction,
  type ClaimRow,
  type Heads,
} from './itcClaims';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export const ICONS: Record<ClaimAction, ReactNode> = {
  now: <IconCircleCheck size={16} />,
  defer: <IconCalendarTime size={16} />,
  never: <IconBan size={16} />,
  auto: <IconArrowBackUp size={16} />,
  here: <IconCalendarDown size={16} />,
};
export const COLORS: Record<ClaimAction, string> = {
  now: 'green',
  defer: 'orange',
  never: 'red',
  auto: 'gray',
  here: 'green',
};

export type ClaimHandlers = {
  /** The months of the period viewed ('MMYYYY'; a quarter's three). */
  months: readonly string[];
  busy: string | null;
  /** null: no checkboxes (read-only, or the deferred list). */
  selected: ReadonlySet<string> | null;
  onSelect: (billId: string, on: boolean) => void;
  actionsOf: (row: ClaimRow) => ClaimAction[];
  /** false: no Actions column (read-only, or no row has one). */
  withActions: boolean;
  onAction: (action: ClaimAction, row: ClaimRow) => void;
};

/** 'CGST ₹62.50', one per head with tax. */
const headLines = (h: Heads) =>
  (
    [
      ['IGST', h.igst],
      ['CGST', h.cgst],
      ['SGST', h.sgst],
      ['Cess', h.cess],
    ] as const
  )
    .filter(([, v]) => Number(v) !== 0)
    .map(([k, v]) => `${k} ${formatINR(v)}`);

function RowButtons({ row, h }: { row: ClaimRow; h: ClaimHandlers }) {
  const actions = h.actionsOf(row);
  if (actions.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {actions.map((action) => {
        const key = `${action}:${row.billId}`;
        const common = {
          loading: h.busy === key,
          disabled: h.busy !== null && h.busy !== key,
          onClick: () => h.onAction(action, row),
        };
        // A deferred bill's one action is said in words; a bill's four are icons.
        return action === 'here' ? (
          <Button
            key={action}
            size="xs"
            variant="light"
            color={COLORS[action]}
            leftSection={ICONS[action]}
            {...common}
          >
            {ACTION_LABELS[action]}
          </Button>
        ) : (
          <Tooltip key={action} label={ACTION_LABELS[action]} withArrow>
            <ActionIcon
              variant="subtle"
              color={COLORS[action]}
              aria-label={ACTION_LABELS[action]}
              {...common}
            >
              {ICONS[action]}
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

/** The columns of a claims table; a checkbox first when rows may be picked for a bulk choice. */
export function claimColumns(h: ClaimHandlers): DataTableColumn<ClaimRow>[] {
  const columns: DataTableColumn<ClaimRow>[] = [
    {
      key: 'bill',
      header: 'Bill',
      render: (r) => (
        <div style={{ minWidth: 0, maxWidth: 230 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {r.supplierInvoiceNumber}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {r.entryNumber} · {formatDate(r.billDate)}
          </Text>
          {!h.months.includes(r.period) ? (
            <Text size="xs" c="dimmed">
              Bill of {monthLabel(r.period)}
            </Text>
          ) : null}
          <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
            {r.supplierName || '—'}
          </Text>
          {r.supplierGstin ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {r.supplierGstin}
            </Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'tax',
      header: <span style={{ display: 'block', textAlign: 'right' }}>Credit</span>,
      render: (r) => {
        const heads = headLines(r);
        return (
          <Stack gap={0} align="flex-end" style={{ textAlign: 'right' }}>
            <Text size="sm" fw={500} style={num}>
              {formatINR(rowTax(r))}
            </Text>
            {heads.length > 1
              ? heads.map((line) => (
                  <Text key={line} size="xs" c="dimmed" style={num}>
                    {line}
                  </Text>
                ))
              : null}
            <Text size="xs" c="dimmed" style={num}>
              {heads.length === 1 ? `${heads[0]} on taxable` : 'Taxable'}{' '}
              {formatINR(r.taxableValue)}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'outcome',
      header: 'GSTR-2B',
      render: (r) =>
        r.outcome ? (
          <Badge
            size="sm"
            variant="light"
            color={OUTCOME_COLORS[r.outcome] ?? 'gray'}
            style={{ minWidth: 'max-content' }}
          >
            {r.outcome}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'itc',
      header: 'ITC',
      render: (r) => {
        const status = statusBadge(r, h.months);
        return (
          <Stack gap={4} align="flex-start" maw={300}>
            <Group gap={4} wrap="wrap">
              <Badge
                size="sm"
                variant="light"
                color={status.color}
                style={{ minWidth: 'max-content' }}
              >
                {status.label}
              </Badge>
              <Badge size="sm" variant="outline" color="gray" style={{ minWidth: 'max-content' }}>
                {choiceLabel(r)}
              </Badge>
            </Group>
            {r.reason ? (
              <Text size="xs" c="dimmed" ta="left" style={{ overflowWrap: 'anywhere' }}>
                {r.reason}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      header: <span style={{ display: 'block', textAlign: 'right' }}>Actions</span>,
      render: (r) => <RowButtons row={r} h={h} />,
    },
  ];
  if (!h.withActions) columns.pop();
  const selected = h.selected;
  if (!selected) return columns;
  const select: DataTableColumn<ClaimRow> = {
    key: 'select',
    header: 'Select',
    width: 56,
    render: (r) => (
      <Checkbox
        aria-label={`Select ${r.supplierInvoiceNumber}`}
        checked={selected.has(r.billId)}
        onChange={(event) => h.onSelect(r.billId, event.currentTarget.checked)}
      />
    ),
  };
  return [select, ...columns];
}

const BULK: Exclude<ClaimAction, 'here'>[] = ['now', 'defer', 'never', 'auto'];

/** Above the table (edit flag, period not filed): select the page, then a choice for them all. */
export function ClaimsBulkBar(props: {
  pageIds: string[];
  chosen: readonly ClaimRow[];
  busy: string | null;
  selected: ReadonlySet<string>;
  actionsOf: (row: ClaimRow) => ClaimAction[];
  onSelected: (next: Set<string>) => void;
  onBulk: (action: ClaimAction) => void;
}) {
  const { pageIds, chosen, busy, selected } = props;
  const onPage = pageIds.filter((k) => selected.has(k)).length;
  return (
    <Group gap="xs" wrap="wrap" data-testid="itc-bulk">
      <Checkbox
        label="Select page"
        size="sm"
        checked={pageIds.length > 0 && onPage === pageIds.length}
        indeterminate={onPage > 0 && onPage < pageIds.length}
        disabled={pageIds.length === 0}
        onChange={(event) => {
          const next = new Set(selected);
          for (const k of pageIds) {
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
          {BULK.map((action) => {
            const count = chosen.filter((r) => props.actionsOf(r).includes(action)).length;
            const key = `bulk:${action}`;
            return (
              <Button
                key={action}
                size="xs"
                variant="light"
                color={COLORS[action]}
                leftSection={ICONS[action]}
                loading={busy === key}
                disabled={count === 0 || (busy !== null && busy !== key)}
                onClick={() => props.onBulk(action)}
              >
                {ACTION_LABELS[action]} {count}
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
