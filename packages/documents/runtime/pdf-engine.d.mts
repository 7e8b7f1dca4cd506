import type { RenderTask } from '../src/pdf/doc';

/** Loads the fonts into memory and locks down file and URL access; idempotent. */
export function setupEngine(): void;

/** One document to PDF bytes, on the calling thread. */
export function renderPdf(task: RenderTask): Promise<Uint8Array>;

/** Reuse of font tables, shaped words and decoded images across documents (on by default). */
export function setReuse(on: boolean): void;
