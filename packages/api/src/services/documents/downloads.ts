import {
  printHtmlToPdf,
  renderDashboardPdf,
  renderDocuments,
  writeWorkbook,
  writeWorkbookSheets,
  zipFiles,
  type WorkbookSheet,
  type RenderTask,
} from '@gst/documents';
import { formatFilterDate } from '@gst/domain';
import { AppError } from '../../errors';
import { dashboardFileName } from '../dashboard/dashboard.report';

/**
 * Every download the API hands out, as bytes with their type and name: Excel workbooks, the
 * dashboard PDFs and the warranty ZIP. Pure rendering: the data is read (and the caller's
 * permission checked) before, and no transaction is open while these run.
 */
export type DocumentFile = { bytes: Uint8Array; contentType: string; fileName: string };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';
const ZIP_TYPE = 'application/zip';

/** An Excel download of `rows` with exactly `columns`, in that order (cells = + - @ as text). */
export function workbookFile(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
  fileName: string,
): DocumentFile {
  const picked = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
  return { bytes: writeWorkbook(picked, 'Sheet1', columns), contentType: XLSX_TYPE, fileName };
}

/** 'Products_2026-11-21.xlsx': export file names carry the date (spec §9). */
export function datedFileName(prefix: string): string {
  return `${prefix}_${formatFilterDate(new Date())}.xlsx`;
}

/** The invoice lines dated fromDate..toDate as VAT_Invoices_from_{from}_to_{to}.xlsx. */
export function invoiceVatWorkbook(
  rows: readonly Record<string, unknown>[],
  range: { fromDate: unknown; toDate: unknown },
): DocumentFile {
  return {
    bytes: writeWorkbook(rows, 'Invoices'),
    contentType: XLSX_TYPE,
    fileName: `VAT_Invoices_from_${String(range.fromDate)}_to_${String(range.toDate)}.xlsx`,
  };
}

/** GSTR-1 and GSTR-3B of a period, a sheet per section, as GSTR1_{gstin}_{MMYYYY}.xlsx. */
export function returnsWorkbookFile(
  sheets: readonly WorkbookSheet[],
  gstin: string,
  period: string,
): DocumentFile {
  return {
    bytes: writeWorkbookSheets(sheets),
    contentType: XLSX_TYPE,
    fileName: `GSTR1_${gstin || 'unregistered'}_${period}.xlsx`,
  };
}

type DashboardReport = Parameters<typeof renderDashboardPdf>[0];

/** The dashboard for its filters as {shopName}-Dashboard.pdf, stamped with the current time. */
export async function dashboardPdf(
  report: Omit<DashboardReport, 'generatedAt'>,
): Promise<DocumentFile> {
  const bytes = await renderDashboardPdf({ ...report, generatedAt: new Date() });
  return { bytes, contentType: PDF_TYPE, fileName: dashboardFileName(report.shopName) };
}

/** Largest HTML accepted by print-dashboard (the body limit applies on top). */
const MAX_HTML_CHARS = 2_000_000;

/** print-dashboard's `{htmlToPrint}`, refused with a readable 400 when missing or too large. */
export function printableHtml(body: unknown): string {
  const html = (body as { htmlToPrint?: unknown } | undefined)?.htmlToPrint;
  if (typeof html !== 'string' || !html.trim())
    throw new AppError('BAD_REQUEST', 'Send the dashboard HTML as {htmlToPrint}');
  if (html.length > MAX_HTML_CHARS) throw new AppError('BAD_REQUEST', 'htmlToPrint is too large');
  return html;
}

/** Sanitised dashboard HTML as {shopName}-Dashboard.pdf. */
export async function printedDashboardPdf(html: string, shopName: string): Promise<DocumentFile> {
  const bytes = await printHtmlToPdf(html, { title: `${shopName} — Dashboard` });
  return { bytes, contentType: PDF_TYPE, fileName: dashboardFileName(shopName) };
}

/** One certificate PDF per serial, rendered on the worker pool and zipped as <name>.pdf. */
export async function warrantyZip(prepared: {
  fileName: string;
  certificates: readonly { name: string; task: RenderTask }[];
}): Promise<DocumentFile> {
  const { fileName, certificates } = prepared;
  const pdfs = await renderDocuments(certificates.map((c) => c.task));
  const bytes = zipFiles(
    certificates.map((c, i) => ({ name: `${c.name}.pdf`, bytes: pdfs[i] ?? new Uint8Array() })),
  );
  return { bytes, contentType: ZIP_TYPE, fileName };
}
