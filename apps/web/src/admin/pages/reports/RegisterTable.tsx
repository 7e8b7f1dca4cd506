import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, stateCodeLabel, type RegisterRow, type RegisterTotals } from '@gst/domain';
import { rateSummary, registerAmount, rowTypeLabel } from './register';

const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

const HEADS = [
  ['taxableValue', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST/UTGST'],
  ['cess', 'Cess'],
  ['total', 'Total'],
] as const;

type Props = {
  label: string;
  partyLabel: string;
  rows: readonly RegisterRow[];
  totals: RegisterTotals;
};

const documentsLabel = (t: RegisterTotals) =>
  `${t.count} document${t.count === 1 ? '' : 's'}${t.cancelled ? `, ${t.cancelled} cancelled` : ''}`;

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The range's totals by GST rate, under the register (each row's split: its tooltip, Excel). */
function TotalsByRate({ totals }: { totals: RegisterTotals }) {
  if (totals.rates.length === 0) return null;
  return (
    <Table withTableBorder aria-label="Totals by GST rate" fz="sm" maw={480} mt="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>GST rate</Table.Th>
          <Table.Th style={num}>Taxable value</Table.Th>
          <Table.Th style={num}>Tax</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.rates.map((r) => (
          <Table.Tr key={r.rate}>
            <Table.Td>{r.rate} %</Table.Td>
            <Table.Td style={num}>{registerAmount(r.taxableValue)}</Table.Td>
            <Table.Td style={num}>{registerAmount(r.tax)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The page's rows and the range's totals: a table on wide screens, cards on phones. */
export function RegisterTable({ label, partyLabel, rows, totals }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {rows.map((r) => (
          <Card withBorder padding="sm" role="listitem" key={r.id} opacity={r.cancelled ? 0.6 : 1}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {r.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(r.date)} · {rowTypeLabel(r)}
                </Text>
              </Stack>
              <Text size="sm" fw={700} style={num}>
                {registerAmount(r.total)}
              </Text>
            </Group>
            <Text size="xs" mt={4}>
              {r.partyName} {r.partyGstin ? `· ${r.partyGstin}` : ''} · POS{' '}
              {stateCodeLabel(r.placeOfSupply)}
            </Text>
            <Text size="xs" c="dimmed">
              Taxable {registerAmount(r.taxableValue)} · IGST {registerAmount(r.igst)} · CGST{' '}
              {registerAmount(r.cgst)} · SGST {registerAmount(r.sgst)}
            </Text>
          </Card>
        ))}
        <Card withBorder padding="sm" role="listitem" bg="var(--mantine-color-gray-light)">
          <Text size="sm" fw={700}>
            Total ({documentsLabel(totals)})
          </Text>
          {HEADS.map(([key, header]) => (
            <Group key={key} justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" fw={500}>
                {header}
              </Text>
              <Text size="sm" fw={key === 'total' ? 700 : 400} style={num}>
                {registerAmount(totals[key])}
              </Text>
            </Group>
          ))}
          {rateSummary(totals.rates).map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Card>
      </Stack>
    );
  }
  return (
    <>
      {/* Focusable, so a keyboard user can scroll it sideways on a narrow screen (axe:
          scrollable-region-focusable). */}
      <Table.ScrollContainer minWidth={960} type="native" tabIndex={0}>
        <Table striped withTableBorder aria-label={label} fz="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Number, type</Table.Th>
              <Table.Th>{partyLabel}</Table.Th>
              <Table.Th title="Place of supply (State code)">POS</Table.Th>
              {HEADS.map(([key, header]) => (
                <Table.Th key={key} style={num}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id} c={r.cancelled ? 'dimmed' : undefined}>
                <Table.Td style={nowrap}>{formatDate(r.date)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={nowrap}>
                    {r.number}
                  </Text>
                  {r.cancelled ? (
                    <Badge color="gray" variant="light" size="xs">
                      {rowTypeLabel(r)}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed" style={nowrap}>
                      {rowTypeLabel(r)}
                      {r.reference ? ` · ${r.reference}` : ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{r.partyName}</Text>
                  <Text size="xs" c="dimmed">
                    {r.partyGstin || 'Unregistered'}
                  </Text>
                </Table.Td>
                <Table.Td title={stateCodeLabel(r.placeOfSupply)}>{r.placeOfSupply}</Table.Td>
                {HEADS.map(([key]) => (
                  <Table.Td
                    key={key}
                    style={num}
                    fw={key === 'total' ? 600 : undefined}
                    title={key === 'taxableValue' ? rateSummary(r.rates).join('\n') : undefined}
                  >
                    {registerAmount(r[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} aria-label="Totals">
              <Table.Td colSpan={4}>Total of the range ({documentsLabel(totals)})</Table.Td>
              {HEADS.map(([key]) => (
                <Table.Td key={key} style={num}>
                  {registerAmount(totals[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <TotalsByRate totals={totals} />
    </>
  );
}
