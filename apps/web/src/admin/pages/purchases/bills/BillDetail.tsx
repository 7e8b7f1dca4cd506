import { Badge, Group, Loader, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatINR } from '@gst/domain';
import { ITC_ELIGIBILITY_OPTIONS } from '@gst/domain/contracts';
import { AttachmentBlock } from '../../../../components/AttachmentBlock';
import { usePagePermissions } from '../../../../components/data';
import { useTRPC } from '../../../../lib/trpc';
import { BillReturns } from './BillReturns';

const itcLabel = (value: string) =>
  ITC_ELIGIBILITY_OPTIONS.find((o) => o.value === value)?.label ?? value;

/**
 * A bill's lines (issue 31): what was bought, its tax, credit and serials with where they are
 * now; then its returns to the supplier.
 */
export function BillDetail({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-purchase-bill');
  const bill = useQuery(trpc.tenant.purchases.get.queryOptions({ id }));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.purchases.get.queryKey({ id }) });
  const attach = useMutation(trpc.tenant.purchases.attach.mutationOptions({ onSuccess: refresh }));
  const detach = useMutation(trpc.tenant.purchases.detach.mutationOptions({ onSuccess: refresh }));
  if (bill.isPending) return <Loader size="sm" />;
  if (!bill.data) return <Text c="red">Could not load the bill.</Text>;
  const b = bill.data;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
              <Table.Th>Credit</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {b.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text size="sm">{l.description || l.hsnCode}</Text>
                  <Text size="xs" c="dimmed">
                    HSN/SAC {l.hsnCode || '—'} · {Number(l.gstPercentage)} %
                    {l.reverseCharge ? ' · reverse charge' : ''}
                  </Text>
                  {l.serials.length ? (
                    <Group gap={4} mt={4}>
                      {l.serials.map((s) => (
                        <Badge
                          key={s.itemId}
                          size="xs"
                          variant="light"
                          color={
                            s.status === 'in-stock'
                              ? 'green'
                              : s.status === 'sold'
                                ? 'blue'
                                : 'gray'
                          }
                        >
                          {s.serialNo} · {s.status}
                        </Badge>
                      ))}
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">{Number(l.quantity)}</Table.Td>
                <Table.Td ta="right">{formatINR(l.taxableValue)}</Table.Td>
                <Table.Td ta="right">{formatINR(l.taxAmount)}</Table.Td>
                <Table.Td>{itcLabel(l.itcEligibility)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mt={4}>
          Revision {b.revision} · due {b.dueDate}
          {b.reverseChargeTax !== '0.00'
            ? ` · reverse-charge tax ${formatINR(b.reverseChargeTax)} payable by the shop`
            : ''}
        </Text>
      </Table.ScrollContainer>
      <AttachmentBlock
        attachment={b.attachment}
        what="the supplier's bill"
        canAttach={can('create')}
        canRemove={can('delete')}
        upload={(file) => attach.mutateAsync({ id, ...file })}
        remove={() => detach.mutateAsync({ id })}
      />
      <BillReturns billId={id} />
    </>
  );
}
