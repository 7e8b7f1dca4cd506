import { addDays } from '../calendar';
import { fromPaise, MoneyDecimal, toPaise } from '../money';
import { daysInRange } from './register';

/**
 * Profit and loss for a date range (issue 33), beside the period of the same length just before
 * it. Pure and exact: every amount is summed in integer paise (bigint); a percentage is a decimal
 * division printed with one decimal, never a float.
 *
 * - Sales are taxable values (GST is collected for the government, not income): issued invoices,
 *   less issued credit notes, plus issued debit notes, each by its own date. Cancelled documents
 *   carry no supply and are left out.
 * - Cost of goods sold is each invoice line's quantity × the unit cost recorded on it at the sale
 *   (issue 31), rounded to the paisa per line; goods a credit note takes back come off at the cost
 *   their sale took them out at. A line without a recorded cost (sold before stock was kept, a
 *   service, a product never bought) is not costed at zero silently: it is counted, with its sales
 *   value, as "cost not recorded", so the margin can be read for what it is.
 * - Expenses come by category, already net of claimable GST (the sources say which GST is a cost).
 * - Gross margin = net sales − net cost of goods sold; net profit = gross margin − expenses.
 */

/** One product's figures of a period, as the sources read them: amounts positive, 2 decimals. */
export type ProfitLossProductInput = {
  productId: string;
  name: string;
  /** The product's category ('' for none). */
  category: string;
  /** Σ taxable value of its issued invoice lines. */
  invoiced: string;
  /** Σ taxable value of its issued credit-note lines. */
  credited: string;
  /** Σ taxable value of its issued debit-note lines. */
  debited: string;
  /** Σ quantity × recorded unit cost (per line, to the paisa) of its invoice lines. */
  soldCost: string;
  /** The same of the goods its credit notes take back, at their sale's recorded cost. */
  returnedCost: string;
  /** Invoice lines sold without a recorded cost, and their taxable value. */
  uncostedLines: number;
  uncostedSales: string;
  /** Credit-note lines returning goods whose sale had no recorded cost. */
  uncostedReturns: number;
};

export type ProfitLossExpenseInput = { category: string; amount: string };

export type ProfitLossPeriodInput = {
  from: string;
  to: string;
  products: readonly ProfitLossProductInput[];
  expenses: readonly ProfitLossExpenseInput[];
};

/** A period's figures (amounts with 2 decimals; percentages with 1, or null when undefined). */
export type ProfitLossFigures = {
  from: string;
  to: string;
  sales: { invoiced: string; credited: string; debited: string; net: string };
  cost: { sold: string; returned: string; net: string };
  grossMargin: string;
  grossMarginPercent: string | null;
  uncosted: { lines: number; sales: string; returns: number };
  expenses: { byCategory: { category: string; amount: string }[]; total: string };
  netProfit: string;
};

/** A row of the margin tables (by product, by category), with the previous period's margin. */
export type ProfitLossMarginRow = {
  key: string;
  name: string;
  category: string;
  sales: string;
  cost: string;
  margin: string;
  marginPercent: string | null;
  uncostedLines: number;
  previousSales: string;
  previousMargin: string;
  change: string;
};

type Paise = {
  invoiced: bigint;
  credited: bigint;
  debited: bigint;
  sold: bigint;
  returned: bigint;
  uncostedLines: number;
  uncostedSales: bigint;
  uncostedReturns: number;
};

const zero = (): Paise => ({
  invoiced: 0n,
  credited: 0n,
  debited: 0n,
  sold: 0n,
  returned: 0n,
  uncostedLines: 0,
  uncostedSales: 0n,
  uncostedReturns: 0,
});

function paiseOf(p: ProfitLossProductInput): Paise {
  return {
    invoiced: toPaise(p.invoiced),
    credited: toPaise(p.credited),
    debited: toPaise(p.debited),
    sold: toPaise(p.soldCost),
    returned: toPaise(p.returnedCost),
    uncostedLines: p.uncostedLines,
    uncostedSales: toPaise(p.uncostedSales),
    uncostedReturns: p.uncostedReturns,
  };
}

function add(a: Paise, b: Paise): Paise {
  return {
    invoiced: a.invoiced + b.invoiced,
    credited: a.credited + b.credited,
    debited: a.debited + b.debited,
    sold: a.sold + b.sold,
    returned: a.returned + b.returned,
    uncostedLines: a.uncostedLines + b.uncostedLines,
    uncostedSales: a.uncostedSales + b.uncostedSales,
    uncostedReturns: a.uncostedReturns + b.uncostedReturns,
  };
}

const netSales = (p: Paise) => p.invoiced - p.credited + p.debited;
const netCost = (p: Paise) => p.sold - p.returned;

/** part / whole × 100 with one decimal (half-up), or null when whole is 0. */
export function profitLossPercent(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  return new MoneyDecimal(part.toString())
    .times(100)
    .dividedBy(whole.toString())
    .toDecimalPlaces(1)
    .toFixed(1);
}

/** The change from `before` to `now` as a percentage of |before| (null when before is 0). */
export function profitLossChange(now: bigint, before: bigint): string | null {
  return profitLossPercent(now - before, before < 0n ? -before : before);
}

/** "Uncategorised" for a product or expense without a category. */
export const profitLossCategory = (category: string) => category.trim() || 'Uncategorised';

