/**
 * DataTable — the one server-side list every back-office and master page uses.
 *
 * Props (all data comes from the server; the table never sorts or filters rows itself):
 * - `rows`, `total`, `rowKey(row)`: the current page of records and the count for the filter.
 * - `columns`: `{ key, header, render?, sortable?, numeric?, width?, hideOnCard? }`; `numeric`
 *   right-aligns with tabular figures (money), `sortable` sends `{ field: key, dir }`.
 * - `page`, `pageSize`, `search`, `sort`, `onChange(patch)`: the list state; spread
 *   `useServerTable().tableProps`. Page sizes 5…1000, default 5, pagination 3 pages either side.
 * - `loading`: skeleton rows while the first page loads.
 * - `actions`: row buttons `{ label, icon, onClick, allowed?, hidden?, color?, disabledReason?,
 *   overflow? }`; pass `allowed: can('edit')` so a button shows only with its permission flag
 *   (spec §6). Buttons keep their places from row to row; `overflow` ones go in a 'More actions'
 *   menu (a table that fits 1366 px), `disabledReason` disables one with the reason on hover.
 * - `onExport`: adds the Download button ('No data to export!' and disabled look with no rows;
 *   `exportEmptyMessage` overrides the text, e.g. 'No Customers to download').
 * - `toolbar`: extra buttons next to Download (Upload Excel, Download Demo, …).
 * - `renderDetail(row)`: an expandable detail row under each record.
 * - `onRowClick(row)`, `searchPlaceholder`, `searchable` (default true), `emptyState`.
 * - `create`: `{ title, allowed, onClick }` adds the floating 'Create {title}' button, which rests
 *   in its own row above the footer and so never covers the pagination (see CreateButton).
 * On phones (< 48em) rows become stacked cards; wider screens get a sticky-header table that
 * scrolls sideways when narrow.
 */
