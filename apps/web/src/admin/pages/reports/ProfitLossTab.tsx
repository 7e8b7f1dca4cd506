import { Alert, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconScale } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitLossReport } from '@gst/domain';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { rangeProblem } from '../purchases/dateRange';
import { MarginTables, StatementTable } from './ProfitLossTables';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';
import {
  comparedWith,
  isEmptyProfitLoss,
  lineChange,
  lineFigure,
  profitLossDownloadUrl,
  uncostedWarning,
} from './profitLoss';
import { thisMonth } from './register';

/** The tab's icon on the Reports page. */
export const ProfitLossIcon = IconScale;

/** The four figures over the statement: net sales, gross margin, expenses, net profit. */
const HEADLINES = [
  ['net-sales', 'Net sales'],
  ['gross-margin', 'Gross margin'],
  ['expenses-total', 'Expenses'],
  ['net-profit', 'Net profit'],
] as const;

function Headlines({ report }: { report: ProfitLossReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {HEADLINES.map(([key, label]) => {
        const line = report.statement.find((l) => l.key === key);
        if (!line) return null;
        const down = line.change?.startsWith('-') ?? false;
        // Less spent is good news; less sold or earned is not.
        const good = key === 'expenses-total' ? down : !down;
        return (
          <Card withBorder padding="sm" key={key} aria-label={label}>
            <Text size="xs" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {lineFigure(line, line.current)}
            </Text>
            <Text size="xs" c={line.change === '0.00' ? 'dimmed' : good ? 'teal' : 'red'}>
              {lineChange(line)}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Profit and loss (issue 33): a date range beside the period just before it, with downloads. */
export function ProfitLossTab() {
  const trpc = useTRPC();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [range, setRange] = useState(thisMonth);
  const problem = rangeProblem(range);
  const report = useQuery({
    ...trpc.tenant.reports.profitAndLoss.queryOptions({ from: range.from, to: range.to }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(profitLossDownloadUrl(range, format), 'profit and loss');
  const warning = report.data ? uncostedWarning(report.data) : null;
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={range} onChange={(next) => setRange((r) => ({ ...r, ...next }))} />
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={report}
        name="profit and loss"
        height={260}
        isEmpty={isEmptyProfitLoss}
        empty={{
          title: 'Nothing sold or spent in these dates',
          description:
            'Choose other dates: the profit and loss counts issued invoices, credit and debit notes, expenses and bills for expenses.',
        }}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed">
              {comparedWith(data)}. Sales at taxable value (GST excluded), cancelled documents left
              out; expenses without GST taken as input tax credit.
            </Text>
            <Headlines report={data} />
            {warning ? (
              <Alert
                color="yellow"
                icon={<IconAlertTriangle size={18} />}
                title="Cost not recorded"
              >
                {warning}
              </Alert>
            ) : null}
            <StatementTable report={data} isPhone={isPhone} />
            <MarginTables report={data} isPhone={isPhone} />
          </>
        )}
      </ReportStatus>
    </Stack>
  );
}
