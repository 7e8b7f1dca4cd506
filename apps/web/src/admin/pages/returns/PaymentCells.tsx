import { Paper, Table, Text } from '@mantine/core';
import { formatINR, type Challan } from '@gst/domain';
import { challanRows } from './gstr3bPayment';

/** The Tax-to-pay panel's cells: a right-aligned amount, a figure card and the challan table. */
export const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

export const Money = ({
  value,
  strong,
  testId,
}: {
  value: string;
  strong?: boolean;
  testId?: string;
}) => (
  <Table.Td style={num} fw={strong ? 600 : undefined} data-testid={testId}>
    {formatINR(value)}
  </Table.Td>
);

export const Stat = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) => (
  <Paper withBorder p="sm">
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {value}
    </Text>
  </Paper>
);

/** The challan (PMT-06) per head: tax, interest, s.47 late fee and total, in whole rupees. */
export function ChallanTable({ challan }: { challan: Challan }) {
  return (
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Challan PMT-06">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Head</Table.Th>
            {['Tax', 'Interest', 'Late fee', 'Total'].map((h) => (
              <Table.Th key={h} style={num}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {challanRows(challan).map((r) => (
            <Table.Tr key={r.id} fw={r.id === 'total' ? 600 : undefined}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {r.label}
              </Table.Th>
              <Money value={r.tax} />
              <Money value={r.interest} testId={`challan-interest-${r.id}`} />
              <Money value={r.lateFee} testId={`challan-late-fee-${r.id}`} />
              <Money value={r.total} strong />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
