import '@mantine/dates/styles.css';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconBraces, IconCalendar, IconFileSpreadsheet, IconLock } from '@tabler/icons-react';
import { formatDate, formatDateTimeIN } from '@gst/domain';
import {
  FIRST_PERIOD,
  currentPeriod,
  isQuarterEnd,
  monthDateOf,
  periodOfDate,
  type ReturnFrequency,
} from './periods';
import { documentsLine } from './labels';
import type { ReturnsOverview } from './types';

/**
 * The period picker (a month; for a quarterly shop only a quarter's last month), the period's
 * label, dates and filed badge, and the downloads.
 */
export function PeriodBar({
  period,
  frequency,
  today,
  overview,
  onPick,
  canExport,
  busy,
  onDownloadJson,
  onDownloadExcel,
}: {
  period: string | null;
  frequency: ReturnFrequency | undefined;
  today: string;
  overview: ReturnsOverview | undefined;
  onPick: (period: string) => void;
  canExport: boolean;
  busy: 'json' | 'xlsx' | null;
  onDownloadJson: () => void;
  onDownloadExcel: () => void;
}) {
  const isQuarterly = frequency === 'quarterly';
  const shown = overview && overview.period === period ? overview : undefined;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Group align="flex-end" gap="md" wrap="wrap" style={{ minWidth: 0 }}>
          <MonthPickerInput
            label="Return period"
            description={isQuarterly ? "Pick a quarter's last month" : undefined}
            leftSection={<IconCalendar size={16} />}
            value={period ? monthDateOf(period) : null}
            onChange={(value) => {
              if (value) onPick(periodOfDate(value));
            }}
            valueFormat="MMMM YYYY"
            minDate={monthDateOf(isQuarterly ? '092017' : FIRST_PERIOD)}
            maxDate={frequency ? monthDateOf(currentPeriod(today, frequency)) : undefined}
            getMonthControlProps={(date) =>
              isQuarterly && !isQuarterEnd(periodOfDate(date)) ? { disabled: true } : {}
            }
            disabled={!frequency}
            popoverProps={{ withinPortal: true }}
            w={{ base: '100%', xs: 220 }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            {shown ? (
              <>
                <Group gap="xs" wrap="wrap">
                  <Text fw={700} size="lg" data-testid="period-label">
                    {shown.label}
                  </Text>
                  {shown.filed ? (
                    <Tooltip
                      label={`Marked ${formatDateTimeIN(shown.filed.filedAt)}${shown.filed.filedBy ? ` by ${shown.filed.filedBy}` : ''}`}
                      withArrow
                    >
                      <Badge
                        color="green"
                        variant="light"
                        leftSection={<IconLock size={12} />}
                        data-testid="filed-badge"
                      >
                        Filed on {formatDate(shown.filed.filedAt)}
                      </Badge>
                    </Tooltip>
                  ) : null}
                </Group>
                <Text size="sm" c="dimmed" data-testid="period-range">
                  {formatDate(shown.from)} – {formatDate(shown.to)} ·{' '}
                  {shown.frequency === 'quarterly' ? 'Quarterly (QRMP)' : 'Monthly'}
                </Text>
                <Text size="sm" c="dimmed">
                  {documentsLine(shown.documents)}
                </Text>
              </>
            ) : (
              <>
                <Skeleton h={22} w={160} />
                <Skeleton h={14} w={220} mt={4} />
                <Skeleton h={14} w={200} mt={4} />
              </>
            )}
          </Stack>
        </Group>
        {canExport ? (
          // One button per line on phones: side by side, 'Download JSON' would be cut short.
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w={{ base: '100%', sm: 'auto' }}>
            {(
              [
                ['json', 'Download JSON', IconBraces, onDownloadJson],
                ['xlsx', 'Download Excel', IconFileSpreadsheet, onDownloadExcel],
              ] as const
            ).map(([kind, label, Icon, onClick]) => (
              <Button
                key={kind}
                variant="default"
                leftSection={<Icon size={16} />}
                onClick={onClick}
                loading={busy === kind}
                disabled={!shown || busy !== null}
              >
                {label}
              </Button>
            ))}
          </SimpleGrid>
        ) : null}
      </Group>
    </Paper>
  );
}
