import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { getNote, listNotes, noteableLines } from '../../../services/notes/notes.queries';
import {
  ZCreditNoteInput,
  ZCreditNoteUpdate,
  ZDebitNoteInput,
  ZDebitNoteUpdate,
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

/** Credit notes (issue 16): list, get, create against invoice lines, cancel (number kept). */
export const creditNotesRouter = router({
  list: permitted('manage-credit-note', 'view')
    .input(ZNoteListInput)
    .query(({ ctx, input }) => listNotes(ctx, 'credit', input)),
  get: permitted('manage-credit-note', 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getNote(ctx, 'credit', input)),
  /** An invoice's lines with what notes did to them and what is left (the note drawer). */
  invoiceLines: permitted('manage-credit-note', 'view')
    .input(z.object({ invoiceId: ZId }))
    .query(({ ctx, input }) => noteableLines(ctx, input)),
  create: permitted('manage-credit-note', 'create')
    .input(ZCreditNoteInput)
    .mutation(({ ctx, input }) => createCreditNote(ctx, input)),
  /** Re-issues the note with new lines: same number, next revision. */
  update: permitted('manage-credit-note', 'edit')
    .input(ZCreditNoteUpdate)
    .mutation(({ ctx, input }) => updateCreditNote(ctx, input)),
  /** Cancels the note (it keeps its number); nothing deletes an issued note. */
  delete: permitted('manage-credit-note', 'delete')
    .input(ZNoteCancel)
    .mutation(({ ctx, input }) => cancelNote(ctx, 'credit', input)),
});

/** Debit notes (issue 16): the same calls; a debit note raises an invoice's value. */
export const debitNotesRouter = router({
  list: permitted('manage-debit-note', 'view')
    .input(ZNoteListInput)
    .query(({ ctx, input }) => listNotes(ctx, 'debit', input)),
  get: permitted('manage-debit-note', 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getNote(ctx, 'debit', input)),
  invoiceLines: permitted('manage-debit-note', 'view')
    .input(z.object({ invoiceId: ZId }))
    .query(({ ctx, input }) => noteableLines(ctx, input)),
  create: permitted('manage-debit-note', 'create')
    .input(ZDebitNoteInput)
    .mutation(({ ctx, input }) => createDebitNote(ctx, input)),
  update: permitted('manage-debit-note', 'edit')
    .input(ZDebitNoteUpdate)
    .mutation(({ ctx, input }) => updateDebitNote(ctx, input)),
  delete: permitted('manage-debit-note', 'delete')
    .input(ZNoteCancel)
    .mutation(({ ctx, input }) => cancelNote(ctx, 'debit', input)),
});
