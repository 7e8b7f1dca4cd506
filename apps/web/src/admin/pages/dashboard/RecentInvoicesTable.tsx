import { Paper, ScrollArea, Table, Title } from '@mantine/core';
import { formatDate, formatINR } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import type { DashboardData } from './types';

const money = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** Recent Invoices (Invoice No, Customer, Date, Amount), newest first. */
export function RecentInvoicesTable({ rows }: { rows: DashboardData['recentInvoices'] }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Title order={2} size="h5" mb="sm">
        Recent Invoices
      </Title>
      {rows.length === 0 ? (
        <AppEmptyState />
      ) : (
        <ScrollArea type="auto">
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
                  <Table.Td style={money}>{formatINR(row.totalAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Paper>
  );
}
