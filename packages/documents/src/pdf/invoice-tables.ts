import { MoneyDecimal, roundToPaise, toMoney } from '@gst/domain';
import { amount, COLORS, fitSize, percent, plainNumber } from './common';
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
const BASE = 7.5;
/** A right-aligned number sized to stay on one line in its column. */
const num = (text: string, width: number, extra: Record<string, unknown> = {}): PdfNode => ({
  text,
  style: 'num',
  fontSize: fitSize(text, width, BASE),
  ...extra,
});
/** An amount with its rate underneath ('1,250.00' / '@ 2.5%'). */
const taxCell = (value: string, rate: string, width: number): PdfNode => ({
  stack: [
    { text: amount(value), alignment: 'right', fontSize: fitSize(amount(value), width, BASE) },
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

type Column = {
  header: string;
  width: number | '*';
  cell: (line: InvoiceLine, index: number) => PdfNode;
  total: PdfNode;
};

/**
 * The items table. Columns: #, description (with serials), HSN, qty + unit, [kWp], rate, taxable
 * value, CGST + SGST/UTGST or IGST (each with its rate), line total. The header row repeats on
 * every page; numbers shrink to stay on one line in their column.
 */
export function itemsTable(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw';
  const t = data.totals;
  const parts = (line: InvoiceLine) => splitTax(line.taxAmount, data.taxKind);
  const half = (line: InvoiceLine) => percent(toMoney(line.gstRate).dividedBy(2).toFixed(3));
  const money = (
    header: string,
    width: number,
    value: (l: InvoiceLine) => string,
    total: string,
  ): Column => ({
    header,
    width,
    cell: (line) => num(amount(value(line)), width),
    total: num(amount(total), width, { bold: true }),
  });
  const tax = (
    header: string,
    width: number,
    value: (l: InvoiceLine) => string,
    rate: (l: InvoiceLine) => string,
    total: string,
  ): Column => ({
    header,
    width,
    cell: (line) => taxCell(value(line), rate(line), width),
    total: num(amount(total), width, { bold: true }),
  });
  const taxes: Column[] =
    data.taxKind === 'IGST'
      ? [
          tax(
            'IGST (₹)',
            56,
            (l) => parts(l).igst,
            (l) => percent(l.gstRate),
            t.igst,
          ),
        ]
      : [
          tax('CGST (₹)', 46, (l) => parts(l).central, half, t.cgst),
          tax(
            `${stateTaxName(data.taxKind)} (₹)`,
            46,
            (l) => parts(l).state,
            half,
            data.taxKind === 'CGST_UTGST' ? t.utgst : t.sgst,
          ),
        ];
  const kwTotal = totalKw(data.lines) ?? '—';
  const columns: Column[] = [
    {
      header: '#',
      width: 12,
      cell: (_l, i) => ({ text: String(i + 1), alignment: 'center' }),
      total: '',
    },
    {
      header: 'Description of Goods',
      width: '*',
      cell: describe,
      total: { text: 'Total', bold: true, alignment: 'right' },
    },
    {
      header: 'HSN/SAC',
      width: kw ? 40 : 42,
      cell: (l) => ({ text: l.hsnCode, alignment: 'center' }),
      total: '',
    },
    {
      header: 'Qty',
      width: kw ? 30 : 34,
      cell: (l) => ({
        stack: [
          {
            text: plainNumber(l.quantity),
            alignment: 'right',
            fontSize: fitSize(plainNumber(l.quantity), kw ? 30 : 34, BASE),
          },
          { text: l.unit, fontSize: 6, color: COLORS.muted, alignment: 'right' },
        ],
      }),
      total: '',
    },
    ...(kw
      ? [
          {
            header: 'Capacity (kWp)',
            width: 38,
            cell: (l: InvoiceLine) => num(lineKw(l) ?? '—', 38),
            total: num(kwTotal, 38, { bold: true }),
          },
        ]
      : []),
    {
      header: 'Rate (₹)',
      width: kw ? 46 : 50,
      cell: (l) => num(amount(l.rate), kw ? 46 : 50),
      total: '',
    },
    money('Taxable Value (₹)', kw ? 54 : 58, (l) => l.taxableValue, t.taxableAmount),
    ...taxes,
    {
      ...money(
        'Amount (₹)',
        kw ? 56 : 58,
        (l) => toMoney(l.taxableValue).plus(toMoney(l.taxAmount)).toFixed(2),
        t.total,
      ),
      cell: (l) =>
        num(amount(toMoney(l.taxableValue).plus(toMoney(l.taxAmount)).toFixed(2)), kw ? 56 : 58, {
          bold: true,
        }),
    },
  ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [
        columns.map((c) => th(c.header)),
        ...data.lines.map((line, index) => columns.map((c) => c.cell(line, index))),
        columns.map((c) => c.total),
      ],
    },
    layout: 'gstItems',
    fontSize: BASE,
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
  // Fixed widths that fit beside the totals (about 320 pt), so numbers can be sized to them.
  const w = igst
    ? { hsn: 48, taxable: 66, rate: 34, tax: 66, total: 66 }
    : { hsn: 40, taxable: 50, rate: 24, tax: 44, total: 48 };
  const small = (text: string, width: number): PdfNode => ({
    text,
    style: 'num',
    fontSize: fitSize(text, width, 7),
  });
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
      small(amount(row.taxable), w.taxable),
      ...(igst
        ? [{ text: percent(row.rate), alignment: 'center' }, small(amount(row.parts.igst), w.tax)]
        : [
            { text: half, alignment: 'center' },
            small(amount(row.parts.central), w.tax),
            { text: half, alignment: 'center' },
            small(amount(row.parts.state), w.tax),
          ]),
      small(amount(taxTotal), w.total),
    ];
  });
  const widths = igst
    ? [w.hsn, w.taxable, w.rate, w.tax, w.total]
    : [w.hsn, w.taxable, w.rate, w.tax, w.rate, w.tax, w.total];
  return {
    table: { headerRows: 1, widths, body: [header, ...rows], dontBreakRows: true },
    layout: 'gstItems',
    fontSize: 7,
  };
}
