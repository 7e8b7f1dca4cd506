import type Decimal from 'decimal.js';
import { money, num } from '../returns/common';
import { MoneyDecimal, toMoney } from '../money';
import { portalText } from './address';
import { buyer, exportDetails, seller, ship } from './inv01-parties';
import type { Inv01DocType, Inv01Document, Inv01Item, Inv01SupplyType } from './inv01-types';
import {
  EDocError,
  cleanHsn,
  distinctShipTo,
  isExport,
  isNonGst,
  isService,
  isTaxable,
  orderedLines,
  portalDate,
  type EDocLine,
  type EDocSource,
} from './source';
import { observedInv01 } from './observe';
import { portalUnit } from './units';

/** The e-invoice (INV-01 v1.1) of one issued document, for the IRP or its bulk upload tool. */

export type EinvoiceEligibility =
  { eligible: true; supplyType: Inv01SupplyType } | { eligible: false; reason: string };

const DOC_TYPES: Record<EDocSource['kind'], Inv01DocType> = {
  invoice: 'INV',
  'credit-note': 'CRN',
  'debit-note': 'DBN',
};

const qty3 = (value: Decimal) => Number(value.toDecimalPlaces(3).toFixed(3));

/** With or without payment of IGST: as stored, else read from the tax actually charged. */
function zeroRated(prefix: 'SEZ' | 'EXP', src: EDocSource): Inv01SupplyType {
  const withPayment = src.supplyType
    ? src.supplyType === 'WPAY'
    : money(src.totals.igst).greaterThan(0);
  return withPayment ? `${prefix}WP` : `${prefix}WOP`;
}

/**
 * E-invoicing covers supplies to registered buyers, SEZ units and exports, never B2C (Rule 48(4)
 * and the IRP's supply types; gst-domain.md §6).
 */
export function einvoiceEligible(src: EDocSource): EinvoiceEligibility {
  if (src.lines.length === 0) {
    return { eligible: false, reason: `${src.number} has no lines to report.` };
  }
  if (!src.lines.some(isTaxable)) {
    // A document of nil-rated, exempt or non-GST supplies only is a bill of supply (CGST Act
    // s.31(3)(c), Rule 49), not a tax invoice; Rule 48(4) e-invoicing covers tax invoices and
    // their notes. India Compliance refuses such a document too.
    return {
      eligible: false,
      reason:
        `${src.number} has only nil-rated, exempt or non-GST lines: it is a bill of supply ` +
        '(Rule 49), which is not reported to the IRP.',
    };
  }
  if (isExport(src)) return { eligible: true, supplyType: zeroRated('EXP', src) };
  const buyerGstin = src.billTo.gstin.trim().toUpperCase();
  if (buyerGstin === '') {
    return {
      eligible: false,
      reason:
        `${src.number} is a B2C document (the buyer has no GSTIN): e-invoices are only for ` +
        'registered buyers, SEZ units and exports.',
    };
  }
  if (buyerGstin === src.supplier.gstin.trim().toUpperCase()) {
    return {
      eligible: false,
      reason: `${src.number} is billed to the shop's own GSTIN; the IRP refuses such documents.`,
    };
  }
  if (src.billTo.isSez) return { eligible: true, supplyType: zeroRated('SEZ', src) };
  return { eligible: true, supplyType: 'B2B' };
}

/**
 * One line. Nil-rated and exempt lines are GST supplies at 0 %: GstRt 0 and no tax. Under
 * reverse charge the tax is shown but not collected, so the line's total is its taxable value
 * (as India Compliance sends it).
 */
