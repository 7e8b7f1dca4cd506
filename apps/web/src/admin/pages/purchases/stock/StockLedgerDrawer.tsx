import { Alert, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import { DrawerShell } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import { rangeProblem, type DateRange } from '../dateRange';
import {
  inOut,
  movementKindLabel,
  movementSource,
  qty,
  type StockLedger,
  type StockMovement,
} from './stockSheet';

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

export type LedgerProduct = { id: string; label: string };

/**
 * A product's stock ledger (issue 31): every movement between two dates (purchase, sale, sales
 * return, purchase return, adjustment) with its document, the quantity in or out, the running
 * balance and the value it moved at, between the opening and closing balance. The dates start
 * as `range` (the report's, or the year to date) each time another product is opened.
 */
export function StockLedgerDrawer({
  product,
  range: initial,
  onClose,
}: {
  /** Null: closed. */
  product: LedgerProduct | null;
  range: DateRange;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const productId = product?.id ?? null;
  const [range, setRange] = useState(initial);
  // Another product opened: its dates start again from the caller's (set while rendering, as
  // React advises for state that follows a prop).
  const [shownFor, setShownFor] = useState(productId);
  if (productId !== shownFor) {
    setShownFor(productId);
    if (productId) setRange(initial);
  }
  const problem = rangeProblem(range);
  const ledger = useQuery({
    ...trpc.tenant.stock.ledger.queryOptions({
      productId: productId ?? '',
      from: range.from,
      to: range.to,
    }),
    enabled: productId !== null && problem === null,
    placeholderData: (previous) => (previous?.product.id === productId ? previous : undefined),
  });
  const data = ledger.data;
  const unit = data?.product.uomUnit ?? '';
  return (
    <DrawerShell
      opened={product !== null}
      onClose={onClose}
      title={product ? `Stock ledger · ${product.label}` : ''}
    >
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            label="From"
            value={range.from}
            onChange={(from) => setRange((r) => ({ ...r, from }))}
          />
          <DateField
            label="To"
            value={range.to}
            minDate={range.from}
            onChange={(to) => setRange((r) => ({ ...r, to }))}
            error={range.from && range.to && problem ? problem : undefined}
          />
        </Group>
        {problem ? (
          <Text size="sm" c="dimmed">
            {problem}.
          </Text>
        ) : ledger.isError ? (
          <Alert color="red" title={toastText(ledger.error, 'Failed to fetch the stock ledger')} />
        ) : !data ? (
          <Skeleton h={160} aria-label="Loading stock ledger" />
        ) : (
          <LedgerBody data={data} unit={unit} busy={ledger.isFetching} />
        )}
      </Stack>
    </DrawerShell>
  );
}

function LedgerBody({ data, unit, busy }: { data: StockLedger; unit: string; busy: boolean }) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const balance = (label: string, date: string, b: StockLedger['opening']) => ({ label, date, b });
  const opening = balance('Opening balance', data.from, data.opening);
  const closing = balance('Closing balance', data.to, data.closing);
  const empty =
    data.lines.length === 0 ? (
      <Text size="sm" c="dimmed">
        No movements between these dates.
      </Text>
    ) : null;

  if (isPhone) {
    const balanceCard = ({ label, date, b }: typeof opening) => (
      <Card withBorder padding="xs" bg="var(--mantine-color-default-hover)" role="listitem">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {label} · {formatDate(date)}
          </Text>
          <Text size="sm" fw={700} style={num}>
            {qty(b.quantity)} {unit}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          Value {formatINR(b.value)}
        </Text>
      </Card>
    );
    return (
      <Stack gap="xs" role="list" aria-label="Stock ledger" aria-busy={busy || undefined}>
        {balanceCard(opening)}
        {data.lines.map((m) => (
          <MovementCard key={m.id} m={m} unit={unit} />
        ))}
        {empty}
        {balanceCard(closing)}
      </Stack>
    );
  }

  const balanceRow = ({ label, date, b }: typeof opening) => (
    <Table.Tr fw={700} bg="var(--mantine-color-default-hover)">
      <Table.Td style={nowrap}>{formatDate(date)}</Table.Td>
      <Table.Td colSpan={4}>{label}</Table.Td>
      <Table.Td style={num}>
        {qty(b.quantity)} {unit}
      </Table.Td>
      <Table.Td style={num}>{formatINR(b.value)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        withTableBorder
        verticalSpacing={6}
        aria-label="Stock ledger"
        aria-busy={busy || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th style={num}>In</Table.Th>
            <Table.Th style={num}>Out</Table.Th>
            <Table.Th style={num}>Balance</Table.Th>
            <Table.Th style={num}>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {balanceRow(opening)}
          {data.lines.map((m) => {
            const q = inOut(m.quantity);
            return (
              <Table.Tr key={m.id}>
                <Table.Td style={nowrap}>{formatDate(m.date)}</Table.Td>
                <Table.Td style={nowrap}>{movementKindLabel(m.kind)}</Table.Td>
                <Table.Td>{movementSource(m)}</Table.Td>
                <Table.Td style={num}>{q.in}</Table.Td>
                <Table.Td style={num}>{q.out}</Table.Td>
                <Table.Td style={num}>{qty(m.balance)}</Table.Td>
                <Table.Td style={num}>{formatINR(m.value)}</Table.Td>
              </Table.Tr>
            );
          })}
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={7}>{empty}</Table.Td>
            </Table.Tr>
          ) : null}
          {balanceRow(closing)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MovementCard({ m, unit }: { m: StockMovement; unit: string }) {
  const q = inOut(m.quantity);
  return (
    <Card withBorder padding="xs" role="listitem">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {movementKindLabel(m.kind)}
        </Text>
        <Text size="sm" style={num} c={q.out ? 'red' : 'teal'}>
          {q.in ? `+${q.in}` : `−${q.out}`} {unit}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {formatDate(m.date)} · {movementSource(m)}
        </Text>
        <Text size="xs" style={num}>
          Balance {qty(m.balance)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" ta="right" style={num}>
        Value {formatINR(m.value)}
      </Text>
    </Card>
  );
}
