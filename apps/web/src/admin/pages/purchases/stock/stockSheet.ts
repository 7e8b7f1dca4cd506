import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant']['stock'];
export type StockReport = Out['report'];
export type StockLedger = Out['ledger'];
export type StockMovement = StockLedger['lines'][number];

/** A quantity as the shop reads it: Indian grouping, up to 3 decimals, no trailing zeros. */
export const qty = (value: string) =>
  Number(value).toLocaleString('en-IN', { maximumFractionDigits: 3 });

/** The stock report's columns, on screen and in the workbook. */
export const STOCK_REPORT_COLUMNS = [
  'Product',
  'Opening',
  'In',
  'Out',
  'Closing',
  'Closing value',
] as const;

type ReportSheetRow = Record<(typeof STOCK_REPORT_COLUMNS)[number], string | number>;

/**
 * The stock report as workbook rows: one per product (quantities and the value as number cells,
 * exactly the server's figures), then the total closing value.
 */
export function stockReportSheetRows(report: StockReport): ReportSheetRow[] {
  return [
    ...report.data.map((r) => ({
      Product: r.productLabel,
      Opening: Number(r.opening),
      In: Number(r.inward),
      Out: Number(r.outward),
      Closing: Number(r.closing),
      'Closing value': Number(r.closingValue),
    })),
    {
      Product: 'Total',
      Opening: '',
      In: '',
      Out: '',
      Closing: '',
      'Closing value': Number(report.closingValue),
    },
  ];
}

/** 'Stock_report_2026-11-01_to_2026-11-29.xlsx' */
export function stockReportFileName(report: Pick<StockReport, 'from' | 'to'>): string {
  return `Stock_report_${report.from}_to_${report.to}.xlsx`;
}

/** How each kind of movement reads (stock_movements.kind). */
const MOVEMENT_KIND_LABELS: Record<string, string> = {
  opening: 'Opening stock',
  purchase: 'Purchase',
  sale: 'Sale',
  'sales-return': 'Sales return',
  'purchase-return': 'Purchase return',
  adjustment: 'Adjustment',
};

export const movementKindLabel = (kind: string) => MOVEMENT_KIND_LABELS[kind] ?? kind;

/** A signed movement quantity split into the In and Out columns ('' where none). */
export function inOut(quantity: string): { in: string; out: string } {
  const n = Number(quantity);
  if (n > 0) return { in: qty(quantity), out: '' };
  if (n < 0) return { in: '', out: qty(quantity.replace(/^-/, '')) };
  return { in: '', out: '' };
}

/** What names the movement: its document's number, the adjustment's reason, or both. */
export function movementSource(m: Pick<StockMovement, 'document' | 'reason'>): string {
  return [m.document, m.reason].filter(Boolean).join(' · ') || '—';
}
