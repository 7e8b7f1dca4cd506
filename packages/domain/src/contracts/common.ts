import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type PageSize } from '../constants';
import { MoneyDecimal } from '../money';

export * from './dates';

/**
 * A value a caller sent, quoted for an error message: JSON, at most `max` characters (then "…"),
 * so a 2 MB query value is named, not echoed back whole.
 */
export function quoted(value: unknown, max = 40): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Unknown keys for an error message: the first five quoted, then how many more. */
export function namedKeys(keys: readonly string[]): string {
  const named = keys
    .slice(0, 5)
    .map((key) => quoted(key))
    .join(', ');
  return keys.length > 5 ? `${named} and ${keys.length - 5} more` : named;
}

/**
 * One zod issue as a person reads it: unknown keys named by `namedKeys` (zod lists them all, and
 * a string spread into an object has one key per character), any message at most 300 characters.
 */
export function issueText(issue: z.core.$ZodIssue): string {
  const text =
    issue.code === 'unrecognized_keys'
      ? `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${namedKeys(issue.keys)}`
      : issue.message.length > 300
        ? `${issue.message.slice(0, 299)}…`
        : issue.message;
  return issue.path.length ? `${issue.path.join('.')}: ${text}` : text;
}

export const ZId = z.uuid('Invalid id');
export type TId = z.infer<typeof ZId>;

/** Integers also arrive as query-string text through the REST adapter. */
const ZIntLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'Expected a whole number')
    .transform(Number),
]);

/**
 * A list's sort over `fields`, the columns it really sorts by: an unknown field or direction is a
 * 400 naming it, never silently ignored (issue 19).
 */
export function sortInput<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.strictObject({
    field: z.enum(fields, {
      error: (issue) =>
        `Cannot sort by ${quoted(issue.input)}; sort by one of ${fields.join(', ')}`,
    }),
    dir: z.enum(['asc', 'desc'], {
      error: (issue) => `Sort direction ${quoted(issue.input)} must be asc or desc`,
    }),
  });
}

/**
 * Page, page size and search of a server-paged list. Strict: an unknown key is a 400 naming it.
 * No sort: a list that sorts adds `sort: sortInput([...its columns]).optional()`; a list without
 * one (quotes, notes, receipts: fixed order) refuses a sort instead of ignoring it.
 */
export const ZPageInput = z.strictObject({
  page: ZIntLike.pipe(z.number().int().min(1)).default(1),
  pageSize: ZIntLike.pipe(
    z
      .number()
      .refine(
        (n): n is PageSize => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n),
        `Page size must be one of ${PAGE_SIZE_OPTIONS.join(', ')}`,
      ),
  ).default(DEFAULT_PAGE_SIZE),
  // A blank search box means "no search", not "match the empty string".
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
});
export type TPageInput = z.infer<typeof ZPageInput>;

const EMAIL_MESSAGE = 'Enter a valid email address';

export const ZEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));
export type TEmail = z.infer<typeof ZEmail>;

/** Not trimmed: spaces are legitimate password characters. */
export const ZPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password must be at most 200 characters');
export type TPassword = z.infer<typeof ZPassword>;

const PHONE_MESSAGE = 'Enter a valid 10-digit phone number';

/**
 * Indian phone number, stored as its 10 digits so lookups by phone (public quote status) match
 * however it was typed: '+91 98765 43210', '919876543210', '09876543210' all become '9876543210'.
 */
export const ZPhone = z.string({ error: PHONE_MESSAGE }).transform((value, ctx) => {
  const compact = value.trim().replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91|0)?([1-9]\d{9})$/.exec(compact);
  if (!match?.[1]) {
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return z.NEVER;
  }
  return match[1];
});
export type TPhone = z.infer<typeof ZPhone>;

const MONEY_MESSAGE = 'Enter a valid amount';
const MONEY_MAX = new MoneyDecimal('999999999999.99');

/** The canonical 2-decimal string, or undefined when the value is not an acceptable amount. */
function canonicalMoney(value: number | string): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  // Strings must be plain digits: no sign, exponent or grouping commas. Trailing zeros are fine
  // ('12.500' from an unscaled numeric column); the decimal-places check below ignores them.
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const amount = new MoneyDecimal(typeof value === 'string' ? value.trim() : value);
  if (amount.isNegative() && !amount.isZero()) return undefined;
  if (amount.decimalPlaces() > 2 || amount.greaterThan(MONEY_MAX)) return undefined;
  return amount.abs().toFixed(2); // abs turns -0 into 0
}

/**
 * Non-negative amount with at most 2 decimals, output as a 2-decimal string (the form Postgres
 * numeric round-trips without float error). Accepts numbers from forms and strings from the DB.
 */
export const ZMoney = z
  .union([z.number(), z.string()], { error: MONEY_MESSAGE })
  .transform((value, ctx) => {
    const amount = canonicalMoney(value);
    if (amount === undefined) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGE });
      return z.NEVER;
    }
    return amount;
  });
export type TMoney = z.infer<typeof ZMoney>;
