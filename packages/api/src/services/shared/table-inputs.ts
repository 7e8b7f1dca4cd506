import { z } from 'zod';
import { sortInput, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';

/**
 * The inputs of a server-paged table sorted by one of `fields`: its sort, its list (page, search,
 * sort), the list of records an integrator syncs (`syncedList`: the list with SYNC_FILTERS, from/to
 * and updatedSince) and its Excel export (every row matching the list's search, in its order).
 */
export function tableInputs<const F extends readonly [string, ...string[]]>(fields: F) {
  const sort = sortInput(fields);
  return {
    sort,
    list: ZPageInput.extend({ sort: sort.optional() }),
    syncedList: ZPageInput.extend({ sort: sort.optional(), ...SYNC_FILTERS }),
    export: z.strictObject({ search: ZPageInput.shape.search, sort: sort.optional() }),
  };
}
