/**
 * The dashboard PDF (spec §2 Dashboard 'Download PDF'): the filters, the four KPIs, the charts as
 * vector graphics (charts.ts) and the recent invoices; issue 31: the buying cards the screen shows
 * (Gross Profit, Net Profit, Purchases, Payables, with the screen's hints) and the same figures to
 * the paisa. `dashboardDocument` is pure data; the PDF is rendered on the worker pool like the
 * invoice PDFs.
 */
import {
  formatDate,
  formatDateTimeIN,
  formatINR,
  formatINRWhole,
  formatIndianNumber,
} from '@gst/domain';
import { renderDocument } from '../pool';
import { barChart, salesChart, type Bar } from './charts';
import {
  buyingCards,
  buyingStatement,
  cardRow,
  purchasesChart,
  statementTitle,
  type Card,
  type DashboardBuyingFigures,
} from './dashboard-buying';
import type { PdfNode, RenderTask } from './doc';

export type { DashboardBuyingFigures } from './dashboard-buying';

export type DashboardReportData = {
  totalInvoices: number;
  totalRevenue: string;
  totalGST: string;
  averageInvoiceValue: string;
  /** What customers owe today (issue 16); shown as a fifth card when given. */
  outstanding?: string;
  /** Issue 31: gross and net profit, purchases and payables; the cards and table when given. */
  buying?: DashboardBuyingFigures;
  salesOverTime: { monthLabel: string; revenue: string; count: number }[];
  categoryWiseStockOverview: {
    _id: string;
    products: {
      productUniqueID: string;
      productLabel: string;
      totalSoldQty: number;
      revenue: string;
    }[];
  }[];
  topProducts: { name: string; totalQty: number }[];
  topCustomers: { name: string; totalSpent: string }[];
  recentInvoices: {
    invoiceNumber: string;
    customerName: string;
    invoiceDate: string;
    totalAmount: string;
  }[];
};

export type DashboardReport = {
  shopName: string;
  generatedAt: Date;
  filters: {
    startDate?: string;
    endDate?: string;
    productCategories?: string[];
    names: { products: string[]; customers: string[]; customersTotal: number };
  };
  data: DashboardReportData;
};

const WIDTH = 515; // A4 width (595) minus 40 pt margins
const BRAND = '#0c8599';
const ACCENT = '#f08c00';
const VIOLET = '#5f3dc4';
const MUTED = '#868e96';

function listOrAll(values: readonly string[] | undefined, total = values?.length ?? 0): string {
  if (!values?.length) return 'All';
  const shown = values.slice(0, 12).join(', ');
  return total > 12 ? `${shown} and ${total - 12} more` : shown;
}

function filterRows(report: DashboardReport): PdfNode {
  const f = report.filters;
  const range =
    f.startDate || f.endDate
      ? `${f.startDate ? formatDate(f.startDate) : 'the beginning'} to ${f.endDate ? formatDate(f.endDate) : 'today'}`
      : 'All dates';
  const rows = [
    ['Invoice dates', range],
    ['Products', listOrAll(f.names.products)],
    ['Product categories', listOrAll(f.productCategories)],
    ['Customers', listOrAll(f.names.customers, f.names.customersTotal)],
  ];
  return {
    table: {
      widths: [110, '*'],
      body: rows.map(([k, v]) => [{ text: k, color: MUTED }, { text: v }]),
    },
    layout: 'noBorders',
    margin: [0, 4, 0, 10],
  };
}

function kpis(data: DashboardReportData): PdfNode {
  const cards: Card[] = [
    { label: 'Total Revenue', value: formatINRWhole(data.totalRevenue) },
    { label: 'Total Invoices', value: formatIndianCount(data.totalInvoices) },
    { label: 'Total GST', value: formatINRWhole(data.totalGST) },
    { label: 'Avg. Invoice Value', value: formatINRWhole(data.averageInvoiceValue) },
    ...(data.outstanding === undefined
      ? []
      : [{ label: 'Outstanding', value: formatINRWhole(data.outstanding) }]),
  ];
  return cardRow(cards, data.buying ? 6 : 12, { width: WIDTH });
}

function formatIndianCount(n: number): string {
  return formatIndianNumber(n, { decimals: Number.isInteger(n) ? 0 : 3 });
}

function section(title: string, body: PdfNode, empty: boolean): PdfNode {
  return {
    stack: [
      { text: title, style: 'section' },
      empty ? { text: 'No data available.', color: MUTED, margin: [0, 4, 0, 8] } : body,
    ],
    unbreakable: true,
    margin: [0, 0, 0, 10],
  };
}

