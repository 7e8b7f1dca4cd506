/** The note detail panel's e-invoice block (issue 17; Typ CRN or DBN), wired to the API. */
import { SimpleGrid } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePagePermissions } from '../../../components/data';
import { EinvoiceBlock } from '../billing/EinvoiceBlock';
import { einvoiceScope, showsEinvoice } from '../billing/edocs';
import { useEInvoicing } from '../billing/useEInvoicing';
import { NOTE_KINDS, type NoteKind } from './noteKinds';
import type { NoteDetail } from './types';
import { useNoteApi } from './useNoteApi';

export function NoteEinvoice({ kind, note }: { kind: NoteKind; note: NoteDetail }) {
  const api = useNoteApi(kind);
  const queryClient = useQueryClient();
  const config = NOTE_KINDS[kind];
  const can = usePagePermissions(config.page);
  const eInvoicing = useEInvoicing();
  const id = note.id;
  const recordIrn = useMutation(
    api.recordIrn.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: api.pathKey() });
      },
    }),
  );
  const cancelled = note.status === 'cancelled';
  const scope = einvoiceScope({
    placeOfSupply: note.placeOfSupply,
    buyerGstin: note.billTo?.gstin ?? '',
    supplierGstin: note.supplier?.gstin,
    // Issue 30: only when e-invoicing applies to the shop.
    eInvoicing,
  });
  if (!showsEinvoice({ irp: note.irp, scope, cancelled })) return null;
  return (
    // Half the width on wide screens, as on the invoice panel.
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <EinvoiceBlock
        what={config.label.toLowerCase()}
        documentName={`${config.label} ${note.noteNumber}`}
        number={note.noteNumber}
        irp={note.irp}
        scope={scope}
        cancelled={cancelled}
        canExport={can('export')}
        canEdit={can('edit')}
        fetchJson={() =>
          queryClient.fetchQuery({ ...api.einvoice.queryOptions({ id }), staleTime: 0, gcTime: 0 })
        }
        recordIrn={(answer) => recordIrn.mutateAsync({ id, answer })}
      />
    </SimpleGrid>
  );
}
