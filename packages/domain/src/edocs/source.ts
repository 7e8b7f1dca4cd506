import type { MoneyInput } from '../money';

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

/** SAC codes (services) start with 99; HSN codes (goods) never do. */
export const isService = (hsn: string) => cleanHsn(hsn).startsWith('99');

export const cleanHsn = (hsn: string) => hsn.replace(/[\s.]/g, '');
