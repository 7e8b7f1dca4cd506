import { Badge, Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import type { FilterChip } from './filters';

/** The applied filters as chips, each removable, plus Clear All Filters (spec §2). */
export function AppliedFilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Applied filters">
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap={6}>
          <Text size="sm" fw={600} mr={4}>
            Applied filters:
          </Text>
          {chips.map((chip) => (
            // A Badge with a real (focusable, labelled) close button: Pill's is aria-hidden.
            <Badge
              key={chip.id}
              size="lg"
              variant="light"
              radius="xl"
              tt="none"
              fw={500}
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  radius="xl"
                  aria-label={`Remove ${chip.label}`}
                  onClick={() => onRemove(chip)}
                />
              }
            >
              {chip.label}
            </Badge>
          ))}
        </Group>
        <Button size="compact-sm" variant="subtle" color="red" onClick={onClearAll}>
          Clear All Filters
        </Button>
      </Group>
    </Paper>
  );
}
