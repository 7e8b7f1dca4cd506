import {
  ActionIcon,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatINR, todayIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { SearchInput } from '../../../components/data';
import { useTRPC, type AppRouter } from '../../../lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import { DateField } from '../billing/fields';
import { AGING_COLUMNS } from '../payments/AgingTable';
import type { AdminPageProps } from '../shared/pageProps';
import { SupplierStatementModal } from './statement/SupplierStatementModal';

type Payables = inferRouterOutputs<AppRouter>['tenant']['supplierPayments']['payables'];
type PayablesRow = Payables['data'][number];
type Figures = Payables['totals'];

const amount = (value: string) => (Number(value) === 0 ? '—' : formatINR(value));
const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;
const suppliersLabel = (n: number) => `${n} supplier${n === 1 ? '' : 's'}`;

/**
 * Payables (issue 31): what the shop owes each supplier, aged by days past the bills' due dates
 * (as receivables are), the advances paid, and the totals; as of any day. Each supplier's
 * Statement opens from its row; phones get one card per supplier.
 */
export default function PayablesPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const [asOf, setAsOf] = useState(todayIN());
  const [search, setSearch] = useState('');
  const [statementOf, setStatementOf] = useState<{ id: string; name: string } | null>(null);
  const payables = useQuery(
    trpc.tenant.supplierPayments.payables.queryOptions({ asOf, ...(search ? { search } : {}) }),
  );
  const rows = payables.data?.data ?? [];
  const onStatement = (r: PayablesRow) =>
    setStatementOf({ id: r.supplierId, name: r.supplierName });
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group mb="md" align="end" wrap="wrap">
          <DateField label="As of" value={asOf} onChange={(d) => setAsOf(d || todayIN())} />
          <SearchInput value={search} onChange={setSearch} placeholder="Search supplier or GSTIN" />
        </Group>
        {payables.isPending ? (
          <Skeleton h={160} aria-label="Loading payables" />
        ) : payables.isError ? (
          <Text c="red">Failed to fetch payables</Text>
        ) : rows.length === 0 ? (
          <AppEmptyState />
        ) : (
          <PayablesTable rows={rows} totals={payables.data.totals} onStatement={onStatement} />
        )}
      </Paper>
      <SupplierStatementModal supplier={statementOf} onClose={() => setStatementOf(null)} />
    </>
  );
}

function StatementButton({
  row,
  onStatement,
}: {
  row: PayablesRow;
  onStatement: Props['onStatement'];
}) {
  return (
    <Tooltip label="Statement" withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Statement of ${row.supplierName}`}
        onClick={() => onStatement(row)}
      >
        <IconFileText size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

type Props = {
  rows: readonly PayablesRow[];
  totals: Figures;
  onStatement: (row: PayablesRow) => void;
};

/** Suppliers in aging buckets with a totals row and a Statement button each; cards on phones. */
function PayablesTable({ rows, totals, onStatement }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    const card = (title: string, subtitle: string, figures: Figures, row?: PayablesRow) => (
      <Card withBorder padding="sm" role="listitem" key={row?.supplierId ?? 'totals'}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          {row ? <StatementButton row={row} onStatement={onStatement} /> : null}
        </Group>
        <Stack gap={2} mt={6}>
          {AGING_COLUMNS.map((c) => (
            <Group key={c.key} justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" fw={500}>
                {c.header}
              </Text>
              <Text size="sm" fw={c.key === 'total' ? 700 : 400} style={num}>
                {amount(figures[c.key])}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
    );
    return (
      <Stack gap="xs" role="list" aria-label="Payables">
        {rows.map((r) => card(r.supplierName, r.gstin || 'No GSTIN', r, r))}
        {card('Total', suppliersLabel(rows.length), totals)}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table striped withTableBorder aria-label="Payables">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Supplier</Table.Th>
            {AGING_COLUMNS.map((c) => (
              <Table.Th key={c.key} style={num}>
                {c.header}
              </Table.Th>
            ))}
            <Table.Th w={56} aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.supplierId}>
              <Table.Td>
                <Text size="sm">{r.supplierName}</Text>
                <Text size="xs" c="dimmed">
                  {r.gstin || 'No GSTIN'}
                </Text>
              </Table.Td>
              {AGING_COLUMNS.map((c) => (
                <Table.Td key={c.key} style={num} fw={c.key === 'total' ? 700 : undefined}>
                  {amount(r[c.key])}
                </Table.Td>
              ))}
              <Table.Td>
                <StatementButton row={r} onStatement={onStatement} />
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>Total ({suppliersLabel(rows.length)})</Table.Td>
            {AGING_COLUMNS.map((c) => (
              <Table.Td key={c.key} style={num}>
                {amount(totals[c.key])}
              </Table.Td>
            ))}
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
