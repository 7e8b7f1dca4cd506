import type Decimal from 'decimal.js';
import { toMoney } from '../money';
import { money, num } from '../returns/common';
import { portalEmail, portalPhone, portalText, splitAddress } from './address';
import type {
  Inv01Buyer,
  Inv01DocType,
  Inv01Document,
  Inv01Item,
  Inv01Party,
  Inv01Ship,
  Inv01SupplyType,
} from './inv01-types';
import {
  EDocError,
  FOREIGN_STATE_CODE,
  cleanHsn,
  distinctShipTo,
  isExport,
  isService,
  orderedLines,
  portalDate,
  type EDocLine,
  type EDocParty,
  type EDocSource,
} from './source';
import { portalUnit } from './units';

/** The e-invoice (INV-01 v1.1) of one issued document, for the IRP or its bulk upload tool. */

export type EinvoiceEligibility =
  { eligible: true; supplyType: Inv01SupplyType } | { eligible: false; reason: string };

const DOC_TYPES: Record<EDocSource['kind'], Inv01DocType> = {
  invoice: 'INV',
  'credit-note': 'CRN',
  'debit-note': 'DBN',
};

/** The pin the IRP expects for a party outside India. */
const FOREIGN_PIN = 999999;

const stateCode = (code: number) => String(code).padStart(2, '0');
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

type Contact = { phone?: string; email?: string };

function party(
  gstin: string,
  name: string,
  address: string,
  code: number,
  contact: Contact,
): Inv01Party {
  const parts = splitAddress(address);
  const out: Inv01Party = {
    Gstin: gstin.trim().toUpperCase(),
    LglNm: portalText(name),
    Addr1: parts.addr1,
    Loc: parts.place,
    Stcd: stateCode(code),
  };
  if (parts.addr2) out.Addr2 = parts.addr2;
  if (code === FOREIGN_STATE_CODE) out.Pin = FOREIGN_PIN;
  else if (parts.pin !== undefined) out.Pin = parts.pin;
  const phone = portalPhone(contact.phone ?? '');
  const email = portalEmail(contact.email ?? '');
  if (phone) out.Ph = phone;
  if (email) out.Em = email;
  return out;
}

function buyer(src: EDocSource): Inv01Buyer {
  const b = src.billTo;
  const contact = { phone: b.phoneNumber, email: b.email };
  if (isExport(src)) {
    const foreign = party('URP', b.name, b.address, FOREIGN_STATE_CODE, contact);
    return { ...foreign, Pos: stateCode(FOREIGN_STATE_CODE) };
  }
  return {
    ...party(b.gstin, b.name, b.address, b.stateCode, contact),
    Pos: stateCode(src.placeOfSupply),
  };
}

function ship(to: EDocParty): Inv01Ship {
  const {
    Gstin,
    Ph: _ph,
    Em: _em,
    ...rest
  } = party(to.gstin, to.name, to.address, to.stateCode, {});
  return Gstin === '' ? rest : { Gstin, ...rest };
}

function item(line: EDocLine, slNo: number): Inv01Item {
  const assessable = money(line.taxableValue);
  const discount = money(line.discount);
  const igst = money(line.igst);
  const cgst = money(line.cgst);
  const sgst = money(line.sgst);
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
    GstRt: qty3(toMoney(line.rate)),
    IgstAmt: num(igst),
    CgstAmt: num(cgst),
    SgstAmt: num(sgst),
    CesRt: 0,
    CesAmt: 0,
    TotItemVal: num(assessable.plus(igst).plus(cgst).plus(sgst)),
  };
}

/** The INV-01 JSON of one document; throws `EDocError` when it is not for e-invoicing. */
export function buildInv01(src: EDocSource): Inv01Document {
  const eligibility = einvoiceEligible(src);
  if (!eligibility.eligible) throw new EDocError(eligibility.reason);
  const s = src.supplier;
  const t = src.totals;
  const doc: Inv01Document = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: eligibility.supplyType, RegRev: 'N' },
    DocDtls: { Typ: DOC_TYPES[src.kind], No: src.number.trim(), Dt: portalDate(src.date) },
    SellerDtls: party(s.gstin, s.shopName, s.address, s.stateCode, {
      phone: s.mobileNumber,
      email: s.email,
    }),
    BuyerDtls: buyer(src),
    ItemList: orderedLines(src).map((line, index) => item(line, index + 1)),
    ValDtls: {
      AssVal: num(money(t.taxable)),
      CgstVal: num(money(t.cgst)),
      SgstVal: num(money(t.sgst)),
      IgstVal: num(money(t.igst)),
      CesVal: 0,
      Discount: 0,
      OthChrg: 0,
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
  // Exports are invoiced in rupees; no country is stored, so CntCode is left out (optional).
  if (isExport(src)) doc.ExpDtls = { ForCur: 'INR' };
  return doc;
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
