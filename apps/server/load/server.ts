/**
 * Load and fault tests (issue 10), the server side: the PostgreSQL server the tests run on, a
 * database of their own on it, and a real server process (src/main.ts) on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@gst/db/client';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FULL = process.env.LOAD_FULL === '1';

/** The PostgreSQL server (not a database on it): LOAD_DATABASE_URL, TEST_DATABASE_URL or local. */
export function serverUrl(): string {
  const url =
    process.env.LOAD_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Load tests target this machine only; ${host} is not loopback`);
  }
  return url;
}

/**
 * A database of our own on the server (`serverUrl()` unless `on` names another, such as a private
 * cluster); `drop()` removes it (forcing out connections).
 */
export async function createLoadDatabase(prefix: string, on: string = serverUrl()) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await openDatabase({ engine: 'postgres', url: on, poolMax: 1 });
  await admin.db.execute(`create database ${name}`);
  const url = new URL(on);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  base: string;
  output: string[];
  stop: () => Promise<void>;
};

/**
 * `node --import tsx src/main.ts` on 127.0.0.1 with a free port, as a separate process; it must
 * say where it listens within `readyTimeoutMs` (boot migrates every tenant: more for many).
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  readyTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: process.env.LOAD_SERVER_LOG ? 'info' : 'warn',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // LOAD_SERVER_LOG=<file>: the server's whole output there too (with LOG_LEVEL=info, every
  // request with its response time), for when a load or fault test needs explaining.
  const logFile = process.env.LOAD_SERVER_LOG;
  const keep = (line: string) => {
    output.push(line);
    if (output.length > 500) output.shift();
    if (logFile) appendFileSync(logFile, `${line}\n`);
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output.join('\n')}`)),
      readyTimeoutMs,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      const match = /http:\/\/localhost:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('\n')}`));
    });
  });
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    },
  };
}
