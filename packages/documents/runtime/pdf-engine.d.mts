import type { RenderTask } from '../src/pdf/doc';

/** Loads the fonts into memory and locks down file and URL access; idempotent. */
export function setupEngine(): void;

/** One document to PDF bytes, on the calling thread. */
export function renderPdf(task: RenderTask): Promise<Uint8Array>;

/**
 * The render thread's shortcuts (issue 20: reuse across documents, the direct font-subset
 * writer, lean style lookups and content writes), on by default; off renders the plain way.
 */
export function setShortcuts(on: boolean): void;
