import { Card, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatDate, formatIndianNumber } from '@gst/domain';
import { entriesLabel } from './books';

/**
 * The table the day book, cash and bank books and ledgers share (issue 33): a table on wide
 * screens (an opening row, the page's rows, totals rows), cards on phones; and the page count and
 * pager under it (the Excel and PDF buttons are `ReportDownloads` in ReportParts).
 */
export const amount = (value: string) => formatIndianNumber(value, { decimals: 2 });
/** An amount, or nothing for a zero (money in or out that did not happen). */
export const maybe = (value: string) => (value === '0.00' ? '' : amount(value));

const num = {
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
} as const;

export type BookColumn = { header: string; numeric?: boolean };
export type BookRow = {
  key: string;
  cells: ReactNode[];
  dimmed?: boolean;
  /** On a phone: the card's heading, its line under it, the amount on the right, a last line. */
  card: { title: string; subtitle: string; amount: string; detail?: string };
};
/**
 * An opening or totals row: a label over the first columns, then the numeric cells; on a phone
 * a card of `card`'s name–value lines (none when it is left out).
 */
export type BookSummaryRow = { label: string; cells: ReactNode[]; card?: [string, string][] };

/** A book's or ledger's opening row (the balance on From) on the first page; none after it. */
export const openingRow = (page: number, from: string, opening: string): BookSummaryRow | null =>
  page === 1
    ? {
        label: `Opening balance on ${formatDate(from)}`,
        cells: ['', '', amount(opening)],
        card: [['Balance', amount(opening)]],
      }
    : null;

/**
 * A book's or ledger's closing row: the money in and out of the range (each with its name on a
 * phone's card) and the balance on To.
 */
export const closingRow = (
  to: string,
  entries: number,
  moneyIn: [name: string, value: string],
  moneyOut: [name: string, value: string],
  closing: string,
): BookSummaryRow => ({
  label: `Closing balance on ${formatDate(to)} (${entriesLabel(entries)})`,
  cells: [amount(moneyIn[1]), amount(moneyOut[1]), amount(closing)],
  card: [
    [moneyIn[0], amount(moneyIn[1])],
    [moneyOut[0], amount(moneyOut[1])],
    ['Closing balance', amount(closing)],
  ],
});

export function BookTable(props: {
  label: string;
  columns: readonly BookColumn[];
  rows: readonly BookRow[];
  opening?: BookSummaryRow | null;
  totals: readonly BookSummaryRow[];
  minWidth?: number;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (isPhone) {
    const summary = (row: BookSummaryRow) =>
      row.card ? (
        <Card
          key={row.label}
          withBorder
          padding="sm"
          role="listitem"
          bg="var(--mantine-color-gray-light)"
        >
          <Text size="sm" fw={700}>
            {row.label}
          </Text>
          {row.card?.map(([name, value]) => (
            <Group key={name} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" fw={500}>
                {name}
              </Text>
              <Text size="sm" style={num}>
                {value}
              </Text>
            </Group>
          ))}
        </Card>
      ) : null;
    return (
      <Stack gap="xs" role="list" aria-label={props.label}>
        {props.opening ? summary(props.opening) : null}
        {props.rows.map((r) => (
          <Card withBorder padding="sm" role="listitem" key={r.key} opacity={r.dimmed ? 0.6 : 1}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="start">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {r.card.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.card.subtitle}
                </Text>
              </Stack>
              <Text size="sm" fw={700} style={num}>
                {r.card.amount}
              </Text>
            </Group>
            {r.card.detail ? (
              <Text size="xs" mt={4}>
                {r.card.detail}
              </Text>
            ) : null}
          </Card>
        ))}
        {props.totals.map(summary)}
      </Stack>
    );
  }
  const numericFrom = props.columns.findIndex((c) => c.numeric);
  const span = numericFrom < 0 ? props.columns.length : numericFrom;
  const summaryRow = (row: BookSummaryRow) => (
    <Table.Tr key={row.label} fw={700} aria-label={row.label}>
      <Table.Td colSpan={span}>{row.label}</Table.Td>
      {row.cells.map((cell, i) => (
        <Table.Td key={i} style={num}>
          {cell}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 900} type="native" tabIndex={0}>
      <Table striped withTableBorder aria-label={props.label} fz="sm" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th key={c.header} style={c.numeric ? num : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.opening ? summaryRow(props.opening) : null}
          {props.rows.map((r) => (
            <Table.Tr key={r.key} c={r.dimmed ? 'dimmed' : undefined}>
              {r.cells.map((cell, i) => (
                <Table.Td key={i} style={props.columns[i]?.numeric ? num : undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>{props.totals.map(summaryRow)}</Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Under the table: what the figures are, and the pager when there is more than one page. */
export function BookFooter(props: {
  note: string;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {props.note}
      </Text>
      {pages > 1 ? (
        <Pagination total={pages} value={props.page} onChange={props.onPage} size="sm" />
      ) : null}
    </Group>
  );
}
