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
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, ROOT, spawnTs, writeResult } from './lib/common';
import {
  byCpu,
  mb,
  ownCpuMs,
  processTree,
  rate,
  sampleMemory,
  selfPss,
  treeCpuMs,
} from './pdf-measure';

const { values } = parseArgs({
  options: { role: { type: 'string', default: 'main' }, count: { type: 'string', default: '200' } },
});
const COUNT = Number(values.count);
const GOAL = { throughputRatio: 1.5, memoryRatio: 0.2 };

type Side = {
  name: string;
  pdfsPerSecond: number;
  msPerPdfOneAtATime: number;
  /** What the renderer adds: worker threads, or the Chromium processes (peak PSS, MB). */
  rendererPeakPssMB: number;
  /** Everything: the whole Node process with its threads, or Chromium plus its driver. */
  totalPeakPssMB: number;
  totalPeakRssMB: number;
  processes: number;
  /** CPU time (user + system, all threads and processes of the side) per PDF. */
  cpuMsPerPdf: number;
  /** What that CPU time allows on this machine's cores: a load-independent throughput. */
  pdfsPerSecondByCpu: number;
  bytesFirstPdf: number;
  threads?: number;
};

/** PDF_BENCH_SAVE=<dir> keeps one PDF of each side, to look at them. */
function saveSample(name: string, bytes: Uint8Array | undefined) {
  const dir = process.env.PDF_BENCH_SAVE;
  if (dir && bytes) writeFileSync(join(dir, `bench-${name}.pdf`), bytes);
}

async function pdfmakeSide(): Promise<Side> {
  const documents = await import('../packages/documents/src/index');
  const { invoiceSample } = await import('../packages/documents/test/fixtures/samples');
  const task = () => documents.invoiceDocument(invoiceSample());
  task();
  const baseline = selfPss();
  const threads = documents.pdfPoolSize();
  // Warm: start the threads, load fonts, JIT the layout code.
  const [sample] = await documents.renderDocuments(Array.from({ length: threads * 4 }, task));
  saveSample('pdfmake', sample);
  const memory = sampleMemory(() => [process.pid]);
  const cpuStart = ownCpuMs();
  let started = performance.now();
  const inFlight = threads * 2;
  let next = 0;
  let first = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < COUNT) {
        next++;
        const bytes = await documents.renderDocument(task());
        first ||= bytes.byteLength;
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpuPerPdf = (ownCpuMs() - cpuStart) / COUNT;
  const peaks = memory.stop();
  started = performance.now();
  for (let i = 0; i < 30; i++) await documents.renderDocument(task());
  const oneAtATime = (performance.now() - started) / 30;
  await documents.closePdfPool();
  return {
    name: `pdfmake worker pool (${threads} threads)`,
    pdfsPerSecond: rate(COUNT, elapsed),
    msPerPdfOneAtATime: Math.round(oneAtATime * 10) / 10,
    rendererPeakPssMB: mb(peaks.pss - baseline),
    totalPeakPssMB: mb(peaks.pss),
    totalPeakRssMB: mb(peaks.rss),
    processes: peaks.processes,
    cpuMsPerPdf: mb(cpuPerPdf),
    pdfsPerSecondByCpu: byCpu(cpuPerPdf),
    bytesFirstPdf: first,
    threads,
  };
}

/** playwright-core's chromium, as installed for the e2e package (@playwright/test → playwright). */
async function playwrightChromium() {
  const fromE2e = createRequire(join(ROOT, 'e2e', 'package.json'));
  const fromPlaywright = createRequire(
    createRequire(fromE2e.resolve('@playwright/test')).resolve('playwright'),
  );
  const core = (await import(pathToFileURL(fromPlaywright.resolve('playwright-core')).href)) as {
    chromium?: ChromiumType;
    default?: { chromium: ChromiumType };
  };
  const chromium = core.chromium ?? core.default?.chromium;
  if (!chromium) throw new Error('playwright-core has no chromium export');
  return chromium;
}

type ChromiumType = {
  launch(options: { executablePath: string; args: string[] }): Promise<{
    newPage(): Promise<{
      setContent(html: string): Promise<void>;
      pdf(options: Record<string, unknown>): Promise<Buffer>;
    }>;
    close(): Promise<void>;
  }>;
};

