import type { FigureOut, Gstr3bItc } from '@gst/domain';
import { TABLE_3_1_ROWS, TABLE_4_LABELS } from './gstr3bRows';

/**
 * Where a GSTR-3B figure comes from (issue 32, click through to the bills): the row of 3.1 (d),
 * Table 4 or Table 5 the panel shows, mapped to its figure in `tenant.returns.itc`, which lists
 * the purchase bills and returns it is made of. Pure.
 */

export type FigureSource = {
  /** What the bills are behind: 'Table 4 (A)(5) All other ITC'. */
  title: string;
  bills: string[];
  returns: string[];
};

type Figure = Pick<FigureOut, 'bills' | 'returns'>;
type Itc = Pick<Gstr3bItc, 'table4' | 'reverseCharge' | 'inward'>;

/** Table 4's row ids (gstr3bRows.ts `table4`) → the figure in the ITC detail. */
function table4Figure(itc: Itc, rowId: string): Figure | undefined {
  const t4 = itc.table4;
  if (rowId.startsWith('avl-')) {
    return t4.available[rowId.slice(4) as keyof typeof t4.available];
  }
  switch (rowId) {
    case 'rev-RUL':
      return t4.reversed.rules;
    case 'rev-OTH':
      return t4.reversed.others;
    case 'net':
      return t4.net;
    case 'inelg-RUL':
      return t4.ineligible.reclaimed;
    case 'inelg-OTH':
      return t4.ineligible.others;
    default:
      return undefined;
  }
}

const TABLE_5_NATURE: Record<string, string> = {
  GST: 'Composition, exempt and nil-rated',
  NONGST: 'Non-GST',
};

/**
 * The bills behind one figure of the panel, or null when none is (a figure of the outward half,
 * a row without bills, a zero figure). `table` is which table the row is in: '3.1', '4' or '5';
 * `columnKey` the column clicked (Table 5 has one figure per column: inter- and intra-State).
 */
export function figureSource(
  itc: Itc | undefined,
  table: '3.1' | '4' | '5',
  rowId: string,
  columnKey: string,
): FigureSource | null {
  if (!itc) return null;
  let figure: Figure | undefined;
  let title = '';
  if (table === '3.1') {
    if (rowId !== 'isup_rev') return null;
    figure = itc.reverseCharge;
    title = `Table 3.1 ${TABLE_3_1_ROWS.find((r) => r.key === rowId)?.nature ?? rowId}`;
  } else if (table === '4') {
    figure = table4Figure(itc, rowId);
    title = `Table 4 ${TABLE_4_LABELS[rowId] ?? rowId}`;
  } else {
    const kind = rowId === 'GST' ? itc.inward.gst : rowId === 'NONGST' ? itc.inward.nongst : null;
    if (!kind || (columnKey !== 'inter' && columnKey !== 'intra')) return null;
    figure = kind[columnKey];
    const where = columnKey === 'inter' ? 'inter-State' : 'intra-State';
    title = `Table 5 ${TABLE_5_NATURE[rowId] ?? rowId}, ${where}`;
  }
  if (!figure || figure.bills.length + figure.returns.length === 0) return null;
  return { title, bills: figure.bills, returns: figure.returns };
}

/** Columns whose figures can be clicked: the money of 3.1 (d), Table 4 and Table 5. */
export const isFigureColumn = (columnKey: string) =>
  ['taxable', 'igst', 'cgst', 'sgst', 'inter', 'intra'].includes(columnKey);
