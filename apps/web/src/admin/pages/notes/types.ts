import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant'];
type In = inferRouterInputs<AppRouter>['tenant'];

/** Credit and debit notes answer the same shapes (one service); the credit types name them. */
export type NoteRow = Out['creditNotes']['list']['data'][number];
export type NoteDetail = Out['creditNotes']['get'];
export type NoteLineDetail = NoteDetail['lines'][number];
/** `invoiceLines`: an invoice's lines with what notes did to them and what is left. */
export type NoteableInvoice = Out['creditNotes']['invoiceLines'];
export type NoteableLine = NoteableInvoice['lines'][number];
export type CreditNoteInput = In['creditNotes']['create'];
export type DebitNoteInput = In['debitNotes']['create'];
