export {
  neutraliseFormula,
  readFirstSheet,
  readSheets,
  restoreNeutralised,
  writeWorkbook,
  writeWorkbookSheets,
  type WorkbookSheet,
} from './xlsx';
// The dashboard PDF and print-dashboard's HTML conversion (issue 8).
export { printHtmlToPdf } from './pdf/html';
export { renderDashboardPdf } from './pdf/dashboard';
export type { DocDefinition, PageDecor, PdfNode, RenderTask } from './pdf/doc';
export type * from './pdf/types';
export {
  CANCELLED_WATERMARK,
  invoiceDocument,
  lutLine,
  REVERSE_CHARGE_LINE,
  reverseChargeLine,
} from './pdf/invoice';
export { noteDocument } from './pdf/note';
export { quoteDocument } from './pdf/quote';
export { receiptDocument } from './pdf/receipt';
export { refundVoucherDocument, type RefundVoucherData } from './pdf/refund-voucher';
export { balanceText, STATEMENT_KIND_LABELS, statementDocument } from './pdf/statement';
export { addYears, warrantyCertificate, warrantyCertificates } from './pdf/warranty';
export { renderInThread } from './pdf/render';
export {
  closePdfPool,
  limitPdfThreads,
  pdfPoolSize,
  pdfPoolStats,
  renderDocument,
  renderDocuments,
  warmPdfPool,
} from './pool';
export { safeFileName, zipFiles, type ZipEntry } from './zip';
// Issue 33: the sales and purchase registers.
export { registerDocument, renderRegisterPdf, type RegisterPdfData } from './pdf/register';
// Issue 33: the HSN summary and tax liability by month.
export {
  hsnSummaryDocument,
  renderHsnSummaryPdf,
  renderTaxLiabilityPdf,
  taxLiabilityDocument,
  type HsnSummaryPdfData,
  type TaxLiabilityPdfData,
} from './pdf/gst-reports';
// Issue 33: the day book, cash book and bank book.
export { bookDocument, renderBookPdf, type BookPdfColumn, type BookPdfData } from './pdf/book';
// Issue 33: the profit and loss.
export {
  profitLossDocument,
  renderProfitLossPdf,
  type ProfitLossPdfData,
} from './pdf/profit-loss';
