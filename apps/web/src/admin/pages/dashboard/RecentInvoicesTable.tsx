import { Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatINRWhole } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import type { DashboardData } from './types';

type Rows = DashboardData['recentInvoices'];

const money = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** Recent Invoices (Invoice No, Customer, Date, Amount), newest first; amounts in whole rupees (spec §10: dashboard amounts have no decimals). */
export function RecentInvoicesTable({ rows }: { rows: Rows }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Title order={2} size="h5" mb="sm">
        Recent Invoices
      </Title>
      {rows.length === 0 ? (
        <AppEmptyState />
      ) : (
        <>
          <ScrollArea type="auto" visibleFrom="sm">
            <Table striped highlightOnHover miw={480} aria-label="Recent invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice No</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th style={money}>Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row._id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.invoiceNumber}</Table.Td>
                    <Table.Td>{row.customerName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(row.invoiceDate)}
                    </Table.Td>
                    <Table.Td style={money}>{formatINRWhole(row.totalAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <RecentInvoicesList rows={rows} />
        </>
      )}
    </Paper>
  );
}

/** Phone width: one two-line entry per invoice, so the amount is never scrolled out of view. */
function RecentInvoicesList({ rows }: { rows: Rows }) {
  return (
    <Stack gap={0} hiddenFrom="sm" role="list" aria-label="Recent invoices">
      {rows.map((row, index) => (
        <Stack
          key={row._id}
          gap={2}
          py="xs"
          role="listitem"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : {}}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {row.invoiceNumber}
            </Text>
            <Text size="sm" fw={600} style={money}>
              {formatINRWhole(row.totalAmount)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.customerName}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.invoiceDate)}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
