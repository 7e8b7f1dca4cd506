/**
 * The profit and loss PDF (issue 33): portrait A4, a heading with the shop's name and GSTIN, the
 * period and the one it is compared with; the statement (this period, previous, change), then
 * gross margin by category and by product. Pure data like the register PDFs, rendered on the
 * worker pool.
 */
import {
  formatDate,
  formatDateTimeIN,
  formatIndianNumber,
  type ProfitLossLine,
  type ProfitLossMarginRow,
} from '@gst/domain';
import { renderDocument } from '../pool';
import type { PdfNode, RenderTask } from './doc';

export type ProfitLossPdfData = {
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  previous: { from: string; to: string };
  statement: readonly ProfitLossLine[];
  byProduct: readonly ProfitLossMarginRow[];
  byCategory: readonly ProfitLossMarginRow[];
  generatedAt: Date;
};

const MUTED = '#868e96';
const HEAD_FILL = '#e9ecef';
const amount = (v: string) => formatIndianNumber(v, { decimals: 2 });
const right = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  alignment: 'right',
  ...extra,
});
const head = (labels: readonly string[], firstLeft = 1): PdfNode[] =>
  labels.map((h, i) => ({
    text: h,
    bold: true,
    fillColor: HEAD_FILL,
    alignment: i < firstLeft ? 'left' : 'right',
  }));

/** A statement figure: an amount, or a percentage on the margin % line; '' when undefined. */
function figure(line: ProfitLossLine, v: string | null): string {
  if (v === null) return line.kind === 'heading' ? '' : '—';
  return line.kind === 'percent' ? `${v} %` : amount(v);
}

function statementRow(line: ProfitLossLine): PdfNode[] {
  const style =
    line.kind === 'heading'
      ? { bold: true, margin: [0, 4, 0, 0] }
      : line.kind === 'total'
        ? { bold: true, fillColor: HEAD_FILL }
        : line.kind === 'subtotal'
          ? { bold: true }
          : line.kind === 'note' || line.kind === 'percent'
            ? { color: MUTED, italics: line.kind === 'note' }
            : {};
  const label =
    line.count !== undefined
      ? `${line.label}: ${line.count.current} line${line.count.current === 1 ? '' : 's'} (previous ${line.count.previous})`
      : line.label;
  const change =
    line.kind === 'percent' && line.change !== null
      ? `${line.change} pts`
      : figure(line, line.change);
  return [
    { text: label, ...style, ...(line.kind === 'item' ? { margin: [10, 0, 0, 0] } : {}) },
    right(figure(line, line.current), style),
    right(figure(line, line.previous), style),
    right(change, style),
    right(line.changePercent === null ? '' : `${line.changePercent} %`, style),
  ];
}

function marginTable(rows: readonly ProfitLossMarginRow[], label: string): PdfNode {
  const body: PdfNode[][] = [
    head([label, 'Net sales', 'Cost', 'Margin', 'Margin %', 'Previous margin', 'Change']),
    ...rows.map((r) => [
      r.uncostedLines
        ? {
            text: [
              r.name,
              { text: `\n${r.uncostedLines} without cost`, color: MUTED, fontSize: 6.5 },
            ],
          }
        : r.name,
      right(amount(r.sales)),
      right(amount(r.cost)),
      right(amount(r.margin), { bold: true }),
      right(r.marginPercent === null ? '—' : `${r.marginPercent} %`),
      right(amount(r.previousMargin)),
      right(amount(r.change)),
    ]),
  ];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 62, 62, 62, 40, 62, 58], body },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  };
}

export function profitLossDocument(data: ProfitLossPdfData): RenderTask {
  const range = `${formatDate(data.from)} to ${formatDate(data.to)}`;
  const previous = `${formatDate(data.previous.from)} to ${formatDate(data.previous.to)}`;
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
    { text: `Profit and loss · ${range}`, style: 'section' },
    {
      text: `Compared with ${previous}. Generated ${formatDateTimeIN(data.generatedAt)}. Sales at taxable value; cancelled documents left out; cost of goods as recorded on the invoice lines.`,
      color: MUTED,
      fontSize: 7,
      margin: [0, 0, 0, 6],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ['*', 78, 78, 78, 46],
        body: [
          head(['', 'This period', 'Previous period', 'Change', 'Change %']),
          ...data.statement.map(statementRow),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'Gross margin by category', style: 'section', margin: [0, 12, 0, 4] },
    data.byCategory.length
      ? marginTable(data.byCategory, 'Category')
      : { text: 'Nothing sold in either period.', color: MUTED },
    { text: 'Gross margin by product', style: 'section', margin: [0, 12, 0, 4] },
    data.byProduct.length
      ? marginTable(data.byProduct, 'Product')
      : { text: 'Nothing sold in either period.', color: MUTED },
  ];
  return {
    doc: {
      info: { title: `${data.shopName} — Profit and loss`, creator: 'GST Platform' },
      pageSize: 'A4',
      pageOrientation: 'portrait',
      pageMargins: [28, 28, 28, 36],
      content,
      defaultStyle: { font: 'Roboto', fontSize: 8 },
      styles: {
        title: { fontSize: 15, bold: true },
        section: { fontSize: 10, bold: true, margin: [0, 4, 0, 2], color: '#212529' },
      },
    },
    decor: {
      footerLeft: `${data.shopName} · Profit and loss · ${range}`,
      continuedHeader: `Profit and loss · ${range} (continued)`,
    },
  };
}

/** The P&L as PDF bytes, rendered on the PDF worker pool. */
export function renderProfitLossPdf(data: ProfitLossPdfData): Promise<Uint8Array> {
  return renderDocument(profitLossDocument(data));
}
