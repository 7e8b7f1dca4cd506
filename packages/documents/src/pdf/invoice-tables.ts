import { MoneyDecimal, toMoney } from '@gst/domain';
import { amount, COLORS, dateText, fitSize, percent, plainNumber } from './common';
import type { PdfNode } from './doc';
import { allUntaxed, rateNote } from './invoice-supply';
import type { InvoiceData, InvoiceLine, TaxHeads, TaxKind } from './types';

export const sum = (values: string[]) =>
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

export function stateTaxName(kind: TaxKind): 'SGST' | 'UTGST' {
  return kind === 'CGST_UTGST' ? 'UTGST' : 'SGST';
}

const th = (text: string): PdfNode => ({ text, style: 'th' });
const BASE = 7.5;
/** A right-aligned number sized to stay on one line in its column. */
export const num = (text: string, width: number, extra: Record<string, unknown> = {}): PdfNode => ({
  text,
  style: 'num',
  fontSize: fitSize(text, width, BASE),
  ...extra,
});
/** An amount with its rate (or 'Nil rated', 'Exempt', 'Non-GST') underneath ('1,250.00' / '@ 2.5%'). */
const taxCell = (value: string, note: string, width: number): PdfNode => ({
  stack: [
    { text: amount(value), alignment: 'right', fontSize: fitSize(amount(value), width, BASE) },
    { text: note, fontSize: 6, color: COLORS.muted, alignment: 'right' },
  ],
});

const isZero = (value: string) => toMoney(value).isZero();

/** True when any line has a discount: only then is there a Discount column. */
export function hasDiscount(data: Pick<InvoiceData, 'lines'>): boolean {
  return data.lines.some((line) => !isZero(line.discount));
}

/**
 * True when the invoice charges no tax at all: zero-rated under bond or LUT, or every line
 * nil-rated, exempt or non-GST (a bill of supply, issue 30).
 */
export function withoutTax(data: {
  supplyType: InvoiceData['supplyType'];
  lines: readonly { taxability?: InvoiceLine['taxability'] }[];
}): boolean {
  return data.supplyType === 'WOPAY' || allUntaxed(data.lines);
}

/** Product name in bold, the line's label when it differs, the free text, then serials. */
function describe(line: InvoiceLine): PdfNode {
  const name = line.productName.trim() || line.label;
  const label = line.label.trim();
  return {
    stack: [
      { text: name, bold: true },
      label && label !== name ? { text: label } : '',
      line.description ? { text: line.description, fontSize: 7, color: COLORS.muted } : '',
      line.serials.length
        ? { text: `S/N: ${line.serials.join(', ')}`, fontSize: 6.5, color: COLORS.muted }
        : '',
    ],
  };
}

/** One column of a lines table: its header, width, a line's cell and the total row's cell. */
export type Column<L> = {
  header: string;
  width: number | '*';
  cell: (line: L, index: number) => PdfNode;
  total: PdfNode;
};

/** The line number, centred. */
export function indexColumn<L>(): Column<L> {
  return {
    header: '#',
    width: 12,
    cell: (_l, i) => ({ text: String(i + 1), alignment: 'center' }),
    total: '',
  };
}

/** A date ('21 Nov 2026'), centred; `total` fills the total row. */
export function dateColumn<L>(
  header: string,
  width: number,
  value: (l: L) => string,
  total: PdfNode = '',
): Column<L> {
  return {
    header,
    width,
    cell: (l) => ({ text: dateText(value(l)), alignment: 'center' }),
    total,
  };
}

/** Quantity over its unit; with `blankZero` a zero quantity prints nothing. */
export function quantityColumn<L extends { quantity: string; unit: string }>(
  header: string,
  width: number,
  blankZero = false,
): Column<L> {
  return {
    header,
    width,
    cell: (l) =>
      blankZero && isZero(l.quantity)
        ? ''
        : {
            stack: [
              {
                text: plainNumber(l.quantity),
                alignment: 'right',
                fontSize: fitSize(plainNumber(l.quantity), width, BASE),
              },
              { text: l.unit, fontSize: 6, color: COLORS.muted, alignment: 'right' },
            ],
          },
    total: '',
  };
}

/** A money column: each line's figure and the given total, right-aligned. */
export function moneyColumn<L>(
  header: string,
  width: number,
  value: (l: L) => string,
  total: string,
  bold = false,
): Column<L> {
  return {
    header,
    width,
    cell: (line) => num(amount(value(line)), width, { bold }),
    total: num(amount(total), width, { bold: true }),
  };
}

type TaxedLine = TaxHeads & { gstRate: string; taxability?: InvoiceLine['taxability'] };

/**
 * CGST + SGST/UTGST (each at half the rate) or IGST (at the full rate), each amount with its
 * rate underneath; `totals` fills the total row.
 */
