import type { RenderTask } from './doc';

/**
 * Renders on the calling thread. pdfmake writes layout state into the document it is given, so
 * it gets a copy and the caller's task stays reusable. The engine (pdfmake, pdfkit, fonts) loads
 * on first use only, so a server that renders on the worker pool never holds it on its own
 * thread. Servers use the pool (`renderDocument(s)` in pool.ts); this is for tests and scripts.
 */
export async function renderInThread(task: RenderTask): Promise<Uint8Array> {
  const { renderPdf } = await import('../../runtime/pdf-engine.mjs');
  return renderPdf(structuredClone(task));
}
