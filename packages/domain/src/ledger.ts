import type Decimal from 'decimal.js';
import { calendarDateIN, type CalendarDate, type DateInput } from './calendar';
import { financialYearOf } from './fiscal-year';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from './money';

/**
 * A shop's receivables (issue 16): credit and debit notes against invoices, receipts allocated to
 * invoices, what each invoice still owes, aging, and a customer's statement. Pure functions over
 * amounts as 2-decimal strings; the services read the rows and the database keeps the totals.
 */

const ZERO = new MoneyDecimal(0);
const money = (value: MoneyInput) => roundToPaise(toMoney(value));
const fmt = (value: Decimal) => roundToPaise(value).toFixed(2);

// ---- Credit and debit notes (CGST Act s.34, Rule 53) ----------------------------------------

/** Why a credit note is issued (s.34(1)); a debit note raises the value (s.34(3)). */
export const CREDIT_NOTE_REASONS = [
  { value: 'sales-return', label: 'Sales return' },
  { value: 'post-sale-discount', label: 'Post-sale discount' },
  { value: 'deficiency-in-service', label: 'Deficiency in service' },
  { value: 'correction', label: 'Correction in invoice' },
] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number]['value'];

export const DEBIT_NOTE_REASONS = [
  { value: 'price-revision', label: 'Price revised upwards' },
  { value: 'short-billing', label: 'Short billing' },
  { value: 'correction', label: 'Correction in invoice' },
] as const;
export type DebitNoteReason = (typeof DEBIT_NOTE_REASONS)[number]['value'];

/**
 * CGST Act s.34(2), as amended by the Finance Act 2022: a credit note must be declared in a
 * return by 30 November following the end of the financial year of the invoice (before the
 * amendment it was the September return; gst-domain.md does not state the date). The last day a
 * credit note against an invoice dated `invoiceDate` may be issued.
 */
export function creditNoteDeadline(invoiceDate: DateInput): CalendarDate {
  return `${financialYearOf(invoiceDate).endYear}-11-30`;
}

/** null when a credit note dated `noteDate` is in time, else the refusal naming the deadline. */
export function creditNoteTimeLimitError(
  invoiceDate: DateInput,
  noteDate: DateInput,
): string | null {
  const deadline = creditNoteDeadline(invoiceDate);
  return calendarDateIN(noteDate) > deadline
    ? `A credit note against an invoice dated ${calendarDateIN(invoiceDate)} must be issued by ${deadline} (CGST Act s.34(2))`
    : null;
}

/** One invoice line as a note sees it: what was invoiced and what earlier notes took or added. */
export type NoteableLine = {
  lineId: string;
  /** Invoiced quantity. */
  quantity: MoneyInput;
  /** The line's taxable value as issued (after its discount). */
  taxableValue: MoneyInput;
  /** Σ quantity returned by earlier (not cancelled) credit notes. */
  creditedQuantity?: MoneyInput;
  /** Σ taxable value taken off by earlier (not cancelled) credit notes. */
  creditedValue?: MoneyInput;
  /** Σ taxable value added by earlier (not cancelled) debit notes. */
  debitedValue?: MoneyInput;
};

/** What a credit note may still take back from a line. */
export function lineRemaining(line: NoteableLine): { quantity: string; taxableValue: string } {
  const quantity = toMoney(line.quantity).minus(toMoney(line.creditedQuantity ?? 0));
  const value = money(line.taxableValue)
    .plus(money(line.debitedValue ?? 0))
    .minus(money(line.creditedValue ?? 0));
  return { quantity: quantity.toString(), taxableValue: fmt(MoneyDecimal.max(ZERO, value)) };
}

export type CreditNoteLineRequest = {
  lineId: string;
  /** Quantity returned (0 for a discount or correction without goods coming back). */
  quantity: MoneyInput;
  /** Taxable value credited on this line. */
  taxableValue: MoneyInput;
};

/**
 * The refusals of a credit note's lines against the invoice: an unknown line, a quantity or value
 * beyond what the line still has after earlier notes, nothing credited at all. Each message names
 * the line by its position on the invoice (1-based) so the user can find it.
 */
