import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ExportProcessConfig, FileStorageConfig } from '../../config';
import { AppError } from '../../errors';
import type { BuildDeps } from './shop-export.build';
import type { Progress } from './shop-export.data';

/**
 * A shop's archive built in a Node process of its own (issue 33), for a server on PostgreSQL or
 * Citus. The export reads a snapshot through a cursor and streams the ZIP, so what it holds at
 * once is small; but V8 lets a heap grow with garbage long before it collects (a 100,000-invoice
 * export took an uncapped process from 213 to 450 MiB). In its own process with
 * `--max-old-space-size` the export collects early, and the server's memory does not move at all.
 * PGlite cannot be opened by a second process, so an embedded server builds in its own process.
 *
 * The child (shop-export.child.ts) receives one `ExportJob` over IPC, opens its own connections
 * (no request timeouts: the snapshot's reads are long), sends `progress` as it goes and `done`
 * with the archive's size, or `error`; it exits when done or when the server goes away.
 */

export type ExportJob = {
  databaseUrl: string;
  fileStorage: FileStorageConfig;
  tenant: BuildDeps['tenant'];
  shop: BuildDeps['shop'];
  includePdfs: boolean;
  now: string;
  path: string;
  memoryLog?: boolean;
};

export type ExportMessage =
  | { type: 'progress'; progress: Progress }
  | { type: 'done'; size: number }
  /** `message`: an AppError's, for the user; `detail`: for the server's log only. */
  | { type: 'error'; message: string | null; detail: string };

const CHILD = fileURLToPath(new URL('./shop-export.child.ts', import.meta.url));

/** The end of the process's stderr kept for the error (bytes). */
const STDERR_TAIL = 4000;

/** Young-generation semi-space (MB): small, so short-lived rows are collected in small steps. */
const SEMI_SPACE_MB = 8;

export function buildArchiveInProcess(
  settings: ExportProcessConfig,
  job: Omit<ExportJob, 'databaseUrl'>,
  report: (p: Progress) => void,
  onStart?: (child: ChildProcess) => void,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    const child = fork(CHILD, [], {
      execArgv: [
        ...settings.execArgv,
        `--max-old-space-size=${settings.heapMb}`,
        `--max-semi-space-size=${SEMI_SPACE_MB}`,
      ],
      // memoryLog (the bench's diagnosis): the process's log lines go to this stderr.
      stdio: ['ignore', 'ignore', settings.memoryLog ? 'inherit' : 'pipe', 'ipc'],
    });
    onStart?.(child);
    // What the process printed last (its error lines, V8's out-of-memory report): for the log.
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL)));
    child.on('message', (message: ExportMessage) => {
      if (message.type === 'progress') report(message.progress);
      else if (message.type === 'done') settle(() => resolve(message.size));
      else {
        const cause = new Error(message.detail);
        settle(() =>
          reject(
            message.message
              ? new AppError('BAD_REQUEST', message.message, { cause })
              : new Error(`export process: ${message.detail}`),
          ),
        );
      }
    });
    child.on('error', (error) => settle(() => reject(error)));
    child.on('exit', (code, signal) =>
      settle(() =>
        reject(
          new Error(
            `the export process ended before the archive was done (${signal ?? code}): ${stderr}`,
          ),
        ),
      ),
    );
    child.send({
      ...job,
      databaseUrl: settings.databaseUrl,
      memoryLog: settings.memoryLog === true,
    } satisfies ExportJob);
  });
}
