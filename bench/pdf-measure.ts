/**
 * CPU and memory readings for pdf.bench.ts, from /proc (Linux): CPU time of a process tree,
 * PSS/RSS peaks sampled while a side renders, and the rounding the bench reports with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU ms used so far by processes (utime + stime from /proc/<pid>/stat, 100 ticks/s). */
export function treeCpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

export const ownCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
export const byCpu = (cpuMsPerPdf: number) =>
  Math.round((cpus().length * 1000 * 10) / cpuMsPerPdf) / 10;

export const selfPss = () => procField('/proc/self/smaps_rollup', 'Pss') / 1024;

/** kB of a /proc status-like field. */
export function procField(path: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(path, 'utf8'));
    return Number(match?.[1] ?? 0);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** The pid and every descendant (from /proc/<pid>/stat parent links). */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  }
  return tree;
}

/**
 * Samples the memory of some processes every 200 ms; `stop()` gives the peaks in MB. Not more
 * often: reading smaps_rollup walks a process's page tables under its memory lock, which slows
 * a multi-gigabyte-mapping Chromium down, and the process list is re-read once a second only.
 */
export function sampleMemory(listPids: () => number[]) {
  let cached = listPids();
  let listedAt = Date.now();
  const pids = () => {
    if (Date.now() - listedAt > 1000) {
      cached = listPids();
      listedAt = Date.now();
    }
    return cached;
  };
  let pss = 0;
  let rss = 0;
  let count = 0;
  const sample = () => {
    const list = pids();
    count = Math.max(count, list.length);
    pss = Math.max(
      pss,
      list.reduce((s, p) => s + procField(`/proc/${p}/smaps_rollup`, 'Pss'), 0),
    );
    rss = Math.max(
      rss,
      list.reduce((s, p) => s + procField(`/proc/${p}/status`, 'VmRSS'), 0),
    );
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { pss: pss / 1024, rss: rss / 1024, processes: count };
    },
  };
}

export const rate = (n: number, ms: number) => Math.round((n / (ms / 1000)) * 10) / 10;
export const mb = (n: number) => Math.round(n * 10) / 10;
