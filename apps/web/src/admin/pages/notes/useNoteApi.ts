import { useTRPC } from '../../../lib/trpc';
import type { NoteKind } from './noteKinds';

/**
 * The calls both note kinds answer alike (list, get, invoiceLines, cancel, e-invoice): the credit and debit
 * routers share one service, so their inputs and answers have the same types and the page code
 * is written once. Create and update differ (lines, reasons) and are called per kind.
 */
export function useNoteApi(kind: NoteKind) {
  const trpc = useTRPC();
  const router = kind === 'credit' ? trpc.tenant.creditNotes : trpc.tenant.debitNotes;
  return {
    list: router.list,
    get: router.get,
    invoiceLines: router.invoiceLines,
    delete: router.delete,
    /** Issue 17: the note's INV-01 JSON and the IRP's answer. */
    einvoice: router.einvoice,
    recordIrn: router.recordIrn,
    pathKey: () => router.pathKey(),
  };
}
