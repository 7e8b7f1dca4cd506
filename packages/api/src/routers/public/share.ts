import { publicProcedure, router } from '../../trpc';
import { ZShareToken } from '../../services/share-links/share-links.schema';
import {
  sharedDocumentPdfDownload,
  viewSharedDocument,
} from '../../services/share-links/share-links.public';

/**
 * A share link's public page (issue 34): no login, the shop from the host only (never
 * DEFAULT_TENANT); every refusal is one 404; limited per IP. The service opens its own scopes.
 */
export const publicShareRouter = router({
  /** The document, its status and UPI QR; records a view. */
  view: publicProcedure
    .input(ZShareToken)
    .query(({ ctx, input }) => viewSharedDocument(ctx, input)),
  /** The document's PDF, base64 (REST: GET /public/share/:token/pdf streams it). */
  pdf: publicProcedure
    .input(ZShareToken)
    .query(({ ctx, input }) => sharedDocumentPdfDownload(ctx, input)),
});
