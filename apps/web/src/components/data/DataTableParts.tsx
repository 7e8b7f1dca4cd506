import {
  ActionIcon,
  Box,
  Group,
  Menu,
  Pagination,
  Select,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconDots,
  IconSearch,
  IconSelector,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS, PAGINATION_SIBLINGS, type PageSize } from '@gst/domain';
import { ExportButton } from './ExportButton';
import type { DataTableAction, TableSort } from './types';

/** A list's search box, with a button that clears it. */
export function SearchInput(props: {
  value: string;
  onChange: (search: string) => void;
  placeholder: string;
}) {
  return (
    <TextInput
      aria-label="Search"
      placeholder={props.placeholder}
      leftSection={<IconSearch size={16} />}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      rightSection={
        props.value ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Clear search"
            onClick={() => props.onChange('')}
          >
            <IconX size={14} />
          </ActionIcon>
        ) : null
      }
      style={{ flex: '1 1 220px', maxWidth: 420 }}
    />
  );
}

/** Search box, extra toolbar buttons and the Excel export button above a table. */
export function DataTableToolbar(props: {
  search: string;
  onSearch?: (search: string) => void;
  searchPlaceholder: string;
  total: number;
  toolbar?: ReactNode;
  onExport?: () => Promise<unknown> | void;
  exportLabel: string;
  exportEmptyMessage: string;
}) {
  return (
    <Group justify="space-between" gap="sm" mb="sm" wrap="wrap">
      {props.onSearch ? (
        <SearchInput
          value={props.search}
          onChange={props.onSearch}
          placeholder={props.searchPlaceholder}
        />
      ) : (
        <span />
      )}
      <Group gap="xs" wrap="wrap">
        {props.toolbar}
        {props.onExport ? (
          <ExportButton
            onExport={props.onExport}
            label={props.exportLabel}
            empty={props.total === 0}
            emptyMessage={props.exportEmptyMessage}
          />
        ) : null}
      </Group>
    </Group>
  );
}

/** A header cell that cycles the server sort: none → ascending → descending → none. */
export function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: string;
  label: ReactNode;
  sort?: TableSort;
  onSort: (sort: TableSort | undefined) => void;
}) {
  const active = sort?.field === field ? sort.dir : undefined;
  const Icon =
    active === 'asc' ? IconChevronUp : active === 'desc' ? IconChevronDown : IconSelector;
  const next = (): TableSort | undefined => {
    if (!active) return { field, dir: 'asc' };
    if (active === 'asc') return { field, dir: 'desc' };
    return undefined;
  };
  return (
    <UnstyledButton
      onClick={() => onSort(next())}
      aria-label={`Sort by ${typeof label === 'string' ? label : field}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 600 }}
    >
      {label}
      <Icon size={14} stroke={1.5} />
    </UnstyledButton>
  );
}

/** Room for one row button (an ActionIcon and the gap after it), for the Actions column width. */
export const ACTION_SLOT_PX = 32;

/** How many button places a row's actions take: one each, plus one for the 'More actions' menu. */
export function actionSlots<T>(actions: DataTableAction<T>[]): number {
  const shown = actions.filter((a) => a.allowed !== false);
  return shown.filter((a) => !a.overflow).length + (shown.some((a) => a.overflow) ? 1 : 0);
}

/** An empty place where a hidden row button would be: the others keep their positions. */
function Slot() {
  return <Box w={28} h={28} style={{ flexShrink: 0 }} aria-hidden />;
}

function RowButton<T>({ row, action }: { row: T; action: DataTableAction<T> }) {
  const reason = action.disabledReason?.(row) ?? null;
  return (
    <Tooltip
      label={reason ?? action.label}
      withArrow
      multiline={Boolean(reason)}
      maw={300}
      events={{ hover: true, focus: true, touch: false }}
    >
      <ActionIcon
        variant="subtle"
        color={action.color ?? 'gray'}
        aria-label={action.label}
        aria-disabled={reason ? true : undefined}
        aria-description={reason ?? undefined}
        // `data-disabled` (not `disabled`) keeps the hover, so the reason shows.
        data-disabled={reason ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          if (!reason) action.onClick(row);
        }}
      >
        {action.icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row's rare actions in a 'More actions' menu; a disabled one shows its reason on hover. */
function MoreActions<T>({ row, actions }: { row: T; actions: DataTableAction<T>[] }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label="More actions"
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) => {
          const reason = action.disabledReason?.(row) ?? null;
          return (
            <Tooltip
              key={action.label}
              label={reason}
              disabled={!reason}
              position="left"
              multiline
              w={280}
              withArrow
              // The reason also on keyboard focus (arrow keys move through the menu).
              events={{ hover: true, focus: true, touch: false }}
            >
              <Menu.Item
                leftSection={action.icon}
                color={reason ? undefined : action.color}
                c={reason ? 'dimmed' : undefined}
                aria-disabled={reason ? true : undefined}
                aria-description={reason ?? undefined}
                data-disabled={reason ? true : undefined}
                closeMenuOnClick={!reason}
                onClick={() => {
                  if (!reason) action.onClick(row);
                }}
              >
                {action.label}
              </Menu.Item>
            </Tooltip>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The buttons of one row: those the page allows (permission flag), each in the same place on
 * every row (a button the row hides leaves its place empty); rare actions (`overflow`) in a
 * 'More actions' menu at the end; a `disabledReason` disables a button with the reason on hover.
 */
export function RowActions<T>({ row, actions }: { row: T; actions: DataTableAction<T>[] }) {
  const allowed = actions.filter((a) => a.allowed !== false);
  if (allowed.length === 0) return null;
  const buttons = allowed.filter((a) => !a.overflow);
  const hasMenu = allowed.some((a) => a.overflow);
  const more = allowed.filter((a) => a.overflow && !a.hidden?.(row));
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {buttons.map((action) =>
        action.hidden?.(row) ? (
          <Slot key={action.label} />
        ) : (
          <RowButton key={action.label} row={row} action={action} />
        ),
      )}
      {hasMenu ? more.length ? <MoreActions row={row} actions={more} /> : <Slot /> : null}
    </Group>
  );
}

/** Range text, page-size select and pagination (up to 3 pages either side) under a table. */
export function DataTableFooter(props: {
  page: number;
  pageSize: PageSize;
  total: number;
  onChange: (patch: { page?: number; pageSize?: PageSize }) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const first = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const last = Math.min(props.total, props.page * props.pageSize);
  return (
    <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {first}–{last} of {props.total.toLocaleString('en-IN')}
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={84}
          allowDeselect={false}
          data={PAGE_SIZE_OPTIONS.map(String)}
          value={String(props.pageSize)}
          onChange={(value) => {
            const size = Number(value) as PageSize;
            if (PAGE_SIZE_OPTIONS.includes(size)) props.onChange({ pageSize: size, page: 1 });
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(props.page, pages)}
        siblings={PAGINATION_SIBLINGS}
        boundaries={1}
        onChange={(page) => props.onChange({ page })}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}

/** A line of a phone card: the column's name on the left, its value (`children`) on the right. */
export function CardField(props: { label: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" fw={500}>
        {props.label}
      </Text>
      {props.children}
    </Group>
  );
}
