import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { stateCodeLabel } from '@gst/domain';
import { SUPPLIER_REGISTRATION_OPTIONS } from '@gst/domain/contracts';
import { usePagePermissions, useServerTable, type DataTableColumn } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { CatalogueListPage, useCatalogue, type CatalogueSpec } from '../shared/CatalogueListPage';
import type { AdminPageProps } from '../shared/pageProps';
import { SupplierStatementModal } from './statement/SupplierStatementModal';
import { SupplierDrawer } from './suppliers/SupplierDrawer';
import {
  SUPPLIER_MESSAGES,
  SUPPLIER_TEMPLATE,
  type SupplierRecord,
  type SupplierSortField,
} from './suppliers/supplierForm';

const registrationLabel = (value: string) =>
  SUPPLIER_REGISTRATION_OPTIONS.find((o) => o.value === value)?.label ?? value;

const COLUMNS: DataTableColumn<SupplierRecord>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'gstin', header: 'GSTIN', sortable: true, render: (s) => s.gstin || '—' },
  { key: 'registration', header: 'Registration', render: (s) => registrationLabel(s.registration) },
  { key: 'phoneNumber', header: 'Phone Number', sortable: true },
];

const SUPPLIERS: CatalogueSpec<SupplierRecord, { suppliers: Record<string, unknown>[] }> = {
  page: 'manage-supplier',
  entity: 'Supplier',
  Drawer: SupplierDrawer,
  columns: COLUMNS,
  renderDetail: (s) => (
    <>
      {[s.address, s.city, s.pinCode].filter(Boolean).join(', ') || 'No address'} · State{' '}
      {stateCodeLabel(s.stateCode)} · Credit {s.creditPeriodDays ?? 0} days
    </>
  ),
  searchPlaceholder: 'Search name, GSTIN, phone or email',
  nameOf: (s) => s.name,
  listFailed: SUPPLIER_MESSAGES.listFailed,
  toImport: (rows) => ({ suppliers: rows }),
  messages: {
    deleted: 'Supplier deleted successfully',
    deleteFailed: SUPPLIER_MESSAGES.submitError,
    exported: 'Suppliers downloaded',
  },
  exportFile: { path: '/api/supplier/export', name: 'Suppliers.xlsx' },
  exportEmptyMessage: 'There are no suppliers to download',
  upload: {
    ...SUPPLIER_TEMPLATE,
    messages: {
      empty: 'Upload a sheet with at least one supplier',
      success: 'Suppliers uploaded',
      failure: 'Suppliers could not be uploaded',
    },
  },
};

/**
 * Suppliers (issue 31): search, paging, Excel upload and download, the drawer, Edit and Delete;
 * and the supplier's Statement for users who may view Payables.
 */
export default function SuppliersPage({ title }: AdminPageProps) {
  const canPayables = usePagePermissions('payables');
  const [statementOf, setStatementOf] = useState<SupplierRecord | null>(null);
  const table = useServerTable<SupplierSortField>();
  const catalogue = useCatalogue(useTRPC().tenant.suppliers, table, table.query, SUPPLIERS);
  return (
    <CatalogueListPage
      title={title}
      {...catalogue}
      {...SUPPLIERS}
      moreActions={[
        {
          label: 'Statement',
          icon: <IconFileText size={16} />,
          allowed: canPayables('view'),
          onClick: (row) => setStatementOf(row),
        },
      ]}
    >
      <SupplierStatementModal
        supplier={statementOf ? { id: statementOf.id, name: statementOf.name } : null}
        onClose={() => setStatementOf(null)}
      />
    </CatalogueListPage>
  );
}
