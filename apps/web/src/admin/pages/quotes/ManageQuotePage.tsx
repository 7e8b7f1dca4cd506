import { Group, Stack } from '@mantine/core';
import { IconFileInvoice, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate, formatINR } from '@gst/domain';
import {
  deleteAfterConfirm,
  searchFromAddress,
  SegmentFilter,
  useSegmentFilter,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
  ListPage,
} from '../../../components/data';
import { useDocumentActions } from '../../../components/documents';
import { useTRPC } from '../../../lib/trpc';
import { DetailModal } from '../billing/DetailModal';
import { demandLabel } from '../billing/money';
import type { QuoteRow } from '../billing/types';
import { useCtrlMHeld } from '../billing/useCtrlM';
import { useInvoiceDrawer } from '../invoices/useInvoiceDrawer';
import { DocNumber, NoWrap, pdfAction, viewAction } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { useSendMail } from '../shared/mail/useSendMail';
import { QuoteDetailPanel } from './QuoteDetailPanel';
import { QuoteDrawer } from './QuoteDrawer';
import { InvoiceLink, QuoteStatusBadge } from './QuoteStatusBadge';
import { useQuoteInvoicing } from './useQuoteInvoicing';

const COLUMNS: DataTableColumn<QuoteRow>[] = [
  {
    key: 'quoteNumber',
    header: 'Quote Number',
    // The status badge sits under the number: one column fewer, so the table fits beside the menu.
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <DocNumber number={row.quoteNumber} />
        <QuoteStatusBadge status={row.displayStatus} size="xs" />
        {row.invoiceNumber ? <InvoiceLink number={row.invoiceNumber} /> : null}
      </Stack>
    ),
  },
  {
    key: 'quoteDate',
    header: 'Quote Date',
    render: (r) => <NoWrap>{formatDate(r.quoteDate)}</NoWrap>,
  },
  {
    key: 'expiryDate',
    header: 'Expiry Date',
    render: (r) => <NoWrap>{formatDate(r.expiryDate)}</NoWrap>,
  },
  {
    key: 'userDemand',
    header: 'Demand (KW)',
    numeric: true,
    render: (r) => demandLabel(r.userDemand),
  },
  {
    key: 'totalAmount',
    header: 'Total Amount',
    numeric: true,
    render: (r) => formatINR(r.totalAmount),
  },
  { key: 'customerName', header: 'Customer Name' },
  { key: 'gstin', header: 'GSTIN', render: (r) => r.gstin || '—' },
];

/** Manage Quote (spec §2): quotes and proforma invoices, newest first, with Invoicing. */
export default function ManageQuotePage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-quote');
  const canInvoice = usePagePermissions('manage-invoice');
  const docs = useDocumentActions();
  const mail = useSendMail();
  // An invoice's link to its quote opens the list filtered to it (?search=<number>).
  const table = useServerTable({ initialSearch: searchFromAddress() });
  const [demand, demandFilter] = useSegmentFilter(table, [
    ['all', 'All'],
    ['below5', 'Below 5 kW'],
    ['atLeast5', '5 kW and above'],
  ]);
  // Issue 29: the status shown, Invoiced and Expired derived by the server.
  const [status, statusFilter] = useSegmentFilter(table, [
    ['all', 'All'],
    ['Pending', 'Pending'],
    ['Expired', 'Expired'],
    ['Invoiced', 'Invoiced'],
  ]);
  const netProfitShown = useCtrlMHeld();
  const [drawer, setDrawer] = useState({ opened: false, editId: null as string | null, mount: 0 });
  const [viewing, setViewing] = useState<QuoteRow | null>(null);
  const invoiceDrawer = useInvoiceDrawer();
  const startInvoicing = useQuoteInvoicing(invoiceDrawer.openPrefilled);

  // The server orders by year, then quote number, newest first (spec §4): no column sorts.
  const query = {
    page: table.query.page,
    pageSize: table.query.pageSize,
    ...(table.query.search ? { search: table.query.search } : {}),
    ...(demand === 'all' ? {} : { demand }),
    ...(status === 'all' ? {} : { status }),
  };
  const list = useListQuery(
    trpc.tenant.quotes.list.queryOptions(query),
    MESSAGES.quotes.listFailed,
  );

  const remove = useMutation(trpc.tenant.quotes.delete.mutationOptions());
  const deleteQuote = (row: QuoteRow) =>
    deleteAfterConfirm({
      entity: 'quote',
      name: row.quoteNumber,
      remove: () => remove.mutateAsync({ id: row.id }),
      after: () => queryClient.invalidateQueries({ queryKey: trpc.tenant.quotes.pathKey() }),
      messages: { deleted: MESSAGES.quotes.deleted, failed: MESSAGES.quotes.deleteFailed },
    });

  const openDrawer = (editId: string | null) =>
    setDrawer((d) => ({ opened: true, editId, mount: d.mount + 1 }));

  return (
    <ListPage
      title={title}
      label="Quotes"
      table={table}
      list={list}
      columns={COLUMNS}
      searchPlaceholder="Search by number, customer, GSTIN or phone"
      create={{ title: 'Quote', allowed: can('create'), onClick: () => openDrawer(null) }}
      toolbar={
        <Group gap="xs" wrap="wrap">
          <SegmentFilter label="Demand" {...demandFilter} />
          <SegmentFilter label="Status" {...statusFilter} />
        </Group>
      }
      renderDetail={(row) => <QuoteDetailPanel id={row.id} showNetProfit={netProfitShown} />}
      actions={[
        viewAction(can('view'), setViewing),
        pdfAction<QuoteRow>(
          can('view'),
          (row) => void docs.view('quote', row.id, `${row.quoteType} ${row.quoteNumber}`),
        ),
        {
          label: 'Print',
          icon: <IconPrinter size={16} />,
          allowed: can('view'),
          onClick: (row) => void docs.print('quote', row.id),
        },
        // Issue 34: e-mail the quote with its PDF.
        mail.action<QuoteRow>('quote', can('view'), (row) => ({
          id: row.id,
          title: `E-mail ${row.quoteType.toLowerCase()} ${row.quoteNumber}`,
        })),
        {
          label: 'Edit',
          icon: <IconPencil size={16} />,
          allowed: can('edit'),
          onClick: (row) => openDrawer(row.id),
        },
        {
          label: 'Invoicing',
          icon: <IconFileInvoice size={16} />,
          color: 'teal',
          allowed: can('approve') && canInvoice('create'),
          // Issue 29: a quote becomes one invoice (the server refuses a second).
          disabledReason: (row) =>
            row.invoiceNumber
              ? `Already invoiced as ${row.invoiceNumber}`
              : row.displayStatus === 'Rejected'
                ? 'A rejected quote is not invoiced'
                : null,
          onClick: (row) => void startInvoicing(row),
        },
        {
          label: 'Delete',
          icon: <IconTrash size={16} />,
          color: 'red',
          allowed: can('delete'),
          onClick: (row) => void deleteQuote(row),
        },
      ]}
    >
      <DetailModal
        title={viewing ? `${viewing.quoteType} ${viewing.quoteNumber}` : null}
        onClose={() => setViewing(null)}
      >
        {viewing ? <QuoteDetailPanel id={viewing.id} showNetProfit={netProfitShown} /> : null}
      </DetailModal>
      {docs.element}
      {drawer.mount > 0 ? (
        <QuoteDrawer
          key={drawer.mount}
          opened={drawer.opened}
          editId={drawer.editId}
          onClose={() => setDrawer((d) => ({ ...d, opened: false }))}
        />
      ) : null}
      {invoiceDrawer.element}
      {mail.element}
    </ListPage>
  );
}
