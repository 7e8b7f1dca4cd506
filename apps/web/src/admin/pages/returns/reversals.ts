import { formatINR, TAX_HEADS, ZMoney, type TaxHead } from '@gst/domain';
import { HEAD_LABEL } from './gstr3bPayment';
import type { Gstr3bShown } from './gstr3bRows';

/**
 * The GSTR-3B 4(B) reversals the shop works out itself (issue 32): Rules 42/43 (4(B)(1)) and
 * other reversals (4(B)(2)), per head in rupees. The form keeps what is typed; the server's
 * contract (ZMoney: not negative, at most 2 decimals) decides what may be sent.
 */

export const REVERSAL_GROUPS = ['rule42_43', 'others'] as const;
export type ReversalGroup = (typeof REVERSAL_GROUPS)[number];

export const GROUP_LABEL: Record<ReversalGroup, string> = {
  rule42_43: 'Rules 42 and 43 — 4(B)(1)',
  others: 'Other reversals — 4(B)(2)',
};
const GROUP_SHORT: Record<ReversalGroup, string> = { rule42_43: 'Rules 42/43', others: 'Other' };

export type ReversalForm = Record<ReversalGroup, Record<TaxHead, string>>;
/** As the server takes it: only the heads entered, each a 2-decimal string. */
export type ReversalsInput = Partial<Record<ReversalGroup, Partial<Record<TaxHead, string>>>>;

const blankHeads = (): Record<TaxHead, string> => ({ igst: '', cgst: '', sgst: '', cess: '' });
export const emptyReversalForm = (): ReversalForm => ({
  rule42_43: blankHeads(),
  others: blankHeads(),
});

export const REVERSAL_MESSAGE = 'Enter rupees, not negative, with at most 2 decimals (e.g. 12.50)';

/** A field's error, or null when it is empty or an amount the server takes. */
export function reversalError(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  return ZMoney.safeParse(v).success ? null : REVERSAL_MESSAGE;
}

export function hasReversalErrors(form: ReversalForm): boolean {
  return REVERSAL_GROUPS.some((g) => TAX_HEADS.some((h) => reversalError(form[g][h]) !== null));
}

/**
 * What to send: every head entered with an amount above zero, as the contract writes it; none
 * (undefined) when nothing is entered or a field is not an amount (the queries then stay as
 * they were until it is fixed).
 */
export function reversalsInput(form: ReversalForm): ReversalsInput | undefined {
  if (hasReversalErrors(form)) return undefined;
  const out: ReversalsInput = {};
  for (const g of REVERSAL_GROUPS) {
    for (const h of TAX_HEADS) {
      const parsed = ZMoney.safeParse(form[g][h].trim());
      if (form[g][h].trim() === '' || !parsed.success || Number(parsed.data) === 0) continue;
      (out[g] ??= {})[h] = parsed.data;
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The form of what was entered (a filed period's, shown read-only). */
export function reversalFormOf(input: ReversalsInput | undefined | null): ReversalForm {
  const form = emptyReversalForm();
  for (const g of REVERSAL_GROUPS) for (const h of TAX_HEADS) form[g][h] = input?.[g]?.[h] ?? '';
  return form;
}

/** One line per group entered: "Rules 42/43: IGST ₹12.50, CGST ₹3.00". */
export function reversalLines(input: ReversalsInput | undefined | null): string[] {
  return REVERSAL_GROUPS.flatMap((g) => {
    const heads = TAX_HEADS.filter((h) => Number(input?.[g]?.[h] ?? 0) > 0);
    if (heads.length === 0) return [];
    const amounts = heads.map((h) => `${HEAD_LABEL[h]} ${formatINR(input?.[g]?.[h] ?? '0')}`);
    return [`${GROUP_SHORT[g]}: ${amounts.join(', ')}`];
  });
}

type Tax = { iamt: string; camt: string; samt: string; csamt: string };
const numbers = (t: Tax) => ({
  iamt: Number(t.iamt),
  camt: Number(t.camt),
  samt: Number(t.samt),
  csamt: Number(t.csamt),
});

/**
 * GSTR-3B with Table 4's reversals and net credit as the ITC detail computed them with the
 * entered reversals (4(B)(1) blocked + Rules 42/43, 4(B)(2) Rule 37 + other, 4(C)). Used for an
 * open period, whose overview was computed without them; the rest of the 3B is unchanged.
 */
export function withEnteredReversals(
  gstr3b: Gstr3bShown,
  itc: { table4: { reversed: { rules: Tax; others: Tax }; net: Tax } } | undefined,
): Gstr3bShown {
  if (!itc || !gstr3b.itc_elg) return gstr3b;
  const { rules, others } = itc.table4.reversed;
  return {
    ...gstr3b,
    itc_elg: {
      ...gstr3b.itc_elg,
      itc_rev: [
        { ty: 'RUL', ...numbers(rules) },
        { ty: 'OTH', ...numbers(others) },
      ],
      itc_net: numbers(itc.table4.net),
    },
  };
}