function item(line: EDocLine, slNo: number, reverseCharge: boolean): Inv01Item {
  const taxed = isTaxable(line);
  const assessable = money(line.taxableValue);
  const discount = money(line.discount);
  const igst = taxed ? money(line.igst) : new MoneyDecimal(0);
  const cgst = taxed ? money(line.cgst) : new MoneyDecimal(0);
  const sgst = taxed ? money(line.sgst) : new MoneyDecimal(0);
  const collected = reverseCharge ? new MoneyDecimal(0) : igst.plus(cgst).plus(sgst);
  const description = portalText(line.description);
  const name = portalText(line.productName);
  return {
    SlNo: String(slNo),
    PrdDesc: portalText(
      description && description !== name ? `${name} - ${description}` : name,
      300,
    ),
    IsServc: isService(line.hsn) ? 'Y' : 'N',
    HsnCd: cleanHsn(line.hsn),
    Qty: qty3(toMoney(line.quantity)),
    Unit: portalUnit(line.unit),
    UnitPrice: qty3(toMoney(line.price)),
    // Gross and assessable agree by construction: the IRP checks AssAmt = TotAmt − Discount.
    TotAmt: num(assessable.plus(discount)),
    Discount: num(discount),
    AssAmt: num(assessable),
    GstRt: taxed ? qty3(toMoney(line.rate)) : 0,
    IgstAmt: num(igst),
    CgstAmt: num(cgst),
    SgstAmt: num(sgst),
    CesRt: 0,
    CesAmt: 0,
    TotItemVal: num(assessable.plus(collected)),
  };
}

/** The INV-01 JSON of one document; throws `EDocError` when it is not for e-invoicing. */
export function buildInv01(src: EDocSource): Inv01Document {
  const eligibility = einvoiceEligible(src);
  if (!eligibility.eligible) throw new EDocError(eligibility.reason);
  const t = src.totals;
  const reverseCharge = src.reverseCharge === true;
  const lines = orderedLines(src);
  const gstLines = lines.filter((line) => !isNonGst(line));
  const items = gstLines.map((line, index) => item(line, index + 1, reverseCharge));
  const sum = (of: readonly EDocLine[]) => of.reduce((total, l) => total.plus(money(l.taxableValue)), new MoneyDecimal(0)); // prettier-ignore
  // Non-GST lines are outside the e-invoice (source.ts, isNonGst): their value is other charges.
  const otherCharges = sum(lines.filter(isNonGst));
  const doc: Inv01Document = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: eligibility.supplyType, RegRev: reverseCharge ? 'Y' : 'N' },
    DocDtls: { Typ: DOC_TYPES[src.kind], No: src.number.trim(), Dt: portalDate(src.date) },
    SellerDtls: seller(src.supplier),
    BuyerDtls: buyer(src),
    ItemList: items,
    ValDtls: {
      AssVal: num(sum(gstLines)),
      CgstVal: num(money(t.cgst)),
      SgstVal: num(money(t.sgst)),
      IgstVal: num(money(t.igst)),
      CesVal: 0,
      Discount: 0,
      OthChrg: num(otherCharges),
      RndOffAmt: num(money(t.roundOff)),
      TotInvVal: num(money(t.total)),
    },
  };
  const shipTo = distinctShipTo(src);
  if (shipTo) doc.ShipDtls = ship(shipTo);
  if (src.kind !== 'invoice' && src.original) {
    doc.RefDtls = {
      PrecDocDtls: [{ InvNo: src.original.number.trim(), InvDt: portalDate(src.original.date) }],
    };
  }
  if (isExport(src)) doc.ExpDtls = exportDetails(src);
  return observedInv01(doc);
}

export type Inv01Batch = {
  /** The JSON array the IRP's bulk upload takes. */
  documents: Inv01Document[];
  /** Documents left out, each with the reason. */
  skipped: { number: string; reason: string }[];
};

export function buildInv01Batch(srcs: readonly EDocSource[]): Inv01Batch {
  const batch: Inv01Batch = { documents: [], skipped: [] };
  for (const src of srcs) {
    const eligibility = einvoiceEligible(src);
    if (eligibility.eligible) batch.documents.push(buildInv01(src));
    else batch.skipped.push({ number: src.number, reason: eligibility.reason });
  }
  return batch;
}
