import { Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { formatCalendarDate } from '../site/format';
import type { SharedInvoice, SharedStatement } from './shareApi';
import { isPositive, rupees, STATEMENT_KINDS } from './shareFormat';

const NUM = { fontVariantNumeric: 'tabular-nums' } as const;

/** The document's lines, one block each: readable at 375 px without a sideways scroll. */
export function LinesList({ lines }: { lines: SharedInvoice['lines'] }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>Items</Text>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <Divider variant="dashed" />}
          <Stack gap={2}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text size="sm" fw={500}>
                {line.name}
              </Text>
              <Text size="sm" fw={600} style={NUM}>
                {rupees(line.taxableValue)}
              </Text>
            </Group>
            {line.description && (
              <Text size="xs" c="dimmed">
                {line.description}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={NUM}>
              {line.quantity} {line.unit} × {rupees(line.rate)}
              {isPositive(line.discount) ? ` − ${rupees(line.discount)} discount` : ''}
              {line.hsnCode ? ` · HSN ${line.hsnCode}` : ''} · GST {line.gstRate}%{' '}
              {rupees(line.tax)}
            </Text>
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

const TOTAL_LABELS: Record<string, string> = {
  discount: 'Discount',
  taxableAmount: 'Taxable value',
  cgst: 'CGST',
  sgst: 'SGST',
  utgst: 'UTGST',
  igst: 'IGST',
  roundOff: 'Round off',
  total: 'Total',
  paid: 'Received',
  credited: 'Credit notes',
  debited: 'Debit notes',
};
const SKIP = new Set(['totalTax']);

/** Totals: the taxable value, each tax with an amount, round off and the total (in bold). */
export function TotalsList({ totals }: { totals: Record<string, string> }) {
  const rows = Object.entries(totals).filter(
    ([key, value]) =>
      !SKIP.has(key) &&
      TOTAL_LABELS[key] &&
      (key === 'total' || key === 'taxableAmount' || /[1-9]/.test(value)),
  );
  return (
    <Stack gap={4}>
      {rows.map(([key, value]) => (
        <Group key={key} justify="space-between">
          <Text size="sm" fw={key === 'total' ? 700 : 400}>
            {TOTAL_LABELS[key]}
          </Text>
          <Text size="sm" fw={key === 'total' ? 700 : 400} style={NUM}>
            {rupees(value)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A statement's entries with the running balance, from the opening to the closing balance. */
export function StatementLines({ doc }: { doc: SharedStatement }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          Opening balance
        </Text>
        <Text size="sm" fw={600} style={NUM}>
          {rupees(doc.opening)}
        </Text>
      </Group>
      {doc.lines.length === 0 && (
        <Text size="sm" c="dimmed">
          No invoices, notes or payments in this period.
        </Text>
      )}
      {doc.lines.map((line, i) => (
        <Fragment key={i}>
          <Divider variant="dashed" />
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {STATEMENT_KINDS[line.kind] ?? line.kind} {line.number}
              </Text>
              <Text size="xs" c="dimmed">
                {formatCalendarDate(line.date)}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" style={NUM} c={isPositive(line.credit) ? 'green' : undefined}>
                {isPositive(line.debit) ? rupees(line.debit) : `− ${rupees(line.credit)}`}
              </Text>
              <Text size="xs" c="dimmed" style={NUM}>
                Balance {rupees(line.balance)}
              </Text>
            </Stack>
          </Group>
        </Fragment>
      ))}
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Closing balance</Text>
        <Text fw={700} style={NUM}>
          {rupees(doc.closing)}
        </Text>
      </Group>
    </Stack>
  );
}
