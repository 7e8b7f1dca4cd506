import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TSyncFilters } from '@gst/domain/contracts';

/** What ILIKE matches a text anywhere by: `%text%`, the text's own `\`, `%` and `_` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A list's search box: rows where any of the columns contains the text (case-insensitive), or no
 * condition when there is no text.
 */
export function matchingAny(
  search: string | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list's order: the sort column either way, then the id so that pages never overlap. */
export function sortedBy(column: AnyColumn, dir: 'asc' | 'desc' | undefined, id: AnyColumn) {
  return [dir === 'asc' ? asc(column) : desc(column), asc(id)];
}

/**
 * A synced list's filters (SYNC_FILTERS, issue 29 item 11): `from`/`to` on the document date, both
 * inclusive, and `updatedSince` on updated_at (at or after it).
 */
export function syncConditions(
  input: TSyncFilters,
  columns: { date: AnyColumn | SQL; updatedAt: AnyColumn },
): SQL[] {
  const conditions: SQL[] = [];
  if (input.from) conditions.push(sql`${columns.date} >= ${input.from}`);
  if (input.to) conditions.push(sql`${columns.date} <= ${input.to}`);
  if (input.updatedSince)
    conditions.push(sql`${columns.updatedAt} >= ${input.updatedSince}::timestamptz`);
  return conditions;
}

/**
 * A list's order: given `updatedSince`, oldest change first, then by id, so a client pages
 * through a sync without gaps and resumes from the last row's updatedAt; otherwise the list's own.
 */
export function syncOrder<T>(
  input: TSyncFilters,
  columns: { updatedAt: AnyColumn; id: AnyColumn },
  own: T[],
): (T | SQL)[] {
  return input.updatedSince ? [asc(columns.updatedAt), asc(columns.id)] : own;
}

/** The India calendar day a row was created on: the `from`/`to` date of a master record. */
export const createdDay = (createdAt: AnyColumn) =>
  sql`(${createdAt} at time zone 'Asia/Kolkata')::date`;
