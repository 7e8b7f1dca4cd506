import { Badge, SegmentedControl } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatFilterDate } from '@gst/domain';
import { PageHeader } from '../../../components/PageHeader';
import {
  CreateButton,
  DataTable,
  ExcelUpload,
  confirmDelete,
  downloadFromRest,
  useErrorToast,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { exportUrl } from '../products/exportUrl';
import type { AdminPageProps } from '../registry';
import { ItemDrawer } from './ItemDrawer';
import { ITEM_COLUMNS, ITEM_DEMO_ROWS, type ItemRecord, type ItemSortField } from './itemForm';

type Status = 'all' | 'available' | 'sold';

const COLUMNS: DataTableColumn<ItemRecord>[] = [
  { key: 'serialNo', header: 'Serial No', sortable: true },
  { key: 'productLabel', header: 'Product', sortable: true },
  { key: 'type', header: 'Type', sortable: true },
  {
    key: 'soldToInvoice',
    header: 'Status',
    sortable: true,
    render: (item) =>
      item.soldToInvoice ? (
        <Badge color="gray" variant="light">
          Sold
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Available
        </Badge>
      ),
  },
];

/** Manage Item (spec §2): serial-numbered stock, sold or available; Excel import and export. */
export default function ItemsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-item');
  const table = useServerTable<ItemSortField>();
  const [status, setStatus] = useState<Status>('all');
  const list = useQuery({
    ...trpc.tenant.items.list.queryOptions({
      ...table.query,
      ...(status === 'all' ? {} : { status }),
    }),
    placeholderData: keepPreviousData,
  });
  useErrorToast(list.error, MESSAGES.invoices.itemsFetchFailed);
  const [drawer, setDrawer] = useState<{ opened: boolean; editId: string | null }>({
    opened: false,
    editId: null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() });
  const remove = useMutation(trpc.tenant.items.delete.mutationOptions());
  const importRows = useMutation(trpc.tenant.items.createMany.mutationOptions());

  const onDelete = async (item: ItemRecord) => {
    if (!(await confirmDelete({ entity: 'Item', name: item.serialNo }))) return;
    try {
      await remove.mutateAsync({ id: item.id });
      notifications.show({ color: 'green', message: MESSAGES.items.deleted });
      await refresh();
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, MESSAGES.items.deleteFailed) });
    }
  };

  const onExport = async () => {
    try {
      await downloadFromRest(
        exportUrl('/api/item/export', table.query.search ?? '', table.query.sort),
        `Items_${formatFilterDate(new Date())}.xlsx`,
      );
      notifications.show({ color: 'green', message: MESSAGES.items.excelDownloaded });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.uploads.excelDownloadFailed),
      });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        action={
          <SegmentedControl
            aria-label="Show items"
            size="xs"
            value={status}
            onChange={(value) => {
              setStatus(value);
              table.onChange({ page: 1 });
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'available', label: 'Available' },
              { value: 'sold', label: 'Sold' },
            ]}
          />
        }
      />
      <DataTable
        label="Items"
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.total ?? 0)}
        rowKey={(item) => item.id}
        columns={COLUMNS}
        {...table.tableProps}
        loading={list.isPending}
        searchPlaceholder="Search serial no, product or type"
        actions={[
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (item) => setDrawer({ opened: true, editId: item.id }),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            allowed: can('delete'),
            // A sold item is on an invoice and cannot be deleted.
            hidden: (item) => item.soldToInvoice,
            onClick: (item) => void onDelete(item),
          },
        ]}
        onExport={can('export') ? onExport : undefined}
        toolbar={
          <ExcelUpload
            allowed={can('import')}
            columns={ITEM_COLUMNS}
            demoRows={ITEM_DEMO_ROWS}
            demoFileName="Items_Demo.xlsx"
            messages={{
              empty: MESSAGES.uploads.noItems,
              success: MESSAGES.items.uploaded,
              failure: MESSAGES.items.submitFailed,
            }}
            onSubmit={async (rows) => {
              await importRows.mutateAsync({ items: rows });
              await refresh();
            }}
          />
        }
      />
      <CreateButton
        title="Item"
        allowed={can('create')}
        onClick={() => setDrawer({ opened: true, editId: null })}
      />
      <ItemDrawer
        opened={drawer.opened}
        editId={drawer.editId}
        onClose={() => setDrawer({ opened: false, editId: null })}
      />
    </>
  );
}
