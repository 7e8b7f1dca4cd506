import { fromPaise, toPaise } from '../money';

/**
 * The day book, the cash book and the bank book (issue 33). Pure and exact: amounts are summed
 * in integer paise (bigint) and printed with 2 decimals.
 *
 * Day book: every document and money movement of a few days, one row each (invoices, credit and
 * debit notes, receipts, refunds, purchase bills and returns, supplier payments, expenses), as
 * entered: amounts positive, a cancelled or reversed one listed at zero (its number was used).
 * Totals per kind, and the money that came in (receipts) and went out (refunds, supplier
 * payments, expenses).
 *
 * Cash and bank books: the money movements of one book with a running balance. A receipt, refund
 * or supplier payment in `cash` mode is the cash book's; every other mode (UPI, bank transfer,
 * cheque, card) is the bank's, in the shop's bank account it names. An expense says itself: paid
 * from cash, or from a bank account. A non-cash movement naming no account (an expense whose
 * account was typed as text before the shop's bank accounts existed) is listed under the
 * pseudo-account "Other (as typed)" so the totals still reconcile. Opening = the opening cash
 * balance (or the account's opening balance) of the shop's "opening balances as of" date when that
 * date is on or before `from`, plus the book's movements from that date to the day before `from`;
 * closing = opening + in − out.
 */
export type DayBookKind =
  | 'invoice'
  | 'credit-note'
  | 'debit-note'
  | 'receipt'
  | 'refund'
  | 'bill'
  | 'purchase-return'
  | 'supplier-payment'
  | 'expense';

/** The order kinds are listed in within one day (and the totals' order). */
export const DAY_BOOK_KINDS: readonly DayBookKind[] = [
  'invoice',
  'debit-note',
  'credit-note',
  'receipt',
  'refund',
  'bill',
  'purchase-return',
  'supplier-payment',
  'expense',
];

export const DAY_BOOK_KIND_LABELS: Record<DayBookKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
  refund: 'Refund',
  bill: 'Purchase bill',
  'purchase-return': 'Purchase return',
  'supplier-payment': 'Supplier payment',
  expense: 'Expense',
};

export type MoneyKind = 'receipt' | 'refund' | 'supplier-payment' | 'expense';
/** Money in or out of the shop's cash or bank; documents alone move none. */
export function flowOf(kind: DayBookKind): 'in' | 'out' | null {
  if (kind === 'receipt') return 'in';
  if (kind === 'refund' || kind === 'supplier-payment' || kind === 'expense') return 'out';
  return null;
}

/** A document or movement as the day book takes it: amount positive, as entered. */
export type DayBookEntry = {
  id: string;
  kind: DayBookKind;
  date: string;
  number: string;
  /** The supplier's bill number, a receipt's reference, an expense's category. */
  reference: string;
  partyName: string;
  /** How money moved (cash, upi, bank-transfer, cheque, card; an expense's cash or bank). */
  mode: string;
  amount: string;
  cancelled: boolean;
};

export type DayBookRow = DayBookEntry & {
  /** The amount it counts for: 0.00 when cancelled or reversed. */
  amount: string;
  moneyIn: string;
  moneyOut: string;
};

export type DayBookTotals = {
  count: number;
  cancelled: number;
  byKind: { kind: DayBookKind; count: number; amount: string }[];
  moneyIn: string;
  moneyOut: string;
};

const numberOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

function compareEntries(
  a: { date: string; kind: DayBookKind; number: string },
  b: { date: string; kind: DayBookKind; number: string },
) {
  return (
    a.date.localeCompare(b.date) ||
    DAY_BOOK_KINDS.indexOf(a.kind) - DAY_BOOK_KINDS.indexOf(b.kind) ||
    numberOrder(a.number, b.number)
  );
}

/** The day book's rows in date, kind, number order, and the totals of all of them. */
export function buildDayBook(entries: readonly DayBookEntry[]): {
  rows: DayBookRow[];
  totals: DayBookTotals;
} {
  const byKind = new Map<DayBookKind, { count: number; paise: bigint }>();
  let moneyIn = 0n;
  let moneyOut = 0n;
  let cancelled = 0;
  const rows = [...entries].sort(compareEntries).map((e): DayBookRow => {
    const paise = e.cancelled ? 0n : toPaise(e.amount);
    const flow = flowOf(e.kind);
    if (flow === 'in') moneyIn += paise;
    if (flow === 'out') moneyOut += paise;
    if (e.cancelled) cancelled += 1;
    const k = byKind.get(e.kind) ?? { count: 0, paise: 0n };
    byKind.set(e.kind, { count: k.count + 1, paise: k.paise + paise });
    return {
      ...e,
      amount: fromPaise(paise),
      moneyIn: fromPaise(flow === 'in' ? paise : 0n),
      moneyOut: fromPaise(flow === 'out' ? paise : 0n),
    };
  });
  return {
    rows,
    totals: {
      count: rows.length,
      cancelled,
      byKind: DAY_BOOK_KINDS.filter((k) => byKind.has(k)).map((kind) => {
        const k = byKind.get(kind) ?? { count: 0, paise: 0n };
        return { kind, count: k.count, amount: fromPaise(k.paise) };
      }),
      moneyIn: fromPaise(moneyIn),
      moneyOut: fromPaise(moneyOut),
    },
  };
}

