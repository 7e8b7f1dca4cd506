import { Box, Checkbox, Group, Stack, Table, Text, Tooltip, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_KEYS, type PageKey, type PermissionFlag } from '@gst/domain';
import { FLAG_LABELS, pageLabel, type PermissionGrid } from './types';

function Dot({
  granted,
  label,
  centered = true,
}: {
  granted: boolean;
  label: string;
  centered?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <Box
        role="img"
        aria-label={label}
        w={12}
        h={12}
        mx={centered ? 'auto' : undefined}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          background: granted ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-red-6)',
        }}
      />
    </Tooltip>
  );
}

/** Page rows × flag columns: the page's name, then what `cell` draws for each flag. */
function MatrixTable({
  flags,
  minWidth,
  tableProps,
  cell,
}: {
  flags: readonly PermissionFlag[];
  minWidth: number;
  tableProps: TableProps & { 'aria-label': string };
  cell: (page: PageKey, flag: PermissionFlag) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table withTableBorder verticalSpacing={6} {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Page</Table.Th>
            {flags.map((flag) => (
              <Table.Th key={flag} ta="center">
                {FLAG_LABELS[flag]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PAGE_KEYS.map((page) => (
            <Table.Tr key={page}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {pageLabel(page)}
                </Text>
              </Table.Td>
              {flags.map((flag) => (
                <Table.Td key={flag}>{cell(page, flag)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The 'User Roles' table (spec §2 Users): page rows × permission columns, a green dot where the
 * flag is granted and a red one where it is not. Columns are the server's permissionsKeys.
 */
export function PermissionMatrixView({
  grid,
  flags,
  allGranted = false,
}: {
  grid: PermissionGrid;
  flags: readonly PermissionFlag[];
  allGranted?: boolean;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const isGranted = (page: PageKey, flag: PermissionFlag) =>
    allGranted || grid[page][flag] === true;

  const dot = (page: PageKey, flag: PermissionFlag, centered: boolean) => {
    const granted = isGranted(page, flag);
    return (
      <Dot
        centered={centered}
        granted={granted}
        label={`${pageLabel(page)} ${FLAG_LABELS[flag]}: ${granted ? 'granted' : 'not granted'}`}
      />
    );
  };

  if (!isPhone) {
    return (
      <MatrixTable
        flags={flags}
        cell={(page, flag) => dot(page, flag, true)}
        minWidth={520}
        tableProps={{ withColumnBorders: true, striped: true, 'aria-label': 'User Roles' }}
      />
    );
  }

  // Seven columns do not fit 375 px: on phones each page is a row of labelled dots that wrap.
  return (
    <Stack gap={0} aria-label="User Roles" role="table">
      {PAGE_KEYS.map((page) => (
        <Box
          key={page}
          role="row"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" fw={600} mb={4} role="rowheader">
            {pageLabel(page)}
          </Text>
          <Group gap="sm" style={{ rowGap: 4 }}>
            {flags.map((flag) => (
              <Group key={flag} gap={4} wrap="nowrap" role="cell">
                {dot(page, flag, false)}
                <Text size="xs">{FLAG_LABELS[flag]}</Text>
              </Group>
            ))}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The page-permissions matrix of the user drawer (and of an API key): a checkbox per page and
 * flag. On phones each page is a row of labelled checkboxes that wrap.
 */
export function PermissionMatrixInput({
  grid,
  flags,
  onChange,
  disabled = false,
}: {
  grid: PermissionGrid;
  flags: readonly PermissionFlag[];
  onChange: (grid: PermissionGrid) => void;
  disabled?: boolean;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const set = (page: (typeof PAGE_KEYS)[number], flag: PermissionFlag, value: boolean) =>
    onChange({ ...grid, [page]: { ...grid[page], [flag]: value } });

  if (!isPhone) {
    return (
      <MatrixTable
        flags={flags}
        cell={(page, flag) => (
          <Checkbox
            mx="auto"
            w="fit-content"
            aria-label={`${pageLabel(page)}: ${FLAG_LABELS[flag]}`}
            checked={grid[page][flag] === true}
            disabled={disabled}
            onChange={(event) => set(page, flag, event.currentTarget.checked)}
          />
        )}
        minWidth={560}
        tableProps={{ 'aria-label': 'Page permissions' }}
      />
    );
  }

  return (
    <Stack gap="sm">
      {PAGE_KEYS.map((page) => (
        <Box key={page}>
          <Text size="sm" fw={600} mb={4}>
            {pageLabel(page)}
          </Text>
          <Group gap="md" style={{ rowGap: 6 }}>
            {flags.map((flag) => (
              <Checkbox
                key={flag}
                size="sm"
                label={FLAG_LABELS[flag]}
                checked={grid[page][flag] === true}
                disabled={disabled}
                onChange={(event) => set(page, flag, event.currentTarget.checked)}
              />
            ))}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}
