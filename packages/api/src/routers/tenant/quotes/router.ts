import { permitted, router } from '../../../trpc';
import { ZQuoteInput, ZQuoteListInput, ZQuoteUpdate } from '../../../services/quotes/quotes.schema';
import { getQuote, listQuotes, quoteDefaults } from '../../../services/quotes/quotes.queries';
import { createQuote, deleteQuote, updateQuote } from '../../../services/quotes/quotes.service';
import { quoteInvoiceDraft } from '../../../services/quotes/quotes.draft';
import { customerFromLead, ZQuoteLeadCustomer } from '../../../services/quotes/quotes.lead';
import { permittedOn, ZById } from '../../crud';

const can = permittedOn('manage-quote');

export const quotesRouter = router({
  list: can.view(ZQuoteListInput, listQuotes),
  get: can.view(ZById, getQuote),
  /** What the quote drawer needs from the shop settings (without the settings page's flag). */
  defaults: can.read(quoteDefaults),
  create: can.create(ZQuoteInput, createQuote),
  update: can.edit(ZQuoteUpdate, updateQuote),
  /**
   * The Invoicing action: the invoice create input for the quote, its discount spread into pre-tax
   * line discounts. Needs 'create' on invoices (checked here) and 'view' on quotes (in the verb).
   */
  invoiceDraft: permitted('manage-invoice', 'create')
    .input(ZById)
    .query(({ ctx, input }) => quoteInvoiceDraft(ctx, input)),
  /**
   * Invoicing a quote without a saved customer (issue 29): its lead becomes a customer (or the
   * customer with its GSTIN is found) and the quote names it. Needs 'create' on customers (checked
   * here) and 'approve' on quotes (in the verb).
   */
  customerFromLead: permitted('manage-customer', 'create')
    .input(ZQuoteLeadCustomer)
    .mutation(({ ctx, input }) => customerFromLead(ctx, input)),
  delete: can.delete(ZById, deleteQuote),
});
