/**
 * The HSN summary and tax liability PDFs (issue 33): landscape A4, the shop's name and GSTIN,
 * the report's name and range; the HSN summary as one table per section (B2B, B2C, or inward)
 * with its totals and the grand total; tax liability as a row per month with the totals row.
 * Pure data like the register PDF, rendered on the worker pool.
 */
import {
  formatDate,
  formatDateTimeIN,
  formatIndianNumber,
  HSN_SECTION_LABELS,
  monthPeriod,
  TAX_HEAD_LABELS,
  TAX_HEADS,
  TAX_LIABILITY_GROUP_LABELS,
  TAX_LIABILITY_GROUPS,
  type HsnReportTotals,
  type HsnSection,
  type TaxLiabilityFigures,
  type TaxLiabilityMonth,
  type TaxLiabilityTotals,
} from '@gst/domain';
import { renderDocument } from '../pool';
import type { PdfNode, RenderTask } from './doc';

export type HsnSummaryPdfData = {
  title: string;
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  sections: readonly HsnSection[];
  totals: HsnReportTotals;
  generatedAt: Date;
};

export type TaxLiabilityPdfData = {
  shopName: string;
  gstin: string;
  /** 'YYYY-MM'. */
  from: string;
  to: string;
  months: readonly TaxLiabilityMonth[];
  totals: TaxLiabilityTotals;
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
const head = (h: string, i: number, firstRight: number) => ({
  text: h,
  bold: true,
  fillColor: HEAD_FILL,
  alignment: i >= firstRight ? 'right' : 'left',
});

function page(title: string, heading: PdfNode[], content: PdfNode[], footer: string): RenderTask {
  return {
    doc: {
      info: { title, creator: 'GST Platform' },
      pageSize: 'A4',
      pageOrientation: 'landscape',
      pageMargins: [28, 28, 28, 36],
      content: [...heading, ...content],
      defaultStyle: { font: 'Roboto', fontSize: 8 },
      styles: {
        title: { fontSize: 15, bold: true },
        section: { fontSize: 10, bold: true, margin: [0, 6, 0, 3], color: '#212529' },
      },
    },
    decor: { footerLeft: footer, continuedHeader: `${footer} (continued)` },
  };
}

function heading(shopName: string, gstin: string, line: string, note: string): PdfNode[] {
  return [
    {
      columns: [
        { text: shopName, style: 'title' },
        {
          text: gstin ? `GSTIN ${gstin}` : 'GSTIN not registered',
          alignment: 'right',
          margin: [0, 4, 0, 0],
        },
      ],
    },
    { text: line, style: 'section' },
    { text: note, color: MUTED, fontSize: 7, margin: [0, 0, 0, 6] },
  ];
}

const HSN_HEADS = ['HSN/SAC', 'Description', 'UQC', 'Quantity', 'Rate %', 'Taxable value'];
const HSN_TAX = ['IGST', 'CGST', 'SGST/UTGST', 'Cess', 'Total tax'];

function hsnTotalsRow(label: string, t: HsnReportTotals): PdfNode[] {
  const bold = { bold: true, fillColor: HEAD_FILL };
  return [
    { text: label, colSpan: 5, ...bold },
    '',
    '',
    '',
    '',
    ...[t.taxableValue, t.igst, t.cgst, t.sgst, t.cess, t.tax].map((v) => right(amount(v), bold)),
  ];
}

function hsnTable(s: HsnSection): PdfNode {
  const body: PdfNode[][] = [[...HSN_HEADS, ...HSN_TAX].map((h, i) => head(h, i, 3))];
  for (const r of s.rows) {
    body.push([
      r.hsn,
      r.description,
      r.uqc,
      right(r.quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 })),
      right(String(r.rate)),
      ...[r.taxableValue, r.igst, r.cgst, r.sgst, r.cess, r.tax].map((v) => right(amount(v))),
    ]);
  }
  if (s.rows.length === 0) {
    body.push([
      { text: 'No supplies in these dates.', colSpan: 11, color: MUTED },
      ...Array<string>(10).fill(''),
    ]);
  }
  body.push(hsnTotalsRow(`Total: ${s.totals.rows} row${s.totals.rows === 1 ? '' : 's'}`, s.totals));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [54, '*', 34, 52, 34, 72, 62, 58, 62, 40, 62],
      body,
    },
    layout: 'lightHorizontalLines',
    fontSize: 7.5,
  };
}

