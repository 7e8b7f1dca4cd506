import { renderBookPdf, writeWorkbookSheets, type BookPdfColumn } from '@gst/documents';
import { formatDate, formatIndianNumber } from '@gst/domain';
import { XLSX_TYPE, type DocumentFile } from '../documents/downloads';
import type { TdsReceivableDownload } from './reports.tds';

/**
 * The TDS receivable downloads (issue 33), rendered after the read's transaction: Excel (one
 * sheet, a row per receipt, then each customer-quarter's total and the grand total; amounts as
 * numbers) and PDF (@gst/documents' book layout).
 */
const COLUMNS = [
  'Quarter',
  'Customer',
  'GSTIN',
  'Receipt',
  'Date',
  'Section',
  'Rate %',
  'Received',
  'TDS',
  'Settled',
  'Form 16A',
  'Form 16A date',
] as const;

const amount = (v: string) => formatIndianNumber(v, { decimals: 2 });
const baseName = (r: TdsReceivableDownload) => `TDS_Receivable_${r.from}_to_${r.to}`;
const rateOf = (rate: string | null) => (rate === null ? '' : String(Number(rate)));

export function tdsSheetRows(report: TdsReceivableDownload): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (const g of report.data) {
    for (const r of g.receipts) {
      rows.push({
        Quarter: g.quarter,
        Customer: g.customerName,
        GSTIN: g.gstin,
        Receipt: r.receiptNumber,
        Date: r.paymentDate,
        Section: r.tdsSection,
        'Rate %': r.tdsRate === null ? undefined : Number(r.tdsRate),
        Received: Number(r.amount),
        TDS: Number(r.tdsAmount),
        Settled: Number(r.settled),
        'Form 16A': r.form16aNumber || 'Pending',
        'Form 16A date': r.form16aDate ?? '',
      });
    }
    rows.push({
      Quarter: g.quarter,
      Customer: `Total ${g.customerName}`,
      Received: Number(g.totals.received),
      TDS: Number(g.totals.tds),
      'Form 16A': `Pending ${g.totals.form16aPending}`,
    });
  }
  rows.push({
    Quarter: 'Total',
    Received: Number(report.totals.received),
    TDS: Number(report.totals.tds),
    'Form 16A': `Received ${report.totals.form16aReceived}, pending ${report.totals.form16aPending}`,
  });
  return rows;
}

export function tdsWorkbook(report: TdsReceivableDownload): DocumentFile {
  return {
    bytes: writeWorkbookSheets([
      { name: 'TDS Receivable', rows: tdsSheetRows(report), columns: COLUMNS },
    ]),
    contentType: XLSX_TYPE,
    fileName: `${baseName(report)}.xlsx`,
  };
}

const PDF_COLUMNS: BookPdfColumn[] = [
  { text: 'Quarter', width: 55 },
  { text: 'Customer', width: '*' },
  { text: 'Receipt', width: 80 },
  { text: 'Date', width: 55 },
  { text: 'Section', width: 40 },
  { text: 'Rate %', width: 35, right: true },
  { text: 'Received', width: 65, right: true },
  { text: 'TDS', width: 55, right: true },
  { text: 'Form 16A', width: 80 },
];

export async function tdsPdf(report: TdsReceivableDownload): Promise<DocumentFile> {
  const rows = report.data.flatMap((g) => [
    ...g.receipts.map((r) => ({
      cells: [
        g.quarter,
        g.customerName,
        r.receiptNumber,
        formatDate(r.paymentDate),
        r.tdsSection,
        rateOf(r.tdsRate),
        amount(r.amount),
        amount(r.tdsAmount),
        r.form16aNumber || 'Pending',
      ],
    })),
    {
      cells: [g.quarter, `Total ${g.customerName}`, '', '', '', '', amount(g.totals.received), amount(g.totals.tds), `Pending ${amount(g.totals.form16aPending)}`], // prettier-ignore
      muted: true,
    },
  ]);
  const t = report.totals;
  const bytes = await renderBookPdf({
    title: 'TDS Receivable',
    shopName: report.shopName,
    gstin: report.gstin,
    from: report.from,
    to: report.to,
    account: null,
    summary: `${t.receipts} receipts with TDS: ${amount(t.tds)} deducted by customers; Form 16A received for ${amount(t.form16aReceived)}, pending for ${amount(t.form16aPending)}.`,
    columns: PDF_COLUMNS,
    rows,
    totals: [['Total', '', '', '', '', '', amount(t.received), amount(t.tds), '']],
    generatedAt: new Date(),
  });
  return { bytes, contentType: 'application/pdf', fileName: `${baseName(report)}.pdf` };
}
