import type { PageSize } from '@gst/domain';
import type { ReactNode } from 'react';

export type SortDir = 'asc' | 'desc';

/** A server-side sort: the column key the server knows and a direction. */
export interface TableSort<F extends string = string> {
  field: F;
  dir: SortDir;
}

/** What a server-side list needs to know: the page, its size, the search text and the sort. */
export interface TableState<F extends string = string> {
  page: number;
  pageSize: PageSize;
  search: string;
  sort?: TableSort<F>;
}

export interface DataTableColumn<T> {
  /** React key, and the sort field sent to the server when `sortable`. */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `String(row[key])`. */
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Money and counts: right-aligned with tabular figures. */
  numeric?: boolean;
  width?: number | string;
  /** Hidden from the stacked phone cards (the table still shows it on wider screens). */
  hideOnCard?: boolean;
}

export interface DataTableAction<T> {
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: (row: T) => void;
  /** The permission flag check, done by the page (`can('edit')`): false hides the button. */
  allowed?: boolean;
  /**
   * Per-row visibility on top of the permission (e.g. no Delete for a sold item). A hidden
   * button leaves its place empty, so the other buttons keep their positions from row to row.
   */
  hidden?: (row: T) => boolean;
  /** Why the action is not possible on this row: the button stays, disabled, the reason on hover. */
  disabledReason?: (row: T) => string | null;
  /** A rare action: listed in the row's 'More actions' menu instead of a button of its own. */
  overflow?: boolean;
}

/** Text for a cell of unknown type: strings, numbers and booleans as written, objects as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}
