import type { TMailDocumentRef } from '@gst/domain/contracts';
import { AppError } from '../../errors';
import { createShareLink, type ShareCtx } from '../share-links/share-links.service';

/**
 * The share link a mail's `{{link}}` names (issue 34): the document's live share link (made when
 * it has none; an invoice, quote or statement), on the shop's own host. The drawer's draft is a
 * read, so it keeps `{{link}}` as written and the link is made when the message is queued.
 * Receipts and notes have no share page: their link is empty (the template drops its line).
 */
export const LINK_PLACEHOLDER = '{{link}}';

export function hasShareLink(ref: TMailDocumentRef): boolean {
  return ref.kind === 'invoice' || ref.kind === 'quote' || ref.kind === 'statement';
}

export async function shareLinkFor(ctx: ShareCtx, ref: TMailDocumentRef): Promise<string> {
  try {
    if (ref.kind === 'statement') {
      const link = await createShareLink(ctx, {
        kind: 'statement',
        customerId: ref.customerId,
        periodFrom: ref.from,
        periodTo: ref.to,
      });
      return link.url;
    }
    if (ref.kind === 'invoice' || ref.kind === 'quote') {
      return (await createShareLink(ctx, { kind: ref.kind, documentId: ref.documentId })).url;
    }
    return '';
  } catch (error) {
    // A document that cannot be shared (checked before any write) is mailed without a link.
    if (error instanceof AppError) return '';
    throw error;
  }
}

/** `text` with every `{{link}}` replaced by the link (made once, only when one is named). */
export async function fillLink(
  ctx: ShareCtx,
  ref: TMailDocumentRef,
  message: { subject: string; body: string },
): Promise<{ subject: string; body: string }> {
  const named =
    message.subject.includes(LINK_PLACEHOLDER) || message.body.includes(LINK_PLACEHOLDER);
  if (!named) return message;
  const url = await shareLinkFor(ctx, ref);
  return {
    subject: message.subject.replaceAll(LINK_PLACEHOLDER, url),
    body: message.body.replaceAll(LINK_PLACEHOLDER, url),
  };
}
