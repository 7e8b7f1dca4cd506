import { MoneyDecimal, roundToPaise, toMoney } from '@gst/domain';
import { amount, COLORS, percent, plainNumber } from './common';
import type { PdfNode } from './doc';
import type { InvoiceData, InvoiceLine, TaxKind } from './types';

/** A line's tax in its parts: CGST and SGST/UTGST halves that add back exactly, or IGST. */
export type TaxParts = { central: string; state: string; igst: string };

export function splitTax(taxAmount: string, kind: TaxKind): TaxParts {
  if (kind === 'IGST')
    return { central: '0.00', state: '0.00', igst: toMoney(taxAmount).toFixed(2) };
  const tax = toMoney(taxAmount);
  const first = roundToPaise(tax.dividedBy(2));
  return { central: first.toFixed(2), state: tax.minus(first).toFixed(2), igst: '0.00' };
}

const sum = (values: string[]) =>
  values.reduce((acc, v) => acc.plus(toMoney(v)), new MoneyDecimal(0)).toFixed(2);

/**
 * Inverters and batteries have a rating too, but it is not generating capacity: adding it to the
 * modules' watts would overstate the system. Same category test as the invoice list's Inverter
 * column.
 */
const NOT_GENERATING = /inverter|battery|batteries|storage/i;

/**
 * Solar (generating) kW of a line: quantity × watts per unit / 1000; null for a product without
 * a capacity or one that does not generate (inverter, battery).
 */
export function lineKw(line: InvoiceLine): string | null {
  if (line.capacityWatts === null || Number(line.capacityWatts) <= 0) return null;
  if (NOT_GENERATING.test(line.category)) return null;
  return toMoney(line.quantity).times(toMoney(line.capacityWatts)).dividedBy(1000).toFixed(2);
}

export function totalKw(lines: InvoiceLine[]): string | null {
  const values = lines.map(lineKw).filter((v): v is string => v !== null);
  return values.length ? sum(values) : null;
}

function stateTaxName(kind: TaxKind): 'SGST' | 'UTGST' {
  return kind === 'CGST_UTGST' ? 'UTGST' : 'SGST';
}

const th = (text: string): PdfNode => ({ text, style: 'th' });
const num = (text: string, extra: Record<string, unknown> = {}): PdfNode => ({
  text,
  style: 'num',
  ...extra,
});
/** An amount with its rate underneath ('1,250.00' / '@ 2.5%'). */
const taxCell = (value: string, rate: string): PdfNode => ({
  stack: [
    { text: amount(value), alignment: 'right' },
    { text: `@ ${rate}`, fontSize: 6, color: COLORS.muted, alignment: 'right' },
  ],
});

function describe(line: InvoiceLine): PdfNode {
  return {
    stack: [
      { text: line.label, bold: true },
      line.description ? { text: line.description, fontSize: 7, color: COLORS.muted } : '',
      line.serials.length
        ? { text: `S/N: ${line.serials.join(', ')}`, fontSize: 6.5, color: COLORS.muted }
        : '',
    ],
  };
}

/**
 * The items table. Columns: #, description (with serials), HSN, qty + unit, [kW], rate, taxable
 * value, CGST + SGST/UTGST or IGST (each with its rate), line total. The header row repeats on
 * every page.
 */
