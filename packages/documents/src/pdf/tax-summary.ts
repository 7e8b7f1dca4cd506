import { toMoney, type Taxability } from '@gst/domain';
import { amount, fitSize, percent } from './common';
import type { PdfNode } from './doc';
import { stateTaxName, sum } from './invoice-tables';
import { summaryRate } from './invoice-supply';
import type { TaxKind, TaxSplitRow } from './types';

const th = (text: string): PdfNode => ({ text, style: 'th' });

/**
 * The tax summary: one row per GST rate with its taxable value and the CGST + SGST/UTGST or IGST
 * figures exactly as given (`taxSplit`, summed from the rounded lines by the GST engine, so the
 * PDF, the stored invoice and GSTR-1 agree to the paisa). Sized to sit beside the totals. A 0 %
 * row of nil-rated, exempt or non-GST `lines` names them instead of the rate (issue 30).
 */
export function taxSummaryTable(
  split: TaxSplitRow[],
  kind: TaxKind,
  lines: readonly { gstRate: string; taxability?: Taxability }[] = [],
): PdfNode {
  const igst = kind === 'IGST';
  const utgst = kind === 'CGST_UTGST';
  const stateName = stateTaxName(kind);
  const w = igst
    ? { rate: 40, taxable: 72, taxRate: 40, tax: 66, total: 66 }
    : { rate: 30, taxable: 54, taxRate: 26, tax: 46, total: 50 };
  const small = (text: string, width: number): PdfNode => ({
    text,
    style: 'num',
    fontSize: fitSize(text, width, 7),
  });
  const header = [
    th('GST Rate'),
    th('Taxable (₹)'),
    ...(igst
      ? [th('IGST Rate'), th('IGST (₹)')]
      : [th('CGST Rate'), th('CGST (₹)'), th(`${stateName} Rate`), th(`${stateName} (₹)`)]),
    th('Total Tax (₹)'),
  ];
  const rows = split.map((row) => {
    const half = percent(toMoney(row.rate).dividedBy(2).toFixed(3));
    const state = utgst ? row.utgst : row.sgst;
    const taxTotal = sum([row.cgst, row.sgst, row.utgst, row.igst]);
    return [
      { text: summaryRate(row.rate, lines, percent(row.rate)), alignment: 'center' },
      small(amount(row.taxableValue), w.taxable),
      ...(igst
        ? [{ text: percent(row.rate), alignment: 'center' }, small(amount(row.igst), w.tax)]
        : [
            { text: half, alignment: 'center' },
            small(amount(row.cgst), w.tax),
            { text: half, alignment: 'center' },
            small(amount(state), w.tax),
          ]),
      small(amount(taxTotal), w.total),
    ];
  });
  const widths = igst
    ? [w.rate, w.taxable, w.taxRate, w.tax, w.total]
    : [w.rate, w.taxable, w.taxRate, w.tax, w.taxRate, w.tax, w.total];
  return {
    table: { headerRows: 1, widths, body: [header, ...rows], dontBreakRows: true },
    layout: 'gstItems',
    fontSize: 7,
  };
}
