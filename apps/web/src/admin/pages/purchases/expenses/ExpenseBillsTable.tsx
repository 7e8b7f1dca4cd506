import { Stack, Text, Title } from '@mantine/core';
import { formatDate, formatINR } from '@gst/domain';
import {
  ListPage,
  useListQuery,
  useServerTable,
  type DataTableColumn,
} from '../../../../components/data';
import { useTRPC, type AppRouter } from '../../../../lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import { PAYMENT_STATUS_LABELS } from '../../invoices/paymentStatus';
import { DocNumber, NoWrap } from '../../shared/documentList';
import { pageInput } from '../voidableList';
import type { DateRange } from '../dateRange';

type BillRow = inferRouterOutputs<AppRouter>['tenant']['expenses']['bills']['data'][number];

const COLUMNS: DataTableColumn<BillRow>[] = [
  {
    key: 'entryNumber',
    header: 'Bill No',
    render: (b) => <DocNumber number={b.entryNumber} voided={false} />,
  },
  { key: 'billDate', header: 'Date', render: (b) => <NoWrap>{formatDate(b.billDate)}</NoWrap> },
  { key: 'supplierName', header: 'Supplier' },
  { key: 'supplierInvoiceNumber', header: 'Supplier’s No' },
  { key: 'categories', header: 'Category' },
  {
    key: 'amount',
    header: 'Cost',
    numeric: true,
    render: (b) => {
      const status = PAYMENT_STATUS_LABELS[b.paymentStatus];
      return (
        <Stack gap={2} align="flex-end">
          <span>{formatINR(b.amount)}</span>
          {b.returned && Number(b.returned) !== 0 ? (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              after {formatINR(b.returned)} returned
            </Text>
          ) : null}
          <Text size="xs" fw={600} c={status.color} style={{ whiteSpace: 'nowrap' }}>
            {status.label}
            {b.paymentStatus === 'partly-paid' || b.paymentStatus === 'overdue'
              ? ` · ${formatINR(b.balance)} due`
              : ''}
          </Text>
        </Stack>
      );
    },
  },
];

/**
 * "Bills for expenses" (issue 31), the Expenses page's second table: active purchase bills whose
 * lines are all expenses (freight, a landlord's GST invoice), in the page's dates. A table of its
 * own rather than rows merged into the expenses: a bill is entered, revised, paid and cancelled
 * under Purchase Bills, has the supplier's number and a balance instead of "paid from", and its
 * cost (taxable value, plus tax only where the credit is blocked, less what went back on purchase
 * returns) differs from what the supplier is owed; merged rows would also break the expense list's paging and numbering. Read-only here.
 */
export function ExpenseBillsTable({ range }: { range: DateRange | null }) {
  const trpc = useTRPC();
  const table = useServerTable();
  const list = useListQuery(
    trpc.tenant.expenses.bills.queryOptions(
      { ...pageInput(table.query), ...(range ?? {}) },
      { enabled: range !== null },
    ),
    'Failed to fetch the bills for expenses',
  );
  return (
    <Stack gap={4} mt="xl">
      <Title order={3} size="h4">
        Bills for expenses
      </Title>
      <Text size="sm" c="dimmed">
        Suppliers’ bills whose every line is an expense, at their cost (tax counts only where its
        credit is blocked or ineligible). Enter, pay or cancel them under Purchase Bills.
      </Text>
      <ListPage
        label="Bills for expenses"
        table={table}
        list={list}
        idle={range === null}
        columns={COLUMNS}
        searchPlaceholder="Search number, supplier, category or line"
      />
    </Stack>
  );
}
