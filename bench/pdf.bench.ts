/**
 * Invoice PDFs per second and peak memory: the app's pdfmake worker pool against a warm headless
 * Chromium (browser kept open, one page reused, setContent + page.pdf) printing an equivalent HTML
 * invoice, in the same run, each side in its own child process so their memory is measured alone.
 *
 *   pnpm --dir apps/server exec tsx ../../bench/pdf.bench.ts [--count 200]
 *   (or: cd apps/server && node --import tsx ../../bench/pdf.bench.ts)
 *
 * Memory, as peak PSS (proportional set size: Chromium's shared pages are not counted twice):
 *  - renderer: what rendering adds. pdfmake: the process's growth once the worker pool starts
 *    (the document builders are loaded before the baseline, as the HTML template is for
 *    Chromium). Chromium: its whole process tree. The goal's ratio uses these.
 *  - total: the whole Node process with its threads, or Chromium plus its driving Node process's
 *    growth. RSS (shared pages counted in every process) is recorded too.
 * Chromium: CHROMIUM_PATH (default /usr/bin/chromium). Writes bench/results/pdf.json;
 * PDF_BENCH_SAVE=<dir> also keeps one PDF of each side there.
 * Throughput is wall clock (PDFs/s) and, because a shared machine's load skews wall clock (a
 * side with more processes gets more of a busy CPU), also CPU time per PDF over every thread and
 * process of the side, turned into PDFs/s on this machine's cores.
 * Goal (issue 7): at least 1.5x Chromium's throughput with at most a fifth of its memory.
 * Goal (issue 20): at least 1.5x by CPU time on the one-page invoice, memory still <= 0.2.
 *
 * Three documents, each the same on both sides and rendered the same number of times: the
 * one-page tax invoice, a 60-line invoice (five pages) and the one-page invoice in three copies
 * (Original, Duplicate, Triplicate). Each side prints CPU-ms per PDF and the page count of each.
 * The invoice data is made once per document (the server reads stored figures; it does not
 * work out the GST again for a PDF); what is timed per PDF is building the document (pdfmake's
 * definition, or the HTML) and rendering it.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { InvoiceData } from '../packages/documents/src/pdf/types';
import { machine, spawnTs, writeResult } from './lib/common';
import { chromiumSide } from './lib/pdf-chromium';
import {
  allInvoiceData,
  kindsFor,
  saveSample,
  timed,
  WARM_UP,
  type KindKey,
  type KindResult,
  type Side,
} from './lib/pdf-sides';
import { byCpu, mb, ownCpuMs, processTree, sampleMemory, selfPss, treeCpuMs } from './pdf-measure';

const { values } = parseArgs({
  options: { role: { type: 'string', default: 'main' }, count: { type: 'string', default: '200' } },
});
const COUNT = Number(values.count);
const GOAL = { throughputRatio: 1.5, cpuRatio: 1.5, memoryRatio: 0.2 };

const KINDS = kindsFor(COUNT);

async function pdfmakeSide(): Promise<Side> {
  const documents = await import('../packages/documents/src/index');
  const data = await allInvoiceData(KINDS);
  const task = (key: KindKey) => documents.invoiceDocument(data[key]);
  task('onePage');
  const baseline = selfPss();
  const threads = documents.pdfPoolSize();
  const inFlight = threads * 2;
  const all = sampleMemory(() => [process.pid]);
  const memory = sampleMemory(() => [process.pid]);
  const kinds = {} as Record<KindKey, KindResult>;
  let peaks = { pss: 0, rss: 0, processes: 0 };
  // One document after another: warm (start the threads, load fonts, JIT the layout code), then
  // time. The one-page invoice goes first, so its memory is what serving it takes.
  for (const kind of KINDS) {
    const [sample] = await documents.renderDocuments(
      Array.from({ length: threads * WARM_UP }, () => task(kind.key)),
    );
    saveSample(`pdfmake-${kind.key}`, sample);
    kinds[kind.key] = await timed(kind.count, inFlight, ownCpuMs, () =>
      documents.renderDocument(task(kind.key)),
    );
    if (kind.key === 'onePage') peaks = memory.stop();
  }
  const allPeaks = all.stop();
  const started = performance.now();
  for (let i = 0; i < 30; i++) await documents.renderDocument(task('onePage'));
  const oneAtATime = (performance.now() - started) / 30;
  await documents.closePdfPool();
  return {
    name: `pdfmake worker pool (${threads} threads)`,
    pdfsPerSecond: kinds.onePage.pdfsPerSecond,
    msPerPdfOneAtATime: Math.round(oneAtATime * 10) / 10,
    rendererPeakPssMB: mb(peaks.pss - baseline),
    rendererPeakPssAllMB: mb(allPeaks.pss - baseline),
    totalPeakPssMB: mb(allPeaks.pss),
    totalPeakRssMB: mb(allPeaks.rss),
    processes: peaks.processes,
    cpuMsPerPdf: kinds.onePage.cpuMsPerPdf,
    pdfsPerSecondByCpu: byCpu(kinds.onePage.cpuMsPerPdf),
    bytesFirstPdf: kinds.onePage.bytes,
    kinds,
    threads,
  };
}

function runChild(role: string): Promise<Side> {
  return new Promise((resolve, reject) => {
    const child = spawnTs(fileURLToPath(import.meta.url), {}, [
      '--role',
      role,
      '--count',
      String(COUNT),
    ]);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`${role} bench failed (${code}): ${out}`));
      else resolve(JSON.parse(line.slice(7)) as Side);
    });
  });
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

if (values.role === 'pdfmake' || values.role === 'chromium') {
  const side = values.role === 'pdfmake' ? await pdfmakeSide() : await chromiumSide(KINDS);
  console.log(`RESULT ${JSON.stringify(side)}`);
} else {
  const start = machine();
  console.log(
    `PDF bench: ${KINDS.map((k) => `${k.count} × ${k.label}`).join(', ')} per side, load ${start.loadAverageAtStart.join(' ')}`,
  );
  const pdfmake = await runChild('pdfmake');
  const chrome = await runChild('chromium');
  const throughputRatio = ratio(pdfmake.pdfsPerSecond, chrome.pdfsPerSecond);
  const memoryRatio = ratio(pdfmake.rendererPeakPssMB, chrome.rendererPeakPssMB);
  const memoryRatioAll = ratio(pdfmake.rendererPeakPssAllMB, chrome.rendererPeakPssAllMB);
  const cpuThroughputRatio = ratio(pdfmake.pdfsPerSecondByCpu, chrome.pdfsPerSecondByCpu);
  const totalMemoryRatio = ratio(pdfmake.totalPeakPssMB, chrome.totalPeakPssMB);
  const cpuRatios = Object.fromEntries(
    KINDS.map((k) => [
      k.key,
      ratio(chrome.kinds[k.key].cpuMsPerPdf, pdfmake.kinds[k.key].cpuMsPerPdf),
    ]),
  ) as Record<KindKey, number>;
  const row = (s: Side) =>
    `${s.name.padEnd(42)} ${String(s.pdfsPerSecond).padStart(6)} PDF/s ${String(s.msPerPdfOneAtATime).padStart(6)} ms alone ${String(s.cpuMsPerPdf).padStart(6)} CPU-ms/PDF (${s.pdfsPerSecondByCpu} PDF/s by CPU)  renderer ${String(s.rendererPeakPssMB).padStart(6)} MB (${s.rendererPeakPssAllMB} MB over all documents)  total ${String(s.totalPeakPssMB).padStart(6)} MB PSS / ${String(s.totalPeakRssMB).padStart(6)} MB RSS`;
  console.log(row(pdfmake));
  console.log(row(chrome));
  console.log('CPU-ms per PDF          pdfmake   Chromium   ratio   pages (pdfmake / Chromium)');
  for (const kind of KINDS) {
    const [p, c] = [pdfmake.kinds[kind.key], chrome.kinds[kind.key]];
    console.log(
      `${kind.label.padEnd(22)} ${String(p.cpuMsPerPdf).padStart(8)} ${String(c.cpuMsPerPdf).padStart(10)} ${`${cpuRatios[kind.key]}x`.padStart(7)}   ${p.pages} / ${c.pages}`,
    );
  }
  console.log(
    `one-page invoice: ${cpuRatios.onePage}x by CPU time (goal >= ${GOAL.cpuRatio}), ${throughputRatio}x wall clock (goal >= ${GOAL.throughputRatio}); renderer memory ratio ${memoryRatio} (goal <= ${GOAL.memoryRatio}), ${memoryRatioAll} over all three documents; whole-process memory ratio ${totalMemoryRatio}`,
  );
  writeResult('pdf', {
    bench: 'pdf',
    date: new Date().toISOString(),
    machine: machine({ loadAverageAtEnd: machine().loadAverageAtStart }),
    count: COUNT,
    goal: GOAL,
    pass:
      throughputRatio >= GOAL.throughputRatio &&
      cpuRatios.onePage >= GOAL.cpuRatio &&
      memoryRatio <= GOAL.memoryRatio,
    throughputRatio,
    cpuThroughputRatio,
    cpuRatios,
    memoryRatio,
    memoryRatioAll,
    totalMemoryRatio,
    pdfmake,
    chromium: chrome,
  });
}
