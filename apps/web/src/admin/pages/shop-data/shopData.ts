/**
 * The shop's own data (issue 33): what the Shop Data page and the deactivated shop's download
 * share about an export job. Pure functions, tested in shopData.test.ts.
 */
import { formatDate, formatDateTimeIN } from '@gst/domain';
import type { inferRouterOutputs } from '@trpc/server';
import { formatCount } from '../../../lib/fileSize';
import type { AppRouter } from '../../../lib/trpc';

/** One export job as `tenant.shopExport.get` answers it. */
export type ShopExportJob = inferRouterOutputs<AppRouter>['tenant']['shopExport']['get'];
export type ShopExportStatus = ShopExportJob['status'];

/** How often a queued or running export is asked for its progress. */
export const EXPORT_POLL_MS = 1500;

/** Queued or running: the job still moves, so the page follows it. */
export function isActive(job: Pick<ShopExportJob, 'status'> | null | undefined): boolean {
  return job?.status === 'queued' || job?.status === 'running';
}

/** The archive's download: a plain link, the session cookie and the host name the shop. */
export function shopExportFileUrl(id: string): string {
  return `/api/export/shop/${encodeURIComponent(id)}/file`;
}

/**
 * A finished export whose file the server has dropped (a shop keeps its newest archive only):
 * the server says so in `error`, and there is nothing to download.
 */
export function isReplaced(job: Pick<ShopExportJob, 'status' | 'error'>): boolean {
  return job.status === 'done' && job.error !== null;
}

/** A finished export whose archive is still there. */
export function isDownloadable(job: Pick<ShopExportJob, 'status' | 'error'>): boolean {
  return job.status === 'done' && job.error === null;
}

export type ExportBadge = ShopExportStatus | 'replaced';

export const EXPORT_STATUS: Record<ExportBadge, { color: string; label: string }> = {
  queued: { color: 'gray', label: 'Queued' },
  running: { color: 'blue', label: 'Running' },
  done: { color: 'green', label: 'Ready' },
  failed: { color: 'red', label: 'Failed' },
  replaced: { color: 'gray', label: 'Replaced' },
};

/** The badge a job shows: its status, or Replaced for a finished one whose file is gone. */
export function badgeOf(job: Pick<ShopExportJob, 'status' | 'error'>): ExportBadge {
  return isReplaced(job) ? 'replaced' : job.status;
}

/** '29 Nov 2026, 6:05 pm' in India's time. */
export function formatWhen(iso: string): string {
  const time = formatDateTimeIN(iso).split(', ')[1] ?? '';
  return time ? `${formatDate(iso)}, ${time}` : formatDate(iso);
}

/** 'Invoices (JSON) · 1,200 of 4,800' (the phase alone before it has counted anything). */
export function progressLine(job: Pick<ShopExportJob, 'phase' | 'done' | 'total'>): string {
  const phase = job.phase || 'Preparing';
  if (job.total <= 0) return phase;
  return `${phase} · ${formatCount(job.done)} of ${formatCount(job.total)}`;
}

/** The percent the bar shows, kept within 0-100 and whole. */
export function percentOf(job: Pick<ShopExportJob, 'percent'>): number {
  return Math.min(100, Math.max(0, Math.round(job.percent)));
}

/**
 * The jobs of the list with the one being followed in its latest state (first, when the list
 * was read before it started).
 */
export function withLatest(
  items: readonly ShopExportJob[],
  latest: ShopExportJob | undefined,
): ShopExportJob[] {
  if (!latest) return [...items];
  if (!items.some((job) => job.id === latest.id)) return [latest, ...items];
  return items.map((job) => (job.id === latest.id ? latest : job));
}
