import { Alert, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatINR } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ReceiptTdsDetail } from './ReceiptTdsDetail';
import { MailSection } from '../shared/mail/MailSection';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A receipt's expanded row: the invoices it pays, what is not allocated, its note. */
export function ReceiptDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.tenant.payments.get.queryOptions({ id }));
  if (detail.isPending) return <Skeleton h={60} aria-label="Loading receipt" />;
  if (detail.isError) {
    return <Alert color="red" title={toastText(detail.error, 'Failed to fetch the receipt')} />;
  }
  const receipt = detail.data;
  return (
    <Stack gap="xs" py={4}>
      {receipt.allocations.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not allocated to any invoice.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360} type="native">
          <Table
            withTableBorder
            verticalSpacing={4}
            aria-label={`Allocations of ${receipt.receiptNumber}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Allocated on</Table.Th>
                <Table.Th style={num}>Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipt.allocations.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.invoiceNumber}</Table.Td>
                  <Table.Td>{formatDate(a.allocatedOn)}</Table.Td>
                  <Table.Td style={num}>{formatINR(a.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReceiptTdsDetail receipt={receipt} />
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Unallocated (advance): <b style={num}>{formatINR(receipt.unallocated)}</b>
        </Text>
        {receipt.reversedAt ? (
          <Text size="sm" c="red">
            Reversed on {formatDate(receipt.reversedAt)}: its allocations no longer count.
          </Text>
        ) : null}
      </Group>
      {receipt.remarks ? (
        <Text size="sm" c="dimmed">
          Note: {receipt.remarks}
        </Text>
      ) : null}
      <MailSection
        kind="receipt"
        id={receipt.id}
        title={`E-mail receipt ${receipt.receiptNumber}`}
      />
    </Stack>
  );
}
