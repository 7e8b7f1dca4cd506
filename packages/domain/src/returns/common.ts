import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from '../money';

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
};

export const money = (value: MoneyInput) => roundToPaise(toMoney(value));
export const num = (value: Decimal) => Number(roundToPaise(value).toFixed(2));
export const ZERO = new MoneyDecimal(0);

/** The portal's unit quantity code for a product's unit ('OTH' when none fits). */
export function uqcOf(unit: string): string {
  const key = unit.trim().toUpperCase().replace(/\.$/, '');
  const map: Record<string, string> = {
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
  return map[key] ?? 'OTH';
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

export const byNumber = (a: ReturnDocument, b: ReturnDocument) =>
  a.date.localeCompare(b.date) || a.number.localeCompare(b.number, 'en', { numeric: true });

export type Totals = { txval: Decimal; iamt: Decimal; camt: Decimal; samt: Decimal; qty: Decimal };
export const zeroTotals = (): Totals => ({
  txval: ZERO,
  iamt: ZERO,
  camt: ZERO,
  samt: ZERO,
  qty: ZERO,
});
export function addLine(t: Totals, line: ReturnLine, sign: 1 | -1): Totals {
  return {
    txval: t.txval.plus(money(line.taxableValue).times(sign)),
    iamt: t.iamt.plus(money(line.igst).times(sign)),
    camt: t.camt.plus(money(line.cgst).times(sign)),
    samt: t.samt.plus(money(line.sgst).times(sign)),
    qty: t.qty.plus(toMoney(line.quantity).times(sign)),
  };
}

/** The portal's amount fields of summed totals (no cess is charged). */
export const taxHeads = (t: Totals) => ({
  txval: num(t.txval),
  iamt: num(t.iamt),
  camt: num(t.camt),
  samt: num(t.samt),
  csamt: 0,
});
