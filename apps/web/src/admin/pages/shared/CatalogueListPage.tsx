/**
 * The page around a catalogue list (products, items, customers; spec §2): title row, the server
 * table with Edit / Delete (each behind its flag), the Excel upload and Download Demo (import),
 * the Excel download (export), the floating Create button (create) and the record's drawer.
 * The page keeps what differs: its list query, columns, messages and drawer; its entity's
 * delete and import come from `useCatalogueWrites`.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { formatFilterDate, type PageKey } from '@gst/domain';
import { PageHeader } from '../../../components/PageHeader';
import {
  DataTable,
  ExcelUpload,
  deleteAfterConfirm,
  downloadExport,
  editDeleteActions,
  useDrawerState,
  usePagePermissions,
  type DataTableColumn,
  type ExcelUploadProps,
  type ServerTable,
} from '../../../components/data';
import { exportUrl } from './exportUrl';
import type { CatalogueWrites } from './useCatalogueWrites';

export interface DrawerProps {
  opened: boolean;
  editId: string | null;
  onClose: () => void;
}

export interface CatalogueListPageProps<T extends { id: string }, F extends string> {
  title: string;
  /** Beside the title (the items' Sold / Available filter). */
  headerAction?: ReactNode;
  page: PageKey;
  /** 'Product': the confirmation and the Create button's text. */
  entity: string;
  /** The table's accessible name ('Products'). */
  label: string;
  table: ServerTable<F>;
  /** The page's `useListQuery` (it toasts its own failure). */
  list: { data?: { data: T[]; total: number }; isError: boolean; isPending: boolean };
  writes: CatalogueWrites;
  columns: DataTableColumn<T>[];
  searchPlaceholder: string;
  nameOf: (row: T) => string;
  /** Rows that may not be deleted: their Delete button is hidden. */
  keep?: (row: T) => boolean;
  renderDetail?: (row: T) => ReactNode;
  messages: { deleted: string; deleteFailed: string; exported: string };
  /** REST export path and the file's name before `_<date>.xlsx` (or a fixed `name`). */
  exportFile: { path: string; prefix?: string; name?: string };
  exportEmptyMessage?: string;
  upload: Omit<ExcelUploadProps, 'allowed' | 'onSubmit'>;
  Drawer: ComponentType<DrawerProps>;
}

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
    <>
      <PageHeader title={props.title} action={props.headerAction} />
      <DataTable
        label={props.label}
        // A failed list shows no rows (spec §8: lists are emptied on failure).
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.total ?? 0)}
        rowKey={(row) => row.id}
        columns={props.columns}
        {...table.tableProps}
        loading={list.isPending}
        searchPlaceholder={props.searchPlaceholder}
        actions={editDeleteActions<T>({
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
        })}
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
      />
      <props.Drawer opened={drawer.opened} editId={drawer.editId} onClose={drawer.close} />
    </>
  );
}
