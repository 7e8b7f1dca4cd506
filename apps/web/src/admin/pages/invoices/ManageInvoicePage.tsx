import { Stack, ThemeIcon } from '@mantine/core';
import {
  IconBan,
  IconCertificate,
  IconCheck,
  IconFilePencil,
  IconPencil,
  IconPrinter,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGES, formatDate } from '@gst/domain';
import {
  useListQuery,
  usePagePermissions,
  searchFromAddress,
  useServerTable,
  type DataTableColumn,
  type SortDir,
  type TableSort,
  voidAfterConfirm,
  ListPage,
} from '../../../components/data';
import { useDocumentActions } from '../../../components/documents';
import { useTRPC } from '../../../lib/trpc';
import { DetailModal } from '../billing/DetailModal';
import { useInvoiceNoteActions } from '../notes/useInvoiceNoteActions';
import { filedPeriodReason } from '../billing/filedLock';
import { tableAmount } from '../billing/money';
import type { InvoiceRow } from '../billing/types';
import { useCtrlMHeld } from '../billing/useCtrlM';
import { useKnownIrns } from '../billing/useKnownIrns';
import { DocNumber, NoWrap, pdfAction, viewAction } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { useSendMail } from '../shared/mail/useSendMail';
import { CancelledBadge } from './CancelledBadge';
import { TransportModal } from './TransportModal';
import { ExportInvoicesButton } from './ExportInvoicesButton';
import { InvoiceDetailPanel } from './InvoiceDetailPanel';
import { chooseInvoiceCopies, defaultCopies } from './printCopies';
import { usePaymentStatusCell } from './paymentStatus';
import { hasStoredDraft, useDraftKey } from './invoiceDraft';
import { useInvoiceDrawer } from './useInvoiceDrawer';

