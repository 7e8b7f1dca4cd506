import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setOff, TAX_HEADS, type SetOffResult } from '../src/returns';

/**
 * The set-off (returns/setoff.ts) against every legal utilisation of small inputs: the law's
 * conditions are written here again, independently of the engine, as a predicate on a
 * utilisation; for whole-rupee inputs up to ₹5 per head every utilisation in whole rupees is
 * enumerated, and none that is legal may pay less cash than the engine's. The engine's own
 * utilisation must be legal by the same predicate, and its figures consistent.
 */

/** A utilisation: credit of the first head used against the liability of the second. */
type Use = {
  ii: number;
  ic: number;
  is: number;
  cc: number;
  ci: number;
  ss: number;
  si: number;
  xx: number;
};
type Heads = { i: number; c: number; s: number; x: number };

/**
 * Whether `u` is a legal utilisation of credit `a` against forward-charge liability `l` (all in
 * the same unit). Only the legal pairs exist in `Use` (s.49(5)(e)/(f): no CGST↔SGST; cess
 * credit only against cess, and cess only from cess credit).
 */
function legal(u: Use, l: Heads, a: Heads): boolean {
  const values = Object.values(u);
  if (values.some((v) => v < 0)) return false;
  // Credit used ≤ credit available, and no head paid beyond its liability.
  if (u.ii + u.ic + u.is > a.i || u.cc + u.ci > a.c || u.ss + u.si > a.s || u.xx > a.x)
    return false;
  if (u.ii + u.ci + u.si > l.i || u.ic + u.cc > l.c || u.is + u.ss > l.s || u.xx > l.x)
    return false;
  // s.49(5)(a): IGST credit first against IGST, only the rest against CGST and SGST.
  if (u.ic + u.is > 0 && u.ii !== Math.min(a.i, l.i)) return false;
  // s.49A, Rule 88A proviso: no CGST or SGST credit before the IGST credit is used in full.
  if (u.cc + u.ci + u.ss + u.si > 0 && u.ii + u.ic + u.is !== a.i) return false;
  // s.49(5)(b): CGST credit first against CGST (what the IGST credit left of it), then IGST.
  if (u.ci > 0 && u.ic + u.cc !== l.c) return false;
  // s.49(5)(c): SGST credit first against SGST, then IGST, and only when no CGST credit is left.
  if (u.si > 0 && (u.is + u.ss !== l.s || u.cc + u.ci !== a.c)) return false;
  return true;
}

const creditTotal = (u: Use) => u.ii + u.ic + u.is + u.cc + u.ci + u.ss + u.si + u.xx;

/** The most credit any legal utilisation in whole units uses (so the least cash it pays). */
function bestLegalCredit(l: Heads, a: Heads): number {
  let best = 0;
  const upto = (n: number) => Array.from({ length: Math.max(0, n) + 1 }, (_, k) => k);
  for (const ii of upto(Math.min(a.i, l.i)))
    for (const ic of upto(Math.min(a.i - ii, l.c)))
      for (const is of upto(Math.min(a.i - ii - ic, l.s)))
        for (const cc of upto(Math.min(a.c, l.c - ic)))
          for (const ci of upto(Math.min(a.c - cc, l.i - ii)))
            for (const ss of upto(Math.min(a.s, l.s - is)))
              for (const si of upto(Math.min(a.s - ss, l.i - ii - ci)))
                for (const xx of upto(Math.min(a.x, l.x))) {
                  const u = { ii, ic, is, cc, ci, ss, si, xx };
                  if (legal(u, l, a)) best = Math.max(best, creditTotal(u));
                }
  return best;
}

/** The engine's utilisation in paise (as numbers: these inputs are small). */
function engineUse(r: SetOffResult): Use {
  const p = (x: string) => Math.round(Number(x) * 100);
  const u = r.creditUsed;
  return {
    ii: p(u.igst.igst),
    ic: p(u.igst.cgst),
    is: p(u.igst.sgst),
    cc: p(u.cgst.cgst),
    ci: p(u.cgst.igst),
    ss: p(u.sgst.sgst),
    si: p(u.sgst.igst),
    xx: p(u.cess.cess),
  };
}

const scaled = (h: Heads, k: number): Heads => ({ i: h.i * k, c: h.c * k, s: h.s * k, x: h.x * k });
const asInput = (h: Heads) => ({ igst: h.i, cgst: h.c, sgst: h.s, cess: h.x });

