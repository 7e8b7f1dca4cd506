import {
  useMutation,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useListQuery, type ServerTable } from '../../../components/data';

/** What a catalogue list uses of its entity's router (`trpc.tenant.products`). */
interface CatalogueRouter<TImport, TDeleted, TImported, TError> {
  pathKey: () => QueryKey;
  delete: { mutationOptions: () => UseMutationOptions<TDeleted, TError, { id: string }> };
  createMany: { mutationOptions: () => UseMutationOptions<TImported, TError, TImport> };
}

/** A catalogue list's writes: delete one record, import a sheet's rows, and the key to refresh. */
export interface CatalogueWrites {
  /** Every query under this key is refreshed after a delete or an import. */
  pathKey: QueryKey;
  remove: (id: string) => Promise<unknown>;
  importRows: (rows: Record<string, unknown>[]) => Promise<unknown>;
}

/**
 * The delete and Excel import of a catalogue entity (products, items, customers) through its
 * router; `toInput` wraps the sheet's rows as `createMany` takes them (`{ products: rows }`).
 */
export function useCatalogueWrites<TImport, TDeleted, TImported, TError>(
  router: CatalogueRouter<TImport, TDeleted, TImported, TError>,
  toInput: (rows: Record<string, unknown>[]) => TImport,
): CatalogueWrites {
  const remove = useMutation(router.delete.mutationOptions());
  const importRows = useMutation(router.createMany.mutationOptions());
  return {
    pathKey: router.pathKey(),
    remove: (id) => remove.mutateAsync({ id }),
    importRows: (rows) => importRows.mutateAsync(toInput(rows)),
  };
}

/** How a catalogue talks to its router: the list's failure toast and the import's input. */
export interface CatalogueCalls<TImport> {
  listFailed: string;
  /** The sheet's rows as `createMany` takes them (`{ products: rows }`). */
  toImport: (rows: Record<string, unknown>[]) => TImport;
}

/**
 * A catalogue page's data: its server table, the list query for `input` (the table's query, and
 * any filter of the page's own) and its writes, all through the entity's router.
 */
export function useCatalogue<
  F extends string,
  TInput,
  TList,
  TImport,
  TDeleted,
  TImported,
  TError,
  TKey extends QueryKey,
>(
  router: CatalogueRouter<TImport, TDeleted, TImported, TError> & {
    list: { queryOptions: (input: TInput) => UseQueryOptions<TList, TError, TList, TKey> };
  },
  table: ServerTable<F>,
  input: TInput,
  calls: CatalogueCalls<TImport>,
) {
  const list = useListQuery(router.list.queryOptions(input), calls.listFailed);
  const writes = useCatalogueWrites(router, calls.toImport);
  return { table, list, writes };
}
