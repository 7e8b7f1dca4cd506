import { z } from 'zod';
import { ZPageInput } from '@gst/domain';
import { fieldsOf } from '@gst/domain/contracts';

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

/**
 * A contract's fields as a URL's query parameters: each an optional string, which the procedure
 * parses with that contract. The URL takes what the contract takes, so a field the contract gains
 * is a parameter too (and in the OpenAPI document).
 */
export function queryOf<F extends string>(fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, z.string().optional()])) as Record<
    F,
    z.ZodOptional<z.ZodString>
  >;
}

/** `?page=&pageSize=&search=` of a list URL (the page contract's fields). */
export const PAGE_QUERY = queryOf(fieldsOf(ZPageInput));

/** `?sortField=&sortDir=` of a list or export URL (the field is checked by the procedure). */
export const SORT_QUERY = {
  sortField: z.string().optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
};
