import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, stateCodeLabel } from '@gst/domain';
import {
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { CatalogueListPage } from '../shared/CatalogueListPage';
import type { AdminPageProps } from '../shared/pageProps';
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
  const canPayments = usePagePermissions('manage-payment');
  const [statementOf, setStatementOf] = useState<CustomerRecord | null>(null);
  const table = useServerTable<CustomerSortField>();
  const list = useListQuery(
    trpc.tenant.customers.list.queryOptions(table.query),
    MESSAGES.customers.listFailed,
  );
  const writes = useCatalogueWrites(trpc.tenant.customers, (rows) => ({ customers: rows }));
  return (
    <CatalogueListPage
      title={title}
      page="manage-customer"
      entity="Customer"
      label="Customers"
      table={table}
      list={list}
      writes={writes}
      columns={COLUMNS}
      searchPlaceholder="Search name, email, phone or GSTIN"
      nameOf={(c) => c.name}
      moreActions={[
        {
          label: 'Statement',
          icon: <IconFileText size={16} />,
          allowed: canPayments('view'),
          onClick: (row) => setStatementOf(row),
        },
      ]}
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
      }}
      Drawer={CustomerDrawer}
    >
      <StatementModal
        customer={statementOf ? { id: statementOf.id, name: statementOf.name } : null}
        onClose={() => setStatementOf(null)}
      />
    </CatalogueListPage>
  );
}
