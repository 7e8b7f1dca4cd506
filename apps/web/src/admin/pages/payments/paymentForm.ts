/**
 * The receipt drawer's pure logic (issue 16): payment modes, the form values, oldest-first
 * auto-allocation, the advance left over and the checks the server makes, with its messages (the
 * receipt drawers' contracts in @gst/domain/contracts, built on the server's receipt contract).
 * Amounts are 2-decimal strings summed with MoneyDecimal, never as floats.
 */
import { schemaResolver, type FormErrors } from '@mantine/form';
import { MoneyDecimal, financialYearOf, formatINR, todayIN } from '@gst/domain';
import {
  allocationsFormSchema,
  allocationsToSend,
  paymentFormSchema,
  settledAmount,
  typedAmount,
  TDS_SECTIONS,
  type TTdsSection,
} from '@gst/domain/contracts';
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
  /** The invoice's total and taxable value, for the TDS suggestion's base (issue 33). */
  total?: string;
  taxableAmount?: string;
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
  /** Income-tax TDS the customer deducted (issue 33): '' for none. */
  tdsSection: TTdsSection | '';
  tdsRate: string;
  tdsAmount: string;
  /** The shop's bank account a receipt not in cash went into (issue 33); null for cash. */
  bankAccountId: string | null;
};

/** The TDS section choices of the receipt drawer. */
export const TDS_SECTION_OPTIONS = TDS_SECTIONS.map((value) => ({
  value,
  label: value === 'other' ? 'Other section' : `Section ${value}`,
}));

/** What the receipt settles: the money received + the TDS deducted. */
export const receiptSettles = (values: Pick<PaymentFormValues, 'amount' | 'tdsAmount'>) =>
  settledAmount(values.amount, values.tdsAmount);

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
    tdsSection: '',
    tdsRate: '',
    tdsAmount: '',
    bankAccountId: null,
  };
}

const ZERO = new MoneyDecimal(0);

/** A typed amount: blank is 0; null when it is not rupees and at most 2 decimals of paise. */
export const moneyOf = typedAmount;

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
      total: row.total,
      taxableAmount: row.taxableAmount,
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
export function allocationFormErrors(available: string, lines: readonly AllocationLine[]) {
  return schemaResolver(allocationsFormSchema(available), { sync: true })({ allocations: lines });
}

/** The apply-advance drawer's check: allocations within what is left, at least one of them. */
export function applyAdvanceErrors(available: string, lines: readonly AllocationLine[]) {
  const schema = allocationsFormSchema(available, { atLeastOne: true });
  return schemaResolver(schema, { sync: true })({ allocations: lines });
}

/**
 * `errors` with the allocation errors worked out afresh for `lines` (the other fields' errors
 * kept), so a line's message shows while it is typed and goes once it is put right.
 */
export function withAllocationErrors<E>(
  errors: Record<string, E>,
  available: string,
  lines: readonly AllocationLine[],
): Record<string, E | FormErrors[string]> {
  const others = Object.entries(errors).filter(([key]) => !key.startsWith('allocations'));
  return { ...Object.fromEntries(others), ...allocationFormErrors(available, lines) };
}

/** What the server checks of a receipt, with its messages, keyed by field (on `today`). */
export function paymentErrors(values: PaymentFormValues, today: string = todayIN()): FormErrors {
  return schemaResolver(paymentFormSchema(today), { sync: true })(values);
}

/**
 * What a receipt pays, for its confirmation (issue 29: a part payment was announced as
 * '1 invoice paid'): 'INV/26-27/0224 paid in full', '₹10,000.00 towards INV/26-27/0224;
 * ₹5,000.50 of it stays due', or for several '2 invoices paid in full and 1 in part'.
 */
export function allocationSummary(lines: readonly AllocationLine[]): string {
  const used = lines.filter((l) => (moneyOf(l.amount) ?? ZERO).greaterThan(0));
  const dueAfter = (l: AllocationLine) => new MoneyDecimal(l.balance).minus(moneyOf(l.amount) ?? 0);
  const full = used.filter((l) => !dueAfter(l).greaterThan(0));
  const [only] = used;
  if (!only) return 'No invoice is paid from it';
  if (used.length === 1) {
    return full.length
      ? `${only.invoiceNumber} paid in full`
      : `${formatINR(moneyOf(only.amount) ?? ZERO)} towards ${only.invoiceNumber}; ${formatINR(dueAfter(only))} of it stays due`;
  }
  const part = used.length - full.length;
  const invoices = (n: number) => `${n} invoice${n === 1 ? '' : 's'}`;
  if (!part) return `${invoices(full.length)} paid in full`;
  if (!full.length) return `${invoices(part)} paid in part`;
  return `${invoices(full.length)} paid in full and ${part} in part`;
}

/** The allocations to send: lines with an amount more than 0, as 2-decimal strings. */
export const toAllocations = allocationsToSend;

export function toPaymentInput(values: PaymentFormValues): PaymentCreateInput {
  return {
    customerId: values.customerId,
    paymentDate: values.paymentDate || undefined,
    amount: (moneyOf(values.amount) ?? ZERO).toFixed(2),
    mode: values.mode || 'cash',
    bankAccountId: (values.mode || 'cash') === 'cash' ? null : values.bankAccountId,
    reference: values.reference.trim(),
    remarks: values.remarks.trim(),
    allocations: toAllocations(values.allocations),
    ...tdsInput(values),
  };
}

/** The TDS fields to send: none when nothing was deducted. */
function tdsInput(values: PaymentFormValues) {
  const tds = moneyOf(values.tdsAmount) ?? ZERO;
  if (!tds.greaterThan(0) || values.tdsSection === '') return {};
  const rate = values.tdsRate.trim();
  return { tdsSection: values.tdsSection, tdsRate: rate === '' ? null : rate, tdsAmount: tds.toFixed(2) }; // prettier-ignore
}

/** A statement's default range: 1 April of the current financial year (India) to today. */
export function statementRange(today: string = todayIN()): { from: string; to: string } {
  return { from: financialYearOf(today).start, to: today };
}
