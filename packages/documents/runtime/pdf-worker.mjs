// A render-pool worker thread: one RenderTask in, the PDF bytes out (moved, not copied).
// Plain JavaScript so it loads under any runner with no build step; see pdf-engine.mjs.
import { move } from 'piscina';
import { renderPdf, setupEngine } from './pdf-engine.mjs';

// Fonts load as the thread starts, not on its first document.
setupEngine();

export default async function render(task) {
  const bytes = await renderPdf(task);
  // Own exactly the PDF's bytes (a small Buffer may sit in a shared slab) before moving them.
  const own =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  return move(own);
}
