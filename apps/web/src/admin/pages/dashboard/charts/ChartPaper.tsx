import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MESSAGES } from '@gst/domain';
import { AppEmptyState } from '../../../../components/AppEmptyState';

interface ChartPaperProps {
  title: string;
  /** True when there is nothing to draw: the chart's own empty state shows instead. */
  empty: boolean;
  action?: ReactNode;
  children: ReactNode;
}

/** A chart's frame (ui.md): a Paper with a title row and its own empty state. */
export function ChartPaper({ title, empty, action, children }: ChartPaperProps) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" h="100%">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {!empty && action}
      </Group>
      {empty ? (
        <AppEmptyState
          icon={<IconChartBar size={28} stroke={1.5} />}
          title={MESSAGES.empty.noData}
          description={
            <Text span size="sm">
              Change the filters or create invoices to see this chart.
            </Text>
          }
        />
      ) : (
        children
      )}
    </Paper>
  );
}

/** A chart of a fixed width inside a box that scrolls sideways when the screen is narrower. */
export function ScrollableChart({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Box style={{ overflowX: 'auto' }} data-testid="chart-scroll">
      <Box w={width} miw={width} mx="auto">
        {children}
      </Box>
    </Box>
  );
}