export function creditNoteLineErrors(
  invoiceLines: readonly NoteableLine[],
  requested: readonly CreditNoteLineRequest[],
): string[] {
  const errors: string[] = [];
  const position = new Map(invoiceLines.map((l, i) => [l.lineId, i + 1]));
  const seen = new Set<string>();
  let total = ZERO;
  for (const req of requested) {
    const index = position.get(req.lineId);
    const line = index === undefined ? undefined : invoiceLines[index - 1];
    if (!line || index === undefined) {
      errors.push(`Line ${req.lineId} is not on the invoice`);
      continue;
    }
    if (seen.has(req.lineId)) errors.push(`Invoice line ${index} is named twice`);
    seen.add(req.lineId);
    const left = lineRemaining(line);
    const quantity = toMoney(req.quantity);
    const value = money(req.taxableValue);
    if (quantity.isNegative() || value.isNegative()) {
      errors.push(`Invoice line ${index}: quantity and value must not be negative`);
      continue;
    }
    if (quantity.greaterThan(left.quantity)) {
      errors.push(
        `Invoice line ${index}: returning ${quantity.toString()} is more than the ${left.quantity} the invoice still has`,
      );
    }
    if (value.greaterThan(left.taxableValue)) {
      errors.push(
        `Invoice line ${index}: crediting ${fmt(value)} is more than the ${left.taxableValue} the invoice still has`,
      );
    }
    total = total.plus(value);
  }
  if (errors.length === 0 && total.isZero()) errors.push('A credit note must credit some value');
  return errors;
}

// ---- What an invoice still owes ------------------------------------------------------------

