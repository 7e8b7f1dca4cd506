import { useMutation } from '@tanstack/react-query';
import { MESSAGES, stateCodeLabel } from '@gst/domain';
import { useListQuery, useServerTable, type DataTableColumn } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../registry';
import { CatalogueListPage } from '../shared/CatalogueListPage';
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
  const table = useServerTable<CustomerSortField>();
  const list = useListQuery(
    trpc.tenant.customers.list.queryOptions(table.query),
    MESSAGES.customers.listFailed,
  );
  const remove = useMutation(trpc.tenant.customers.delete.mutationOptions());
  const importRows = useMutation(trpc.tenant.customers.createMany.mutationOptions());
  return (
    <CatalogueListPage
      title={title}
      page="manage-customer"
      entity="Customer"
      label="Customers"
      table={table}
      list={list}
      pathKey={trpc.tenant.customers.pathKey()}
      columns={COLUMNS}
      searchPlaceholder="Search name, email, phone or GSTIN"
      nameOf={(c) => c.name}
      remove={(id) => remove.mutateAsync({ id })}
      renderDetail={(c) => (
        <>
          {c.address || 'No address'} · State {stateCodeLabel(c.stateCode)}
        </>
      )}
      messages={{
        deleted: 'Customer deleted successfully',
        deleteFailed: MESSAGES.customers.submitError,
        exported: MESSAGES.uploads.customersDownloaded,
      }}
      exportFile={{ path: '/api/customer/export', name: 'CustomerData_Existing.xlsx' }}
      exportEmptyMessage={MESSAGES.uploads.noCustomersToDownload}
      upload={{
        columns: CUSTOMER_COLUMNS,
        demoRows: CUSTOMER_DEMO_ROWS,
        demoFileName: 'CustomerData_Demo.xlsx',
        messages: {
          empty: MESSAGES.uploads.noCustomers,
          success: MESSAGES.uploads.customersUploaded,
          failure: MESSAGES.uploads.customersFailed,
        },
        submit: (rows) => importRows.mutateAsync({ customers: rows }),
      }}
      Drawer={CustomerDrawer}
    />
  );
}
