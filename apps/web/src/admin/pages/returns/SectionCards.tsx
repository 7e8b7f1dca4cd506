import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { formatINR, type Gstr1SectionKey } from '@gst/domain';
import { countLabel } from './labels';
import classes from './SectionCards.module.css';
import type { SectionSummary } from './types';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Table 13 counts documents; it has no amounts to show. */
const hasAmounts = (key: Gstr1SectionKey) => key !== 'doc_issue';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={num}>
        {value}
      </Text>
    </Group>
  );
}

function SectionCard({
  section,
  onOpen,
}: {
  section: SectionSummary;
  onOpen: (key: Gstr1SectionKey) => void;
}) {
  const isEmpty = section.count === 0;
  return (
    <UnstyledButton
      onClick={() => onOpen(section.key)}
      aria-haspopup="dialog"
      data-testid={`section-${section.key}`}
      className={classes.button}
      style={{ display: 'block', height: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Paper
        withBorder
        p="md"
        radius="md"
        h="100%"
        // An empty section is told apart by a dashed border and a tinted ground, not by fading
        // it (opacity took its small text to 2.8:1).
        bg={isEmpty ? 'var(--mantine-color-default-hover)' : undefined}
        style={isEmpty ? { borderStyle: 'dashed' } : undefined}
        className={classes.card}
      >
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {section.label}
          </Text>
          <IconChevronRight size={16} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
        </Group>
        <Text fz={22} fw={700} mt={4} style={num} data-testid={`section-${section.key}-count`}>
          {countLabel(section.key, section.count)}
        </Text>
        {hasAmounts(section.key) ? (
          <Stack gap={2} mt="xs">
            <Figure label="Taxable value" value={formatINR(section.taxableValue)} />
            <Figure label="IGST" value={formatINR(section.igst)} />
            <Figure label="CGST" value={formatINR(section.cgst)} />
            <Figure label="SGST/UTGST" value={formatINR(section.sgst)} />
          </Stack>
        ) : (
          <Text size="xs" c="dimmed" mt="xs">
            Numbered documents issued in the period, cancelled ones included.
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** One card per GSTR-1 section: 4 across on wide screens, 2 on tablets, 1 on phones. */
export function SectionCards({
  sections,
  loading,
  onOpen,
}: {
  sections: readonly SectionSummary[] | undefined;
  loading: boolean;
  onOpen: (key: Gstr1SectionKey) => void;
}) {
  if (loading || !sections) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Paper key={i} withBorder p="md" radius="md">
            <Skeleton h={12} w="70%" />
            <Skeleton h={24} w="50%" mt="sm" />
            <Skeleton h={10} mt="md" />
            <Skeleton h={10} mt={6} />
            <Skeleton h={10} mt={6} />
          </Paper>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" aria-label="GSTR-1 sections">
      {sections.map((section) => (
        <SectionCard key={section.key} section={section} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}
