import { Anchor, Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatINR, formatIndianNumber } from '@gst/domain';
import { CardField } from '../../../components/data';
import type { SectionCell, SectionColumn, SectionTable } from './sectionRows';

const num = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

export function formatCell(column: SectionColumn, value: SectionCell | undefined): string {
  if (value === undefined || value === '') return '—';
  switch (column.kind) {
    case 'money':
      return formatINR(value);
    case 'rate':
      return `${value}%`;
    case 'number':
      return formatIndianNumber(value);
    default:
      return String(value);
  }
}

const isNumeric = (column: SectionColumn) => column.kind !== 'text';

/** A figure that opens something (the bills behind it): its accessible name and its action. */
export type FigureAction = { label: string; onClick: () => void };
export type FigureActionOf = (
  rowId: string,
  columnKey: string,
  value: SectionCell | undefined,
) => FigureAction | null;

/** A cell's text, or a link-styled button when `actionOf` gives the figure an action. */
function CellText({
  text,
  action,
}: {
  text: string;
  action: FigureAction | null | undefined;
}): ReactNode {
  if (!action) return text;
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={action.onClick}
      aria-label={`${text}: ${action.label}`}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Anchor>
  );
}

/**
 * Rows of a return table: a table with a sticky header on wider screens; on phones one card per
 * row, its first column as the title and the rest as label/value pairs, so nothing scrolls sideways.
 */
export function FigureTable({
  table,
  label,
  minWidth = 720,
  maxHeight,
  actionOf,
}: {
  table: SectionTable;
  label: string;
  minWidth?: number;
  maxHeight?: number | string;
  /** Figures that open something (GSTR-3B: the bills behind a figure). */
  actionOf?: FigureActionOf;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [first, ...rest] = table.columns;

  if (isPhone && first) {
    return (
      <Stack gap="xs" role="list" aria-label={label}>
        {table.rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" role="listitem">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {formatCell(first, row.cells[first.key])}
            </Text>
            <Stack gap={2} mt={6}>
              {rest.map((column) => (
                <CardField key={column.key} label={column.header}>
                  <Text
                    size="sm"
                    ta="right"
                    style={isNumeric(column) ? num : { overflowWrap: 'anywhere' }}
                  >
                    <CellText
                      text={formatCell(column, row.cells[column.key])}
                      action={actionOf?.(row.id, column.key, row.cells[column.key])}
                    />
                  </Text>
                </CardField>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
      <Table stickyHeader highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th
                key={column.key}
                style={isNumeric(column) ? num : column.wrap ? undefined : { whiteSpace: 'nowrap' }}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.id}>
              {table.columns.map((column) => (
                <Table.Td
                  key={column.key}
                  style={
                    isNumeric(column) ? num : column.wrap ? undefined : { whiteSpace: 'nowrap' }
                  }
                >
                  <CellText
                    text={formatCell(column, row.cells[column.key])}
                    action={actionOf?.(row.id, column.key, row.cells[column.key])}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
