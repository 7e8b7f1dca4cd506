import { useQueryClient } from '@tanstack/react-query';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, stateCodeLabel } from '@gst/domain';
import {
  DataTable,
  ExcelUpload,
  deleteAfterConfirm,
  downloadExport,
  editDeleteActions,
  useDrawerState,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { exportUrl } from '../shared/exportUrl';
import { useCatalogueWrites } from '../shared/useCatalogueWrites';
import { CustomerDrawer } from './CustomerDrawer';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_DEMO_ROWS,
  type CustomerRecord,
  type CustomerSortField,
} from './customerForm';
import { StatementModal } from './StatementModal';

const COLUMNS: DataTableColumn<CustomerRecord>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone Number', sortable: true },
  { key: 'gstin', header: 'GSTIN', sortable: true },
];

/**
 * 'Customer Details' (spec §2): search, paging, export; Excel upload with the import flag; Edit
 * and Delete; and (issue 16) the customer's Statement for users who may view payments. The same
 * page as the other catalogue lists (shared/CatalogueListPage), with that one more row action.
 */
export default function CustomersPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-customer');
  const canPayments = usePagePermissions('manage-payment');
  const drawer = useDrawerState();
  const [statementOf, setStatementOf] = useState<CustomerRecord | null>(null);
  const table = useServerTable<CustomerSortField>();
  const list = useListQuery(
    trpc.tenant.customers.list.queryOptions(table.query),
    MESSAGES.customers.listFailed,
  );
  const writes = useCatalogueWrites(trpc.tenant.customers, (rows) => ({ customers: rows }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: writes.pathKey });

  const onExport = () =>
    downloadExport(
      exportUrl('/api/customer/export', table.query.search ?? '', table.query.sort),
      'CustomerData_Existing.xlsx',
      MESSAGES.uploads.customersDownloaded,
    );

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        label="Customers"
        // A failed list shows no rows (spec §8: lists are emptied on failure).
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.total ?? 0)}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        {...table.tableProps}
        loading={list.isPending}
        searchPlaceholder="Search name, email, phone or GSTIN"
        actions={[
          {
            label: 'Statement',
            icon: <IconFileText size={16} />,
            allowed: canPayments('view'),
            onClick: (row) => setStatementOf(row),
          },
          ...editDeleteActions<CustomerRecord>({
            canEdit: can('edit'),
            canDelete: can('delete'),
            onEdit: (row) => drawer.openEdit(row.id),
            onDelete: (row) =>
              void deleteAfterConfirm({
                entity: 'Customer',
                name: row.name,
                remove: () => writes.remove(row.id),
                after: refresh,
                messages: {
                  deleted: 'Customer deleted successfully',
                  failed: MESSAGES.customers.submitError,
                },
              }),
          }),
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
            columns={CUSTOMER_COLUMNS}
            demoRows={CUSTOMER_DEMO_ROWS}
            demoFileName="CustomerData_Demo.xlsx"
            messages={{
              empty: MESSAGES.uploads.noCustomers,
              success: MESSAGES.uploads.customersUploaded,
              failure: MESSAGES.uploads.customersFailed,
            }}
            allowed={can('import')}
            onSubmit={async (rows) => {
              await writes.importRows(rows);
              await refresh();
            }}
          />
        }
        create={{ title: 'Customer', allowed: can('create'), onClick: drawer.openCreate }}
      />
      <CustomerDrawer opened={drawer.opened} editId={drawer.editId} onClose={drawer.close} />
      <StatementModal
        customer={statementOf ? { id: statementOf.id, name: statementOf.name } : null}
        onClose={() => setStatementOf(null)}
      />
    </>
  );
}
