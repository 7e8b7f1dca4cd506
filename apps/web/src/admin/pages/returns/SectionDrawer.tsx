import { Stack, Text } from '@mantine/core';
import type { Gstr1, Gstr1SectionKey } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { DrawerShell } from '../../../components/data';
import { FigureTable } from './FigureTable';
import { countLabel } from './labels';
import { sectionTable } from './sectionRows';
import type { SectionSummary } from './types';

/**
 * The rows behind a section card, from the period's GSTR-1 JSON: right-hand drawer, full width
 * on phones; Escape or the close button closes it.
 */
export function SectionDrawer({
  section,
  gstr1,
  periodLabel,
  onClose,
}: {
  /** Null: closed. */
  section: SectionSummary | null;
  gstr1: Gstr1 | undefined;
  periodLabel: string;
  onClose: () => void;
}) {
  const key: Gstr1SectionKey | null = section?.key ?? null;
  const table = key && gstr1 ? sectionTable(gstr1, key) : null;
  return (
    <DrawerShell
      opened={section !== null}
      onClose={onClose}
      // Wider than a form drawer: a section has up to ten columns of figures.
      size="85%"
      title={section?.label ?? ''}
    >
      {section && table ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {periodLabel} · {countLabel(section.key, section.count)}
          </Text>
          {table.rows.length === 0 ? (
            <AppEmptyState
              title="Nothing in this section"
              description={`No document of ${periodLabel} is reported here.`}
            />
          ) : (
            <FigureTable table={table} label={section.label} minWidth={900} maxHeight="75vh" />
          )}
        </Stack>
      ) : null}
    </DrawerShell>
  );
}
