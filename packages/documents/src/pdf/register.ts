/**
 * The sales register and purchase register PDFs (issue 33): landscape A4, a heading with the
 * shop's name and GSTIN, the register's name, the date range and the party filtered on; one row
 * per document (cancelled ones greyed, at zero); the totals row; then the totals by GST rate.
 * Pure data like the dashboard PDF, rendered on the worker pool.
 */
import {
  formatDate,
  formatDateTimeIN,
  formatIndianNumber,
  REGISTER_KIND_LABELS,
  stateCodeLabel,
  type RegisterRow,
  type RegisterTotals,
} from '@gst/domain';
import { renderDocument } from '../pool';
import type { PdfNode, RenderTask } from './doc';

export type RegisterPdfData = {
  title: string;
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  party: string | null;
  /** 'Customer' or 'Supplier': the party column's heading. */
  partyLabel: string;
  rows: readonly RegisterRow[];
  totals: RegisterTotals;
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

const HEADINGS = ['Date', 'Type', 'Number', 'PARTY', 'Place of supply', 'Taxable value'];
const HEADS = ['IGST', 'CGST', 'SGST/UTGST', 'Cess', 'Total'];

function headerRow(partyLabel: string): PdfNode[] {
  return [...HEADINGS, ...HEADS].map((h, i) => ({
    text: h === 'PARTY' ? `${partyLabel} (GSTIN)` : h,
    bold: true,
    fillColor: HEAD_FILL,
    alignment: i >= 5 ? 'right' : 'left',
  }));
}

function rowCells(r: RegisterRow): PdfNode[] {
  const grey = r.cancelled ? { color: MUTED } : {};
  const number = r.reference ? `${r.number}\n${r.reference}` : r.number;
  return [
    { text: formatDate(r.date), ...grey },
    r.cancelled
      ? { text: [REGISTER_KIND_LABELS[r.kind], { text: '\nCANCELLED', bold: true }], ...grey }
      : REGISTER_KIND_LABELS[r.kind],
    { text: number, ...grey },
    {
      text: [
        { text: r.partyName },
        { text: r.partyGstin ? `\n${r.partyGstin}` : '\nUnregistered', color: MUTED, fontSize: 7 },
      ],
      ...grey,
    },
    { text: stateCodeLabel(r.placeOfSupply), ...grey },
    ...[r.taxableValue, r.igst, r.cgst, r.sgst, r.cess, r.total].map((v) => right(amount(v), grey)),
  ];
}

function totalsRow(t: RegisterTotals): PdfNode[] {
  const bold = { bold: true, fillColor: HEAD_FILL };
  const counted = `Total: ${t.count} document${t.count === 1 ? '' : 's'}${t.cancelled ? `, ${t.cancelled} cancelled` : ''}`;
  return [
    { text: counted, colSpan: 5, ...bold },
    '',
    '',
    '',
    '',
    ...[t.taxableValue, t.igst, t.cgst, t.sgst, t.cess, t.total].map((v) => right(amount(v), bold)),
  ];
}

function rateTable(t: RegisterTotals): PdfNode {
  return {
    table: {
      headerRows: 1,
      widths: [80, 110, 110],
      body: [
        ['GST rate', 'Taxable value', 'Tax'].map((h, i) => ({
          text: h,
          bold: true,
          fillColor: HEAD_FILL,
          alignment: i ? 'right' : 'left',
        })),
        ...t.rates.map((r) => [`${r.rate} %`, right(amount(r.taxableValue)), right(amount(r.tax))]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

export function registerDocument(data: RegisterPdfData): RenderTask {
  const range = `${formatDate(data.from)} to ${formatDate(data.to)}`;
  const filter = data.party ? ` · ${data.partyLabel}: ${data.party}` : '';
  const body: PdfNode[][] = [headerRow(data.partyLabel), ...data.rows.map(rowCells)];
  if (data.rows.length === 0) {
    body.push([
      { text: 'No documents in these dates.', colSpan: 11, color: MUTED },
      ...Array<string>(10).fill(''),
    ]);
  }
  body.push(totalsRow(data.totals));
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
    { text: `${data.title} · ${range}${filter}`, style: 'section' },
    {
      text: `Generated ${formatDateTimeIN(data.generatedAt)}. Credit notes and purchase returns are negative; cancelled documents are listed at zero.`,
      color: MUTED,
      fontSize: 7,
      margin: [0, 0, 0, 6],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        // 786 pt inside the margins: 534 fixed, 88 of cell padding, the party the rest.
        widths: [46, 54, 74, '*', 64, 60, 52, 50, 52, 24, 58],
        body,
      },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
    },
    { text: 'Totals by GST rate', style: 'section', margin: [0, 12, 0, 4] },
    data.totals.rates.length ? rateTable(data.totals) : { text: 'No taxable value.', color: MUTED },
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

/** The register as PDF bytes, rendered on the PDF worker pool. */
export function renderRegisterPdf(data: RegisterPdfData): Promise<Uint8Array> {
  return renderDocument(registerDocument(data));
}
