import { normalizeGstin } from '../gstin';
import type { MoneyInput } from '../money';
import { readAmount, toScale, type Scaled } from './amounts';
import { documentNumberForms, financialYearStart } from './number';
import {
  RECON_AMOUNT_FIELDS,
  type ReconAmountField,
  type ReconDocument,
  type ReconDocumentType,
  type ReconOptions,
} from './types';

/** A document read once: its keys, its day number and its amounts in units of the run's scale. */
export interface Prepared {
  doc: ReconDocument;
  /** Position in its side's canonical order (supplier, type, date, normal number, id). */
  order: number;
  supplier: string;
  /** supplier GSTIN + type: documents pair only within a group (or a PAN group, see `pan`). */
  group: string;
  /** the PAN (characters 3–12 of the GSTIN) + type; '' without a GSTIN. */
  pan: string;
  raw: string;
  key: string;
  clean: string;
  day: number;
  fy: number;
  recipient: string;
  pos: string;
  rcm: boolean;
  /** taxable, igst, cgst, sgst, cess: units of 10^-scale. */
  amounts: bigint[];
  /** igst + cgst + sgst + cess. */
  tax: bigint;
  /** igst + cgst + sgst (the peer's total GST, compared at PAN level). */
  gst: bigint;
  matched: boolean;
}

const TYPES: ReadonlySet<ReconDocumentType> = new Set([
  'invoice',
  'credit-note',
  'debit-note',
  'bill-of-entry',
]);

/** Days since 1970-01-01 of a valid `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const ms = Date.UTC(y, mo - 1, d);
    const back = new Date(ms);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d) {
      return ms / 86_400_000;
    }
  }
  throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
}

/** A place of supply as a state code when it starts with one ('24-Gujarat', 24, '07'), else as written. */
function placeKey(pos: string | number | null | undefined): string {
  if (pos === undefined || pos === null) return '';
  const text = String(pos).trim();
  const m = /^(\d{1,2})(?!\d)/.exec(text);
  return m ? String(Number(m[1])) : text.toUpperCase();
}

interface Read {
  doc: ReconDocument;
  amounts: Scaled[];
}

function readDocument(doc: ReconDocument, side: string, seen: Set<string>): Read {
  if (typeof doc.id !== 'string' || doc.id === '')
    throw new RangeError(`A ${side} document has no id`);
  if (seen.has(doc.id)) throw new RangeError(`Two ${side} documents have the id ${doc.id}`);
  seen.add(doc.id);
  if (!TYPES.has(doc.documentType)) {
    throw new RangeError(`${side} ${doc.id}: unknown document type ${String(doc.documentType)}`);
  }
  const amounts = RECON_AMOUNT_FIELDS.map((f) => readAmount(doc[f]));
  return { doc, amounts };
}

/** What a date and a place of supply give, read once per distinct value in a run. */
interface Memo {
  dates: Map<string, { fy: number | undefined; day: number | undefined }>;
  places: Map<unknown, string>;
  /** By supplier, then type: one `group` and `pan` string each, so the sort compares them fast. */
  groups: Map<string, Map<string, { group: string; pan: string }>>;
}

function groupOf(memo: Memo, supplier: string, type: ReconDocumentType) {
  let byType = memo.groups.get(supplier);
  if (!byType)
    memo.groups.set(supplier, (byType = new Map<string, { group: string; pan: string }>()));
  let found = byType.get(type);
  if (!found) {
    found = {
      group: `${supplier}|${type}`,
      pan: supplier.length === 15 ? `${supplier.slice(2, 12)}|${type}` : '',
    };
    byType.set(type, found);
  }
  return found;
}

function dateOf(memo: Memo, date: string) {
  let found = memo.dates.get(date);
  if (!found) {
    let day: number | undefined;
    try {
      day = dayNumber(date);
    } catch {
      day = undefined;
    }
    found = { fy: financialYearStart(date), day };
    memo.dates.set(date, found);
  }
  return found;
}

function placeOf(memo: Memo, pos: ReconDocument['placeOfSupply']): string {
  let found = memo.places.get(pos);
  if (found === undefined) memo.places.set(pos, (found = placeKey(pos)));
  return found;
}

