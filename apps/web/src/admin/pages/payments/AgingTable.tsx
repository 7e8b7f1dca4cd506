import { ActionIcon, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { formatINR } from '@gst/domain';
import { RefundAction } from './RefundDrawer';
import type { Receivables, ReceivablesRow } from './types';

/** The aging columns: key in the server's row and header (also the Excel columns). */
export const AGING_COLUMNS = [
  { key: 'current', header: 'Not due' },
  { key: 'd0_30', header: '0–30' },
  { key: 'd31_60', header: '31–60' },
  { key: 'd61_90', header: '61–90' },
  { key: 'd90plus', header: 'Over 90' },
  { key: 'total', header: 'Total' },
  { key: 'advance', header: 'Advance' },
] as const;

type Totals = Receivables['totals'];

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** A zero bucket shows as a dash so the amounts that matter stand out. */
const amount = (value: string) => (Number(value) === 0 ? '—' : formatINR(value));

const customersLabel = (n: number) => `${n} customer${n === 1 ? '' : 's'}`;

/**
 * Receivables per customer in aging buckets with a totals row; stacked cards on phones.
 * `onStatement` adds a Statement button per customer. The GSTIN sits under the customer's name,
 * so every amount column (Advance last) fits a 1366 px screen without scrolling (issue 29).
 */
export function AgingTable({
  rows,
  totals,
  onStatement,
}: {
  rows: readonly ReceivablesRow[];
  totals: Totals;
  onStatement?: (row: ReceivablesRow) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const statementButton = (row: ReceivablesRow) =>
    onStatement ? (
      <Tooltip label="Statement" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Statement of ${row.customerName}`}
          onClick={() => onStatement(row)}
        >
          <IconFileText size={16} />
        </ActionIcon>
      </Tooltip>
    ) : null;

  if (isPhone) {
    const card = (title: string, subtitle: string, figures: Totals, row?: ReceivablesRow) => (
      <Card withBorder padding="sm" role="listitem" key={row?.customerId ?? 'totals'}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
          {row ? statementButton(row) : null}
          {row ? <RefundAction {...row} /> : null}
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
      <Stack gap="xs" role="list" aria-label="Receivables">
        {rows.map((row) => card(row.customerName, row.gstin || 'Unregistered', row, row))}
        {rows.length ? card('Total', customersLabel(rows.length), totals) : null}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={860} maxHeight="70vh" type="native">
      <Table
        stickyHeader
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="xs"
        aria-label="Receivables"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer / GSTIN</Table.Th>
            {AGING_COLUMNS.map((c) => (
              <Table.Th key={c.key} style={num}>
                {c.header}
              </Table.Th>
            ))}
            {onStatement ? <Table.Th w={56} aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.customerId}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {row.customerName}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {row.gstin || 'Unregistered'}
                </Text>
              </Table.Td>
              {AGING_COLUMNS.map((c) => (
                <Table.Td key={c.key} style={num} fw={c.key === 'total' ? 700 : undefined}>
                  {amount(row[c.key])}
                </Table.Td>
              ))}
              {onStatement ? (
                <Table.Td>
                  <Group gap={0} wrap="nowrap">
                    {statementButton(row)}
                    <RefundAction {...row} />
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {rows.length ? (
          <Table.Tfoot>
            <Table.Tr fw={700} bg="var(--mantine-color-default-hover)">
              <Table.Td>Total ({customersLabel(rows.length)})</Table.Td>
              {AGING_COLUMNS.map((c) => (
                <Table.Td key={c.key} style={num}>
                  {amount(totals[c.key])}
                </Table.Td>
              ))}
              {onStatement ? <Table.Td /> : null}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
