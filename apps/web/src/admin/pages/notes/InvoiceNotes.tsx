import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatINR } from '@gst/domain';
import { usePagePermissions } from '../../../components/data';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import { NoteStatusBadge } from './NoteStatusBadge';
import type { NoteRow } from './types';
import { useNoteApi } from './useNoteApi';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** One kind's notes against the invoice (none when the user may not view that kind). */
function useInvoiceNotes(kind: NoteKind, invoiceId: string) {
  const allowed = usePagePermissions(NOTE_KINDS[kind].page)('view');
  const api = useNoteApi(kind);
  const list = useQuery({
    ...api.list.queryOptions({ invoiceId, page: 1, pageSize: 100 }),
    enabled: allowed,
  });
  const rows = (list.data?.data ?? []).map((row) => ({ kind, row }));
  return { rows, loading: allowed && list.isPending };
}

function NoteLine({ kind, row }: { kind: NoteKind; row: NoteRow }) {
  const cancelled = row.status === 'cancelled';
  return (
    <Table.Tr>
      <Table.Td>{NOTE_KINDS[kind].label}</Table.Td>
      <Table.Td>
        <Text
          size="sm"
          fw={500}
          style={{ whiteSpace: 'nowrap' }}
          td={cancelled ? 'line-through' : undefined}
          c={cancelled ? 'dimmed' : undefined}
        >
          {row.noteNumber}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.noteDate)}</Table.Td>
      <Table.Td style={num}>{formatINR(row.totalAmount)}</Table.Td>
      <Table.Td>
        <NoteStatusBadge status={row.status} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The invoice detail panel's credit and debit notes (issue 16): number, date, total, status;
 * each kind only for a user who may view it, nothing at all when there are none.
 */
export function InvoiceNotes({ invoiceId }: { invoiceId: string }) {
  const credit = useInvoiceNotes('credit', invoiceId);
  const debit = useInvoiceNotes('debit', invoiceId);
  if (credit.loading || debit.loading) return <Skeleton h={24} aria-label="Loading notes" />;
  const rows = [...credit.rows, ...debit.rows];
  if (!rows.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Credit and debit notes
      </Text>
      <Table.ScrollContainer minWidth={420} type="native">
        <Table verticalSpacing={4} aria-label="Credit and debit notes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Note</Table.Th>
              <Table.Th>Number</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th style={num}>Total</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ kind, row }) => (
              <NoteLine key={row.id} kind={kind} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
