import { MONTH_NAMES } from '../calendar';
import { fromPaise, toPaise, type MoneyInput } from '../money';
import { TAX_HEADS, type SetOffResult, type TaxHead } from '../returns/setoff';

/**
 * Tax liability by month (issue 33): for each month of a range, what its GSTR-3B says (the
 * filed copy for a month filed on its own, else computed from the books as the Returns page
 * computes an open month):
 * - output tax: Table 3.1 (a) + (b) per head (outward taxable and zero-rated supplies);
 * - reverse charge: Table 3.1 (d) per head (inward supplies the shop pays tax on);
 * - ITC: Table 4(C), net ITC available (may be negative when reversals exceed the credit);
 * - the set-off of Table 6.1 (gstr3b-payment.ts, setoff.ts): credit used per liability head,
 *   cash to pay per head, credit left for the ledger.
 * A total of each head and of each group; the totals row is the months' sums, in paise.
 */
export type HeadsTotal = Record<TaxHead, string> & { total: string };

export type TaxLiabilityGroup = 'output' | 'reverseCharge' | 'itc' | 'paidByCredit' | 'cash';
export const TAX_LIABILITY_GROUPS: readonly TaxLiabilityGroup[] = [
  'output',
  'reverseCharge',
  'itc',
  'paidByCredit',
  'cash',
];
export const TAX_LIABILITY_GROUP_LABELS: Record<TaxLiabilityGroup, string> = {
  output: 'Output tax (3.1 a+b)',
  reverseCharge: 'Reverse charge (3.1 d)',
  itc: 'Net ITC (4C)',
  paidByCredit: 'Paid by credit',
  cash: 'Cash to pay',
};
export const TAX_HEAD_LABELS: Record<TaxHead, string> = {
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST/UTGST',
  cess: 'Cess',
};

export type TaxLiabilityFigures = Record<TaxLiabilityGroup, HeadsTotal> & {
  creditLeft: HeadsTotal;
};

export type TaxLiabilityMonth = TaxLiabilityFigures & {
  /** 'YYYY-MM'. */
  month: string;
  /** 'MMYYYY', the return period. */
  period: string;
  label: string;
  /** The month was filed on its own: these are its filed copy's figures. */
  filed: boolean;
};

export type TaxLiabilityTotals = TaxLiabilityFigures & { months: number; filed: number };

type Tax = { iamt: MoneyInput; camt: MoneyInput; samt: MoneyInput; csamt: MoneyInput };
const KEY: Record<TaxHead, keyof Tax> = { igst: 'iamt', cgst: 'camt', sgst: 'samt', cess: 'csamt' };

/** What a month's figures are read from: its GSTR-3B (as served) and its Table 6.1 set-off. */
export type TaxLiabilitySource = {
  gstr3b: {
    sup_details: {
      osup_det: Tax;
      osup_zero: { iamt: MoneyInput; csamt: MoneyInput };
      isup_rev?: Tax;
    };
    itc_elg?: { itc_net: Tax };
  };
  setOff: Pick<SetOffResult, 'paidByCredit' | 'cash' | 'creditLeft'>;
};

type HeadPaise = Record<TaxHead, bigint>;
const zero = (): HeadPaise => ({ igst: 0n, cgst: 0n, sgst: 0n, cess: 0n });

function figures(p: HeadPaise): HeadsTotal {
  const total = TAX_HEADS.reduce((s, h) => s + p[h], 0n);
  return {
    igst: fromPaise(p.igst),
    cgst: fromPaise(p.cgst),
    sgst: fromPaise(p.sgst),
    cess: fromPaise(p.cess),
    total: fromPaise(total),
  };
}

const ofTax = (t: Tax | undefined): HeadPaise => {
  const p = zero();
  if (t) for (const h of TAX_HEADS) p[h] = toPaise(t[KEY[h]]);
  return p;
};
const ofHeads = (t: Record<TaxHead, MoneyInput>): HeadPaise => {
  const p = zero();
  for (const h of TAX_HEADS) p[h] = toPaise(t[h]);
  return p;
};

/** 'YYYY-MM' → 'MMYYYY' and 'April 2026'. */
export function monthPeriod(month: string): { period: string; label: string } {
  const [y, m] = month.split('-') as [string, string];
  return { period: `${m}${y}`, label: `${MONTH_NAMES[Number(m) - 1]} ${y}` };
}

/** One month's row from its GSTR-3B and set-off. */
export function taxLiabilityMonth(month: string, filed: boolean, src: TaxLiabilitySource) {
  const { osup_det, osup_zero, isup_rev } = src.gstr3b.sup_details;
  const output = ofTax(osup_det);
  output.igst += toPaise(osup_zero.iamt);
  output.cess += toPaise(osup_zero.csamt);
  const row: TaxLiabilityMonth = {
    month,
    ...monthPeriod(month),
    filed,
    output: figures(output),
    reverseCharge: figures(ofTax(isup_rev)),
    itc: figures(ofTax(src.gstr3b.itc_elg?.itc_net)),
    paidByCredit: figures(ofHeads(src.setOff.paidByCredit)),
    cash: figures(ofHeads(src.setOff.cash)),
    creditLeft: figures(ofHeads(src.setOff.creditLeft)),
  };
  return row;
}

/** The months' sums per group and head, in paise. */
export function taxLiabilityTotals(months: readonly TaxLiabilityMonth[]): TaxLiabilityTotals {
  const groups = [...TAX_LIABILITY_GROUPS, 'creditLeft'] as const;
  const sums = Object.fromEntries(groups.map((g) => [g, zero()])) as Record<
    (typeof groups)[number],
    HeadPaise
  >;
  for (const m of months)
    for (const g of groups) for (const h of TAX_HEADS) sums[g][h] += toPaise(m[g][h]);
  const out = Object.fromEntries(groups.map((g) => [g, figures(sums[g])])) as TaxLiabilityFigures;
  return { months: months.length, filed: months.filter((m) => m.filed).length, ...out };
}

/** Most months one report covers: a year. */
export const TAX_LIABILITY_MAX_MONTHS = 12;

/** Every month from `from` to `to` ('YYYY-MM', both inclusive), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const out: string[] = [];
  for (let i = fy * 12 + fm - 1; i <= ty * 12 + tm - 1; i += 1) {
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/** The first and last day of a month 'YYYY-MM'. */
export function monthDates(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