async function chromiumSide(): Promise<Side> {
  const { invoiceHtml } = await import('./lib/invoice-html');
  const { invoiceSample } = await import('../packages/documents/test/fixtures/samples');
  invoiceHtml(invoiceSample());
  const baseline = selfPss();
  const chromium = await playwrightChromium();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Playwright spawns Chromium from this process: the tree below it is the browser.
  const chromiumPids = () => processTree(process.pid).filter((pid) => pid !== process.pid);
  if (!chromiumPids().length) throw new Error('no Chromium process');
  const page = await browser.newPage();
  const print = async () => {
    await page.setContent(invoiceHtml(invoiceSample()));
    return page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        '<div style="font-size:7px;width:100%;text-align:right;padding-right:10mm">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
      margin: { top: '11mm', bottom: '14mm', left: '10mm', right: '10mm' },
    });
  };
  for (let i = 0; i < 5; i++) await print();
  saveSample('chromium', await print());
  const memory = sampleMemory(chromiumPids);
  const driver = sampleMemory(() => [process.pid]);
  const cpuStart = treeCpuMs(chromiumPids()) + ownCpuMs();
  let started = performance.now();
  let first = 0;
  for (let i = 0; i < COUNT; i++) {
    const bytes = await print();
    first ||= bytes.byteLength;
  }
  const elapsed = performance.now() - started;
  const cpuPerPdf = (treeCpuMs(chromiumPids()) + ownCpuMs() - cpuStart) / COUNT;
  const peaks = memory.stop();
  const driverPeaks = driver.stop();
  started = performance.now();
  for (let i = 0; i < 30; i++) await print();
  const oneAtATime = (performance.now() - started) / 30;
  await browser.close();
  return {
    name: 'headless Chromium (warm, one page reused)',
    pdfsPerSecond: rate(COUNT, elapsed),
    msPerPdfOneAtATime: Math.round(oneAtATime * 10) / 10,
    rendererPeakPssMB: mb(peaks.pss),
    totalPeakPssMB: mb(peaks.pss + driverPeaks.pss - baseline),
    totalPeakRssMB: mb(peaks.rss + driverPeaks.rss),
    processes: peaks.processes,
    cpuMsPerPdf: mb(cpuPerPdf),
    pdfsPerSecondByCpu: byCpu(cpuPerPdf),
    bytesFirstPdf: first,
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

if (values.role === 'pdfmake' || values.role === 'chromium') {
  const side = values.role === 'pdfmake' ? await pdfmakeSide() : await chromiumSide();
  console.log(`RESULT ${JSON.stringify(side)}`);
} else {
  const start = machine();
  console.log(
    `PDF bench: ${COUNT} one-page tax invoices per side, load ${start.loadAverageAtStart.join(' ')}`,
  );
  const pdfmake = await runChild('pdfmake');
  const chrome = await runChild('chromium');
  const throughputRatio = Math.round((pdfmake.pdfsPerSecond / chrome.pdfsPerSecond) * 100) / 100;
  const memoryRatio =
    Math.round((pdfmake.rendererPeakPssMB / chrome.rendererPeakPssMB) * 100) / 100;
  const cpuThroughputRatio =
    Math.round((pdfmake.pdfsPerSecondByCpu / chrome.pdfsPerSecondByCpu) * 100) / 100;
  const totalMemoryRatio = Math.round((pdfmake.totalPeakPssMB / chrome.totalPeakPssMB) * 100) / 100;
  const row = (s: Side) =>
    `${s.name.padEnd(42)} ${String(s.pdfsPerSecond).padStart(6)} PDF/s ${String(s.msPerPdfOneAtATime).padStart(6)} ms alone ${String(s.cpuMsPerPdf).padStart(6)} CPU-ms/PDF (${s.pdfsPerSecondByCpu} PDF/s by CPU)  renderer ${String(s.rendererPeakPssMB).padStart(6)} MB  total ${String(s.totalPeakPssMB).padStart(6)} MB PSS / ${String(s.totalPeakRssMB).padStart(6)} MB RSS`;
  console.log(row(pdfmake));
  console.log(row(chrome));
  console.log(
    `throughput ratio pdfmake/Chromium: ${throughputRatio}x wall clock, ${cpuThroughputRatio}x by CPU time (goal >= ${GOAL.throughputRatio}); renderer memory ratio: ${memoryRatio} (goal <= ${GOAL.memoryRatio}); whole-process memory ratio: ${totalMemoryRatio}`,
  );
  writeResult('pdf', {
    bench: 'pdf',
    date: new Date().toISOString(),
    machine: machine({ loadAverageAtEnd: machine().loadAverageAtStart }),
    count: COUNT,
    goal: GOAL,
    pass: throughputRatio >= GOAL.throughputRatio && memoryRatio <= GOAL.memoryRatio,
    throughputRatio,
    cpuThroughputRatio,
    memoryRatio,
    totalMemoryRatio,
    pdfmake,
    chromium: chrome,
  });
}
