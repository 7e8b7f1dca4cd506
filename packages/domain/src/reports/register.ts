import { fromPaise, toPaise } from '../money';

/**
 * The sales register and the purchase register (issue 33): one row per document of a date range,
 * with its taxable value, each tax head and the split by GST rate, and the totals of the rows.
 * Pure and exact: every amount is summed in integer paise (bigint) and printed with 2 decimals.
 *
 * Signs: a row carries the sign of its effect on the period's tax. Invoices, debit notes and
 * bills add; credit notes (sales returns) and purchase returns subtract, so their amounts are
 * shown negative and the totals row is the plain sum of the rows above it (as GSTR-1's CDNR and
 * CDNUR subtract credit notes, and GSTR-3B Table 4 nets purchase returns out of ITC).
 *
 * Cancelled documents: a cancelled document stays in the register (its number was used and
 * GSTR-1 Table 13 counts it), marked cancelled, with every amount zero and no rate split: it
 * carries no supply, so GSTR-1's tables 4 to 9 and the ITC leave it out, and so do the totals.
 *
 * Cess: the product records no compensation cess on any line, so the cess column is always zero;
 * it is kept so the register has the columns the returns have.
 */
export type RegisterKind = 'invoice' | 'credit-note' | 'debit-note' | 'bill' | 'purchase-return';

export const REGISTER_KIND_LABELS: Record<RegisterKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  bill: 'Bill',
  'purchase-return': 'Purchase return',
};

/** Kinds that reduce the period's figures. */
const NEGATIVE_KINDS: readonly RegisterKind[] = ['credit-note', 'purchase-return'];

/** One GST rate's lines of a document, summed (as stored: positive amounts). */
export type RegisterRateInput = {
  rate: string;
  taxableValue: string;
  igst: string;
  cgst: string;
  /** SGST and UTGST together (a line has one or the other). */
  sgst: string;
};

/** A document as the register takes it: as issued or entered, amounts positive. */
export type RegisterDocument = {
  id: string;
  kind: RegisterKind;
  number: string;
  /** A bill's entry number, a purchase return's bill; empty on sales documents. */
  reference: string;
  date: string;
  partyName: string;
  partyGstin: string;
  placeOfSupply: number;
  cancelled: boolean;
  /** The document's total as stored (taxable + tax charged ± round-off). */
  total: string;
  rates: readonly RegisterRateInput[];
};

/** One rate's share of a row or of the totals: taxable value and the tax of all heads. */
export type RegisterRateAmount = { rate: string; taxableValue: string; tax: string };

export type RegisterAmounts = {
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
  total: string;
  /** Ordered by rate, lowest first. */
  rates: RegisterRateAmount[];
};

export type RegisterRow = RegisterAmounts & {
  id: string;
  kind: RegisterKind;
  number: string;
  reference: string;
  date: string;
  partyName: string;
  partyGstin: string;
  placeOfSupply: number;
  cancelled: boolean;
};

export type RegisterTotals = RegisterAmounts & {
  /** Documents in the register, cancelled ones included. */
  count: number;
  cancelled: number;
};

type Heads = { taxableValue: bigint; igst: bigint; cgst: bigint; sgst: bigint; total: bigint };
type RatePaise = { taxableValue: bigint; tax: bigint };

/** A rate as a canonical key: '18', '0.25', '0' (so '18.00' and '18' are one column). */
export function rateKey(rate: string | number): string {
  const n = Number(rate);
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`Not a GST rate: ${String(rate)}`);
  return String(n);
}

const byRate = (a: string, b: string) => Number(a) - Number(b);

function amountsOf(heads: Heads, rates: Map<string, RatePaise>): RegisterAmounts {
  return {
    taxableValue: fromPaise(heads.taxableValue),
    igst: fromPaise(heads.igst),
    cgst: fromPaise(heads.cgst),
    sgst: fromPaise(heads.sgst),
    cess: '0.00',
    total: fromPaise(heads.total),
    rates: [...rates.keys()].sort(byRate).map((rate) => {
      const r = rates.get(rate) as RatePaise;
      return { rate, taxableValue: fromPaise(r.taxableValue), tax: fromPaise(r.tax) };
    }),
  };
}

