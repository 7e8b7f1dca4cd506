import { fromPaise, toPaise, type MoneyInput } from '../money';

/**
 * Set-off of input tax credit against the month's tax, and the cash left to pay (issue 32;
 * GSTR-3B Table 6.1). Pure: amounts in as rupees (decimal strings, numbers or Decimals, rounded
 * half-up to the paisa), worked in integer paise (BigInt), out as 2-decimal strings.
 *
 * The law, as notified (gst-domain.md §11 summarises it; where the two differ the law wins):
 * - CGST Act s.49(5)(a): IGST credit first against IGST; what remains against CGST and
 *   SGST/UTGST. The Act says "in that order", but Rule 88A (made under s.49B, which overrides
 *   s.49(5) other than clauses (e) and (f)) says "in any order"; CBIC Circular 98/17/2019 reads
 *   it as any order *and proportion*. We use that freedom to minimise cash (see `share`).
 * - s.49A and Rule 88A proviso: CGST or SGST/UTGST credit is used for any head only after the
 *   IGST credit has been utilised fully.
 * - s.49(5)(b): CGST credit first against CGST, then against IGST. s.49(5)(c)/(d): SGST (UTGST)
 *   credit first against SGST (UTGST), then against IGST, and (the provisos added by the CGST
 *   (Amendment) Act 2018, s.20) towards IGST only where no CGST credit is left for it. So IGST
 *   liability is met from IGST credit, then CGST credit, then SGST credit. gst-domain.md §11
 *   leaves this last ordering out; the law wins.
 * - s.49(5)(e)/(f): never CGST credit against SGST/UTGST, nor SGST/UTGST credit against CGST.
 * - GST (Compensation to States) Act s.11(2) proviso: cess credit only against cess; and s.49(5)
 *   lets IGST, CGST and SGST credit pay only those taxes, so cess is paid from cess credit or cash.
 * - Reverse charge: credit may pay only "output tax" (s.49(4)), which by s.2(82) excludes tax
 *   payable on reverse charge, so reverse-charge tax is paid in cash. (gst-domain.md §11 cites
 *   s.49(4) alone; the exclusion is in s.2(82).) Its credit, once paid, is in Table 4(A)(3) of
 *   the same return, and so in `credit` here if the caller counts it.
 * Credit is an entitlement the shop may leave unused, but nobody pays cash by choice: the result
 * is the legal utilisation that pays the least cash (test/returns-setoff-property.test.ts checks
 * it against every legal utilisation of small inputs).
 *
 * SGST stands for SGST or UTGST throughout: a registration pays one or the other, never both.
 */
export const TAX_HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
export type TaxHead = (typeof TAX_HEADS)[number];
/** An amount per head; a missing head is zero. */
export type HeadAmounts = Partial<Record<TaxHead, MoneyInput>>;
/** A 2-decimal rupee string per head. */
export type HeadFigures = Record<TaxHead, string>;

export type SetOffInput = {
  /** Tax on the shop's own outward supplies (forward charge), per head: 3.1 (a) + (b). */
  forwardCharge: HeadAmounts;
  /** Tax the shop owes as recipient under reverse charge (3.1 (d)), per head: cash only. */
  reverseCharge?: HeadAmounts;
  /** Credit available to use per head: Table 4(C), net ITC after reversals (not negative). */
  credit: HeadAmounts;
};

export type SetOffResult = {
  liability: { forwardCharge: HeadFigures; reverseCharge: HeadFigures; total: HeadFigures };
  /**
   * `creditUsed[c][l]`: credit of head c used against the liability of head l. Only the legal
   * pairs can be non-zero: igst→igst/cgst/sgst, cgst→cgst/igst, sgst→sgst/igst, cess→cess.
   */
  creditUsed: Record<TaxHead, HeadFigures>;
  /** Per liability head, what credit paid (the column sums of `creditUsed`). */
  paidByCredit: HeadFigures;
  creditAvailable: HeadFigures;
  /** Per credit head, what is carried forward in the electronic credit ledger. */
  creditLeft: HeadFigures;
  /** Per head, the cash to pay: forward-charge tax credit did not pay, plus reverse charge. */
  cash: HeadFigures;
  totals: { liability: string; paidByCredit: string; cash: string; creditLeft: string };
};

export type HeadPaise = Record<TaxHead, bigint>;
/** `m[c][l]`: credit of head c used against the liability of head l, in paise. */
export type CreditUseMatrix = Record<TaxHead, HeadPaise>;

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const zeros = (): HeadPaise => ({ igst: 0n, cgst: 0n, sgst: 0n, cess: 0n });

/** Amounts per head in paise (missing heads 0); a negative amount is refused, naming `what`. */
export function headPaise(amounts: HeadAmounts | undefined, what: string): HeadPaise {
  const out = zeros();
  for (const head of TAX_HEADS) {
    const value = amounts?.[head];
    if (value === undefined) continue;
    const paise = toPaise(value);
    if (paise < 0n) throw new RangeError(`${what} ${head.toUpperCase()} must not be negative`);
    out[head] = paise;
  }
  return out;
}

