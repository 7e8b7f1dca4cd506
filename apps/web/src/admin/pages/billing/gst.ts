/**
 * The live GST figures of the quote and invoice drawers (issue 15): the domain's
 * `computeGstDocument`, the very engine the server and the PDFs use, so what the drawer shows is
 * what gets stored. Pure and unit-tested.
 */
import {
  EXPORT_PLACE_OF_SUPPLY,
  computeGstDocument,
  isZeroRatedPlace,
  type GstDocument,
  type GstDocumentInput,
  type GstPlace,
  type ZeroRatedSupplyType,
} from '@gst/domain';
import type { TotalsFigures } from './TotalsSummary';

/** The zero-rated supply types, as the invoice drawer's select offers them. */
export const SUPPLY_TYPE_OPTIONS: { value: ZeroRatedSupplyType; label: string }[] = [
  { value: 'WPAY', label: 'With payment of IGST (WPAY)' },
  { value: 'WOPAY', label: 'Under LUT or bond, without IGST (WOPAY)' },
];

export type SupplyTypeValue = ZeroRatedSupplyType | '';

/** A Select's value as a supply type ('' for none or anything else). */
export function supplyTypeValue(value: string | null): SupplyTypeValue {
  return value === 'WPAY' || value === 'WOPAY' ? value : '';
}

/** The bill-to party as far as the supply type cares: its state and its SEZ flag. */
export type ZeroRatedParty = { stateCode: number | string; isSez?: boolean };

/**
 * The server's rule (contract): a bill-to customer abroad (state 96) or an SEZ unit/developer
 * needs a supply type (WPAY/WOPAY); any other customer must have none.
 */
export function needsSupplyType(party: ZeroRatedParty | null | undefined): boolean {
  if (!party) return false;
  return Number(party.stateCode) === EXPORT_PLACE_OF_SUPPLY || party.isSez === true;
}

/** The supply type the API takes: the chosen one when the party needs it, otherwise null. */
export function supplyTypeFor(
  party: ZeroRatedParty | null | undefined,
  chosen: SupplyTypeValue,
): ZeroRatedSupplyType | null {
  return needsSupplyType(party) && chosen ? chosen : null;
}

/**
 * The engine's answer, or null while the form holds something it refuses (a negative price, a
 * discount over the line amount, a discount over the total). A supply type is passed only where
 * the engine allows one (a zero-rated place), so a half-edited form never throws.
 */
export function safeGstDocument(input: GstDocumentInput): GstDocument | null {
  const supplyType =
    input.supplyType && isZeroRatedPlace(input.place) ? input.supplyType : undefined;
  try {
    return computeGstDocument({ ...input, supplyType });
  } catch {
    return null;
  }
}

/** A place of supply from form text: '' (not chosen yet) falls back to the shop's state. */
export function placeOf(
  supplierStateCode: number,
  placeOfSupply: string | number | null | undefined,
  isSez = false,
): GstPlace {
  const place = Number(placeOfSupply);
  return {
    supplierStateCode,
    placeOfSupply: Number.isInteger(place) && place > 0 ? place : supplierStateCode,
    isSez,
  };
}

/** The totals box's figures from the engine's answer. */
export function gstFigures(doc: GstDocument): TotalsFigures {
  const t = doc.totals;
  return {
    kind: doc.kind,
    taxInclusive: doc.taxInclusive,
    gross: t.gross,
    lineDiscount: t.lineDiscount,
    taxableAmount: t.taxable,
    taxSplit: doc.taxSplit,
    cgst: t.cgst,
    sgst: t.sgst,
    utgst: t.utgst,
    igst: t.igst,
    discount: t.discountAfterTax,
    roundOff: t.roundOff,
    total: t.grandTotal,
    netProfit: doc.netProfit,
    endorsement: doc.endorsement,
    reverseChargeTax: t.reverseChargeTax,
  };
}
