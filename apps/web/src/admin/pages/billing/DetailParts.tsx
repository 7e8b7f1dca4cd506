import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Numbers in a detail table: right-aligned, digits of one width. */
export const numericCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A detail panel's 'Label: value' line. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** A lines table's header: the first column's name, then the numeric columns right-aligned. */
export function LinesHeader({ first, numeric }: { first: string; numeric: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        {numeric.map((label) => (
          <Table.Th key={label} style={numericCell}>
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
