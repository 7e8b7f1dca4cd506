import { isTRPCClientError } from '@trpc/client';

/** One bad row of a rejected import: its row number as in the sheet, and why. */
export interface RowProblem {
  row: number;
  reason: string;
}

/** The per-row report a rejected import carries in its error (`data.details.rows`). */
export function rowReportOf(error: unknown): RowProblem[] {
  if (!isTRPCClientError(error)) return [];
  const details = (error.data as { details?: { rows?: unknown } } | undefined)?.details;
  const rows = details?.rows;
  if (!Array.isArray(rows)) return [];
  return rows.filter(
    (r): r is RowProblem =>
      typeof (r as RowProblem).row === 'number' && typeof (r as RowProblem).reason === 'string',
  );
}
