import { Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { ProfitLossLine, ProfitLossMarginRow, ProfitLossReport } from '@gst/domain';
import { useState } from 'react';
import { lineChange, lineFigure, plAmount } from './profitLoss';

const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

const weight = (l: ProfitLossLine) =>
  l.kind === 'heading' || l.kind === 'subtotal' || l.kind === 'total' ? 700 : undefined;
const tone = (l: ProfitLossLine) =>
  l.kind === 'note' || l.kind === 'percent' ? 'dimmed' : undefined;
const labelOf = (l: ProfitLossLine) =>
  l.count ? `${l.label} · ${l.count.current} line${l.count.current === 1 ? '' : 's'}` : l.label;

/** The statement: this period, the previous one and the change; rows on a phone. */
export function StatementTable({
  report,
  isPhone,
}: {
  report: ProfitLossReport;
  isPhone: boolean;
}) {
  if (isPhone) {
    return (
      <Stack gap={4} role="list" aria-label="Profit and loss statement">
        {report.statement.map((l) => (
          <Card
            key={l.key}
            role="listitem"
            padding={6}
            radius={0}
            bg={l.kind === 'total' ? 'var(--mantine-color-gray-light)' : undefined}
            pl={l.kind === 'item' ? 'md' : 6}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="start">
              <Text size="sm" fw={weight(l)} c={tone(l)}>
                {labelOf(l)}
              </Text>
              <Text size="sm" fw={weight(l)} c={tone(l)} style={num}>
                {lineFigure(l, l.current)}
              </Text>
            </Group>
            {l.kind === 'heading' ? null : (
              <Text size="xs" c="dimmed" ta="right">
                Previous {lineFigure(l, l.previous)} · {lineChange(l)}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table withTableBorder aria-label="Profit and loss statement" fz="sm" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th style={num}>This period</Table.Th>
          <Table.Th style={num}>Previous period</Table.Th>
          <Table.Th style={num}>Change</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.statement.map((l) => (
          <Table.Tr
            key={l.key}
            fw={weight(l)}
            c={tone(l)}
            bg={l.kind === 'total' ? 'var(--mantine-color-gray-light)' : undefined}
          >
            <Table.Td pl={l.kind === 'item' ? 'xl' : undefined}>{labelOf(l)}</Table.Td>
            <Table.Td style={num}>{lineFigure(l, l.current)}</Table.Td>
            <Table.Td style={num}>{lineFigure(l, l.previous)}</Table.Td>
            <Table.Td style={num}>{lineChange(l)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const percent = (v: string | null) => (v === null ? '—' : `${v} %`);

function MarginCards({ rows, label }: { rows: ProfitLossMarginRow[]; label: string }) {
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {rows.map((r) => (
        <Card withBorder padding="sm" role="listitem" key={r.key}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            <Text size="sm" fw={700} style={num}>
              {plAmount(r.margin)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Sales {plAmount(r.sales)} · cost {plAmount(r.cost)} · margin {percent(r.marginPercent)}
          </Text>
          <Text size="xs" c="dimmed">
            Previous margin {plAmount(r.previousMargin)} · change {plAmount(r.change)}
            {r.uncostedLines ? ` · ${r.uncostedLines} without cost` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** Gross margin by category or by product, this period beside the previous one. */
export function MarginTables({ report, isPhone }: { report: ProfitLossReport; isPhone: boolean }) {
  const [by, setBy] = useState<'category' | 'product'>('category');
  const rows = by === 'category' ? report.byCategory : report.byProduct;
  const label = by === 'category' ? 'Gross margin by category' : 'Gross margin by product';
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{label}</Text>
        <SegmentedControl
          size="xs"
          value={by}
          onChange={(v) => setBy(v === 'product' ? 'product' : 'category')}
          data={[
            { value: 'category', label: 'By category' },
            { value: 'product', label: 'By product' },
          ]}
        />
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing sold in either period.
        </Text>
      ) : isPhone ? (
        <MarginCards rows={rows} label={label} />
      ) : (
        <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
          <Table striped withTableBorder aria-label={label} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{by === 'category' ? 'Category' : 'Product'}</Table.Th>
                <Table.Th style={num}>Net sales</Table.Th>
                <Table.Th style={num}>Cost of goods</Table.Th>
                <Table.Th style={num}>Gross margin</Table.Th>
                <Table.Th style={num}>Margin %</Table.Th>
                <Table.Th style={num}>Previous margin</Table.Th>
                <Table.Th style={num}>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  <Table.Td>
                    <Text size="sm">{r.name}</Text>
                    {by === 'product' || r.uncostedLines ? (
                      <Text size="xs" c="dimmed">
                        {[
                          by === 'product' ? r.category : '',
                          r.uncostedLines ? `${r.uncostedLines} without cost` : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={num}>{plAmount(r.sales)}</Table.Td>
                  <Table.Td style={num}>{plAmount(r.cost)}</Table.Td>
                  <Table.Td style={num} fw={600}>
                    {plAmount(r.margin)}
                  </Table.Td>
                  <Table.Td style={num}>{percent(r.marginPercent)}</Table.Td>
                  <Table.Td style={num}>{plAmount(r.previousMargin)}</Table.Td>
                  <Table.Td style={num}>{plAmount(r.change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
