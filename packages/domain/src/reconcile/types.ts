import type { MoneyInput } from '../money';

/**
 * Purchase-register-against-GSTR-2B reconciliation (issue 32): the shapes. The outcomes carry the
 * names India Compliance's purchase reconciliation tool gives them (its reference cases,
 * ../shared/refs/gst/india-compliance.test_purchase_reconciliation_tool.json, use "Exact Match",
 * "Suggested Match" and "Mismatch"; the two one-sided outcomes are named after the 2B this engine
 * reads and the purchase register, "PR", as that tool's register view calls the books).
 */
export const RECON_OUTCOMES = [
  'Exact Match',
  'Suggested Match',
  'Mismatch',
  'Missing in 2B',
  'Missing in PR',
] as const;
export type ReconOutcome = (typeof RECON_OUTCOMES)[number];

export type ReconDocumentType = 'invoice' | 'credit-note' | 'debit-note' | 'bill-of-entry';

/** The amounts compared, per head. */
export const RECON_AMOUNT_FIELDS = ['taxable', 'igst', 'cgst', 'sgst', 'cess'] as const;
export type ReconAmountField = (typeof RECON_AMOUNT_FIELDS)[number];

/** One purchase bill, supplier note or bill of entry, as the books or GSTR-2B hold it. */
export interface ReconDocument {
  /** Unique within its side. */
  id: string;
  /** The supplier's GSTIN; empty or absent for an import (bill of entry). */
  supplierGstin?: string | null;
  documentType: ReconDocumentType;
  number: string;
  /** The document's date, `YYYY-MM-DD`. */
  date: string;
  taxable: MoneyInput;
  igst?: MoneyInput;
  cgst?: MoneyInput;
  sgst?: MoneyInput;
  cess?: MoneyInput;
  /** The shop's GSTIN the document was issued to; compared only when both sides give it. */
  recipientGstin?: string | null;
  /** State code (or '24-Gujarat' form) of the place of supply; compared when both give it. */
  placeOfSupply?: string | number | null;
  /** Tax payable by the recipient; absent is false. */
  reverseCharge?: boolean;
}

/** A GSTR-2B document: the same shape, with the portal's ITC availability and its reason. */
export interface PortalDocument extends ReconDocument {
  itcavl?: string;
  rsn?: string;
}

export interface ReconOptions {
  /** Largest difference per amount still within rounding, inclusive: one value or per head (₹1). */
  tolerance?: MoneyInput | Partial<Record<ReconAmountField, MoneyInput>>;
  /** Fuzzy numbers and residual pairs need dates this close, in days (the peer's 10). */
  dateWindowDays?: number;
  /** Least similarity (0–100) of two cleaned numbers to count as the same by fuzzy match (90). */
  fuzzyThreshold?: number;
  /** At most this many nearest-dated candidates are tried per document in a fuzzy rule (256). */
  maxCandidates?: number;
  /** Also pair documents of another GSTIN of the same PAN, as Mismatch (the peer's PAN rules). */
  panLevel?: boolean;
}

/** Why two documents differ; `difference` (books − 2B, exact) for amounts. */
export type ReconField =
  | 'FISCAL_YEAR'
  | 'SUPPLIER_GSTIN'
  | 'COMPANY_GSTIN'
  | 'BILL_NO'
  | 'BILL_DATE'
  | 'PLACE_OF_SUPPLY'
  | 'REVERSE_CHARGE'
  | 'TAXABLE_VALUE'
  | 'IGST'
  | 'CGST'
  | 'SGST'
  | 'CESS';

export interface ReconDifference {
  field: ReconField;
  books: string;
  portal: string;
  /** Amounts: books − 2B as an exact decimal string; dates: days, books − 2B. */
  difference?: string;
}

/** The rule a pair was made by, in the order they are tried (see rules.ts). */
export type ReconRuleName =
  | 'exact'
  | 'fuzzy-number'
  | 'rounding'
  | 'fuzzy-number-rounding'
  | 'same-number'
  | 'fuzzy-number-any-amount'
  | 'residual'
  | 'pan-same-number'
  | 'pan-fuzzy-number'
  | 'pan-residual';

export interface ReconPair {
  outcome: ReconOutcome;
  rule?: ReconRuleName;
  booksId?: string;
  portalId?: string;
  /** Every field that differs; the number and the date included (the peer lists neither). */
  differences: ReconDifference[];
  /** A matched pair whose taxable value or total tax differs by more than a paisa. */
  roundingDifference: boolean;
  /** books − 2B, exact decimal strings (a missing document's side counts as 0). */
  taxableDifference: string;
  taxDifference: string;
  /** The 2B's ITC availability and reason, when there is a 2B side. */
  itcavl?: string;
  rsn?: string;
}

export interface ReconResult {
  /** Pairs in books order (canonical), then 2B documents missing in the books. */
  pairs: ReconPair[];
  counts: Record<ReconOutcome, number>;
}
