import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { amountInWords, formatINR, type TaxKind } from '@gst/domain';

/** The figures a totals box shows; every amount is a 2-decimal string. */
export interface TotalsFigures {
  kind: TaxKind;
  taxableAmount: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  discount?: string;
  total: string;
  /** Shown only while Ctrl+M is held (`showNetProfit`). */
  netProfit?: string;
}

const money = { fontVariantNumeric: 'tabular-nums' } as const;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} style={money}>
        {value}
      </Text>
    </Group>
  );
}

function taxRows(figures: TotalsFigures): [string, string][] {
  const rows: [string, string][] = [['Taxable value', formatINR(figures.taxableAmount)]];
  if (figures.kind === 'IGST') rows.push(['IGST', formatINR(figures.igst)]);
  else {
    rows.push(['CGST', formatINR(figures.cgst)]);
    rows.push(
      figures.kind === 'CGST_UTGST'
        ? ['UTGST', formatINR(figures.utgst)]
        : ['SGST', formatINR(figures.sgst)],
    );
  }
  if (figures.discount && Number(figures.discount) > 0)
    rows.push(['Discount', `-${formatINR(figures.discount)}`]);
  return rows;
}

function NetProfit({ value }: { value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="net-profit" aria-live="polite">
      <Text size="sm" fw={600} c="teal">
        Net profit
      </Text>
      <Text size="sm" fw={700} c={Number(value) < 0 ? 'red' : 'teal'} style={money}>
        {formatINR(value)}
      </Text>
    </Group>
  );
}

/**
 * Taxable value, the GST split for the place of supply (CGST + SGST/UTGST, or IGST), the total
 * and the amount in words; the net profit line appears while Ctrl+M is held. `inline` lays the
 * figures out in one wrapping row (detail panels under a table row); the default is a box.
 */
export function TotalsSummary({
  figures,
  showNetProfit = false,
  withWords = true,
  note,
  inline = false,
}: {
  figures: TotalsFigures;
  showNetProfit?: boolean;
  withWords?: boolean;
  note?: string;
  inline?: boolean;
}) {
  const rows = taxRows(figures);
  const words = withWords ? (
    <Text size="xs" c="dimmed" ta={inline ? undefined : 'right'} fs="italic">
      {amountInWords(figures.total)}
    </Text>
  ) : null;
  const netProfit =
    showNetProfit && figures.netProfit !== undefined ? (
      <NetProfit value={figures.netProfit} />
    ) : null;
  if (inline) {
    return (
      <Stack gap={2} aria-label="Totals">
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          {rows.map(([label, value]) => (
            <Text key={label} size="sm" style={{ whiteSpace: 'nowrap' }}>
              <Text span c="dimmed" size="sm">
                {label}{' '}
              </Text>
              <Text span fw={500} size="sm" style={money}>
                {value}
              </Text>
            </Text>
          ))}
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            Total{' '}
            <Text span fw={700} style={money}>
              {formatINR(figures.total)}
            </Text>
          </Text>
          {netProfit}
        </Group>
        {words}
      </Stack>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Totals">
      <Stack gap={4}>
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
        <Divider my={4} />
        <Row label="Total" value={formatINR(figures.total)} strong />
        {words}
        {netProfit ? <Group justify="space-between">{netProfit}</Group> : null}
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
