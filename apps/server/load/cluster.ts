/**
 * A private, throw-away PostgreSQL cluster for the fault tests: initdb into a temporary folder,
 * started on a free loopback port, so a test can stop and restart PostgreSQL without touching the
 * machine's cluster at 127.0.0.1:5432 that everything else uses. initdb refuses to run as root, so
 * the binaries run as the `postgres` user (the test itself must run as root to switch to it).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder, if it has initdb and pg_ctl. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(PG_ROOT, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** Why a private cluster cannot be made here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  if (process.platform !== 'linux') return 'it needs Linux';
  if (process.getuid?.() !== 0) return 'it needs root (initdb and pg_ctl run as user postgres)';
  if (!postgresBinDir()) return `no PostgreSQL binaries (initdb, pg_ctl) under ${PG_ROOT}`;
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type PrivateCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, loopback only). */
  url: string;
  port: number;
  dir: string;
  /** Stop with the given shutdown mode and start again; resolves once it accepts connections. */
  restart: (mode?: 'fast' | 'immediate') => Promise<void>;
  isReady: () => Promise<boolean>;
  /** Stop (immediate) and delete the data folder. Safe to call twice. */
  destroy: () => Promise<void>;
};

/** initdb + start a cluster of our own. The caller must `destroy()` it (afterAll / finally). */
export async function startPrivateCluster(): Promise<PrivateCluster> {
  const why = privateClusterUnavailable();
  if (why) throw new Error(`Cannot start a private PostgreSQL cluster: ${why}`);
  const bin = postgresBinDir() as string;
  const dir = mkdtempSync(join(tmpdir(), 'gst-pg-fault-'));
  const data = join(dir, 'data');
  chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), 0);
  const asPostgres = (tool: string, args: string[], timeout = 120_000) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { timeout, cwd: dir });
  const port = await freePort();
  const pgOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c shared_buffers=32MB',
    // The machine is shared: nothing here needs to survive a power cut, only a server restart.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-o',
      pgOptions,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  let started = false;
  const destroy = async () => {
    if (started) {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], 60_000).catch(
        () => undefined,
      );
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await start();
    started = true;
  } catch (error) {
    await destroy();
    throw error;
  }
  const isReady = async () => {
    try {
      await run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        timeout: 5_000,
      });
      return true;
    } catch {
      return false;
    }
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    isReady,
    destroy,
    async restart(mode = 'fast') {
      await asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
      await start();
    },
  };
}
