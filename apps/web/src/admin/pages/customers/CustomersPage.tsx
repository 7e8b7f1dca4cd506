import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, stateCodeLabel } from '@gst/domain';
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
import { CustomerDrawer } from './CustomerDrawer';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_DEMO_ROWS,
  type CustomerRecord,
  type CustomerSortField,
} from './customerForm';

const COLUMNS: DataTableColumn<CustomerRecord>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone Number', sortable: true },
  { key: 'gstin', header: 'GSTIN', sortable: true },
];

/** 'Customer Details' (spec §2): search, paging, export; Excel upload with the import flag. */
export default function CustomersPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-customer');
  const table = useServerTable<CustomerSortField>();
  const list = useQuery({
    ...trpc.tenant.customers.list.queryOptions(table.query),
    placeholderData: keepPreviousData,
  });
  useErrorToast(list.error, MESSAGES.customers.listFailed);
  const [drawer, setDrawer] = useState<{ opened: boolean; editId: string | null }>({
    opened: false,
    editId: null,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.customers.pathKey() });
  const remove = useMutation(trpc.tenant.customers.delete.mutationOptions());
  const importRows = useMutation(trpc.tenant.customers.createMany.mutationOptions());

  const onDelete = async (customer: CustomerRecord) => {
    if (!(await confirmDelete({ entity: 'Customer', name: customer.name }))) return;
    try {
      await remove.mutateAsync({ id: customer.id });
      notifications.show({ color: 'green', message: 'Customer deleted successfully' });
      await refresh();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.customers.submitError),
      });
    }
  };

  const onExport = async () => {
    try {
      await downloadFromRest(
        exportUrl('/api/customer/export', table.query.search ?? '', table.query.sort),
        'CustomerData_Existing.xlsx',
      );
      notifications.show({ color: 'green', message: MESSAGES.uploads.customersDownloaded });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.uploads.excelDownloadFailed),
      });
    }
  };

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        label="Customers"
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.total ?? 0)}
        rowKey={(c) => c.id}
        columns={COLUMNS}
        {...table.tableProps}
        loading={list.isPending}
        searchPlaceholder="Search name, email, phone or GSTIN"
        actions={[
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (c) => setDrawer({ opened: true, editId: c.id }),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            allowed: can('delete'),
            onClick: (c) => void onDelete(c),
          },
        ]}
        renderDetail={(c) => (
          <>
            {c.address || 'No address'} · State {stateCodeLabel(c.stateCode)}
          </>
        )}
        onExport={can('export') ? onExport : undefined}
        exportEmptyMessage={MESSAGES.uploads.noCustomersToDownload}
        toolbar={
          <ExcelUpload
            allowed={can('import')}
            columns={CUSTOMER_COLUMNS}
            demoRows={CUSTOMER_DEMO_ROWS}
            demoFileName="CustomerData_Demo.xlsx"
            messages={{
              empty: MESSAGES.uploads.noCustomers,
              success: MESSAGES.uploads.customersUploaded,
              failure: MESSAGES.uploads.customersFailed,
            }}
            onSubmit={async (rows) => {
              await importRows.mutateAsync({ customers: rows });
              await refresh();
            }}
          />
        }
      />
      <CreateButton
        title="Customer"
        allowed={can('create')}
        onClick={() => setDrawer({ opened: true, editId: null })}
      />
      <CustomerDrawer
        opened={drawer.opened}
        editId={drawer.editId}
        onClose={() => setDrawer({ opened: false, editId: null })}
      />
    </>
  );
}
