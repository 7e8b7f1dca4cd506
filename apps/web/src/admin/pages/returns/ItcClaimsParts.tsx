import { Button, Group, Modal, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { monthLabel } from './gstr2b';
import { totalsLines, type Heads } from './itcClaims';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Credit claimed and held back per head, and their sums. */
export function ClaimTotals({ totals }: { totals: { claimed: Heads; heldBack: Heads } }) {
  const lines = totalsLines(totals);
  return (
    <Paper withBorder radius="md" px={{ base: 'xs', sm: 'sm' }} py={4} maw={560}>
      <Table verticalSpacing={4} aria-label="ITC totals" data-testid="itc-totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Head</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Claimed</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Held back</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.head} fw={l.head === 'Total' ? 600 : undefined}>
              <Table.Td>{l.head}</Table.Td>
              <Table.Td style={{ ...num, textAlign: 'right' }}>{l.claimed}</Table.Td>
              <Table.Td style={{ ...num, textAlign: 'right' }}>{l.heldBack}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export type DeferTarget = { billIds: string[]; title: string; months: string[]; key: string };

/**
 * Defer one bill or the selected ones: an optional month to claim them in, later than the month
 * viewed and within s.16(4). Escape (Mantine's default) and Cancel close it.
 */
export function DeferModal({
  target,
  busy,
  onClose,
  onDefer,
}: {
  target: DeferTarget | null;
  busy: boolean;
  onClose: () => void;
  onDefer: (claimPeriod: string | null) => void;
}) {
  const [month, setMonth] = useState<string | null>(null);
  const close = () => {
    setMonth(null);
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target?.title ?? 'Defer'}>
      <Stack gap="sm">
        <Text size="sm">
          The credit is held back in this month. Pick the month to claim it in, or leave it empty
          and claim it later from that month&apos;s &quot;Deferred from earlier months&quot;.
        </Text>
        <Select
          label="Claim in"
          placeholder="Not decided"
          data={(target?.months ?? []).map((m) => ({ value: m, label: monthLabel(m) }))}
          value={month}
          onChange={setMonth}
          clearable
          comboboxProps={{ withinPortal: true }}
          description={
            target && target.months.length === 0
              ? 'No later month is within the s.16(4) limit.'
              : 'Later months up to the s.16(4) limit (the November return after the bill’s financial year).'
          }
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="orange" loading={busy} onClick={() => onDefer(month)}>
            Defer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
