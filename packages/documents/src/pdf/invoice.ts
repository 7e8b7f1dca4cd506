import {
  bankBlock,
  COLORS,
  dateText,
  documentShell,
  imagesOf,
  letterhead,
  signatureBlock,
  termsBlock,
} from './common';
import type { PdfNode, RenderTask } from './doc';
import { metaBox, totalsTable, wordsBand, zeroRatedNote } from './invoice-parts';
import { itemsTable, withoutTax } from './invoice-tables';
import { taxSummaryTable } from './tax-summary';
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
  const summary = withoutTax(data)
    ? ''
    : {
        stack: [
          { text: 'Tax Summary', style: 'boxHeading' },
          taxSummaryTable(data.taxSplit, data.taxKind),
        ],
      };
  return [
    zeroRatedNote(data),
    metaBox(data),
    itemsTable(data),
    {
      columns: [
        { width: '*', stack: [summary] },
        { width: 200, stack: [totalsTable(data)] },
      ],
      columnGap: 14,
      margin: [0, 8, 0, 0],
    },
    wordsBand(data),
    {
      columns: [
        {
          width: '*',
          stack: [bankBlock(data.shop), { text: ' ', fontSize: 4 }, termsBlock(data.terms)],
        },
        { width: 200, stack: [signatureBlock(data.shop, images)] },
      ],
      columnGap: 14,
      unbreakable: true,
    },
    {
      text: 'Certified that the particulars given above are true and correct.',
      fontSize: 7,
      color: COLORS.muted,
      margin: [0, 8, 0, 0],
    },
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
  const jurisdiction = data.shop.jurisdiction
    ? `Subject to ${data.shop.jurisdiction} jurisdiction. `
    : '';
  const doc = documentShell(content, images, `Tax Invoice ${data.invoiceNumber}`, data.shop.name);
  if (cancelled) doc.watermark = { ...CANCELLED_WATERMARK };
  return {
    doc,
    decor: {
      continuedHeader: `${data.shop.name}  ·  Tax Invoice ${data.invoiceNumber} dated ${dateText(data.invoiceDate)} (continued)`,
      footerLeft: `${jurisdiction}This is a computer-generated invoice.`,
      footerRight: 'Page {page} of {pages}',
      sections: labels.length > 1 ? labels.map((_l, index) => `copy-${index + 1}`) : undefined,
    },
  };
}
