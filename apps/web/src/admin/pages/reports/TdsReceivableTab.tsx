import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconReceiptTax } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { financialYearOf, formatDate, formatINR, todayIN } from '@gst/domain';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { rangeProblem } from '../purchases/dateRange';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';

/** The tab's icon on the Reports page. */
export const TdsReceivableIcon = IconReceiptTax;

const TDS_PATH = '/api/reports/tds-receivable';

/** The download's URL: `/api/reports/tds-receivable?from&to&format`. */
export function tdsDownloadUrl(range: { from: string; to: string }, format: 'xlsx' | 'pdf') {
  return `${TDS_PATH}?${new URLSearchParams({ ...range, format }).toString()}`;
}

/** This financial year (India) to today. */
const thisYear = () => {
  const today = todayIN();
  return { from: financialYearOf(today).start, to: today };
};

const figures = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * TDS receivable (issue 33): the income-tax TDS customers deducted on receipts, per customer and
 * financial-year quarter, with each receipt's section, rate and Form 16A (received or pending),
 * and the totals; Excel and PDF downloads for those who may export.
 */
export function TdsReceivableTab() {
  const trpc = useTRPC();
  const [range, setRange] = useState(thisYear);
  const problem = rangeProblem(range);
  const report = useQuery({
    ...trpc.tenant.reports.tdsReceivable.queryOptions({ from: range.from, to: range.to }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(tdsDownloadUrl(range, format), 'TDS receivable');
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={range} onChange={(next) => setRange((r) => ({ ...r, ...next }))} />
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={report}
        name="TDS receivable"
        isEmpty={(data) => data.data.length === 0}
        empty={{
          title: 'No TDS deducted in these dates',
          description:
            'Receipts on which the customer deducted income-tax TDS show here, per quarter, with their Form 16A.',
        }}
      >
        {(data) => (
          <>
            <Text size="sm">
              {data.totals.receipts} {data.totals.receipts === 1 ? 'receipt' : 'receipts'}:{' '}
              {formatINR(data.totals.tds)} TDS deducted; Form 16A received for{' '}
              {formatINR(data.totals.form16aReceived)}, pending for{' '}
              {formatINR(data.totals.form16aPending)}.
            </Text>
            <Table.ScrollContainer minWidth={860}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Quarter</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Receipt</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Section</Table.Th>
                    <Table.Th style={figures}>Rate %</Table.Th>
                    <Table.Th style={figures}>Received</Table.Th>
                    <Table.Th style={figures}>TDS</Table.Th>
                    <Table.Th>Form 16A</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.flatMap((g) => [
                    ...g.receipts.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td style={noWrap}>{g.quarter}</Table.Td>
                        <Table.Td>{g.customerName}</Table.Td>
                        <Table.Td style={noWrap}>{r.receiptNumber}</Table.Td>
                        <Table.Td style={noWrap}>{formatDate(r.paymentDate)}</Table.Td>
                        <Table.Td>{r.tdsSection}</Table.Td>
                        <Table.Td style={figures}>
                          {r.tdsRate === null ? '' : Number(r.tdsRate)}
                        </Table.Td>
                        <Table.Td style={figures}>{formatINR(r.amount)}</Table.Td>
                        <Table.Td style={figures}>{formatINR(r.tdsAmount)}</Table.Td>
                        <Table.Td>
                          {r.form16aNumber ? (
                            r.form16aNumber
                          ) : (
                            <Badge color="yellow" variant="light">
                              Pending
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    )),
                    <Table.Tr key={`${g.quarter}-${g.customerId}`} fw={600}>
                      <Table.Td colSpan={6}>
                        {g.quarter} {g.customerName}: total
                      </Table.Td>
                      <Table.Td style={figures}>{formatINR(g.totals.received)}</Table.Td>
                      <Table.Td style={figures}>{formatINR(g.totals.tds)}</Table.Td>
                      <Table.Td>Pending {formatINR(g.totals.form16aPending)}</Table.Td>
                    </Table.Tr>,
                  ])}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Td colSpan={6}>Total</Table.Td>
                    <Table.Td style={figures}>{formatINR(data.totals.received)}</Table.Td>
                    <Table.Td style={figures}>{formatINR(data.totals.tds)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </ReportStatus>
    </Stack>
  );
}
