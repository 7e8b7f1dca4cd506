import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { AmendNotice, amendmentSectionOf } from './AmendNotice';
import { InvoiceDrawer } from './InvoiceDrawer';
import type { InvoiceFormValues } from './invoiceForm';

/** Amend mode (issue 30): the invoice of a filed period being corrected. */
type Amending = { number: string; filedPeriod: string; registered: boolean };

type DrawerState = {
  opened: boolean;
  editId: string | null;
  prefill?: InvoiceFormValues;
  prefillNote?: string;
  amending?: Amending;
  /** A new mount per opening: fresh defaults and a fresh idempotency key. */
  mount: number;
};

/** The invoice drawer of a page (invoice list, or quote list for Invoicing) and its openers. */
export function useInvoiceDrawer() {
  const trpc = useTRPC();
  const [state, setState] = useState<DrawerState>({ opened: false, editId: null, mount: 0 });
  const [reason, setReason] = useState('');
  const amend = useMutation(trpc.tenant.amendments.invoice.mutationOptions());
  const open = (
    editId: string | null,
    prefill?: InvoiceFormValues,
    prefillNote?: string,
    amending?: Amending,
  ) => {
    setReason('');
    setState((s) => ({ opened: true, editId, prefill, prefillNote, amending, mount: s.mount + 1 }));
  };
  const amending = state.amending;
  const element =
    state.mount > 0 ? (
      <InvoiceDrawer
        key={state.mount}
        opened={state.opened}
        editId={state.editId}
        prefill={state.prefill}
        prefillNote={state.prefillNote}
        amend={
          amending
            ? {
                banner: (
                  <AmendNotice
                    document={`Invoice ${amending.number}`}
                    filedPeriod={amending.filedPeriod}
                    section={amendmentSectionOf('invoice', amending.registered)}
                    reason={reason}
                    onReason={setReason}
                  />
                ),
                save: (input) => amend.mutateAsync({ ...input, amendmentReason: reason }),
              }
            : undefined
        }
        onClose={() => setState((s) => ({ ...s, opened: false }))}
      />
    ) : null;
  return {
    openCreate: () => open(null),
    openEdit: (id: string) => open(id),
    openPrefilled: (values: InvoiceFormValues, note?: string) => open(null, values, note),
    /** Amend an invoice dated in a filed period (`filedPeriod`: its label, 'September 2026'). */
    openAmend: (row: { id: string; invoiceNumber: string; filedPeriod: string; gstin: string }) =>
      open(row.id, undefined, undefined, {
        number: row.invoiceNumber,
        filedPeriod: row.filedPeriod,
        registered: row.gstin !== '',
      }),
    element,
  };
}
