import type Decimal from 'decimal.js';
import { MoneyDecimal } from '../money';
import type { ReturnDocument, ReturnLine } from './common';
import { ExactSum, moneyNumber, type RateInfo } from './exact';

/** What GSTR-1's invoice and note sections write of a document (issue 17; split out, issue 30). */

/**
 * Rule 59(4): an inter-state invoice to an unregistered buyer goes to B2CL above this value.
 * ₹2,50,000 until 31 Jul 2024; ₹1,00,000 from 1 Aug 2024 (Notification 12/2024-CT). The date
 * that counts is the invoice's.
 */
export function b2clThreshold(invoiceDate: string): Decimal {
  return new MoneyDecimal(invoiceDate >= '2024-08-01' ? 100_000 : 250_000);
}

/** 'YYYY-MM-DD' → 'dd-mm-yyyy' (the offline tool's dates). */
export function portalDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** A state code as the portal writes a place of supply: '07', '19', '96'. */
export const portalPlace = (code: number) => String(code).padStart(2, '0');

type RateSums = { txval: ExactSum; iamt: ExactSum; camt: ExactSum; samt: ExactSum };

/** A document's lines summed per rate, each head to the paisa, in rate order. */
function sumsByRate(
  lines: readonly ReturnLine[],
  rateOf: (rate: ReturnLine['rate']) => RateInfo,
): [number, RateSums][] {
  const byRate = new Map<string, RateSums>();
  for (const line of lines) {
    const rate = rateOf(line.rate).key;
    let entry = byRate.get(rate);
    if (!entry) {
      entry = {
        txval: new ExactSum(),
        iamt: new ExactSum(),
        camt: new ExactSum(),
        samt: new ExactSum(),
      };
      byRate.set(rate, entry);
    }
    entry.txval.addMoney(line.taxableValue);
    entry.iamt.addMoney(line.igst);
    entry.camt.addMoney(line.cgst);
    entry.samt.addMoney(line.sgst);
  }
  return [...byRate.entries()]
    .map(([rate, t]): [number, RateSums] => [Number(rate), t])
    .sort(([a], [b]) => a - b);
}

/** Items of a document by rate (the portal wants one item per rate), with every tax head. */
export function itemsByRate(
  lines: readonly ReturnLine[],
  rateOf: (rate: ReturnLine['rate']) => RateInfo,
) {
  return sumsByRate(lines, rateOf).map(([rt, t], i) => ({
    num: i + 1,
    itm_det: {
      rt,
      txval: t.txval.toMoneyNumber(),
      iamt: t.iamt.toMoneyNumber(),
      camt: t.camt.toMoneyNumber(),
      samt: t.samt.toMoneyNumber(),
      csamt: 0,
    },
  }));
}

/**
 * Items of an inter-State document (B2CL, and CDNUR's B2CL and export notes): IGST only, as the
 * offline tool's b2cl and cdnur items are written ({rt, txval, iamt, csamt}; issue 30).
 */
export function igstItemsByRate(
  lines: readonly ReturnLine[],
  rateOf: (rate: ReturnLine['rate']) => RateInfo,
) {
  return sumsByRate(lines, rateOf).map(([rt, t], i) => ({
    num: i + 1,
    itm_det: { rt, txval: t.txval.toMoneyNumber(), iamt: t.iamt.toMoneyNumber(), csamt: 0 },
  }));
}

/** Number, date and value, as every invoice entry of the portal's sections starts. */
export const invoiceEntry = (d: ReturnDocument) => ({
  inum: d.number,
  idt: portalDate(d.date),
  val: moneyNumber(d.value),
});

/**
 * An export's shipping bill as GSTR-1 `exp` writes it (port code, number, date dd-mm-yyyy), each
 * once known: the offline tool takes an export without them, to be amended when they come.
 */
export function shippingBill(d: ReturnDocument) {
  const e = d.exportDetails;
  if (!e) return {};
  return {
    ...(e.portCode.trim() ? { sbpcode: e.portCode.trim() } : {}),
    ...(e.shippingBillNumber.trim() ? { sbnum: e.shippingBillNumber.trim() } : {}),
    ...(e.shippingBillDate ? { sbdt: portalDate(e.shippingBillDate) } : {}),
  };
}
