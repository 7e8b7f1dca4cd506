import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { readBillingSettings } from '../../../services/billing/document-number';
import { ZQuoteInput, ZQuoteListInput, ZQuoteUpdate } from '../../../services/quotes/quotes.schema';
import { createQuote, deleteQuote, getQuote, listQuotes, updateQuote } from '../../../services/quotes/quotes.service';

const PAGE = 'manage-quote';

export const quotesRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZQuoteListInput)
    .query(({ ctx, input }) => listQuotes(ctx.tx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => getQuote(ctx.tx, input.id)),
  /** What the quote drawer needs from the shop settings (without the settings page's flag). */
  defaults: permitted(PAGE, 'view').query(async ({ ctx }) => {
    const settings = await readBillingSettings(ctx.tx);
    return {
      supplierStateCode: settings.supplierStateCode,
      termsAndConditions: settings.defTermsQuote,
    };
  }),
  create: permitted(PAGE, 'create')
    .input(ZQuoteInput)
    .mutation(({ ctx, input }) => createQuote({ tx: ctx.tx, actor: ctx.actor }, input)),
  update: permitted(PAGE, 'edit')
    .input(ZQuoteUpdate)
    .mutation(({ ctx, input: { id, ...input } }) =>
      updateQuote({ tx: ctx.tx, actor: ctx.actor }, id, input),
    ),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => deleteQuote(ctx, input.id)),
});