export const PAYMENT_STATUSES = ['unpaid', 'partly-paid', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type InvoiceBalanceInput = {
  total: MoneyInput;
  /** Σ grand totals of its (not cancelled) credit notes. */
  credited?: MoneyInput;
  /** Σ grand totals of its (not cancelled) debit notes. */
  debited?: MoneyInput;
  /** Σ receipts and advances allocated to it. */
  allocated?: MoneyInput;
  dueDate: DateInput;
};

/**
 * total + debit notes − credit notes − allocations, and its status on `today`: paid when nothing
 * is left (a fully credited invoice is paid too), overdue when something is left after the due
 * date, partly paid when something was allocated, else unpaid.
 */
export function invoiceBalance(
  input: InvoiceBalanceInput,
  today: DateInput,
): { balance: string; status: PaymentStatus } {
  const owed = money(input.total)
    .plus(money(input.debited ?? 0))
    .minus(money(input.credited ?? 0));
  const allocated = money(input.allocated ?? 0);
  const balance = owed.minus(allocated);
  if (balance.lessThanOrEqualTo(0)) return { balance: fmt(ZERO), status: 'paid' };
  if (calendarDateIN(today) > calendarDateIN(input.dueDate)) {
    return { balance: fmt(balance), status: 'overdue' };
  }
  return { balance: fmt(balance), status: allocated.isZero() ? 'unpaid' : 'partly-paid' };
}

/** Refusals of a receipt's allocations: more than the receipt, more than an invoice's balance. */
export function allocationErrors(
  amount: MoneyInput,
  allocations: readonly { invoiceNumber: string; amount: MoneyInput; balance: MoneyInput }[],
): string[] {
  const errors: string[] = [];
  let sum = ZERO;
  for (const a of allocations) {
    const value = money(a.amount);
    if (!value.greaterThan(0)) {
      errors.push(`Allocation to ${a.invoiceNumber} must be more than 0`);
      continue;
    }
    if (value.greaterThan(money(a.balance))) {
      errors.push(
        `Allocation of ${fmt(value)} to ${a.invoiceNumber} is more than its balance of ${fmt(money(a.balance))}`,
      );
    }
    sum = sum.plus(value);
  }
  if (sum.greaterThan(money(amount))) {
    errors.push(`The allocations (${fmt(sum)}) are more than the receipt (${fmt(money(amount))})`);
  }
  return errors;
}

// ---- Aging -----------------------------------------------------------------------------------

export const AGING_BUCKETS = [
  { key: 'current', label: 'Not due' },
  { key: 'd0_30', label: '0–30 days' },
  { key: 'd31_60', label: '31–60 days' },
  { key: 'd61_90', label: '61–90 days' },
  { key: 'd90plus', label: 'Over 90 days' },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];

/** Whole days from `from` to `to` (calendar dates in India); negative when `to` is earlier. */
export function daysBetween(from: DateInput, to: DateInput): number {
  const a = Date.parse(`${calendarDateIN(from)}T00:00:00Z`);
  const b = Date.parse(`${calendarDateIN(to)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** The bucket of an amount due on `dueDate`, on `today`: days past due 0–30, 31–60, 61–90, 90+. */
export function agingBucket(dueDate: DateInput, today: DateInput): AgingBucket {
  const late = daysBetween(dueDate, today);
  if (late < 0) return 'current';
  if (late <= 30) return 'd0_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'd90plus';
}

export type AgingRow = Record<AgingBucket, string> & { total: string };

/** Open balances summed into the aging buckets, with their total. */
export function agingOf(
  open: readonly { balance: MoneyInput; dueDate: DateInput }[],
  today: DateInput,
): AgingRow {
  const sums = new Map<AgingBucket, Decimal>(AGING_BUCKETS.map((b) => [b.key, ZERO]));
  let total = ZERO;
  for (const row of open) {
    const value = money(row.balance);
    const bucket = agingBucket(row.dueDate, today);
    sums.set(bucket, (sums.get(bucket) ?? ZERO).plus(value));
    total = total.plus(value);
  }
  const out = Object.fromEntries(
    AGING_BUCKETS.map((b) => [b.key, fmt(sums.get(b.key) ?? ZERO)]),
  ) as Record<AgingBucket, string>;
  return { ...out, total: fmt(total) };
}

// ---- Customer statement ----------------------------------------------------------------------

export type StatementEntryKind = 'invoice' | 'credit-note' | 'debit-note' | 'receipt' | 'refund';

export type StatementEntry = {
  date: CalendarDate;
  kind: StatementEntryKind;
  number: string;
  /** Positive amount as on the document. */
  amount: MoneyInput;
};

export type StatementLine = {
  date: CalendarDate;
  kind: StatementEntryKind;
  number: string;
  debit: string;
  credit: string;
  balance: string;
};

/**
 * Invoices and debit notes raise what a customer owes; credit notes and receipts lower it; a
 * refund (money paid back out of the customer's advance, issue 29) raises it back towards zero.
 */
const RAISES: Record<StatementEntryKind, boolean> = {
  invoice: true,
  'debit-note': true,
  'credit-note': false,
  receipt: false,
  refund: true,
};

/**
 * A statement for [from, to]: the opening balance is every entry before `from`, then each entry
 * in the range in date order (invoices, notes, receipts, then refunds on one day) with a running
 * balance, and the closing balance. A negative balance is an advance the customer holds.
 */
export function customerStatement(
  entries: readonly StatementEntry[],
  from: CalendarDate,
  to: CalendarDate,
): { opening: string; lines: StatementLine[]; closing: string } {
  const order: StatementEntryKind[] = ['invoice', 'debit-note', 'credit-note', 'receipt', 'refund'];
  const signed = (e: StatementEntry) => (RAISES[e.kind] ? money(e.amount) : money(e.amount).neg());
  let balance = entries.filter((e) => e.date < from).reduce((acc, e) => acc.plus(signed(e)), ZERO);
  const opening = fmt(balance);
  const lines = entries
    .filter((e) => e.date >= from && e.date <= to)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        order.indexOf(a.kind) - order.indexOf(b.kind) ||
        a.number.localeCompare(b.number, 'en', { numeric: true }),
    )
    .map((e) => {
      balance = balance.plus(signed(e));
      const amount = fmt(money(e.amount));
      return {
        date: e.date,
        kind: e.kind,
        number: e.number,
        debit: RAISES[e.kind] ? amount : '0.00',
        credit: RAISES[e.kind] ? '0.00' : amount,
        balance: fmt(balance),
      };
    });
  return { opening, lines, closing: fmt(balance) };
}
