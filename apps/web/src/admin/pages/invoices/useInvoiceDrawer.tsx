import { useState } from 'react';
import { InvoiceDrawer } from './InvoiceDrawer';
import type { InvoiceFormValues } from './invoiceForm';

type DrawerState = {
  opened: boolean;
  editId: string | null;
  prefill?: InvoiceFormValues;
  prefillNote?: string;
  /** A new mount per opening: fresh defaults and a fresh idempotency key. */
  mount: number;
};

/** The invoice drawer of a page (invoice list, or quote list for Invoicing) and its openers. */
export function useInvoiceDrawer() {
  const [state, setState] = useState<DrawerState>({ opened: false, editId: null, mount: 0 });
  const open = (editId: string | null, prefill?: InvoiceFormValues, prefillNote?: string) =>
    setState((s) => ({ opened: true, editId, prefill, prefillNote, mount: s.mount + 1 }));
  const element =
    state.mount > 0 ? (
      <InvoiceDrawer
        key={state.mount}
        opened={state.opened}
        editId={state.editId}
        prefill={state.prefill}
        prefillNote={state.prefillNote}
        onClose={() => setState((s) => ({ ...s, opened: false }))}
      />
    ) : null;
  return {
    openCreate: () => open(null),
    openEdit: (id: string) => open(id),
    openPrefilled: (values: InvoiceFormValues, note?: string) => open(null, values, note),
    element,
  };
}
