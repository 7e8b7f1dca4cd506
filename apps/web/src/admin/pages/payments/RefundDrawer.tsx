import {
  ActionIcon,
  Alert,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCashBanknoteMove } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR, todayIN } from '@gst/domain';
import type { TPaymentMode } from '@gst/domain/contracts';
import { DrawerFooter, DrawerShell, useDiscardGuard } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { PAYMENT_MODE_OPTIONS } from './paymentForm';

type Values = {
  against: string;
  amount: string;
  refundDate: string;
  mode: string;
  reference: string;
  remarks: string;
};

/** 'advance', 'receipt:<id>' or 'note:<id>': what the refund names. */
const ADVANCE = 'advance';

/**
 * Refund (issue 29 item 5): pays back part of a customer's advance, naming the receipt or credit
 * note it comes from if the user picks one; the server refuses more than is held. Escape or
 * Cancel asks first once something was typed.
 */
export function RefundDrawer(props: {
  customerId: string;
  customerName: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const held = useQuery(
    trpc.tenant.refunds.refundable.queryOptions({ customerId: props.customerId }),
  );
  const form = useForm<Values>({
    initialValues: {
      against: ADVANCE,
      amount: '',
      refundDate: todayIN(),
      mode: 'bank-transfer',
      reference: '',
      remarks: '',
    },
    validate: {
      amount: (v) =>
        /^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0 ? null : 'Amount must be more than 0',
      mode: (v) => (v ? null : 'Choose how the money was paid back'),
    },
  });
  const options = [
    { value: ADVANCE, label: 'The advance held' },
    ...(held.data?.receipts ?? []).map((r) => ({
      value: `receipt:${r.id}`,
      label: `Receipt ${r.number} (${formatDate(r.date)}) · ${formatINR(r.refundable)} left`,
    })),
    ...(held.data?.creditNotes ?? []).map((n) => ({
      value: `note:${n.id}`,
      label: `Credit note ${n.number} (${formatDate(n.date)}) · ${formatINR(n.refundable)} left`,
    })),
  ];
  const create = useMutation(trpc.tenant.refunds.create.mutationOptions());
  const save = async (values: Values) => {
    setSaving(true);
    const [kind, id] = values.against.split(':');
    try {
      const refund = await create.mutateAsync({
        customerId: props.customerId,
        amount: values.amount.trim(),
        refundDate: values.refundDate,
        mode: values.mode as TPaymentMode,
        reference: values.reference,
        remarks: values.remarks,
        ...(kind === 'receipt' ? { paymentId: id } : kind === 'note' ? { noteId: id } : {}),
      });
      notifications.show({ color: 'green', message: `Refund ${refund.refundNumber} saved` });
      props.onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.tenant.payments.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.refunds.pathKey() }),
      ]);
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, 'Failed to save the refund') });
    } finally {
      setSaving(false);
    }
  };
  const requestClose = useDiscardGuard(() => !saving && form.isDirty(), props.onClose);
  return (
    <DrawerShell
      opened
      onClose={() => void requestClose()}
      title={`Refund · ${props.customerName}`}
      busy={saving}
      loading={held.isPending}
      onSubmit={form.onSubmit((values) => void save(values))}
      footer={
        <DrawerFooter
          onCancel={() => void requestClose()}
          busy={saving}
          submitLabel="Save refund"
          disabled={!held.data || held.data.advance === '0.00'}
        />
      }
    >
      {held.isError ? (
        <Alert color="red" title={toastText(held.error, 'Failed to fetch the advance')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            The shop holds <b>{formatINR(held.data?.advance ?? '0')}</b> for {props.customerName}. A
            refund voucher (Rule 51) is made for each refund.
          </Text>
          <Select
            label="Refund against"
            data={options}
            allowDeselect={false}
            {...form.getInputProps('against')}
          />
          <TextInput
            label="Amount (₹)"
            inputMode="decimal"
            required
            {...form.getInputProps('amount')}
          />
          {/* The app's date picker ('28 Nov 2026'), as in the receipt drawer: the browser's own
              date input showed the US order (11/28/2026) in an Indian shop's drawer. */}
          <DateField
            label="Refund date"
            required
            value={form.values.refundDate}
            onChange={(d) => form.setFieldValue('refundDate', d)}
            error={form.errors.refundDate}
          />
          <Select
            label="Mode"
            data={PAYMENT_MODE_OPTIONS}
            required
            {...form.getInputProps('mode')}
          />
          <TextInput label="Reference (UTR, cheque no.)" {...form.getInputProps('reference')} />
          <Textarea label="Remarks" autosize minRows={2} {...form.getInputProps('remarks')} />
        </Stack>
      )}
    </DrawerShell>
  );
}

/** The Refund action of a receivables row with an advance: opens the refund drawer. */
export function RefundAction(props: { customerId: string; customerName: string; advance: string }) {
  const [open, setOpen] = useState(false);
  if (!(Number(props.advance) > 0)) return null;
  return (
    <>
      <Tooltip label="Refund the advance" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Refund ${props.customerName}`}
          onClick={() => setOpen(true)}
        >
          <IconCashBanknoteMove size={16} />
        </ActionIcon>
      </Tooltip>
      {open && <RefundDrawer {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
