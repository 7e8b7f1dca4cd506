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

/**
 * Taxable value, the GST split for the place of supply (CGST + SGST/UTGST, or IGST), the total
 * and the amount in words; the net profit line appears while Ctrl+M is held.
 */
export function TotalsSummary({
  figures,
  showNetProfit = false,
  withWords = true,
  note,
}: {
  figures: TotalsFigures;
  showNetProfit?: boolean;
  withWords?: boolean;
  note?: string;
}) {
  const { kind } = figures;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Totals">
      <Stack gap={4}>
        <Row label="Taxable value" value={formatINR(figures.taxableAmount)} />
        {kind === 'IGST' ? (
          <Row label="IGST" value={formatINR(figures.igst)} />
        ) : (
          <>
            <Row label="CGST" value={formatINR(figures.cgst)} />
            {kind === 'CGST_UTGST' ? (
              <Row label="UTGST" value={formatINR(figures.utgst)} />
            ) : (
              <Row label="SGST" value={formatINR(figures.sgst)} />
            )}
          </>
        )}
        {figures.discount && Number(figures.discount) > 0 ? (
          <Row label="Discount" value={`-${formatINR(figures.discount)}`} />
        ) : null}
        <Divider my={4} />
        <Row label="Total" value={formatINR(figures.total)} strong />
        {withWords ? (
          <Text size="xs" c="dimmed" ta="right" fs="italic">
            {amountInWords(figures.total)}
          </Text>
        ) : null}
        {showNetProfit && figures.netProfit !== undefined ? (
          <Group
            justify="space-between"
            gap="xs"
            wrap="nowrap"
            mt={4}
            data-testid="net-profit"
            aria-live="polite"
          >
            <Text size="sm" fw={600} c="teal">
              Net profit
            </Text>
            <Text
              size="sm"
              fw={700}
              c={Number(figures.netProfit) < 0 ? 'red' : 'teal'}
              style={money}
            >
              {formatINR(figures.netProfit)}
            </Text>
          </Group>
        ) : null}
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
