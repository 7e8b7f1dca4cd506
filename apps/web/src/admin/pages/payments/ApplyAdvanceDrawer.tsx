import { Alert, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import { DrawerFooter, DrawerShell, useDiscardGuard } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { toastText } from '../../../lib/errors';
import { AllocationEditor } from './AllocationEditor';
import {
  applyAdvanceErrors,
  allocationLines,
  autoAllocate,
  toAllocations,
  withAllocationErrors,
  type AllocationLine,
} from './paymentForm';
import { RECEIPT_MESSAGES } from './ReceiptDrawer';
import type { ReceiptRow } from './types';

type Values = { allocations: AllocationLine[] };

/**
 * Apply advance: what is left of a receipt goes to more of the customer's open invoices (oldest
 * first with one click). Mount it afresh for each receipt (a `key`). Escape or Cancel closes it,
 * asking first once an amount was changed (issue 29 item 3).
 */
export function ApplyAdvanceDrawer({
  receipt,
  onClose,
}: {
  receipt: ReceiptRow;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const detail = useQuery(trpc.tenant.payments.get.queryOptions({ id: receipt.id }));
  const open = useQuery(
    trpc.tenant.payments.openInvoices.queryOptions({ customerId: receipt.customerId }),
  );
  const available = detail.data?.unallocated ?? '0.00';
  const form = useForm<Values>({
    initialValues: { allocations: [] },
    validate: (values) => applyAdvanceErrors(available, values.allocations),
  });
  useEffect(() => {
    if (!open.data) return;
    // The loaded lines are the starting point: only the user's amounts make the form changed.
    const allocations = allocationLines(open.data);
    form.setFieldValue('allocations', allocations);
    form.resetDirty({ allocations });
    // `form` is a new object each render; only the invoices decide the lines.
  }, [open.data]);

  // The allocation rules are checked live: a line's message shows as it is typed.
  useEffect(() => {
    form.setErrors(withAllocationErrors(form.errors, available, form.values.allocations));
  }, [available, form.values.allocations]);

  const allocate = useMutation(trpc.tenant.payments.allocate.mutationOptions());
  const save = async (values: Values) => {
    setSaving(true);
    try {
      await allocate.mutateAsync({
        paymentId: receipt.id,
        allocations: toAllocations(values.allocations),
      });
      notifications.show({ color: 'green', message: RECEIPT_MESSAGES.allocated });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.tenant.payments.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
      ]);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, RECEIPT_MESSAGES.allocateFailed),
      });
    } finally {
      setSaving(false);
    }
  };
  const failed = detail.isError || open.isError;
  const requestClose = useDiscardGuard(() => !saving && form.isDirty(), onClose);

  return (
    <DrawerShell
      opened
      onClose={() => void requestClose()}
      title={`Apply advance · ${receipt.receiptNumber}`}
      busy={saving}
      onSubmit={form.onSubmit((values) => void save(values))}
      footer={
        <DrawerFooter
          onCancel={() => void requestClose()}
          busy={saving}
          submitLabel="Apply"
          disabled={failed || !detail.data}
        />
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          {receipt.customerName} paid {formatINR(receipt.amount)} on{' '}
          {formatDate(receipt.paymentDate)}; <b>{detail.data ? formatINR(available) : '…'}</b> of it
          is not yet allocated.
        </Text>
        {failed ? (
          <Alert color="red" title={RECEIPT_MESSAGES.openFailed} />
        ) : (
          <AllocationEditor
            lines={form.values.allocations}
            available={available}
            leftLabel="Still unallocated"
            loading={detail.isPending || open.isPending}
            empty="This customer has no open invoices."
            onAmount={(index, amount) => form.setFieldValue(`allocations.${index}.amount`, amount)}
            onAuto={() =>
              form.setFieldValue('allocations', autoAllocate(available, form.values.allocations))
            }
            errorOf={(index) => form.errors[`allocations.${index}.amount`]}
            totalError={form.errors.allocations}
          />
        )}
      </Stack>
    </DrawerShell>
  );
}