const SORT_FIELDS = ['invoiceDate', 'invoiceNumber', 'totalAmount', 'customerName'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** The table's sort as the list accepts it (none: newest invoice date first). */
function sortOf(sort?: TableSort): { field: SortField; dir: SortDir } | undefined {
  const field = SORT_FIELDS.find((f) => f === sort?.field);
  return field && sort ? { field, dir: sort.dir } : undefined;
}

/** Cancellation (issue 15): an issued invoice is cancelled, keeping its number; never deleted. */
export const INVOICE_CANCELLED = 'Invoice cancelled';

export const isCancelled = (row: Pick<InvoiceRow, 'status'>) => row.status === 'cancelled';

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  {
    key: 'invoiceNumber',
    header: 'Inv Number',
    sortable: true,
    render: (row) => (
      // The badge sits under the number, so a narrow column never cuts either of them.
      <Stack gap={2} align="flex-start">
        <DocNumber number={row.invoiceNumber} voided={isCancelled(row)} />
        {isCancelled(row) ? <CancelledBadge /> : null}
      </Stack>
    ),
  },
  {
    key: 'invoiceDate',
    header: 'Inv Date',
    sortable: true,
    render: (row) => <NoWrap>{formatDate(row.invoiceDate)}</NoWrap>,
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
        <ThemeIcon
          variant="light"
          color="green"
          size="sm"
          radius="xl"
          role="img"
          aria-label="Has an inverter"
        >
          <IconCheck size={14} />
        </ThemeIcon>
      ) : (
        <ThemeIcon
          variant="light"
          color="red"
          size="sm"
          radius="xl"
          role="img"
          aria-label="No inverter"
        >
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
  // A link such as a Returns problem's ?search=<number> opens the list filtered to it.
  const table = useServerTable({ initialSearch: searchFromAddress() });
  const query = { ...table.query, sort: sortOf(table.query.sort) };
  const netProfitShown = useCtrlMHeld();
  const drawer = useInvoiceDrawer();
  const notes = useInvoiceNoteActions<InvoiceRow>();
  const mail = useSendMail();
  const [viewing, setViewing] = useState<InvoiceRow | null>(null);
  const [transport, setTransport] = useState<InvoiceRow | null>(null);
  // Issue 17: an invoice with an IRN is read-only; its Edit goes once that is known.
  const hasIrn = useKnownIrns(trpc.tenant.invoices.get.pathFilter());
  // Issue 29 item 7: a filed month's invoice is corrected by a note, not edited or cancelled.
  // The list says which rows are filed (`filedPeriod`), for every user who may see it.
  const lockOf = (row: InvoiceRow) => filedPeriodReason(row.filedPeriod, 'invoice');
  const editOf = (row: InvoiceRow) =>
    can('edit') && !isCancelled(row) ? () => drawer.openEdit(row.id) : undefined;
  // Issue 29 item 3: a new invoice left half-filled (a reload) opens again as its draft.
  const draftKey = useDraftKey();
  useEffect(() => {
    if (can('create') && hasStoredDraft(draftKey)) drawer.openCreate();
  }, [draftKey]);

  const list = useListQuery(
    trpc.tenant.invoices.list.queryOptions(query),
    MESSAGES.invoices.listFailed,
  );
  const amountCell = usePaymentStatusCell(list.data?.data ?? [], (row) =>
    tableAmount(row.totalAmount),
  );
  const columns = COLUMNS.map((c) => (c.key === 'totalAmount' ? { ...c, render: amountCell } : c));

  const defaults = useQuery({ ...trpc.tenant.invoices.defaults.queryOptions(), staleTime: 60_000 });
  const printInvoice = async (row: InvoiceRow) => {
    const copies = await chooseInvoiceCopies(row.invoiceNumber, defaultCopies(defaults.data));
    if (copies) await docs.print('invoice', row.id, copies);
  };

  const cancel = useMutation(trpc.tenant.invoices.delete.mutationOptions());
  const cancelInvoice = (row: InvoiceRow) =>
    voidAfterConfirm({
      title: `Cancel invoice "${row.invoiceNumber}"?`,
      consequence:
        'The invoice keeps its number and is reported as cancelled; its serials return to stock.',
      confirmLabel: 'Cancel invoice',
      keepLabel: 'Keep invoice',
      askReason: true,
      run: (reason) => cancel.mutateAsync({ id: row.id, reason }),
      after: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() }),
        ]),
      messages: { done: INVOICE_CANCELLED, failed: MESSAGES.invoices.deleteFailed },
    });

  return (
    <ListPage
      title={title}
      label="Invoices"
      table={table}
      list={list}
      columns={columns}
      searchPlaceholder="Search by number, customer or GSTIN"
      create={{ title: 'Invoice', allowed: can('create'), onClick: drawer.openCreate }}
      toolbar={can('export') ? <ExportInvoicesButton /> : null}
      renderDetail={(row) => (
        <InvoiceDetailPanel
          id={row.id}
          showNetProfit={netProfitShown}
          onEdit={editOf(row)}
          lockReason={lockOf(row)}
        />
      )}
      actions={[
        viewAction(can('view'), setViewing),
        pdfAction<InvoiceRow>(
          can('view'),
          (row) => void docs.view('invoice', row.id, `Invoice ${row.invoiceNumber}`),
        ),
        {
          label: 'Print',
          icon: <IconPrinter size={16} />,
          allowed: can('view'),
          onClick: (row) => void printInvoice(row),
        },
        {
          label: 'Edit',
          icon: <IconPencil size={16} />,
          allowed: can('edit'),
          hidden: (row) => isCancelled(row) || hasIrn(row),
          disabledReason: lockOf,
          onClick: (row) => drawer.openEdit(row.id),
        },
        // The rarer actions in the row's 'More actions' menu: the table fits 1366 px.
        {
          label: 'Warranty',
          icon: <IconCertificate size={16} />,
          allowed: can('view'),
          overflow: true,
          onClick: (row) => void docs.warranty(row.id, row.invoiceNumber),
        },
        // Issue 34: e-mail the invoice with its PDF.
        mail.action<InvoiceRow>(
          'invoice',
          can('view'),
          (row) => ({ id: row.id, title: `E-mail invoice ${row.invoiceNumber}` }),
          isCancelled,
        ),
        ...notes.actions.map((action) => ({ ...action, overflow: true })),
        // Issue 29 item 8: the vehicle for the e-way bill, whatever locks the figures.
        {
          label: 'Transport details',
          icon: <IconTruckDelivery size={16} />,
          allowed: can('edit'),
          hidden: isCancelled,
          overflow: true,
          onClick: (row) => setTransport(row),
        },
        // Issue 30: a filed month's invoice is corrected by an amendment, reported this month.
        {
          label: 'Amend',
          icon: <IconFilePencil size={16} />,
          allowed: can('edit'),
          hidden: (row) => isCancelled(row) || hasIrn(row) || !row.filedPeriod,
          overflow: true,
          onClick: (row) =>
            row.filedPeriod && drawer.openAmend({ ...row, filedPeriod: row.filedPeriod }),
        },
        {
          label: 'Cancel',
          icon: <IconBan size={16} />,
          color: 'red',
          allowed: can('delete'),
          hidden: isCancelled,
          disabledReason: lockOf,
          overflow: true,
          onClick: (row) => void cancelInvoice(row),
        },
      ]}
    >
      <DetailModal
        title={
          viewing ? `Invoice ${viewing.invoiceNumber} · ${formatDate(viewing.invoiceDate)}` : null
        }
        onClose={() => setViewing(null)}
      >
        {viewing ? (
          <InvoiceDetailPanel
            id={viewing.id}
            showNetProfit={netProfitShown}
            lockReason={lockOf(viewing)}
            onEdit={
              editOf(viewing)
                ? () => {
                    setViewing(null);
                    drawer.openEdit(viewing.id);
                  }
                : undefined
            }
          />
        ) : null}
      </DetailModal>
      <TransportModal
        invoiceId={transport?.id ?? null}
        invoiceNumber={transport?.invoiceNumber ?? ''}
        onClose={() => setTransport(null)}
      />
      {docs.element}
      {drawer.element}
      {notes.element}
      {mail.element}
    </ListPage>
  );
}