/** A period's totals from its products and expenses. */
export function profitLossFigures(input: ProfitLossPeriodInput): ProfitLossFigures {
  const t = input.products.map(paiseOf).reduce(add, zero());
  const expenses = new Map<string, { category: string; paise: bigint }>();
  for (const e of input.expenses) {
    const category = profitLossCategory(e.category);
    const key = category.toLowerCase();
    const before = expenses.get(key);
    expenses.set(key, {
      category: before?.category ?? category,
      paise: (before?.paise ?? 0n) + toPaise(e.amount),
    });
  }
  const byCategory = [...expenses.values()]
    .sort(
      (a, b) => (b.paise > a.paise ? 1 : b.paise < a.paise ? -1 : 0) || cmp(a.category, b.category),
    )
    .map((e) => ({ category: e.category, amount: fromPaise(e.paise) }));
  const expenseTotal = [...expenses.values()].reduce((s, e) => s + e.paise, 0n);
  const margin = netSales(t) - netCost(t);
  return {
    from: input.from,
    to: input.to,
    sales: {
      invoiced: fromPaise(t.invoiced),
      credited: fromPaise(t.credited),
      debited: fromPaise(t.debited),
      net: fromPaise(netSales(t)),
    },
    cost: { sold: fromPaise(t.sold), returned: fromPaise(t.returned), net: fromPaise(netCost(t)) },
    grossMargin: fromPaise(margin),
    grossMarginPercent: profitLossPercent(margin, netSales(t)),
    uncosted: {
      lines: t.uncostedLines,
      sales: fromPaise(t.uncostedSales),
      returns: t.uncostedReturns,
    },
    expenses: { byCategory, total: fromPaise(expenseTotal) },
    netProfit: fromPaise(margin - expenseTotal),
  };
}

const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

type Grouped = { name: string; category: string; paise: Paise };

function groupBy(
  products: readonly ProfitLossProductInput[],
  keyOf: (p: ProfitLossProductInput) => string,
): Map<string, Grouped> {
  const out = new Map<string, Grouped>();
  for (const p of products) {
    const key = keyOf(p);
    const before = out.get(key);
    out.set(key, {
      name: before?.name ?? p.name,
      category: profitLossCategory(p.category),
      paise: add(before?.paise ?? zero(), paiseOf(p)),
    });
  }
  return out;
}

/** Rows of both periods joined on the key; largest current sales first, then by name. */
function marginRows(
  now: Map<string, Grouped>,
  before: Map<string, Grouped>,
): ProfitLossMarginRow[] {
  const keys = new Set([...now.keys(), ...before.keys()]);
  const rows = [...keys].map((key) => {
    const n = now.get(key);
    const b = before.get(key);
    const p = n?.paise ?? zero();
    const q = b?.paise ?? zero();
    const margin = netSales(p) - netCost(p);
    const previousMargin = netSales(q) - netCost(q);
    return {
      sort: netSales(p),
      row: {
        key,
        name: n?.name ?? b?.name ?? key,
        category: n?.category ?? b?.category ?? '',
        sales: fromPaise(netSales(p)),
        cost: fromPaise(netCost(p)),
        margin: fromPaise(margin),
        marginPercent: profitLossPercent(margin, netSales(p)),
        uncostedLines: p.uncostedLines,
        previousSales: fromPaise(netSales(q)),
        previousMargin: fromPaise(previousMargin),
        change: fromPaise(margin - previousMargin),
      },
    };
  });
  rows.sort(
    (a, b) => (b.sort > a.sort ? 1 : b.sort < a.sort ? -1 : 0) || cmp(a.row.name, b.row.name),
  );
  return rows.map((r) => r.row);
}

/** Gross margin by product, this period beside the previous one. */
export function marginByProduct(
  now: readonly ProfitLossProductInput[],
  before: readonly ProfitLossProductInput[],
): ProfitLossMarginRow[] {
  const byId = (p: ProfitLossProductInput) => p.productId;
  return marginRows(groupBy(now, byId), groupBy(before, byId));
}

/** Gross margin by product category (a category's name is its row's name). */
export function marginByCategory(
  now: readonly ProfitLossProductInput[],
  before: readonly ProfitLossProductInput[],
): ProfitLossMarginRow[] {
  const byCategory = (p: ProfitLossProductInput) => profitLossCategory(p.category);
  const named = (m: Map<string, Grouped>) =>
    new Map([...m].map(([k, g]) => [k, { ...g, name: k, category: k }]));
  return marginRows(named(groupBy(now, byCategory)), named(groupBy(before, byCategory)));
}

const isMonthStart = (d: string) => d.endsWith('-01');
const isMonthEnd = (d: string) => addDays(d, 1).endsWith('-01');

/**
 * The period to compare with: the same length immediately before. A range of whole calendar
 * months (1 May – 30 June) is compared with as many whole months before it (1 March – 30 April),
 * as an accountant reads "the previous period"; any other range with as many days just before it
 * (10–19 May against 30 April – 9 May).
 */
export function comparisonPeriod(from: string, to: string): { from: string; to: string } {
  if (isMonthStart(from) && isMonthEnd(to)) {
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1;
    const first = new Date(
      Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1 - months, 1),
    );
    return { from: first.toISOString().slice(0, 10), to: addDays(from, -1) };
  }
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}
