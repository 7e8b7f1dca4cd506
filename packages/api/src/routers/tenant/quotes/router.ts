import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { ZQuoteInput, ZQuoteListInput, ZQuoteUpdate } from '../../../services/quotes/quotes.schema';
import { getQuote, listQuotes, quoteDefaults } from '../../../services/quotes/quotes.queries';
import { createQuote, deleteQuote, updateQuote } from '../../../services/quotes/quotes.service';
import { quoteInvoiceDraft } from '../../../services/quotes/quotes.draft';

const PAGE = 'manage-quote';

export const quotesRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZQuoteListInput)
    .query(({ ctx, input }) => listQuotes(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getQuote(ctx, input)),
  /** What the quote drawer needs from the shop settings (without the settings page's flag). */
  defaults: permitted(PAGE, 'view').query(({ ctx }) => quoteDefaults(ctx)),
  create: permitted(PAGE, 'create')
    .input(ZQuoteInput)
    .mutation(({ ctx, input }) => createQuote(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZQuoteUpdate)
    .mutation(({ ctx, input }) => updateQuote(ctx, input)),
  /**
   * The Invoicing action: the invoice create input for the quote, its discount spread into pre-tax
   * line discounts. Needs 'create' on invoices (checked here) and 'view' on quotes (in the verb).
   */
  invoiceDraft: permitted('manage-invoice', 'create')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => quoteInvoiceDraft(ctx, input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => deleteQuote(ctx, input)),
});
