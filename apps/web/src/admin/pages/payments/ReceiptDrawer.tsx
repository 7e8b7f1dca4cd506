import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatINR, todayIN } from '@gst/domain';
import { EntityDrawer, type DrawerSection } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { newIdempotencyKey } from '../billing/keys';
import { CustomerPicker } from '../billing/pickers';
import { BankAccountSelect, useBankAccounts } from '../shared/BankAccountSelect';
import { AllocationEditor } from './AllocationEditor';
import { ReceiptTdsFields } from './ReceiptTdsFields';
import {
  PAYMENT_MODE_OPTIONS,
  allocationLines,
  allocationSummary,
  autoAllocate,
  newPaymentValues,
  paymentErrors,
  receiptSettles,
  remainingAdvance,
  toPaymentInput,
  withAllocationErrors,
  type PaymentFormValues,
} from './paymentForm';

export const RECEIPT_MESSAGES = {
  created: 'Receipt recorded',
  failed: 'Failed to record the receipt',
  reversed: 'Receipt reversed',
  reverseFailed: 'Failed to reverse the receipt',
  allocated: 'Advance applied',
  allocateFailed: 'Failed to apply the advance',
  listFailed: 'Failed to fetch receipts',
  openFailed: 'Failed to fetch the open invoices',
};

/**
 * Record a receipt (issue 16): who paid, when, how much and how, and what it pays of the
 * customer's open invoices; the rest stays as their advance. Mounted afresh for each opening, so
 * the date (today, India) and the idempotency key belong to that one submission.
 */
export function ReceiptDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const [initialValues] = useState(() => newPaymentValues(todayIN()));
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<PaymentFormValues>({ initialValues, validate: (v) => paymentErrors(v) });
  const v = form.values;
  const { accounts } = useBankAccounts();
  // What the allocations may total: the money received + the TDS deducted (issue 33).
  const settles = receiptSettles(v);

  const open = useQuery({
    ...trpc.tenant.payments.openInvoices.queryOptions({ customerId: v.customerId }),
    enabled: opened && v.customerId !== '',
  });
  // A customer's open invoices become the allocation lines (nothing allocated) when they arrive.
  useEffect(() => {
    if (v.customerId && open.data) form.setFieldValue('allocations', allocationLines(open.data));
    // `form` is a new object each render; the customer and their invoices decide the lines.
  }, [v.customerId, open.data]);

  // The allocation rules are checked live: a line's message shows as it is typed.
  useEffect(() => {
    form.setErrors(withAllocationErrors(form.errors, settles, v.allocations));
  }, [settles, v.allocations]);

  const create = useMutation(trpc.tenant.payments.create.mutationOptions());

  const sections: DrawerSection[] = [
    {
      value: 'receipt',
      label: 'Receipt Details',
      content: (
        <Stack gap="sm">
          <CustomerPicker
            label="Customer"
            required
            value={v.customerId}
            valueLabel={v.customerLabel}
            error={form.errors.customerId}
            onPick={(customer) => {
              form.setFieldValue('customerId', customer?.id ?? '');
              form.setFieldValue('customerLabel', customer?.name ?? '');
              form.setFieldValue('allocations', []);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label="Payment date"
              required
              value={v.paymentDate}
              onChange={(d) => form.setFieldValue('paymentDate', d)}
              error={form.errors.paymentDate}
            />
            <NumberInput
              label="Amount received"
              required
              min={0}
              allowNegative={false}
              decimalScale={2}
              thousandSeparator=","
              leftSection="₹"
              value={v.amount}
              onChange={(value) => form.setFieldValue('amount', value === '' ? '' : String(value))}
              error={form.errors.amount}
            />
            <Select
              label="Mode"
              required
              allowDeselect={false}
              data={PAYMENT_MODE_OPTIONS}
              value={v.mode || null}
              onChange={(mode) => form.setFieldValue('mode', mode ?? '')}
              error={form.errors.mode}
              comboboxProps={{ withinPortal: true }}
            />
            <BankAccountSelect
              accounts={accounts}
              shown={v.mode !== '' && v.mode !== 'cash'}
              value={v.bankAccountId}
              onChange={(id) => form.setFieldValue('bankAccountId', id)}
              error={form.errors.bankAccountId}
            />
            <TextInput
              label="Reference"
              description="UTR, cheque or card slip number"
              maxLength={100}
              {...form.getInputProps('reference')}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            autosize
            minRows={2}
            maxRows={6}
            maxLength={1000}
            {...form.getInputProps('remarks')}
          />
        </Stack>
      ),
    },
    {
      value: 'tds',
      label: 'TDS deducted',
      content: <ReceiptTdsFields form={form} />,
    },
    {
      value: 'allocations',
      label: 'Open Invoices',
      content: (
        <AllocationEditor
          lines={v.allocations}
          available={settles}
          leftLabel="Advance left"
          loading={v.customerId !== '' && open.isPending}
          empty={
            !v.customerId
              ? 'Choose the customer to see their open invoices.'
              : open.isError
                ? RECEIPT_MESSAGES.openFailed
                : 'This customer owes nothing: the whole receipt stays as an advance.'
          }
          onAmount={(index, amount) => form.setFieldValue(`allocations.${index}.amount`, amount)}
          onAuto={() => form.setFieldValue('allocations', autoAllocate(settles, v.allocations))}
          errorOf={(index) => form.errors[`allocations.${index}.amount`]}
          totalError={form.errors.allocations}
        />
      ),
    },
  ];

  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName="Receipt"
      editId={null}
      form={form}
      sections={sections}
      defaultOpen={['receipt', 'allocations']}
      confirmSave={(values) => {
        const left = remainingAdvance(receiptSettles(values), values.allocations);
        return {
          title: `Record ${formatINR(values.amount || 0)} from ${values.customerLabel}?`,
          message: `${allocationSummary(values.allocations)}; ${formatINR(left)} stays as the customer's advance. A receipt is never deleted, only reversed.`,
          confirmLabel: 'Record',
        };
      }}
      onSave={(values) => create.mutateAsync({ ...toPaymentInput(values), idempotencyKey })}
      messages={RECEIPT_MESSAGES}
      refresh={[trpc.tenant.payments.pathKey(), trpc.tenant.invoices.pathKey()]}
    />
  );
}
