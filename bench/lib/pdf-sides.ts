/**
 * The PDF bench's documents and measuring (issue 9 §9): the three invoices each side renders, the
 * timed render loop, and what a side reports.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InvoiceData } from '../../packages/documents/src/pdf/types';
import { mb, rate } from '../pdf-measure';

/**
 * Renders per thread (pdfmake) or per page (Chromium) before timing a document: enough for V8 to
 * optimise the layout code and for the caches to fill, as on a server that has been up a while.
 * With 4 instead of 20 the pool's one-page figure read about 50 CPU-ms instead of about 30.
 */
export const WARM_UP = 20;

/** The three documents, `count` the one-page invoice's renders; each side renders every one. */
export const kindsFor = (count: number) =>
  [
    { key: 'onePage', label: 'one-page invoice', count },
    { key: 'sixtyLines', label: '60-line invoice', count: Math.max(10, Math.round(count / 5)) },
    {
      key: 'threeCopies',
      label: 'invoice in 3 copies',
      count: Math.max(10, Math.round(count / 2)),
    },
  ] as const;
export type Kinds = ReturnType<typeof kindsFor>;
export type KindKey = Kinds[number]['key'];

export async function invoiceData(key: KindKey): Promise<InvoiceData> {
  const { invoiceSample } = await import('../../packages/documents/test/fixtures/samples');
  const { manyLinesSample } = await import('../../packages/documents/test/fixtures/page-set');
  if (key === 'sixtyLines') return manyLinesSample(60);
  if (key === 'threeCopies') {
    return {
      ...invoiceSample(),
      copies: ['ORIGINAL FOR RECIPIENT', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR SUPPLIER'],
    };
  }
  return invoiceSample();
}

/** Every document's data, by its key. */
export async function allInvoiceData(kinds: Kinds): Promise<Record<KindKey, InvoiceData>> {
  return Object.fromEntries(
    await Promise.all(kinds.map(async (k) => [k.key, await invoiceData(k.key)] as const)),
  ) as Record<KindKey, InvoiceData>;
}

/** Pages in a PDF: its page objects (pdfkit and Skia both write them uncompressed). */
export const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;

export type KindResult = {
  cpuMsPerPdf: number;
  pdfsPerSecond: number;
  pages: number;
  bytes: number;
};

export type Side = {
  name: string;
  pdfsPerSecond: number;
  msPerPdfOneAtATime: number;
  /** What the renderer adds: worker threads, or the Chromium processes (peak PSS, MB). */
  rendererPeakPssMB: number;
  /** The same, over all three documents (the 60-line one needs the most). */
  rendererPeakPssAllMB: number;
  /** Everything: the whole Node process with its threads, or Chromium plus its driver. */
  totalPeakPssMB: number;
  totalPeakRssMB: number;
  processes: number;
  /** CPU time (user + system, all threads and processes of the side) per one-page PDF. */
  cpuMsPerPdf: number;
  /** What that CPU time allows on this machine's cores: a load-independent throughput. */
  pdfsPerSecondByCpu: number;
  bytesFirstPdf: number;
  kinds: Record<KindKey, KindResult>;
  threads?: number;
};

/** PDF_BENCH_SAVE=<dir> keeps one PDF of each side and document, to look at them. */
export function saveSample(name: string, bytes: Uint8Array | undefined) {
  const dir = process.env.PDF_BENCH_SAVE;
  if (dir && bytes) writeFileSync(join(dir, `bench-${name}.pdf`), bytes);
}

/**
 * Renders `count` PDFs with `inFlight` at a time and reads the side's CPU time around it.
 * `render` builds the document from the data and renders it.
 */
export async function timed(
  count: number,
  inFlight: number,
  cpuMs: () => number,
  render: () => Promise<Uint8Array>,
): Promise<KindResult> {
  const cpuStart = cpuMs();
  const started = performance.now();
  let next = 0;
  let first: Uint8Array | undefined;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        next++;
        const bytes = await render();
        first ??= bytes;
      }
    }),
  );
  const elapsed = performance.now() - started;
  return {
    cpuMsPerPdf: mb((cpuMs() - cpuStart) / count),
    pdfsPerSecond: rate(count, elapsed),
    pages: first ? pageCount(first) : 0,
    bytes: first?.byteLength ?? 0,
  };
}
