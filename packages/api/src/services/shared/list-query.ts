import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

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