const zeroHeads = (): Heads => ({ taxableValue: 0n, igst: 0n, cgst: 0n, sgst: 0n, total: 0n });

function addRate(map: Map<string, RatePaise>, rate: string, taxable: bigint, tax: bigint) {
  const r = map.get(rate) ?? { taxableValue: 0n, tax: 0n };
  map.set(rate, { taxableValue: r.taxableValue + taxable, tax: r.tax + tax });
}

/** A document's heads and rate split in signed paise (zero for a cancelled one). */
function paiseOfDocument(d: RegisterDocument): { heads: Heads; rates: Map<string, RatePaise> } {
  const heads = zeroHeads();
  const rates = new Map<string, RatePaise>();
  if (d.cancelled) return { heads, rates };
  const sign = NEGATIVE_KINDS.includes(d.kind) ? -1n : 1n;
  for (const r of d.rates) {
    const taxable = sign * toPaise(r.taxableValue);
    const igst = sign * toPaise(r.igst);
    const cgst = sign * toPaise(r.cgst);
    const sgst = sign * toPaise(r.sgst);
    heads.taxableValue += taxable;
    heads.igst += igst;
    heads.cgst += cgst;
    heads.sgst += sgst;
    addRate(rates, rateKey(r.rate), taxable, igst + cgst + sgst);
  }
  heads.total = sign * toPaise(d.total);
  return { heads, rates };
}

/** A document's register row. */
export function registerRow(d: RegisterDocument): RegisterRow {
  const { heads, rates } = paiseOfDocument(d);
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    reference: d.reference,
    date: d.date,
    partyName: d.partyName,
    partyGstin: d.partyGstin,
    placeOfSupply: d.placeOfSupply,
    cancelled: d.cancelled,
    ...amountsOf(heads, rates),
  };
}

/** The totals of the documents' rows, summed in paise. */
export function registerTotals(documents: readonly RegisterDocument[]): RegisterTotals {
  const heads = zeroHeads();
  const rates = new Map<string, RatePaise>();
  let cancelled = 0;
  for (const d of documents) {
    if (d.cancelled) cancelled += 1;
    const one = paiseOfDocument(d);
    heads.taxableValue += one.heads.taxableValue;
    heads.igst += one.heads.igst;
    heads.cgst += one.heads.cgst;
    heads.sgst += one.heads.sgst;
    heads.total += one.heads.total;
    for (const [rate, r] of one.rates) addRate(rates, rate, r.taxableValue, r.tax);
  }
  return { count: documents.length, cancelled, ...amountsOf(heads, rates) };
}

/** Date, then kind in register order, then number: the order rows are listed and exported in. */
export function compareRegisterDocuments(
  a: Pick<RegisterDocument, 'date' | 'kind' | 'number'>,
  b: Pick<RegisterDocument, 'date' | 'kind' | 'number'>,
): number {
  const order = Object.keys(REGISTER_KIND_LABELS);
  return (
    a.date.localeCompare(b.date) ||
    order.indexOf(a.kind) - order.indexOf(b.kind) ||
    a.number.localeCompare(b.number, 'en', { numeric: true })
  );
}

/** The rows and totals of a register: every document sorted, its row, and the totals. */
export function buildRegister(documents: readonly RegisterDocument[]): {
  rows: RegisterRow[];
  totals: RegisterTotals;
} {
  const sorted = [...documents].sort(compareRegisterDocuments);
  return { rows: sorted.map(registerRow), totals: registerTotals(sorted) };
}

/** The rates any row or the totals carry, lowest first: the register's rate columns. */
export function registerRates(totals: RegisterTotals, rows: readonly RegisterRow[] = []): string[] {
  const rates = new Set(totals.rates.map((r) => r.rate));
  for (const row of rows) for (const r of row.rates) rates.add(r.rate);
  return [...rates].sort(byRate);
}

/** Days from `from` to `to`, both inclusive ('YYYY-MM-DD'). */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** The longest range a register covers: a year (366 days, a leap year's). */
export const REGISTER_MAX_DAYS = 366;
