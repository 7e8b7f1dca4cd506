/**
 * The page around a catalogue list (products, items, customers; spec §2): the shared ListPage
 * with Edit / Delete (each behind its flag), the Excel upload and Download Demo (import), the
 * server's Excel download (export), the floating Create button (create) and the record's drawer.
 * The page keeps what differs: its list query, columns, messages and drawer (and any more row
 * actions or modals), as a `CatalogueSpec` constant; its list and writes come from `useCatalogue`.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { formatFilterDate, type PageKey } from '@gst/domain';
import {
  ExcelUpload,
  deleteAfterConfirm,
  downloadExport,
  editDeleteActions,
  useDrawerState,
  usePagePermissions,
  type DataTableAction,
  type DataTableColumn,
  type DrawerProps,
  type ExcelUploadProps,
  type ServerTable,
  ListPage,
  type ListResult,
} from '../../../components/data';
import { exportUrl } from './exportUrl';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';
import type { CatalogueCalls, CatalogueWrites } from './useCatalogueWrites';

export { useCatalogue } from './useCatalogueWrites';

export type { DrawerProps };

/** What a catalogue page is made of, the same on every visit (a constant beside the page). */
export interface CatalogueSpec<
  T extends { id: string },
  TImport = unknown,
> extends CatalogueCalls<TImport> {
  page: PageKey;
  /** 'Product': the confirmation and the Create button's text; the table is named 'Products'. */
  entity: string;
  columns: DataTableColumn<T>[];
  searchPlaceholder: string;
  nameOf: (row: T) => string;
  /** Rows that may not be deleted: their Delete button is hidden. */
  keep?: (row: T) => boolean;
  renderDetail?: (row: T) => ReactNode;
  messages: { deleted: string; deleteFailed: string; exported: string };
  /** The server's export path and the file's name before `_<date>.xlsx` (or a fixed `name`). */
  exportFile: { path: string; prefix?: string; name?: string };
  exportEmptyMessage?: string;
  upload: Omit<ExcelUploadProps, 'allowed' | 'onSubmit'>;
  Drawer: ComponentType<DrawerProps>;
}

/** The spec of the tenant's catalogue `K`: its imports go to `tenant.<K>.createMany`. */
export type CatalogueOf<
  T extends { id: string },
  K extends 'products' | 'items' | 'customers',
> = CatalogueSpec<T, inferRouterInputs<AppRouter>['tenant'][K]['createMany']>;

export type CatalogueListPageProps<
  T extends { id: string },
  F extends string,
> = CatalogueSpec<T> & {
  title: string;
  /** Beside the title (the items' Sold / Available filter). */
  headerAction?: ReactNode;
  /** The page's `useCatalogue`: its server table, list query (it toasts its own failure), writes. */
  table: ServerTable<F>;
  list: ListResult<T>;
  writes: CatalogueWrites;
  /** Row buttons before Edit and Delete (the customers' Statement). */
  moreActions?: DataTableAction<T>[];
  /** More modals of the page (the customers' Statement). */
  children?: ReactNode;
};

export function CatalogueListPage<T extends { id: string }, F extends string>(
  props: CatalogueListPageProps<T, F>,
) {
  const queryClient = useQueryClient();
  const can = usePagePermissions(props.page);
  const drawer = useDrawerState();
  const { table, list, writes } = props;
  const refresh = () => queryClient.invalidateQueries({ queryKey: writes.pathKey });

  const onExport = () =>
    downloadExport(
      exportUrl(props.exportFile.path, table.query.search ?? '', table.query.sort),
      props.exportFile.name ?? `${props.exportFile.prefix}_${formatFilterDate(new Date())}.xlsx`,
      props.messages.exported,
    );

  return (
    <ListPage<T>
      title={props.title}
      headerAction={props.headerAction}
      label={`${props.entity}s`}
      table={table}
      list={list}
      columns={props.columns}
      searchPlaceholder={props.searchPlaceholder}
      actions={[
        ...(props.moreActions ?? []),
        ...editDeleteActions<T>({
          canEdit: can('edit'),
          canDelete: can('delete'),
          onEdit: (row) => drawer.openEdit(row.id),
          onDelete: (row) =>
            void deleteAfterConfirm({
              entity: props.entity,
              name: props.nameOf(row),
              remove: () => writes.remove(row.id),
              after: refresh,
              messages: { deleted: props.messages.deleted, failed: props.messages.deleteFailed },
            }),
          ...(props.keep ? { keep: props.keep } : {}),
        }),
      ]}
      {...(props.renderDetail ? { renderDetail: props.renderDetail } : {})}
      onExport={can('export') ? onExport : undefined}
      {...(props.exportEmptyMessage ? { exportEmptyMessage: props.exportEmptyMessage } : {})}
      toolbar={
        <ExcelUpload
          {...props.upload}
          allowed={can('import')}
          onSubmit={async (rows) => {
            await writes.importRows(rows);
            await refresh();
          }}
        />
      }
      create={{ title: props.entity, allowed: can('create'), onClick: drawer.openCreate }}
    >
      <props.Drawer opened={drawer.opened} editId={drawer.editId} onClose={drawer.close} />
      {props.children}
    </ListPage>
  );
}