/** A money movement of the cash or bank book (active ones only: a reversal moved nothing). */
export type MoneyMovement = {
  id: string;
  kind: MoneyKind;
  date: string;
  number: string;
  partyName: string;
  /** cash, upi, bank-transfer, cheque, card; an expense's 'cash' or 'bank'. */
  mode: string;
  /** The bank account's name, or an old expense's account as typed ('' in the cash book). */
  account: string;
  amount: string;
};

export type MoneyBookRow = MoneyMovement & { moneyIn: string; moneyOut: string; balance: string };

export type MoneyBookTotals = {
  count: number;
  opening: string;
  moneyIn: string;
  moneyOut: string;
  closing: string;
};

const signedPaise = (m: Pick<MoneyMovement, 'kind' | 'amount'>) =>
  flowOf(m.kind) === 'in' ? toPaise(m.amount) : -toPaise(m.amount);

/**
 * A cash or bank book for [from, to]: `before` is the book's movements counted into the opening
 * (or their sums), `openingBalancePaise` its recorded opening balance, `movements` those of the
 * range. Rows in date order, money in before
 * money out on one day, each with the running balance; closing = opening + in − out.
 */
export function buildMoneyBook(
  before: readonly Pick<MoneyMovement, 'kind' | 'amount'>[],
  movements: readonly MoneyMovement[],
  openingBalancePaise = 0n,
): { rows: MoneyBookRow[]; totals: MoneyBookTotals } {
  const opening = before.reduce((sum, m) => sum + signedPaise(m), openingBalancePaise);
  let balance = opening;
  let moneyIn = 0n;
  let moneyOut = 0n;
  const rows = [...movements].sort(compareEntries).map((m): MoneyBookRow => {
    const signed = signedPaise(m);
    balance += signed;
    if (signed >= 0n) moneyIn += signed;
    else moneyOut -= signed;
    return {
      ...m,
      moneyIn: fromPaise(signed >= 0n ? signed : 0n),
      moneyOut: fromPaise(signed < 0n ? -signed : 0n),
      balance: fromPaise(balance),
    };
  });
  return {
    rows,
    totals: {
      count: rows.length,
      opening: fromPaise(opening),
      moneyIn: fromPaise(moneyIn),
      moneyOut: fromPaise(moneyOut),
      closing: fromPaise(balance),
    },
  };
}

/** The bank book's pseudo-account of non-cash movements that name none of the shop's accounts. */
export const OTHER_BANK_ACCOUNT = 'other';
export const OTHER_BANK_ACCOUNT_LABEL = 'Other (as typed)';

/** Which book a movement is in: 'cash', or the bank account (its id, or 'other') it went through. */
export function bookOf(m: {
  mode: string;
  accountId: string | null;
}): { book: 'cash' } | { book: 'bank'; accountId: string } {
  if (m.mode === 'cash') return { book: 'cash' };
  return { book: 'bank', accountId: m.accountId ?? OTHER_BANK_ACCOUNT };
}

/**
 * The opening balances' part of a book's opening for a range starting `from`: the balance
 * recorded as of `asOf` counts when that date is blank (the balances before the shop's first
 * entry) or on or before `from`; the movements counted with it are those from `asOf` on.
 * A range starting before `asOf` opens with its earlier movements only.
 */
export function openingBasis(
  asOf: string,
  from: string,
  balancePaise: bigint,
): { paise: bigint; movementsFrom: string | null } {
  if (asOf === '') return { paise: balancePaise, movementsFrom: null };
  if (asOf <= from) return { paise: balancePaise, movementsFrom: asOf };
  return { paise: 0n, movementsFrom: null };
}

/** Debit and credit columns of a ledger's lines, summed in paise. */
export function ledgerTotals(lines: readonly { debit: string; credit: string }[]): {
  debit: string;
  credit: string;
} {
  let debit = 0n;
  let credit = 0n;
  for (const l of lines) {
    debit += toPaise(l.debit);
    credit += toPaise(l.credit);
  }
  return { debit: fromPaise(debit), credit: fromPaise(credit) };
}

/** The longest range a day book covers: a month (it lists every document of every day). */
export const DAY_BOOK_MAX_DAYS = 31;
