import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderInThread } from '../src/pdf/render';

/**
 * Renders a document as the server does (in the worker pool). Set PDF_DUMP_DIR to keep the
 * rendered PDFs (`<name>.pdf`), to look at them as images.
 */
export async function renderAndKeep(task: Parameters<typeof renderInThread>[0], name: string) {
  const bytes = await renderInThread(task);
  const dir = process.env.PDF_DUMP_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.pdf`), bytes);
  }
  return bytes;
}