function categoryTable(data: DashboardReportData): PdfNode {
  const body: PdfNode[][] = [
    ['Category', 'Product', 'ID', 'Qty sold', 'Revenue'].map((h, i) => ({
      text: h,
      bold: true,
      alignment: i >= 3 ? 'right' : 'left',
    })),
  ];
  for (const group of data.categoryWiseStockOverview) {
    group.products.forEach((p, i) => {
      body.push([
        i === 0 ? { text: group._id || '(none)', bold: true } : '',
        p.productLabel,
        { text: p.productUniqueID, color: MUTED },
        { text: formatIndianCount(p.totalSoldQty), alignment: 'right' },
        { text: formatINR(p.revenue), alignment: 'right' },
      ]);
    });
  }
  return {
    table: { headerRows: 1, widths: [88, '*', 88, 42, 72], body },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

function recentTable(data: DashboardReportData): PdfNode {
  return {
    table: {
      headerRows: 1,
      widths: [110, '*', 70, 90],
      body: [
        ['Invoice No', 'Customer', 'Date', 'Amount'].map((h, i) => ({
          text: h,
          bold: true,
          alignment: i === 3 ? 'right' : 'left',
        })),
        ...data.recentInvoices.map((r) => [
          r.invoiceNumber,
          r.customerName,
          formatDate(r.invoiceDate),
          { text: formatINR(r.totalAmount), alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** Revenue of each category, for the category chart. */
function categoryBars(data: DashboardReportData): Bar[] {
  return data.categoryWiseStockOverview.map((g) => ({
    label: g._id || '(none)',
    value: g.products.reduce((sum, p) => sum + Number(p.revenue), 0),
  }));
}

export function dashboardDocument(report: DashboardReport): RenderTask {
  const { data } = report;
  const content: PdfNode[] = [
    { text: report.shopName, style: 'title' },
    {
      text: `Sales dashboard · generated ${formatDateTimeIN(report.generatedAt)}`,
      color: MUTED,
      margin: [0, 0, 0, 8],
    },
    { text: 'Filters', style: 'section' },
    filterRows(report),
    kpis(data),
    ...(data.buying
      ? [
          cardRow(buyingCards(data.buying), 8, { width: WIDTH, columns: 4 }),
          section(statementTitle(data.buying), buyingStatement(data.buying), false),
        ]
      : []),
    section(
      'Sales over time',
      salesChart(
        data.salesOverTime.map((m) => ({
          label: m.monthLabel,
          revenue: Number(m.revenue),
          count: m.count,
        })),
        { width: WIDTH, height: 150, revenueColor: BRAND, countColor: ACCENT },
      ),
      data.salesOverTime.length === 0,
    ),
    // The month's purchases beside its sales (the screen draws them as a line in the sales chart).
    ...(data.buying?.purchases
      ? [
          section(
            'Purchases over time (taxable value of bills)',
            purchasesChart(data.buying.purchases, WIDTH),
            data.buying.purchases.months.length === 0,
          ),
        ]
      : []),
    section(
      'Top products by quantity',
      barChart(
        data.topProducts.map((p) => ({ label: p.name, value: p.totalQty })),
        { width: WIDTH, height: 130, color: BRAND },
      ),
      data.topProducts.length === 0,
    ),
    section(
      'Customer total spent',
      barChart(
        data.topCustomers.map((c) => ({ label: c.name, value: Number(c.totalSpent) })),
        { width: WIDTH, height: 130, color: ACCENT, rupee: true },
      ),
      data.topCustomers.length === 0,
    ),
    section(
      'Category-wise product stats (revenue by category)',
      barChart(categoryBars(data), { width: WIDTH, height: 120, color: VIOLET, rupee: true }),
      data.categoryWiseStockOverview.length === 0,
    ),
    ...(data.categoryWiseStockOverview.length ? [categoryTable(data)] : []),
    {
      stack: [
        { text: 'Recent Invoices', style: 'section', margin: [0, 12, 0, 4] },
        data.recentInvoices.length
          ? recentTable(data)
          : { text: 'No data available.', color: MUTED },
      ],
      // At most 10 rows (RECENT_LIMIT): the heading goes to the next page with its table.
      unbreakable: true,
    },
  ];
  return {
    doc: {
      info: { title: `${report.shopName} — Dashboard`, creator: 'GST Platform' },
      pageSize: 'A4',
      pageMargins: [40, 36, 40, 40],
      content,
      defaultStyle: { font: 'Roboto', fontSize: 9 },
      styles: {
        title: { fontSize: 16, bold: true },
        section: { fontSize: 11, bold: true, margin: [0, 2, 0, 4], color: '#212529' },
      },
    },
    decor: { footerLeft: `${report.shopName} · Sales dashboard` },
  };
}

/** The PDF bytes, rendered on the PDF worker pool. */
export function renderDashboardPdf(report: DashboardReport): Promise<Uint8Array> {
  return renderDocument(dashboardDocument(report));
}
