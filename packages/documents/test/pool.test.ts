import { afterAll, describe, expect, it } from 'vitest';
import { invoiceDocument } from '../src/pdf/invoice';
import { renderInThread } from '../src/pdf/render';
import { availableParallelism } from 'node:os';
import {
  closePdfPool,
  limitPdfThreads,
  pdfPoolSize,
  pdfPoolStats,
  renderDocument,
  renderDocuments,
} from '../src/pool';
import { invoiceSample } from './fixtures/samples';
import { flat, pdfPageCount, pdfText, PDFTOTEXT } from './pdf-text';

afterAll(() => closePdfPool());

/**
 * Same document: identical bytes, or (pdfkit may order font objects differently when a worker's
 * first document differs) identical page count and text. Byte equality alone was flaky in CI.
 */
function expectSameDocument(a: Uint8Array, b: Uint8Array) {
  if (Buffer.from(a).equals(Buffer.from(b))) return;
  expect(pdfPageCount(a)).toBe(pdfPageCount(b));
  if (PDFTOTEXT) expect(pdfText(a)).toBe(pdfText(b));
  else expect(a.length).toBe(b.length);
}

/** A task whose bytes are deterministic: fixed creation date. */
function fixedTask(style: 'default' | 'kw' = 'default') {
  const task = invoiceDocument(invoiceSample({ style }));
  task.doc.info = { ...task.doc.info, creationDate: new Date('2026-11-21T10:00:00Z') };
  return task;
}

describe('PDF worker pool', () => {
  it('renders in worker threads exactly what the calling thread renders', async () => {
    const inThread = await renderInThread(fixedTask());
    const fromPool = await renderDocument(fixedTask());
    expect(fromPool).toBeInstanceOf(Uint8Array);
    expectSameDocument(fromPool, inThread);
    expect(pdfPoolStats().threads).toBe(pdfPoolSize());
  });

  it('shares decoded font tables without changing a byte: first and later renders agree', async () => {
    const first = await renderInThread(fixedTask('kw'));
    const again = await Promise.all([1, 2, 3].map(() => renderInThread(fixedTask('kw'))));
    for (const bytes of again) expectSameDocument(bytes, first);
  });

  it('renders a batch in parallel, results in order', async () => {
    const tasks = Array.from({ length: 12 }, (_, i) => {
      const data = invoiceSample();
      return invoiceDocument({
        ...data,
        invoiceNumber: `SS/26-27/${String(i + 1).padStart(4, '0')}`,
      });
    });
    const before = pdfPoolStats().completed;
    const results = await renderDocuments(tasks);
    expect(results).toHaveLength(12);
    expect(pdfPoolStats().completed - before).toBe(12);
    if (PDFTOTEXT) {
      results.forEach((bytes, i) =>
        expect(flat(pdfText(bytes))).toContain(
          `Invoice No.: SS/26-27/${String(i + 1).padStart(4, '0')}`,
        ),
      );
    }
  });

  it('reports a broken document as a rejected promise, and keeps serving', async () => {
    const broken = fixedTask();
    broken.doc.content = [{ table: { body: 'not rows' } }];
    await expect(renderDocument(broken)).rejects.toThrow();
    const ok = await renderDocument(fixedTask());
    expect(Buffer.from(ok.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('renders a document too big for a pool thread on the uncapped fallback thread', async () => {
    const base = invoiceSample();
    const line = base.lines[0]!;
    const lines = Array.from({ length: 200 }, (_, i) => ({
      ...line,
      description: 'Bifacial dual-glass module with anodised frame '.repeat(10),
      serials: Array.from({ length: 20 }, (_, k) => `SERIAL-${i}-${k}-ABCDEFGH`),
    }));
    const bytes = await renderDocument(invoiceDocument({ ...base, lines }));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    // The capped pool is still there and working afterwards.
    const ok = await renderDocument(fixedTask());
    expect(ok.byteLength).toBeGreaterThan(1000);
    // A 200-line, 4,000-serial PDF: ~10 s alone, past a minute beside a busy CI stage.
  }, 180_000);

  it('refuses to read local files through an image reference', async () => {
    const task = fixedTask();
    task.doc.content = [{ image: '/etc/passwd' }];
    await expect(renderDocument(task)).rejects.toThrow(/denied|Invalid image/i);
  });

  it('starts one thread when limited to one (the shop-export process), and renders the same', async () => {
    await closePdfPool();
    limitPdfThreads(1);
    try {
      expect(pdfPoolSize()).toBe(1);
      const bytes = await renderDocuments([fixedTask(), fixedTask()]);
      expect(pdfPoolStats().threads).toBe(1);
      for (const pdf of bytes) expectSameDocument(pdf, await renderInThread(fixedTask()));
    } finally {
      await closePdfPool();
      limitPdfThreads(Infinity);
    }
    expect(pdfPoolSize()).toBe(Math.max(1, availableParallelism()));
  });
});
