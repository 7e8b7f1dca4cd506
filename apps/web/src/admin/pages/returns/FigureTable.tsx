import { Card, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/**
 * Rows of a return table: a table with a sticky header on wider screens; on phones one card per
 * row, its first column as the title and the rest as label/value pairs, so nothing scrolls sideways.
 */
export function FigureTable({
  table,
  label,
  minWidth = 720,
  maxHeight,
}: {
  table: SectionTable;
  label: string;
  minWidth?: number;
  maxHeight?: number | string;
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
                    {formatCell(column, row.cells[column.key])}
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
                  {formatCell(column, row.cells[column.key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
