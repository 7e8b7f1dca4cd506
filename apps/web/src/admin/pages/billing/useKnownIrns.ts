import { useQueryClient, type QueryFilters } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

type Row = { id: string };

/**
 * Issue 17 adapter: the invoice and note lists do not say whether a row has an IRN. A row that
 * answers `irn` (text) or `irp` (the record) is read; otherwise `useKnownIrns` knows it.
 */
export function rowHasIrn(row: object): boolean {
  if ('irn' in row && typeof row.irn === 'string' && row.irn !== '') return true;
  return 'irp' in row && typeof row.irp === 'object' && row.irp !== null;
}

/** Ids of the cached details (e.g. `trpc.tenant.invoices.get.pathFilter()`) that have an IRN. */
export function irnIdsOf(entries: readonly (readonly [unknown, unknown])[]): string {
  return entries
    .flatMap(([, data]) =>
      data && typeof data === 'object' && 'id' in data && typeof data.id === 'string' && rowHasIrn(data) // prettier-ignore
        ? [data.id]
        : [],
    )
    .sort()
    .join(' ');
}

/**
 * Whether a row's document has an IRN (its Edit button goes): from the row when the list says
 * so, else from its detail once read (a panel opened, the View window, an IRN just recorded).
 * Follows the query cache, so the row changes as soon as a detail arrives.
 */
export function useKnownIrns(detailFilter: QueryFilters): (row: Row) => boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  const ids = useSyncExternalStore(subscribe, () =>
    irnIdsOf(queryClient.getQueriesData(detailFilter)),
  );
  const known = new Set(ids ? ids.split(' ') : []);
  return (row) => known.has(row.id) || rowHasIrn(row);
}
