/**
 * The PDF bench's Chromium side (issue 9 §9): the same invoices as HTML, printed to PDF by the
 * Chromium the e2e tests use (playwright-core's driver).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InvoiceData } from '../../packages/documents/src/pdf/types';
import { byCpu, mb, ownCpuMs, processTree, sampleMemory, selfPss, treeCpuMs } from '../pdf-measure';
import { ROOT } from './common';
import {
  allInvoiceData,
  saveSample,
  timed,
  WARM_UP,
  type KindKey,
  type KindResult,
  type Kinds,
  type Side,
} from './pdf-sides';
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

/** Chromium's side: one page per render, pages in flight as the cores allow. */
export async function chromiumSide(KINDS: Kinds): Promise<Side> {
  const { invoiceHtml } = await import('./invoice-html');
  const data = await allInvoiceData(KINDS);
  invoiceHtml(data.onePage);
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
  const print = async (key: KindKey) => {
    await page.setContent(invoiceHtml(data[key]));
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
  const all = sampleMemory(chromiumPids);
  const memory = sampleMemory(chromiumPids);
  const driver = sampleMemory(() => [process.pid]);
  const cpuMs = () => treeCpuMs(chromiumPids()) + ownCpuMs();
  const kinds = {} as Record<KindKey, KindResult>;
  let peaks = { pss: 0, rss: 0, processes: 0 };
  for (const kind of KINDS) {
    for (let i = 0; i < WARM_UP; i++) await print(kind.key);
    saveSample(`chromium-${kind.key}`, await print(kind.key));
    // One page reused, one PDF at a time: how a warm Chromium serves PDFs.
    kinds[kind.key] = await timed(kind.count, 1, cpuMs, () => print(kind.key));
    if (kind.key === 'onePage') peaks = memory.stop();
  }
  const allPeaks = all.stop();
  const driverPeaks = driver.stop();
  const started = performance.now();
  for (let i = 0; i < 30; i++) await print('onePage');
  const oneAtATime = (performance.now() - started) / 30;
  await browser.close();
  return {
    name: 'headless Chromium (warm, one page reused)',
    pdfsPerSecond: kinds.onePage.pdfsPerSecond,
    msPerPdfOneAtATime: Math.round(oneAtATime * 10) / 10,
    rendererPeakPssMB: mb(peaks.pss),
    rendererPeakPssAllMB: mb(allPeaks.pss),
    totalPeakPssMB: mb(allPeaks.pss + driverPeaks.pss - baseline),
    totalPeakRssMB: mb(allPeaks.rss + driverPeaks.rss),
    processes: peaks.processes,
    cpuMsPerPdf: kinds.onePage.cpuMsPerPdf,
    pdfsPerSecondByCpu: byCpu(kinds.onePage.cpuMsPerPdf),
    bytesFirstPdf: kinds.onePage.bytes,
    kinds,
  };
}
