import { describe, expect, it } from 'vitest';
import { computeGstDocument, NOTIFIED_GST_RATES, type GstDocument, type GstPlace } from '../src';
import { inter, intra, mulberry32 } from './gst-fixtures';

/**
 * Sweeps over prices 0.01 … 10,000.00 at every notified rate. Expectations are computed here
 * independently of decimal.js, in integer paise with BigInt:
 *   half  = round_half_up(P × r / 200)  = floor((2·P·r₁₀₀ + 20,000) / 40,000)
 *   igst  = round_half_up(P × r / 100)  = floor((P·r₁₀₀ + 5,000) / 10,000)
 * where P is the taxable value in paise and r₁₀₀ the rate × 100 (18 % → 1,800).
 * fast-check is not a dependency of this package; a seeded generator gives reproducible random
 * prices on top of the fixed strides.
 */

const paise = (s: string): bigint => {
  if (!/^-?\d+\.\d{2}$/.test(s)) throw new Error(`not a 2-decimal amount: ${s}`);
  return BigInt(s.replace('.', ''));
};
/** Collects mismatches instead of calling expect() a million times; asserted once per test. */
class Mismatches {
  readonly list: string[] = [];
  eq(what: string, actual: unknown, expected: unknown) {
    if (actual !== expected && this.list.length < 20)
      this.list.push(`${what}: ${String(actual)} ≠ ${String(expected)}`);
  }
  ok(what: string, condition: boolean) {
    if (!condition && this.list.length < 20) this.list.push(what);
  }
}
const rupees = (p: bigint): string => {
  const sign = p < 0n ? '-' : '';
  const abs = p < 0n ? -p : p;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const halfOf = (p: bigint, r100: bigint) => (2n * p * r100 + 20_000n) / 40_000n;
const igstOf = (p: bigint, r100: bigint) => (p * r100 + 5_000n) / 10_000n;

/** 0.01 … 20.00 every paisa, then 20.00 … 10,000.00 every 7.77, then 1,000 seeded random. */
function samplePrices(): bigint[] {
  const prices: bigint[] = [];
  for (let p = 1n; p <= 2_000n; p++) prices.push(p);
  for (let p = 2_000n; p <= 1_000_000n; p += 777n) prices.push(p);
  const random = mulberry32(15);
  for (let i = 0; i < 1_000; i++) prices.push(BigInt(1 + Math.floor(random() * 1_000_000)));
  prices.push(1_000_000n);
  return prices;
}
const PRICES = samplePrices();
const CHUNK = 200;
const chunks = <T>(xs: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) =>
    xs.slice(i * CHUNK, (i + 1) * CHUNK),
  );

const PLACES: ReadonlyArray<readonly [string, GstPlace]> = [
  ['CGST+SGST', intra],
  ['CGST+UTGST', { supplierStateCode: 4, placeOfSupply: 4 }],
  ['IGST', inter],
];

/** Document-level identities that must hold exactly, in integer paise. */
function checkTotals(doc: GstDocument, m: Mismatches) {
  const t = doc.totals;
  const sumLines = (key: 'taxableValue' | 'cgst' | 'igst') =>
    doc.lines.reduce((acc, l) => acc + paise(l[key]), 0n);
  m.eq('Σ line taxable', sumLines('taxableValue'), paise(t.taxable));
  m.eq('Σ line CGST', sumLines('cgst'), paise(t.cgst));
  m.eq('Σ line IGST', sumLines('igst'), paise(t.igst));
  // CGST equals the SGST or UTGST half in the totals and in every rate group; all 0 under IGST.
  for (const row of [t, ...doc.taxSplit]) {
    m.eq('CGST = SGST/UTGST', paise(row.sgst) + paise(row.utgst), paise(row.cgst));
    if (doc.kind === 'IGST') m.eq('no CGST under IGST', paise(row.cgst), 0n);
  }
  const sumSplit = (key: 'taxableValue' | 'cgst' | 'igst') =>
    doc.taxSplit.reduce((acc, row) => acc + paise(row[key]), 0n);
  m.eq('Σ split taxable', sumSplit('taxableValue'), paise(t.taxable));
  m.eq('Σ split CGST', sumSplit('cgst'), paise(t.cgst));
  m.eq('Σ split IGST', sumSplit('igst'), paise(t.igst));
  m.eq(
    'total tax',
    paise(t.cgst) + paise(t.sgst) + paise(t.utgst) + paise(t.igst),
    paise(t.totalTax),
  );
  m.eq(
    'taxable + taxes + round-off = grand total',
    paise(t.taxable) + paise(t.totalTax) + paise(t.roundOff),
    paise(t.grandTotal),
  );
}

