import { Badge, Code, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { actionColor, actorLabel, diffLines, formatAt, otherDetails } from './auditFormat';
import type { AuditRow } from './types';

const cellText = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** One audit row: who, when, what, and every field before and after (changed ones marked). */
export function AuditDetailModal({ row, onClose }: { row: AuditRow | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const lines = row ? diffLines(row.details) : [];
  const extra = row ? otherDetails(row.details) : [];
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `${row.action} · ${formatAt(row.at)}` : ''}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {row ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge color={actionColor(row.action)} variant="light">
              {row.action}
            </Badge>
            <Text size="sm">
              by <b>{actorLabel(row)}</b>
              {row.actorEmail ? ` (${row.actorEmail})` : ''} · {row.actorType}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {row.entity}
            {row.entityId ? ` ${row.entityId}` : ''}
          </Text>
          {extra.length ? (
            <Stack gap={2}>
              {extra.map(([key, value]) => (
                <Text size="sm" key={key}>
                  <Text span fw={600}>
                    {key}:
                  </Text>{' '}
                  <span style={cellText}>{value}</span>
                </Text>
              ))}
            </Stack>
          ) : null}
          {lines.length ? (
            <ScrollArea.Autosize mah={phone ? undefined : 480} type="auto">
              <Table
                striped
                withTableBorder
                verticalSpacing={6}
                aria-label="Fields before and after"
                style={{ tableLayout: 'fixed' }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={phone ? '28%' : '24%'}>Field</Table.Th>
                    <Table.Th>Before</Table.Th>
                    <Table.Th>After</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.map((line) => (
                    <Table.Tr
                      key={line.field}
                      data-changed={line.changed || undefined}
                      bg={line.changed ? 'var(--mantine-color-yellow-light)' : undefined}
                    >
                      <Table.Td style={cellText}>
                        <Text size="sm" fw={line.changed ? 700 : 400}>
                          {line.field}
                        </Text>
                      </Table.Td>
                      <Table.Td style={cellText}>
                        <Text size="sm" c={line.changed ? 'red.8' : undefined}>
                          {line.before}
                        </Text>
                      </Table.Td>
                      <Table.Td style={cellText}>
                        <Text size="sm" c={line.changed ? 'green.9' : undefined}>
                          {line.after}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          ) : (
            <Text size="sm" c="dimmed">
              This entry records an event without field values.
            </Text>
          )}
          {Array.isArray(row.details.ids) ? (
            <Text size="xs" c="dimmed">
              Records created: <Code>{(row.details.ids as string[]).length}</Code>
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
