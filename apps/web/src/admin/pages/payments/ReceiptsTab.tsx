import { Badge } from '@mantine/core';
import { IconArrowBackUp, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MoneyDecimal, formatDate, formatINR } from '@gst/domain';
import {
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
  voidAfterConfirm,
  ListPage,
} from '../../../components/data';
import { useDocumentActions } from '../../../components/documents';
import { useTRPC } from '../../../lib/trpc';
import { DocNumber, NoWrap, pdfAction } from '../shared/documentList';
import { ApplyAdvanceDrawer } from './ApplyAdvanceDrawer';
import { modeLabel } from './paymentForm';
import { ReceiptDetail } from './ReceiptDetail';
import { RECEIPT_MESSAGES } from './ReceiptDrawer';
import type { ReceiptRow } from './types';
import { useSendMail } from '../shared/mail/useSendMail';

export const isReversed = (row: Pick<ReceiptRow, 'status'>) => row.status === 'reversed';

/** What a receipt still holds for its customer (amount − allocated); none once reversed. */
export function unallocatedOf(row: ReceiptRow): MoneyDecimal {
  return isReversed(row)
    ? new MoneyDecimal(0)
    : new MoneyDecimal(row.amount).minus(String(row.allocated));
}

// A narrow column never cuts a badge short.
const badge = { minWidth: 'max-content' } as const;

const COLUMNS: DataTableColumn<ReceiptRow>[] = [
  {
    key: 'receiptNumber',
    header: 'Receipt No',
    render: (row) => <DocNumber number={row.receiptNumber} voided={isReversed(row)} />,
  },
  {
    key: 'paymentDate',
    header: 'Date',
    render: (row) => <NoWrap>{formatDate(row.paymentDate)}</NoWrap>,
  },
  { key: 'customerName', header: 'Customer' },
  { key: 'mode', header: 'Mode', render: (row) => modeLabel(row.mode) },
  {
    key: 'reference',
    header: 'Reference',
    render: (row) => <NoWrap>{row.reference || '—'}</NoWrap>,
  },
  { key: 'amount', header: 'Amount', numeric: true, render: (row) => formatINR(row.amount) },
  {
    key: 'allocated',
    header: 'Allocated',
    numeric: true,
    render: (row) => formatINR(String(row.allocated)),
  },
  {
    key: 'status',
    header: 'Status',
    width: 130,
    render: (row) =>
      isReversed(row) ? (
        <Badge color="red" variant="light" size="sm" style={badge}>
          Reversed
        </Badge>
      ) : unallocatedOf(row).greaterThan(0) ? (
        <Badge color="yellow" variant="light" size="sm" style={badge}>
          Advance {formatINR(unallocatedOf(row))}
        </Badge>
      ) : (
        <Badge color="green" variant="light" size="sm" style={badge}>
          Allocated
        </Badge>
      ),
  },
];

/** Receipts, newest first: expandable allocations, Apply advance and Reverse (issue 16). */
export function ReceiptsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-payment');
  const docs = useDocumentActions();
  const mail = useSendMail();
  const table = useServerTable();
  const [applying, setApplying] = useState<ReceiptRow | null>(null);
  const list = useListQuery(
    trpc.tenant.payments.list.queryOptions({
      page: table.query.page,
      pageSize: table.query.pageSize,
      ...(table.query.search ? { search: table.query.search } : {}),
    }),
    RECEIPT_MESSAGES.listFailed,
  );

  const reverse = useMutation(trpc.tenant.payments.delete.mutationOptions());
  const reverseReceipt = (row: ReceiptRow) =>
    voidAfterConfirm({
      title: `Reverse receipt "${row.receiptNumber}"?`,
      consequence:
        'The receipt keeps its number; its allocations stop counting and the invoices it paid are open again (a bounced cheque, a mistake).',
      confirmLabel: 'Reverse receipt',
      keepLabel: 'Keep receipt',
      run: () => reverse.mutateAsync({ id: row.id }),
      after: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tenant.payments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
        ]),
      messages: { done: RECEIPT_MESSAGES.reversed, failed: RECEIPT_MESSAGES.reverseFailed },
    });

  return (
    <ListPage
      label="Receipts"
      table={table}
      list={list}
      columns={COLUMNS}
      searchPlaceholder="Search by receipt number, customer or reference"
      renderDetail={(row) => <ReceiptDetail id={row.id} />}
      actions={[
        pdfAction<ReceiptRow>(
          can('view'),
          (row) => void docs.view('receipt', row.id, `Receipt ${row.receiptNumber}`),
        ),
        // Issue 34: e-mail the receipt with its PDF.
        mail.action<ReceiptRow>('receipt', can('view'), (row) => ({
          id: row.id,
          title: `E-mail receipt ${row.receiptNumber}`,
        })),
        {
          label: 'Apply advance',
          icon: <IconReceiptRefund size={16} />,
          allowed: can('edit'),
          hidden: (row) => !unallocatedOf(row).greaterThan(0),
          onClick: (row) => setApplying(row),
        },
        {
          label: 'Reverse',
          icon: <IconArrowBackUp size={16} />,
          color: 'red',
          allowed: can('delete'),
          hidden: isReversed,
          onClick: (row) => void reverseReceipt(row),
        },
      ]}
    >
      {applying ? (
        <ApplyAdvanceDrawer
          key={applying.id}
          receipt={applying}
          onClose={() => setApplying(null)}
        />
      ) : null}
      {docs.element}
      {mail.element}
    </ListPage>
  );
}
