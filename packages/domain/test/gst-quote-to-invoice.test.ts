import { describe, expect, it } from 'vitest';
import {
  computeGstDocument,
  NOTIFIED_GST_RATES,
  quoteDiscountToLineDiscounts,
  type GstLineInput,
  type GstPlace,
} from '../src';
import { inter, intra, mulberry32, WB } from './gst-fixtures';

/** The invoice made from the quote with the spread discounts, computed by the engine. */
function invoiceOf(
  lines: readonly GstLineInput[],
  place: GstPlace,
  discounts: string[],
  taxInclusive = false,
) {
  return computeGstDocument({
    lines: lines.map((line, i) => ({ ...line, discount: discounts[i] })),
    place,
    taxInclusive,
  });
}

describe('quoteDiscountToLineDiscounts: hand-worked vectors', () => {
  it('one line: 10 × 1,000 @18 % less 1,180 after tax → 1,000 before tax', () => {
    // Quote: 10,000 + 900 + 900 = 11,800 − 1,180 = 10,620.
    // Invoice: taxable T with T + 2 × round(T × 9 %) = 10,620 → T = 9,000 (810 + 810), so the line
    // discount is 10,000 − 9,000 = 1,000.
    const lines = [{ quantity: 10, price: 1000, gstRate: 18 }];
    const spread = quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice: 1180 });
    expect(spread).toEqual({
      discounts: ['1000.00'],
      quoteTotal: '10620.00',
      invoiceTotal: '10620.00',
      difference: '0.00',
    });
    expect(invoiceOf(lines, intra, spread.discounts).lines[0]).toMatchObject({
      taxableValue: '9000.00',
      cgst: '810.00',
      sgst: '810.00',
    });
  });

  it('two rates, shares in proportion to the tax-inclusive line amounts', () => {
    // L1 1,000 @18 % = 1,180; L2 1,000 @5 % = 1,050; Σ 2,230; discount 223 → quote 2,007.
    // Share 1 = 223 × 1,180 / 2,230 = 118.00; share 2 = 223 − 118 = 105.
    // L1: 1,180 − 118 = 1,062 = 900 × 1.18 (81 + 81) → discount 100.
    // L2: 1,050 − 105 = 945 = 900 × 1.05 (22.50 + 22.50) → discount 100.
    const lines = [
      { quantity: 1, price: 1000, gstRate: 18 },
      { quantity: 1, price: 1000, gstRate: 5 },
    ];
    const spread = quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice: 223 });
    expect(spread.discounts).toEqual(['100.00', '100.00']);
    expect(spread).toMatchObject({
      quoteTotal: '2007.00',
      invoiceTotal: '2007.00',
      difference: '0.00',
    });
  });

  it.each([
    {
      name: 'a paisa one line cannot reach moves on to the next line',
      // L1 10 @18 % = 11.80; L2 10 @0 % = 10.00; Σ 21.80; discount 10.79 → quote 11.01.
      // Share 1 = 10.79 × 11.80 / 21.80 = 5.8404… → 5.84; target 11.80 − 5.84 = 5.96, unreachable
      // (f(5.05) = 5.95, f(5.06) = 5.98): 5.95, 1 paisa carried.
      // Share 2 = 10.79 − 5.84 = 4.95; target 10.00 − 4.95 + 0.01 = 5.06 (0 %: T = 5.06).
      // Discounts 10 − 5.05 = 4.95 and 10 − 5.06 = 4.94; invoice 5.95 + 5.06 = 11.01.
      rates: [18, 0],
      discountPrice: '10.79',
      discounts: ['4.95', '4.94'],
      total: '11.01',
    },
    {
      name: 'when the last line misses too, an earlier line absorbs the paisa',
      // L1 = L2 = 10 @18 % = 11.80; Σ 23.60; discount 11.68 → quote 11.92; shares 5.84 each.
      // L1 target 5.96 → 5.95 (T 5.05), carry +0.01; L2 target 5.97 → 5.98 (T 5.06), carry −0.01.
      // L2 cannot move by exactly −0.01 (f(5.05) = 5.95 is −0.03), L1 can: f(5.04) = 5.04 +
      // 2 × round(0.4536 → 0.45) = 5.94. Invoice 5.94 + 5.98 = 11.92.
      rates: [18, 18],
      discountPrice: '11.68',
      discounts: ['4.96', '4.94'],
      total: '11.92',
    },
  ])('$name', ({ rates, discountPrice, discounts, total }) => {
    const lines = rates.map((gstRate) => ({ quantity: 1, price: 10, gstRate }));
    const spread = quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice });
    expect(spread).toEqual({
      discounts,
      quoteTotal: total,
      invoiceTotal: total,
      difference: '0.00',
    });
  });

  it.each([
    // 10 @18 % = 11.80. Less 5.84 → 5.96: nearest legal total 5.95 (T 5.05), 1 paisa under.
    ['5.84', '4.95', '5.95', '-0.01'],
    // Less 5.83 → 5.97: nearest is 5.98 (T 5.06), 1 paisa over; 5.95 would be 2 under.
    ['5.83', '4.94', '5.98', '0.01'],
  ])(
    'one line with an unreachable total: discount %s ends %s… 1 paisa off',
    (discountPrice, discount, invoiceTotal, difference) => {
      const spread = quoteDiscountToLineDiscounts({
        lines: [{ quantity: 1, price: 10, gstRate: 18 }],
        place: intra,
        discountPrice,
      });
      expect(spread).toMatchObject({ discounts: [discount], invoiceTotal, difference });
    },
  );

  it('tax-inclusive quote: the discount is an inclusive amount', () => {
    // 1,180 inclusive @18 % less 118 → 1,062 → taxable 900 → discount 118 off the inclusive price.
    const lines = [{ quantity: 1, price: 1180, gstRate: 18 }];
    const spread = quoteDiscountToLineDiscounts({
      lines,
      place: intra,
      discountPrice: 118,
      taxInclusive: true,
    });
    expect(spread).toMatchObject({
      discounts: ['118.00'],
      invoiceTotal: '1062.00',
      difference: '0.00',
    });
  });

  it('export under LUT: no tax, the discount passes straight through', () => {
    const spread = quoteDiscountToLineDiscounts({
      lines: [{ quantity: 1, price: 1000, gstRate: 18 }],
      place: { supplierStateCode: WB, placeOfSupply: 96 },
      supplyType: 'WOPAY',
      discountPrice: 100,
    });
    expect(spread).toMatchObject({
      discounts: ['100.00'],
      quoteTotal: '900.00',
      difference: '0.00',
    });
  });

  it('no discount keeps the lines; refuses a discount above the total', () => {
    const lines = [{ quantity: 2, price: '499.99', gstRate: 5, discount: '9.99' }];
    expect(
      quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice: 0 }).discounts,
    ).toEqual(['9.99']);
    expect(() =>
      quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice: 10_000 }),
    ).toThrow(RangeError);
    expect(() => quoteDiscountToLineDiscounts({ lines, place: intra, discountPrice: -1 })).toThrow(
      RangeError,
    );
  });
});

