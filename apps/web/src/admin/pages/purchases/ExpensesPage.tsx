import { NumberInput, Select, SimpleGrid, TextInput, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR, todayIN } from '@gst/domain';
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
import { DateField } from '../billing/fields';
import { newIdempotencyKey } from '../billing/keys';
import { DocNumber, NoWrap } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { pageInput, useFreshDrawer, useVoidAction } from './voidableList';
import { rangeProblem, yearToDate } from './dateRange';
import { ExpenseBillsTable } from './expenses/ExpenseBillsTable';
import { ExpenseDetail } from './expenses/ExpenseDetail';
import { ExpenseRangeBar } from './expenses/ExpenseRangeBar';
import { BankAccountSelect, useBankAccounts } from '../shared/BankAccountSelect';

type ExpenseRow = inferRouterOutputs<AppRouter>['tenant']['expenses']['list']['data'][number];
const cancelled = (r: ExpenseRow) => r.status === 'cancelled';

const COLUMNS: DataTableColumn<ExpenseRow>[] = [
  {
    key: 'expenseNumber',
    header: 'Expense No',
    render: (r) => <DocNumber number={r.expenseNumber} voided={cancelled(r)} />,
  },
  {
    key: 'expenseDate',
    header: 'Date',
    render: (r) => <NoWrap>{formatDate(r.expenseDate)}</NoWrap>,
  },
  { key: 'category', header: 'Category' },
  { key: 'payee', header: 'Paid to', render: (r) => r.payee || '—' },
  {
    key: 'paidFrom',
    header: 'From',
    render: (r) =>
      r.paidFrom === 'bank' ? `Bank ${r.bankAccountName ?? r.bankAccount}`.trim() : 'Cash',
  },
  {
    key: 'attachmentFileId',
    header: 'File',
    render: (r) =>
      r.attachmentFileId ? (
        <Tooltip label="A receipt is attached: open the row to see it">
          <IconPaperclip size={16} aria-label="Receipt attached" />
        </Tooltip>
      ) : (
        ''
      ),
  },
  { key: 'amount', header: 'Amount', numeric: true, render: (r) => formatINR(r.amount) },
];

const MESSAGES = {
  created: 'Expense recorded',
  failed: 'Failed to record the expense',
  cancelled: 'Expense cancelled',
  cancelFailed: 'Failed to cancel the expense',
  listFailed: 'Failed to fetch expenses',
};

/**
 * Expenses (issue 31): costs without a supplier's GST bill, numbered, cancelled never deleted,
 * each with its receipt attached in its row's detail; the dates filter the expenses and the
 * bills for expenses below them, and are what Export to Excel downloads.
 */
export default function ExpensesPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const can = usePagePermissions('manage-expense');
  const table = useServerTable();
  const drawer = useFreshDrawer();
  const [range, setRange] = useState(() => yearToDate());
  const asked = rangeProblem(range) === null ? range : null;
  const list = useListQuery(
    trpc.tenant.expenses.list.queryOptions(
      { ...pageInput(table.query), ...(asked ?? {}) },
      { enabled: asked !== null },
    ),
    MESSAGES.listFailed,
  );
  const cancel = useMutation(trpc.tenant.expenses.delete.mutationOptions());
  const cancelAction = useVoidAction<ExpenseRow>({
    allowed: can('delete'),
    hidden: cancelled,
    ask: (row) => ({
      title: `Cancel expense "${row.expenseNumber}"?`,
      consequence: 'It keeps its number and leaves every total.',
      confirmLabel: 'Cancel expense',
      keepLabel: 'Keep expense',
    }),
    run: (row) => cancel.mutateAsync({ id: row.id }),
    refresh: [trpc.tenant.expenses.pathKey()],
    messages: { done: MESSAGES.cancelled, failed: MESSAGES.cancelFailed },
  });
  return (
    <ListPage
      title={title}
      label="Expenses"
      table={table}
      list={list}
      columns={COLUMNS}
      above={<ExpenseRangeBar range={range} onChange={setRange} canExport={can('export')} />}
      idle={asked === null}
      searchPlaceholder="Search number, payee, category or note"
      renderDetail={(r) => <ExpenseDetail id={r.id} cancelled={cancelled(r)} />}
      actions={[cancelAction]}
      create={{ title: 'Expense', allowed: can('create'), onClick: () => drawer.open() }}
    >
      <ExpenseBillsTable range={asked} />
      {drawer.render((props) => (
        <ExpenseDrawer {...props} />
      ))}
    </ListPage>
  );
}

type ExpenseValues = {
  expenseDate: string;
  category: string;
  amount: number | '';
  paidFrom: 'cash' | 'bank';
  bankAccount: string;
  bankAccountId: string | null;
  payee: string;
  note: string;
};

function ExpenseDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const categories = useQuery(trpc.tenant.expenses.categories.queryOptions({}));
  const create = useMutation(trpc.tenant.expenses.create.mutationOptions());
  const form = useForm<ExpenseValues>({
    initialValues: {
      expenseDate: todayIN(),
      category: '',
      amount: '',
      paidFrom: 'cash',
      bankAccount: '',
      bankAccountId: null,
      payee: '',
      note: '',
    },
    validate: {
      category: (v) => (v ? null : 'Choose a category'),
      amount: (v) => (v === '' || v <= 0 ? 'Enter the amount' : null),
    },
  });
  const v = form.values;
  const { accounts } = useBankAccounts();
  return (
    <EntityDrawer
      opened={opened}
      onClose={onClose}
      entityName="Expense"
      editId={null}
      form={form}
      sections={[
        {
          value: 'expense',
          label: 'Expense',
          content: (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DateField
                label="Date"
                required
                value={v.expenseDate}
                onChange={(d) => form.setFieldValue('expenseDate', d)}
              />
              <Select
                label="Category"
                required
                data={(categories.data ?? []).map((c) => c.name)}
                {...form.getInputProps('category')}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label="Amount (₹)"
                required
                min={0}
                decimalScale={2}
                thousandSeparator=","
                {...form.getInputProps('amount')}
              />
              <Select
                label="Paid from"
                data={[
                  { value: 'cash', label: 'Cash' },
                  { value: 'bank', label: 'Bank account' },
                ]}
                allowDeselect={false}
                {...form.getInputProps('paidFrom')}
                comboboxProps={{ withinPortal: true }}
              />
              <BankAccountSelect
                accounts={accounts}
                shown={v.paidFrom === 'bank'}
                value={v.bankAccountId}
                onChange={(id) => form.setFieldValue('bankAccountId', id)}
                error={form.errors.bankAccountId}
              />
              {v.paidFrom === 'bank' && accounts.length === 0 ? (
                // A shop without bank accounts (Settings) names the account as text.
                <TextInput label="Bank account" {...form.getInputProps('bankAccount')} />
              ) : null}
              <TextInput label="Paid to" {...form.getInputProps('payee')} />
              <Textarea
                label="Note"
                autosize
                minRows={2}
                style={{ gridColumn: '1 / -1' }}
                {...form.getInputProps('note')}
              />
            </SimpleGrid>
          ),
        },
      ]}
      defaultOpen={['expense']}
      onSave={(values) =>
        create.mutateAsync({
          ...values,
          amount: String(values.amount),
          bankAccount:
            values.paidFrom === 'bank' && !values.bankAccountId ? values.bankAccount : '',
          bankAccountId: values.paidFrom === 'bank' ? values.bankAccountId : null,
          idempotencyKey,
        })
      }
      messages={MESSAGES}
      refresh={[trpc.tenant.expenses.pathKey()]}
    />
  );
}
