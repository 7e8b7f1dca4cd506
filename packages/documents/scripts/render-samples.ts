/**
 * Renders the test samples to PDF and PNG for looking at them:
 *   ../../apps/server/node_modules/.bin/tsx scripts/render-samples.ts [outDir]
 * (PNG pages need poppler's pdftoppm.)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { invoiceDocument } from '../src/pdf/invoice';
import { quoteDocument } from '../src/pdf/quote';
import { renderInThread } from '../src/pdf/render';
import { warrantyCertificate } from '../src/pdf/warranty';
import {
  b2bIntraState,
  cancelledTriplicate,
  exportWopay,
  sezWpay,
} from '../test/fixtures/gst-samples';
import { QUOTE, quoteSample } from '../test/fixtures/quote-samples';
import { invoiceSample, longInvoiceSample, SHOP, WARRANTY } from '../test/fixtures/samples';

const out = process.argv[2] ?? '/tmp/pdf-samples';
mkdirSync(out, { recursive: true });
const samples = {
  'invoice-default-intra': invoiceDocument(invoiceSample()),
  'invoice-kw-inter': invoiceDocument(invoiceSample({ style: 'kw', interState: true })),
  'invoice-long': invoiceDocument(longInvoiceSample()),
  // A new shop: no logos, signature, bank, terms or top text; an unregistered buyer.
  'invoice-plain': invoiceDocument({
    ...invoiceSample(),
    shop: {
      ...SHOP,
      topText: '',
      images: { shopLogo: '', partnerLogo: '', signature: '' },
      bank: { bankName: '', accountNumber: '', ifscCode: '', branch: '' },
    },
    billTo: { ...invoiceSample().billTo, gstin: '', email: '', phoneNumber: '' },
    terms: '',
  }),
  'invoice-b2b-discount-roundoff': invoiceDocument(b2bIntraState()),
  'invoice-kw-discount': invoiceDocument({ ...b2bIntraState(), style: 'kw' }),
  'invoice-export-wopay': invoiceDocument(exportWopay()),
  'invoice-sez-wpay': invoiceDocument(sezWpay()),
  'invoice-cancelled-3-copies': invoiceDocument(cancelledTriplicate()),
  quote: quoteDocument(QUOTE),
  'quote-inter-state': quoteDocument(quoteSample({ placeOfSupply: 24 })),
  proforma: quoteDocument({
    ...QUOTE,
    quoteType: 'Proforma Invoice',
    isInstallationRequired: false,
  }),
  'certificate-module': warrantyCertificate(WARRANTY, WARRANTY.items[0]!),
  'certificate-inverter': warrantyCertificate(WARRANTY, WARRANTY.items[1]!),
};
for (const [name, task] of Object.entries(samples)) {
  const file = join(out, `${name}.pdf`);
  writeFileSync(file, await renderInThread(task));
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(out, name)]);
  console.log(file);
}
