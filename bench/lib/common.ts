/**
 * Shared by the benches of issue 10 (api-ceiling, tenants): where things are, how to load the
 * server's dependencies from bench/ (they are installed under apps/server and packages/db, not at
 * the root), the machine, autocannon, result files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_DIR = join(ROOT, 'apps', 'server');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

/** `import(spec)` as seen from a workspace package (bench/ has no node_modules of its own). */
export async function importFrom<T = any>(packageDir: string, spec: string): Promise<T> {
  const require = createRequire(join(ROOT, packageDir, 'package.json'));
  return (await import(pathToFileURL(require.resolve(spec)).href)) as T;
}

/** The default export of `spec` as seen from a workspace package. */
export async function importDefault<T = any>(packageDir: string, spec: string): Promise<T> {
  return (await importFrom<{ default: T }>(packageDir, spec)).default;
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_DATABASE_URL names the PostgreSQL server; the bench uses its own database on it. */
export function benchDatabaseUrl(name: string): { server: string; bench: string } {
  const server = process.env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
  const url = loopbackUrl(server);
  url.pathname = `/${name}`;
  return { server, bench: url.toString() };
}

function loopbackUrl(server: string): URL {
  const url = new URL(server);
  const host = url.hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Benchmarks run against this machine only; ${host} is not loopback`);
  }
  return url;
}

/** The coordinator of infra/citus/cluster.sh's local cluster. */
export const DEFAULT_CITUS_URL = 'postgres://postgres@127.0.0.1:9700/postgres';

export type CitusBenchDatabase = {
  /** The bench database on the coordinator. */
  url: string;
  /** The same database on every node, coordinator first (for sampling backends per node). */
  nodeUrls: string[];
  /** Server version, Citus version and workers, for the result file's machine section. */
  info: Record<string, unknown>;
  /** Drops the database on every node (not with `keep`). */
  drop: () => Promise<void>;
};

/**
 * `--engine citus`: database `name` on the Citus coordinator BENCH_CITUS_URL names (default
 * DEFAULT_CITUS_URL), created on every node and joined to the cluster by packages/db
 * createServerDatabase. A leftover of an earlier run is dropped first, or reused with `keep`
 * (and then kept).
 */
export async function citusBenchDatabase(name: string, keep: boolean): Promise<CitusBenchDatabase> {
  const server = process.env.BENCH_CITUS_URL ?? DEFAULT_CITUS_URL;
  const url = loopbackUrl(server);
  const { createServerDatabase, serverIsCitus } =
    await import('../../packages/db/src/server-database');
  if (!(await serverIsCitus(server))) {
    throw new Error(
      `${server} is not a Citus coordinator (BENCH_CITUS_URL; infra/citus/cluster.sh start)`,
    );
  }
  const postgres = await importDefault('packages/db', 'postgres');
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  let drop = async () => {};
  try {
    const workers: { nodename: string; nodeport: number }[] = await admin`
      select nodename, nodeport from pg_dist_node where groupid > 0 and noderole = 'primary'
      order by nodeid`;
    const nodeUrl = (node: { nodename: string; nodeport: number }, db: string) => {
      const u = new URL(url);
      u.hostname = node.nodename;
      u.port = String(node.nodeport);
      u.pathname = `/${db}`;
      return u.toString();
    };
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists && keep) {
      console.log(`reusing ${name} on the Citus cluster (--keep)`);
      url.pathname = `/${name}`;
    } else {
      if (exists) {
        // A leftover: dropped on the coordinator with propagation, then on any worker still
        // holding it.
        await admin.unsafe(`set citus.enable_create_database_propagation = on`);
        await admin.unsafe(`drop database if exists ${name} with (force)`);
      }
      for (const worker of workers) {
        const sql = postgres(nodeUrl(worker, 'postgres'), { max: 1, onnotice: () => {} });
        try {
          await sql.unsafe(`drop database if exists ${name} with (force)`);
        } finally {
          await sql.end({ timeout: 5 });
        }
      }
      const created = await createServerDatabase(server, name);
      url.pathname = `/${name}`;
      drop = created.drop;
      if (keep) {
        // Kept: createServerDatabase's admin connection stays open; the bench exits explicitly.
        drop = async () => {};
      }
    }
    const [row] = await admin`
      select current_setting('server_version') as postgres,
        (select extversion from pg_extension where extname = 'citus') as citus,
        current_setting('shared_buffers') as shared_buffers`;
    return {
      url: url.toString(),
      nodeUrls: [url.toString(), ...workers.map((w) => nodeUrl(w, name))],
      info: {
        postgres: String(row?.postgres ?? '?'),
        citus: String(row?.citus ?? '?'),
        sharedBuffers: String(row?.shared_buffers ?? '?'),
        coordinator: `${url.hostname}:${url.port || 5432}`,
        workers: workers.map((w) => `${w.nodename}:${w.nodeport}`),
      },
      drop,
    };
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** b / a, 3 digits; null when a is 0 or either is missing (nothing to compare). */
export function ratioOf(a: unknown, b: unknown): number | null {
  if (typeof a !== 'number' || typeof b !== 'number' || a === 0) return null;
  return round(b / a, 3);
}

/**
 * Figures side by side: one row per [label, PostgreSQL value, Citus value], with Citus/PostgreSQL.
 * Returns the printed lines.
 */
export function sideBySide(rows: [string, unknown, unknown][]): string[] {
  const text = (v: unknown) => (v === null || v === undefined ? '-' : String(v));
  const width = Math.max(6, ...rows.map(([label]) => label.length));
  const lines = [
    `  ${''.padEnd(width)}  ${'PostgreSQL'.padStart(11)}  ${'Citus'.padStart(11)}  ${'Citus/PG'.padStart(8)}`,
  ];
  for (const [label, pg, citus] of rows) {
    lines.push(
      `  ${label.padEnd(width)}  ${text(pg).padStart(11)}  ${text(citus).padStart(11)}  ${text(ratioOf(pg, citus)).padStart(8)}`,
    );
  }
  return lines;
}

export async function pgAdmin(serverUrl: string) {
  const postgres = await importDefault('packages/db', 'postgres');
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  return {
    async exists(name: string) {
      return (await sql`select 1 from pg_database where datname = ${name}`).length > 0;
    },
    async create(name: string) {
      await sql.unsafe(`create database ${name}`);
    },
    async drop(name: string) {
      await sql.unsafe(`drop database if exists ${name} with (force)`);
    },
    async version(): Promise<string> {
      const [row] = await sql`show server_version`;
      return String(row?.server_version ?? '?');
    },
    async setting(name: string): Promise<string> {
      const [row] = await sql`select current_setting(${name}) as v`;
      return String(row?.v ?? '?');
    },
    end: () => sql.end({ timeout: 5 }),
  };
}

export function machine(extra: Record<string, unknown> = {}) {
  const cpu = cpus();
  return {
    cores: cpu.length,
    cpu: cpu[0]?.model ?? '?',
    ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    ...extra,
  };
}

export function writeResult(name: string, result: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  console.log(`wrote ${file}`);
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export type LoadFigures = {
  reqPerSec: number;
  p50: number;
  p99: number;
  avg: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** autocannon against one URL for a fixed time; req/s counts 2xx answers only. */
export async function cannon(options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}): Promise<LoadFigures> {
  const autocannon = await importDefault('.', 'autocannon');
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    headers: options.headers ?? {},
    timeout: 30,
  });
  const ok = Number(result['2xx'] ?? 0);
  return {
    reqPerSec: Math.round((ok / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    avg: Math.round(result.latency.average * 100) / 100,
    requests: ok + Number(result.non2xx ?? 0),
    non2xx: Number(result.non2xx ?? 0),
    errors: Number(result.errors ?? 0),
    timeouts: Number(result.timeouts ?? 0),
  };
}

/** Node with tsx, run from apps/server so `--import tsx` resolves. */
export function spawnTs(file: string, env: Record<string, string>, args: string[] = []) {
  // BENCH_HOST_NODE_ARGS: extra node flags for the child, e.g. --cpu-prof --cpu-prof-dir=/tmp/p.
  const nodeArgs = (process.env.BENCH_HOST_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', file, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** Resolves with the JSON after the first `READY ` line a child prints; echoes other lines. */
export function waitReady<T>(child: ChildProcess, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('child not ready in time')), timeoutMs);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(6)) as T);
      } else console.log(`  [host] ${line}`);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited with ${code} before it was ready`));
    });
  });
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc (Linux). Per-request CPU
 * of the server is steadier than req/s on a shared machine: other work slows the run but barely
 * changes what each request costs.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
