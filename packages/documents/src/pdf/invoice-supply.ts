// Issue 30 on the invoice and note PDFs: what the supply is (nil-rated, exempt or non-GST lines,
// reverse charge, an export's shipping particulars).
import { countryName, toMoney, type Taxability } from '@gst/domain';
import { TAXABILITY_LABELS } from '@gst/domain/contracts';
import { COLORS, dateText, field, rupees } from './common-format';
import type { PdfNode } from './doc';
import type { InvoiceData, TaxHeads, TaxKind } from './types';

/** 'Nil rated', 'Exempt' or 'Non-GST' for a line that carries no tax; null for a taxable one. */
export function untaxedLabel(line: { taxability?: Taxability }): string | null {
  const t = line.taxability ?? 'taxable';
  return t === 'taxable' ? null : TAXABILITY_LABELS[t];
}

/** The rate under a tax amount: '@ 9%', or what the line is when it carries no tax. */
export function rateNote(line: { taxability?: Taxability }, rate: string): string {
  return untaxedLabel(line) ?? `@ ${rate}`;
}

/** True when every line carries no tax (nil-rated, exempt or non-GST): a bill of supply. */
export function allUntaxed(lines: readonly { taxability?: Taxability }[]): boolean {
  return lines.length > 0 && lines.every((line) => untaxedLabel(line) !== null);
}

/**
 * What an untaxed document's totals say in place of the tax: the one kind its lines share
 * ('Exempt'), or 'Nil' when they differ.
 */
export function untaxedTotalText(lines: readonly { taxability?: Taxability }[]): string {
  const labels = new Set(lines.map((line) => untaxedLabel(line) ?? ''));
  return labels.size === 1 ? [...labels][0] || 'Nil' : 'Nil';
}

/**
 * The tax summary's rate cell: a 0 % row whose lines all carry no tax, and all of one kind, says
 * which ('Exempt'); any other row its rate.
 */
export function summaryRate(
  rate: string,
  lines: readonly { gstRate: string; taxability?: Taxability }[],
  percentText: string,
): string {
  if (!toMoney(rate).isZero()) return percentText;
  const zero = lines.filter((line) => toMoney(line.gstRate).isZero());
  if (!zero.length || !allUntaxed(zero)) return percentText;
  const labels = new Set(zero.map((line) => untaxedLabel(line)));
  return labels.size === 1 ? ([...labels][0] ?? percentText) : percentText;
}

/**
 * The document's title. A supply wholly of exempt goods or services (nil-rated, exempt and non-GST
 * supplies are all 'exempt supply', CGST Act s.2(47)) takes a bill of supply instead of a tax
 * invoice (s.31(3)(c), Rule 49); taxable and exempt supplies together to an unregistered recipient
 * may share one 'invoice-cum-bill of supply' (Rule 46A). Any other invoice is a tax invoice.
 */
export function invoiceTitle(data: Pick<InvoiceData, 'lines' | 'billTo'>): {
  band: string;
  name: string;
} {
  if (allUntaxed(data.lines)) return { band: 'BILL OF SUPPLY', name: 'Bill of Supply' };
  const mixed = data.lines.some((line) => untaxedLabel(line) !== null);
  if (mixed && !data.billTo.gstin)
    return { band: 'INVOICE-CUM-BILL OF SUPPLY', name: 'Invoice-cum-Bill of Supply' };
  return { band: 'TAX INVOICE', name: 'Tax Invoice' };
}

/**
 * An export's particulars in the invoice's right column (CGST Rule 46 proviso): the country of
 * destination with its name, the port code, and the shipping bill's number and date, each once
 * known. Nothing for other invoices.
 */
export function exportFields(data: Pick<InvoiceData, 'exportDetails'>): PdfNode[] {
  const e = data.exportDetails;
  if (!e) return [];
  const country = e.countryCode ? `${countryName(e.countryCode) || e.countryCode} (${e.countryCode})` : ''; // prettier-ignore
  const date = e.shippingBillDate ? dateText(e.shippingBillDate) : '';
  const bill = e.shippingBillNumber
    ? field('Shipping Bill No.', `${e.shippingBillNumber}${date ? ` dated ${date}` : ''}`)
    : field('Shipping Bill Date', date);
  return [
    field('Country of Destination', country, { bold: true }),
    field('Port Code', e.portCode),
    bill,
  ];
}

/** The tax heads a reverse-charge document names in its note ('CGST ₹900.00, SGST ₹900.00'). */
function headsText(kind: TaxKind, t: TaxHeads): string {
  if (kind === 'IGST') return `IGST ${rupees(t.igst)}`;
  const state = kind === 'CGST_UTGST' ? `UTGST ${rupees(t.utgst)}` : `SGST ${rupees(t.sgst)}`;
  return `CGST ${rupees(t.cgst)}, ${state}`;
}

/**
 * Under the amount in words of a reverse-charge invoice (or a note on one): the tax the recipient
 * pays to the government (CGST Act s.9(3)/(4)), which `amount` (the amount payable, credited or
 * debited) does not include. Nothing otherwise.
 */
export function reverseChargeNote(
  data: {
    reverseCharge?: boolean;
    taxKind: TaxKind;
    totals: TaxHeads & { totalTax: string };
  },
  amount = 'the amount payable',
): PdfNode {
  if (!data.reverseCharge) return '';
  return {
    text: [
      { text: 'Tax payable by the recipient under reverse charge: ', color: COLORS.muted },
      { text: rupees(data.totals.totalTax), bold: true },
      { text: ` (${headsText(data.taxKind, data.totals)}); not included in ${amount}.` },
    ],
    margin: [0, 2, 0, 0],
  };
}
