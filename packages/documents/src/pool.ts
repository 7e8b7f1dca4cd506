import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderTask } from './pdf/doc';

/**
 * PDFs render on a pool of worker threads, one per core, so the thread serving requests only
 * builds the (small) document description and waits. The worker is plain JavaScript
 * (runtime/pdf-worker.mjs), so it starts the same under node, tsx and vitest, with no build step.
 *
 * Memory: each thread's heap is capped (young 6 MB, old 40 MB). A one-page invoice keeps about
 * 15 MB live, so V8 collects early instead of growing the heap to its defaults, which roughly
 * halves what the threads hold. Issue 20 measured the caps (pool of two, 300 one-page and 40
 * 60-line invoices): young 8 / old 48 peaked 105–116 MB over the pool's start, young 6 / old 40
 * 90–91 MB, young 4 / old 40 92–97 MB; CPU per PDF differed by less than the run-to-run noise. A document too big for the cap (a 200-line invoice with
 * thousands of serials) fails its thread cleanly (ERR_WORKER_OUT_OF_MEMORY, the thread is
 * replaced) and is rendered again on a one-thread pool without the cap, whose thread exits
 * when idle for a few seconds.
 */
const WORKER = new URL('../runtime/pdf-worker.mjs', import.meta.url).href;
const SMALL_HEAP = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 40 };

type Pool = Piscina<RenderTask, Uint8Array>;
let pool: Pool | undefined;
let largePool: Pool | undefined;

let threadLimit: number | undefined;

export function pdfPoolSize(): number {
  return Math.max(1, Math.min(availableParallelism(), threadLimit ?? Infinity));
}

/**
 * At most `threads` render threads in this process, from the next pool started. The shop-export
 * process (issue 33) renders on one: it is background work beside a server whose own threads
 * serve requests, and each thread holds its fonts and heap (about 50 MiB).
 */
export function limitPdfThreads(threads: number): void {
  threadLimit = Math.max(1, Math.floor(threads));
}

function getPool(): Pool {
  if (!pool) {
    const threads = pdfPoolSize();
    pool = new Piscina<RenderTask, Uint8Array>({
      filename: WORKER,
      minThreads: threads,
      maxThreads: threads,
      // Threads stay up once started: each holds its parsed fonts.
      idleTimeout: 60 * 60 * 1000,
      resourceLimits: SMALL_HEAP,
      // Nothing from a TypeScript runner's flags is needed in the workers.
      execArgv: [],
    });
  }
  return pool;
}

function getLargePool(): Pool {
  largePool ??= new Piscina<RenderTask, Uint8Array>({
    filename: WORKER,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5_000,
    execArgv: [],
  });
  return largePool;
}

function outOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

/** Starts the threads (and their fonts) ahead of the first request. */
export function warmPdfPool(): void {
  getPool();
}

/** One document on the pool. */
export async function renderDocument(task: RenderTask): Promise<Uint8Array> {
  try {
    return await getPool().run(task);
  } catch (error) {
    if (!outOfMemory(error)) throw error;
    return getLargePool().run(task);
  }
}

/** Several documents at once, spread over the threads; results in the tasks' order. */
export function renderDocuments(tasks: readonly RenderTask[]): Promise<Uint8Array[]> {
  return Promise.all(tasks.map((task) => renderDocument(task)));
}

export function pdfPoolStats(): { threads: number; queued: number; completed: number } {
  return {
    threads: pool?.threads.length ?? 0,
    queued: pool?.queueSize ?? 0,
    completed: (pool?.completed ?? 0) + (largePool?.completed ?? 0),
  };
}

/** Ends the threads (server shutdown, end of a test file). A later render starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const current = [pool, largePool].filter((p): p is Pool => p !== undefined);
  pool = undefined;
  largePool = undefined;
  await Promise.all(current.map((p) => p.close()));
}
