import type Decimal from 'decimal.js';
import { MoneyDecimal, toMoney, type MoneyInput } from '../money';
import { money, num } from '../returns/common';
import { pinNumber, portalText, splitAddress } from './address';
import {
  EWAY_BILL_JSON_VERSION,
  type EwayBill,
  type EwayBillItem,
  type EwayBillJson,
} from './ewaybill-types';
import {
  EDocError,
  FOREIGN_STATE_CODE,
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
  type EDocTransport,
} from './source';
import { observedEwayBill } from './observe';
import { portalUnit } from './units';
import { normaliseVehicleNumber } from './vehicle';

export { isValidVehicleNumber, normaliseVehicleNumber } from './vehicle';

/**
 * Rule 138(1): an e-way bill is needed to move goods whose consignment value is above ₹50,000,
 * the value counted with tax (Explanation 2). States may set higher limits for movement within
 * the state (gst-domain.md §7); this is the national one.
 */
export const EWAY_BILL_THRESHOLD = 50000;

const TRANSPORT_MODES = { Road: 1, Rail: 2, Air: 3, Ship: 4 } as const;
const FOREIGN_PIN = 999999;
const MAX_DISTANCE_KM = 4000;

/** The goods moved under GST: services are not carried, non-GST goods are outside (source.ts). */
const goodsLines = (src: EDocSource) =>
  src.lines.filter((line) => !isService(line.hsn) && !isNonGst(line));

/**
 * The value of the goods moved, with their tax: services on the same invoice are not carried, and
 * Rule 138(1) Explanation 2 leaves out "the value of exempt supply of goods where the invoice is
 * issued in respect of both exempt and taxable supply" (exempt supply, s.2(47), takes in nil-rated
 * and non-GST supplies); goods wholly exempt or non-GST need no e-way bill (Rule 138(14)).
 */
export function consignmentValue(src: EDocSource): Decimal {
  return goodsLines(src)
    .filter(isTaxable)
    .reduce(
      (total, line) =>
      total.plus(money(line.taxableValue)).plus(money(line.igst)).plus(money(line.cgst)).plus(money(line.sgst)), // prettier-ignore
      new MoneyDecimal(0),
    );
}

/** Only invoices: goods coming back on a credit note travel under the buyer's or a challan's. */
export function ewayBillRequired(src: EDocSource): boolean {
  return src.kind === 'invoice' && consignmentValue(src).greaterThan(EWAY_BILL_THRESHOLD);
}

/**
 * IGST columns for inter-state, SEZ and export supplies; CGST + SGST halves otherwise; nil-rated
 * and exempt goods at 0. `cessNonAdvol` (₹ per unit of non-ad-valorem cess) is 0: no product here
 * bears cess; the bulk format carries the key on every item, as India Compliance writes it.
 */
function item(src: EDocSource, line: EDocLine, itemNo: number): EwayBillItem {
  const rate = isTaxable(line) ? toMoney(line.rate) : toMoney(0);
  const igst = src.isInterState || isExport(src) || src.billTo.isSez;
  const half = Number(rate.dividedBy(2).toDecimalPlaces(3).toString());
  const name = portalText(line.productName);
  return {
    itemNo,
    productName: name,
    productDesc: portalText(line.description) || name,
    hsnCode: cleanHsn(line.hsn),
    quantity: Number(toMoney(line.quantity).toDecimalPlaces(3).toString()),
    qtyUnit: portalUnit(line.unit),
    taxableAmount: num(money(line.taxableValue)),
    sgstRate: igst ? 0 : half,
    cgstRate: igst ? 0 : half,
    igstRate: igst ? Number(rate.toDecimalPlaces(3).toString()) : 0,
    cessRate: 0,
    cessNonAdvol: 0,
  };
}

/** Part B (vehicle) or, failing that, the transporter who will fill it: the portal needs one. */
function partB(src: EDocSource, transport: EDocTransport): Partial<EwayBill> {
  const out: Partial<EwayBill> = {};
  const transporterId = transport.transporterId.trim().toUpperCase();
  if (transporterId) out.transporterId = transporterId;
  if (transport.transporterName.trim()) out.transporterName = portalText(transport.transporterName);
  if (transport.mode === 'Road' && transport.vehicleNumber.trim()) {
    const vehicle = normaliseVehicleNumber(transport.vehicleNumber);
    if (!vehicle.ok) throw new EDocError(vehicle.error);
    return { ...out, transMode: TRANSPORT_MODES.Road, vehicleNo: vehicle.vehicleNumber, vehicleType: 'R' }; // prettier-ignore
  }
  if (transporterId) return out;
  throw new EDocError(
    transport.mode === 'Road'
      ? `${src.number}: enter the vehicle number, or the transporter's ID so they can add it.`
      : `${src.number}: by ${transport.mode.toLowerCase()} the portal needs the transport ` +
          "document number, which is not stored here; enter the transporter's ID so they can add it.",
  );
}

function checkedTransport(src: EDocSource): EDocTransport & { distanceKm: number } {
  const transport = src.transport;
  if (!transport) throw new EDocError(`${src.number} has no transport details.`);
  const km = transport.distanceKm;
  if (km === null || !Number.isInteger(km) || km < 0 || km > MAX_DISTANCE_KM) {
    throw new EDocError(
      `${src.number}: the distance must be whole kilometres from 0 to ${MAX_DISTANCE_KM} ` +
        '(0 lets the portal work it out from the PIN codes).',
    );
  }
  return { ...transport, distanceKm: km };
}