export function itemsTable(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw';
  const igst = data.taxKind === 'IGST';
  const header = [
    th('#'),
    th('Description of Goods'),
    th('HSN/SAC'),
    th('Qty'),
    ...(kw ? [th('Capacity (kWp)')] : []),
    th('Rate (₹)'),
    th('Taxable Value (₹)'),
    ...(igst ? [th('IGST (₹)')] : [th('CGST (₹)'), th(`${stateTaxName(data.taxKind)} (₹)`)]),
    th('Amount (₹)'),
  ];
  const rows = data.lines.map((line, index) => {
    const parts = splitTax(line.taxAmount, data.taxKind);
    const half = percent(toMoney(line.gstRate).dividedBy(2).toFixed(3));
    const lineTotal = toMoney(line.taxableValue).plus(toMoney(line.taxAmount)).toFixed(2);
    return [
      { text: String(index + 1), alignment: 'center' },
      describe(line),
      { text: line.hsnCode, alignment: 'center' },
      {
        stack: [
          { text: plainNumber(line.quantity), alignment: 'right' },
          { text: line.unit, fontSize: 6, color: COLORS.muted, alignment: 'right' },
        ],
      },
      ...(kw ? [num(lineKw(line) ?? '—')] : []),
      num(amount(line.rate)),
      num(amount(line.taxableValue)),
      ...(igst
        ? [taxCell(parts.igst, percent(line.gstRate))]
        : [taxCell(parts.central, half), taxCell(parts.state, half)]),
      num(amount(lineTotal), { bold: true }),
    ];
  });
  const t = data.totals;
  const totalRow = [
    { text: '' },
    { text: 'Total', bold: true, alignment: 'right' },
    { text: '' },
    { text: '' },
    ...(kw ? [num(totalKw(data.lines) ?? '—', { bold: true })] : []),
    { text: '' },
    num(amount(t.taxableAmount), { bold: true }),
    ...(igst
      ? [num(amount(t.igst), { bold: true })]
      : [
          num(amount(t.cgst), { bold: true }),
          num(amount(data.taxKind === 'CGST_UTGST' ? t.utgst : t.sgst), { bold: true }),
        ]),
    num(amount(t.total), { bold: true }),
  ];
  const taxWidths = igst ? [56] : [46, 46];
  const widths = kw
    ? [12, '*', 40, 30, 38, 46, 54, ...taxWidths, 56]
    : [12, '*', 42, 34, 50, 58, ...taxWidths, 58];
  return {
    table: { headerRows: 1, widths, body: [header, ...rows, totalRow], dontBreakRows: true },
    layout: 'gstItems',
    fontSize: 7.5,
  };
}

type HsnRow = { hsn: string; rate: string; taxable: string; parts: TaxParts };

export function hsnSummary(data: InvoiceData): HsnRow[] {
  const groups = new Map<string, InvoiceLine[]>();
  for (const line of data.lines) {
    const key = `${line.hsnCode}|${toMoney(line.gstRate).toFixed(2)}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()].map((lines) => {
    const parts = lines.map((l) => splitTax(l.taxAmount, data.taxKind));
    const first = lines[0];
    return {
      hsn: first?.hsnCode ?? '',
      rate: first?.gstRate ?? '0',
      taxable: sum(lines.map((l) => l.taxableValue)),
      parts: {
        central: sum(parts.map((p) => p.central)),
        state: sum(parts.map((p) => p.state)),
        igst: sum(parts.map((p) => p.igst)),
      },
    };
  });
}

/** HSN-wise summary of taxable value and tax (what GSTR-1 table 12 asks for). */
export function hsnTable(data: InvoiceData): PdfNode {
  const igst = data.taxKind === 'IGST';
  const stateName = stateTaxName(data.taxKind);
  const header = [
    th('HSN/SAC'),
    th('Taxable (₹)'),
    ...(igst
      ? [th('IGST Rate'), th('IGST (₹)')]
      : [th('CGST Rate'), th('CGST (₹)'), th(`${stateName} Rate`), th(`${stateName} (₹)`)]),
    th('Total Tax (₹)'),
  ];
  const rows = hsnSummary(data).map((row) => {
    const half = percent(toMoney(row.rate).dividedBy(2).toFixed(3));
    const taxTotal = sum([row.parts.central, row.parts.state, row.parts.igst]);
    return [
      { text: row.hsn || '—', alignment: 'center' },
      num(amount(row.taxable)),
      ...(igst
        ? [{ text: percent(row.rate), alignment: 'center' }, num(amount(row.parts.igst))]
        : [
            { text: half, alignment: 'center' },
            num(amount(row.parts.central)),
            { text: half, alignment: 'center' },
            num(amount(row.parts.state)),
          ]),
      num(amount(taxTotal)),
    ];
  });
  const widths = igst ? ['*', '*', 'auto', '*', '*'] : ['*', '*', 'auto', '*', 'auto', '*', '*'];
  return {
    table: { headerRows: 1, widths, body: [header, ...rows], dontBreakRows: true },
    layout: 'gstItems',
    fontSize: 7,
  };
}
