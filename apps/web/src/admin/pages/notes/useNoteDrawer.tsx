import { useState } from 'react';
import { NoteDrawer } from './NoteDrawer';
import type { NoteKind } from './noteKinds';

type DrawerState = {
  opened: boolean;
  kind: NoteKind;
  /** Create: the invoice the note corrects. */
  invoiceId: string | null;
  /** Re-issue: the note. */
  editId: string | null;
  /** A new mount per opening: fresh defaults and a fresh idempotency key. */
  mount: number;
};

/** A page's credit/debit note drawer and its openers (the note lists and the invoice list). */
export function useNoteDrawer() {
  const [state, setState] = useState<DrawerState>({
    opened: false,
    kind: 'credit',
    invoiceId: null,
    editId: null,
    mount: 0,
  });
  const open = (kind: NoteKind, invoiceId: string | null, editId: string | null) =>
    setState((s) => ({ opened: true, kind, invoiceId, editId, mount: s.mount + 1 }));
  const element =
    state.mount > 0 ? (
      <NoteDrawer
        key={state.mount}
        kind={state.kind}
        opened={state.opened}
        invoiceId={state.invoiceId}
        editId={state.editId}
        onClose={() => setState((s) => ({ ...s, opened: false }))}
      />
    ) : null;
  return {
    openCreate: (kind: NoteKind, invoiceId: string) => open(kind, invoiceId, null),
    openEdit: (kind: NoteKind, id: string) => open(kind, null, id),
    element,
  };
}
