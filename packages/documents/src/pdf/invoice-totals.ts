// The totals column of an invoice or a note: taxable amount, the tax heads (or why none), round-off
// and the grand total.
import { toMoney } from '@gst/domain';
import { fitSize, rupees } from './common';
import type { PdfNode } from './doc';
import { allUntaxed, untaxedTotalText } from './invoice-supply';
import { hasDiscount, stateTaxName, withoutTax } from './invoice-tables';
import type { InvoiceData, TaxHeads, TaxKind } from './types';

/** What a totals column prints: the taxable amount, the tax heads, the total tax and the total. */
export type DocumentTotals = TaxHeads & { taxableAmount: string; totalTax: string; total: string };

/** The totals' value column: room for ₹99,99,99,999.99 at full size; longer values shrink. */
const VALUE_WIDTH = 92;

/** '+ ₹0.40' / '- ₹0.40'. */
function signed(value: string): string {
  const d = toMoney(value);
  return `${d.isNegative() ? '-' : '+'} ${rupees(d.abs().toFixed(2))}`;
}

/** A label and a value, for the rows before and after the taxes. */
export type TotalsRow = [label: string, value: string];

/**
 * The totals column: `before` rows, the taxable amount, the tax heads of the kind (or `noTaxRow`,
 * 'IGST Nil (under LUT)' by default, when no tax is charged) and the total tax, `after` rows, then
 * the grand total under `grandLabel`. Under reverse charge (issue 30) the heads are the tax the
 * recipient pays, and the total tax is labelled so: the grand total does not include it.
 */
export function totalsBlock(options: {
  taxKind: TaxKind;
  totals: DocumentTotals;
  noTax: boolean;
  noTaxRow?: TotalsRow;
  reverseCharge?: boolean;
  grandLabel: string;
  before?: TotalsRow[];
  after?: TotalsRow[];
}): PdfNode {
  const { totals: t, taxKind } = options;
  const row = (label: string, value: string, bold = false): PdfNode[] => [
    { text: label, style: 'totalLabel', bold },
    { text: value, alignment: 'right', bold, fontSize: fitSize(value, VALUE_WIDTH, 8) },
  ];
  const rc = options.reverseCharge === true;
  const head = (name: string) => (rc ? `${name} (reverse charge)` : name);
  const [noTaxLabel, noTaxValue] = options.noTaxRow ?? ['IGST', 'Nil (under LUT)'];
  const taxes: PdfNode[][] = options.noTax
    ? [row(noTaxLabel, noTaxValue)]
    : [
        ...(taxKind === 'IGST'
          ? [row(head('IGST'), rupees(t.igst))]
          : [
              row(head('CGST'), rupees(t.cgst)),
              row(head(stateTaxName(taxKind)), rupees(taxKind === 'CGST_UTGST' ? t.utgst : t.sgst)),
            ]),
        row(rc ? 'Tax payable by recipient' : 'Total Tax', rupees(t.totalTax), rc),
      ];
  return {
    table: {
      widths: ['*', VALUE_WIDTH],
      body: [
        ...(options.before ?? []).map(([label, value]) => row(label, value)),
        row('Taxable Amount', rupees(t.taxableAmount)),
        ...taxes,
        ...(options.after ?? []).map(([label, value]) => row(label, value)),
        [
          { text: options.grandLabel, style: 'grand', alignment: 'right', margin: [0, 3, 0, 0] },
          {
            text: rupees(t.total),
            style: 'grand',
            alignment: 'right',
            fontSize: fitSize(rupees(t.total), VALUE_WIDTH, 11),
            margin: [0, 3, 0, 0],
          },
        ],
      ],
    },
    layout: 'gstTotals',
  };
}

export function totalsTable(data: InvoiceData): PdfNode {
  const t = data.totals;
  return totalsBlock({
    taxKind: data.taxKind,
    totals: t,
    noTax: withoutTax(data),
    ...(allUntaxed(data.lines) ? { noTaxRow: ['GST', untaxedTotalText(data.lines)] } : {}),
    reverseCharge: data.reverseCharge,
    // Reverse charge: what the recipient pays the supplier, the tax left out (issue 30).
    grandLabel: data.reverseCharge ? 'Amount Payable' : 'Grand Total',
    before: hasDiscount(data) ? [['Discount (before tax)', `- ${rupees(t.discount)}`]] : [],
    after: toMoney(t.roundOff).isZero() ? [] : [['Round Off', signed(t.roundOff)]],
  });
}
