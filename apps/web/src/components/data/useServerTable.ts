import { DEFAULT_PAGE_SIZE, type PageSize } from '@gst/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import type { TableSort, TableState } from './types';

export interface ServerTableOptions<F extends string> {
  initialSort?: TableSort<F>;
  initialPageSize?: PageSize;
  /** Milliseconds of typing quiet before the search reaches the server. */
  debounceMs?: number;
  /** The search the table opens with (a link such as `?search=INV/25-26/0007`). */
  initialSearch?: string;
}

/** The `?search=` of the page's address, for `initialSearch` (a link to one document). */
export function searchFromAddress(search: string = window.location.search): string {
  return (new URLSearchParams(search).get('search') ?? '').slice(0, 200);
}

export interface ServerTable<F extends string> {
  /** What the table shows (the search box holds the raw text as typed). */
  state: TableState<F>;
  /** What the list query sends: the search is debounced and blank becomes absent. */
  query: { page: number; pageSize: PageSize; search?: string; sort?: TableSort<F> };
  /**
   * Apply a change; a new search, page size or sort starts again at page 1. The table's sort
   * field is a column key (a plain string): give sortable columns the server's field names.
   */
  onChange: (patch: Partial<TableState>) => void;
  /** Spread into `<DataTable {...table.tableProps} />`. */
  tableProps: TableState<F> & { onChange: (patch: Partial<TableState>) => void };
}

/**
 * Page, page size, search and sort for a server-side list. Feed `query` to a tRPC list query
 * (`trpc.tenant.products.list.queryOptions(table.query)`) with `placeholderData: keepPreviousData`
 * so the rows stay while the next page loads.
 */
export function useServerTable<F extends string = string>(
  options: ServerTableOptions<F> = {},
): ServerTable<F> {
  const [state, setState] = useState<TableState<F>>({
    page: 1,
    pageSize: options.initialPageSize ?? DEFAULT_PAGE_SIZE,
    search: options.initialSearch ?? '',
    sort: options.initialSort,
  });
  const [debouncedSearch] = useDebouncedValue(state.search.trim(), options.debounceMs ?? 300);

  const onChange = useCallback((patch: Partial<TableState>) => {
    setState((previous) => {
      const next = { ...previous, ...patch } as TableState<F>;
      const restart =
        (patch.search !== undefined && patch.search !== previous.search) ||
        (patch.pageSize !== undefined && patch.pageSize !== previous.pageSize) ||
        (patch.sort !== undefined && patch.sort !== previous.sort);
      return restart && patch.page === undefined ? { ...next, page: 1 } : next;
    });
  }, []);

  const query = useMemo(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
      ...(state.sort ? { sort: state.sort } : {}),
    }),
    [state.page, state.pageSize, state.sort, debouncedSearch],
  );

  return { state, query, onChange, tableProps: { ...state, onChange } };
}
