import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from '../money';
import type { ZeroRatedSupplyType } from './copies';
import {
  computeGstDocument,
  gstDocumentContext,
  lineGstRate,
  type GstLineInput,
  type GstPlace,
  type GstLineContext,
} from './engine';
import { taxableFromInclusive, totalOf } from './line';

/**
 * Quote → invoice. A quote's `discountPrice` comes off its total after tax (the spec's quote
 * total: lines + GST − discountPrice). A tax invoice cannot do that: only a discount shown on the
 * invoice against the supply lowers the value GST is charged on (CGST Act s.15(3)(a)), and a
 * lump sum taken off after tax would leave GST charged on money never received. So when a quote
 * becomes an invoice, its discount is turned into pre-tax line discounts, chosen so that the
 * invoice's total equals the total the customer agreed to.
 *
 * THE SPREAD, in paise:
 * 1. Each line's share of the discount is in proportion to its tax-inclusive amount L (the
 *    quote's line total): share = round(discountPrice × L ÷ ΣL); the last line takes what is
 *    left, so the shares add up to discountPrice exactly.
 * 2. Line by line, the target total is L − share plus whatever the previous line could not reach;
 *    the line's new taxable value is the one whose legal total (taxable + equal halves or IGST)
 *    is nearest the target (`taxableFromInclusive`), and the paisa it misses moves on to the next
 *    line, so any difference lands on the last line.
 * 3. Some totals cannot be reached by any taxable value (equal halves step 2 paise at a time).
 *    If the last line misses, the lines are tried from the last backwards for a change of one
 *    line's taxable value by up to 3 paise that absorbs the miss exactly, then for such a change
 *    on two lines. A one-line quote whose total is unreachable (or where every line is stuck)
 *    ends 1 paisa off: `difference` says so, and it is never more than 1 paisa.
 * The returned discount of a line REPLACES the line's own discount (it includes it).
 */

export type QuoteToInvoiceInput = {
  lines: readonly GstLineInput[];
  place: GstPlace;
  /** The quote's discount after tax, in ₹. */
  discountPrice: MoneyInput;
  taxInclusive?: boolean;
  supplyType?: ZeroRatedSupplyType;
};

export type QuoteDiscountSpread = {
  /** Per line, in order: the invoice line's `discount`. */
  discounts: string[];
  /** Σ line totals − discountPrice: what the customer agreed to. */
  quoteTotal: string;
  /** The invoice total computed by `computeGstDocument` with these discounts. */
  invoiceTotal: string;
  /** invoiceTotal − quoteTotal: '0.00' unless no exact split exists (then ±0.01). */
  difference: string;
};

const PAISA = new MoneyDecimal('0.01');
const ZERO = new MoneyDecimal(0);

type Slot = {
  rate: Decimal;
  gross: Decimal;
  /** The quote line's own discount and taxable value: the spread only ever lowers the latter. */
  ownDiscount: string;
  ceiling: Decimal;
  total: Decimal;
  taxable: Decimal;
};

export function quoteDiscountToLineDiscounts(input: QuoteToInvoiceInput): QuoteDiscountSpread {
  const base = computeGstDocument({ ...input, discountAfterTax: 0 });
  const ctx: GstLineContext = gstDocumentContext(input);
  const slots: Slot[] = base.lines.map((line, i) => ({
    rate: lineGstRate(input.lines[i] ?? { gstRate: 0 }),
    gross: new MoneyDecimal(line.gross),
    ownDiscount: line.discount,
    ceiling: new MoneyDecimal(line.taxableValue),
    total: new MoneyDecimal(line.total),
    taxable: new MoneyDecimal(line.taxableValue),
  }));
  const sum = slots.reduce((acc, s) => acc.plus(s.total), ZERO);
  const discount = roundToPaise(toMoney(input.discountPrice));
  if (discount.isNegative() || discount.greaterThan(sum)) {
    throw new RangeError('Quote discount must be between 0 and the quote total with GST');
  }
  const quoteTotal = sum.minus(discount);

  let given = ZERO;
  let carry = ZERO;
  slots.forEach((slot, i) => {
    const share =
      i === slots.length - 1
        ? discount.minus(given)
        : roundToPaise(discount.times(slot.total).dividedBy(sum));
    given = given.plus(share);
    const target = slot.total.minus(share).plus(carry);
    const bounded = MoneyDecimal.max(ZERO, MoneyDecimal.min(target, slot.total));
    const taxable = MoneyDecimal.min(
      taxableFromInclusive(bounded, slot.rate, ctx.kind, ctx.zeroTax),
      slot.ceiling,
    );
    slot.taxable = taxable;
    carry = target.minus(totalOf(taxable, slot.rate, ctx.kind, ctx.zeroTax));
  });
  if (!carry.isZero()) absorb(slots, carry, ctx);

  const discounts = slots.map((slot) => discountFor(slot, ctx));
  const invoice = computeGstDocument({
    ...input,
    lines: input.lines.map((line, i) => ({ ...line, discount: discounts[i] })),
  });
  const invoiceTotal = new MoneyDecimal(invoice.totals.total);
  return {
    discounts,
    quoteTotal: quoteTotal.toFixed(2),
    invoiceTotal: invoiceTotal.toFixed(2),
    difference: roundToPaise(invoiceTotal.minus(quoteTotal)).toFixed(2),
  };
}

type Move = { slot: Slot; taxable: Decimal; delta: Decimal };

/**
 * Step 3: change one line's taxable value by up to ±3 paise so its total changes by exactly
 * `miss`, trying the last line first; failing that, change two lines (e.g. +3 on one, −2 on
 * another). Each line's taxable value stays between 0 and its undiscounted value.
 */
function absorb(slots: Slot[], miss: Decimal, ctx: GstLineContext): void {
  const moves: Move[] = [];
  for (const slot of [...slots].reverse()) {
    const now = totalOf(slot.taxable, slot.rate, ctx.kind, ctx.zeroTax);
    for (const step of [1, -1, 2, -2, 3, -3]) {
      const taxable = slot.taxable.plus(PAISA.times(step));
      if (taxable.isNegative() || taxable.greaterThan(slot.ceiling)) continue;
      const delta = totalOf(taxable, slot.rate, ctx.kind, ctx.zeroTax).minus(now);
      if (delta.equals(miss)) {
        slot.taxable = taxable;
        return;
      }
      moves.push({ slot, taxable, delta });
    }
  }
  for (const a of moves) {
    const b = moves.find((m) => m.slot !== a.slot && m.delta.plus(a.delta).equals(miss));
    if (b) {
      a.slot.taxable = a.taxable;
      b.slot.taxable = b.taxable;
      return;
    }
  }
}

/**
 * The line discount that makes the engine arrive at the slot's taxable value. Before tax it is
 * gross − taxable. With tax-inclusive prices it is gross − the (reachable) line total, so the
 * engine's inverse lands on the same taxable value; a line the spread left alone keeps its own
 * discount (its inclusive total can be a paisa above gross − discount, see
 * `taxableFromInclusive`).
 */
function discountFor(slot: Slot, ctx: GstLineContext): string {
  if (!ctx.taxInclusive) return slot.gross.minus(slot.taxable).toFixed(2);
  if (slot.taxable.equals(slot.ceiling)) return slot.ownDiscount;
  const total = totalOf(slot.taxable, slot.rate, ctx.kind, ctx.zeroTax);
  return MoneyDecimal.max(ZERO, slot.gross.minus(total)).toFixed(2);
}
