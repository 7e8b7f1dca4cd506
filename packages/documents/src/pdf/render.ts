import type { RenderTask } from './doc';
import { renderPdf } from '../../runtime/pdf-engine.mjs';

/**
 * Renders on the calling thread. pdfmake writes layout state into the document it is given, so
 * it gets a copy and the caller's task stays reusable. Servers use the worker pool instead
 * (`renderDocuments` in pool.ts); this is for tests and scripts.
 */
export function renderInThread(task: RenderTask): Promise<Uint8Array> {
  return renderPdf(structuredClone(task));
}