describe('quoteDiscountToLineDiscounts: seeded random quotes', () => {
  it.each([
    ['intra-state', intra, false],
    ['inter-state', inter, false],
    ['intra-state, tax-inclusive', intra, true],
  ] as const)(
    '%s: the invoice totals the quote (±1 paisa only for stuck one-line quotes)',
    (_n, place, taxInclusive) => {
      const random = mulberry32(1500);
      const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
      const problems: string[] = [];
      let exact = 0;
      for (let q = 0; q < 400; q++) {
        const n = 1 + Math.floor(random() * 5);
        const lines = Array.from({ length: n }, () => ({
          quantity: 1 + Math.floor(random() * 20),
          price: (Math.floor(random() * 5_000_000) / 100).toFixed(2),
          gstRate: pick(NOTIFIED_GST_RATES),
        }));
        const quote = computeGstDocument({ lines, place, taxInclusive });
        const discountPrice = (
          (Math.floor(random() * Number(quote.totals.total) * 100) / 100) *
          random()
        ).toFixed(2);
        const spread = quoteDiscountToLineDiscounts({ lines, place, discountPrice, taxInclusive });
        const invoice = invoiceOf(lines, place, spread.discounts, taxInclusive);
        const agreed = computeGstDocument({
          lines,
          place,
          taxInclusive,
          discountAfterTax: discountPrice,
        });
        const ctx = `quote ${q} (${n} lines, discount ${discountPrice})`;
        if (agreed.totals.total !== spread.quoteTotal) problems.push(`${ctx}: quote total`);
        if (invoice.totals.total !== spread.invoiceTotal) problems.push(`${ctx}: invoice total`);
        spread.discounts.forEach((d, i) => {
          if (Number(d) < 0 || Number(d) > Number(invoice.lines[i]!.gross))
            problems.push(`${ctx}: discount ${d}`);
        });
        const diff = Math.round(Number(spread.difference) * 100);
        if (diff === 0) exact++;
        else if (Math.abs(diff) > 1 || n > 1)
          problems.push(`${ctx}: difference ${spread.difference}`);
      }
      expect(problems).toEqual([]);
      expect(exact).toBeGreaterThan(350);
    },
  );
});
