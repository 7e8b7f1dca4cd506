import {
  bankBlock,
  businessDocument,
  imagesOf,
  letterhead,
  stampedTitle,
  stampWatermark,
  termsBlock,
} from './common';
import type { PdfNode, RenderTask } from './doc';
import {
  closingBlock,
  eDocumentBand,
  metaBox,
  summaryAndTotals,
  wordsBand,
  zeroRatedNote,
} from './invoice-parts';
import { itemsTable, withoutTax } from './invoice-tables';
import { totalsTable } from './invoice-totals';
import { numberedTitles } from './letter-document';
import type { InvoiceData } from './types';
import { invoiceTitle } from './invoice-supply';
import { upiPaymentBlock } from './upi';

export { lutLine, REVERSE_CHARGE_LINE, reverseChargeLine } from './invoice-parts';

/** The stamp on every page of a cancelled invoice (pdfmake draws it across each page). */
export const CANCELLED_WATERMARK = stampWatermark('CANCELLED');

/** Everything under the title band: the same for every copy, so it is built once. */
function invoiceBody(data: InvoiceData, images: Record<string, string>): PdfNode[] {
  return [
    zeroRatedNote(data),
    eDocumentBand(data),
    metaBox(data),
    itemsTable(data),
    summaryAndTotals(data.taxSplit, data.taxKind, withoutTax(data), totalsTable(data), data.lines),
    wordsBand(data),
    ...closingBlock(
      [
        bankBlock(data.shop),
        { text: ' ', fontSize: 4 },
        // Only with a payment: without one the foot is exactly as before.
        ...(data.upiPayment ? [upiPaymentBlock(data.upiPayment), { text: ' ', fontSize: 4 }] : []),
        termsBlock(data.terms),
      ],
      data.shop,
      images,
    ),
  ];
}

/**
 * A GST tax invoice (CGST Rule 46) in the Default or the KW (capacity-led) layout: one full
 * invoice per copy (Rule 48), each from a new page with its label at the top right and its own
 * page numbers; a cancelled invoice is stamped CANCELLED on every page.
 */
export function invoiceDocument(data: InvoiceData): RenderTask {
  const images = imagesOf(data.shop.images);
  const stamp = data.status === 'cancelled' ? 'CANCELLED' : null;
  const { band, name } = invoiceTitle(data);
  const title = stampedTitle(data.style === 'kw' ? `${band} · SOLAR SYSTEM` : band, stamp);
  const body = invoiceBody(data, images);
  const labels = data.copies.length ? data.copies : [''];
  const content: PdfNode[] = labels.map((label, index) => ({
    id: `copy-${index + 1}`,
    stack: [...letterhead(data.shop, images, title, label), ...body],
    ...(index > 0 ? { pageBreak: 'before' } : {}),
  }));
  return businessDocument({
    shop: data.shop,
    images,
    content,
    ...numberedTitles(name, data.invoiceNumber, data.invoiceDate),
    document: 'invoice',
    stamp,
    sections: labels.length > 1 ? labels.map((_l, index) => `copy-${index + 1}`) : undefined,
  });
}
