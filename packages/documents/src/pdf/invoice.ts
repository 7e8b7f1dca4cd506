import {
  bankBlock,
  computerGenerated,
  dateText,
  documentShell,
  imagesOf,
  letterhead,
  termsBlock,
} from './common';
import type { PdfNode, RenderTask } from './doc';
import {
  closingBlock,
  metaBox,
  summaryAndTotals,
  totalsTable,
  wordsBand,
  zeroRatedNote,
} from './invoice-parts';
import { itemsTable, withoutTax } from './invoice-tables';
import type { InvoiceData } from './types';

export { lutLine, REVERSE_CHARGE_LINE, reverseChargeLine } from './invoice-parts';

/** The stamp on every page of a cancelled invoice (pdfmake draws it across each page). */
export const CANCELLED_WATERMARK = {
  text: 'CANCELLED',
  color: '#c53030',
  opacity: 0.18,
  bold: true,
  angle: -40,
} as const;

/** Everything under the title band: the same for every copy, so it is built once. */
function invoiceBody(data: InvoiceData, images: Record<string, string>): PdfNode[] {
  return [
    zeroRatedNote(data),
    metaBox(data),
    itemsTable(data),
    summaryAndTotals(data.taxSplit, data.taxKind, withoutTax(data), totalsTable(data)),
    wordsBand(data),
    ...closingBlock(
      [bankBlock(data.shop), { text: ' ', fontSize: 4 }, termsBlock(data.terms)],
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
  const cancelled = data.status === 'cancelled';
  const title = `${data.style === 'kw' ? 'TAX INVOICE · SOLAR SYSTEM' : 'TAX INVOICE'}${cancelled ? ' — CANCELLED' : ''}`;
  const body = invoiceBody(data, images);
  const labels = data.copies.length ? data.copies : [''];
  const content: PdfNode[] = labels.map((label, index) => ({
    id: `copy-${index + 1}`,
    stack: [...letterhead(data.shop, images, title, label), ...body],
    ...(index > 0 ? { pageBreak: 'before' } : {}),
  }));
  const doc = documentShell(content, images, `Tax Invoice ${data.invoiceNumber}`, data.shop.name);
  if (cancelled) doc.watermark = { ...CANCELLED_WATERMARK };
  return {
    doc,
    decor: {
      continuedHeader: `${data.shop.name}  ·  Tax Invoice ${data.invoiceNumber} dated ${dateText(data.invoiceDate)} (continued)`,
      footerLeft: computerGenerated(data.shop, 'invoice'),
      footerRight: 'Page {page} of {pages}',
      sections: labels.length > 1 ? labels.map((_l, index) => `copy-${index + 1}`) : undefined,
    },
  };
}
