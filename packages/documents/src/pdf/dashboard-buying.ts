/**
 * The dashboard PDF's buying part (issue 31, tenant.dashboard.buying): the cards the screen shows
 * (apps/web dashboard/buying.ts: the same labels, order and hints), the same figures to the paisa
 * as a short statement, and the purchases by month.
 */
import { MoneyDecimal, formatINR, formatINRWhole } from '@gst/domain';
import { barChart } from './charts';
import type { PdfNode } from './doc';

/** The screen draws purchases in cyan.7. */
const PURCHASES_COLOR = '#1098ad';
const MUTED = '#868e96';

/**
 * The dashboard's buying figures (issue 31, tenant.dashboard.buying), as the API sends them: a part
 * the user may not see (or, for expenses and net profit, under a product, category or customer
 * filter) is absent. Amounts are rupees with 2 decimals.
 */
export type DashboardBuyingFigures = {
  profit: {
    sales: string;
    cost: string;
    grossProfit: string;
    linesAtRecordedCost: number;
    linesAtMinimumPrice: number;
  };
  purchases?: { total: string; months: { monthLabel: string; taxable: string }[] };
  payables?: { total: string; advance: string };
  expenses?: { expenses: string; bills: string; total: string };
  netProfit?: string;
};

/** A KPI card: its label, its amount as shown, and the line under it. */
export type Card = { label: string; value: string; hint?: string | undefined };

/**
 * The amounts' size in a row of cards `inside` points wide: 14 pt, or smaller so that the longest
 * amount fits on one line (a bold Roboto figure is under 0.5 em wide, the card's 6 pt margins
 * aside): five crore-sized cards ('₹10,00,00,000') pushed the row past the page's right margin.
 */
function valueSize(cards: readonly Card[], inside: number): number {
  const longest = Math.max(...cards.map((c) => c.value.length));
  return Math.min(14, Math.floor(((inside - 12) / (longest * 0.5)) * 2) / 2);
}

/**
 * A row of KPI cards in boxes of equal width (the sales cards' too) across `width` points. With
 * fewer cards than `columns`, each keeps a column's width and the rest of the row stays empty (one
 * Gross Profit card does not stretch across the page).
 */
export function cardRow(
  cards: readonly Card[],
  bottom: number,
  { width, columns = 1 }: { width: number; columns?: number },
): PdfNode {
  // gstBox pads each cell by 5 pt a side.
  const column = (width - columns * 10) / columns;
  const inside = (width - Math.max(columns, cards.length) * 10) / Math.max(columns, cards.length);
  const fontSize = valueSize(cards, inside);
  return {
    table: {
      widths: cards.map(() => (cards.length >= columns ? '*' : column)),
      body: [
        cards.map(({ label, value, hint }) => ({
          stack: [
            { text: label, color: MUTED, fontSize: 8 },
            { text: value, fontSize, bold: true, margin: [0, 2, 0, 0] },
            ...(hint ? [{ text: hint, color: MUTED, fontSize: 7, margin: [0, 2, 0, 0] }] : []),
          ],
          margin: [6, 6, 6, 6],
        })),
      ],
    },
    layout: 'gstBox',
    margin: [0, 0, 0, bottom],
  };
}

const isZero = (amount: string) => new MoneyDecimal(amount).isZero();
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Which cost the gross profit took (the screen's hint, apps/web dashboard/buying.ts). */
function profitHint(profit: DashboardBuyingFigures['profit']): string | undefined {
  const { linesAtRecordedCost: recorded, linesAtMinimumPrice: minimum } = profit;
  if (recorded + minimum === 0) return undefined;
  if (minimum === 0) return 'From recorded costs';
  if (recorded === 0) return 'From minimum prices (no cost recorded)';
  return `Recorded cost on ${plural(recorded, 'line')}, minimum price on ${minimum}`;
}

/** What the net profit took off (the screen's hint). */
function netProfitHint(expenses: NonNullable<DashboardBuyingFigures['expenses']>): string {
  if (isZero(expenses.bills)) return `Gross profit less expenses ${formatINRWhole(expenses.total)}`;
  return `Less expenses ${formatINRWhole(expenses.expenses)} and expense bills ${formatINRWhole(expenses.bills)}`;
}

/**
 * The screen's buying cards in its order (apps/web dashboard/buying.ts buyingKpis): Gross Profit,
 * then Net Profit, Purchases and Payables when the API sent them.
 */
export function buyingCards(buying: DashboardBuyingFigures): Card[] {
  const cards: Card[] = [
    {
      label: 'Gross Profit',
      value: formatINRWhole(buying.profit.grossProfit),
      hint: profitHint(buying.profit),
    },
  ];
  if (buying.expenses && buying.netProfit !== undefined)
    cards.push({
      label: 'Net Profit',
      value: formatINRWhole(buying.netProfit),
      hint: netProfitHint(buying.expenses),
    });
  if (buying.purchases)
    cards.push({
      label: 'Purchases',
      value: formatINRWhole(buying.purchases.total),
      hint: 'Taxable value of bills',
    });
  if (buying.payables)
    cards.push({
      label: 'Payables',
      value: formatINRWhole(buying.payables.total),
      hint: isZero(buying.payables.advance)
        ? 'Owed to suppliers today'
        : 'Owed to suppliers today; advances apart',
    });
  return cards;
}

/**
 * The buying figures to the paisa, as a short statement: sales at taxable value less their cost is
 * the gross profit, less expenses (and bills for expenses) the net profit; then purchases and
 * payables. Rows the API left out are left out here.
 */
export function buyingStatement(buying: DashboardBuyingFigures): PdfNode {
  const rows: [string, string, boolean][] = [
    ['Sales (taxable value, after notes)', buying.profit.sales, false],
    ['Less cost of goods sold', buying.profit.cost, false],
    ['Gross Profit', buying.profit.grossProfit, true],
  ];
  if (buying.expenses && buying.netProfit !== undefined) {
    rows.push(['Less expenses', buying.expenses.expenses, false]);
    if (!isZero(buying.expenses.bills))
      rows.push(['Less expense bills', buying.expenses.bills, false]);
    rows.push(['Net Profit', buying.netProfit, true]);
  }
  if (buying.purchases)
    rows.push(['Purchases (taxable value of bills)', buying.purchases.total, false]);
  if (buying.payables) {
    rows.push(['Payables (owed to suppliers today)', buying.payables.total, false]);
    if (!isZero(buying.payables.advance))
      rows.push(['Advances paid to suppliers', buying.payables.advance, false]);
  }
  return {
    table: {
      headerRows: 1,
      widths: [220, 100],
      body: [
        [
          { text: 'Figure', bold: true },
          { text: 'Amount', bold: true, alignment: 'right' },
        ],
        ...rows.map(([label, amount, bold]) => [
          { text: label, bold, ...(bold ? {} : { color: '#495057' }) },
          { text: formatINR(amount), bold, alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** The statement's heading: it holds purchases and payables only for a user who may see them. */
export function statementTitle(buying: DashboardBuyingFigures): string {
  return buying.purchases || buying.payables ? 'Profit and purchases' : 'Profit';
}

/** The month's purchases (taxable value of its bills) as bars. */
export function purchasesChart(
  purchases: NonNullable<DashboardBuyingFigures['purchases']>,
  width: number,
): PdfNode {
  return barChart(
    purchases.months.map((m) => ({ label: m.monthLabel, value: Number(m.taxable) })),
    { width, height: 110, color: PURCHASES_COLOR, rupee: true },
  );
}
