import { z } from 'zod';
import { parseDemandWatts } from '@gst/domain';
import { publicProcedure, router } from '../../trpc';
import { catalogue, suggestions } from '../../services/public-site/products.service';
import { ZPublicQuoteRequest, ZQuoteStatusInput } from '../../services/public-site/quotes.schema';
import { quoteStatus, requestQuote } from '../../services/public-site/quotes.service';
import { withSiteTenant } from '../../services/public-site/site-tenant';

/** Watts; text from a query string is fine, anything unusable becomes the 8000 W default. */
export const ZDemandInput = z
  .object({ demand: z.union([z.number(), z.string().max(20)]).nullish() })
  .optional()
  .transform((input) => parseDemandWatts(input?.demand ?? null))
  .pipe(z.number().max(100_000_000, 'Demand must be at most 100 MW'));

/**
 * The public site's calls: no login, the shop from the host or x-tenant-id, else DEFAULT_TENANT.
 * Audit rows written here name the actor {type: 'public', id: null}.
 */
export const publicSiteRouter = router({
  quotes: router({
    request: publicProcedure
      .input(ZPublicQuoteRequest)
      .mutation(({ ctx, input }) => requestQuote(ctx, input)),
    status: publicProcedure
      .input(ZQuoteStatusInput)
      .query(({ ctx, input }) => quoteStatus(ctx, input)),
  }),
  products: router({
    suggestions: publicProcedure
      .input(ZDemandInput)
      .query(({ ctx, input }) => withSiteTenant(ctx, (tx) => suggestions(tx, input))),
    catalogue: publicProcedure.query(({ ctx }) => withSiteTenant(ctx, (tx) => catalogue(tx))),
  }),
});