import {
  ActionIcon,
  Box,
  Card,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { MESSAGES, type PageSize } from '@gst/domain';
import { AppEmptyState } from '../AppEmptyState';
import { CreateButton, type CreateButtonProps } from './CreateButton';
import {
  CardField,
  DataTableFooter,
  DataTableToolbar,
  RowActions,
  ACTION_SLOT_PX,
  actionSlots,
  SortHeader,
} from './DataTableParts';
import {
  displayValue,
  type DataTableAction,
  type DataTableColumn,
  type TableSort,
  type TableState,
} from './types';

export interface DataTableProps<T> {
  rows: readonly T[];
  total: number;
  rowKey: (row: T) => string;
  columns: DataTableColumn<T>[];
  page: number;
  pageSize: PageSize;
  search: string;
  sort?: TableSort;
  onChange: (patch: Partial<TableState>) => void;
  loading?: boolean;
  actions?: DataTableAction<T>[];
  onExport?: () => Promise<unknown> | void;
  exportLabel?: string;
  exportEmptyMessage?: string;
  toolbar?: ReactNode;
  renderDetail?: (row: T) => ReactNode;
  onRowClick?: (row: T) => void;
  searchable?: boolean;
  /**
   * The table's scroll box takes keyboard focus, for a wide table whose rows hold nothing
   * focusable (no actions): otherwise a keyboard user cannot scroll it sideways (axe:
   * scrollable-region-focusable).
   */
  scrollFocusable?: boolean;
  searchPlaceholder?: string;
  emptyState?: ReactNode;
  /** Accessible name of the table (defaults to 'Records'). */
  label?: string;
  /** The page's floating 'Create {title}' button (pass `allowed: can('create')`). */
  create?: CreateButtonProps;
}

function cellOf<T>(row: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(row);
  const text = displayValue((row as Record<string, unknown>)[column.key]);
  return text === '' ? '—' : text;
}

const numericStyle = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export function DataTable<T>(props: DataTableProps<T>) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const actions = (props.actions ?? []).filter((a) => a.allowed !== false);
  const hasActions = actions.length > 0;
  const isFirstLoad = Boolean(props.loading) && props.rows.length === 0;
  const skeletonCount = Math.min(props.pageSize, 5);

  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const empty = props.emptyState ?? <AppEmptyState />;
  const showEmpty = !props.loading && props.rows.length === 0;

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md">
      <DataTableToolbar
        search={props.search}
        onSearch={props.searchable === false ? undefined : (search) => props.onChange({ search })}
        searchPlaceholder={props.searchPlaceholder ?? 'Search'}
        total={props.total}
        toolbar={props.toolbar}
        onExport={props.onExport}
        exportLabel={props.exportLabel ?? 'Download'}
        exportEmptyMessage={props.exportEmptyMessage ?? MESSAGES.uploads.noDataToExport}
      />
      {isPhone ? (
        <Stack gap="xs" aria-label={props.label ?? 'Records'} role="list">
          {isFirstLoad
            ? Array.from({ length: skeletonCount }, (_, i) => <Skeleton key={i} h={96} />)
            : props.rows.map((row) => {
                const key = props.rowKey(row);
                return (
                  <Card
                    key={key}
                    withBorder
                    padding="sm"
                    role="listitem"
                    onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                    style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    <Stack gap={4}>
                      {props.columns
                        .filter((c) => !c.hideOnCard)
                        .map((column) => (
                          <CardField key={column.key} label={column.header}>
                            <Box
                              fz="sm"
                              ta="right"
                              style={column.numeric ? numericStyle : { wordBreak: 'break-word' }}
                            >
                              {cellOf(row, column)}
                            </Box>
                          </CardField>
                        ))}
                      {hasActions || props.renderDetail ? (
                        <Group justify="space-between" mt={4}>
                          {props.renderDetail ? (
                            <ActionIcon
                              variant="subtle"
                              aria-label={expanded.has(key) ? 'Hide details' : 'Show details'}
                              onClick={(event) => {
                                event.stopPropagation();
                                toggle(key);
                              }}
                            >
                              {expanded.has(key) ? (
                                <IconChevronDown size={16} />
                              ) : (
                                <IconChevronRight size={16} />
                              )}
                            </ActionIcon>
                          ) : (
                            <span />
                          )}
                          <RowActions row={row} actions={actions} />
                        </Group>
                      ) : null}
                      {props.renderDetail ? (
                        // Rendered only when open: a detail may load its record (one call per card otherwise).
                        <Collapse expanded={expanded.has(key)}>
                          {expanded.has(key) ? props.renderDetail(row) : null}
                        </Collapse>
                      ) : null}
                    </Stack>
                  </Card>
                );
              })}
        </Stack>
      ) : (
        <Table.ScrollContainer
          minWidth={640}
          maxHeight="70vh"
          type="native"
          {...(props.scrollFocusable ? { tabIndex: 0 } : {})}
        >
          <Table
            stickyHeader
            highlightOnHover
            verticalSpacing="xs"
            aria-label={props.label ?? 'Records'}
            aria-busy={props.loading ? true : undefined}
          >
            <Table.Thead>
              <Table.Tr>
                {props.renderDetail ? <Table.Th w={40} aria-label="Details" /> : null}
                {props.columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    style={column.numeric ? numericStyle : undefined}
                    // The sort state belongs to the column header, not to its button (ARIA).
                    aria-sort={column.sortable ? ariaSort(props.sort, column.key) : undefined}
                  >
                    {column.sortable ? (
                      <SortHeader
                        field={column.key}
                        label={column.header}
                        sort={props.sort}
                        onSort={(sort) => props.onChange({ sort })}
                      />
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
                {hasActions ? (
                  <Table.Th
                    style={{ textAlign: 'right' }}
                    w={ACTION_SLOT_PX * actionSlots(actions) + 24}
                  >
                    Actions
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isFirstLoad
                ? Array.from({ length: skeletonCount }, (_, i) => (
                    <Table.Tr key={i}>
                      <Table.Td
                        colSpan={
                          props.columns.length + (hasActions ? 1 : 0) + (props.renderDetail ? 1 : 0)
                        }
                      >
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : props.rows.map((row) => {
                    const key = props.rowKey(row);
                    const isOpen = expanded.has(key);
                    return (
                      <Fragment key={key}>
                        <Table.Tr
                          onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                          style={props.onRowClick ? { cursor: 'pointer' } : undefined}
                        >
                          {props.renderDetail ? (
                            <Table.Td>
                              <ActionIcon
                                variant="subtle"
                                size="sm"
                                aria-label={isOpen ? 'Hide details' : 'Show details'}
                                aria-expanded={isOpen}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  toggle(key);
                                }}
                              >
                                {isOpen ? (
                                  <IconChevronDown size={16} />
                                ) : (
                                  <IconChevronRight size={16} />
                                )}
                              </ActionIcon>
                            </Table.Td>
                          ) : null}
                          {props.columns.map((column) => (
                            <Table.Td
                              key={column.key}
                              style={column.numeric ? numericStyle : undefined}
                            >
                              {cellOf(row, column)}
                            </Table.Td>
                          ))}
                          {hasActions ? (
                            <Table.Td>
                              <RowActions row={row} actions={actions} />
                            </Table.Td>
                          ) : null}
                        </Table.Tr>
                        {props.renderDetail && isOpen ? (
                          <Table.Tr>
                            <Table.Td
                              colSpan={props.columns.length + (hasActions ? 2 : 1)}
                              bg="var(--mantine-color-default-hover)"
                            >
                              {props.renderDetail(row)}
                            </Table.Td>
                          </Table.Tr>
                        ) : null}
                      </Fragment>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {showEmpty ? empty : null}
      {props.create ? <CreateButton {...props.create} /> : null}
      <DataTableFooter
        page={props.page}
        pageSize={props.pageSize}
        total={props.total}
        onChange={props.onChange}
      />
    </Paper>
  );
}

function ariaSort(sort: TableSort | undefined, field: string) {
  if (sort?.field !== field) return 'none' as const;
  return sort.dir === 'asc' ? ('ascending' as const) : ('descending' as const);
}
