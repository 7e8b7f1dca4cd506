import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export type WorkerChild = {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
};

/** A real Node process running test/worker-process.ts (through tsx, as the server runs). */
export function spawnWorker(args: {
  engine: string;
  url: string;
  schema: string;
  job: string;
  delayMs: number;
  expireSeconds: number;
  heartbeatSeconds?: number;
}): WorkerChild {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(here, 'worker-process.ts'),
      args.engine,
      args.url,
      args.schema,
      args.job,
      String(args.delayMs),
      String(args.expireSeconds),
      ...(args.heartbeatSeconds !== undefined ? [String(args.heartbeatSeconds)] : []),
    ],
    { cwd: join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`worker process exited (${code}) before it was ready`)),
    );
  });
  return { child, ready, exited };
}

/** Ends a worker process (SIGTERM: graceful; SIGKILL: as a crash would) and waits for it. */
export async function endWorker(worker: WorkerChild, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill(signal);
  await worker.exited;
}
