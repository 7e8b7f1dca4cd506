import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AmendNotice, amendmentSectionOf } from '../invoices/AmendNotice';
import { NoteDrawer } from './NoteDrawer';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import type { CreditNoteInput, DebitNoteInput } from './types';

type Credit = CreditNoteInput & { id: string };
type Debit = DebitNoteInput & { id: string };

/** Amend mode (issue 30): a note of a filed period being corrected. */
type Amending = { number: string; filedPeriod: string };

type DrawerState = {
  opened: boolean;
  kind: NoteKind;
  /** Create: the invoice the note corrects. */
  invoiceId: string | null;
  /** Re-issue: the note. */
  editId: string | null;
  amending?: Amending;
  /** A new mount per opening: fresh defaults and a fresh idempotency key. */
  mount: number;
};

/** A page's credit/debit note drawer and its openers (the note lists and the invoice list). */
export function useNoteDrawer() {
  const trpc = useTRPC();
  const [state, setState] = useState<DrawerState>({
    opened: false,
    kind: 'credit',
    invoiceId: null,
    editId: null,
    mount: 0,
  });
  const [reason, setReason] = useState('');
  const amendCredit = useMutation(trpc.tenant.amendments.creditNote.mutationOptions());
  const amendDebit = useMutation(trpc.tenant.amendments.debitNote.mutationOptions());
  const open = (
    kind: NoteKind,
    invoiceId: string | null,
    editId: string | null,
    amending?: Amending,
  ) => {
    setReason('');
    setState((s) => ({ opened: true, kind, invoiceId, editId, amending, mount: s.mount + 1 }));
  };
  const { amending, kind } = state;
  const element =
    state.mount > 0 ? (
      <NoteDrawer
        key={state.mount}
        kind={kind}
        opened={state.opened}
        invoiceId={state.invoiceId}
        editId={state.editId}
        amend={
          amending
            ? {
                banner: (
                  <AmendNotice
                    document={`${NOTE_KINDS[kind].label} ${amending.number}`}
                    filedPeriod={amending.filedPeriod}
                    section={amendmentSectionOf('note', null)}
                    reason={reason}
                    onReason={setReason}
                  />
                ),
                save: (input) =>
                  kind === 'credit'
                    ? amendCredit.mutateAsync({ ...(input as Credit), amendmentReason: reason })
                    : amendDebit.mutateAsync({ ...(input as Debit), amendmentReason: reason }),
              }
            : undefined
        }
        onClose={() => setState((s) => ({ ...s, opened: false }))}
      />
    ) : null;
  return {
    openCreate: (kind: NoteKind, invoiceId: string) => open(kind, invoiceId, null),
    openEdit: (kind: NoteKind, id: string) => open(kind, null, id),
    /** Amend a note dated in a filed period (`filedPeriod`: its label, 'September 2026'). */
    openAmend: (kind: NoteKind, row: { id: string; noteNumber: string }, filedPeriod: string) =>
      open(kind, null, row.id, { number: row.noteNumber, filedPeriod }),
    element,
  };
}
