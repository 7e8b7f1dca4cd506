import {
  Alert,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import { EntityDrawer, type DrawerSection } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import {
  RETURN_KIND_OPTIONS,
  formToReturn,
  newReturnValues,
  returnErrors,
  returnQuantity,
  returnableLines,
  type ReturnFormValues,
  type ReturnableLine,
} from './returnForm';

export const RETURN_MESSAGES = {
  failed: 'Failed to record the purchase return',
  cancelled: 'Purchase return cancelled',
  cancelFailed: 'Failed to cancel the purchase return',
};

/**
 * Goods going back to the supplier against a bill (issue 31): our debit note or the supplier's
 * credit note, the date and reason, and per bill line what was bought, what went back already
 * (the bill's active returns), what is left, and the quantity or, for serial-numbered goods, the
 * units (those still in stock) going back, at most what is left. Mounted afresh for each opening.
 */
export function ReturnDrawer({
  billId,
  opened,
  onClose,
}: {
  billId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const bill = useQuery(trpc.tenant.purchases.get.queryOptions({ id: billId }));
  const returns = useQuery(trpc.tenant.purchases.listReturns.queryOptions({ billId }));
  const lines = bill.data && returns.data ? returnableLines(bill.data, returns.data) : [];
  // The form's check reads the bill as loaded now (the form keeps its first options).
  const current = useRef({ lines, billDate: '' });
  current.current = { lines, billDate: bill.data?.billDate ?? '' };
  const form = useForm<ReturnFormValues>({
    initialValues: newReturnValues(),
    validate: (values) => returnErrors(values, current.current.lines, current.current.billDate),
  });
  const create = useMutation(trpc.tenant.purchases.createReturn.mutationOptions());
  const v = form.values;

  const sections: DrawerSection[] = [
    {
      value: 'return',
      label: bill.data
        ? `1. Return against ${bill.data.entryNumber} (${bill.data.supplierInvoiceNumber})`
        : '1. Return',
      content: (
        <Stack gap="sm">
          {bill.data ? (
            <Text size="sm" c="dimmed">
              {bill.data.supplierName} · bill of {formatDate(bill.data.billDate)} ·{' '}
              {formatINR(bill.data.totalAmount)}
            </Text>
          ) : null}
          <SegmentedControl
            data={RETURN_KIND_OPTIONS}
            value={v.kind}
            onChange={(kind) => form.setFieldValue('kind', kind)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              label="Return date"
              required
              value={v.returnDate}
              minDate={bill.data?.billDate}
              onChange={(d) => form.setFieldValue('returnDate', d)}
              error={form.errors.returnDate}
            />
            {v.kind === 'supplier-credit-note' ? (
              <TextInput
                label="Supplier's credit note no."
                maxLength={40}
                {...form.getInputProps('supplierNoteNumber')}
              />
            ) : null}
          </SimpleGrid>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={500}
            placeholder="e.g. Two panels arrived cracked"
            {...form.getInputProps('reason')}
          />
        </Stack>
      ),
    },
    {
      value: 'lines',
      label: '2. What goes back',
      content: (
        <Stack gap="sm">
          {bill.isError ? (
            <Alert color="red" title={toastText(bill.error, 'Could not load the bill')} />
          ) : null}
          {returns.isError ? (
            <Alert
              color="red"
              title={toastText(returns.error, 'Could not load the returns of the bill')}
            />
          ) : null}
          {lines.map((line) => (
            <ReturnLine key={line.id} line={line} form={form} />
          ))}
          {form.errors.lines ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.lines}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName="Purchase Return"
      editId={null}
      loading={bill.isPending || returns.isPending}
      form={form}
      sections={sections}
      defaultOpen={['return', 'lines']}
      onSave={(values) => create.mutateAsync(formToReturn(billId, values, lines))}
      messages={{
        created: (saved) => {
          const r = saved as { returnNumber: string; totalAmount: string };
          return `Purchase return ${r.returnNumber} recorded (${formatINR(r.totalAmount)})`;
        },
        failed: RETURN_MESSAGES.failed,
      }}
      refresh={[
        trpc.tenant.purchases.pathKey(),
        trpc.tenant.stock.pathKey(),
        trpc.tenant.items.pathKey(),
        trpc.tenant.supplierPayments.pathKey(),
      ]}
    />
  );
}

type Form = UseFormReturnType<ReturnFormValues>;

/** One bill line: the quantity going back, or its units in stock to tick. */
function ReturnLine({ line, form }: { line: ReturnableLine; form: Form }) {
  const values = form.values.lines[line.id];
  const path = `lines.${line.id}`;
  const chosen = returnQuantity(line, values);
  const set = (next: { quantity: number | ''; itemIds: string[] }) =>
    form.setFieldValue(path, next);
  const error = form.errors[`${path}.quantity`];
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {line.label}
          </Text>
          <Text size="xs" c="dimmed">
            Bought {line.billed} {line.unit} · returned {line.returned} · left {line.left}
            {line.hasSerials ? ` · ${line.serials.length} still in stock` : ''}
          </Text>
        </Stack>
        {line.hasSerials ? (
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {chosen} going back
          </Text>
        ) : (
          <NumberInput
            aria-label={`Quantity of ${line.label} going back`}
            w={120}
            min={0}
            max={line.max}
            clampBehavior="strict"
            disabled={line.max === 0}
            decimalScale={3}
            placeholder="0"
            value={values?.quantity ?? ''}
            error={error}
            onChange={(q) => set({ quantity: q === '' ? '' : Number(q), itemIds: [] })}
          />
        )}
      </Group>
      {!line.hasSerials && line.left === 0 ? (
        <Text size="xs" c="dimmed" mt={6}>
          Everything on this line has gone back already.
        </Text>
      ) : null}
      {line.hasSerials ? (
        line.serials.length === 0 ? (
          <Text size="xs" c="dimmed" mt={6}>
            Every unit of this line has been sold or sent back.
          </Text>
        ) : (
          <Checkbox.Group
            mt={6}
            aria-label={`Serial numbers of ${line.label} going back`}
            value={values?.itemIds ?? []}
            error={error}
            onChange={(itemIds) => set({ quantity: itemIds.length, itemIds })}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing={6} mt={4}>
              {line.serials.map((s) => (
                <Checkbox key={s.itemId} value={s.itemId} label={s.serialNo} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )
      ) : null}
    </Paper>
  );
}
