import { Text, ThemeIcon } from '@mantine/core';
import {
  IconCertificate,
  IconCheck,
  IconEye,
  IconFileTypePdf,
  IconPencil,
  IconPrinter,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate } from '@gst/domain';
import {
  DataTable,
  deleteAfterConfirm,
  listTableProps,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
  type SortDir,
  type TableSort,
} from '../../../components/data';
import { useDocumentActions } from '../../../components/documents';
import { PageHeader } from '../../../components/PageHeader';
import { useTRPC } from '../../../lib/trpc';
import { DetailModal } from '../billing/DetailModal';
import { tableAmount } from '../billing/money';
import type { InvoiceRow } from '../billing/types';
import { useCtrlMHeld } from '../billing/useCtrlM';
import type { AdminPageProps } from '../registry';
import { ExportInvoicesButton } from './ExportInvoicesButton';
import { InvoiceDetailPanel } from './InvoiceDetailPanel';
import { useInvoiceDrawer } from './useInvoiceDrawer';

const SORT_FIELDS = ['invoiceDate', 'invoiceNumber', 'totalAmount', 'customerName'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The table's sort as the list accepts it (none: newest invoice date first). */
function sortOf(sort?: TableSort): { field: SortField; dir: SortDir } | undefined {
  const field = SORT_FIELDS.find((f) => f === sort?.field);
  return field && sort ? { field, dir: sort.dir } : undefined;
}

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  {
    key: 'invoiceNumber',
    header: 'Inv Number',
    sortable: true,
    render: (row) => (
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.invoiceNumber}
      </Text>
    ),
  },
  {
    key: 'invoiceDate',
    header: 'Inv Date',
    sortable: true,
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.invoiceDate)}</span>,
  },
  {
    key: 'totalAmount',
    header: 'Total Amount',
    sortable: true,
    numeric: true,
    render: (row) => tableAmount(row.totalAmount),
  },
  {
    key: 'hasInverter',
    header: 'Inverter',
    render: (row) =>
      row.hasInverter ? (
        <ThemeIcon variant="light" color="green" size="sm" radius="xl" aria-label="Has an inverter">
          <IconCheck size={14} />
        </ThemeIcon>
      ) : (
        <ThemeIcon variant="light" color="red" size="sm" radius="xl" aria-label="No inverter">
          <IconX size={14} />
        </ThemeIcon>
      ),
  },
  { key: 'customerName', header: 'Customer Name', sortable: true },
  {
    key: 'gstin',
    header: 'GSTIN',
    render: (row) => row.gstin || '—',
  },
];

/** Manage Invoice (spec §2): newest first, a product detail panel, Excel export, the drawer. */
export default function ManageInvoicePage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-invoice');
  const docs = useDocumentActions();
  const table = useServerTable();
  const query = { ...table.query, sort: sortOf(table.query.sort) };
  const netProfitShown = useCtrlMHeld();
  const drawer = useInvoiceDrawer();
  const [viewing, setViewing] = useState<InvoiceRow | null>(null);

  const list = useListQuery(
    trpc.tenant.invoices.list.queryOptions(query),
    MESSAGES.invoices.listFailed,
  );

  const remove = useMutation(trpc.tenant.invoices.delete.mutationOptions());
  const deleteInvoice = (row: InvoiceRow) =>
    deleteAfterConfirm({
      entity: 'invoice',
      name: row.invoiceNumber,
      remove: () => remove.mutateAsync({ id: row.id }),
      after: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() }),
        ]),
      // The server refuses anything but the newest invoice of a year, and says why.
      messages: { deleted: MESSAGES.invoices.deleted, failed: MESSAGES.invoices.deleteFailed },
    });

  return (
    <>
      <PageHeader title={title} />
      <DataTable
        label="Invoices"
        {...listTableProps(list)}
        columns={COLUMNS}
        {...table.tableProps}
        searchPlaceholder="Search by number, customer or GSTIN"
        create={{ title: 'Invoice', allowed: can('create'), onClick: drawer.openCreate }}
        toolbar={can('export') ? <ExportInvoicesButton /> : null}
        renderDetail={(row) => <InvoiceDetailPanel id={row.id} showNetProfit={netProfitShown} />}
        actions={[
          {
            label: 'View',
            icon: <IconEye size={16} />,
            allowed: can('view'),
            onClick: (row) => setViewing(row),
          },
          {
            label: 'PDF',
            icon: <IconFileTypePdf size={16} />,
            allowed: can('view'),
            onClick: (row) => void docs.view('invoice', row.id, `Invoice ${row.invoiceNumber}`),
          },
          {
            label: 'Print',
            icon: <IconPrinter size={16} />,
            allowed: can('view'),
            onClick: (row) => void docs.print('invoice', row.id),
          },
          {
            label: 'Warranty',
            icon: <IconCertificate size={16} />,
            allowed: can('view'),
            onClick: (row) => void docs.warranty(row.id, row.invoiceNumber),
          },
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (row) => drawer.openEdit(row.id),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            allowed: can('delete'),
            onClick: (row) => void deleteInvoice(row),
          },
        ]}
      />
      <DetailModal
        title={
          viewing ? `Invoice ${viewing.invoiceNumber} · ${formatDate(viewing.invoiceDate)}` : null
        }
        onClose={() => setViewing(null)}
      >
        {viewing ? <InvoiceDetailPanel id={viewing.id} showNetProfit={netProfitShown} /> : null}
      </DetailModal>
      {docs.element}
      {drawer.element}
    </>
  );
}
