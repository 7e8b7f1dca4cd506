import { z } from 'zod';
import { MoneyDecimal } from '../money';

/**
 * What the billing drawers' inputs hold before they are sent: a number box gives a number, or
 * text ('' while empty); a picker gives '' until something is chosen. The drawers' contracts
 * (invoice-form.ts, note-form.ts, payment-form.ts) check these values in the drawers' words and
 * then with the API contract's own fields (`alsoPasses`), so a drawer refuses what the server
 * would, with the server's message, under the field.
 */
export const ZFormNumber = z.union([z.number(), z.string()]);
export type TFormNumber = z.infer<typeof ZFormNumber>;

function formText(value: TFormNumber | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? '0' : text;
}

/** A number box's value as a number: '' and anything that is not a number count as 0. */
export function formNumber(value: TFormNumber | null | undefined): number {
  const n = Number(formText(value));
  return Number.isFinite(n) ? n : 0;
}

/** A number box's value as an exact amount: '' and anything that is not a number count as 0. */
export function formAmount(value: TFormNumber | null | undefined): MoneyDecimal {
  try {
    return new MoneyDecimal(formText(value));
  } catch {
    return new MoneyDecimal(0);
  }
}

/** A blank number box reads as 0 to the API contract's field. */
export const blankAsZero = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? 0 : value;

/** What `contract` refuses of `value`, with the contract's messages ([] when it passes). */
export function refusals(contract: z.ZodType, value: unknown): string[] {
  const result = contract.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * A refinement adding what `contract` refuses of the value (`prepare`d as the drawer sends it),
 * with the contract's messages. The value itself is left as it is (the drawer converts it when
 * it sends), and the refusal does not stop the form's rules across fields from running.
 */
export function alsoPasses<T>(contract: z.ZodType, prepare: (value: T) => unknown = (v) => v) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const message of refusals(contract, prepare(value)))
      ctx.addIssue({ code: 'custom', message });
  };
}

/** A blank date box is no date; any other value must pass `date` (a contract's date field). */
export const blankOrDate = (date: z.ZodType) =>
  z.string().superRefine(alsoPasses(date, (value: string) => (value === '' ? undefined : value)));

/** A choice that must be made: '' (nothing chosen) is refused with `message`. */
export const chosen = (message: string) => z.string().min(1, message);
