import { z } from 'zod';
import { ZPageInput } from '@gst/domain';
import { fieldsOf, type SYNC_FILTERS } from '@gst/domain/contracts';

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

/**
 * `?from=&to=&updatedSince=` of a list an integrator syncs (SYNC_FILTERS: document date, both
 * inclusive; rows changed at or after a moment, oldest change first), documented with examples.
 */
export const SYNC_QUERY = {
  from: z.string().optional().meta({
    description: 'Document date from (YYYY-MM-DD, inclusive)',
    example: '2026-04-01',
  }),
  to: z.string().optional().meta({
    description: 'Document date to (YYYY-MM-DD, inclusive)',
    example: '2026-04-30',
  }),
  updatedSince: z.string().optional().meta({
    description:
      "Only rows created or changed at or after this ISO timestamp, oldest change first (then by id): page through, then resume from the last row's updatedAt",
    example: '2026-04-30T18:30:00Z',
  }),
} satisfies Record<keyof typeof SYNC_FILTERS, z.ZodType>;

/**
 * SYNC_QUERY of a master record's list (customers, products, items, suppliers): `from`/`to`
 * filter by the India calendar day the record was created (`createdDay`), not a document date.
 */
export const CREATED_SYNC_QUERY = {
  ...SYNC_QUERY,
  from: z.string().optional().meta({
    description: 'Created on or after this India calendar day (YYYY-MM-DD, Asia/Kolkata)',
    example: '2026-04-01',
  }),
  to: z.string().optional().meta({
    description: 'Created on or before this India calendar day (YYYY-MM-DD, Asia/Kolkata)',
    example: '2026-04-30',
  }),
} satisfies Record<keyof typeof SYNC_FILTERS, z.ZodType>;

/** An India date parameter (YYYY-MM-DD), documented with its example. */
export const dateParam = (description: string, example: string) =>
  z.string().meta({ description: `${description} (YYYY-MM-DD)`, example });

/**
 * An optional India date parameter. The metadata goes on the optional schema itself: zod keeps
 * `.meta()` per schema instance, so `dateParam(…).optional()` would lose it.
 */
export const optionalDateParam = (description: string, example: string) =>
  z
    .string()
    .optional()
    .meta({ description: `${description} (YYYY-MM-DD)`, example });

/** `?from=&to=` of a report over a date range (both inclusive, required). */
export const DATE_RANGE_QUERY = {
  from: dateParam('First day, inclusive', '2026-04-01'),
  to: dateParam('Last day, inclusive', '2026-06-30'),
};

/** The sync filters a list URL was given, for the list procedure (absent ones left out). */
export function syncQuery(query: Record<string, string | undefined>) {
  return Object.fromEntries(
    (['from', 'to', 'updatedSince'] as const)
      .filter((key) => query[key] !== undefined)
      .map((key) => [key, query[key]]),
  ) as { from?: string; to?: string; updatedSince?: string };
}

/**
 * `{<key>: [record]}`, the body of a bill's POST or PATCH (invoice, note, receipt, quote): exactly
 * one record of the procedure's contract.
 */
export function oneRecordBody<T extends z.ZodType>(key: string, record: T) {
  return z.strictObject({ [key]: z.array(record).length(1) });
}

/**
 * Ids the request examples use: the api-docs test swaps them for a test shop's real ids and sends
 * the examples, so every example is a body the API accepts.
 */
export const EXAMPLE_IDS = {
  customer: '0f8fad5b-d9cb-469f-a165-70867728950e',
  product: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  invoice: '16fd2706-8baf-433b-82eb-8c7fada847da',
  invoiceLine: '886313e1-3b8a-4372-9b90-0c9aee199e5d',
  creditNote: 'a8098c1a-f86e-41c7-9c1e-b0c2a6f3b1d2',
  debitNote: 'b9f7a4e2-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  quote: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
  item: 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a',
  user: 'e5f6a7b8-c9d0-4e1f-9a2b-3c4d5e6f7a8b',
  tenant: 'f1e2d3c4-b5a6-4978-8c9d-0e1f2a3b4c5d',
  // Issue 31: the buying half.
  supplier: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  purchaseBill: '3c4d5e6f-7a8b-4c9d-8e0f-2a3b4c5d6e7f',
  purchaseBillLine: '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a',
  item2: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a9b',
  // Issue 33: a shop data export.
  shopExport: '6f7a8b9c-0d1e-4f2a-9b3c-5d6e7f8a9b0c',
} as const;
