/**
 * ListPage — the one list-page pattern of the back-office and master panel (spec §2, ui.md): the title row (the
 * page name and its primary action), anything the page puts above the table (filters, a
 * notice), the server table fed by a `useServerTable` state and a `useListQuery` result, and
 * after it the page's drawers and modals (`children`).
 * - Rows come from `list`; a failed list, or one not asked for (`idle`, e.g. a bad date range),
 *   shows none (spec §8: lists are emptied on failure), with the page's empty state.
 * - Every other DataTable prop (columns, actions, export, toolbar, create, detail) passes on.
 * The catalogue lists (CatalogueListPage) are this page with Edit / Delete, import and export.
 */
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import type { TableState } from './types';
import type { ServerTable } from './useServerTable';
import { PageHeader } from '../PageHeader';

/** What ListPage reads of a list query (`useListQuery(...)`). */
export interface ListResult<T> {
  data?: { data: T[]; total: number } | undefined;
  isError: boolean;
  isPending: boolean;
}

type FromList = 'rows' | 'total' | 'rowKey' | 'loading' | 'onChange' | keyof TableState;

export type ListPageProps<T extends { id: string | number }> = Omit<DataTableProps<T>, FromList> & {
  /** The page name in the title row; without it (a tab) no title row. */
  title?: string;
  /** Beside the title: the page's primary action or a filter. */
  headerAction?: ReactNode;
  /** Between the title row and the table (filters, a notice). */
  above?: ReactNode;
  table: ServerTable<string>;
  list: ListResult<T>;
  /** The list is not asked for (the filters are invalid): no rows, no loader. */
  idle?: boolean;
  /** The page's drawers and modals. */
  children?: ReactNode;
};

export function ListPage<T extends { id: string | number }>(props: ListPageProps<T>) {
  const { title, headerAction, above, table, list, idle, children, ...tableProps } = props;
  const empty = idle || list.isError;
  return (
    <>
      {title !== undefined ? <PageHeader title={title} action={headerAction} /> : null}
      {above}
      <DataTable<T>
        {...tableProps}
        rows={empty ? [] : (list.data?.data ?? [])}
        total={empty ? 0 : (list.data?.total ?? 0)}
        rowKey={(row) => String(row.id)}
        loading={list.isPending && !idle}
        {...table.tableProps}
      />
      {children}
    </>
  );
}
