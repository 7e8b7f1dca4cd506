import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconEye, IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate, formatINR } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { useDocumentActions } from '../../../components/documents';
import {
  DataTable,
  confirmAction,
  listTableProps,
  useListQuery,
  usePagePermissions,
  searchFromAddress,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { PageHeader } from '../../../components/PageHeader';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { DetailModal } from '../billing/DetailModal';
import { useKnownIrns } from '../billing/useKnownIrns';
import type { AdminPageProps } from '../shared/pageProps';
import { NoteDetailPanel } from './NoteDetailPanel';
import { NotesExportButton } from './NotesExportButton';
import { NoteStatusBadge } from './NoteStatusBadge';
import { NOTE_KINDS, noteMessages, reasonLabel, type NoteKind } from './noteKinds';
import type { NoteRow } from './types';
import { useNoteApi } from './useNoteApi';
import { useNoteDrawer } from './useNoteDrawer';

export const isNoteCancelled = (row: Pick<NoteRow, 'status'>) => row.status === 'cancelled';

const nowrap = { whiteSpace: 'nowrap' } as const;

function columnsOf(kind: NoteKind): DataTableColumn<NoteRow>[] {
  return [
    {
      key: 'noteNumber',
      header: 'Note No',
      render: (row) => (
        <Text
          size="sm"
          fw={600}
          style={nowrap}
          td={isNoteCancelled(row) ? 'line-through' : undefined}
          c={isNoteCancelled(row) ? 'dimmed' : undefined}
        >
          {row.noteNumber}
        </Text>
      ),
    },
    {
      key: 'noteDate',
      header: 'Date',
      render: (row) => <span style={nowrap}>{formatDate(row.noteDate)}</span>,
    },
    { key: 'customerName', header: 'Customer' },
    { key: 'reason', header: 'Reason', render: (row) => reasonLabel(kind, row.reason) },
    {
      key: 'taxableAmount',
      header: 'Taxable',
      numeric: true,
      render: (row) => formatINR(row.taxableAmount),
    },
    {
      key: 'totalAmount',
      header: 'Total',
      numeric: true,
      render: (row) => <span style={nowrap}>{formatINR(row.totalAmount)}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      width: 110,
      render: (row) => <NoteStatusBadge status={row.status} />,
    },
  ];
}

/**
 * Credit Notes and Debit Notes (issue 16; CGST Act s.34, Rule 53): newest first, search by
 * number or customer, a detail panel per note, re-issue (same number, next revision) and cancel
 * (the number is kept). Notes are raised from an invoice's row on the Invoices page.
 */
export function NotesPage({ kind, title }: AdminPageProps & { kind: NoteKind }) {
  const trpc = useTRPC();
  const api = useNoteApi(kind);
  const queryClient = useQueryClient();
  const config = NOTE_KINDS[kind];
  const messages = noteMessages(kind);
  const can = usePagePermissions(config.page);
  const docs = useDocumentActions();
  // A link such as a Returns problem's ?search=<number> opens the list filtered to it.
  const table = useServerTable({ initialSearch: searchFromAddress() });
  const drawer = useNoteDrawer();
  const [viewing, setViewing] = useState<NoteRow | null>(null);
  // Issue 17: a note with an IRN is read-only; its Edit goes once that is known.
  const hasIrn = useKnownIrns(api.get.pathFilter());
  const list = useListQuery(api.list.queryOptions(table.query), messages.listFailed);

  const cancel = useMutation(api.delete.mutationOptions());
  const cancelNote = async (row: NoteRow) => {
    const confirmed = await confirmAction({
      title: `Cancel ${config.label.toLowerCase()} "${row.noteNumber}"?`,
      message: (
        <Stack gap={4}>
          <Text size="sm">
            The {config.label.toLowerCase()} keeps its number and is reported as cancelled; its
            value goes back on the invoice
            {kind === 'credit' ? ' and returned serials are sold again' : ''}.
          </Text>
          <Text size="sm">{MESSAGES.confirm.irreversible}</Text>
        </Stack>
      ),
      confirmLabel: `Cancel ${config.label.toLowerCase()}`,
      cancelLabel: `Keep ${config.label.toLowerCase()}`,
      color: 'red',
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync({ id: row.id });
      notifications.show({ color: 'green', message: messages.cancelled });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: api.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() }),
      ]);
    } catch (error) {
      notifications.show({ color: 'red', message: toastText(error, messages.cancelFailed) });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        action={
          can('export') ? <NotesExportButton kind={kind} search={table.query.search} /> : undefined
        }
      />
      <DataTable
        label={config.plural}
        {...listTableProps(list)}
        columns={columnsOf(kind)}
        {...table.tableProps}
        searchPlaceholder="Search by number or customer"
        emptyState={
          <AppEmptyState
            title={`No ${config.label.toLowerCase()}s`}
            description={
              table.query.search
                ? MESSAGES.empty.noResults
                : `Raise a ${config.label.toLowerCase()} from an invoice's row on the Invoices page.`
            }
          />
        }
        renderDetail={(row) => <NoteDetailPanel kind={kind} id={row.id} />}
        actions={[
          {
            label: 'View',
            icon: <IconEye size={16} />,
            allowed: can('view'),
            onClick: (row) => setViewing(row),
          },
          {
            label: 'PDF',
            icon: <IconFileTypePdf size={16} />,
            allowed: can('view'),
            onClick: (row) =>
              void docs.view(
                kind === 'credit' ? 'credit-note' : 'debit-note',
                row.id,
                `${config.label} ${row.noteNumber}`,
              ),
          },
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            hidden: (row) => isNoteCancelled(row) || hasIrn(row),
            onClick: (row) => drawer.openEdit(kind, row.id),
          },
          {
            label: 'Cancel',
            icon: <IconBan size={16} />,
            color: 'red',
            allowed: can('delete'),
            hidden: isNoteCancelled,
            onClick: (row) => void cancelNote(row),
          },
        ]}
      />
      <DetailModal
        title={
          viewing ? `${config.label} ${viewing.noteNumber} · ${formatDate(viewing.noteDate)}` : null
        }
        onClose={() => setViewing(null)}
      >
        {viewing ? <NoteDetailPanel kind={kind} id={viewing.id} /> : null}
      </DetailModal>
      {drawer.element}
      {docs.element}
    </>
  );
}