/** Figures every result must satisfy: non-negative, used ≤ available, cash + credit = tax. */
function checkFigures(r: SetOffResult) {
  const p = (x: string) => Math.round(Number(x) * 100);
  for (const head of TAX_HEADS) {
    for (const from of TAX_HEADS) expect(p(r.creditUsed[from][head])).toBeGreaterThanOrEqual(0);
    const usedOf = TAX_HEADS.reduce((s, to) => s + p(r.creditUsed[head][to]), 0);
    expect(usedOf).toBeLessThanOrEqual(p(r.creditAvailable[head]));
    expect(p(r.creditLeft[head])).toBe(p(r.creditAvailable[head]) - usedOf);
    expect(p(r.cash[head])).toBeGreaterThanOrEqual(0);
    expect(p(r.paidByCredit[head])).toBeLessThanOrEqual(p(r.liability.forwardCharge[head]));
    expect(p(r.cash[head]) + p(r.paidByCredit[head])).toBe(p(r.liability.total[head]));
    // Reverse charge is never paid from credit.
    expect(p(r.cash[head])).toBeGreaterThanOrEqual(p(r.liability.reverseCharge[head]));
  }
}

const heads = (maxValue: number) =>
  fc.record({
    i: fc.integer({ min: 0, max: maxValue }),
    c: fc.integer({ min: 0, max: maxValue }),
    s: fc.integer({ min: 0, max: maxValue }),
    x: fc.integer({ min: 0, max: maxValue }),
  });

describe('set-off: no legal utilisation pays less cash', () => {
  it('brute force over whole-rupee utilisations of inputs up to ₹5 per head', () => {
    fc.assert(
      fc.property(heads(5), heads(5), heads(3), (l, a, rc) => {
        const r = setOff({
          forwardCharge: asInput(l),
          reverseCharge: asInput(rc),
          credit: asInput(a),
        });
        checkFigures(r);
        const mine = engineUse(r);
        // The engine's utilisation is legal (in paise: it may split a rupee between heads).
        expect(legal(mine, scaled(l, 100), scaled(a, 100))).toBe(true);
        const best = bestLegalCredit(l, a);
        expect(creditTotal(mine)).toBe(best * 100);
        const totalRc = rc.i + rc.c + rc.s + rc.x;
        expect(Number(r.totals.cash)).toBe(l.i + l.c + l.s + l.x - best + totalRc);
      }),
      { numRuns: 400 },
    );
  });

  it('the predicate refuses what the law forbids (the check itself is not vacuous)', () => {
    const l = { i: 5, c: 5, s: 5, x: 0 };
    const a = { i: 6, c: 5, s: 5, x: 0 };
    const none = { ii: 0, ic: 0, is: 0, cc: 0, ci: 0, ss: 0, si: 0, xx: 0 };
    expect(legal({ ...none, ii: 5, ic: 1, cc: 4, ss: 5 }, l, a)).toBe(true);
    // IGST credit against CGST before IGST liability is met.
    expect(legal({ ...none, ii: 4, ic: 1 }, l, a)).toBe(false);
    // CGST credit used while IGST credit is left (s.49A).
    expect(legal({ ...none, ii: 5, cc: 5 }, l, a)).toBe(false);
    // SGST credit against IGST while CGST credit could pay it (s.49(5)(c) proviso).
    expect(
      legal({ ...none, ii: 0, si: 1 }, { i: 5, c: 0, s: 0, x: 0 }, { i: 0, c: 2, s: 2, x: 0 }),
    ).toBe(false);
    // CGST credit against IGST before CGST liability (s.49(5)(b)).
    expect(legal({ ...none, ci: 1 }, { i: 5, c: 2, s: 0, x: 0 }, { i: 0, c: 3, s: 0, x: 0 })).toBe(
      false,
    );
  });

  it('larger amounts in paise: consistent, legal, and no cash while credit of a usable head is left', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 });
    const paiseHeads = fc.record({ i: amount, c: amount, s: amount, x: amount });
    fc.assert(
      fc.property(paiseHeads, paiseHeads, (l, a) => {
        const rupees = (h: Heads) => ({
          igst: (h.i / 100).toFixed(2),
          cgst: (h.c / 100).toFixed(2),
          sgst: (h.s / 100).toFixed(2),
          cess: (h.x / 100).toFixed(2),
        });
        const r = setOff({ forwardCharge: rupees(l), credit: rupees(a) });
        checkFigures(r);
        expect(legal(engineUse(r), l, a)).toBe(true);
        const p = (x: string) => Math.round(Number(x) * 100);
        const left = { i: p(r.creditLeft.igst), c: p(r.creditLeft.cgst), s: p(r.creditLeft.sgst) };
        // Cash on a head only when no credit that may pay it is left.
        if (p(r.cash.igst) > 0) expect(left.i + left.c + left.s).toBe(0);
        if (p(r.cash.cgst) > 0) expect(left.i + left.c).toBe(0);
        if (p(r.cash.sgst) > 0) expect(left.i + left.s).toBe(0);
        if (p(r.cash.cess) > 0) expect(p(r.creditLeft.cess)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