function toPrepared(read: Read, scale: number, memo: Memo): Prepared {
  const { doc } = read;
  const supplier = doc.supplierGstin ? normalizeGstin(doc.supplierGstin) : '';
  const raw = doc.number.trim();
  const date = dateOf(memo, doc.date);
  const g = groupOf(memo, supplier, doc.documentType);
  const { clean, key } = documentNumberForms(raw, date.fy);
  const amounts = read.amounts.map((a) => toScale(a, scale));
  const [, igst = 0n, cgst = 0n, sgst = 0n, cess = 0n] = amounts;
  return {
    doc,
    order: 0,
    supplier,
    group: g.group,
    pan: g.pan,
    raw,
    key: key === '' ? `\u0001${raw}` : key,
    clean,
    day: date.day ?? dayNumber(doc.date),
    fy: date.fy ?? 0,
    recipient: doc.recipientGstin ? normalizeGstin(doc.recipientGstin) : '',
    pos: placeOf(memo, doc.placeOfSupply),
    rcm: doc.reverseCharge === true,
    amounts,
    tax: igst + cgst + sgst + cess,
    gst: igst + cgst + sgst,
    matched: false,
  };
}

function canonical(a: Prepared, b: Prepared): number {
  if (a.group !== b.group) return a.group < b.group ? -1 : 1;
  if (a.day !== b.day) return a.day - b.day;
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0;
}

export interface Run {
  books: Prepared[];
  portal: Prepared[];
  scale: number;
  /** Per amount, in units of the scale. */
  tolerance: bigint[];
  window: number;
  threshold: number;
  maxCandidates: number;
  panLevel: boolean;
}

function readTolerance(options: ReconOptions): Record<ReconAmountField, Scaled> {
  const t = options.tolerance;
  const per = (f: ReconAmountField): MoneyInput =>
    t === undefined ? '1' : typeof t === 'object' && !('toFixed' in t) ? (t[f] ?? '1') : t;
  const out = {} as Record<ReconAmountField, Scaled>;
  for (const f of RECON_AMOUNT_FIELDS) {
    out[f] = readAmount(per(f));
    if (out[f].units < 0n) throw new RangeError(`A tolerance cannot be negative (${f})`);
  }
  return out;
}

function whole(value: number | undefined, fallback: number, min: number, name: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min) throw new RangeError(`${name} must be an integer ≥ ${min}`);
  return v;
}

/** Reads both sides and the options; sorts each side into its canonical order. */
export function prepare(
  books: readonly ReconDocument[],
  portal: readonly ReconDocument[],
  options: ReconOptions,
): Run {
  const seenBooks = new Set<string>();
  const booksRead = books.map((d) => readDocument(d, 'books', seenBooks));
  const seenPortal = new Set<string>();
  const portalRead = portal.map((d) => readDocument(d, '2B', seenPortal));
  const tolerance = readTolerance(options);
  let scale = 2;
  for (const r of [...booksRead, ...portalRead])
    for (const a of r.amounts) scale = Math.max(scale, a.dp);
  for (const f of RECON_AMOUNT_FIELDS) scale = Math.max(scale, tolerance[f].dp);
  const memo: Memo = { dates: new Map(), places: new Map(), groups: new Map() };
  const sorted = (rs: Read[]) => {
    const out = rs.map((r) => toPrepared(r, scale, memo)).sort(canonical);
    out.forEach((p, i) => (p.order = i));
    return out;
  };
  const threshold = options.fuzzyThreshold ?? 90;
  if (!(threshold >= 0 && threshold <= 100)) throw new RangeError('fuzzyThreshold is 0–100');
  return {
    books: sorted(booksRead),
    portal: sorted(portalRead),
    scale,
    tolerance: RECON_AMOUNT_FIELDS.map((f) => toScale(tolerance[f], scale)),
    window: whole(options.dateWindowDays, 10, 0, 'dateWindowDays'),
    threshold,
    maxCandidates: whole(options.maxCandidates, 256, 1, 'maxCandidates'),
    panLevel: options.panLevel ?? true,
  };
}
