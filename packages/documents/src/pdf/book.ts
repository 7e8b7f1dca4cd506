/**
 * The day book, cash book and bank book PDFs (issue 33): landscape A4, the shop's name and
 * GSTIN, the book's name, range and account, a summary line (opening, in, out, closing), then
 * one table: a heading row, a row per entry, the totals rows. The caller gives the cells as text
 * (amounts already formatted), so one layout serves the three books. Rendered on the worker pool.
 */
import { formatDate, formatDateTimeIN } from '@gst/domain';
import { renderDocument } from '../pool';
import type { PdfNode, RenderTask } from './doc';

export type BookPdfColumn = { text: string; width: number | '*'; right?: boolean };

export type BookPdfData = {
  title: string;
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  /** A bank book's account, or null. */
  account: string | null;
  /** One line under the heading: what the figures mean, the opening and closing. */
  summary: string;
  columns: readonly BookPdfColumn[];
  rows: readonly { cells: readonly string[]; muted?: boolean }[];
  totals: readonly (readonly string[])[];
  generatedAt: Date;
};

const MUTED = '#868e96';
const HEAD_FILL = '#e9ecef';

export function bookDocument(data: BookPdfData): RenderTask {
  const range =
    data.from === data.to
      ? formatDate(data.from)
      : `${formatDate(data.from)} to ${formatDate(data.to)}`;
  const width = data.columns.length;
  for (const cells of [...data.rows.map((r) => r.cells), ...data.totals]) {
    if (cells.length !== width)
      throw new Error(`A book row has ${cells.length} cells, not ${width}`);
  }
  const align = (i: number) => (data.columns[i]?.right ? 'right' : 'left');
  const body: PdfNode[][] = [
    data.columns.map((c, i) => ({
      text: c.text,
      bold: true,
      fillColor: HEAD_FILL,
      alignment: align(i),
    })),
    ...data.rows.map((r) =>
      r.cells.map((text, i) => ({
        text,
        alignment: align(i),
        ...(r.muted ? { color: MUTED } : {}),
      })),
    ),
  ];
  if (data.rows.length === 0) {
    body.push(
      data.columns.map((_, i) =>
        i === 0
          ? { text: 'Nothing in these dates.', colSpan: data.columns.length, color: MUTED }
          : '',
      ),
    );
  }
  for (const cells of data.totals) {
    body.push(
      cells.map((text, i) => ({ text, bold: true, fillColor: HEAD_FILL, alignment: align(i) })),
    );
  }
  const account = data.account ? ` · ${data.account}` : '';
  const content: PdfNode[] = [
    {
      columns: [
        { text: data.shopName, style: 'title' },
        {
          text: data.gstin ? `GSTIN ${data.gstin}` : 'GSTIN not registered',
          alignment: 'right',
          margin: [0, 4, 0, 0],
        },
      ],
    },
    { text: `${data.title} · ${range}${account}`, style: 'section' },
    { text: data.summary, margin: [0, 0, 0, 2] },
    {
      text: `Generated ${formatDateTimeIN(data.generatedAt)}.`,
      color: MUTED,
      fontSize: 7,
      margin: [0, 0, 0, 6],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: data.columns.map((c) => c.width),
        body,
      },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
  ];
  return {
    doc: {
      info: { title: `${data.shopName} — ${data.title}`, creator: 'GST Platform' },
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [28, 28, 28, 36],
      content,
      defaultStyle: { font: 'Roboto', fontSize: 8 },
      styles: {
        title: { fontSize: 15, bold: true },
        section: { fontSize: 10, bold: true, margin: [0, 4, 0, 2], color: '#212529' },
      },
    },
    decor: {
      footerLeft: `${data.shopName} · ${data.title} · ${range}`,
      continuedHeader: `${data.title} · ${range} (continued)`,
    },
  };
}

/** The book as PDF bytes, rendered on the PDF worker pool. */
export function renderBookPdf(data: BookPdfData): Promise<Uint8Array> {
  return renderDocument(bookDocument(data));
}
