import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, stateCodeLabel } from '@gst/domain';
import { usePagePermissions, useServerTable, type DataTableColumn } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { CatalogueListPage, useCatalogue, type CatalogueOf } from '../shared/CatalogueListPage';
import type { AdminPageProps } from '../shared/pageProps';
import { CustomerDrawer } from './CustomerDrawer';
import { CUSTOMER_TEMPLATE, type CustomerRecord, type CustomerSortField } from './customerForm';
import { StatementModal } from './StatementModal';

const COLUMNS: DataTableColumn<CustomerRecord>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'email', header: 'Email', sortable: true },
  { key: 'phoneNumber', header: 'Phone Number', sortable: true },
  { key: 'gstin', header: 'GSTIN', sortable: true },
];

const CUSTOMERS: CatalogueOf<CustomerRecord, 'customers'> = {
  page: 'manage-customer',
  entity: 'Customer',
  Drawer: CustomerDrawer,
  columns: COLUMNS,
  renderDetail: (c) => (
    <>
      {c.address || 'No address'} · State {stateCodeLabel(c.stateCode)}
    </>
  ),
  searchPlaceholder: 'Search name, email, phone or GSTIN',
  nameOf: (c) => c.name,
  listFailed: MESSAGES.customers.listFailed,
  toImport: (rows) => ({ customers: rows }),
  messages: {
    deleted: 'Customer deleted successfully',
    deleteFailed: MESSAGES.customers.submitError,
    exported: MESSAGES.uploads.customersDownloaded,
  },
  exportFile: { path: '/api/customer/export', name: 'CustomerData_Existing.xlsx' },
  exportEmptyMessage: MESSAGES.uploads.noCustomersToDownload,
  upload: {
    ...CUSTOMER_TEMPLATE,
    messages: {
      empty: MESSAGES.uploads.noCustomers,
      success: MESSAGES.uploads.customersUploaded,
      failure: MESSAGES.uploads.customersFailed,
    },
  },
};

/**
 * 'Customer Details' (spec §2): search, paging, export; Excel upload with the import flag; Edit
 * and Delete; and (issue 16) the customer's Statement for users who may view payments. The same
 * page as the other catalogue lists (shared/CatalogueListPage), with that one more row action.
 */
export default function CustomersPage({ title }: AdminPageProps) {
  const canPayments = usePagePermissions('manage-payment');
  const [statementOf, setStatementOf] = useState<CustomerRecord | null>(null);
  const table = useServerTable<CustomerSortField>();
  const catalogue = useCatalogue(useTRPC().tenant.customers, table, table.query, CUSTOMERS);
  return (
    <CatalogueListPage
      title={title}
      {...catalogue}
      {...CUSTOMERS}
      moreActions={[
        {
          label: 'Statement',
          icon: <IconFileText size={16} />,
          allowed: canPayments('view'),
          onClick: (row) => setStatementOf(row),
        },
      ]}
    >
      <StatementModal
        customer={statementOf ? { id: statementOf.id, name: statementOf.name } : null}
        onClose={() => setStatementOf(null)}
      />
    </CatalogueListPage>
  );
}
