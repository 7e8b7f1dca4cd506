import { Badge, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconFileTypePdf, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, MoneyDecimal, formatDate, formatINR } from '@gst/domain';
import {
  DataTable,
  confirmAction,
  listTableProps,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useDocumentActions } from '../../../components/documents';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ApplyAdvanceDrawer } from './ApplyAdvanceDrawer';
import { modeLabel } from './paymentForm';
import { ReceiptDetail } from './ReceiptDetail';
import { RECEIPT_MESSAGES } from './ReceiptDrawer';
import type { ReceiptRow } from './types';

export const isReversed = (row: Pick<ReceiptRow, 'status'>) => row.status === 'reversed';

/** What a receipt still holds for its customer (amount − allocated); none once reversed. */
export function unallocatedOf(row: ReceiptRow): MoneyDecimal {
  return isReversed(row)
    ? new MoneyDecimal(0)
    : new MoneyDecimal(row.amount).minus(String(row.allocated));
}

const nowrap = { whiteSpace: 'nowrap' } as const;
// A narrow column never cuts a badge short.
const badge = { minWidth: 'max-content' } as const;

const COLUMNS: DataTableColumn<ReceiptRow>[] = [
  {
    key: 'receiptNumber',
    header: 'Receipt No',
    render: (row) => (
      <Text
        size="sm"
        fw={600}
        style={nowrap}
        td={isReversed(row) ? 'line-through' : undefined}
        c={isReversed(row) ? 'dimmed' : undefined}
      >
        {row.receiptNumber}
      </Text>
    ),
  },
  {
    key: 'paymentDate',
    header: 'Date',
    render: (row) => <span style={nowrap}>{formatDate(row.paymentDate)}</span>,
  },
  { key: 'customerName', header: 'Customer' },
  { key: 'mode', header: 'Mode', render: (row) => modeLabel(row.mode) },
  {
    key: 'reference',
    header: 'Reference',
    render: (row) => <span style={nowrap}>{row.reference || '—'}</span>,
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
  const reverseReceipt = async (row: ReceiptRow) => {
    const confirmed = await confirmAction({
      title: `Reverse receipt "${row.receiptNumber}"?`,
      message: (
        <Stack gap={4}>
          <Text size="sm">
            The receipt keeps its number; its allocations stop counting and the invoices it paid are
            open again (a bounced cheque, a mistake).
          </Text>
          <Text size="sm">{MESSAGES.confirm.irreversible}</Text>
        </Stack>
      ),
      confirmLabel: 'Reverse receipt',
      cancelLabel: 'Keep receipt',
      color: 'red',
    });
    if (!confirmed) return;
    try {
      await reverse.mutateAsync({ id: row.id });
      notifications.show({ color: 'green', message: RECEIPT_MESSAGES.reversed });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.tenant.payments.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
      ]);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, RECEIPT_MESSAGES.reverseFailed),
      });
    }
  };

  return (
    <>
      <DataTable
        label="Receipts"
        {...listTableProps(list)}
        columns={COLUMNS}
        {...table.tableProps}
        searchPlaceholder="Search by receipt number, customer or reference"
        renderDetail={(row) => <ReceiptDetail id={row.id} />}
        actions={[
          {
            label: 'PDF',
            icon: <IconFileTypePdf size={16} />,
            allowed: can('view'),
            onClick: (row) => void docs.view('receipt', row.id, `Receipt ${row.receiptNumber}`),
          },
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
      />
      {applying ? (
        <ApplyAdvanceDrawer
          key={applying.id}
          receipt={applying}
          onClose={() => setApplying(null)}
        />
      ) : null}
      {docs.element}
    </>
  );
}
