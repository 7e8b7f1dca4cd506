import { z } from 'zod';
import { formatFilterDate } from '@gst/domain';
import { writeWorkbook } from '@gst/documents';
import type { RestFile } from '../types';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel download of `rows` with exactly `columns`, in that order (cells = + - @ as text). */
export function xlsxFile(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  fileName: string,
): RestFile {
  const picked = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
  return { bytes: writeWorkbook(picked, 'Sheet1', columns), contentType: XLSX_TYPE, fileName };
}

/** 'Products_2026-11-21.xlsx': export file names carry the date (spec §9). */
export function datedFileName(prefix: string): string {
  return `${prefix}_${formatFilterDate(new Date())}.xlsx`;
}

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