export function taxColumns<L extends TaxedLine>(
  kind: TaxKind,
  widths: { igst: number; half: number },
  totals: TaxHeads,
): Column<L>[] {
  const tax = (
    header: string,
    width: number,
    value: (l: L) => string,
    rate: (l: L) => string,
    total: string,
  ): Column<L> => ({
    header,
    width,
    cell: (line) => taxCell(value(line), rateNote(line, rate(line)), width),
    total: num(amount(total), width, { bold: true }),
  });
  if (kind === 'IGST') {
    return [
      tax(
        'IGST (₹)',
        widths.igst,
        (l) => l.igst,
        (l) => percent(l.gstRate),
        totals.igst,
      ),
    ];
  }
  const utgst = kind === 'CGST_UTGST';
  const half = (line: L) => percent(toMoney(line.gstRate).dividedBy(2).toFixed(3));
  return [
    tax('CGST (₹)', widths.half, (l) => l.cgst, half, totals.cgst),
    tax(
      `${stateTaxName(kind)} (₹)`,
      widths.half,
      (l) => (utgst ? l.utgst : l.sgst),
      half,
      utgst ? totals.utgst : totals.sgst,
    ),
  ];
}

/** The table of lines: a header row repeated on every page, a row per line, the total row. */
export function columnsTable<L>(columns: Column<L>[], lines: L[]): PdfNode {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [
        columns.map((c) => th(c.header)),
        ...lines.map((line, index) => columns.map((c) => c.cell(line, index))),
        columns.map((c) => c.total),
      ],
    },
    layout: 'gstItems',
    fontSize: BASE,
  };
}

/** Column widths (pt): the KW style and a Discount column each take room from the others. */
function widthsFor(kw: boolean, discount: boolean) {
  if (kw && discount)
    return {
      hsn: 38,
      qty: 30,
      kw: 34,
      rate: 44,
      disc: 40,
      taxable: 52,
      igst: 54,
      half: 42,
      amount: 54,
    };
  if (kw)
    return {
      hsn: 40,
      qty: 30,
      kw: 38,
      rate: 46,
      disc: 0,
      taxable: 54,
      igst: 56,
      half: 46,
      amount: 56,
    };
  if (discount)
    return {
      hsn: 40,
      qty: 32,
      kw: 0,
      rate: 48,
      disc: 44,
      taxable: 56,
      igst: 56,
      half: 46,
      amount: 58,
    };
  return {
    hsn: 42,
    qty: 34,
    kw: 0,
    rate: 50,
    disc: 0,
    taxable: 58,
    igst: 56,
    half: 46,
    amount: 58,
  };
}

/**
 * The items table. Columns: #, description (name, label, text, serials), HSN, qty + unit,
 * [kWp], rate, [discount], taxable value, CGST + SGST/UTGST or IGST (each with its rate; none
 * under LUT), line amount. Every figure is the one given; the header row repeats on every page
 * and numbers shrink to stay on one line in their column.
 */
export function itemsTable(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw';
  const discount = hasDiscount(data);
  const w = widthsFor(kw, discount);
  const t = data.totals;
  const taxes: Column<InvoiceLine>[] = withoutTax(data) ? [] : taxColumns(data.taxKind, w, t);
  const kwTotal = totalKw(data.lines) ?? '—';
  // Reverse charge (issue 30): the recipient pays the tax to the government, so a line's amount
  // (and the column's total, the amount payable before round-off) is its taxable value.
  const rc = data.reverseCharge;
  const lineAmount = (l: InvoiceLine) => (rc ? l.taxableValue : sum([l.taxableValue, l.taxAmount]));
  const columns: Column<InvoiceLine>[] = [
    indexColumn(),
    {
      header: 'Description of Goods',
      width: '*',
      cell: describe,
      total: { text: 'Total', bold: true, alignment: 'right' },
    },
    {
      header: 'HSN/SAC',
      width: w.hsn,
      cell: (l) => ({ text: l.hsnCode, alignment: 'center' }),
      total: '',
    },
    quantityColumn('Qty', w.qty),
    ...(kw
      ? [
          {
            header: 'Capacity (kWp)',
            width: w.kw,
            cell: (l: InvoiceLine) => num(lineKw(l) ?? '—', w.kw),
            total: num(kwTotal, w.kw, { bold: true }),
          },
        ]
      : []),
    { header: 'Rate (₹)', width: w.rate, cell: (l) => num(amount(l.rate), w.rate), total: '' },
    ...(discount
      ? [moneyColumn<InvoiceLine>('Discount (₹)', w.disc, (l) => l.discount, t.discount)]
      : []),
    moneyColumn('Taxable Value (₹)', w.taxable, (l) => l.taxableValue, t.taxableAmount),
    ...taxes,
    moneyColumn('Amount (₹)', w.amount, lineAmount, rc ? t.taxableAmount : sum([t.taxableAmount, t.totalTax]), true), // prettier-ignore
  ];
  return columnsTable(columns, data.lines);
}