const figures = (p: HeadPaise): HeadFigures => ({
  igst: fromPaise(p.igst),
  cgst: fromPaise(p.cgst),
  sgst: fromPaise(p.sgst),
  cess: fromPaise(p.cess),
});
const sum = (p: HeadPaise) => p.igst + p.cgst + p.sgst + p.cess;

/**
 * Splits `amount` (at most capA + capB) into a ≤ capA and b ≤ capB, raising whichever of
 * levelA + a and levelB + b is lower until the two are level, then both alike (an odd paisa to
 * a); what a cap cannot take goes to the other side.
 */
function share(
  amount: bigint,
  levelA: bigint,
  levelB: bigint,
  capA: bigint,
  capB: bigint,
): [bigint, bigint] {
  let a = levelA < levelB ? min(amount, levelB - levelA) : 0n;
  let b = levelB < levelA ? min(amount, levelA - levelB) : 0n;
  const rest = amount - a - b;
  b += rest / 2n;
  a += rest - rest / 2n;
  if (a > capA) [a, b] = [capA, b + a - capA];
  if (b > capB) [a, b] = [a + b - capB, capB];
  return [a, b];
}

/**
 * The utilisation matrix in paise for forward-charge liability `f` and credit `c`.
 *
 * IGST credit left after IGST liability (Rule 88A: "in any order") is shared between CGST and
 * SGST in two steps, each a free choice the law leaves to the shop:
 * 1. First to each head's shortfall, what its own credit cannot pay (liability − own credit):
 *    this is what minimises cash, since CGST and SGST credit cannot cross. If the IGST credit
 *    cannot cover both shortfalls, the larger shortfall is reduced first, then both alike, so
 *    the cash left is as even between the heads as it can be (the total is the same either way).
 * 2. The rest (which no longer changes the cash) so that the CGST and SGST credit carried
 *    forward are as even as possible: intra-State sales next month owe CGST and SGST in equal
 *    amounts, so an even carry-forward is the one least likely to leave one head short while
 *    the other's credit sits idle.
 * By s.49A the IGST credit is spent in full before any CGST or SGST credit is touched, unless it
 * pays every head outright.
 */
export function setOffPaise(f: HeadPaise, c: HeadPaise): CreditUseMatrix {
  const used: CreditUseMatrix = { igst: zeros(), cgst: zeros(), sgst: zeros(), cess: zeros() };
  used.igst.igst = min(c.igst, f.igst);
  const igstRest = c.igst - used.igst.igst;
  if (igstRest > 0n) {
    const shortC = max(0n, f.cgst - c.cgst);
    const shortS = max(0n, f.sgst - c.sgst);
    const toShort = min(igstRest, shortC + shortS);
    const [xc, xs] = share(toShort, -shortC, -shortS, shortC, shortS);
    const capC = f.cgst - shortC;
    const capS = f.sgst - shortS;
    const toRest = min(igstRest - toShort, capC + capS);
    const [yc, ys] = share(toRest, c.cgst - capC, c.sgst - capS, capC, capS);
    used.igst.cgst = xc + yc;
    used.igst.sgst = xs + ys;
  }
  used.cgst.cgst = min(c.cgst, f.cgst - used.igst.cgst);
  used.sgst.sgst = min(c.sgst, f.sgst - used.igst.sgst);
  // IGST still due only when the IGST credit is used up (igstRest = 0): CGST credit, then SGST.
  let igstDue = f.igst - used.igst.igst;
  used.cgst.igst = min(c.cgst - used.cgst.cgst, igstDue);
  igstDue -= used.cgst.igst;
  used.sgst.igst = min(c.sgst - used.sgst.sgst, igstDue);
  used.cess.cess = min(c.cess, f.cess);
  return used;
}

/** Set-off of `input.credit` against the forward-charge liability, and the cash to pay. */
export function setOff(input: SetOffInput): SetOffResult {
  const forward = headPaise(input.forwardCharge, 'Forward-charge tax');
  const reverse = headPaise(input.reverseCharge, 'Reverse-charge tax');
  const credit = headPaise(input.credit, 'Credit');
  const used = setOffPaise(forward, credit);
  const total = zeros();
  const paid = zeros();
  const left = zeros();
  const cash = zeros();
  for (const head of TAX_HEADS) {
    total[head] = forward[head] + reverse[head];
    for (const from of TAX_HEADS) paid[head] += used[from][head];
    left[head] = credit[head] - sum(used[head]);
    cash[head] = total[head] - paid[head];
  }
  return {
    liability: {
      forwardCharge: figures(forward),
      reverseCharge: figures(reverse),
      total: figures(total),
    },
    creditUsed: {
      igst: figures(used.igst),
      cgst: figures(used.cgst),
      sgst: figures(used.sgst),
      cess: figures(used.cess),
    },
    paidByCredit: figures(paid),
    creditAvailable: figures(credit),
    creditLeft: figures(left),
    cash: figures(cash),
    totals: {
      liability: fromPaise(sum(total)),
      paidByCredit: fromPaise(sum(paid)),
      cash: fromPaise(sum(cash)),
      creditLeft: fromPaise(sum(left)),
    },
  };
}
