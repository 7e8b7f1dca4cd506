import { z } from 'zod';

/** Records carry `_id` as well as `id`, the field name the spec's clients read. */
export function withUnderscoreId<T extends { id: string }>(row: T): T & { _id: string } {
  return { ...row, _id: row.id };
}

/**
 * Server-assigned fields every REST record carries (its ids and timestamps): a client that sends
 * back what it read has them left out of the input. A record's other fields are its contract's.
 */
export const RECORD_READ_ONLY = ['_id', 'id', 'createdAt', 'updatedAt'] as const;

export const ZIdList = <T extends z.ZodType>(key: string, item: T) =>
  z.object({ [key]: z.array(item).min(1) });

/** `?page=&pageSize=&search=` of a list URL: strings, which the list procedure coerces. */
export const PAGE_QUERY = {
  page: z.string().optional(),
  pageSize: z.string().optional(),
  search: z.string().optional(),
};

/** `?sortField=&sortDir=` of a list or export URL (the field is checked by the procedure). */
export const SORT_QUERY = {
  sortField: z.string().optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
};
