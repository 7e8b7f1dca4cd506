import { renderHsnSummaryPdf, renderTaxLiabilityPdf, writeWorkbookSheets } from '@gst/documents';
import {
  TAX_HEAD_LABELS,
  TAX_HEADS,
  TAX_LIABILITY_GROUPS,
  type HsnReportRow,
  type HsnReportTotals,
  type TaxLiabilityFigures,
} from '@gst/domain';
import { XLSX_TYPE, type DocumentFile } from '../documents/downloads';
import type { HsnSummaryDownload } from './reports.hsn';
import type { TaxLiabilityDownload } from './reports.tax-liability';

/**
 * The downloads of the HSN summary and the tax liability report (issue 33), rendered after the
 * read's transaction has ended: Excel (one sheet per HSN section, a row per HSN, unit and rate
 * and its totals row; one sheet of months and the totals row) and PDF (@gst/documents
 * gst-reports.ts). Amounts are numbers, so a spreadsheet sums them to the totals row's paisa.
 */
const HSN_COLUMNS = [
  'HSN/SAC',
  'Description',
  'UQC',
  'Quantity',
  'Rate %',
  'Taxable Value',
  'IGST',
  'CGST',
  'SGST/UTGST',
  'Cess',
  'Total Tax',
] as const;

const hsnAmounts = (r: Omit<HsnReportTotals, 'rows'> | HsnReportRow) => ({
  'Taxable Value': Number(r.taxableValue),
  IGST: Number(r.igst),
  CGST: Number(r.cgst),
  'SGST/UTGST': Number(r.sgst),
  Cess: Number(r.cess),
  'Total Tax': Number(r.tax),
});

/** A section's rows and its totals row as the sheet holds them. */
export function hsnSheetRows(rows: readonly HsnReportRow[], totals: HsnReportTotals) {
  return [
    ...rows.map((r) => ({
      'HSN/SAC': r.hsn,
      Description: r.description,
      UQC: r.uqc,
      Quantity: r.quantity,
      'Rate %': r.rate,
      ...hsnAmounts(r),
    })),
    { 'HSN/SAC': 'Total', Description: `${totals.rows} rows`, ...hsnAmounts(totals) },
  ];
}

const SHEET_NAMES = { b2b: 'B2B', b2c: 'B2C', inward: 'Inward' } as const;

/** `HSN_Summary_Outward_2026-05-01_to_2026-05-31`. */
const hsnBaseName = (r: HsnSummaryDownload) =>
  `HSN_Summary_${r.side === 'outward' ? 'Outward' : 'Inward'}_${r.from}_to_${r.to}`;

export function hsnSummaryWorkbook(report: HsnSummaryDownload): DocumentFile {
  const sheets = report.sections.map((s) => ({
    name: SHEET_NAMES[s.key],
    rows: hsnSheetRows(s.rows, s.totals),
    columns: [...HSN_COLUMNS],
  }));
  return {
    bytes: writeWorkbookSheets(sheets),
    contentType: XLSX_TYPE,
    fileName: `${hsnBaseName(report)}.xlsx`,
  };
}

export async function hsnSummaryPdf(report: HsnSummaryDownload): Promise<DocumentFile> {
  const bytes = await renderHsnSummaryPdf({
    title: report.title,
    shopName: report.shopName,
    gstin: report.gstin,
    from: report.from,
    to: report.to,
    sections: report.sections,
    totals: report.totals,
    generatedAt: new Date(),
  });
  return { bytes, contentType: 'application/pdf', fileName: `${hsnBaseName(report)}.pdf` };
}

/** Column names of a group's heads: 'Output IGST', …, 'Output Total'. */
const SHORT = {
  output: 'Output',
  reverseCharge: 'RCM',
  itc: 'ITC',
  paidByCredit: 'Credit Used',
  cash: 'Cash',
} as const;
const groupColumns = (g: keyof typeof SHORT) => [
  ...TAX_HEADS.map((h) => `${SHORT[g]} ${TAX_HEAD_LABELS[h]}`),
  `${SHORT[g]} Total`,
];
export const TAX_LIABILITY_COLUMNS = [
  'Month',
  'Period',
  'Status',
  ...TAX_LIABILITY_GROUPS.flatMap(groupColumns),
];

function liabilityCells(f: TaxLiabilityFigures) {
  return Object.fromEntries(
    TAX_LIABILITY_GROUPS.flatMap((g) => {
      const names = groupColumns(g);
      const values = [...TAX_HEADS.map((h) => f[g][h]), f[g].total];
      return names.map((n, i) => [n, Number(values[i])]);
    }),
  );
}

/** The months and the totals row as the sheet holds them. */
export function taxLiabilitySheetRows(report: TaxLiabilityDownload): Record<string, unknown>[] {
  return [
    ...report.months.map((m) => ({
      Month: m.label,
      Period: m.period,
      Status: m.filed ? 'Filed' : 'Open',
      ...liabilityCells(m),
    })),
    { Month: 'Total', Period: `${report.totals.months} months`, ...liabilityCells(report.totals) },
  ];
}

const liabilityBaseName = (r: TaxLiabilityDownload) => `Tax_Liability_${r.from}_to_${r.to}`;

export function taxLiabilityWorkbook(report: TaxLiabilityDownload): DocumentFile {
  return {
    bytes: writeWorkbookSheets([
      {
        name: 'Tax Liability',
        rows: taxLiabilitySheetRows(report),
        columns: TAX_LIABILITY_COLUMNS,
      },
    ]),
    contentType: XLSX_TYPE,
    fileName: `${liabilityBaseName(report)}.xlsx`,
  };
}

export async function taxLiabilityPdf(report: TaxLiabilityDownload): Promise<DocumentFile> {
  const bytes = await renderTaxLiabilityPdf({ ...report, generatedAt: new Date() });
  return { bytes, contentType: 'application/pdf', fileName: `${liabilityBaseName(report)}.pdf` };
}
