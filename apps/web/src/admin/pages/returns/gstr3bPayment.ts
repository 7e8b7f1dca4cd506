import {
  formatDate,
  formatINR,
  TAX_HEADS,
  type Challan,
  type Gstr3bPayment,
  type HeadFigures,
  type TaxHead,
} from '@gst/domain';

/**
 * What the Tax to pay panel (GSTR-3B Table 6.1, issue 32) shows of `tenant.returns.gstr3bPayment`:
 * the liability per head, the credit used (from which head, against which), the credit left, the
 * cash, the s.50 interest to a payment date and the challan (PMT-06). Pure: the server works the
 * figures out; these only arrange and word them.
 */

export const HEAD_LABEL: Record<TaxHead, string> = {
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST/UTGST',
  cess: 'Cess',
};

type SetOff = Gstr3bPayment['setOff'];

/** Under the set-off: the law it follows and what it cannot know. */
export const SETOFF_NOTE =
  'IGST credit goes first; CGST credit never pays SGST/UTGST, nor the other way round; tax under ' +
  "reverse charge is paid in cash (s.49, Rule 88A). Only this period's credit (Table 4(C)) is " +
  'used: a balance carried in the credit ledger from earlier months is not in the books.';

/** Under the challan: how its whole rupees are made, and what it leaves out. */
export const CHALLAN_NOTE =
  'Whole rupees: tax rounded up (the paise over stay in the cash ledger), interest to the ' +
  'nearest rupee (s.170). The late fee (s.47) is for a return filed on the payment date.';

const nonZero = (amount: string) => Number(amount) !== 0;

/** Nothing to pay: no liability in any head (forward or reverse charge). */
export const hasLiability = (setOff: Pick<SetOff, 'totals'>) => nonZero(setOff.totals.liability);

/** The empty state's line: no tax due, and the credit it leaves, if any. */
export function nothingToPay(setOff: Pick<SetOff, 'totals'>): string {
  const left = setOff.totals.creditLeft;
  return nonZero(left)
    ? `No tax is due for the period; ${formatINR(left)} of credit carries forward.`
    : 'No tax is due for the period.';
}

/**
 * The heads a credit head may pay, in the order the law uses them (s.49(5)): its own head first,
 * then IGST for CGST and SGST credit, CGST then SGST for IGST credit; cess only itself.
 */
const TARGETS: Record<TaxHead, readonly TaxHead[]> = {
  igst: ['igst', 'cgst', 'sgst'],
  cgst: ['cgst', 'igst'],
  sgst: ['sgst', 'igst'],
  cess: ['cess'],
};

export type CreditFlow = { from: TaxHead; to: TaxHead; amount: string; text: string };

/** Every non-zero use of credit, readable: 'IGST credit → CGST ₹1,200.00'. */
export function creditFlows(setOff: Pick<SetOff, 'creditUsed'>): CreditFlow[] {
  return TAX_HEADS.flatMap((from) =>
    TARGETS[from]
      .map((to) => ({ from, to, amount: setOff.creditUsed[from][to] }))
      .filter((flow) => nonZero(flow.amount))
      .map((flow) => ({
        ...flow,
        text: `${HEAD_LABEL[flow.from]} credit → ${HEAD_LABEL[flow.to]} ${formatINR(flow.amount)}`,
      })),
  );
}

export type PaymentRow = {
  id: TaxHead | 'total';
  label: string;
  forward: string;
  reverse: string;
  /** What the credit of each head paid of this head's liability (Table 6.1's ITC columns). */
  byCredit: HeadFigures;
  cash: string;
  creditAvailable: string;
  creditLeft: string;
};

const sum = (values: readonly string[]) =>
  (values.reduce((paise, v) => paise + Math.round(Number(v) * 100), 0) / 100).toFixed(2);

