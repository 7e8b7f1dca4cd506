import { quoted } from '@gst/domain';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { Caller } from '../caller';
import type { RestCall, RestFile, RestRoute } from '../types';
import { SORT_QUERY } from './shared';

/** Excel downloads are rendered by the documents service; the export routes wrap them. */
export { datedFileName, workbookFile as xlsxFile } from '../../services/documents/downloads';

/**
 * `?sortField=&sortDir=` as a list sort (`defaultDir` when no direction is given). The field is
 * checked by the procedure's own zod input (an unknown field is a 400 there naming it); a
 * direction other than asc or desc is a 400 here, and so is a direction without a field.
 */
export function sortFromQuery<F extends string>(
  query: { sortField?: string; sortDir?: string },
  defaultDir: 'asc' | 'desc' = 'asc',
): { field: F; dir: 'asc' | 'desc' } | undefined {
  const dir = query.sortDir;
  if (dir !== undefined && dir !== 'asc' && dir !== 'desc') {
    throw new AppError('BAD_REQUEST', `sortDir: Sort direction ${quoted(dir)} must be asc or desc`);
  }
  if (!query.sortField) {
    if (dir !== undefined)
      throw new AppError('BAD_REQUEST', 'sortDir: Send sortField with sortDir');
    return undefined;
  }
  return { field: query.sortField as F, dir: dir ?? defaultDir };
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
