import { fromPaise, toPaise, type MoneyInput } from '../money';
import type { Taxability } from '../tax';

/**
 * GSTR-3B's inward half from the purchase books (issue 32): Table 4 (ITC), 3.1 (d) (inward
 * supplies liable to reverse charge) and Table 5 (exempt, nil-rated and non-GST inward supplies).
 * Pure: amounts in as the books hold them, summed exactly in integer paise, out as 2-decimal
 * strings; every figure lists the bills and purchase returns it is made of (click-through).
 *
 * Where a line goes (the GSTR-3B form as amended by Notification 14/2022-CT from 5 July 2022, and
 * CBIC Circular 170/02/2022-GST, para 4):
 * - A taxed line's tax is ITC available in 4(A): (1) IMPG, import of goods (an overseas
 *   supplier, forward charge: IGST paid at customs); (2) IMPS, import of services (an overseas
 *   supplier on reverse charge, IGST Act s.5(3)); (3) ISRC, other inward supplies on reverse
 *   charge (CGST Act s.9(3)/(4)); (5) OTH, all other ITC. 4(A)(4) (ISD) is never written: the
 *   books have no input service distributor documents.
 * - Blocked credit (s.17(5)): since Notification 14/2022 the form's 4(B)(1) reads "As per rules
 *   38, 42 & 43 of CGST Rules and section 17(5)", and Circular 170 says ITC restricted by s.17(5)
 *   is reported in 4(A) (GSTR-2B puts it there) and reversed in 4(B)(1); it is no longer 4(D)(1),
 *   as the 2017 form had it. So a blocked line is in 4(A) and in 4(B)(1) alike, and adds nothing
 *   to 4(C).
 * - Rule 37 (not paid within 180 days) is a reversal the shop may take back when it pays: the
 *   circular puts such reversals in 4(B)(2), and what is taken back in 4(A)(5) and 4(D)(1) of the
 *   period it is reclaimed (gstr3b-rule37.ts). Rules 42/43 are entered figures, in 4(B)(1).
 * - An 'ineligible' line (s.16(4) time limit, place-of-supply restriction: the only reasons a
 *   bill line may be ineligible other than s.17(5)) is not in 4(A) at all, only in 4(D)(2).
 * - 3.1 (d): every reverse-charge line (its value and tax), whatever its credit: the shop owes
 *   the tax even when it cannot take the credit.
 * - Table 5: lines marked nil-rated or exempt, and 0 % lines marked taxable (the sales side's
 *   rule: a taxable line at 0 % is nil-rated), and every line of a composition supplier's bill
 *   (the row reads "From a supplier under composition scheme, Exempt and Nil rated supply"),
 *   under GST; lines marked non-GST under NONGST; inter- or intra-State as the bill is.
 * No cess: the books' purchase lines carry none, so csamt is always 0.
 * A purchase return (the shop's debit note or the supplier's credit note) takes its lines' value
 * and tax out of the same figures as the bill line it returns, in the period of its date.
 */
export type InwardSupplier = 'regular' | 'composition' | 'unregistered' | 'overseas';
export type InwardEligibility =
  'inputs' | 'capital-goods' | 'input-services' | 'blocked' | 'ineligible';

export type ItcLine = {
  taxableValue: MoneyInput;
  igst: MoneyInput;
  cgst: MoneyInput;
  /** SGST or UTGST. */
  sgst: MoneyInput;
  rate: MoneyInput;
  taxability?: Taxability;
  eligibility: InwardEligibility;
  reverseCharge: boolean;
};

/**
 * How a bill's credit (and its purchase returns') is treated in the period it is dated in
 * (issue 32; the shop's choice and GSTR-2B, api returns.claims-state.ts): 'held', not in 4(A) at all (CGST Act
 * s.16(2)(aa): no credit until the supplier's invoice is in GSTR-2B; or deferred, or never
 * claimed); 'reversed', in 4(A) as GSTR-2B shows it and reversed in 4(B)(2) (CBIC Circular
 * 170/02/2022 para 4). `scope` 'forward': only the forward-charge credit of a regular supplier's
 * bill (what the GSTR-2B rule covers); 'all': every credit line (the shop's own choice).
 */
export type ItcClaimTreatment = { mode: 'held' | 'reversed'; scope: 'forward' | 'all' };

/** A bill, or a purchase return (`billId` set; its lines carry the returned bill line's marks). */
export type ItcDocument = {
  id: string;
  /**
   * The shop's ITC claim for the bill in this period (issue 32, gstr3b-claims.ts); absent: its
   * credit is claimed in 4(A) of the period it is dated in, as entered.
   */
  claim?: ItcClaimTreatment;
  /** The bill a purchase return is against (absent on a bill). */
  billId?: string;
  date: string;
  interState: boolean;
  supplier: InwardSupplier;
  lines: readonly ItcLine[];
};

export type Paise = { txval: bigint; iamt: bigint; camt: bigint; samt: bigint; csamt: bigint };
export const zeroPaise = (): Paise => ({ txval: 0n, iamt: 0n, camt: 0n, samt: 0n, csamt: 0n });
const HEADS = ['txval', 'iamt', 'camt', 'samt', 'csamt'] as const;

/** A figure being summed: paise per head and the documents behind it. */
export class Figure {
  readonly p = zeroPaise();
  readonly bills = new Set<string>();
  readonly returns = new Set<string>();