/** Table 6.1 by head, with a total row: liability, credit used per credit head, cash, credit left. */
export function paymentRows(setOff: SetOff): PaymentRow[] {
  const rows: PaymentRow[] = TAX_HEADS.map((head) => ({
    id: head,
    label: HEAD_LABEL[head],
    forward: setOff.liability.forwardCharge[head],
    reverse: setOff.liability.reverseCharge[head],
    byCredit: {
      igst: setOff.creditUsed.igst[head],
      cgst: setOff.creditUsed.cgst[head],
      sgst: setOff.creditUsed.sgst[head],
      cess: setOff.creditUsed.cess[head],
    },
    cash: setOff.cash[head],
    creditAvailable: setOff.creditAvailable[head],
    creditLeft: setOff.creditLeft[head],
  }));
  const column = (pick: (r: PaymentRow) => string) => sum(rows.map(pick));
  rows.push({
    id: 'total',
    label: 'Total',
    forward: column((r) => r.forward),
    reverse: column((r) => r.reverse),
    byCredit: {
      igst: column((r) => r.byCredit.igst),
      cgst: column((r) => r.byCredit.cgst),
      sgst: column((r) => r.byCredit.sgst),
      cess: column((r) => r.byCredit.cess),
    },
    cash: setOff.totals.cash,
    creditAvailable: column((r) => r.creditAvailable),
    creditLeft: setOff.totals.creditLeft,
  });
  return rows;
}

/** A payment date the server takes: a whole 'YYYY-MM-DD' from when GST began (1 July 2017). */
export const usableDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '2017-07-01' && value <= '2099-12-31';

/** 'YYYY-MM-DD' plus `days`. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The interest line under the payment date: on time, or how late and what s.50 adds (on the cash
 * part only, 18 % a year). `null` when no payment date was asked for.
 */
export function interestLine(
  payment: Pick<Gstr3bPayment, 'dueDate' | 'interest' | 'setOff'>,
): { late: boolean; text: string } | null {
  const { interest, dueDate } = payment;
  if (!interest) return null;
  if (interest.days === 0) {
    return { late: false, text: `Paid by the due date (${formatDate(dueDate)}): no interest.` };
  }
  const days = `${interest.days} day${interest.days === 1 ? '' : 's'} late`;
  if (!nonZero(payment.setOff.totals.cash)) {
    return { late: true, text: `${days}, but no cash is due: no interest.` };
  }
  return {
    late: true,
    text: `${days}: interest under s.50 at 18% a year on the cash part, ${formatINR(interest.total)}.`,
  };
}

export type ChallanRow = {
  id: TaxHead | 'total';
  label: string;
  tax: string;
  interest: string;
  lateFee: string;
  total: string;
};

/** The PMT-06 figures per head and their total (whole rupees). */
export function challanRows(challan: Challan): ChallanRow[] {
  return [...TAX_HEADS, 'total' as const].map((id) => ({
    id,
    label: id === 'total' ? 'Total' : HEAD_LABEL[id],
    tax: challan[id].tax,
    interest: challan[id].interest,
    lateFee: challan[id].lateFee,
    total: challan[id].total,
  }));
}

/** Whole rupees as the portal's challan fields take them: '12345' (no ₹, no grouping). */
const rupees = (amount: string) => String(Math.round(Number(amount)));

/**
 * The challan figures as text for the clipboard: a heading line, then a tab-separated table
 * (pastes into a spreadsheet; each figure can be typed into PMT-06 as it is).
 */
export function challanText(
  challan: Challan,
  { periodLabel, paymentDate }: { periodLabel: string; paymentDate: string | null },
): string {
  const heading = `GST PMT-06 for GSTR-3B ${periodLabel}${
    paymentDate ? `, payment on ${formatDate(paymentDate)}` : ''
  } (₹, whole rupees)`;
  const lines = challanRows(challan).map((r) =>
    [r.label, rupees(r.tax), rupees(r.interest), rupees(r.lateFee), rupees(r.total)].join('\t'),
  );
  return [heading, ['Head', 'Tax', 'Interest', 'Late fee', 'Total'].join('\t'), ...lines].join(
    '\n',
  );
}
