import { Alert, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatINR, MESSAGES } from '@gst/domain';
import { downloadFromRest, ExportButton, runExport } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { DateField } from '../../billing/fields';
import { rangeProblem, type DateRange } from '../dateRange';
import { categoryLine, expenseExportUrl, expenseFileName } from './expenseRange';

/**
 * The Expenses page's dates (issue 31): From / To filter both tables; beside them Export to
 * Excel (export flag: the server's workbook of the expenses and bills for expenses of the dates);
 * under them what was spent by category, with the bills beside the expenses.
 */
export function ExpenseRangeBar({
  range,
  onChange,
  canExport,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  canExport: boolean;
}) {
  const trpc = useTRPC();
  const problem = rangeProblem(range);
  const totals = useQuery({
    ...trpc.tenant.expenses.totals.queryOptions(range),
    enabled: problem === null,
  });
  const download = () =>
    runExport(() => downloadFromRest(expenseExportUrl(range), expenseFileName(range)), {
      success: MESSAGES.uploads.excelDownloaded,
    });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="md">
      <Group align="flex-end" justify="space-between" gap="sm" wrap="wrap">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateField
            label="From"
            value={range.from}
            onChange={(from) => onChange({ ...range, from })}
          />
          <DateField
            label="To"
            value={range.to}
            minDate={range.from}
            onChange={(to) => onChange({ ...range, to })}
            error={range.from && range.to && problem ? problem : undefined}
          />
        </Group>
        {canExport ? (
          <ExportButton
            label="Export to Excel"
            icon="sheet"
            empty={problem !== null}
            {...(problem ? { emptyMessage: problem } : {})}
            onExport={download}
          />
        ) : null}
      </Group>
      {problem ? null : totals.isError ? (
        <Alert mt="sm" color="red" title={toastText(totals.error, 'Failed to fetch the totals')} />
      ) : !totals.data ? (
        <Skeleton mt="sm" h={24} aria-label="Loading the totals" />
      ) : (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            Spent in these dates: {formatINR(totals.data.total)}
          </Text>
          {totals.data.byCategory.length ? (
            <Group gap={6} wrap="wrap" aria-label="By category">
              {totals.data.byCategory.map((c) => (
                <Badge
                  key={c.category}
                  variant="light"
                  color="gray"
                  tt="none"
                  fw={500}
                  size="lg"
                  maw="100%"
                  // A phone's narrow row wraps the words instead of cutting them off.
                  styles={{
                    root: { height: 'auto', paddingBlock: 4 },
                    label: { whiteSpace: 'normal', overflow: 'visible' },
                  }}
                >
                  {categoryLine(c)}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              No expenses or bills for expenses in these dates.
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
