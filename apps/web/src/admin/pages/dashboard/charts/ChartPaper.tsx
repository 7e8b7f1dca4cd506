import { Box, Group, Paper, Text, Title } from '@mantine/core';
import { IconArrowsHorizontal, IconChartBar } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { AppEmptyState } from '../../../../components/AppEmptyState';
import { scrollEdges } from '../barSizing';

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

/**
 * A chart of a fixed width inside a box that scrolls sideways when the screen is narrower (a
 * phone). When it does, it says so: a fade on each side that hides more of the chart, a visible
 * thin scrollbar and a 'Scroll sideways' hint under it (issue 19: at 390 px the bars were cut off
 * at the card's edge with no sign that they scroll). The box takes keyboard focus then, so the
 * arrow keys scroll it too.
 */
export function ScrollableChart({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = scrollEdges(box.scrollLeft, box.scrollWidth, box.clientWidth);
    setEdges((current) =>
      current.left === next.left && current.right === next.right ? current : next,
    );
  }, []);
  useEffect(() => {
    measure();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure, width]);
  const scrolls = edges.left || edges.right;
  const fade = (side: 'left' | 'right') => (
    <Box
      aria-hidden
      data-testid={`chart-fade-${side}`}
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: 40,
        pointerEvents: 'none',
        background: `linear-gradient(to ${side}, transparent, var(--mantine-color-body))`,
      }}
    />
  );
  return (
    <Box>
      <Box pos="relative">
        <Box
          ref={ref}
          onScroll={measure}
          data-testid="chart-scroll"
          data-scrolls={scrolls || undefined}
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? 'Chart, scrolls sideways' : undefined}
          style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}
        >
          <Box w={width} miw={width} mx="auto">
            {children}
          </Box>
        </Box>
        {edges.left ? fade('left') : null}
        {edges.right ? fade('right') : null}
      </Box>
      {scrolls ? (
        <Group gap={4} justify="center" mt={4} c="dimmed" data-testid="chart-scroll-hint">
          <IconArrowsHorizontal size={14} aria-hidden />
          <Text size="xs">Scroll sideways to see the whole chart</Text>
        </Group>
      ) : null}
    </Box>
  );
}