describe.each(PLACES)('exclusive prices, %s: every line and total exact', (_name, place) => {
  it.each(NOTIFIED_GST_RATES)('rate %s', (rate) => {
    const r100 = BigInt(Math.round(rate * 100));
    const m = new Mismatches();
    chunks(PRICES).forEach((group, chunk) => {
      const roundOff = chunk % 2 === 1; // every other document rounds off to the rupee
      const doc = computeGstDocument({
        lines: group.map((p) => ({ quantity: 1, price: rupees(p), gstRate: rate })),
        place,
        roundOff,
      });
      doc.lines.forEach((line, i) => {
        const p = group[i]!;
        const at = `price ${rupees(p)}`;
        m.eq(`${at} taxable`, paise(line.taxableValue), p);
        if (doc.kind === 'IGST') {
          m.eq(`${at} IGST`, paise(line.igst), igstOf(p, r100));
          m.eq(`${at} CGST`, line.cgst, '0.00');
        } else {
          const half = halfOf(p, r100);
          m.eq(`${at} CGST`, paise(line.cgst), half);
          m.eq(`${at} SGST/UTGST`, paise(line.sgst) + paise(line.utgst), half);
        }
        m.eq(`${at} total`, paise(line.total), paise(line.taxableValue) + paise(line.taxAmount));
      });
      checkTotals(doc, m);
      if (roundOff) {
        m.eq('grand total in whole rupees', paise(doc.totals.grandTotal) % 100n, 0n);
        const ro = paise(doc.totals.roundOff);
        m.ok(`round-off ${ro} within −0.49 … 0.50`, ro >= -49n && ro <= 50n);
      }
    });
    expect(m.list).toEqual([]);
  });
});

describe.each(PLACES.filter(([n]) => n !== 'CGST+UTGST'))(
  'tax-inclusive prices, %s: total = typed where reachable, else 1 paisa off and unreachable',
  (_name, place) => {
    it.each(NOTIFIED_GST_RATES)('rate %s', (rate) => {
      const r100 = BigInt(Math.round(rate * 100));
      const igst = place.placeOfSupply !== place.supplierStateCode;
      const totalFor = (t: bigint) => t + (igst ? igstOf(t, r100) : 2n * halfOf(t, r100));
      const m = new Mismatches();
      let exact = 0;
      for (const group of chunks(PRICES)) {
        const doc = computeGstDocument({
          lines: group.map((p) => ({ quantity: 1, price: rupees(p), gstRate: rate })),
          place,
          taxInclusive: true,
        });
        doc.lines.forEach((line, i) => {
          const typed = group[i]!;
          const at = `typed ${rupees(typed)}`;
          const t = paise(line.taxableValue);
          // The halves (or IGST) are the law's, on the printed taxable value.
          if (igst) m.eq(`${at} IGST`, paise(line.igst), igstOf(t, r100));
          else {
            m.eq(`${at} CGST`, paise(line.cgst), halfOf(t, r100));
            m.eq(`${at} SGST`, paise(line.sgst), halfOf(t, r100));
          }
          const total = paise(line.total);
          m.eq(`${at} total`, total, totalFor(t));
          if (total === typed) {
            exact++;
            return;
          }
          // Off by exactly one paisa, and only because no taxable value reaches the typed amount.
          m.ok(
            `${at}: total ${rupees(total)} is more than 1 paisa off`,
            total - typed === 1n || typed - total === 1n,
          );
          const t0 = (typed * 10_000n) / (10_000n + r100);
          for (let c = t0 - 5n; c <= t0 + 5n; c++) {
            if (c >= 0n)
              m.ok(`${at} was reachable with taxable ${rupees(c)}`, totalFor(c) !== typed);
          }
        });
        checkTotals(doc, m);
      }
      expect(m.list).toEqual([]);
      if (rate === 0) expect(exact).toBe(PRICES.length);
      else expect(exact).toBeGreaterThan(PRICES.length / 2);
    });
  },
);
