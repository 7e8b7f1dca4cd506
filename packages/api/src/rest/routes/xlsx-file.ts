import { z } from 'zod';

/** Excel downloads are rendered by the documents service; the export routes wrap them. */
export { datedFileName, workbookFile as xlsxFile } from '../../services/documents/downloads';

/**
 * `?sortField=&sortDir=` as a list sort. The field is checked by the procedure's own zod input
 * (an unknown field is a 400 there), so it is only shaped here.
 */
export function sortFromQuery<F extends string>(query: {
  sortField?: string;
  sortDir?: string;
}): { field: F; dir: 'asc' | 'desc' } | undefined {
  if (!query.sortField) return undefined;
  return { field: query.sortField as F, dir: query.sortDir === 'desc' ? 'desc' : 'asc' };
}

/** Query of an export URL: the list's search and sort. */
export const ZExportQuery = z.object({
  search: z.string().optional(),
  sortField: z.string().optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
});
