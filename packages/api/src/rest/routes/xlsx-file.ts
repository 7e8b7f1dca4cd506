import { z } from 'zod';
import { AppError } from '../../errors';
import type { Caller } from '../caller';
import type { RestCall, RestFile, RestRoute } from '../types';
import { SORT_QUERY } from './shared';

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
export const ZExportQuery = z.object({ search: z.string().optional(), ...SORT_QUERY });

/** An export URL's `?search=&sortField=&sortDir=` as the export procedure's input. */
export function exportInput<F extends string>(query: RestCall['query']) {
  return { search: query.search, sort: sortFromQuery<F>(query) };
}

/**
 * `GET …/export`: the rows the export procedure returns as a workbook; no rows is a 404 with
 * `emptyMessage`.
 */
export function xlsxExport<R>(
  rows: (caller: Caller, query: RestCall['query']) => Promise<R[]>,
  emptyMessage: string,
  file: (rows: R[]) => RestFile,
): RestRoute['handler'] {
  return async ({ caller, query }) => {
    const found = await rows(caller, query);
    if (found.length === 0) throw new AppError('NOT_FOUND', emptyMessage);
    return { file: file(found) };
  };
}
