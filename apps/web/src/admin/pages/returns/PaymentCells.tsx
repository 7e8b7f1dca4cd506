import { Paper, Table, Text } from '@mantine/core';
import { formatINR } from '@gst/domain';

/** The Tax-to-pay panel's cells: a right-aligned amount and a figure card. */
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
