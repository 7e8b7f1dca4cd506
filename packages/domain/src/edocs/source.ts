import type { MoneyInput } from '../money';
import type { Taxability } from '../tax';

/**
 * One issued document as the books store it: what the e-invoice (INV-01) and the e-way bill are
 * built from (issue 17). Money is as stored (strings like '1234.50'); every builder reads it
 * through `toMoney`, never as a float.
 */
export type EDocKind = 'invoice' | 'credit-note' | 'debit-note';

export type EDocSupplier = {
  shopName: string;
  /** Free text, may span lines; the 6-digit PIN is read out of it. */
  address: string;
  gstin: string;
  stateCode: number;
  mobileNumber: string;
  email: string;
  /**
   * The shop's city (Settings → Contact Info; issue 30): the e-invoice's seller `Loc` and the e-way
   * bill's `fromPlace`. '' or absent: the document names what to fill in.
   */
  city?: string;
};

export type EDocParty = {
  name: string;
  /** Free text, may span lines; the 6-digit PIN is read out of it. */
  address: string;
  /** '' when the party is unregistered. */
  gstin: string;
  stateCode: number;
  phoneNumber: string;
  email: string;
  isSez: boolean;
  /**
   * The party's city (issue 30): the e-invoice's `Loc` and the e-way bill's place, never an
   * address line. '' or absent: the document names what to fill in.
   */
  city?: string;
  /** Six-digit PIN kept apart from the address; absent or '': read out of the address text. */
  pinCode?: string;
};

export type EDocLine = {
  position: number;
  productName: string;
  description: string;
  /** HSN for goods, SAC (starting 99) for services. */
  hsn: string;
  /** The product's unit as stored ('UNITS', 'NOS', 'KG', …); mapped to a UQC. */
  unit: string;
  quantity: MoneyInput;
  /** Per unit, before discount and before tax. */
  price: MoneyInput;
  /** ₹ off the line before tax. */
  discount: MoneyInput;
  taxableValue: MoneyInput;
  /** Total GST rate in per cent. */
  rate: MoneyInput;
  igst: MoneyInput;
  cgst: MoneyInput;
  /** SGST or UTGST. */
  sgst: MoneyInput;
  /** The product's taxability at issue (issue 30); absent is 'taxable'. */
  taxability?: Taxability;
};

export type EDocTotals = {
  taxable: MoneyInput;
  igst: MoneyInput;
  cgst: MoneyInput;
  sgst: MoneyInput;
  roundOff: MoneyInput;
  /** What the buyer pays: taxable + taxes + roundOff. */
  total: MoneyInput;
};

/** Transport as typed on the invoice ('Road', 'Rail', 'Air' or 'Ship'). */
export type EDocTransportMode = 'Road' | 'Rail' | 'Air' | 'Ship';

export type EDocTransport = {
  mode: EDocTransportMode;
  vehicleNumber: string;
  distanceKm: number | null;
  /** The transporter's GSTIN or TRANSIN; '' when none. */
  transporterId: string;
  transporterName: string;
};

export type EDocSource = {
  kind: EDocKind;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  supplier: EDocSupplier;
  billTo: EDocParty;
  shipTo?: EDocParty | null;
  /** State code; 96 is a place outside India (an export). */
  placeOfSupply: number;
  isInterState: boolean;
  /** Exports and SEZ supplies: with (WPAY) or without (WOPAY, under bond/LUT) payment of IGST. */
  supplyType: 'WPAY' | 'WOPAY' | null;
  lines: readonly EDocLine[];
  totals: EDocTotals;
  /** Credit and debit notes: the invoice they amend. */
  original?: { number: string; date: string } | null;
  transport?: EDocTransport | null;
  /**
   * Tax payable by the recipient under reverse charge (CGST Act s.9(3)/(4); issue 30): the lines
   * show the tax, `totals.total` does not collect it.
   */
  reverseCharge?: boolean;
  /** An export's shipping particulars, each '' (or null) until known (issue 30). */
  exportDetails?: EDocExportDetails | null;
};

export type EDocExportDetails = {
  /** ISO 3166 alpha-2 country of destination. */
  countryCode: string;
  /** Indian customs port code (6 characters). */
  portCode: string;
  shippingBillNumber: string;
  /** 'YYYY-MM-DD'. */
  shippingBillDate: string | null;
};

/** A document that cannot be turned into the requested JSON, with a reason a shop user can act on. */
export class EDocError extends Error {
  override name = 'EDocError';
}

/** State code 96: a place of supply (or party) outside India. */
export const FOREIGN_STATE_CODE = 96;

export const isExport = (src: EDocSource) => src.placeOfSupply === FOREIGN_STATE_CODE;

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the date format of both the IRP and the e-way bill portal. */
export function portalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) throw new EDocError(`Date ${isoDate} is not in the form YYYY-MM-DD`);
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** The ship-to party when it is a different place from the bill-to party, else undefined. */
export function distinctShipTo(src: EDocSource): EDocParty | undefined {
  const ship = src.shipTo;
  if (!ship) return undefined;
  const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
  const isSame =
    same(ship.name, src.billTo.name) &&
    same(ship.address, src.billTo.address) &&
    same(ship.gstin, src.billTo.gstin) &&
    ship.stateCode === src.billTo.stateCode;
  return isSame ? undefined : ship;
}

/** Lines in their stored order, numbered 1, 2, … as both portals want. */
export function orderedLines(src: EDocSource): EDocLine[] {
  return [...src.lines].sort((a, b) => a.position - b.position);
}

/**
 * Non-GST supplies (s.2(78): alcoholic liquor for human consumption, the five petroleum products)
 * are outside GST: outside e-invoicing (which reports supplies under the GST Acts, Rule 48(4)) and
 * outside the e-way bill (Rule 138(14)). Both documents leave such lines out and carry their value
 * as other charges (`OthChrg`, `OthValue`), so the document's total still matches the invoice;
 * India Compliance does the same. Nil-rated and exempt lines are GST supplies at 0 %: they stay,
 * with `GstRt` 0 and no tax.
 */
export const isNonGst = (line: EDocLine) => line.taxability === 'non-gst';
export const isTaxable = (line: EDocLine) => (line.taxability ?? 'taxable') === 'taxable';

/** SAC codes (services) start with 99; HSN codes (goods) never do. */
export const isService = (hsn: string) => cleanHsn(hsn).startsWith('99');

export const cleanHsn = (hsn: string) => hsn.replace(/[\s.]/g, '');
