import { z } from 'zod';
import { parseDemandWatts } from '@gst/domain';
import { router, siteTenantProcedure, siteTxProcedure } from '../../trpc';
import { catalogue, suggestions } from '../../services/public-site/products.service';
import { ZPublicQuoteRequest, ZQuoteStatusInput } from '../../services/public-site/quotes.schema';
import { quoteStatus, requestQuote } from '../../services/public-site/quotes.service';
import { publicShareRouter } from './share';

/** Watts; text from a query string is fine, anything unusable becomes the 8000 W default. */
export const ZDemandInput = z
  .strictObject({ demand: z.union([z.number(), z.string().max(20)]).nullish() })
  .optional()
  .transform((input) => parseDemandWatts(input?.demand ?? null))
  .pipe(z.number().max(100_000_000, 'Demand must be at most 100 MW'));

/**
 * The public site's calls: no login, the shop from the host or x-tenant-id, else DEFAULT_TENANT.
 * Audit rows written here name the actor {type: 'public', id: null}.
 */
export const publicSiteRouter = router({
  quotes: router({
    /** No transaction yet: the IP limit and the checks come first (see `requestQuote`). */
    request: siteTenantProcedure
      .input(ZPublicQuoteRequest)
      .mutation(({ ctx, input }) => requestQuote(ctx, input)),
    status: siteTxProcedure
      .input(ZQuoteStatusInput)
      .query(({ ctx, input }) => quoteStatus(ctx, input)),
  }),
  products: router({
    suggestions: siteTxProcedure
      .input(ZDemandInput)
      .query(({ ctx, input }) => suggestions(ctx, input)),
    catalogue: siteTxProcedure.query(({ ctx }) => catalogue(ctx)),
  }),
  /** Issue 34: a share link's public page (the host's shop only; one 404 for every refusal). */
  share: publicShareRouter,
});
