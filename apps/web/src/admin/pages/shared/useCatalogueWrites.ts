import { useMutation, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';

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
