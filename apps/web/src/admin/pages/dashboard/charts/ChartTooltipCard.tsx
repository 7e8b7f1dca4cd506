import { Group, Paper, Stack, Text } from '@mantine/core';

export interface TooltipItem {
  name?: string | number;
  value?: unknown;
  color?: string;
}

/** A chart tooltip: the full label (axis labels are cut) and each value, formatted per series. */
export function ChartTooltipCard({
  label,
  items,
  format,
}: {
  label: unknown;
  /** recharts' tooltip payload: an array of { name, value, color }. */
  items: unknown;
  format: (name: string, value: number) => string;
}) {
  const rows = Array.isArray(items) ? (items as TooltipItem[]) : [];
  if (!rows.length) return null;
  return (
    <Paper px="sm" py={6} withBorder shadow="md" radius="md" maw={320}>
      <Text fw={600} size="sm" mb={4}>
        {typeof label === 'string' || typeof label === 'number' ? label : ''}
      </Text>
      <Stack gap={2}>
        {rows.map((item) => (
          <Group key={String(item.name)} justify="space-between" gap="lg" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <span
                style={{ width: 8, height: 8, borderRadius: 8, background: item.color ?? 'gray' }}
              />
              <Text size="sm">{String(item.name)}</Text>
            </Group>
            <Text size="sm" ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format(String(item.name), Number(item.value))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
