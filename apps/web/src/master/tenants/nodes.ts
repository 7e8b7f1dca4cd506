import type { TenantMove, TenantNodes, WorkerLoad } from './types';

/** How often the page asks again while a move runs (the copy's progress and the Node column). */
export const MOVE_POLL_MS = 1000;

/** The running moves by tenant row id (at most one per tenant: the server refuses a second). */
export function runningMovesByTenant(nodes: TenantNodes | undefined): Map<string, TenantMove> {
  const running = new Map<string, TenantMove>();
  for (const move of nodes?.moves ?? []) {
    if (move.status === 'running' && !running.has(move.tenantRowId)) {
      running.set(move.tenantRowId, move);
    }
  }
  return running;
}

/** True while any move runs: the page then polls every second. */
export function hasRunningMove(nodes: TenantNodes | undefined): boolean {
  return (nodes?.moves ?? []).some((move) => move.status === 'running');
}

/** '1 shop', '3 shops'. */
export function shopCount(n: number): string {
  return `${n.toLocaleString('en-IN')} ${n === 1 ? 'shop' : 'shops'}`;
}

/** The workers a shop on `current` can move to, least loaded first, each labelled with its load. */
export function moveTargets(
  workers: readonly WorkerLoad[],
  current: string | null,
): { value: string; label: string }[] {
  return workers
    .filter((worker) => worker.node !== current)
    .sort((a, b) => a.tenants - b.tenants || a.node.localeCompare(b.node))
    .map((worker) => ({
      value: worker.node,
      label: `${worker.node} — ${shopCount(worker.tenants)}`,
    }));
}

/** '850 ms', '12 s', '3 min 05 s', '1 h 02 min': how long a move ran (or has been running). */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** How long a move took, or has been running until `now`. */
export function moveDuration(move: TenantMove, now: number = Date.now()): string {
  const end = move.finishedAt ? Date.parse(move.finishedAt) : now;
  return formatDuration(end - Date.parse(move.startedAt));
}

/** '12.5 MB of 40.0 MB': the bytes of a running copy. */
export function formatCopied(copiedBytes: number, totalBytes: number): string {
  return `${formatSize(copiedBytes)} of ${formatSize(totalBytes)}`;
}

function formatSize(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} B`;
}
