import { Alert, Button, Group, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MoneyDecimal, formatDate, formatINR } from '@gst/domain';
import { allocatedTotal, remainingAdvance, type AllocationLine } from './paymentForm';

const figures = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A customer's open invoices, each with its balance and an 'Allocate' amount, the
 * 'Auto-allocate oldest first' button and the advance left, live (receipt and Apply advance).
 */
export function AllocationEditor(props: {
  lines: readonly AllocationLine[];
  /** What the allocations may use: the receipt's amount, or what is left of it. */
  available: string;
  /** Label of what is left: 'Advance left' (new receipt) or 'Still unallocated'. */
  leftLabel: string;
  onAmount: (index: number, amount: string) => void;
  onAuto: () => void;
  errorOf: (index: number) => ReactNode;
  totalError?: ReactNode;
  loading?: boolean;
  empty: ReactNode;
}) {
  if (props.loading) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading open invoices">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  const allocated = allocatedTotal(props.lines);
  const left = new MoneyDecimal(remainingAdvance(props.available, props.lines));
  return (
    <Stack gap="xs">
      {props.lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        props.lines.map((line, index) => (
          <Paper key={line.invoiceId} withBorder p="xs" radius="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={0} style={{ flex: '1 1 160px' }}>
                <Text size="sm" fw={600}>
                  {line.invoiceNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(line.invoiceDate)} · due {formatDate(line.dueDate)}
                </Text>
                <Text size="xs" style={figures}>
                  Balance {formatINR(line.balance)}
                </Text>
              </Stack>
              <NumberInput
                label="Allocate"
                aria-label={`Allocate to ${line.invoiceNumber}`}
                w={170}
                min={0}
                allowNegative={false}
                decimalScale={2}
                thousandSeparator=","
                leftSection="₹"
                value={line.amount}
                onChange={(value) => props.onAmount(index, value === '' ? '' : String(value))}
                error={props.errorOf(index)}
              />
            </Group>
          </Paper>
        ))
      )}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconWand size={14} />}
          onClick={props.onAuto}
          disabled={props.lines.length === 0}
        >
          Auto-allocate oldest first
        </Button>
        <Stack gap={0} align="flex-end" ml="auto" aria-live="polite">
          <Text size="sm" style={figures}>
            Allocated {formatINR(allocated)}
          </Text>
          <Text
            size="sm"
            fw={600}
            c={left.isNegative() ? 'red' : undefined}
            style={figures}
            data-testid="advance-left"
          >
            {props.leftLabel} {formatINR(left)}
          </Text>
        </Stack>
      </Group>
      {props.totalError ? <Alert color="red" variant="light" title={props.totalError} /> : null}
    </Stack>
  );
}
