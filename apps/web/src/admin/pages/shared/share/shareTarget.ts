import { shareMessage, whatsAppUrl, type ShareLinkKind } from '@gst/domain/contracts';
import type { PageKey } from '@gst/domain';

/**
 * What a Share panel shares (issue 34): an invoice or quote by id, or a customer's statement of a
 * period; and the page whose permission governs its links (view to see them, edit to make one).
 */
export type ShareTarget =
  | { kind: 'invoice' | 'quote'; documentId: string }
  | { kind: 'statement'; customerId: string; periodFrom: string; periodTo: string };

export const SHARE_PAGE: Record<ShareLinkKind, PageKey> = {
  invoice: 'manage-invoice',
  quote: 'manage-quote',
  statement: 'manage-customer',
};

export type ShareRecipient = {
  shopName: string;
  customerName: string;
  phone: string;
  reference: string;
  amountDue: string | null;
};

/** The "Share on WhatsApp" link: the buyer's chat (when their phone is known) with the message. */
export function whatsAppShareUrl(
  kind: ShareLinkKind,
  recipient: ShareRecipient,
  url: string,
): string {
  const message = shareMessage({
    kind,
    shopName: recipient.shopName,
    customerName: recipient.customerName,
    reference: recipient.reference,
    amountDue: recipient.amountDue,
    url,
  });
  return whatsAppUrl(recipient.phone, message);
}
