/**
 * CGST Rule 48(1): a tax invoice for goods is made out in triplicate, each copy marked.
 * The order is the printing order.
 */
export const INVOICE_COPY_LABELS = [
  'ORIGINAL FOR RECIPIENT',
  'DUPLICATE FOR TRANSPORTER',
  'TRIPLICATE FOR SUPPLIER',
] as const;
export type InvoiceCopyLabel = (typeof INVOICE_COPY_LABELS)[number];

/** Rule 48(2): for services, duplicate; kept for completeness (this shop sells goods). */
export const SERVICE_INVOICE_COPY_LABELS = [
  'ORIGINAL FOR RECIPIENT',
  'DUPLICATE FOR SUPPLIER',
] as const;

/**
 * Zero-rated supplies (IGST Act s.16: exports and supplies to SEZ units/developers) are made
 * either on payment of IGST (WPAY, refund claimed later) or under bond/LUT without payment of
 * IGST (WOPAY). The codes are the GSTR-1 ones (EXP table, `exp_typ`).
 */
export type ZeroRatedSupplyType = 'WPAY' | 'WOPAY';

/**
 * The endorsement the invoice must carry, verbatim from CGST Rule 46, proviso on exports (text as
 * amended; the law writes one sentence for exports and SEZ supplies alike, with the slash).
 */
export const ZERO_RATED_ENDORSEMENTS: Readonly<Record<ZeroRatedSupplyType, string>> = {
  WPAY: 'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
  WOPAY:
    'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
};