export function hsnSummaryDocument(data: HsnSummaryPdfData): RenderTask {
  const range = `${formatDate(data.from)} to ${formatDate(data.to)}`;
  const content: PdfNode[] = data.sections.flatMap((s) => [
    { text: HSN_SECTION_LABELS[s.key], style: 'section' },
    hsnTable(s),
  ]);
  if (data.sections.length > 1) {
    content.push({
      table: {
        widths: [54, '*', 34, 52, 34, 72, 62, 58, 62, 40, 62],
        body: [hsnTotalsRow('Grand total', data.totals)],
      },
      layout: 'lightHorizontalLines',
      fontSize: 7.5,
      margin: [0, 8, 0, 0],
    });
  }
  const note = `Generated ${formatDateTimeIN(data.generatedAt)}. Per HSN, unit and rate as GSTR-1 Table 12: credit notes and purchase returns subtract; services have no quantity; nil-rated and exempt supplies at rate 0; non-GST supplies left out.`;
  return page(
    `${data.shopName} — ${data.title}`,
    heading(data.shopName, data.gstin, `${data.title} · ${range}`, note),
    content,
    `${data.shopName} · ${data.title} · ${range}`,
  );
}

/** The HSN summary as PDF bytes, rendered on the PDF worker pool. */
export function renderHsnSummaryPdf(data: HsnSummaryPdfData): Promise<Uint8Array> {
  return renderDocument(hsnSummaryDocument(data));
}

/** A month's (or the totals') five rows: one per group, the heads and their total. */
function liabilityRows(label: PdfNode, f: TaxLiabilityFigures, total = false): PdfNode[][] {
  const fill = total ? { fillColor: HEAD_FILL, bold: true } : {};
  return TAX_LIABILITY_GROUPS.map((g, i) => [
    i === 0
      ? { text: label, rowSpan: TAX_LIABILITY_GROUPS.length, ...fill }
      : { text: '', ...fill },
    { text: TAX_LIABILITY_GROUP_LABELS[g], ...fill },
    ...[...TAX_HEADS.map((h) => f[g][h]), f[g].total].map((v, j) =>
      right(amount(v), j === TAX_HEADS.length ? { bold: true, ...fill } : fill),
    ),
  ]);
}

export function taxLiabilityDocument(data: TaxLiabilityPdfData): RenderTask {
  const range = `${monthPeriod(data.from).label} to ${monthPeriod(data.to).label}`;
  const headRow: PdfNode[] = [
    'Month',
    'Figure',
    ...TAX_HEADS.map((h) => TAX_HEAD_LABELS[h]),
    'Total',
  ].map((h, i) => head(h, i, 2));
  const body: PdfNode[][] = [headRow];
  for (const m of data.months) {
    const label: PdfNode = m.filed ? [m.label, { text: '\nfiled', color: MUTED }] : m.label;
    body.push(...liabilityRows({ text: label }, m));
  }
  body.push(...liabilityRows(`Total (${data.totals.months} months)`, data.totals, true));
  const note = `Generated ${formatDateTimeIN(data.generatedAt)}. Each month as its GSTR-3B gives it (a month filed on its own: as filed): output tax of Table 3.1 (a) and (b), reverse charge of 3.1 (d), net ITC of 4(C); the set-off of Table 6.1 against the month's own credit, and the cash to pay.`;
  const title = 'Tax liability by month';
  return page(
    `${data.shopName} — ${title}`,
    heading(data.shopName, data.gstin, `${title} · ${range}`, note),
    [
      {
        table: { headerRows: 1, widths: [90, 130, 95, 95, 95, 70, 105], body },
        layout: 'lightHorizontalLines',
      },
    ],
    `${data.shopName} · ${title} · ${range}`,
  );
}

/** The tax liability report as PDF bytes, rendered on the PDF worker pool. */
export function renderTaxLiabilityPdf(data: TaxLiabilityPdfData): Promise<Uint8Array> {
  return renderDocument(taxLiabilityDocument(data));
}
