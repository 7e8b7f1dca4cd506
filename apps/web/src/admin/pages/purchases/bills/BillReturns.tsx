import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR } from '@gst/domain';
import { usePagePermissions, voidAfterConfirm } from '../../../../components/data';
import { useTRPC } from '../../../../lib/trpc';
import { RETURN_MESSAGES } from './ReturnDrawer';
import { returnKindLabel, returnLinesSummary, type PurchaseReturnRow } from './returnForm';

/**
 * A bill's purchase returns (issue 31) under its lines: number, date, kind, reason, what went back
 * (its lines, with their serial numbers) and amount;
 * Cancel (the delete flag) brings the goods back into stock; a cancelled return stays listed.
 */
export function BillReturns({ billId }: { billId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-purchase-bill');
  const returns = useQuery(trpc.tenant.purchases.listReturns.queryOptions({ billId }));
  const cancel = useMutation(trpc.tenant.purchases.cancelReturn.mutationOptions());
  const rows = returns.data ?? [];
  if (returns.isError)
    return (
      <Text size="xs" c="red">
        Could not load the returns.
      </Text>
    );
  if (rows.length === 0) return null;

  const cancelReturn = (r: PurchaseReturnRow) =>
    voidAfterConfirm({
      title: `Cancel return "${r.returnNumber}"?`,
      consequence:
        'It keeps its number; its goods come back into stock and what the shop owes the supplier goes up again.',
      confirmLabel: 'Cancel return',
      keepLabel: 'Keep return',
      run: () => cancel.mutateAsync({ id: r.id }),
      after: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tenant.purchases.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.stock.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.supplierPayments.pathKey() }),
        ]),
      messages: { done: RETURN_MESSAGES.cancelled, failed: RETURN_MESSAGES.cancelFailed },
    });

  return (
    <Stack gap={4} mt="sm" aria-label="Purchase returns">
      <Text size="sm" fw={600}>
        Returns to the supplier
      </Text>
      {rows.map((r) => {
        const cancelled = r.status === 'cancelled';
        return (
          <Group key={r.id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Group gap={6}>
                <Text size="sm" td={cancelled ? 'line-through' : undefined}>
                  {r.returnNumber}
                </Text>
                {cancelled ? (
                  <Badge size="xs" color="gray" variant="light">
                    Cancelled
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(r.returnDate)} · {returnKindLabel(r.kind)}
                {r.supplierNoteNumber ? ` ${r.supplierNoteNumber}` : ''} · {r.reason}
              </Text>
              {r.lines.length ? (
                <Text size="xs" c="dimmed">
                  {returnLinesSummary(r.lines)}
                </Text>
              ) : null}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatINR(r.totalAmount)}
              </Text>
              {can('delete') && !cancelled ? (
                <Tooltip label="Cancel return" withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Cancel return ${r.returnNumber}`}
                    onClick={() => void cancelReturn(r)}
                  >
                    <IconBan size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
