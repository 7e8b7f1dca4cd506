import { router } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  ZAmendmentListInput,
  ZCreditNoteAmend,
  ZDebitNoteAmend,
  ZInvoiceAmend,
} from '../../../services/amendments/amendments.schema';
import {
  amendCreditNote,
  amendDebitNote,
  amendInvoice,
} from '../../../services/amendments/amendments.service';
import { listAmendments } from '../../../services/amendments/amendments.queries';

/**
 * Amendments (issue 30): correcting an invoice or note dated in a filed period, reported in the
 * return of the month it is made in. Each needs the edit flag of its document's page; the list
 * of a period's amendments is the Returns page's (view).
 */
export const amendmentsRouter = router({
  invoice: permittedOn('manage-invoice').edit(ZInvoiceAmend, amendInvoice),
  creditNote: permittedOn('manage-credit-note').edit(ZCreditNoteAmend, amendCreditNote),
  debitNote: permittedOn('manage-debit-note').edit(ZDebitNoteAmend, amendDebitNote),
  list: permittedOn('returns').view(ZAmendmentListInput, listAmendments),
});
