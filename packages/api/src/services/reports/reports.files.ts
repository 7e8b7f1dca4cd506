import { renderRegisterPdf, writeWorkbookSheets } from '@gst/documents';
import { REGISTER_KIND_LABELS, stateCodeLabel, type RegisterAmounts } from '@gst/domain';
import { XLSX_TYPE, type DocumentFile } from '../documents/downloads';
import type { RegisterReport } from './reports.service';

/**
 * A register's downloads (issue 33), rendered after the read's transaction has ended: Excel
 * (SheetJS, one sheet, a row per document, a column pair per GST rate, the totals row last) and
 * PDF (pdfmake, landscape A4). Amounts are written as numbers: a spreadsheet sums them, and the
 * totals row equals that sum to the paisa (the register's rows carry at most 2 decimals).
 */
const HEAD_COLUMNS = [
  'Date',
  'Type',
  'Number',
  'Reference',
  'Party',
  'GSTIN',
  'Place of Supply',
  'Status',
  'Taxable Value',
  'IGST',
  'CGST',
  'SGST/UTGST',
  'Cess',
  'Total',
] as const;

const rateColumns = (rate: string) => [`Taxable @${rate}%`, `Tax @${rate}%`];

function amountCells(a: RegisterAmounts, rates: readonly string[]) {
  const byRate = new Map(a.rates.map((r) => [r.rate, r]));
  return {
    'Taxable Value': Number(a.taxableValue),
    IGST: Number(a.igst),
    CGST: Number(a.cgst),
    'SGST/UTGST': Number(a.sgst),
    Cess: Number(a.cess),
    Total: Number(a.total),
    ...Object.fromEntries(
      rates.flatMap((rate) => {
        const r = byRate.get(rate);
        const [taxable, tax] = rateColumns(rate) as [string, string];
        return [
          [taxable, Number(r?.taxableValue ?? 0)],
          [tax, Number(r?.tax ?? 0)],
        ];
      }),
    ),
  };
}

/** `Sales_Register_2026-05-01_to_2026-05-31`: the download's name without its extension. */
function baseName(report: RegisterReport): string {
  const title = report.side === 'sales' ? 'Sales_Register' : 'Purchase_Register';
  return `${title}_${report.from}_to_${report.to}`;
}

/** The register's rows and totals row as the Excel sheet holds them. */
export function registerSheetRows(report: RegisterReport): Record<string, unknown>[] {
  const rows = report.rows.map((r) => ({
    Date: r.date,
    Type: REGISTER_KIND_LABELS[r.kind],
    Number: r.number,
    Reference: r.reference,
    Party: r.partyName,
    GSTIN: r.partyGstin,
    'Place of Supply': stateCodeLabel(r.placeOfSupply),
    Status: r.cancelled ? 'Cancelled' : 'Active',
    ...amountCells(r, report.rates),
  }));
  const t = report.totals;
  const totals = {
    Date: 'Total',
    Type: `${t.count} documents${t.cancelled ? `, ${t.cancelled} cancelled` : ''}`,
    ...amountCells(t, report.rates),
  };
  return [...rows, totals];
}

export function registerWorkbook(report: RegisterReport): DocumentFile {
  const columns = [...HEAD_COLUMNS, ...report.rates.flatMap(rateColumns)];
  const name = report.side === 'sales' ? 'Sales Register' : 'Purchase Register';
  return {
    bytes: writeWorkbookSheets([{ name, rows: registerSheetRows(report), columns }]),
    contentType: XLSX_TYPE,
    fileName: `${baseName(report)}.xlsx`,
  };
}

export async function registerPdf(report: RegisterReport): Promise<DocumentFile> {
  const bytes = await renderRegisterPdf({
    title: report.title,
    shopName: report.shopName,
    gstin: report.gstin,
    from: report.from,
    to: report.to,
    party: report.party,
    partyLabel: report.side === 'sales' ? 'Customer' : 'Supplier',
    rows: report.rows,
    totals: report.totals,
    generatedAt: new Date(),
  });
  return { bytes, contentType: 'application/pdf', fileName: `${baseName(report)}.pdf` };
}
