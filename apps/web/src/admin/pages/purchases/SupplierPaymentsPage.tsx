import { NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR, MoneyDecimal, todayIN } from '@gst/domain';
import {
  EntityDrawer,
  ListPage,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC, type AppRouter } from '../../../lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import type { TPaymentMode } from '@gst/domain/contracts';
import { DateField } from '../billing/fields';
import { newIdempotencyKey } from '../billing/keys';
import { SupplierPicker, type SupplierOption } from '../billing/pickers';
import { modeLabel, PAYMENT_MODE_OPTIONS } from '../payments/paymentForm';
import { BankAccountSelect, useBankAccounts } from '../shared/BankAccountSelect';
import { DocNumber, NoWrap } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { pageInput, useFreshDrawer, useVoidAction } from './voidableList';

type PaymentRow =
  inferRouterOutputs<AppRouter>['tenant']['supplierPayments']['list']['data'][number];
const reversed = (r: PaymentRow) => r.status === 'reversed';

const COLUMNS: DataTableColumn<PaymentRow>[] = [
  {
    key: 'paymentNumber',
    header: 'Payment No',
    render: (r) => <DocNumber number={r.paymentNumber} voided={reversed(r)} />,
  },
  {
    key: 'paymentDate',
    header: 'Date',
    render: (r) => <NoWrap>{formatDate(r.paymentDate)}</NoWrap>,
  },
  { key: 'supplierName', header: 'Supplier' },
  { key: 'mode', header: 'Mode', render: (r) => modeLabel(r.mode) },
  { key: 'amount', header: 'Amount', numeric: true, render: (r) => formatINR(r.amount) },
  {
    key: 'allocated',
    header: 'Against bills',
    numeric: true,
    render: (r) => formatINR(String(r.allocated)),
  },
];

const MESSAGES = {
  created: 'Supplier payment recorded',
  failed: 'Failed to record the payment',
  reversed: 'Supplier payment reversed',
  reverseFailed: 'Failed to reverse the payment',
  listFailed: 'Failed to fetch supplier payments',
};

/** Supplier Payments (issue 31): what the shop paid, against which bills; reversed never deleted. */
export default function SupplierPaymentsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const can = usePagePermissions('manage-supplier-payment');
  const table = useServerTable();
  const drawer = useFreshDrawer();
  const list = useListQuery(
    trpc.tenant.supplierPayments.list.queryOptions(pageInput(table.query)),
    MESSAGES.listFailed,
  );
  const reverse = useMutation(trpc.tenant.supplierPayments.delete.mutationOptions());
  const reverseAction = useVoidAction<PaymentRow>({
    label: 'Reverse',
    icon: <IconArrowBackUp size={16} />,
    allowed: can('delete'),
    hidden: reversed,
    ask: (row) => ({
      title: `Reverse payment "${row.paymentNumber}"?`,
      consequence: 'It keeps its number; the bills it paid are open again.',
      confirmLabel: 'Reverse payment',
      keepLabel: 'Keep payment',
    }),
    run: (row) => reverse.mutateAsync({ id: row.id }),
    refresh: [trpc.tenant.supplierPayments.pathKey()],
    messages: { done: MESSAGES.reversed, failed: MESSAGES.reverseFailed },
  });
  return (
    <ListPage
      title={title}
      label="Supplier Payments"
      table={table}
      list={list}
      columns={COLUMNS}
      searchPlaceholder="Search number, supplier or reference"
      actions={[reverseAction]}
      create={{
        title: 'Supplier Payment',
        allowed: can('create'),
        onClick: () => drawer.open(),
      }}
    >
      {drawer.render((props) => (
        <PaymentDrawer {...props} />
      ))}
    </ListPage>
  );
}

type PaymentValues = {
  supplierId: string;
  paymentDate: string;
  amount: number | '';
  mode: string;
  bankAccountId: string | null;
  reference: string;
  allocations: Record<string, number | ''>;
};

function PaymentDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const [supplier, setSupplier] = useState<SupplierOption | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useMutation(trpc.tenant.supplierPayments.create.mutationOptions());
  const form = useForm<PaymentValues>({
    initialValues: {
      supplierId: '',
      paymentDate: todayIN(),
      amount: '',
      mode: 'bank-transfer',
      bankAccountId: null,
      reference: '',
      allocations: {},
    },
    validate: {
      supplierId: (v) => (v ? null : 'Choose the supplier'),
      amount: (v) => (v === '' || v <= 0 ? 'Enter the amount paid' : null),
    },
  });
  const v = form.values;
  const { accounts } = useBankAccounts();
  const open = useQuery({
    ...trpc.tenant.supplierPayments.openBills.queryOptions({ supplierId: v.supplierId }),
    enabled: opened && v.supplierId !== '',
  });
  const allocated = Object.values(v.allocations).reduce<MoneyDecimal>(
    (acc, a) => acc.plus(a === '' ? 0 : a),
    new MoneyDecimal(0),
  );
  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName="Supplier Payment"
      editId={null}
      form={form}
      sections={[
        {
          value: 'payment',
          label: 'Payment',
          content: (
            <Stack gap="sm">
              <SupplierPicker
                label="Supplier"
                required
                value={v.supplierId}
                valueLabel={supplier?.name ?? ''}
                error={form.errors.supplierId}
                onPick={(s) => {
                  setSupplier(s);
                  form.setFieldValue('supplierId', s?.id ?? '');
                  form.setFieldValue('allocations', {});
                }}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateField
                  label="Payment date"
                  required
                  value={v.paymentDate}
                  onChange={(d) => form.setFieldValue('paymentDate', d)}
                />
                <NumberInput
                  label="Amount paid (₹)"
                  required
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  {...form.getInputProps('amount')}
                />
                <Select
                  label="Mode"
                  data={PAYMENT_MODE_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('mode')}
                  comboboxProps={{ withinPortal: true }}
                />
                <BankAccountSelect
                  accounts={accounts}
                  shown={v.mode !== 'cash'}
                  value={v.bankAccountId}
                  onChange={(id) => form.setFieldValue('bankAccountId', id)}
                  error={form.errors.bankAccountId}
                />
                <TextInput
                  label="Reference"
                  description="UTR, cheque number"
                  maxLength={100}
                  {...form.getInputProps('reference')}
                />
              </SimpleGrid>
            </Stack>
          ),
        },
        {
          value: 'bills',
          label: 'Open Bills',
          content: !v.supplierId ? (
            <Text c="dimmed">Choose the supplier to see their open bills.</Text>
          ) : (open.data ?? []).length === 0 ? (
            <Text c="dimmed">Nothing is owed on a bill: the whole payment is an advance.</Text>
          ) : (
            <Stack gap="xs">
              <Table withTableBorder>
                <Table.Tbody>
                  {(open.data ?? []).map((b) => (
                    <Table.Tr key={b.billId}>
                      <Table.Td>
                        <Text size="sm">
                          {b.entryNumber} ({b.supplierInvoiceNumber})
                        </Text>
                        <Text size="xs" c="dimmed">
                          Due {formatDate(b.dueDate)} · owed {formatINR(b.balance)}
                        </Text>
                      </Table.Td>
                      <Table.Td w={160}>
                        <NumberInput
                          aria-label={`Pay against ${b.entryNumber}`}
                          min={0}
                          max={Number(b.balance)}
                          decimalScale={2}
                          value={v.allocations[b.billId] ?? ''}
                          onChange={(a) =>
                            form.setFieldValue(`allocations.${b.billId}`, a === '' ? '' : Number(a))
                          }
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="sm">
                Against bills {formatINR(allocated.toFixed(2))}; advance{' '}
                {formatINR(
                  MoneyDecimal.max(0, new MoneyDecimal(v.amount || 0).minus(allocated)).toFixed(2),
                )}
              </Text>
            </Stack>
          ),
        },
      ]}
      defaultOpen={['payment', 'bills']}
      onSave={(values) =>
        create.mutateAsync({
          supplierId: values.supplierId,
          paymentDate: values.paymentDate,
          amount: String(values.amount),
          mode: values.mode as TPaymentMode,
          bankAccountId: values.mode === 'cash' ? null : values.bankAccountId,
          reference: values.reference,
          allocations: Object.entries(values.allocations)
            .filter(([, a]) => a !== '' && a > 0)
            .map(([billId, a]) => ({ billId, amount: String(a) })),
          idempotencyKey,
        })
      }
      messages={MESSAGES}
      refresh={[trpc.tenant.supplierPayments.pathKey()]}
    />
  );
}
