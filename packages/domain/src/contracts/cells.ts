import { z } from 'zod';
import { MoneyDecimal } from '../money';

/**
 * Cell contracts shared by forms, the REST API and Excel imports. A spreadsheet cell arrives as
 * text, a number or nothing (a phone number or HSN code typed into Excel is a number), so text
 * fields accept numbers and blanks, and numeric fields accept numbers and numeric text.
 */

type Cell = string | number | boolean | null | undefined;
// Optional so an absent key (a column the sheet does not have) reaches the transform as undefined.
const ZCell = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

/**
 * Undoes an export's formula guard on a cell read back in: text starting with = + - @ (or a tab
 * or CR) is written as `'…` so a spreadsheet never runs it (@gst/documents neutraliseFormula),
 * and reads back unchanged.
 */
export function restoreNeutralised(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** Blank for null/undefined; an exported `'=…` cell (see neutraliseFormula) reads back as `=…`. */
function cellToText(value: Cell): string {
  if (value === null || value === undefined) return '';
  return restoreNeutralised(String(value).trim());
}

/** Optional text: blank becomes ''. */
export const textCell = (max: number) =>
  ZCell.transform(cellToText).pipe(z.string().max(max, `At most ${max} characters`));

/** Required text: blank is refused with '{label} is required'. */
export const requiredTextCell = (label: string, max: number) =>
  ZCell.transform(cellToText).pipe(
    z.string().min(1, `${label} is required`).max(max, `At most ${max} characters`),
  );

type DecimalOptions = { label: string; max: number; scale: number };

function parseDecimal(value: Cell, { label, max, scale }: DecimalOptions, ctx: z.RefinementCtx) {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) text = 'x';
    else text = String(value);
  } else {
    // '₹1,25,000.50' as typed into a sheet: grouping commas, spaces and the rupee sign go.
    text = cellToText(value).replace(/[₹,\s]/g, '');
  }
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\d+(\.\d+)?e[+-]?\d+$/i.test(text)) {
    ctx.addIssue({ code: 'custom', message: `${label} must be a number (0 or more)` });
    return z.NEVER;
  }
  const amount = new MoneyDecimal(text);
  if (amount.greaterThan(max)) {
    ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max}` });
    return z.NEVER;
  }
  // Excel floats (540.0000000001) round to the column's scale rather than failing.
  return amount.toDecimalPlaces(scale).toFixed(scale);
}

/** True for a cell with nothing in it: null, undefined, or blank text. */
export function isBlankCell(value: Cell): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/** A non-negative decimal as a canonical string; blank becomes `fallback`. */
export const decimalCell = (options: DecimalOptions & { fallback: string }) =>
  ZCell.transform((value, ctx) =>
    isBlankCell(value) ? options.fallback : parseDecimal(value, options, ctx),
  );

/** A non-negative decimal as a canonical string; blank becomes null. */
export const nullableDecimalCell = (options: DecimalOptions) =>
  ZCell.transform((value, ctx) => (isBlankCell(value) ? null : parseDecimal(value, options, ctx)));

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A yes/no cell: a boolean (forms, REST), or Yes/No, Y/N, true/false, 1/0 (Excel); blank is No. */
export const ZYesNoCell = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    const text = value === null || value === undefined ? '' : String(value).trim().toLowerCase();
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    ctx.addIssue({ code: 'custom', message: 'Use Yes or No' });
    return z.NEVER;
  });

/** The field names of an object contract, in its order: Excel columns and REST allow-lists. */
export function fieldsOf<S extends { shape: object }>(schema: S): (keyof S['shape'] & string)[] {
  return Object.keys(schema.shape) as (keyof S['shape'] & string)[];
}
