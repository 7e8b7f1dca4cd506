import { Alert, Anchor, Card, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, formatINR } from '@gst/domain';
import { usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { FigureSource } from './gstr3bSources';

const LOAD_FAILED = 'Failed to load the bills';
const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The purchase bills behind a GSTR-3B figure (issue 32): entry number, supplier's number,
 * supplier, date and total of each, and a link to Purchase Bills. A figure's purchase returns
 * are counted with their bills (the bill is listed; the note says how many returns).
 */
export function Gstr3bBillsModal({
  source,
  onClose,
}: {
  /** Null: closed. */
  source: FigureSource | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const canOpenBills = usePagePermissions('manage-purchase-bill')('view');
  const ids = source?.bills ?? [];
  const bills = useQueries({
    queries: ids.map((id) => trpc.tenant.purchases.get.queryOptions({ id })),
  });
  const error = bills.find((b) => b.error)?.error;
  const loading = bills.some((b) => !b.data);
  const rows = bills
    .flatMap((b) => (b.data ? [b.data] : []))
    .sort(
      (a, b) => a.billDate.localeCompare(b.billDate) || a.entryNumber.localeCompare(b.entryNumber),
    );
  const returns = source?.returns.length ?? 0;

  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={source ? `Bills behind ${source.title}` : ''}
      size="48rem"
      fullScreen={isPhone}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {ids.length} purchase bill{ids.length === 1 ? '' : 's'}
          {returns > 0
            ? `; ${returns} purchase return${returns === 1 ? '' : 's'} against them also counted`
            : ''}
          .
        </Text>
        {error ? (
          <Alert color="red" title={LOAD_FAILED}>
            <Text size="sm">{toastText(error, LOAD_FAILED)}</Text>
          </Alert>
        ) : loading ? (
          <Stack gap="xs" aria-busy="true">
            {ids.map((id) => (
              <Skeleton key={id} h={20} />
            ))}
          </Stack>
        ) : isPhone ? (
          <Stack gap="xs" role="list" aria-label="Bills behind the figure">
            {rows.map((bill) => (
              <Card key={bill.id} withBorder padding="sm" role="listitem">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {bill.entryNumber}
                    {bill.status === 'cancelled' ? ' (cancelled)' : ''}
                  </Text>
                  <Text size="sm" fw={600} style={num}>
                    {formatINR(bill.totalAmount)}
                  </Text>
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {bill.supplierName}
                </Text>
                <Text size="xs" c="dimmed">
                  {bill.supplierInvoiceNumber} · {formatDate(bill.billDate)}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing="xs" highlightOnHover aria-label="Bills behind the figure">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th style={nowrap}>Entry No</Table.Th>
                  <Table.Th style={nowrap}>Supplier&apos;s No</Table.Th>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th style={nowrap}>Date</Table.Th>
                  <Table.Th style={num}>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((bill) => (
                  <Table.Tr key={bill.id}>
                    <Table.Td style={nowrap}>
                      {bill.entryNumber}
                      {bill.status === 'cancelled' ? ' (cancelled)' : ''}
                    </Table.Td>
                    <Table.Td style={nowrap}>{bill.supplierInvoiceNumber}</Table.Td>
                    <Table.Td>{bill.supplierName}</Table.Td>
                    <Table.Td style={nowrap}>{formatDate(bill.billDate)}</Table.Td>
                    <Table.Td style={num}>{formatINR(bill.totalAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {canOpenBills ? (
          <Text size="sm">
            <Anchor component={Link} to="/admin/manage-purchase-bill" underline="always">
              Open Purchase Bills
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              (search there by entry number for a bill&apos;s lines)
            </Text>
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
