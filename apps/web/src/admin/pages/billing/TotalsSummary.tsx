import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { amountInWords, formatINR, type GstTaxSplitRow, type TaxKind } from '@gst/domain';

/** The figures a totals box shows; every amount is a 2-decimal string. */
export interface TotalsFigures {
  kind: TaxKind;
  /** Prices include GST: `gross` is then the tax-inclusive amount. */
  taxInclusive?: boolean;
  /** Σ quantity × price, shown (with `lineDiscount`) when lines carry a discount. */
  gross?: string;
  /** Σ line discounts, taken off BEFORE tax (CGST Act s.15(3)(a)). */
  lineDiscount?: string;
  taxableAmount: string;
  /** Per GST rate: taxable value and each tax head (equal CGST/SGST halves). */
  taxSplit?: readonly GstTaxSplitRow[];
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  /** Quotes only: the discount after tax. */
  discount?: string;
  /** Round-off to the rupee (a shop setting), on its own line when not zero. */
  roundOff?: string;
  /** What the customer pays (after any round-off). */
  total: string;
  /** Exports and SEZ supplies: the Rule 46 wording the invoice will carry. */
  endorsement?: string;
  /**
   * Issue 30, reverse charge: the tax the buyer pays to the government (all of it), shown but not
   * in `total`; '0.00' or absent otherwise.
   */
  reverseChargeTax?: string;
  /** Shown only while Ctrl+M is held (`showNetProfit`). */
  netProfit?: string;
  /** Issue 31: which cost the net profit took ('Cost: recorded cost'; billing/cost.ts). */
  netProfitBasis?: string;
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

const positive = (value: string | undefined): value is string => !!value && Number(value) > 0;
const rate = (value: string) => `${Number(value)}%`;

/** One line per GST rate: '18% on ₹1,000.00: CGST ₹90.00 + SGST ₹90.00' (halves are equal). */
function splitRows(figures: TotalsFigures): [string, string][] {
  const split = figures.taxSplit ?? [];
  if (split.length < 2) return [];
  return split.map((row) => {
    const heads =
      figures.kind === 'IGST'
        ? `IGST ${formatINR(row.igst)}`
        : `CGST ${formatINR(row.cgst)} + ${figures.kind === 'CGST_UTGST' ? 'UTGST' : 'SGST'} ${formatINR(
            figures.kind === 'CGST_UTGST' ? row.utgst : row.sgst,
          )}`;
    return [`${rate(row.rate)} on ${formatINR(row.taxableValue)}`, heads];
  });
}

function taxRows(figures: TotalsFigures): [string, string][] {
  const rows: [string, string][] = [];
  if (positive(figures.lineDiscount) && figures.gross) {
    rows.push([figures.taxInclusive ? 'Amount (incl. GST)' : 'Amount', formatINR(figures.gross)]);
    rows.push(['Line discounts', `-${formatINR(figures.lineDiscount)}`]);
  }
  rows.push(['Taxable value', formatINR(figures.taxableAmount)]);
  const rcTax = figures.reverseChargeTax;
  const rc = positive(rcTax);
  const head = (name: string) => (rc ? `${name} (reverse charge)` : name);
  if (figures.kind === 'IGST') rows.push([head('IGST'), formatINR(figures.igst)]);
  else {
    rows.push([head('CGST'), formatINR(figures.cgst)]);
    rows.push(
      figures.kind === 'CGST_UTGST'
        ? [head('UTGST'), formatINR(figures.utgst)]
        : [head('SGST'), formatINR(figures.sgst)],
    );
  }
  if (positive(rcTax)) rows.push(['Paid by the buyer, not collected', `-${formatINR(rcTax)}`]);
  if (positive(figures.discount)) rows.push(['Discount', `-${formatINR(figures.discount)}`]);
  if (figures.roundOff && Number(figures.roundOff) !== 0) {
    const n = Number(figures.roundOff);
    rows.push(['Round off', `${n > 0 ? '+' : '-'}${formatINR(Math.abs(n).toFixed(2))}`]);
  }
  return rows;
}

function NetProfit({ value, basis }: { value: string; basis?: string }) {
  return (
    <Group gap="xs" wrap="wrap" data-testid="net-profit" aria-live="polite" style={{ rowGap: 0 }}>
      <Text size="sm" fw={600} c="teal">
        Net profit
      </Text>
      <Text size="sm" fw={700} c={Number(value) < 0 ? 'red' : 'teal'} style={money}>
        {formatINR(value)}
      </Text>
      {basis ? (
        <Text size="xs" c="dimmed" data-testid="net-profit-basis">
          {basis}
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Taxable value, the GST split for the place of supply (CGST + SGST/UTGST, or IGST), the total
 * and the amount in words; the net profit line (and which cost it took) appears while Ctrl+M is held. `inline` lays the
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
  const split = splitRows(figures);
  const words = withWords ? (
    <Text size="xs" c="dimmed" ta={inline ? undefined : 'right'} fs="italic">
      {amountInWords(figures.total)}
    </Text>
  ) : null;
  const netProfit =
    showNetProfit && figures.netProfit !== undefined ? (
      <NetProfit value={figures.netProfit} basis={figures.netProfitBasis} />
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
        {split.length ? (
          <Stack gap={0} aria-label="GST by rate" pl="xs">
            {split.map(([label, value]) => (
              <Group key={label} justify="space-between" gap="xs" wrap="wrap">
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="xs" c="dimmed" style={money}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Divider my={4} />
        <Row label="Total" value={formatINR(figures.total)} strong />
        {words}
        {netProfit ? <Group justify="space-between">{netProfit}</Group> : null}
        {figures.endorsement ? (
          <Text size="xs" c="dimmed" tt="uppercase">
            {figures.endorsement}
          </Text>
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
