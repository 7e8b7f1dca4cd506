/**
 * The receipt drawer's pure logic (issue 16): payment modes, the form values, oldest-first
 * auto-allocation, the advance left over and the checks the server makes, with its messages.
 * Amounts are 2-decimal strings summed with MoneyDecimal, never as floats.
 */
import { MoneyDecimal, allocationErrors, financialYearOf, todayIN } from '@gst/domain';
import type { OpenInvoice, PaymentCreateInput, PaymentMode } from './types';

export const PAYMENT_MODE_LABELS = {
  cash: 'Cash',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
} as const satisfies Record<PaymentMode, string>;

export const PAYMENT_MODE_OPTIONS = (Object.keys(PAYMENT_MODE_LABELS) as PaymentMode[]).map(
  (value) => ({ value, label: PAYMENT_MODE_LABELS[value] }),
);

export function modeLabel(mode: string): string {
  return (PAYMENT_MODE_LABELS as Record<string, string>)[mode] ?? mode;
}

/** One open invoice of the customer and what this receipt allocates to it ('' for nothing). */
export type AllocationLine = {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  balance: string;
  amount: string;
};

export type PaymentFormValues = {
  customerId: string;
  customerLabel: string;
  paymentDate: string;
  amount: string;
  mode: PaymentMode | '';
  reference: string;
  remarks: string;
  allocations: AllocationLine[];
};

export function newPaymentValues(today: string = todayIN()): PaymentFormValues {
  return {
    customerId: '',
    customerLabel: '',
    paymentDate: today,
    amount: '',
    mode: 'cash',
    reference: '',
    remarks: '',
    allocations: [],
  };
}

const ZERO = new MoneyDecimal(0);
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A typed amount: blank is 0; null when it is not rupees and at most 2 decimals of paise. */
export function moneyOf(text: string | number): MoneyDecimal | null {
  const value = String(text).trim();
  if (value === '') return ZERO;
  return PLAIN_AMOUNT.test(value) ? new MoneyDecimal(value) : null;
}

/** The customer's open invoices as allocation lines, oldest first, nothing allocated yet. */
export function allocationLines(open: readonly OpenInvoice[]): AllocationLine[] {
  return open
    .filter((row) => new MoneyDecimal(row.balance).greaterThan(0))
    .map((row) => ({
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      balance: row.balance,
      amount: '',
    }));
}

/** Σ of the allocations typed so far (lines that are not amounts count as 0). */
export function allocatedTotal(lines: readonly Pick<AllocationLine, 'amount'>[]): MoneyDecimal {
  return lines.reduce((sum, line) => sum.plus(moneyOf(line.amount) ?? ZERO), ZERO);
}

/** What stays with the customer as an advance: amount − Σ allocations (negative: too much). */
export function remainingAdvance(
  amount: string,
  lines: readonly Pick<AllocationLine, 'amount'>[],
): string {
  return (moneyOf(amount) ?? ZERO).minus(allocatedTotal(lines)).toFixed(2);
}

/**
 * Spreads `amount` over the invoices oldest first (invoice date, then due date): each takes its
 * whole balance while the money lasts, the next takes the rest, later ones nothing ('').
 */
export function autoAllocate<L extends AllocationLine>(amount: string, lines: readonly L[]): L[] {
  let left = moneyOf(amount) ?? ZERO;
  const order = lines
    .map((line, index) => ({ line, index }))
    .sort(
      (a, b) =>
        a.line.invoiceDate.localeCompare(b.line.invoiceDate) ||
        a.line.dueDate.localeCompare(b.line.dueDate) ||
        a.index - b.index,
    );
  const amounts = new Map<number, string>();
  for (const { line, index } of order) {
    const take = MoneyDecimal.min(left, MoneyDecimal.max(ZERO, line.balance));
    amounts.set(index, take.greaterThan(0) ? take.toFixed(2) : '');
    left = left.minus(take);
  }
  return lines.map((line, index) => ({ ...line, amount: amounts.get(index) ?? '' }));
}

/**
 * The server's refusals of allocations, keyed for the form: `allocations.{i}.amount` under a
 * line (more than its balance, not an amount) and `allocations` for Σ more than `available`.
 */
export function allocationFormErrors(
  available: string,
  lines: readonly AllocationLine[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const chosen: { invoiceNumber: string; amount: string; balance: string }[] = [];
  lines.forEach((line, i) => {
    const value = moneyOf(line.amount);
    if (value === null) {
      errors[`allocations.${i}.amount`] = 'Enter an amount in rupees with at most 2 decimals';
      return;
    }
    if (value.isZero()) return;
    const entry = { invoiceNumber: line.invoiceNumber, amount: line.amount, balance: line.balance };
    const [problem] = allocationErrors(line.balance, [entry]);
    if (problem && !problem.startsWith('The allocations')) {
      errors[`allocations.${i}.amount`] = problem;
    }
    chosen.push(entry);
  });
  const total = allocationErrors(moneyOf(available) ?? ZERO, chosen).find((e) =>
    e.startsWith('The allocations'),
  );
  if (total) errors.allocations = total;
  return errors;
}

/**
 * `errors` with the allocation errors worked out afresh for `lines` (the other fields' errors
 * kept), so a line's message shows while it is typed and goes once it is put right.
 */
export function withAllocationErrors<E>(
  errors: Record<string, E>,
  available: string,
  lines: readonly AllocationLine[],
): Record<string, E | string> {
  const others = Object.entries(errors).filter(([key]) => !key.startsWith('allocations'));
  return { ...Object.fromEntries(others), ...allocationFormErrors(available, lines) };
}

/** What the server checks of a receipt, with its messages, keyed by field. */
export function paymentErrors(
  values: PaymentFormValues,
  today: string = todayIN(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.customerId) errors.customerId = 'Choose the customer who paid';
  if (!values.paymentDate) errors.paymentDate = 'Payment date is required';
  else if (values.paymentDate > today)
    errors.paymentDate = `Payment date ${values.paymentDate} is after today (India)`;
  const amount = moneyOf(values.amount);
  if (amount === null || !amount.greaterThan(0)) errors.amount = 'Amount must be more than 0';
  if (!values.mode) errors.mode = 'Choose how the customer paid';
  if (values.reference.trim().length > 100) errors.reference = 'At most 100 characters';
  if (values.remarks.trim().length > 1000) errors.remarks = 'At most 1000 characters';
  return { ...errors, ...allocationFormErrors(values.amount, values.allocations) };
}

/** The allocations to send: lines with an amount more than 0, as 2-decimal strings. */
export function toAllocations(lines: readonly AllocationLine[]) {
  return lines.flatMap((line) => {
    const value = moneyOf(line.amount);
    return value && value.greaterThan(0)
      ? [{ invoiceId: line.invoiceId, amount: value.toFixed(2) }]
      : [];
  });
}

export function toPaymentInput(values: PaymentFormValues): PaymentCreateInput {
  return {
    customerId: values.customerId,
    paymentDate: values.paymentDate || undefined,
    amount: (moneyOf(values.amount) ?? ZERO).toFixed(2),
    mode: values.mode || 'cash',
    reference: values.reference.trim(),
    remarks: values.remarks.trim(),
    allocations: toAllocations(values.allocations),
  };
}

/** A statement's default range: 1 April of the current financial year (India) to today. */
export function statementRange(today: string = todayIN()): { from: string; to: string } {
  return { from: financialYearOf(today).start, to: today };
}
