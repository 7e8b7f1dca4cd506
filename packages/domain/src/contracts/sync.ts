import { z } from 'zod';
import { filterDate } from './dates';

const UPDATED_SINCE_MESSAGE =
  'updatedSince must be an ISO timestamp with its zone, e.g. 2026-10-05T10:00:00Z or 2026-10-05T15:30:00+05:30';

/** An ISO 8601 timestamp with its zone (Z or ±hh:mm), kept as its UTC ISO form. */
export const ZUpdatedSince = z.iso
  .datetime({ offset: true, error: UPDATED_SINCE_MESSAGE })
  .transform((value) => new Date(value).toISOString());

/**
 * The filters of a list an accounting package syncs (issue 29, item 11), spread into its list
 * input (`ZPageInput.extend(SYNC_FILTERS)`): `from`/`to`, the document date (YYYY-MM-DD, both
 * inclusive), and `updatedSince`, rows changed at or after that moment, oldest change first (then
 * by id), so a client can page through a sync and resume from the last row's `updatedAt`.
 */
export const SYNC_FILTERS = {
  from: filterDate('from').optional(),
  to: filterDate('to').optional(),
  updatedSince: ZUpdatedSince.optional(),
};
export type TSyncFilters = { from?: string; to?: string; updatedSince?: string };