  /** Adds a line (value and tax) × sign, naming the document it comes from. */
  addLine(doc: ItcDocument, line: ItcLine, sign: 1 | -1, taxToo = true): this {
    const s = BigInt(sign);
    this.p.txval += s * toPaise(line.taxableValue);
    if (taxToo) {
      this.p.iamt += s * toPaise(line.igst);
      this.p.camt += s * toPaise(line.cgst);
      this.p.samt += s * toPaise(line.sgst);
    }
    return this.from(doc);
  }

  /** Adds paise × sign (no value when `taxOnly`). */
  addPaise(p: Paise, sign: 1 | -1 = 1, taxOnly = false): this {
    const s = BigInt(sign);
    for (const h of HEADS) if (!(taxOnly && h === 'txval')) this.p[h] += s * p[h];
    return this;
  }

  /** Names a document as one the figure is made of (a return's bill too). */
  from(doc: { id: string; billId?: string }): this {
    if (doc.billId) {
      this.returns.add(doc.id);
      this.bills.add(doc.billId);
    } else this.bills.add(doc.id);
    return this;
  }

  /** Adds another figure's amounts and documents. */
  addFigure(f: Figure, sign: 1 | -1 = 1): this {
    this.addPaise(f.p, sign);
    for (const b of f.bills) this.bills.add(b);
    for (const r of f.returns) this.returns.add(r);
    return this;
  }

  out(): FigureOut {
    return {
      txval: fromPaise(this.p.txval),
      iamt: fromPaise(this.p.iamt),
      camt: fromPaise(this.p.camt),
      samt: fromPaise(this.p.samt),
      csamt: fromPaise(this.p.csamt),
      bills: [...this.bills].sort(),
      returns: [...this.returns].sort(),
    };
  }
}

/** A figure as served: exact 2-decimal strings and the ids of the bills and returns behind it. */
export type FigureOut = {
  txval: string;
  iamt: string;
  camt: string;
  samt: string;
  csamt: string;
  bills: string[];
  returns: string[];
};

export type AvailableType = 'IMPG' | 'IMPS' | 'ISRC' | 'ISD' | 'OTH';
export const AVAILABLE_TYPES: readonly AvailableType[] = ['IMPG', 'IMPS', 'ISRC', 'ISD', 'OTH'];

/** Where a line's tax is available in 4(A). */
export function availableType(doc: ItcDocument, line: ItcLine): AvailableType {
  if (doc.supplier === 'overseas') return line.reverseCharge ? 'IMPS' : 'IMPG';
  return line.reverseCharge ? 'ISRC' : 'OTH';
}

/** A line's GST class for Table 5 and the ITC tables. */
export function inwardClass(doc: ItcDocument, line: ItcLine): 'taxed' | 'nil-exempt' | 'non-gst' {
  const t = line.taxability ?? 'taxable';
  if (t === 'non-gst') return 'non-gst';
  if (t !== 'taxable' || doc.supplier === 'composition') return 'nil-exempt';
  return toPaise(line.rate) === 0n ? 'nil-exempt' : 'taxed';
}

/** Whether a line's tax is credit the shop claims in 4(A)(5) and Rule 37 may reverse. */
export const isClaimedForward = (doc: ItcDocument, line: ItcLine) =>
  inwardClass(doc, line) === 'taxed' &&
  !line.reverseCharge &&
  doc.supplier !== 'overseas' &&
  line.eligibility !== 'blocked' &&
  line.eligibility !== 'ineligible';

/** Whether a document's claim treatment applies to a line (a credit line in its scope). */
export const claimTouches = (doc: ItcDocument, line: ItcLine) =>
  doc.claim !== undefined &&
  inwardClass(doc, line) === 'taxed' &&
  line.eligibility !== 'ineligible' &&
  (doc.claim.scope === 'all' || (!line.reverseCharge && doc.supplier === 'regular'));

/** The period's inward figures from its bills and purchase returns (sources kept). */
export function inwardFigures(documents: readonly ItcDocument[]) {
  const available = Object.fromEntries(AVAILABLE_TYPES.map((t) => [t, new Figure()])) as Record<
    AvailableType,
    Figure
  >;
  const blocked = new Figure();
  const ineligible = new Figure();
  const reverseCharge = new Figure();
  /** 4(B)(2): credit of a bill the shop defers or never claims although GSTR-2B shows it. */
  const claimReversed = new Figure();
  const inward = {
    gst: { inter: new Figure(), intra: new Figure() },
    nongst: { inter: new Figure(), intra: new Figure() },
  };
  for (const doc of documents) {
    const sign = doc.billId ? -1 : 1;
    const side = doc.interState ? 'inter' : 'intra';
    for (const line of doc.lines) {
      const cls = inwardClass(doc, line);
      if (cls === 'non-gst') inward.nongst[side].addLine(doc, line, sign, false);
      if (cls === 'nil-exempt') inward.gst[side].addLine(doc, line, sign, false);
      if (cls !== 'taxed') continue;
      if (line.reverseCharge) reverseCharge.addLine(doc, line, sign);
      if (line.eligibility === 'ineligible') {
        ineligible.addLine(doc, line, sign);
        continue;
      }
      const claim = claimTouches(doc, line) ? doc.claim?.mode : undefined;
      if (claim === 'held') continue;
      available[availableType(doc, line)].addLine(doc, line, sign);
      if (line.eligibility === 'blocked') blocked.addLine(doc, line, sign);
      else if (claim === 'reversed') claimReversed.addLine(doc, line, sign);
    }
  }
  return { available, blocked, ineligible, reverseCharge, claimReversed, inward };
}
