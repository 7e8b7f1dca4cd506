/** The frame of the e-invoice and e-way bill blocks on the detail panels (issue 17). */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function EdocCard({
  title,
  status,
  statusColor,
  children,
  testId,
}: {
  title: string;
  status: string;
  statusColor: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {title}
          </Text>
          <Badge variant="light" color={statusColor} size="sm" style={{ flexShrink: 0 }}>
            {status}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** One recorded value: a dimmed label over the value (`mono` for numbers people compare). */
export function EdocFact({
  label,
  children,
  mono = false,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
}) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        ff={mono ? 'monospace' : undefined}
        style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Text>
    </Stack>
  );
}

/** Short facts side by side, wrapping to the next line when the card is narrow (phones). */
export function EdocFacts({ children }: { children: ReactNode }) {
  return (
    <Group gap="xl" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      {children}
    </Group>
  );
}
