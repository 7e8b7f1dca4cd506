import {
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatINR } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { monthLabel } from './gstr2b';
import {
  linkCandidates,
  linkItem,
  sideTax,
  supplierSummaryText,
  type ReconItem,
  type ReconRow,
} from './reconciliation';
import type { ReconViewRow } from './ReconciliationTable';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Link a lone document by hand: the other side picked among the same supplier's lone documents.
 * Escape (Mantine's default) and Cancel close it; Link shows its loader while the server decides.
 */
export function LinkModal({
  row,
  rows,
  busy,
  onClose,
  onLink,
}: {
  row: ReconViewRow | null;
  rows: readonly ReconViewRow[];
  busy: boolean;
  onClose: () => void;
  onLink: (item: ReconItem) => void;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const side = row?.books ?? row?.portal ?? null;
  const candidates = row ? linkCandidates(row as ReconRow, rows as readonly ReconRow[]) : [];
  const candidate = candidates.find((c) => c.value === picked) ?? null;
  const other = row?.books ? 'GSTR-2B document' : 'purchase bill';
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={side ? `Link ${side.number} by hand` : 'Link by hand'}
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm">
          {row?.books ? 'Our bill' : 'The GSTR-2B document'} {side?.number} of{' '}
          {side?.supplierName || side?.supplierGstin} dated {side ? formatDate(side.date) : ''}:
          pick the {other} of the same supplier it stands for.
        </Text>
        {candidates.length === 0 ? (
          <Alert color="gray" variant="light">
            The supplier has no {other} in this month that is not paired already.
          </Alert>
        ) : (
          <Select
            label={row?.books ? 'GSTR-2B document' : 'Purchase bill'}
            placeholder="Pick a document"
            data={candidates.map(({ value, label }) => ({ value, label }))}
            value={picked}
            onChange={setPicked}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            loading={busy}
            disabled={!candidate}
            onClick={() => row && candidate && onLink(linkItem(row as ReconRow, candidate))}
          >
            Link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A supplier's documents missing in 2B, and the text to send it (Copy text). */
export function SupplierSummaryModal({
  month,
  gstin,
  onClose,
}: {
  month: string;
  gstin: string | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const summary = useQuery({
    ...trpc.tenant.reconciliation.supplierSummary.queryOptions({
      period: month,
      supplierGstin: gstin ?? '',
    }),
    enabled: gstin !== null,
  });
  const data = summary.data;
  const text = data ? supplierSummaryText(data) : '';
  return (
    <Modal
      opened={gstin !== null}
      onClose={onClose}
      title={`Supplier summary · ${monthLabel(month)}`}
      size="xl"
    >
      {summary.error ? (
        <Alert color="red" title="Failed to load the supplier summary">
          {toastText(summary.error, 'Failed to load the supplier summary')}
        </Alert>
      ) : !data ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={16} w="60%" />
          <Skeleton h={80} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {data.supplier.name || data.supplier.gstin} (GSTIN {data.supplier.gstin}):{' '}
            {data.totals.count} document{data.totals.count === 1 ? '' : 's'} in our books not in
            GSTR-2B.
          </Text>
          <Table.ScrollContainer minWidth={480} type="native">
            <Table aria-label="Documents missing in GSTR-2B" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Taxable</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Tax</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.documents.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.number}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.date)}</Table.Td>
                    <Table.Td style={{ ...num, textAlign: 'right' }}>
                      {formatINR(d.taxable)}
                    </Table.Td>
                    <Table.Td style={{ ...num, textAlign: 'right' }}>
                      {formatINR(sideTax(d))}
                    </Table.Td>
                    <Table.Td style={{ ...num, textAlign: 'right' }}>{formatINR(d.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text
            component="pre"
            size="xs"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ whiteSpace: 'pre-wrap', borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="supplier-summary-text"
          >
            {text}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy text'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
