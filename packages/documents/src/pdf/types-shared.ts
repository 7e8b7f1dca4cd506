// What the PDF builders take, shared by every document: the shop, a party, the GST heads.

export type ShopImages = { shopLogo: string; partnerLogo: string; signature: string };

export type ShopInfo = {
  name: string;
  address: string;
  gstin: string;
  stateCode: number;
  email: string;
  mobileNumber: string;
  website: string;
  jurisdiction: string;
  /** Branding line printed above the title. */
  topText: string;
  bank: { bankName: string; accountNumber: string; ifscCode: string; branch: string };
  images: ShopImages;
  /** The shop's UPI ID (issue 19), as frozen on an issued invoice; absent or '' for none. */
  upiId?: string;
  /**
   * Issue 30: the city or town and the PIN of the address (Settings → Contact Info), printed after
   * it unless the address text already holds them; absent or '' for none.
   */
  city?: string;
  pinCode?: string;
};

export type Party = {
  name: string;
  address: string;
  gstin: string;
  /** null when unknown (a free-typed quote customer). */
  stateCode: number | null;
  phoneNumber: string;
  email: string;
  /**
   * Issue 30: the city or town and the six-digit PIN kept apart from the address, printed after it
   * unless the address text already holds them; absent or '' for none.
   */
  city?: string;
  pinCode?: string;
};

export type TaxKind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';

/**
 * The four GST heads of one line or one rate, as the domain's GST engine computed them
 * (`computeGstDocument`): CGST and SGST/UTGST are equal halves; IGST on inter-state, export and
 * SEZ supplies; the heads that do not apply are '0.00'. The PDF prints them and never recomputes.
 */
export type TaxHeads = { cgst: string; sgst: string; utgst: string; igst: string };

/** One row of the tax summary: every line of one GST rate added up (`GstDocument.taxSplit`). */
export type TaxSplitRow = TaxHeads & {
  /** Total GST rate in per cent ('18.00'); each of CGST and SGST/UTGST is half of it. */
  rate: string;
  /** Σ taxable value (after discount) of the lines at this rate. */
  taxableValue: string;
};
