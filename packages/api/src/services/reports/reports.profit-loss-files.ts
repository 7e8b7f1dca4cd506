import { renderProfitLossPdf, writeWorkbookSheets } from '@gst/documents';
import type { ProfitLossLine, ProfitLossMarginRow } from '@gst/domain';
import { XLSX_TYPE, type DocumentFile } from '../documents/downloads';
import type { ProfitLossDownload } from './reports.profit-loss';

/**
 * The profit and loss downloads (issue 33), rendered after the read's transaction has ended:
 * Excel (SheetJS: the statement, then gross margin by category and by product, a sheet each) and
 * PDF (pdfmake, portrait A4). Amounts are numbers, so a spreadsheet sums them; every figure is
 * the report's own, 2 decimals, so the sheet's sums equal its subtotals to the paisa.
 */
const STATEMENT_COLUMNS = [
  'Line',
  'This period',
  'Previous period',
  'Change',
  'Change %',
  'Lines (this period)',
  'Lines (previous)',
] as const;

const MARGIN_COLUMNS = [
  'Net sales',
  'Cost of goods sold',
  'Gross margin',
  'Margin %',
  'Lines without cost',
  'Previous net sales',
  'Previous margin',
  'Change',
] as const;

const num = (v: string | null) => (v === null ? undefined : Number(v));

/** `Profit_and_Loss_2026-05-01_to_2026-05-31`: the download's name without its extension. */
const baseName = (r: ProfitLossDownload) => `Profit_and_Loss_${r.from}_to_${r.to}`;

/** The statement as the first sheet holds it: a row per line, headings without figures. */
export function profitLossSheetRows(report: ProfitLossDownload): Record<string, unknown>[] {
  return report.statement.map((l: ProfitLossLine) => ({
    Line: l.kind === 'percent' ? `${l.label} (change in points)` : l.label,
    'This period': num(l.current),
    'Previous period': num(l.previous),
    Change: num(l.change),
    'Change %': num(l.changePercent),
    'Lines (this period)': l.count?.current,
    'Lines (previous)': l.count?.previous,
  }));
}

function marginSheetRows(
  rows: readonly ProfitLossMarginRow[],
  label: string,
  withCategory: boolean,
) {
  return rows.map((r) => ({
    [label]: r.name,
    ...(withCategory ? { Category: r.category } : {}),
    'Net sales': Number(r.sales),
    'Cost of goods sold': Number(r.cost),
    'Gross margin': Number(r.margin),
    'Margin %': num(r.marginPercent),
    'Lines without cost': r.uncostedLines,
    'Previous net sales': Number(r.previousSales),
    'Previous margin': Number(r.previousMargin),
    Change: Number(r.change),
  }));
}

export function profitLossWorkbook(report: ProfitLossDownload): DocumentFile {
  const title = [
    { Line: `${report.shopName}${report.gstin ? ` (GSTIN ${report.gstin})` : ''}` },
    {
      Line: `Profit and loss ${report.from} to ${report.to}; previous period ${report.previous.from} to ${report.previous.to}`,
    },
  ];
  return {
    bytes: writeWorkbookSheets([
      {
        name: 'Profit and Loss',
        rows: [...profitLossSheetRows(report), {}, ...title],
        columns: STATEMENT_COLUMNS,
      },
      {
        name: 'By category',
        rows: marginSheetRows(report.byCategory, 'Category', false),
        columns: ['Category', ...MARGIN_COLUMNS],
      },
      {
        name: 'By product',
        rows: marginSheetRows(report.byProduct, 'Product', true),
        columns: ['Product', 'Category', ...MARGIN_COLUMNS],
      },
    ]),
    contentType: XLSX_TYPE,
    fileName: `${baseName(report)}.xlsx`,
  };
}

export async function profitLossPdf(report: ProfitLossDownload): Promise<DocumentFile> {
  const bytes = await renderProfitLossPdf({
    shopName: report.shopName,
    gstin: report.gstin,
    from: report.from,
    to: report.to,
    previous: { from: report.previous.from, to: report.previous.to },
    statement: report.statement,
    byProduct: report.byProduct,
    byCategory: report.byCategory,
    generatedAt: new Date(),
  });
  return { bytes, contentType: 'application/pdf', fileName: `${baseName(report)}.pdf` };
}
