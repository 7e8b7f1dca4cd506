import { useQueries, useQuery } from '@tanstack/react-query';
import { DEFAULT_STATE_CODE } from '@gst/domain';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { noteMessages, type NoteKind } from './noteKinds';
import type { NotePlace } from './notesForm';
import type { NoteableInvoice } from './types';
import { useNoteApi } from './useNoteApi';

/**
 * What the note drawer reads: the note (re-issue), the lines of the invoices it corrects with
 * what is left on them (read fresh each opening), and the first invoice for its place of supply,
 * SEZ flag, supply type and the shop's state as printed on it, which decide the tax split.
 */
export function useNoteSources(
  kind: NoteKind,
  config: { opened: boolean; invoiceId: string | null; editId: string | null },
) {
  const trpc = useTRPC();
  const api = useNoteApi(kind);
  const isEdit = config.editId !== null;
  const note = useQuery({
    ...api.get.queryOptions({ id: config.editId ?? '' }),
    enabled: config.opened && isEdit,
    staleTime: 0,
  });
  const invoiceIds = isEdit
    ? (note.data?.invoices.map((i) => i.id) ?? [])
    : config.invoiceId
      ? [config.invoiceId]
      : [];
  const lines = useQueries({
    queries: invoiceIds.map((invoiceId) => ({
      ...api.invoiceLines.queryOptions({ invoiceId }),
      enabled: config.opened,
      staleTime: 0,
    })),
  });
  const firstId = invoiceIds[0] ?? '';
  const invoice = useQuery({
    ...trpc.tenant.invoices.get.queryOptions({ id: firstId }),
    enabled: config.opened && Boolean(firstId),
    retry: false,
  });
  const defaults = useQuery({ ...trpc.tenant.invoices.defaults.queryOptions(), staleTime: 60_000 });

  const failed = [note, ...lines].find((q) => q.isError)?.error;
  const loadError = failed ? toastText(failed, noteMessages(kind).fetchFailed) : null;
  const sources: NoteableInvoice[] | undefined =
    invoiceIds.length > 0 && lines.every((q) => q.data)
      ? lines.map((q) => q.data as NoteableInvoice)
      : undefined;
  // Without the invoice (no right to read it) the split is settled by the server on save.
  const inv = invoice.data;
  const place: NotePlace | null = inv
    ? {
        supplierStateCode:
          inv.supplier?.stateCode ?? defaults.data?.supplierStateCode ?? DEFAULT_STATE_CODE,
        placeOfSupply: inv.placeOfSupply,
        isSez: inv.billToSnapshot?.isSez ?? inv.billTo?.isSez ?? false,
        supplyType: inv.supplyType ?? null,
        reverseCharge: inv.reverseCharge === true,
      }
    : null;
  return {
    note: note.data,
    sources,
    place,
    placeSettled: !invoice.isPending,
    loadError,
    invoices: sources?.map((s) => s.invoice) ?? [],
  };
}