/**
 * The goods line of highest taxable value (the first of equals): its HSN is the bill's
 * `mainHsnCode` (issue 29), not the first line's.
 */
const mainGoods = (goods: readonly EDocLine[], first: EDocLine) =>
  goods.reduce((best, line) => (money(line.taxableValue).gt(money(best.taxableValue)) ? line : best), first); // prettier-ignore

/** One bill of the bulk JSON; throws `EDocError` with the reason when one cannot be made. */
export function buildEwayBillEntry(src: EDocSource): EwayBill {
  if (src.kind !== 'invoice') {
    throw new EDocError(`${src.number} is a ${src.kind.replace('-', ' ')}: e-way bills are made for invoices here.`); // prettier-ignore
  }
  const goods = goodsLines(src);
  const firstGoods = goods[0];
  if (!firstGoods) throw new EDocError(`${src.number} has only services: e-way bills are for goods.`); // prettier-ignore
  const transport = checkedTransport(src);
  const supplier = src.supplier;
  // The places are the cities (issue 30), never an address line: a missing one is named.
  const from = splitAddress(supplier.address, supplier.city ?? '');
  const shipTo = distinctShipTo(src);
  const deliverTo = shipTo ?? src.billTo;
  const to = splitAddress(deliverTo.address, deliverTo.city ?? '');
  const abroad = isExport(src);
  const t = src.totals;
  const lines = orderedLines(src).filter((line) => !isNonGst(line));
  const sum = (values: readonly MoneyInput[]) => values.reduce<Decimal>((a, v) => a.plus(money(v)), new MoneyDecimal(0)); // prettier-ignore
  // Non-GST goods are outside the e-way bill (source.ts): their value is an other amount.
  const nonGst = sum(src.lines.filter(isNonGst).map((l) => l.taxableValue));
  // Under reverse charge the invoice does not collect the tax, so the bill's invoice value has
  // none: the values are 0 and the items keep their rates (NIC: the sum of taxable value, taxes,
  // cess and other value may not exceed the invoice value).
  const tax = (value: MoneyInput) => num(src.reverseCharge ? new MoneyDecimal(0) : money(value));
  const bill: EwayBill = {
    userGstin: supplier.gstin.trim().toUpperCase(),
    supplyType: 'O',
    subSupplyType: abroad ? 3 : 1,
    docType: 'INV',
    docNo: src.number.trim(),
    docDate: portalDate(src.date),
    transType: shipTo ? 2 : 1,
    fromGstin: supplier.gstin.trim().toUpperCase(),
    fromTrdName: portalText(supplier.shopName),
    fromAddr1: from.addr1,
    fromStateCode: supplier.stateCode,
    actualFromStateCode: supplier.stateCode,
    toGstin: abroad || src.billTo.gstin.trim() === '' ? 'URP' : src.billTo.gstin.trim().toUpperCase(), // prettier-ignore
    toTrdName: portalText(src.billTo.name),
    toAddr1: to.addr1,
    // SEZ units and buyers abroad are billed to state 96, as India Compliance sends them.
    toStateCode: abroad || src.billTo.isSez ? FOREIGN_STATE_CODE : src.billTo.stateCode,
    actualToStateCode: deliverTo.stateCode,
    totalValue: num(sum(lines.map((l) => l.taxableValue))),
    cgstValue: tax(t.cgst),
    sgstValue: tax(t.sgst),
    igstValue: tax(t.igst),
    cessValue: 0,
    // Non-advalorem cess: none here; the bulk format carries the key on every bill.
    TotNonAdvolVal: 0,
    OthValue: num(money(t.roundOff).plus(nonGst)),
    totInvValue: num(money(t.total)),
    transDistance: transport.distanceKm,
    ...partB(src, transport),
    mainHsnCode: cleanHsn(mainGoods(goods, firstGoods).hsn),
    itemList: lines.map((line, index) => item(src, line, index + 1)),
  };
  if (from.place) bill.fromPlace = from.place;
  if (to.place) bill.toPlace = to.place;
  if (from.addr2) bill.fromAddr2 = from.addr2;
  if (to.addr2) bill.toAddr2 = to.addr2;
  if (from.pin !== undefined) bill.fromPincode = from.pin;
  const toPin =
    deliverTo.stateCode === FOREIGN_STATE_CODE
      ? FOREIGN_PIN
      : (pinNumber(deliverTo.pinCode) ?? to.pin);
  if (toPin !== undefined) bill.toPincode = toPin;
  return observedEwayBill(bill);
}

/** The bulk generation JSON for one invoice. */
export function buildEwayBill(src: EDocSource): EwayBillJson {
  return { version: EWAY_BILL_JSON_VERSION, billLists: [buildEwayBillEntry(src)] };
}

/** Several invoices in one bulk file; those that cannot have one are listed with the reason. */
export function buildEwayBillBatch(srcs: readonly EDocSource[]): {
  json: EwayBillJson;
  skipped: { number: string; reason: string }[];
} {
  const json: EwayBillJson = { version: EWAY_BILL_JSON_VERSION, billLists: [] };
  const skipped: { number: string; reason: string }[] = [];
  for (const src of srcs) {
    try {
      json.billLists.push(buildEwayBillEntry(src));
    } catch (error) {
      if (!(error instanceof EDocError)) throw error;
      skipped.push({ number: src.number, reason: error.message });
    }
  }
  return { json, skipped };
}
