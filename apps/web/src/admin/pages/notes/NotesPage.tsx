import { IconBan, IconFilePencil, IconPencil } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatDate, formatINR } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { useDocumentActions } from '../../../components/documents';
import {
  useListQuery,
  usePagePermissions,
  searchFromAddress,
  useServerTable,
  type DataTableColumn,
  voidAfterConfirm,
  ListPage,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DetailModal } from '../billing/DetailModal';
import { useFiledLock } from '../billing/filedLock';
import { useKnownIrns } from '../billing/useKnownIrns';
import { DocNumber, NoWrap, pdfAction, viewAction } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { useSendMail } from '../shared/mail/useSendMail';
import { NoteDetailPanel } from './NoteDetailPanel';
import { NotesExportButton } from './NotesExportButton';
import { NoteStatusBadge } from './NoteStatusBadge';
import { NOTE_KINDS, noteMessages, reasonLabel, type NoteKind } from './noteKinds';
import type { NoteRow } from './types';
import { useNoteApi } from './useNoteApi';
import { useNoteDrawer } from './useNoteDrawer';

export const isNoteCancelled = (row: Pick<NoteRow, 'status'>) => row.status === 'cancelled';

function columnsOf(kind: NoteKind): DataTableColumn<NoteRow>[] {
  return [
    {
      key: 'noteNumber',
      header: 'Note No',
      render: (row) => <DocNumber number={row.noteNumber} voided={isNoteCancelled(row)} />,
    },
    {
      key: 'noteDate',
      header: 'Date',
      render: (row) => <NoWrap>{formatDate(row.noteDate)}</NoWrap>,
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
      render: (row) => <NoWrap>{formatINR(row.totalAmount)}</NoWrap>,
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
  const mail = useSendMail();
  // A link such as a Returns problem's ?search=<number> opens the list filtered to it.
  const table = useServerTable({ initialSearch: searchFromAddress() });
  const drawer = useNoteDrawer();
  const [viewing, setViewing] = useState<NoteRow | null>(null);
  // Issue 17: a note with an IRN is read-only; its Edit goes once that is known.
  const hasIrn = useKnownIrns(api.get.pathFilter());
  // Issue 29 item 7: a note dated in a filed month is corrected by a further note, not changed.
  const filedLock = useFiledLock('note');
  const lockOf = (row: NoteRow) => filedLock(row.noteDate);
  // Issue 30: such a note is amended instead (the filed periods: the Returns page's view flag).
  const filed = useQuery({
    ...trpc.tenant.returns.filed.queryOptions(),
    enabled: usePagePermissions('returns')('view'),
    staleTime: 60_000,
  });
  const filedPeriodOf = (row: NoteRow) =>
    filed.data?.find((p) => p.from <= row.noteDate && row.noteDate <= p.to)?.label ?? null;
  const list = useListQuery(api.list.queryOptions(table.query), messages.listFailed);

  const cancel = useMutation(api.delete.mutationOptions());
  const label = config.label.toLowerCase();
  const cancelNote = (row: NoteRow) =>
    voidAfterConfirm({
      title: `Cancel ${label} "${row.noteNumber}"?`,
      consequence: `The ${label} keeps its number and is reported as cancelled; its value goes back on the invoice${kind === 'credit' ? ' and returned serials are sold again' : ''}.`,
      confirmLabel: `Cancel ${label}`,
      keepLabel: `Keep ${label}`,
      askReason: true,
      run: (reason) => cancel.mutateAsync({ id: row.id, reason }),
      after: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: api.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.invoices.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.tenant.items.pathKey() }),
        ]),
      messages: { done: messages.cancelled, failed: messages.cancelFailed },
    });

  return (
    <ListPage
      title={title}
      headerAction={
        can('export') ? <NotesExportButton kind={kind} search={table.query.search} /> : undefined
      }
      label={config.plural}
      table={table}
      list={list}
      columns={columnsOf(kind)}
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
        viewAction(can('view'), setViewing),
        pdfAction<NoteRow>(
          can('view'),
          (row) =>
            void docs.view(
              kind === 'credit' ? 'credit-note' : 'debit-note',
              row.id,
              `${config.label} ${row.noteNumber}`,
            ),
        ),
        // Issue 34: e-mail the note with its PDF.
        mail.action<NoteRow>(
          kind === 'credit' ? 'credit-note' : 'debit-note',
          can('view'),
          (row) => ({
            id: row.id,
            title: `E-mail ${config.label.toLowerCase()} ${row.noteNumber}`,
          }),
          isNoteCancelled,
        ),
        {
          label: 'Edit',
          icon: <IconPencil size={16} />,
          allowed: can('edit'),
          hidden: (row) => isNoteCancelled(row) || hasIrn(row),
          disabledReason: lockOf,
          onClick: (row) => drawer.openEdit(kind, row.id),
        },
        {
          label: 'Amend',
          icon: <IconFilePencil size={16} />,
          allowed: can('edit'),
          hidden: (row) => isNoteCancelled(row) || hasIrn(row) || !filedPeriodOf(row),
          overflow: true,
          onClick: (row) => drawer.openAmend(kind, row, filedPeriodOf(row) ?? ''),
        },
        {
          label: 'Cancel',
          icon: <IconBan size={16} />,
          color: 'red',
          allowed: can('delete'),
          hidden: isNoteCancelled,
          disabledReason: lockOf,
          onClick: (row) => void cancelNote(row),
        },
      ]}
    >
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
      {mail.element}
    </ListPage>
  );
}
