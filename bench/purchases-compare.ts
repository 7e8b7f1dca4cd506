/**
 * The purchases bench's comparisons (issue 31): answers compared as canonical JSON (where they
 * first differ, as a path), and `race`, which times a service against its hand-written statement
 * alternately in one process (wall and CPU time; on PostgreSQL the backends' CPU from /proc).
 */
import type { Db } from '../packages/db/src/client';
import { rowsOf } from '../packages/db/src/client';
import { cpuMs, median, round } from './lib/common';

export class Rollback extends Error {}

/** JSON with every object's keys sorted, for comparing answers whatever order keys came in. */
export const canonical = (value: unknown) =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
export const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** Where two values first differ, as a path, or undefined when equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (canonical(a) === canonical(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
  }
  return `${path}: service ${JSON.stringify(a)?.slice(0, 200)} vs SQL ${JSON.stringify(b)?.slice(0, 200)}`;
}

export const p90 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.9 * s.length) - 1)] ?? 0;
};

export type Side = () => Promise<unknown>;
type Measured = { wall: number; cpu: number };

/** Alternates the two sides (and who goes first) for warm-up + runs rounds; medians of both. */
export async function race(
  db: Db,
  engine: string,
  rounds: number,
  warmUp: number,
  side: (i: number) => { service: Side; sql: Side },
) {
  // CPU: this process, plus on PostgreSQL the bench database's backends (listed outside timing).
  const backendPids = async () =>
    engine === 'postgres'
      ? rowsOf<{ pid: number }>(
          await db.execute(
            `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
          ),
        ).map((r) => Number(r.pid))
      : [];
  const backendsCpu = (pids: number[]) =>
    pids.reduce((sum, pid) => {
      try {
        return sum + cpuMs(pid);
      } catch {
        return sum;
      }
    }, 0);
  const measure = async (fn: Side, pids: number[]): Promise<Measured> => {
    const backends = backendsCpu(pids);
    const own = process.cpuUsage();
    const started = performance.now();
    await fn();
    const wall = performance.now() - started;
    const used = process.cpuUsage(own);
    return { wall, cpu: (used.user + used.system) / 1000 + backendsCpu(pids) - backends };
  };
  const service: Measured[] = [];
  const hand: Measured[] = [];
  for (let i = 0; i < rounds + warmUp; i++) {
    const { service: a, sql: b } = side(i);
    const pids = await backendPids();
    let x: Measured;
    let y: Measured;
    if (i % 2) [y, x] = [await measure(b, pids), await measure(a, pids)];
    else [x, y] = [await measure(a, pids), await measure(b, pids)];
    if (i >= warmUp) [service.push(x), hand.push(y)];
  }
  const wall = (ms: Measured[]) => ms.map((m) => m.wall);
  const cpu = (ms: Measured[]) => ms.map((m) => m.cpu);
  const apiMedianMs = round(median(wall(service)), 1);
  const sqlMedianMs = round(median(wall(hand)), 1);
  return {
    apiMedianMs,
    sqlMedianMs,
    ratio: round(median(wall(service)) / median(wall(hand)), 2),
    apiP90Ms: round(p90(wall(service)), 1),
    sqlP90Ms: round(p90(wall(hand)), 1),
    cpuApiMedianMs: round(median(cpu(service)), 1),
    cpuSqlMedianMs: round(median(cpu(hand)), 1),
    cpuRatio: round(median(cpu(service)) / median(cpu(hand)), 2),
    runs: rounds,
    warmUp: warmUp,
    apiRunsMs: wall(service).map((x) => round(x, 1)),
    sqlRunsMs: wall(hand).map((x) => round(x, 1)),
  };
}
