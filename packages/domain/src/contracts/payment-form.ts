import { z } from 'zod';
import { allocationErrors } from '../ledger';
import { MoneyDecimal } from '../money';
import { alsoPasses, chosen, refusals } from './form-values';
import {
  PAYMENT_REFERENCE_MAX,
  PAYMENT_REMARKS_MAX,
  tdsFieldErrors,
  ZAllocateInput,
  ZPaymentInput,
} from './payments';

/**
 * The receipt drawer's and the apply-advance drawer's checks before they send (issue 16): the
 * server's rules and messages in the drawers' words, then the receipt contract's own fields.
 */

const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** A typed amount: blank is 0; null when it is not rupees and at most 2 decimals of paise. */
export function typedAmount(text: string | number): MoneyDecimal | null {
  const value = String(text).trim();
  if (value === '') return new MoneyDecimal(0);
  return PLAIN_AMOUNT.test(value) ? new MoneyDecimal(value) : null;
}

/** One open invoice of the customer and what is allocated to it ('' for nothing). */
export type TAllocationLineForm = {
  invoiceId: string;
  invoiceNumber: string;
  balance: string;
  amount: string;
};

/** The allocations to send: lines with an amount more than 0, as 2-decimal strings. */
export function allocationsToSend(
  lines: readonly Omit<TAllocationLineForm, 'invoiceNumber' | 'balance'>[],
) {
  return lines.flatMap((line) => {
    const value = typedAmount(line.amount);
    return value && value.greaterThan(0)
      ? [{ invoiceId: line.invoiceId, amount: value.toFixed(2) }]
      : [];
  });
}

type Issue = { path: (string | number)[]; message: string };

/**
 * The server's refusals of allocations against `available` (the receipt, or what is left of
 * it): under a line (not an amount, more than its balance), or on the list (Σ more than
 * `available`).
 */
function allocationIssues(available: string, lines: readonly TAllocationLineForm[]): Issue[] {
  const issues: Issue[] = [];
  const chosenLines: { invoiceNumber: string; amount: string; balance: string }[] = [];
  lines.forEach((line, i) => {
    const value = typedAmount(line.amount);
    if (value === null) {
      issues.push({ path: [i, 'amount'], message: 'Enter an amount in rupees with at most 2 decimals' }); // prettier-ignore
      return;
    }
    if (value.isZero()) return;
    const entry = { invoiceNumber: line.invoiceNumber, amount: line.amount, balance: line.balance };
    const [problem] = allocationErrors(line.balance, [entry]);
    if (problem && !problem.startsWith('The allocations'))
      issues.push({ path: [i, 'amount'], message: problem });
    chosenLines.push(entry);
  });
  const total = allocationErrors(typedAmount(available) ?? 0, chosenLines).find((e) =>
    e.startsWith('The allocations'),
  );
  if (total) issues.push({ path: [], message: total });
  return issues;
}

const ZAllocationLineForm = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  balance: z.string(),
  amount: z.string(),
});

/**
 * The allocation lines (`{allocations}`) checked against `available`: what the receipt (or what is
 * left of it) can pay; `atLeastOne`: something must be allocated.
 */
export function allocationsFormSchema(available: string, options: { atLeastOne?: boolean } = {}) {
  const lines = z.array(ZAllocationLineForm).superRefine((list, ctx) => {
    const issues = allocationIssues(available, list);
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
    if (issues.length === 0 && options.atLeastOne) {
      const allocations = ZAllocateInput.shape.allocations;
      for (const message of refusals(allocations, allocationsToSend(list)))
        ctx.addIssue({ code: 'custom', message });
    }
  });
  return z.object({ allocations: lines });
}

const atMost = (max: number) =>
  z.string().refine((text) => text.trim().length <= max, `At most ${max} characters`);

/** What a receipt settles (issue 33): the money received + the TDS the customer deducted. */
export function settledAmount(amount: string, tdsAmount: string): string {
  return (typedAmount(amount) ?? new MoneyDecimal(0)).plus(typedAmount(tdsAmount) ?? 0).toFixed(2);
}

/**
 * What the suggested TDS is a rate of (issue 33). Against invoices already billed, the value
 * without GST: CBDT Circular 23/2017 (TDS under Chapter XVII-B is on the amount excluding GST
 * where the invoice shows GST separately) and Circular 13/2021 para 4.15 (s.194Q: on the amount
 * credited, without GST). Each allocated amount counts at its invoice's taxable share
 * (taxable value ÷ total). An advance (nothing allocated) is tax deducted on payment, where the
 * GST in it cannot be told apart: the whole amount received. A line whose invoice figures are
 * unknown counts whole.
 */
