import { router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import { ZRecordAnswer } from '../../../services/edocs/edocs.schema';
import { einvoiceOf, recordIrn } from '../../../services/edocs/edocs.service';
import { getNote, listNotes, noteableLines } from '../../../services/notes/notes.queries';
import {
  ZCreditNoteInput,
  ZCreditNoteUpdate,
  ZDebitNoteInput,
  ZDebitNoteUpdate,
  ZInvoiceLinesInput,
  ZNoteCancel,
  ZNoteListInput,
} from '../../../services/notes/notes.schema';
import {
  cancelNote,
  createCreditNote,
  createDebitNote,
  updateCreditNote,
  updateDebitNote,
} from '../../../services/notes/notes.service';

/** The calls one note kind shares: list, get, the invoice's lines as notes left them, cancel. */
function readAndCancel(kind: 'credit' | 'debit') {
  const can = permittedOn(kind === 'credit' ? 'manage-credit-note' : 'manage-debit-note');
  return {
    can,
    procedures: {
      list: can.view(ZNoteListInput, (ctx, input) => listNotes(ctx, kind, input)),
      get: can.view(ZById, (ctx, input) => getNote(ctx, kind, input)),
      /** An invoice's lines with what notes did to them and what is left (the note drawer). */
      invoiceLines: can.view(ZInvoiceLinesInput, noteableLines),
      /** Cancels the note (it keeps its number); nothing deletes an issued note. */
      delete: can.delete(ZNoteCancel, (ctx, input) => cancelNote(ctx, kind, input)),
      /** Issue 17: the note's INV-01 JSON (Typ CRN or DBN, the invoice in PrecDocDtls). */
      einvoice: can.export(ZById, (ctx, { id }) => einvoiceOf(ctx, { type: 'note', kind }, id)),
      recordIrn: can.edit(ZRecordAnswer, (ctx, input) =>
        recordIrn(ctx, { type: 'note', kind }, input),
      ),
    },
  };
}

const credit = readAndCancel('credit');
const debit = readAndCancel('debit');

/** Credit notes (issue 16): create against invoice lines, re-issue (same number, next revision). */
export const creditNotesRouter = router({
  ...credit.procedures,
  create: credit.can.create(ZCreditNoteInput, createCreditNote),
  update: credit.can.edit(ZCreditNoteUpdate, updateCreditNote),
});

/** Debit notes (issue 16): the same calls; a debit note raises an invoice line's value. */
export const debitNotesRouter = router({
  ...debit.procedures,
  create: debit.can.create(ZDebitNoteInput, createDebitNote),
  update: debit.can.edit(ZDebitNoteUpdate, updateDebitNote),
});
