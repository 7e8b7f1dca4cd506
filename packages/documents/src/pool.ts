import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderTask } from './pdf/doc';

/**
 * PDFs render on a pool of worker threads, one per core, so the thread serving requests only
 * builds the (small) document description and waits. The worker is plain JavaScript
 * (runtime/pdf-worker.mjs), so it starts the same under node, tsx and vitest, with no build step.
 */
let pool: Piscina<RenderTask, Uint8Array> | undefined;

export function pdfPoolSize(): number {
  return Math.max(1, availableParallelism());
}

function getPool(): Piscina<RenderTask, Uint8Array> {
  if (!pool) {
    const threads = pdfPoolSize();
    pool = new Piscina<RenderTask, Uint8Array>({
      filename: new URL('../runtime/pdf-worker.mjs', import.meta.url).href,
      name: 'default',
      minThreads: threads,
      maxThreads: threads,
      // Threads stay up once started: each holds its parsed fonts.
      idleTimeout: 60 * 60 * 1000,
      // Workers inherit nothing from a TypeScript runner they do not need.
      execArgv: [],
    });
  }
  return pool;
}

/** Starts the threads (and their fonts) ahead of the first request. */
export function warmPdfPool(): void {
  getPool();
}

/** One document on the pool. */
export function renderDocument(task: RenderTask): Promise<Uint8Array> {
  return getPool().run(task);
}

/** Several documents at once, spread over the threads; results in the tasks' order. */
export function renderDocuments(tasks: readonly RenderTask[]): Promise<Uint8Array[]> {
  const running = getPool();
  return Promise.all(tasks.map((task) => running.run(task)));
}

export function pdfPoolStats(): { threads: number; queued: number; completed: number } {
  return {
    threads: pool?.threads.length ?? 0,
    queued: pool?.queueSize ?? 0,
    completed: pool?.completed ?? 0,
  };
}

/** Ends the threads (server shutdown, end of a test file). A later render starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
