import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from '../money';
import type { Taxability } from '../tax';
import { ExactSum } from './exact';

/** What GSTR-1's sections and tables share (issue 17): the document model and small helpers. */
/** One line of a document as a return needs it. */
export type ReturnLine = {
  hsn: string;
  /** The product as printed (problems name it). */
  product?: string;
  /** The product's unit as stored ('UNITS', 'NOS', 'KG', …); mapped to a portal UQC. */
  unit: string;
  quantity: MoneyInput;
  /** Total GST rate in per cent. */
  rate: MoneyInput;
  taxableValue: MoneyInput;
  igst: MoneyInput;
  cgst: MoneyInput;
  /** SGST or UTGST: the portal has one state-tax column. */
  sgst: MoneyInput;
  /** How GST treats the line's supply (issue 30); absent: 'taxable'. */
  taxability?: Taxability;
};

export type ReturnDocumentKind = 'invoice' | 'credit-note' | 'debit-note';

/** An invoice, credit note or debit note dated in the period. */
export type ReturnDocument = {
  /** The document's id in the books (problems link to it); absent in pure computations. */
  id?: string;
  kind: ReturnDocumentKind;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  status: 'issued' | 'cancelled';
  /** The recipient's GSTIN; '' for an unregistered buyer. */
  recipientGstin: string;
  placeOfSupply: number;
  supplierStateCode: number;
  isSez: boolean;
  supplyType: 'WPAY' | 'WOPAY' | null;
  reverseCharge: boolean;
  /** The document's value (its grand total). */
  value: MoneyInput;
  lines: readonly ReturnLine[];
  /** Notes: the original invoice's number, date and value (cdnur classifies by them). */
  original?: { number: string; date: string; value: MoneyInput };
  /** Its place in its kind's series (Table 13 orders by it); absent: by the number's digits. */
  sequence?: number;
  /** An export's port, shipping bill number and date ('YYYY-MM-DD'), once known (issue 30). */
  exportDetails?: ExportShipping | null;
};

export type ExportShipping = {
  countryCode: string;
  portCode: string;
  shippingBillNumber: string;
  shippingBillDate: string | null;
};

/** Exports (place of supply 96) and supplies to SEZ units: zero-rated (IGST Act s.16(1)). */
export const isZeroRated = (d: ReturnDocument) => d.placeOfSupply === 96 || d.isSez;

/**
 * Inter-State: the place of supply is outside the supplier's State, or the supply is an export
 * or to an SEZ unit (IGST Act s.7(5)(a), (b)).
 */
export const isInterStateSupply = (d: ReturnDocument) =>
  isZeroRated(d) || d.placeOfSupply !== d.supplierStateCode;

/**
 * Where a line is reported (issue 30): 'taxable' in the sections by recipient (b2b, b2cl, exp,
 * b2cs, cdnr, cdnur; GSTR-3B 3.1 (a)/(b)), the others in GSTR-1 Table 8 and GSTR-3B 3.1 (c)
 * (nil-rated, exempt) or (e) (non-GST).
 * - A 'taxable' line at 0 % on a domestic supply is a nil-rated supply: the schedules' 0 % is
 *   what "nil-rated" means, and GST has no other taxable supply at 0 %.
 * - On an export or a supply to an SEZ unit, nil-rated and exempt lines stay zero-rated
 *   supplies (IGST Act s.16(1), and s.16(2): "notwithstanding that such supply may be an exempt
 *   supply"): the GSTR-3B instructions keep exports and SEZ supplies out of 3.1 (c). Non-GST
 *   lines are outside GST there too, so they go to Table 8 / 3.1 (e) wherever they were sold.
 */
export type LineClass = 'taxable' | 'nil-rated' | 'exempt' | 'non-gst';
export function lineClass(d: ReturnDocument, line: ReturnLine, rateIsZero: boolean): LineClass {
  const t = line.taxability ?? 'taxable';
  if (t === 'non-gst') return t;
  if (isZeroRated(d)) return 'taxable';
  if (t === 'taxable' && rateIsZero) return 'nil-rated';
  return t;
}

export const money = (value: MoneyInput) => roundToPaise(toMoney(value));
export const num = (value: Decimal) => Number(roundToPaise(value).toFixed(2));
export const ZERO = new MoneyDecimal(0);

/** The portal's unit quantity codes (UQC) of the units shops use (upper case, no final dot). */
export const UQC_OF_UNIT: Record<string, string> = {
  UNITS: 'UNT',
  UNIT: 'UNT',
  UNT: 'UNT',
  NOS: 'NOS',
  NO: 'NOS',
  NUMBERS: 'NOS',
  PCS: 'PCS',
  PIECES: 'PCS',
  SET: 'SET',
  SETS: 'SET',
  KG: 'KGS',
  KGS: 'KGS',
  MTR: 'MTR',
  M: 'MTR',
  METRE: 'MTR',
  METER: 'MTR',
  LTR: 'LTR',
  BOX: 'BOX',
  PAC: 'PAC',
  ROLL: 'ROL',
};

/** The portal's unit quantity code for a product's unit ('OTH' when none fits). */
export function uqcOf(unit: string): string {
  const key = unit.trim().toUpperCase().replace(/\.$/, '');
  return UQC_OF_UNIT[key] ?? 'OTH';
}

export const isRegistered = (d: ReturnDocument) => d.recipientGstin !== '';

type Grouped<T> = Map<string, T[]>;
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Grouped<T> {
  const map: Grouped<T> = new Map();
  for (const item of items) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * `localeCompare` with a locale or options builds a collator on every call, which made sorting a
 * month of 10,000 invoices take a large part of computeGstr1: the same comparisons are made with
 * two collators built once (what `a.localeCompare(b)` and `a.localeCompare(b, 'en',
 * { numeric: true })` are defined as).
 */
const DATE_ORDER = new Intl.Collator();
const NUMBER_ORDER = new Intl.Collator('en', { numeric: true });
export const byNumber = (a: ReturnDocument, b: ReturnDocument) =>
  (a.date === b.date ? 0 : DATE_ORDER.compare(a.date, b.date)) ||
  NUMBER_ORDER.compare(a.number, b.number);

/** Sums of a summary row's lines: tax heads in paise, quantity in thousandths (exact.ts). */
export type Totals = {
  txval: ExactSum;
  iamt: ExactSum;
  camt: ExactSum;
  samt: ExactSum;
  qty: ExactSum;
};
export const zeroTotals = (): Totals => ({
  txval: new ExactSum(),
  iamt: new ExactSum(),
  camt: new ExactSum(),
  samt: new ExactSum(),
  qty: new ExactSum(3),
});
/** Adds a line's heads (each rounded to the paisa) and quantity, with the sign, to `t`. */
export function addLine(t: Totals, line: ReturnLine, sign: 1 | -1): Totals {
  t.txval.addMoney(line.taxableValue, sign);
  t.iamt.addMoney(line.igst, sign);
  t.camt.addMoney(line.cgst, sign);
  t.samt.addMoney(line.sgst, sign);
  t.qty.add(line.quantity, sign);
  return t;
}

/** The portal's amount fields of summed totals (no cess is charged). */
export const taxHeads = (t: Totals) => ({
  txval: t.txval.toMoneyNumber(),
  iamt: t.iamt.toMoneyNumber(),
  camt: t.camt.toMoneyNumber(),
  samt: t.samt.toMoneyNumber(),
  csamt: 0,
});
