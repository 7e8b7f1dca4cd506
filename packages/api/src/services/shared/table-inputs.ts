import { z } from 'zod';
import { sortInput, ZPageInput } from '@gst/domain';

/**
 * The inputs of a server-paged table sorted by one of `fields`: its sort, its list (page, search,
 * sort) and its Excel export (every row matching the list's search, in the list's order).
 */
export function tableInputs<const F extends readonly [string, ...string[]]>(fields: F) {
  const sort = sortInput(fields);
  return {
    sort,
    list: ZPageInput.extend({ sort: sort.optional() }),
    export: z.strictObject({ search: ZPageInput.shape.search, sort: sort.optional() }),
  };
}