export function tdsBase(
  allocations: readonly { amount: string; total?: string; taxableAmount?: string }[],
  received: string,
): string {
  let allocated = new MoneyDecimal(0);
  let base = new MoneyDecimal(0);
  for (const line of allocations) {
    const amount = typedAmount(line.amount);
    if (!amount || amount.isZero()) continue;
    allocated = allocated.plus(amount);
    const total = typedAmount(line.total ?? '');
    const taxable = typedAmount(line.taxableAmount ?? '');
    base = base.plus(
      total && taxable && total.greaterThan(0) ? amount.times(taxable).dividedBy(total) : amount,
    );
  }
  if (allocated.greaterThan(0)) return base.toFixed(2);
  return (typedAmount(received) ?? new MoneyDecimal(0)).toFixed(2);
}

/** The suggested TDS: rate % × its base (`tdsBase`), rounded to the paisa ('' when not computable). */
export function suggestedTds(rate: string, settles: string): string {
  const value = typedAmount(settles);
  if (!value || rate.trim() === '' || Number.isNaN(Number(rate))) return '';
  return value.times(rate.trim()).dividedBy(100).toFixed(2);
}

/** The TDS fields' checks, as the server makes them (issue 33). */
function tdsIssues(values: { tdsSection: string; tdsRate: string; tdsAmount: string }): Issue[] {
  const issues: Issue[] = [];
  const amount = typedAmount(values.tdsAmount);
  if (amount === null)
    issues.push({ path: ['tdsAmount'], message: 'Enter an amount in rupees with at most 2 decimals' }); // prettier-ignore
  const rate = values.tdsRate.trim();
  const tdsRate = ZPaymentInput.shape.tdsRate;
  if (rate !== '' && !tdsRate.safeParse(rate).success)
    issues.push({ path: ['tdsRate'], message: 'TDS rate must be a percent from 0 to 30 with at most 3 decimals' }); // prettier-ignore
  if (amount !== null) {
    const form16aNumber = '';
    const tds = {
      tdsSection: values.tdsSection,
      tdsRate: rate === '' ? null : rate,
      form16aNumber,
    };
    for (const message of tdsFieldErrors({ ...tds, tdsAmount: amount.toFixed(2) })) {
      const field = message.startsWith('Choose') ? 'tdsSection' : 'tdsAmount';
      issues.push({ path: [field], message });
    }
  }
  return issues;
}

/** A receipt on `today` (India): who paid, when, how much and how, and its allocations. */
export function paymentFormSchema(today: string) {
  return z
    .object({
      customerId: chosen('Choose the customer who paid'),
      paymentDate: chosen('Payment date is required').superRefine((date, ctx) => {
        if (date === '') return;
        if (date > today)
          ctx.addIssue({ code: 'custom', message: `Payment date ${date} is after today (India)` });
        else alsoPasses(ZPaymentInput.shape.paymentDate)(date, ctx);
      }),
      amount: z
        .string()
        .refine((text) => typedAmount(text)?.greaterThan(0) ?? false, 'Amount must be more than 0')
        .superRefine(
          alsoPasses(ZPaymentInput.shape.amount, (text) => typedAmount(text)?.toFixed(2)),
        ),
      mode: chosen('Choose how the customer paid').superRefine(
        alsoPasses(ZPaymentInput.shape.mode),
      ),
      reference: atMost(PAYMENT_REFERENCE_MAX),
      remarks: atMost(PAYMENT_REMARKS_MAX),
      allocations: z.array(ZAllocationLineForm),
      // Income-tax TDS the customer deducted (issue 33): '' for none.
      tdsSection: z.string().default(''),
      tdsRate: z.string().default(''),
      tdsAmount: z.string().default(''),
    })
    .superRefine((values, ctx) => {
      for (const issue of tdsIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
      // The allocations may total what the receipt settles: cash + TDS (issue 33).
      const settles = settledAmount(values.amount, values.tdsAmount);
      for (const issue of allocationIssues(settles, values.allocations))
        ctx.addIssue({ code: 'custom', ...issue, path: ['allocations', ...issue.path] });
    });
}
