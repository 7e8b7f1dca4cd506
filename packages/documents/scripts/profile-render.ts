/**
 * Profiles invoice rendering on this thread, for finding where the CPU goes:
 *   ../../apps/server/node_modules/.bin/tsx --cpu-prof --cpu-prof-dir=/tmp/prof scripts/profile-render.ts [count] [one|long|copies]
 * SHORTCUTS=0 renders every document from nothing (no reuse across documents), for comparison.
 * Prints CPU-ms per PDF (after a warm-up); open the .cpuprofile in Chrome DevTools or summarise
 * it with scripts/profile-summary.mjs.
 */
import { renderPdf, setShortcuts, setupEngine } from '../runtime/pdf-engine.mjs';
import { invoiceDocument } from '../src/pdf/invoice';
import { manyLinesSample } from '../test/fixtures/page-set';
import { invoiceSample } from '../test/fixtures/samples';

setupEngine();
// SHORTCUTS=0: every document from nothing, as before issue 20 (for comparison).
setShortcuts(process.env.SHORTCUTS !== '0');
const count = Number(process.argv[2] ?? 200);
const kind = process.argv[3] ?? 'one';
const data =
  kind === 'long'
    ? manyLinesSample(60)
    : kind === 'copies'
      ? {
          ...invoiceSample(),
          copies: [
            'ORIGINAL FOR RECIPIENT' as const,
            'DUPLICATE FOR TRANSPORTER' as const,
            'TRIPLICATE FOR SUPPLIER' as const,
          ],
        }
      : invoiceSample();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (let i = 0; i < Number(process.env.WARM ?? 20); i++) await renderPdf(invoiceDocument(data));
const start = cpu();
let bytes = 0;
for (let i = 0; i < count; i++) bytes = (await renderPdf(invoiceDocument(data))).byteLength;
console.log(`${kind}: ${((cpu() - start) / count).toFixed(2)} CPU-ms per PDF, ${bytes} bytes`);
