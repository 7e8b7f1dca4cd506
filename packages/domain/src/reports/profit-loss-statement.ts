import { fromPaise, MoneyDecimal, toPaise } from '../money';
import {
  profitLossChange,
  marginByCategory,
  marginByProduct,
  profitLossFigures,
  type ProfitLossFigures,
  type ProfitLossMarginRow,
  type ProfitLossPeriodInput,
} from './profit-loss';

/**
 * The profit and loss statement (issue 33) as the screen, the Excel sheet and the PDF print it:
 * one list of lines, each with this period, the previous one and the change, so the three never
 * disagree. Amount lines carry 2 decimals; the gross margin % line carries percentages (its change
 * is in percentage points).
 */
export type ProfitLossLineKind = 'heading' | 'item' | 'subtotal' | 'total' | 'percent' | 'note';

export type ProfitLossLine = {
  key: string;
  label: string;
  kind: ProfitLossLineKind;
  /** null on a heading, or a percentage that is undefined (no sales). */
  current: string | null;
  previous: string | null;
  change: string | null;
  /** The change as a % of the previous figure (amount lines only; null when it was 0). */
  changePercent: string | null;
  /** On the "cost not recorded" note: how many lines, in each period. */
  count?: { current: number; previous: number };
};

export type ProfitLossReport = {
  current: ProfitLossFigures;
  previous: ProfitLossFigures;
  statement: ProfitLossLine[];
  byProduct: ProfitLossMarginRow[];
  byCategory: ProfitLossMarginRow[];
};

function amountLine(
  key: string,
  label: string,
  kind: ProfitLossLineKind,
  current: string,
  previous: string,
): ProfitLossLine {
  const now = toPaise(current);
  const before = toPaise(previous);
  return {
    key,
    label,
    kind,
    current: fromPaise(now),
    previous: fromPaise(before),
    change: fromPaise(now - before),
    changePercent: profitLossChange(now, before),
  };
}

const heading = (key: string, label: string): ProfitLossLine => ({
  key,
  label,
  kind: 'heading',
  current: null,
  previous: null,
  change: null,
  changePercent: null,
});

const negate = (v: string) => fromPaise(-toPaise(v));

function percentLine(now: ProfitLossFigures, before: ProfitLossFigures): ProfitLossLine {
  const a = now.grossMarginPercent;
  const b = before.grossMarginPercent;
  return {
    key: 'gross-margin-percent',
    label: 'Gross margin % of net sales',
    kind: 'percent',
    current: a,
    previous: b,
    change: a !== null && b !== null ? new MoneyDecimal(a).minus(b).toFixed(1) : null,
    changePercent: null,
  };
}

/** Expense categories of both periods (case-insensitive), largest this period first. */
function expenseLines(now: ProfitLossFigures, before: ProfitLossFigures): ProfitLossLine[] {
  const previous = new Map(
    before.expenses.byCategory.map((e) => [e.category.toLowerCase(), e] as const),
  );
  const lines = now.expenses.byCategory.map((e) => {
    const b = previous.get(e.category.toLowerCase());
    previous.delete(e.category.toLowerCase());
    return amountLine(`expense:${e.category}`, e.category, 'item', e.amount, b?.amount ?? '0');
  });
  for (const b of previous.values()) {
    lines.push(amountLine(`expense:${b.category}`, b.category, 'item', '0', b.amount));
  }
  return lines;
}

/** The statement's lines for a period and the one before it. */
export function profitLossStatement(
  now: ProfitLossFigures,
  before: ProfitLossFigures,
): ProfitLossLine[] {
  return [
    heading('sales', 'Sales (taxable value, excluding GST)'),
    amountLine('invoiced', 'Invoices', 'item', now.sales.invoiced, before.sales.invoiced),
    amountLine(
      'credited',
      'Less: credit notes',
      'item',
      negate(now.sales.credited),
      negate(before.sales.credited),
    ),
    amountLine('debited', 'Add: debit notes', 'item', now.sales.debited, before.sales.debited),
    amountLine('net-sales', 'Net sales', 'subtotal', now.sales.net, before.sales.net),
    heading('cost', 'Cost of goods sold'),
    amountLine(
      'sold-cost',
      'Cost of goods sold (as recorded on the invoice lines)',
      'item',
      now.cost.sold,
      before.cost.sold,
    ),
    amountLine(
      'returned-cost',
      'Less: cost of goods returned on credit notes',
      'item',
      negate(now.cost.returned),
      negate(before.cost.returned),
    ),
    amountLine('net-cost', 'Net cost of goods sold', 'subtotal', now.cost.net, before.cost.net),
    {
      ...amountLine(
        'uncosted',
        'Sales with cost not recorded (not in the cost above)',
        'note',
        now.uncosted.sales,
        before.uncosted.sales,
      ),
      count: { current: now.uncosted.lines, previous: before.uncosted.lines },
    },
    amountLine('gross-margin', 'Gross margin', 'total', now.grossMargin, before.grossMargin),
    percentLine(now, before),
    heading('expenses', 'Expenses (excluding GST taken as input tax credit)'),
    ...expenseLines(now, before),
    amountLine(
      'expenses-total',
      'Total expenses',
      'subtotal',
      now.expenses.total,
      before.expenses.total,
    ),
    amountLine('net-profit', 'Net profit', 'total', now.netProfit, before.netProfit),
  ];
}

/** The whole report: both periods' figures, the statement and the margin tables. */
export function buildProfitLoss(
  now: ProfitLossPeriodInput,
  before: ProfitLossPeriodInput,
): ProfitLossReport {
  const current = profitLossFigures(now);
  const previous = profitLossFigures(before);
  return {
    current,
    previous,
    statement: profitLossStatement(current, previous),
    byProduct: marginByProduct(now.products, before.products),
    byCategory: marginByCategory(now.products, before.products),
  };
}

/** The longest range a P&L covers: a year (366 days), like the registers. */
export const PROFIT_LOSS_MAX_DAYS = 366;
