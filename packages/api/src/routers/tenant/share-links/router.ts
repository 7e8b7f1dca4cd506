import { router, tenantUserProcedure } from '../../../trpc';
import { ZById } from '../../crud';
import {
  ZShareLinkCreate,
  ZShareLinkListInput,
} from '../../../services/share-links/share-links.schema';
import {
  revokeShareLinkById,
  shareDocument,
  shareLinksOf,
} from '../../../services/share-links/share-links.verbs';

/**
 * Share links (issue 34): the Share panel of the invoice and quote drawers and the customer
 * statement. Each verb checks the link's own page (manage-invoice, manage-quote, manage-customer
 * for a statement): 'view' to list, 'edit' to make, re-date or revoke.
 */
export const shareLinksRouter = router({
  /** `{links, recipient}`: the document's links with their views, and whom it is for. */
  list: tenantUserProcedure
    .input(ZShareLinkListInput)
    .query(({ ctx, input }) => shareLinksOf(ctx, input)),
  /** The document's live link (made when there is none; `expiresInDays` sets its expiry). */
  create: tenantUserProcedure
    .input(ZShareLinkCreate)
    .mutation(({ ctx, input }) => shareDocument(ctx, input)),
  revoke: tenantUserProcedure
    .input(ZById)
    .mutation(({ ctx, input }) => revokeShareLinkById(ctx, input)),
});
